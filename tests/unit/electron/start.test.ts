// `npm start`'s fallback (electron/scripts/start.ts): where the Electron binary is missing, web mode.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserCommand, electronBinary } from '../../../electron/scripts/start';

function fakeRoot(withBinary: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fmh-start-'));
  const pkg = path.join(dir, 'node_modules', 'electron');
  fs.mkdirSync(path.join(pkg, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(pkg, 'package.json'), '{"name":"electron"}');
  if (withBinary) {
    fs.writeFileSync(path.join(pkg, 'path.txt'), 'electron');
    fs.writeFileSync(path.join(pkg, 'dist', 'electron'), '');
  }
  return dir;
}

describe('npm start', () => {
  it('finds the Electron binary only when it was downloaded', () => {
    expect(electronBinary(fakeRoot(false), {})).toBeNull();
    expect(electronBinary(fakeRoot(true), {})).toMatch(/dist[\\/]electron$/);
    expect(electronBinary(fs.mkdtempSync(path.join(os.tmpdir(), 'fmh-none-')), {})).toBeNull();
  });

  it('this development machine is such a machine: no Electron binary, so web mode', () => {
    expect(electronBinary()).toBeNull();
  });

  it('opens the default browser where there is one, else prints the URL', () => {
    expect(browserCommand('linux', { BROWSER: 'none' })).toBeNull();
    expect(browserCommand('linux', { PATH: '' })).toBeNull(); // no display
    expect(browserCommand('darwin', {})).toEqual(['open', []]);
    expect(browserCommand('win32', {})?.[0]).toBe('cmd');
    expect(browserCommand('linux', { BROWSER: 'firefox' })).toEqual(['firefox', []]);
  });
});
