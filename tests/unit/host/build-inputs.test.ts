// `npm run web` reuses a build only when it was made, in the mode wanted, from the very files there are now.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staleReason, writeBuildInputs } from '../../../src/web/build-inputs.mjs';

function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fmh-inputs-'));
  fs.mkdirSync(path.join(root, 'src'));
  fs.mkdirSync(path.join(root, 'out'));
  fs.writeFileSync(path.join(root, 'src/a.ts'), 'export const a = 1;');
  fs.writeFileSync(path.join(root, 'src/b.ts'), 'export const b = 2;');
  fs.writeFileSync(path.join(root, 'out/index.html'), '<!doctype html>');
  const stamp = path.join(root, 'out-inputs.json');
  const files = ['src/a.ts', 'src/b.ts'].map((f) => path.join(root, f));
  return { root, stamp, files };
}

describe('build inputs', () => {
  it('a build made from the current files in the mode wanted is reused', () => {
    const { root, stamp, files } = project();
    writeBuildInputs(root, stamp, 'production', files);
    expect(staleReason(root, stamp, 'production', ['out/index.html'])).toBeNull();
    expect(Object.keys(JSON.parse(fs.readFileSync(stamp, 'utf8')).files)).toEqual(['src/a.ts', 'src/b.ts']);
  });

  it('is rebuilt when never built, built in another mode, or its output is missing', () => {
    const { root, stamp, files } = project();
    expect(staleReason(root, stamp, 'production', [])).toBe('never built');
    writeBuildInputs(root, stamp, 'e2e', files);
    expect(staleReason(root, stamp, 'production', [])).toBe('built in e2e mode');
    writeBuildInputs(root, stamp, 'production', files);
    fs.rmSync(path.join(root, 'out/index.html'));
    expect(staleReason(root, stamp, 'production', ['out/index.html'])).toBe('out/index.html is missing');
  });

  it('is rebuilt when an input changed, even keeping its size and time, or is gone', () => {
    const { root, stamp, files } = project();
    writeBuildInputs(root, stamp, 'production', files);
    const a = path.join(root, 'src/a.ts');
    const { mtime } = fs.statSync(a);
    fs.writeFileSync(a, 'export const a = 7;');
    fs.utimesSync(a, mtime, mtime);
    expect(staleReason(root, stamp, 'production', [])).toBe('src/a.ts changed');
    writeBuildInputs(root, stamp, 'production', files);
    fs.rmSync(path.join(root, 'src/b.ts'));
    expect(staleReason(root, stamp, 'production', [])).toBe('src/b.ts is gone');
  });

  it('a record that cannot be read, or lists nothing, is no reason to trust a build', () => {
    const { root, stamp } = project();
    fs.writeFileSync(stamp, '{"mode": "production"');
    expect(staleReason(root, stamp, 'production', [])).toBe('never built');
    fs.writeFileSync(stamp, '{"mode": "production", "files": {}}');
    expect(staleReason(root, stamp, 'production', [])).toBe('no record of its inputs');
    fs.writeFileSync(stamp, '{"mode": "production"}');
    expect(staleReason(root, stamp, 'production', [])).toBe('no record of its inputs');
  });
});
