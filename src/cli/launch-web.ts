// Starts web mode as a child process (for the end-to-end tests and the screen benchmark) and stops it
// cleanly: in its own process group, so that npm, tsx and node below it all receive the signal.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface WebProcess {
  /** The page URL with its token. */
  url: string;
  proc: ChildProcess;
  stop(): Promise<void>;
}

const live = new Set<ChildProcess>();

function killGroup(proc: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (proc.pid) process.kill(-proc.pid, signal);
  } catch {
    proc.kill(signal);
  }
}

// A server nobody stopped (a failed test) must not outlive its parent.
process.once('exit', () => {
  for (const p of live) killGroup(p, 'SIGKILL');
});

/**
 * `build: true` runs `npm run web` (which builds the renderer first); otherwise the server alone, serving
 * the renderer already built in dist/renderer. Resolves with the printed URL.
 */
export function launchWeb(dataDir: string, opts: { build?: boolean; timeoutMs?: number } = {}): Promise<WebProcess> {
  const [cmd, args] = opts.build
    ? ['npm', ['run', 'web', '--', '--data', dataDir]]
    : [process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/web/main.ts', '--data', dataDir]];
  // FMH_DECK_SALT=none: the screens of the end-to-end tests expect the tides of a known seed.
  const env = { ...process.env, FMH_DECK_SALT: 'none' };
  const proc = spawn(cmd as string, args as string[], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env });
  live.add(proc);
  proc.once('exit', () => live.delete(proc));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      killGroup(proc, 'SIGKILL');
      reject(new Error(`web server did not start:\n${out}`));
    }, opts.timeoutMs ?? 90_000);
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = /Open (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      resolve({
        url: m[1]!,
        proc,
        stop: () =>
          new Promise<void>((done) => {
            if (proc.exitCode !== null || proc.signalCode !== null) return done();
            proc.once('exit', () => done());
            killGroup(proc, 'SIGTERM');
          }),
      });
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`web server exited (${code}):\n${out}`));
    });
  });
}
