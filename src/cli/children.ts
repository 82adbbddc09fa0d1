// Child processes of the tools (bench, crash test, end-to-end helpers): each runs in its own process
// group, so that a kill reaches npm, tsx and node below it; every live group is killed when the parent
// leaves, normally or on SIGTERM/SIGINT/SIGHUP; and every wait has a time limit.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const live = new Set<ChildProcess>();

export function killGroup(proc: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): void {
  try {
    if (proc.pid) process.kill(-proc.pid, signal);
  } catch {
    try {
      proc.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

function killAll(): void {
  for (const p of live) killGroup(p, 'SIGKILL');
}

let installed = false;
function install(): void {
  if (installed) return;
  installed = true;
  process.once('exit', killAll);
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killAll();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
}

/** spawn() in a new process group, remembered until it exits. */
export function spawnGroup(cmd: string, args: readonly string[], opts: SpawnOptions = {}): ChildProcess {
  install();
  const proc = spawn(cmd, args, { ...opts, detached: true });
  live.add(proc);
  proc.once('exit', () => live.delete(proc));
  return proc;
}

/** Rejects after `ms` (calling `onTimeout` first, e.g. to kill a child) unless `promise` settles before. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string, onTimeout?: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new Error(`${what}: no answer after ${Math.round(ms / 1000)} s`));
    }, ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/** Runs a command to its end in its own group; killed (the whole group) after `timeoutMs`. */
export function runGroup(
  cmd: string,
  args: readonly string[],
  opts: SpawnOptions & { timeoutMs: number },
): Promise<number> {
  const proc = spawnGroup(cmd, args, opts);
  const done = new Promise<number>((resolve, reject) => {
    proc.once('error', reject);
    proc.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
  return withTimeout(done, opts.timeoutMs, `${cmd} ${args.join(' ')}`.slice(0, 120), () => killGroup(proc));
}
