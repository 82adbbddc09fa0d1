// The map command line: its JSON, its exit codes, its errors.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
function map(...args: string[]) {
  const r = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'src/cli/map.ts'), ...args],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('npm run map', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fmh-map-'));
  it('generate --json prints hexes, ore and the check, writes the file, and check agrees', () => {
    const file = path.join(dir, 'm7.json');
    const r = map('generate', '--kind', 'modular', '--seed', '7', '--players', '4', '--out', file, '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ hexes: 703, check: { ok: true } });
    expect(j.ore).toBeGreaterThan(0);
    const c = map('check', file, '--json');
    expect(c.code).toBe(0);
    expect(JSON.parse(c.out).check).toEqual(j.check);
  }, 60000);
  it('check exits 1 when the board fails, 2 with a clear error when the file is bad', () => {
    const failing = path.join(dir, 'split.json');
    fs.writeFileSync(
      failing,
      JSON.stringify({ terrain: Array.from({ length: 20 }, () => 'p'.repeat(14) + 'ss' + 'p'.repeat(14)) }),
    );
    const f = map('check', failing);
    expect(f.code).toBe(1);
    expect(f.out).toMatch(/check: FAILS/);
    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(bad, '{"terrain": ["pp", "pX"]}');
    const b = map('check', bad);
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/"X" is not a terrain/);
    expect(map('check', path.join(dir, 'none.json')).err).toMatch(/no such file/i);
  }, 60000);
});
