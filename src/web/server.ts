// Web mode: the renderer's files over HTTP and the contract over a WebSocket, on 127.0.0.1 only.
// The API needs the random token (in the page URL) and an Origin of this very server.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ApiResult, HostEvent, WireRequest, WireResponse } from '../host/contract.js';
import { WS_PATH } from '../host/contract.js';
import type { Host, HostConnection } from '../host/host.js';
import { contentSecurityPolicy } from '../host/csp.js';
import { IMPORT_MAX_BYTES } from '../store/limits.js';

export interface WebServerOptions {
  host: Host;
  /** Folder with the built renderer (dist/renderer). */
  staticDir: string;
  port?: number; // 0: any free port
  token?: string;
}

export interface WebServer {
  url: string;
  port: number;
  token: string;
  /** Connected API clients (tests: a client that falls behind is dropped). */
  clientCount(): number;
  close(): Promise<void>;
}

/**
 * The largest legitimate message is a campaign.import request: a file of IMPORT_MAX_BYTES as a JSON
 * string (every quote and backslash escaped, so up to twice as long) in a small envelope.
 */
export const MAX_MESSAGE_BYTES = 2 * IMPORT_MAX_BYTES + 64 * 1024;
/** Answers and events waiting for a client that does not read: past this it is dropped. */
export const MAX_CLIENT_BACKLOG_BYTES = 32 * 1024 * 1024;
/**
 * Requests a client may have waiting for an answer (the host serves them one at a time): past this
 * many, or this many bytes of them, it is dropped. A page sends a handful at once.
 */
export const MAX_CLIENT_PENDING = 1024;
const MAX_CLIENT_PENDING_BYTES = 64 * 1024 * 1024;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.map': 'application/json',
};

export function csp(port: number): string {
  return contentSecurityPolicy(`'self' ws://127.0.0.1:${port} ws://localhost:${port}`);
}

