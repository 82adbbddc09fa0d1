// Web mode against hostile pages and sockets (issue 12, points 7 to 9): nothing a request or a frame
// does may stop the server, and a client that never reads cannot make it hold memory without bound.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  MAX_CLIENT_BACKLOG_BYTES,
  MAX_CLIENT_PENDING,
  MAX_MESSAGE_BYTES,
  startWebServer,
  type WebServer,
} from '../../../src/web/server.js';
import { IMPORT_MAX_BYTES } from '../../../src/store/index.js';
import { must, newHost, tmpDir, TWO } from './helpers.js';
import type { Host } from '../../../src/host/host.js';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

async function start(): Promise<{ server: WebServer; host: Host }> {
  const { host } = newHost();
  const staticDir = tmpDir();
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>fmh</title>');
  const server = await startWebServer({ host, staticDir });
  cleanup.push(() => host.close());
  cleanup.push(() => server.close());
  return { server, host };
}

/** Sends raw bytes, returns what came back until the server closed (or 2 s passed). */
function raw(port: number, text: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    const sock = net.connect(port, '127.0.0.1');
    let out = '';
    const done = () => {
      sock.destroy();
      resolve(out);
    };
    sock.on('data', (d) => (out += d.toString('latin1')));
    sock.on('end', done);
    sock.on('error', done);
    sock.setTimeout(2000, done);
    sock.write(text);
  });
}

async function alive(s: WebServer): Promise<void> {
  const page = await fetch(`http://127.0.0.1:${s.port}/`);
  expect(page.status).toBe(200);
  await page.text();
}

function connect(s: WebServer): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${s.port}/api?token=${s.token}`, { origin: `http://127.0.0.1:${s.port}` });
    ws.on('error', () => undefined);
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    cleanup.push(() => ws.terminate());
  });
}

/** A client frame (masked, as clients must), opcode with FIN. */
function masked(opcode: number, body: Buffer): Buffer {
  const mask = Buffer.from([1, 2, 3, 4]);
  const header =
    body.length < 126
      ? Buffer.from([opcode, 0x80 | body.length])
      : Buffer.from([opcode, 0x80 | 126, body.length >> 8, body.length & 255]);
  return Buffer.concat([header, mask, Buffer.from(body.map((b, i) => b ^ mask[i % 4]!))]);
}

/** A raw TCP client past a real WebSocket handshake. */
async function rawClient(s: WebServer): Promise<net.Socket> {
  const sock = net.connect(s.port, '127.0.0.1');
  sock.on('error', () => undefined);
  cleanup.push(() => sock.destroy());
  await new Promise<void>((r) => sock.once('connect', () => r()));
  sock.write(
    `GET /api?token=${s.token} HTTP/1.1\r\nHost: 127.0.0.1:${s.port}\r\nOrigin: http://127.0.0.1:${s.port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
  );
  await new Promise<void>((r) => sock.once('data', () => r()));
  return sock;
}

const closed = (ws: WebSocket) =>
  new Promise<void>((r) => (ws.readyState === ws.CLOSED ? r() : ws.once('close', () => r())));

describe('web mode against hostile requests', () => {
  it('answers 400 to malformed URLs, without a token, and goes on serving', async () => {
    const { server: s } = await start();
    const host = `Host: 127.0.0.1:${s.port}\r\n`;
    for (const target of ['/%', '/%00', '/index.html%00.js', '/%E0%A4%A', 'http://[x', '*']) {
      const answer = await raw(s.port, `GET ${target} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`);
      expect(answer, target).toMatch(/^HTTP\/1\.1 400/);
      await alive(s);
      const up = await raw(
        s.port,
        `GET ${target} HTTP/1.1\r\n${host}Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
      );
      expect(up, `upgrade ${target}`).toMatch(/^HTTP\/1\.1 (400|404)/);
      await alive(s);
    }
    // a page of another origin with <img src="http://127.0.0.1:port/%">
    const r = await fetch(`http://127.0.0.1:${s.port}/%`);
    expect(r.status).toBe(400);
    await alive(s);
  });

  it('survives WebSocket protocol errors: a message too large, bad UTF-8, an unmasked frame, a bad close code', async () => {
    const { server: s } = await start();
    expect(MAX_MESSAGE_BYTES).toBeGreaterThan(2 * IMPORT_MAX_BYTES);
    expect(MAX_MESSAGE_BYTES).toBeLessThan(64 * 1024 * 1024);
    // too large
    let ws = await connect(s);
    ws.send(Buffer.alloc(MAX_MESSAGE_BYTES + 1, 0x20));
    await closed(ws);
    await alive(s);
    // invalid UTF-8 in a text frame
    ws = await connect(s);
    ws.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    await closed(ws);
    await alive(s);
    // a bad close code (1004 is reserved), then an unmasked frame, on raw sockets after a real handshake
    for (const bytes of [masked(0x88, Buffer.from([0x03, 0xec])), Buffer.from([0x81, 0x02, 0x7b, 0x7d])]) {
      const sock = await rawClient(s);
      sock.write(bytes);
      await new Promise<void>((r) => {
        sock.once('close', () => r());
        setTimeout(r, 2000);
      });
      sock.destroy();
      await alive(s);
    }
    // and the API still answers
    ws = await connect(s);
    const answer = new Promise<string>((r) => ws.once('message', (d) => r(String(d))));
    ws.send(JSON.stringify({ id: 1, method: 'settings.get' }));
    expect(await answer).toContain('"ok":true');
  });

  it('drops a client that never reads its answers instead of holding them without bound', async () => {
    const { server: s, host } = await start();
    must(await host.call('campaign.new', TWO));
    const sv = must(await host.call('game.view'))!;
    must(await host.call('game.seat', { player: sv.handoff!.next }));
    // the seated player's whole view: the largest answer a page asks for again and again
    const answerSize = JSON.stringify(must(await host.call('game.view'))).length;
    // a raw client: handshake, then requests it never reads the answers of
    const sock = await rawClient(s);
    sock.pause();
    await new Promise((r) => setTimeout(r, 100));
    expect(s.clientCount()).toBe(1);
    const frame = (text: string) => masked(0x81, Buffer.from(text));
    // in batches the host answers as they come: it is the backlog that drops the client, not the count
    const needed = Math.ceil((2 * MAX_CLIENT_BACKLOG_BYTES) / answerSize) + 100;
    for (let i = 0; i < needed && s.clientCount() > 0; i += 200) {
      for (let k = i; k < i + 200; k++) sock.write(frame(JSON.stringify({ id: k, method: 'game.view' })));
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(200).toBeLessThan(MAX_CLIENT_PENDING);
    await expect.poll(() => s.clientCount(), { timeout: 30_000 }).toBe(0);
    sock.destroy();
    await alive(s);
  });

  it('caps the dialogs a page may report open', async () => {
    const { host } = await start();
    must(await host.call('campaign.new', TWO));
    for (let i = 0; i < 16; i++) must(await host.call('ui.modal', { open: true, id: `m${i}` }));
    const r = await host.call('ui.modal', { open: true, id: 'one-too-many' });
    expect(!r.ok && r.error.code).toBe('BAD_INPUT');
    must(await host.call('ui.modal', { open: true, id: 'm3' }));
    for (let i = 0; i < 16; i++) must(await host.call('ui.modal', { open: false, id: `m${i}` }));
    expect(must(await host.call('clock.get'))!.reasons).not.toContain('modal');
  });
});
