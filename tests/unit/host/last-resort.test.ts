// The last resort of a host process (src/host/last-resort.ts): an error nobody caught is written with its
// stack on stderr and ends the process with code 1 (issue 26 point 9: a web host died under load during an
// end-to-end test and nobody could tell why).
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fatalText, installLastResort, type FatalProcess } from '../../../src/host/last-resort.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function fakeProcess() {
  const events = new EventEmitter();
  const p = {
    err: '',
    exits: [] as number[],
    on: (event: string, fn: (e: unknown) => void) => events.on(event, fn),
    stderr: { write: (t: string) => (p.err += t) },
    exit: (code: number) => p.exits.push(code),
    emit: (event: string, e: unknown) => events.emit(event, e),
  };
  return p;
}

describe('the last resort of a host process', () => {
  it('writes an unhandled rejection with its stack, closes first, and exits with code 1', () => {
    const p = fakeProcess();
    const closed: string[] = [];
    installLastResort(p as unknown as FatalProcess, { name: 'web host', beforeExit: (t) => closed.push(t) });
    p.emit('unhandledRejection', new Error('the queue broke'));
    expect(p.err).toMatch(/^web host \d{4}-\d\d-\d\dT[\d:.]+Z unhandled rejection: Error: the queue broke\n\s+at /);
    expect(p.err).toContain('last-resort.test.ts');
    expect(closed).toHaveLength(1);
    expect(closed[0]).toContain('the queue broke');
    expect(p.exits).toEqual([1]);
  });

  it('writes an uncaught exception the same way, and a second error without a second exit', () => {
    const p = fakeProcess();
    let closes = 0;
    installLastResort(p as unknown as FatalProcess, { name: 'web host', beforeExit: () => closes++ });
    p.emit('uncaughtException', new TypeError("Cannot read properties of null (reading 'turn')"));
    p.emit('unhandledRejection', 'a plain string');
    expect(p.err).toContain("uncaught exception: TypeError: Cannot read properties of null (reading 'turn')");
    expect(p.err).toContain('unhandled rejection: a plain string');
    expect(closes).toBe(1);
    expect(p.exits).toEqual([1]);
  });

  it('still exits when closing throws, and says so', () => {
    const p = fakeProcess();
    installLastResort(p as unknown as FatalProcess, {
      name: 'electron main',
      beforeExit: () => {
        throw new Error('the store was already closed');
      },
    });
    p.emit('unhandledRejection', { code: 'X' });
    expect(p.err).toContain('unhandled rejection: {"code":"X"}');
    expect(p.err).toContain('electron main: while ending: error: Error: the store was already closed');
    expect(p.exits).toEqual([1]);
  });

  it('says what a reason without a stack is', () => {
    expect(fatalText('unhandled rejection', undefined)).toBe('unhandled rejection: undefined');
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(fatalText('unhandled rejection', loop)).toBe('unhandled rejection: [object Object]');
  });

  it('ends a real process that something keeps alive, with the stack on its stderr', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fmh-last-resort-'));
    const file = path.join(dir, 'child.ts');
    const mod = path.join(ROOT, 'src/host/last-resort.ts');
    fs.writeFileSync(
      file,
      [
        `import { installLastResort } from ${JSON.stringify(mod)};`,
        `installLastResort(process, { name: 'web host', beforeExit: () => console.log('store closed') });`,
        // a server would keep the process alive: the exit must not wait for it
        `setInterval(() => undefined, 1000);`,
        `async function step() { throw new Error('a computer step failed'); }`,
        `void step();`,
      ].join('\n'),
    );
    const r = await new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), file], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (err += d));
      const timer = setTimeout(() => child.kill('SIGKILL'), 50_000);
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({ code, out, err });
      });
    });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(r.code).toBe(1);
    expect(r.out).toContain('store closed');
    expect(r.err).toContain('unhandled rejection: Error: a computer step failed');
    expect(r.err).toMatch(/at step \(/);
    expect(r.err).toContain('web host: ended (code 1) by the error above');
  }, 60_000);
});