function sameToken(a: string | null, b: string): boolean {
  if (!a) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function startWebServer(opts: WebServerOptions): Promise<WebServer> {
  const token = opts.token ?? randomBytes(24).toString('base64url');
  const root = path.resolve(opts.staticDir);
  let port = opts.port ?? 0;
  const allowedHosts = () => [`127.0.0.1:${port}`, `localhost:${port}`];
  const allowedOrigins = () => allowedHosts().map((h) => `http://${h}`);

  const server = http.createServer((req, res) => {
    // One bad request (a malformed URL, an odd byte) gets a 400; it never reaches the process.
    try {
      serveFile(req, res);
    } catch {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' });
      res.end('bad request');
    }
  });
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });

  /** The path asked for, decoded, or null when it cannot be (bad escapes, NUL, not a path). */
  const requestPath = (rawUrl: string | undefined): string | null => {
    const raw = rawUrl ?? '/';
    if (!raw.startsWith('/')) return null;
    let url: URL;
    let rel: string;
    try {
      url = new URL(raw, `http://127.0.0.1:${port}`);
      rel = decodeURIComponent(url.pathname);
    } catch {
      return null;
    }
    if (rel.includes('\0')) return null;
    return rel;
  };

  const serveFile = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    // DNS rebinding: only our own Host header.
    if (!allowedHosts().includes(req.headers.host ?? '')) {
      res.writeHead(421, { 'content-type': 'text/plain' }).end('wrong host');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let rel = requestPath(req.url);
    if (rel === null) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('bad request');
      return;
    }
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.resolve(root, '.' + rel);
    if (!file.startsWith(root + path.sep) && file !== root) {
      res.writeHead(403).end();
      return;
    }
    fs.stat(file, (err, st) => {
      let target = file;
      if (err || !st.isFile()) {
        // single-page app: unknown paths without an extension get index.html
        if (path.extname(rel)) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
          return;
        }
        target = path.join(root, 'index.html');
        if (!fs.existsSync(target)) {
          res
            .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
            .end(`The renderer is not built: ${target} is missing. Run "npm run build:renderer".`);
          return;
        }
      }
      res.writeHead(200, {
        'content-type': TYPES[path.extname(target).toLowerCase()] ?? 'application/octet-stream',
        'content-security-policy': csp(port),
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'cache-control': 'no-store',
      });
      if (req.method === 'HEAD') res.end();
      else {
        const stream = fs.createReadStream(target);
        stream.on('error', () => res.destroy());
        stream.pipe(res);
      }
    });
  };

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  wss.on('error', () => undefined);
  const clients = new Set<WebSocket>();
  const connections = new Map<WebSocket, HostConnection>();
  const pending = new WeakMap<WebSocket, { count: number; bytes: number }>();
  /** Drops a client: it stops costing memory, and the page reconnects if it is still there. */
  const drop = (ws: WebSocket, why: string | null) => {
    // said on the server's terminal: a page that lost its connection says so only on its own screen
    // (null: the page went away first, nothing to say)
    if (why) process.stderr.write(`web: a page's connection was dropped (${why})\n`);
    clients.delete(ws);
    ws.terminate();
  };
  const send = (ws: WebSocket, msg: WireResponse | HostEvent) => {
    if (ws.readyState !== ws.OPEN) return;
    // A client that does not read its answers is not kept alive by our memory.
    if (ws.bufferedAmount > MAX_CLIENT_BACKLOG_BYTES) return drop(ws, 'it does not read its answers');
    ws.send(JSON.stringify(msg), (err) => {
      // a send fails when the page has just gone (its socket is closing): no reason to report
      if (err) drop(ws, null);
    });
  };
  const off = opts.host.onEvent((e) => {
    for (const c of clients) send(c, e);
  });

  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    const reject = (code: number, text: string) => {
      if (socket.writable) socket.write(`HTTP/1.1 ${code} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      socket.destroy();
    };
    try {
      upgrade(req, socket, head, reject);
    } catch {
      reject(400, 'Bad Request');
    }
  });

  const upgrade = (
    req: http.IncomingMessage,
    socket: import('node:stream').Duplex,
    head: Buffer,
    reject: (code: number, text: string) => void,
  ) => {
    let url: URL;
    try {
      if (!(req.url ?? '/').startsWith('/')) return reject(400, 'Bad Request');
      url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    } catch {
      return reject(400, 'Bad Request');
    }
    if (url.pathname !== WS_PATH) return reject(404, 'Not Found');
    if (!allowedHosts().includes(req.headers.host ?? '')) return reject(421, 'Misdirected Request');
    // Browsers always send Origin on a WebSocket: it must be this server's page.
    const origin = req.headers.origin;
    if (!origin || !allowedOrigins().includes(origin)) return reject(403, 'Forbidden');
    if (!sameToken(url.searchParams.get('token'), token)) return reject(401, 'Unauthorized');
    wss.handleUpgrade(req, socket, head, (ws) => {
      clients.add(ws);
      // A protocol error (bad frame, bad UTF-8, too large) closes this socket, never the server.
      ws.on('error', (e) => drop(ws, `protocol error: ${e.message}`));
      // One connection per page: its visibility is its own, and it ends with the page.
      const connection = opts.host.connect();
      connections.set(ws, connection);
      ws.on('close', () => {
        clients.delete(ws);
        connections.delete(ws);
        connection.close();
      });
      ws.on('message', (data) => {
        try {
          onMessage(ws, data);
        } catch (e) {
          drop(ws, `its message broke the server: ${(e as Error).message}`);
        }
      });
      opts.host.resend();
    });
  };

  const onMessage = (ws: WebSocket, data: import('ws').RawData): void => {
    if (!clients.has(ws)) return;
    let msg: WireRequest;
    try {
      msg = JSON.parse(String(data)) as WireRequest;
    } catch {
      send(ws, { id: null, result: { ok: false, error: { code: 'BAD_INPUT', params: {}, message: 'not JSON' } } });
      return;
    }
    const id = msg && (typeof msg.id === 'number' || typeof msg.id === 'string') ? msg.id : null;
    if (id === null || typeof msg.method !== 'string') {
      send(ws, {
        id,
        result: { ok: false, error: { code: 'BAD_INPUT', params: {}, message: 'a request is {id, method, args}' } },
      });
      return;
    }
    const size = Buffer.isBuffer(data)
      ? data.length
      : Array.isArray(data)
        ? data.reduce((n, b) => n + b.length, 0)
        : data.byteLength;
    const waiting = pending.get(ws) ?? { count: 0, bytes: 0 };
    waiting.count += 1;
    waiting.bytes += size;
    pending.set(ws, waiting);
    if (waiting.count > MAX_CLIENT_PENDING || waiting.bytes > MAX_CLIENT_PENDING_BYTES)
      return drop(ws, `${waiting.count} requests waiting`);
    const connection = connections.get(ws);
    void (connection ? connection.handle(msg.method, msg.args) : opts.host.handle(msg.method, msg.args)).then(
      (result: ApiResult<unknown>) => {
        waiting.count -= 1;
        waiting.bytes -= size;
        send(ws, { id, result } as WireResponse);
      },
    );
  };

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      port = (server.address() as { port: number }).port;
      resolve({
        url: `http://127.0.0.1:${port}/?token=${token}`,
        port,
        token,
        clientCount: () => clients.size,
        close: () =>
          new Promise<void>((done) => {
            off();
            for (const c of clients) c.terminate();
            wss.close();
            server.close(() => done());
            server.closeAllConnections?.();
          }),
      });
    });
  });
}
