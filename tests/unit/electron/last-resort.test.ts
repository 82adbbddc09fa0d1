// Electron's main process on an error nobody caught (issue 26 point 9): Electron's own default shows a box
// and keeps the host running in a state nobody knows; here the store is closed, the player told, the error
// written with its stack, and the application ends with code 1.
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('electron', () => ({
  app: {
    isPackaged: false,
    isReady: () => true,
    exit: vi.fn((code: number) => calls.push(`exit ${code}`)),
  },
  dialog: { showErrorBox: vi.fn((title: string, text: string) => calls.push(`box ${title}: ${text}`)) },
  BrowserWindow: class {},
  Menu: {},
  ipcMain: {},
  net: {},
  powerMonitor: {},
  protocol: {},
  screen: {},
  session: {},
  shell: {},
}));

import { installMainLastResort } from '../../../electron/app.js';

describe("Electron's main process, last resort", () => {
  it('closes the host, tells the player, writes the stack and exits with code 1', () => {
    const events = new EventEmitter();
    let err = '';
    const proc = Object.assign(events, { stderr: { write: (t: string) => (err += t) }, exit: () => undefined });
    installMainLastResort(() => ({ close: () => calls.push('host closed') }), proc as never);
    events.emit('unhandledRejection', new Error('a listener broke'));
    expect(calls[0]).toBe('host closed');
    expect(calls[1]).toMatch(
      /^box Full Metal Hot-Seat stopped on an unexpected error: unhandled rejection: Error: a listener broke\n\nEvery move played is kept/,
    );
    expect(calls[2]).toBe('exit 1');
    expect(calls).toHaveLength(3);
    expect(err).toContain('electron main');
    expect(err).toMatch(/Error: a listener broke\n\s+at /);
  });
});
