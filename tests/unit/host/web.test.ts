import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startWebServer, type WebServer } from '../../../src/web/server.js';
import type { HostEvent, WireResponse } from '../../../src/host/contract.js';
import { newHost, tmpDir, TWO } from './helpers.js';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

async function start(): Promise<WebServer> {
  const { host } = newHost();
  const staticDir = tmpDir();
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>fmh</title>');
  const server = await startWebServer({ host, staticDir });
  cleanup.push(() => host.close());
  cleanup.push(() => server.close());
  return server;
}

function connect(url: string, origin?: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, origin ? { origin } : {});
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    cleanup.push(() => ws.terminate());
  });
}

describe('web mode', () => {
  it('listens on 127.0.0.1, serves the renderer with a CSP, and answers the contract over the WebSocket', async () => {
    const s = await start();
    expect(s.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{20,}$/);
    const page = await fetch(s.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await page.text()).toContain('fmh');
    const status = await new Promise<number>((resolve) =>
      http.get({ host: '127.0.0.1', port: s.port, path: '/..%2f..%2f..%2fetc%2fpasswd' }, (res) =>
        resolve(res.statusCode ?? 0),
      ),
    );
    expect(status).toBe(403);
    const ws = await connect(`ws://127.0.0.1:${s.port}/api?token=${s.token}`, `http://127.0.0.1:${s.port}`);
    const msgs: (WireResponse | HostEvent)[] = [];
    ws.on('message', (d) => msgs.push(JSON.parse(String(d))));
    ws.send(JSON.stringify({ id: 1, method: 'campaign.new', args: TWO }));
    ws.send(JSON.stringify({ id: 2, method: 'game.act', args: { action: { type: 'fly' } } }));
    // both answers, however loaded the machine
    await expect
      .poll(() => msgs.filter((m) => 'id' in m && (m.id === 1 || m.id === 2)).length, { timeout: 20_000 })
      .toBe(2);
    const r1 = msgs.find((m) => 'id' in m && m.id === 1) as WireResponse;
    expect(r1.result.ok).toBe(true);
    const r2 = msgs.find((m) => 'id' in m && m.id === 2) as WireResponse;
    expect(!r2.result.ok && r2.result.error.code).toBe('BAD_INPUT');
    expect(msgs.some((m) => 'event' in m && m.event === 'view')).toBe(true);
  });

  it('refuses a wrong token, a foreign Origin and no Origin', async () => {
    const s = await start();
    const base = `ws://127.0.0.1:${s.port}/api`;
    const own = `http://127.0.0.1:${s.port}`;
    await expect(connect(`${base}?token=nope`, own)).rejects.toThrow(/401/);
    await expect(connect(`${base}?token=${s.token}`, 'http://evil.example')).rejects.toThrow(/403/);
    await expect(connect(`${base}?token=${s.token}`)).rejects.toThrow(/403/);
  });
});
