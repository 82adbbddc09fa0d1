// @ts-check
// `npm run dev`: the web mode while working on the code. The screen is rebuilt on every change (vite build
// --watch, into dist/renderer) and the host restarted on every change of its sources (tsx watch
// src/web/main.ts); both keep one port and one token, so reloading the page after a change shows it.
//   npm run dev [-- --data <dir>] [--port <n>]     (default data folder: .dev-data/ here, ignored by git)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function arg(name) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? null) : null;
}

/** A port free now, kept for the whole session: each restart of the host listens on it again. */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

const dataDir = path.resolve(arg('--data') ?? path.join(root, '.dev-data'));
const port = Number(arg('--port') ?? 0) || (await freePort());
const token = randomBytes(24).toString('base64url');

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
function start(label, cmd, args) {
  // its own process group, so that stopping dev stops whatever it started
  const c = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  c.on('exit', (code, signal) => {
    if (!stopping) console.error(`${label} stopped (${signal ?? code}); npm run dev stops too`);
    stop(1);
  });
  children.push(c);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children)
    try {
      if (c.pid) process.kill(-c.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  process.exitCode = code;
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const node = process.execPath;
start('the screen (vite build --watch)', node, [
  path.join(root, 'node_modules/vite/bin/vite.js'),
  'build',
  '--watch',
  '--config',
  'renderer/vite.config.ts',
  '--mode',
  'development',
  '--logLevel',
  'warn',
]);
start('the host (tsx watch)', node, [
  path.join(root, 'node_modules/tsx/dist/cli.mjs'),
  'watch',
  '--clear-screen=false',
  'src/web/main.ts',
  '--data',
  dataDir,
  '--port',
  String(port),
  '--token',
  token,
]);
console.log(`npm run dev: data in ${dataDir}`);
console.log(`Open http://127.0.0.1:${port}/?token=${token}`);
console.log('Reload the page after a change: the screen is rebuilt, the host restarted (Ctrl+C stops both).');
