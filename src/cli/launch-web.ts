// Starts web mode as a child process (for the end-to-end tests and the screen benchmark) and stops it
// cleanly: in its own process group, so that npm, tsx and node below it all receive the signal.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface WebProcess {
  /** The page URL with its token. */
  url: string;
  proc: ChildProcess;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

import { killGroup, spawnGroup, withTimeout } from './children.js';

/** How long a server gets to stop on SIGTERM before its group is killed. */
const STOP_GRACE_MS = 10_000;

/**
 * `build: true` runs `npm run web` (which builds the production renderer first when it is not up to date);
 * otherwise `npm run web:serve`'s command without npm, serving the renderer already built in dist/renderer
 * (the end-to-end build). Both bundle the server first when its bundle is not up to date
 * (src/web/launch.mjs). Resolves with the printed URL; `output()` is everything printed so far.
 */
export function launchWeb(dataDir: string, opts: { build?: boolean; timeoutMs?: number } = {}): Promise<WebProcess> {
  const [cmd, args] = opts.build
    ? ['npm', ['run', 'web', '--', '--data', dataDir]]
    : [process.execPath, [path.join(ROOT, 'src/web/launch.mjs'), '--serve-built', '--data', dataDir]];
  // FMH_DECK_SALT=none: the screens of the end-to-end tests expect the tides of a known seed.
  const env = { ...process.env, FMH_DECK_SALT: 'none' };
  // Its own process group, killed when this process leaves (even on SIGTERM): a server nobody stopped
  // (a failed test) never outlives its parent.
  const proc = spawnGroup(cmd as string, args as string[], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env });
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
        output: () => out,
        stop: () =>
          withTimeout(
            new Promise<void>((done) => {
              if (proc.exitCode !== null || proc.signalCode !== null) return done();
              proc.once('exit', () => done());
              killGroup(proc, 'SIGTERM');
            }),
            STOP_GRACE_MS,
            'web server stop',
            () => killGroup(proc, 'SIGKILL'),
          ).catch(() => undefined),
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
