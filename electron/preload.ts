// The preload (sandboxed, bundled to dist-electron/preload.cjs): exposes window.fmh with one named
// function per request of the contract, and onEvent. Never ipcRenderer itself.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { IPC_EVENT_CHANNEL, REQUEST_NAMES, ipcChannel, methodName, type HostEvent } from '../src/host/contract.js';

function buildBridge(): Record<string, unknown> {
  const api: Record<string, unknown> = {};
  for (const name of REQUEST_NAMES) {
    const channel = ipcChannel(name);
    api[methodName(name)] = (args?: unknown) => ipcRenderer.invoke(channel, args);
  }
  api.onEvent = (cb: (e: HostEvent) => void) => {
    if (typeof cb !== 'function') throw new TypeError('onEvent needs a function');
    const listener = (_e: IpcRendererEvent, data: HostEvent) => cb(data);
    ipcRenderer.on(IPC_EVENT_CHANNEL, listener);
    return () => {
      ipcRenderer.removeListener(IPC_EVENT_CHANNEL, listener);
    };
  };
  return Object.freeze(api);
}

contextBridge.exposeInMainWorld('fmh', buildBridge());
