// `npm start`: builds the screen, then opens the game in Electron, or, where Electron cannot start (its
// binary could not be downloaded: offline, behind a firewall; or it fails at once), says so in one plain
// line and starts the web mode instead, opening the default browser (or printing the URL when there is none).
// Arguments after `--` go to the game (`--data <dir>`; in web mode also `--port <n>`).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The Electron executable if it is installed, null when its binary was never downloaded. */
export function electronBinary(dir = root, env: NodeJS.ProcessEnv = process.env): string | null {
  const pkg = path.join(dir, 'node_modules', 'electron');
  if (!fs.existsSync(path.join(pkg, 'package.json'))) return null;
  let exe: string | null = null;
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  const pathFile = path.join(pkg, 'path.txt');
  if (override)
    exe = path.join(override, fs.existsSync(pathFile) ? fs.readFileSync(pathFile, 'utf8').trim() : 'electron');
  else if (fs.existsSync(pathFile)) exe = path.join(pkg, 'dist', fs.readFileSync(pathFile, 'utf8').trim());
  return exe && fs.existsSync(exe) ? exe : null;
}

/** How to open a URL in the default browser here, or null when there is none (BROWSER=none, no display). */
export function browserCommand(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
): [string, string[]] | null {
  if (env.BROWSER === 'none') return null;
  if (env.BROWSER) return [env.BROWSER, []];
  if (platform === 'darwin') return ['open', []];
  if (platform === 'win32') return ['cmd', ['/c', 'start', '""']];
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return null;
  const found = (env.PATH ?? '').split(path.delimiter).some((d) => d && fs.existsSync(path.join(d, 'xdg-open')));
  return found ? ['xdg-open', []] : null;
}

function run(cmd: string, args: string[]): boolean {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  return r.status === 0;
}

const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

function webMode(args: string[]): void {
  // the screen was just built: web:serve's launcher serves it (bundling the server first if it changed)
  const child = spawn(process.execPath, [path.join(root, 'src/web/launch.mjs'), '--serve-built', ...args], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  let opened = false;
  child.stdout!.on('data', (b: Buffer) => {
    process.stdout.write(b);
    const m = /Open (http:\/\/\S+)/.exec(b.toString());
    if (!m || opened) return;
    opened = true;
    const cmd = browserCommand();
    if (!cmd) return console.log('No browser to open here: open the address above in a browser.');
    const b2 = spawn(cmd[0], [...cmd[1], m[1]!], { stdio: 'ignore', detached: true });
    b2.on('error', () => console.log('The browser could not be opened: open the address above in a browser.'));
    b2.unref();
  });
  forward(child);
}

function forward(child: ChildProcess): void {
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => child.kill(sig));
  child.on('exit', (code) => process.exit(code ?? 0));
}

function main(): void {
  const args = process.argv.slice(2);
  if (!run('npm', ['run', 'build:renderer', '--silent'])) process.exit(1);
  const exe = electronBinary();
  if (!exe) {
    console.log(
      'Electron cannot start on this machine (its binary was not downloaded: offline or blocked); starting the web mode instead.',
    );
    return webMode(args);
  }
  if (
    !run('npm', ['run', 'build:electron', '--silent']) ||
    !run(process.execPath, [tsx, 'electron/scripts/rebuild-native.ts'])
  ) {
    console.log('Electron could not be prepared on this machine (see above); starting the web mode instead.');
    return webMode(args);
  }
  const started = Date.now();
  const child = spawn(exe, ['.', ...args], { cwd: root, stdio: 'inherit' });
  child.on('error', () => {
    console.log('Electron cannot start on this machine; starting the web mode instead.');
    webMode(args);
  });
  child.on('exit', (code, signal) => {
    // an Electron that dies at once (no display, missing system libraries) leaves the web mode
    if (code && !signal && Date.now() - started < 10_000) {
      console.log(`Electron stopped at once (exit code ${code}); starting the web mode instead.`);
      return webMode(args);
    }
    process.exit(code ?? 0);
  });
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => child.kill(sig));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
