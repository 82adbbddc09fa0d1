// Web mode: the renderer's files over HTTP and the contract over a WebSocket, on 127.0.0.1 only.
// The API needs the random token (in the page URL) and an Origin of this very server.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ApiResult, HostEvent, WireRequest, WireResponse } from '../host/contract.js';
import { WS_PATH } from '../host/contract.js';
import type { Host } from '../host/host.js';
import { contentSecurityPolicy } from '../host/csp.js';

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
  close(): Promise<void>;
}

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
    // DNS rebinding: only our own Host header.
    if (!allowedHosts().includes(req.headers.host ?? '')) {
      res.writeHead(421, { 'content-type': 'text/plain' }).end('wrong host');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    let rel = decodeURIComponent(url.pathname);
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
      else fs.createReadStream(target).pipe(res);
    });
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 * 1024 });
  const clients = new Set<WebSocket>();
  const send = (ws: WebSocket, msg: WireResponse | HostEvent) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(msg));
  };
  const off = opts.host.onEvent((e) => {
    for (const c of clients) send(c, e);
  });

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    const reject = (code: number, text: string) => {
      socket.write(`HTTP/1.1 ${code} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      socket.destroy();
    };
    if (url.pathname !== WS_PATH) return reject(404, 'Not Found');
    if (!allowedHosts().includes(req.headers.host ?? '')) return reject(421, 'Misdirected Request');
    // Browsers always send Origin on a WebSocket: it must be this server's page.
    const origin = req.headers.origin;
    if (!origin || !allowedOrigins().includes(origin)) return reject(403, 'Forbidden');
    if (!sameToken(url.searchParams.get('token'), token)) return reject(401, 'Unauthorized');
    wss.handleUpgrade(req, socket, head, (ws) => {
      clients.add(ws);
      ws.on('close', () => clients.delete(ws));
      ws.on('message', (data) => {
        let msg: WireRequest;
        try {
          msg = JSON.parse(String(data)) as WireRequest;
        } catch {
          send(ws, { id: null, result: { ok: false, error: { code: 'BAD_INPUT', params: {}, message: 'not JSON' } } });
          return;
        }
        const id = msg && (typeof msg.id === 'number' || typeof msg.id === 'string') ? msg.id : null;
        if (id === null || typeof msg.method !== 'string') {
          send(ws, { id, result: { ok: false, error: { code: 'BAD_INPUT', params: {}, message: 'a request is {id, method, args}' } } });
          return;
        }
        void opts.host.handle(msg.method, msg.args).then((result: ApiResult<unknown>) => send(ws, { id, result } as WireResponse));
      });
      opts.host.resend();
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      port = (server.address() as { port: number }).port;
      resolve({
        url: `http://127.0.0.1:${port}/?token=${token}`,
        port,
        token,
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
