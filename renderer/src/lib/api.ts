// The transport to the game host: window.fmh in Electron, otherwise the web-mode WebSocket
// (ws://<host>/api?token=<token from this page's URL>). Types only from the contract.
import type {
  ApiResult,
  ArgsOf,
  FmhBridge,
  HostEvent,
  RequestName,
  ValueOf,
  WireResponse,
} from '../../../src/host/contract';

export type ConnState = 'connecting' | 'open' | 'lost' | 'none';

export interface Transport {
  call<K extends RequestName>(name: K, args?: ArgsOf<K>): Promise<ApiResult<ValueOf<K>>>;
  onEvent(cb: (e: HostEvent) => void): () => void;
  onState(cb: (s: ConnState) => void): () => void;
  readonly mode: 'electron' | 'web' | 'none';
}

/** 'campaign.new' -> 'campaignNew' (the contract's method naming, redone here: the renderer imports types only). */
export function camel(name: string): string {
  return name.replace(/\.(\w)/g, (_m, c: string) => c.toUpperCase());
}

function fail<T>(code: string, message: string, params: Record<string, unknown> = {}): ApiResult<T> {
  return { ok: false, error: { code, message, params } };
}

class ElectronTransport implements Transport {
  readonly mode = 'electron' as const;
  constructor(private fmh: FmhBridge) {}
  async call<K extends RequestName>(name: K, args?: ArgsOf<K>): Promise<ApiResult<ValueOf<K>>> {
    const fn = (this.fmh as unknown as Record<string, (a?: unknown) => Promise<ApiResult<ValueOf<K>>>>)[camel(name)];
    if (typeof fn !== 'function') return fail('INTERNAL', `no bridge function for ${name}`);
    try {
      return await fn(args);
    } catch (e) {
      return fail('INTERNAL', String((e as Error)?.message ?? e));
    }
  }
  onEvent(cb: (e: HostEvent) => void): () => void {
    return this.fmh.onEvent(cb);
  }
  onState(cb: (s: ConnState) => void): () => void {
    cb('open');
    return () => {};
  }
}

class WebSocketTransport implements Transport {
  readonly mode = 'web' as const;
  private ws: WebSocket | null = null;
  private nextId = 1;
  private pending = new Map<
    number,
    { resolve: (r: ApiResult<unknown>) => void; timer: ReturnType<typeof setTimeout> }
  >();
  private queue: string[] = [];
  private eventCbs = new Set<(e: HostEvent) => void>();
  private stateCbs = new Set<(s: ConnState) => void>();
  private state: ConnState = 'connecting';
  private retry = 0;

  constructor(private url: string) {
    this.connect();
  }

  private setState(s: ConnState): void {
    this.state = s;
    for (const cb of this.stateCbs) cb(s);
  }

  private connect(): void {
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      this.setState('open');
      for (const m of this.queue.splice(0)) ws.send(m);
    };
    ws.onmessage = (ev) => {
      let msg: unknown;
      try {
        msg = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      if (msg && typeof msg === 'object' && 'event' in msg) {
        for (const cb of this.eventCbs) cb(msg as HostEvent);
        return;
      }
      const r = msg as WireResponse;
      const p = typeof r.id === 'number' ? this.pending.get(r.id) : undefined;
      if (p) {
        clearTimeout(p.timer);
        this.pending.delete(r.id as number);
        p.resolve(r.result);
      }
    };
    ws.onclose = () => {
      this.ws = null;
      this.setState('lost');
      // requests in flight will not be answered on a new socket
      for (const [id, p] of this.pending) {
        clearTimeout(p.timer);
        p.resolve(fail('INTERNAL', 'connection lost'));
        this.pending.delete(id);
      }
      const delay = Math.min(5000, 250 * 2 ** this.retry++);
      setTimeout(() => this.connect(), delay);
    };
  }

  call<K extends RequestName>(name: K, args?: ArgsOf<K>): Promise<ApiResult<ValueOf<K>>> {
    const id = this.nextId++;
    const text = JSON.stringify({ id, method: name, args });
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve(fail('INTERNAL', `no answer to ${name}`));
      }, 30_000);
      this.pending.set(id, { resolve: resolve as (r: ApiResult<unknown>) => void, timer });
      if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(text);
      else this.queue.push(text);
    });
  }

  onEvent(cb: (e: HostEvent) => void): () => void {
    this.eventCbs.add(cb);
    return () => this.eventCbs.delete(cb);
  }
  onState(cb: (s: ConnState) => void): () => void {
    this.stateCbs.add(cb);
    cb(this.state);
    return () => this.stateCbs.delete(cb);
  }
}

class NoTransport implements Transport {
  readonly mode = 'none' as const;
  async call<K extends RequestName>(name: K): Promise<ApiResult<ValueOf<K>>> {
    return fail('INTERNAL', `no host for ${name}`);
  }
  onEvent(): () => void {
    return () => {};
  }
  onState(cb: (s: ConnState) => void): () => void {
    cb('none');
    return () => {};
  }
}

/** The WebSocket URL of the web-mode host, from this page's address, or null without a token. */
export function wsUrlFrom(loc: { protocol: string; host: string; search: string }): string | null {
  const token = new URLSearchParams(loc.search).get('token');
  if (!token || !/^https?:$/.test(loc.protocol)) return null;
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/api?token=${encodeURIComponent(token)}`;
}

let transport: Transport | null = null;

export function getTransport(): Transport {
  if (transport) return transport;
  const fmh = (globalThis as { fmh?: FmhBridge }).fmh;
  if (fmh) transport = new ElectronTransport(fmh);
  else {
    const url = typeof location !== 'undefined' ? wsUrlFrom(location) : null;
    transport = url ? new WebSocketTransport(url) : new NoTransport();
  }
  return transport;
}

/** For tests and the bench. */
export function setTransport(t: Transport | null): void {
  transport = t;
}
