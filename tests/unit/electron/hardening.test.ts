// The Electron shell's hardening (issue 12, points 5, 16 and 18): fuses set at packaging time, an
// app:// handler that answers 400 to a malformed path, a size check before a picked file is read,
// FORBIDDEN among the contract's codes, and the Node.js each use needs.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const protocolHandlers = new Map<string, (request: { url: string }) => Promise<Response>>();
vi.mock('electron', () => ({
  app: { isPackaged: false, getPath: vi.fn(() => '/tmp'), getVersion: () => '0.0.0' },
  ipcMain: { handle: vi.fn(), removeHandler: vi.fn() },
  BrowserWindow: class {},
  Menu: { buildFromTemplate: vi.fn(), setApplicationMenu: vi.fn() },
  dialog: {},
  net: { fetch: vi.fn(async () => new Response('file body', { status: 200 })) },
  powerMonitor: { on: vi.fn() },
  protocol: {
    handle: vi.fn((scheme: string, fn: (request: { url: string }) => Promise<Response>) =>
      protocolHandlers.set(scheme, fn),
    ),
    registerSchemesAsPrivileged: vi.fn(),
  },
  screen: {},
  session: {},
  shell: {},
}));

import { appFileFor, readCampaignFile, registerAppProtocol } from '../../../electron/app.js';
import { electronBuildNodeProblem } from '../../../electron/node-version.js';
import { IMPORT_MAX_BYTES } from '../../../src/store/index.js';
import { HOST_REFUSALS } from '../../../renderer/src/i18n/refusals.js';
import { tmpDir } from '../host/helpers.js';

const root = path.resolve(__dirname, '../../..');

describe('the app:// handler', () => {
  it('answers 400 to a malformed path instead of throwing, 403 outside the folder', async () => {
    const dir = tmpDir();
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    registerAppProtocol(dir);
    const handler = protocolHandlers.get('app')!;
    for (const url of ['app://fmh/%', 'app://fmh/%E0%A4%A', 'app://fmh/index.html%00.js'])
      expect((await handler({ url })).status, url).toBe(400);
    expect((await handler({ url: 'app://fmh/..%2f..%2fetc%2fpasswd' })).status).toBe(403);
    expect((await handler({ url: 'app://fmh/index.html' })).status).toBe(200);
    expect(appFileFor(dir, 'app://fmh/%')).toEqual({ status: 400 });
  });
});

describe('a campaign file picked in the open dialog', () => {
  it('is refused by its size before it is read', () => {
    const dir = tmpDir();
    const big = path.join(dir, 'big.fmh');
    fs.writeFileSync(big, '');
    fs.truncateSync(big, IMPORT_MAX_BYTES + 1); // sparse: nothing to read
    const read = vi.spyOn(fs, 'readFileSync');
    expect(() => readCampaignFile(big)).toThrow(/big\.fmh: is too large/);
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
  });
});

describe('packaging', () => {
  it('sets the Electron fuses', () => {
    const cfg = JSON.parse(fs.readFileSync(path.join(root, 'electron/builder.json'), 'utf8'));
    expect(cfg.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
    expect(cfg.asar).toBe(true);
  });

  it('states the Node.js each use needs: 20.19 for tests and web mode, 22.12 to build the Electron shell', () => {
    expect(electronBuildNodeProblem('20.20.2')).toMatch(/22\.12\.0 or newer.*20\.19/);
    expect(electronBuildNodeProblem('22.11.9')).not.toBeNull();
    expect(electronBuildNodeProblem('22.12.0')).toBeNull();
    expect(electronBuildNodeProblem('24.1.0')).toBeNull();
    expect(fs.readFileSync(path.join(root, 'electron/scripts/rebuild-native.ts'), 'utf8')).toContain(
      'electronBuildNodeProblem()',
    );
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.engines.node).toBe('>=20.19');
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toMatch(/Node\.js 20\.19 or newer/);
    expect(readme).toMatch(/Node\.js 22\.12 or newer/);
  });
});

describe('the contract', () => {
  it('has FORBIDDEN among the host codes, with words for the screen', () => {
    expect(fs.readFileSync(path.join(root, 'src/host/contract.ts'), 'utf8')).toMatch(
      /HOST_ERROR_CODES = \[[^\]]*'FORBIDDEN'/,
    );
    expect(HOST_REFUSALS.FORBIDDEN.general.en({}, {} as never)).toMatch(/not allowed/);
    expect(HOST_REFUSALS.FORBIDDEN.general.fr({}, {} as never)).toMatch(/permis/);
    expect(HOST_REFUSALS.FORBIDDEN.cases.untrustedSender.en({ why: 'untrustedSender' }, {} as never)).toMatch(
      /outside the game window/,
    );
  });
});
