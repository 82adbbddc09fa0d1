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
  /** What the server printed so far (stdout and stderr; past OUTPUT_KEPT_CHARS, the end of it). */
  output(): string;
  /** Why the server ended before `stop()` was called (its exit code or signal), or null while it runs or once stopped. */
  exitedEarly(): string | null;
  stop(): Promise<void>;
}

/** Enough for every line a server prints in a long test and an error's stack; past it, the oldest lines go. */
export const OUTPUT_KEPT_CHARS = 1_000_000;

/** The text kept of a server's output after `more` was printed: its end, saying how much went before. */
export function keptOutput(out: string, more: string, limit = OUTPUT_KEPT_CHARS): string {
  const all = out + more;
  if (all.length <= limit) return all;
  const cut = all.length - Math.floor(limit * 0.9);
  const dropped = /^\[\.\.\. (\d+) characters dropped\]\n/.exec(all);
  const before = (dropped ? Number(dropped[1]) : 0) + cut - (dropped ? dropped[0].length : 0);
  return `[... ${before} characters dropped]\n${all.slice(cut)}`;
}

/** Says on the parent's stderr that a server went away before it was stopped, with everything it printed. */
function reportEarlyExit(why: string, output: string): void {
  process.stderr.write(`\n=== the web server ${why} before it was stopped; what it printed:\n${output}\n=== (end)\n`);
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
export function launchWeb(
  dataDir: string,
  opts: {
    build?: boolean;
    timeoutMs?: number;
    /** Called when the server ends before `stop()` (default: written to this process's stderr). */
    onEarlyExit?: (why: string, output: string) => void;
  } = {},
): Promise<WebProcess> {
  const [cmd, args] = opts.build
    ? ['npm', ['run', 'web', '--', '--data', dataDir]]
    : [process.execPath, [path.join(ROOT, 'src/web/launch.mjs'), '--serve-built', '--data', dataDir]];
  // FMH_DECK_SALT=none: the screens of the end-to-end tests expect the tides of a known seed.
  const env = { ...process.env, FMH_DECK_SALT: 'none' };
  // Its own process group, killed when this process leaves (even on SIGTERM): a server nobody stopped
  // (a failed test) never outlives its parent.
  const proc = spawnGroup(cmd as string, args as string[], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env });
  let out = '';
  let stopping = false;
  let early: string | null = null;
  let started = false;
  // kept from the first byte to the last, whoever reads them: a server that dies says why on its stderr
  const keep = (b: Buffer) => (out = keptOutput(out, b.toString()));
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  proc.once('exit', (code, signal) => {
    // before it started, the launch's own error says it, with the output
    if (stopping || !started) return;
    early = signal ? `was killed (${signal})` : `exited (code ${code})`;
    // after the pipes have given their last bytes (a dying server writes its stack just before it ends)
    proc.once('close', () => (opts.onEarlyExit ?? reportEarlyExit)(early!, out));
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      killGroup(proc, 'SIGKILL');
      reject(new Error(`web server did not start:\n${out}`));
    }, opts.timeoutMs ?? 90_000);
    const onData = () => {
      const m = /Open (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      started = true;
      proc.stdout!.off('data', onData);
      proc.stderr!.off('data', onData);
      resolve({
        url: m[1]!,
        proc,
        output: () => out,
        exitedEarly: () => early,
        stop: () =>
          withTimeout(
            new Promise<void>((done) => {
              if (early === null) stopping = true;
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
    proc.once('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`web server exited (${code}):\n${out}`));
    });
  });
}
