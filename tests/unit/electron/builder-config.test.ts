import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPUTER_WORKER_BUNDLE } from '../../../src/host/computer.js';
import { DEBRIEF_WORKER_BUNDLE } from '../../../src/host/debrief.js';

const root = path.resolve(__dirname, '../../..');
const cfg = JSON.parse(fs.readFileSync(path.join(root, 'electron/builder.json'), 'utf8'));
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

describe('electron-builder configuration', () => {
  it('targets Linux (AppImage, deb), Windows (NSIS) and macOS (dmg)', () => {
    expect(cfg.linux.target).toEqual(expect.arrayContaining(['AppImage', 'deb']));
    expect(cfg.win.target).toEqual(['nsis']);
    expect(cfg.mac.target).toEqual(['dmg']);
    expect(cfg.appId).toMatch(/^[a-z]+(\.[a-z]+)+$/);
  });
  it('has its icons in build/', () => {
    expect(cfg.directories.buildResources).toBe('build');
    for (const f of [cfg.win.icon, cfg.mac.icon]) {
      const file = path.join(root, f);
      expect(fs.existsSync(file), f).toBe(true);
      const png = fs.readFileSync(file);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(512); // width
    }
    expect(fs.existsSync(path.join(root, cfg.linux.icon, '256x256.png'))).toBe(true);
  });
  it('ships the Electron build and the renderer, not the web-mode server or the sources', () => {
    expect(cfg.files).toEqual(
      expect.arrayContaining(['dist-electron/**/*', 'dist/renderer/**/*', '!src/**', '!node_modules/ws/**']),
    );
    expect(pkg.main).toBe('dist-electron/main.js');
    expect(cfg.asarUnpack.join(' ')).toContain('better-sqlite3');
    // the bundled main must not pull the web server in
    const main =
      fs.readFileSync(path.join(root, 'electron/app.ts'), 'utf8') +
      fs.readFileSync(path.join(root, 'electron/main.ts'), 'utf8');
    expect(main).not.toMatch(/src\/web/);
  });
  it('is run by npm run dist, and npm start launches Electron after rebuilding better-sqlite3 for it', () => {
    expect(pkg.scripts.dist).toContain('electron-builder --config electron/builder.json');
    // npm start: electron/scripts/start.ts rebuilds better-sqlite3 for Electron, then runs `electron .` (or web mode)
    expect(pkg.scripts.start).toBe('tsx electron/scripts/start.ts');
    const start = fs.readFileSync(path.join(root, 'electron/scripts/start.ts'), 'utf8');
    expect(start).toContain('electron/scripts/rebuild-native.ts');
    expect(start).toContain("spawn(exe, ['.', ...args]");
    expect(pkg.scripts.postinstall ?? '').not.toContain('install-app-deps');
  });
  it('keeps the workers inside the asar archive, under its integrity check (issue 26, point 13)', () => {
    // ASAR integrity (the enableEmbeddedAsarIntegrityValidation fuse) hashes the archive only: an unpacked file
    // may be changed on disk unseen. Only the native module, which cannot be loaded from an archive, is unpacked.
    expect(cfg.electronFuses.enableEmbeddedAsarIntegrityValidation).toBe(true);
    expect(cfg.electronFuses.onlyLoadAppFromAsar).toBe(true);
    expect(cfg.asar).toBe(true);
    expect(cfg.asarUnpack).toEqual(['**/node_modules/better-sqlite3/**']);
    expect(cfg.asar?.disableIntegrity).toBeUndefined();
    // the workers are CommonJS (what a worker thread reads from inside an archive), shipped with the main bundle
    const build = fs.readFileSync(path.join(root, 'electron/scripts/build.ts'), 'utf8');
    const web = fs.readFileSync(path.join(root, 'src/web/launch.mjs'), 'utf8');
    for (const bundle of [COMPUTER_WORKER_BUNDLE, DEBRIEF_WORKER_BUNDLE]) {
      expect(bundle).toMatch(/\.cjs$/);
      const built = new RegExp(
        `outfile: path\\.join\\(root, 'dist-electron/${bundle.replace('.', '\\.')}'\\),\\s*format: 'cjs'`,
      );
      expect(build).toMatch(built);
      expect(web).toContain(`'dist/web/${bundle}'`);
    }
    expect(web).toMatch(/format: 'cjs',[^}]*outExtension: \{ '\.js': '\.cjs' \}/);
    expect(cfg.files).toContain('dist-electron/**/*');
    // the host loads them from beside its bundle, never from an unpacked copy
    for (const f of ['src/host/computer.ts', 'src/host/debrief.ts'])
      expect(fs.readFileSync(path.join(root, f), 'utf8')).not.toMatch(/asar\.unpacked/);
  });
});
