// The Electron window as a screen of the host (electron mocked): hidden/minimised and sleep pause the
// clock, and a reload or a renderer crash ends that screen (no stale hidden flag, the hand-off is up).
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => ({
  app: { isPackaged: false, getPath: vi.fn(() => '/tmp'), getVersion: () => '0.0.0' },
  ipcMain: { handle: vi.fn(), removeHandler: vi.fn() },
  BrowserWindow: class {},
  Menu: { buildFromTemplate: vi.fn(), setApplicationMenu: vi.fn() },
  dialog: {},
  net: {},
  powerMonitor: { on: vi.fn() },
  protocol: { handle: vi.fn(), registerSchemesAsPrivileged: vi.fn() },
  screen: {},
  session: {},
  shell: {},
}));

import { wireScreen } from '../../../electron/app.js';
import type { Host } from '../../../src/host/host.js';
import { must, newHost, TWO } from '../host/helpers.js';

let host: Host;
const now = 1000;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  host = newHost({ now: () => now }).host;
});
afterEach(() => {
  host.close();
  vi.useRealTimers();
});

function fakeWindow() {
  const w = Object.assign(new EventEmitter(), { webContents: new EventEmitter() });
  const power = new EventEmitter();
  wireScreen(host, w as never, power as never);
  return { w, power };
}

async function seated() {
  const sv = must(await host.call('campaign.new', TWO));
  return must(await host.call('game.seat', { player: sv.handoff!.next }));
}

describe('the Electron window as a screen', () => {
  it('a minimised window and sleep pause the clock; the seated player resumes it', async () => {
    const { w, power } = fakeWindow();
    await seated();
    w.emit('minimize');
    expect(must(await host.call('clock.get'))!.reasons).toEqual(expect.arrayContaining(['hidden', 'player']));
    w.emit('restore');
    power.emit('suspend');
    expect(must(await host.call('clock.get'))!.reasons).toContain('sleep');
    power.emit('resume');
    must(await host.call('clock.resume'));
    expect(must(await host.call('clock.get'))!.running).toBe(true);
  });

  it('a renderer crash or a reload ends the screen: the hand-off is up and no hidden flag stays', async () => {
    const { w } = fakeWindow();
    await seated();
    w.emit('minimize');
    w.webContents.emit('render-process-gone', {}, { reason: 'crashed' });
    let sv = must(await host.call('game.view'))!;
    expect(sv.seated).toBeNull();
    expect(sv.clock.reasons).toEqual(['handoff']);
    sv = must(await host.call('game.seat', { player: sv.handoff!.next }));
    expect(sv.clock.running).toBe(true);
    w.webContents.emit('did-start-loading');
    sv = must(await host.call('game.view'))!;
    expect(sv.seated).toBeNull();
    expect(sv.view).toBeNull();
  });

  it('Reload or a crash with the game menu open comes back to the hand-off with a clock that runs (issue 26, point 2)', async () => {
    const { w } = fakeWindow();
    for (const reload of [
      () => w.webContents.emit('did-start-loading'),
      () => w.webContents.emit('render-process-gone', {}, { reason: 'crashed' }),
    ]) {
      const before = must(await host.call('game.view')) ?? (await seated());
      if (!before.seated) must(await host.call('game.seat', { player: before.handoff!.next }));
      must(await host.call('ui.modal', { open: true, id: 'game-menu' }));
      expect(must(await host.call('clock.get'))!.reasons).toContain('modal');
      reload();
      let sv = must(await host.call('game.view'))!;
      expect(sv.clock.reasons).toEqual(['handoff']);
      sv = must(await host.call('game.seat', { player: sv.handoff!.next }));
      expect(sv.clock.running).toBe(true);
    }
  });
});
