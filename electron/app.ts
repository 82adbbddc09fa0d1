// The Electron shell: a thin layer over the game host. Security first: context isolation, sandbox,
// no Node in the renderer, a strict CSP, no remote content, navigation and new windows denied, and
// every IPC message's sender checked.
import fs from 'node:fs';
import path from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  net,
  powerMonitor,
  protocol,
  screen,
  session,
  shell as _shell,
  type BrowserWindowConstructorOptions,
  type IpcMainInvokeEvent,
  type MenuItemConstructorOptions,
  type WebContents,
} from 'electron';
import { pathToFileURL } from 'node:url';
import { IPC_EVENT_CHANNEL, REQUEST_NAMES, ipcChannel, type ApiResult, type HostEvent } from '../src/host/contract.js';
import { Host, dataDirFromArgs, type Shell } from '../src/host/host.js';
import { IMPORT_MAX_BYTES, StoreFileError, writeFileWhole } from '../src/store/index.js';
import { contentSecurityPolicy } from '../src/host/csp.js';
import { dialogFilters } from '../src/host/files.js';
import { installLastResort, type FatalProcess } from '../src/host/last-resort.js';

void _shell;

const APP_SCHEME = 'app';
const APP_HOST = 'fmh';
const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const START_URL = `${APP_ORIGIN}/index.html`;

export const CSP = contentSecurityPolicy("'none'");

export interface WindowState {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized?: boolean;
}

export function windowOptions(preload: string, state: WindowState | undefined): BrowserWindowConstructorOptions {
  return {
    width: state?.width ?? 1280,
    height: state?.height ?? 800,
    ...(state?.x !== undefined && state?.y !== undefined ? { x: state.x, y: state.y } : {}),
    minWidth: 900,
    minHeight: 600,
    show: false,
    backgroundColor: '#1b1f24',
    title: 'Full Metal Hot-Seat',
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      spellcheck: false,
      devTools: !app.isPackaged,
    },
  };
}

/** A message is trusted only from our window's main frame, on our own origin. */
export function isTrustedSender(
  event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>,
  win: BrowserWindow | null,
): boolean {
  if (!win || win.isDestroyed()) return false;
  if (event.sender !== win.webContents) return false;
  const frame = event.senderFrame;
  if (!frame || frame !== event.sender.mainFrame) return false;
  try {
    const u = new URL(frame.url);
    return `${u.protocol}//${u.host}` === APP_ORIGIN;
  } catch {
    return false;
  }
}

/** ipcMain.handle for every request of the contract; returns a function that removes them. */
export function registerIpc(host: Pick<Host, 'handle'>, getWindow: () => BrowserWindow | null): () => void {
  for (const name of REQUEST_NAMES) {
    ipcMain.handle(ipcChannel(name), async (event, args): Promise<ApiResult<unknown>> => {
      if (!isTrustedSender(event, getWindow()))
        return {
          ok: false,
          error: { code: 'FORBIDDEN', params: { why: 'untrustedSender' }, message: 'message from an untrusted sender' },
        };
      return host.handle(name, args);
    });
  }
  return () => {
    for (const name of REQUEST_NAMES) ipcMain.removeHandler(ipcChannel(name));
  };
}

