import { beforeEach, describe, expect, it, vi } from 'vitest';

const handlers = new Map<string, (event: unknown, args: unknown) => unknown>();
vi.mock('electron', () => {
  const ipcMain = {
    handle: vi.fn((ch: string, fn: (e: unknown, a: unknown) => unknown) => handlers.set(ch, fn)),
    removeHandler: vi.fn((ch: string) => handlers.delete(ch)),
  };
  return {
    app: { isPackaged: false, getPath: vi.fn(() => '/tmp'), getVersion: () => '0.0.0' },
    ipcMain,
    ipcRenderer: { invoke: vi.fn(async () => ({ ok: true, value: 1 })), on: vi.fn(), removeListener: vi.fn() },
    contextBridge: { exposeInMainWorld: vi.fn() },
    BrowserWindow: class {},
    Menu: { buildFromTemplate: vi.fn(), setApplicationMenu: vi.fn() },
    dialog: {},
    net: {},
    powerMonitor: { on: vi.fn() },
    protocol: { handle: vi.fn(), registerSchemesAsPrivileged: vi.fn() },
    screen: {},
    session: {},
    shell: {},
  };
});

import * as electron from 'electron';
import {
  CSP,
  hardenContents,
  isTrustedSender,
  menuTemplate,
  registerIpc,
  START_URL,
  windowOptions,
} from '../../../electron/app.js';
import { REQUEST_NAMES, ipcChannel, methodName, IPC_EVENT_CHANNEL } from '../../../src/host/contract.js';

function fakeWindow(url = START_URL) {
  const mainFrame = { url };
  const webContents = { mainFrame, id: 1 };
  return { win: { isDestroyed: () => false, webContents } as never, webContents, mainFrame };
}

beforeEach(() => {
  handlers.clear();
  vi.clearAllMocks();
});

describe('window security options', () => {
  it('isolates, sandboxes and keeps Node out of the renderer', () => {
    const o = windowOptions('/x/preload.cjs', undefined);
    expect(o.webPreferences).toMatchObject({
      preload: '/x/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });
  it('remembers size and position', () => {
    const o = windowOptions('/p', { x: 10, y: 20, width: 1000, height: 700 });
    expect(o).toMatchObject({ x: 10, y: 20, width: 1000, height: 700 });
  });
  it('has a strict Content-Security-Policy', () => {
    expect(CSP).toContain("default-src 'self'");
    expect(CSP).toContain("script-src 'self'");
    expect(CSP).not.toContain('unsafe-eval');
    expect(CSP).toContain("object-src 'none'");
    expect(CSP).toContain("connect-src 'none'");
  });
});

describe('IPC', () => {
  it('registers a handler for every request of the contract', () => {
    const host = { handle: vi.fn(async () => ({ ok: true, value: 'x' })) };
    registerIpc(host as never, () => null);
    expect([...handlers.keys()].sort()).toEqual(REQUEST_NAMES.map(ipcChannel).sort());
    expect(electron.ipcMain.handle).toHaveBeenCalledTimes(REQUEST_NAMES.length);
  });

  it('answers our own window and refuses any other sender', async () => {
    const host = { handle: vi.fn(async () => ({ ok: true, value: 'x' })) };
    const { win, webContents, mainFrame } = fakeWindow();
    registerIpc(host as never, () => win);
    const h = handlers.get(ipcChannel('campaign.list'))!;
    await expect(h({ sender: webContents, senderFrame: mainFrame }, undefined)).resolves.toEqual({
      ok: true,
      value: 'x',
    });
    expect(host.handle).toHaveBeenCalledWith('campaign.list', undefined);
    host.handle.mockClear();
    // another web contents
    const other = fakeWindow();
    const r1 = (await h({ sender: other.webContents, senderFrame: other.mainFrame }, undefined)) as {
      ok: boolean;
      error: { code: string };
    };
    expect(r1.ok).toBe(false);
    expect(r1.error.code).toBe('FORBIDDEN');
    // our contents, but a sub-frame or a foreign page
    const r2 = (await h({ sender: webContents, senderFrame: { url: START_URL } }, undefined)) as { ok: boolean };
    expect(r2.ok).toBe(false);
    mainFrame.url = 'https://evil.example/';
    const r3 = (await h({ sender: webContents, senderFrame: mainFrame }, undefined)) as { ok: boolean };
    expect(r3.ok).toBe(false);
    expect(host.handle).not.toHaveBeenCalled();
  });

  it('trusts only the main frame on app://fmh', () => {
    const { win, webContents, mainFrame } = fakeWindow('file:///etc/index.html');
    expect(isTrustedSender({ sender: webContents, senderFrame: mainFrame } as never, win)).toBe(false);
    expect(isTrustedSender({ sender: webContents, senderFrame: mainFrame } as never, null)).toBe(false);
  });
});

describe('navigation and new windows', () => {
  it('denies leaving the app and opening windows', () => {
    const on = new Map<string, (e: { preventDefault: () => void }, url?: string) => void>();
    let openHandler: (() => { action: string }) | null = null;
    const contents = {
      on: (ev: string, fn: never) => on.set(ev, fn),
      setWindowOpenHandler: (fn: never) => (openHandler = fn),
    };
    hardenContents(contents as never);
    const prevent = vi.fn();
    on.get('will-navigate')!({ preventDefault: prevent }, 'https://example.com/');
    expect(prevent).toHaveBeenCalledTimes(1);
    on.get('will-navigate')!({ preventDefault: prevent }, 'app://fmh/index.html');
    expect(prevent).toHaveBeenCalledTimes(1);
    on.get('will-attach-webview')!({ preventDefault: prevent });
    expect(prevent).toHaveBeenCalledTimes(2);
    expect(openHandler!()).toEqual({ action: 'deny' });
  });
});

describe('menus', () => {
  it('uses roles and CommandOrControl shortcuts', () => {
    const t = menuTemplate({ handle: vi.fn() } as never, false);
    const flat = t.flatMap((m) => [m, ...((m.submenu as never[]) ?? [])]) as { role?: string; accelerator?: string }[];
    expect(flat.some((i) => i.role === 'editMenu')).toBe(true);
    expect(flat.some((i) => i.role === 'windowMenu')).toBe(true);
    for (const i of flat) if (i.accelerator) expect(i.accelerator).toMatch(/^CommandOrControl\+/);
    const mac = menuTemplate({ handle: vi.fn() } as never, true);
    expect(mac[0]).toEqual({ role: 'appMenu' });
  });
});

describe('preload', () => {
  it('exposes one named function per request and onEvent, never ipcRenderer', async () => {
    await import('../../../electron/preload.js');
    expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    const [name, api] = vi.mocked(electron.contextBridge.exposeInMainWorld).mock.calls[0] as [
      string,
      Record<string, unknown>,
    ];
    expect(name).toBe('fmh');
    expect(Object.keys(api).sort()).toEqual([...REQUEST_NAMES.map((n) => methodName(n)), 'onEvent'].sort());
    expect(Object.values(api)).not.toContain(electron.ipcRenderer);
    for (const v of Object.values(api)) expect(typeof v).toBe('function');
    await (api.campaignNew as (a: unknown) => Promise<unknown>)({ x: 1 });
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledWith('fmh:campaign.new', { x: 1 });
    const off = (api.onEvent as (cb: unknown) => () => void)(() => {});
    expect(electron.ipcRenderer.on).toHaveBeenCalledWith(IPC_EVENT_CHANNEL, expect.any(Function));
    off();
    expect(electron.ipcRenderer.removeListener).toHaveBeenCalled();
    expect(Object.isFrozen(api)).toBe(true);
  });
});