/** Locks down every web contents: no navigation away, no new windows, no webviews, no permissions. */
export function hardenContents(contents: WebContents): void {
  contents.on('will-navigate', (e, url) => {
    if (!url.startsWith(APP_ORIGIN + '/')) e.preventDefault();
  });
  contents.on('will-redirect', (e, url) => {
    if (!url.startsWith(APP_ORIGIN + '/')) e.preventDefault();
  });
  contents.on('will-attach-webview', (e) => e.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

/** The file an app:// URL names inside `root`, or the HTTP status that refuses it. Never throws. */
export function appFileFor(root: string, requestUrl: string): { file: string } | { status: 400 | 403 | 404 } {
  let rel: string;
  try {
    const url = new URL(requestUrl);
    if (url.host !== APP_HOST) return { status: 404 };
    rel = decodeURIComponent(url.pathname);
  } catch {
    return { status: 400 }; // a malformed escape ('%'), not a URL at all
  }
  if (rel.includes('\0')) return { status: 400 };
  if (rel === '/' || rel === '') rel = '/index.html';
  const file = path.resolve(root, '.' + rel);
  if (!file.startsWith(root + path.sep)) return { status: 403 };
  return { file };
}

/** Serves dist/renderer on app://fmh/ with the CSP header; nothing outside that folder. */
export function registerAppProtocol(rendererDir: string): void {
  const root = path.resolve(rendererDir);
  protocol.handle(APP_SCHEME, async (request) => {
    const found = appFileFor(root, request.url);
    if (!('file' in found))
      return new Response(found.status === 400 ? 'bad request' : found.status === 403 ? 'forbidden' : 'not found', {
        status: found.status,
      });
    const file = found.file;
    if (!fs.existsSync(file)) return new Response('not found', { status: 404 });
    const res = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(res.headers);
    headers.set('Content-Security-Policy', CSP);
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(res.body, { status: res.status, headers });
  });
}

export function menuTemplate(host: Pick<Host, 'handle'>, isMac: boolean): MenuItemConstructorOptions[] {
  return [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: 'Game',
      submenu: [
        { label: 'Pause the clock', accelerator: 'CommandOrControl+P', click: () => void host.handle('clock.pause') },
        {
          label: 'Resume the clock',
          accelerator: 'CommandOrControl+Shift+P',
          click: () => void host.handle('clock.resume'),
        },
        { type: 'separator' },
        {
          label: 'Hand the computer over (hide the board)',
          accelerator: 'CommandOrControl+H',
          click: () => void host.handle('game.unseat'),
        },
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit', accelerator: 'CommandOrControl+Q' },
      ],
    },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'reload', accelerator: 'CommandOrControl+R' },
        ...(app.isPackaged ? [] : [{ role: 'toggleDevTools' as const, accelerator: 'CommandOrControl+Shift+I' }]),
        { type: 'separator' },
        { role: 'resetZoom', accelerator: 'CommandOrControl+0' },
        { role: 'zoomIn', accelerator: 'CommandOrControl+Plus' },
        { role: 'zoomOut', accelerator: 'CommandOrControl+-' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    { role: 'help', submenu: [{ role: 'about' }] },
  ];
}

interface Emitter {
  on(event: string, cb: (...args: never[]) => void): unknown;
}

/**
 * The window's screen and the host's clock: the clock pauses while the window is hidden or minimised and
 * while the computer sleeps (a seated player then resumes it with a click). A reload or a renderer crash
 * ends that screen: its visibility goes with it and the next load starts at the hand-off screen.
 */
export function wireScreen(
  host: Pick<Host, 'setHidden' | 'setSleep' | 'screenReloaded'>,
  w: Emitter & { webContents: Emitter },
  power: Emitter,
): void {
  w.on('minimize', () => host.setHidden(true));
  w.on('hide', () => host.setHidden(true));
  w.on('restore', () => host.setHidden(false));
  w.on('show', () => host.setHidden(false));
  power.on('suspend', () => host.setSleep(true));
  power.on('lock-screen', () => host.setSleep(true));
  power.on('resume', () => host.setSleep(false));
  power.on('unlock-screen', () => host.setSleep(false));
  w.webContents.on('render-process-gone', () => host.screenReloaded());
  w.webContents.on('did-start-loading', () => host.screenReloaded());
}

function visible(state: WindowState): boolean {
  if (state.x === undefined || state.y === undefined) return true;
  const d = screen.getDisplayMatching({ x: state.x, y: state.y, width: state.width, height: state.height });
  const a = d.workArea;
  return (
    state.x < a.x + a.width - 50 &&
    state.y < a.y + a.height - 50 &&
    state.x + state.width > a.x + 50 &&
    state.y >= a.y - 10
  );
}

export interface AppPaths {
  /** dist-electron (where main.js and preload.cjs are). */
  here: string;
  /** The project (or packaged app) root. */
  root: string;
}

/** Where the Electron build of better-sqlite3 lives when running from the source tree (npm start). */
function electronNativeBinding(root: string): string | undefined {
  if (app.isPackaged) return undefined; // electron-builder rebuilt node_modules for Electron
  const p = path.join(
    root,
    '.electron-native',
    'node_modules',
    'better-sqlite3',
    'build',
    'Release',
    'better_sqlite3.node',
  );
  return fs.existsSync(p) ? p : undefined;
}

/** Reads a campaign file the user picked, after checking its size: a huge file is never read. */
export function readCampaignFile(file: string): { path: string; content: string } {
  const size = fs.statSync(file).size;
  if (size > IMPORT_MAX_BYTES)
    throw new StoreFileError(
      file,
      'too-large',
      `is too large to be a campaign file (${Math.round(size / 1024 / 1024)} MB; at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB)`,
    );
  return { path: file, content: fs.readFileSync(file, 'utf8') };
}

/**
 * An error nobody caught in the main process: Electron's own default shows a box and keeps running a host in a
 * state nobody knows. Here it is written with its stack on stderr, the store closed, the player told in one
 * box that the game stopped and that the campaign is kept, and the application ends (code 1).
 */
export function installMainLastResort(
  getHost: () => Pick<Host, 'close'> | undefined,
  proc: FatalProcess = process,
): void {
  installLastResort(
    { on: proc.on.bind(proc) as FatalProcess['on'], stderr: proc.stderr, exit: (code) => app.exit(code) },
    {
      name: 'electron main',
      beforeExit: (text) => {
        try {
          getHost()?.close();
        } finally {
          if (app.isReady())
            dialog.showErrorBox(
              'Full Metal Hot-Seat stopped on an unexpected error',
              `${text.split('\n')[0]}\n\nEvery move played is kept: start the game again to go on with the campaign.`,
            );
        }
      },
    },
  );
}

export async function startApp(paths: AppPaths): Promise<void> {
  let host: Host | undefined;
  installMainLastResort(() => host);
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } },
  ]);
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  app.enableSandbox();
  app.on('web-contents-created', (_e, contents) => hardenContents(contents));
  await app.whenReady();

  // The same folder as the web mode's default (see src/host/host.ts defaultDataDir).
  const dataDir = dataDirFromArgs(process.argv) ?? path.join(app.getPath('appData'), 'Full Metal Hot-Seat');
  let win: BrowserWindow | null = null;
  const shellApi: Shell = {
    async saveFile(name, content, kind) {
      const r = await dialog.showSaveDialog(win!, { defaultPath: name, filters: dialogFilters(kind, true) });
      if (r.canceled || !r.filePath) return null;
      // a crash never leaves half a campaign file under its name, and its temporary file goes at the next start
      writeFileWhole(dataDir, r.filePath, content);
      return r.filePath;
    },
    async openFile(kind) {
      // each kind of file its own filter: a league file (.fmhl) is offered by the league's import
      const r = await dialog.showOpenDialog(win!, { properties: ['openFile'], filters: dialogFilters(kind, false) });
      if (r.canceled || !r.filePaths[0]) return null;
      return readCampaignFile(r.filePaths[0]);
    },
  };
  try {
    host = new Host({
      dataDir,
      mode: 'electron',
      version: app.getVersion(),
      nativeBinding: electronNativeBinding(paths.root),
      shell: shellApi,
    });
  } catch (e) {
    const msg = e instanceof StoreFileError ? e.message : String((e as Error).message ?? e);
    dialog.showErrorBox(
      'Full Metal Hot-Seat cannot open its campaign store',
      `${msg}\n\nNothing was changed. Move that file away (or start with --data <another folder>) to begin a new store.`,
    );
    app.exit(2);
    return;
  }

  // No remote content, no permissions.
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_wc, _perm, cb) => cb(false));
  ses.setPermissionCheckHandler(() => false);
  ses.webRequest.onBeforeRequest((details, cb) => {
    const ok = /^(app|devtools|data|blob):/.test(details.url);
    cb({ cancel: !ok });
  });
  registerAppProtocol(path.join(paths.root, 'dist', 'renderer'));

  const saved = host.store.getSetting<WindowState>('window');
  const state = saved && visible(saved) ? saved : undefined;
  win = new BrowserWindow(windowOptions(path.join(paths.here, 'preload.cjs'), state));
  if (state?.maximized) win.maximize();
  const w = win;
  registerIpc(host, () => win);
  host.onEvent((e: HostEvent) => {
    if (!w.isDestroyed()) w.webContents.send(IPC_EVENT_CHANNEL, e);
  });

  wireScreen(host, w as never, powerMonitor as never);

  // Remember the window's size and place.
  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  const saveBounds = () => {
    if (w.isDestroyed()) return;
    const b = w.getNormalBounds();
    host.store.setSetting('window', {
      x: b.x,
      y: b.y,
      width: b.width,
      height: b.height,
      maximized: w.isMaximized(),
    } satisfies WindowState);
  };
  const later = () => {
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = setTimeout(saveBounds, 500);
  };
  w.on('resize', later);
  w.on('move', later);
  w.on('close', saveBounds);

  // A crashed renderer is reloaded and gets the view again.
  w.webContents.on('render-process-gone', (_e, details) => {
    if (details.reason !== 'clean-exit') setTimeout(() => !w.isDestroyed() && w.webContents.reload(), 300);
  });
  w.webContents.on('did-finish-load', () => host.resend());
  w.once('ready-to-show', () => w.show());

  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(host, process.platform === 'darwin')));

  app.on('second-instance', () => {
    if (w.isMinimized()) w.restore();
    w.focus();
  });
  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', () => host.close());

  await w.loadURL(START_URL);
}
