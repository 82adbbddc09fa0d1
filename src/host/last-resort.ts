// The last resort of a host process (web mode's server, Electron's main process): an error nobody caught.
// It is written to stderr with its stack, then the process ends with code 1. A host that kept running after
// a throw it did not expect would be in a state nobody knows (a request queue that never moves, a clock that
// never ticks); a clear exit is better: the page says the host is gone, the log in the store is the truth
// and the campaign reopens where its last acknowledged action left it.

/** What the last resort needs of the process (the real `process`, or a fake in a test). */
export interface FatalProcess {
  on(event: 'uncaughtException', fn: (e: unknown) => void): unknown;
  on(event: 'unhandledRejection', fn: (reason: unknown) => void): unknown;
  stderr: { write(text: string): unknown };
  exit(code: number): unknown;
}

export interface LastResortOptions {
  /** Who is speaking on stderr (`web host`, `electron main`). */
  name: string;
  /** Called once before the exit, errors swallowed: e.g. close the store, tell the player in a dialog. */
  beforeExit?: (text: string) => void;
}

/** The error in words: its stack when it has one (the stack starts with the message), else what it is. */
export function fatalText(kind: string, e: unknown): string {
  const what = e instanceof Error ? (e.stack ?? `${e.name}: ${e.message}`) : safeString(e);
  return `${kind}: ${what}`;
}

function safeString(v: unknown): string {
  try {
    return typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v));
  } catch {
    return String(v);
  }
}

/** Installs the handlers: each writes the error with its stack and its time, then ends the process (code 1). */
export function installLastResort(proc: FatalProcess, opts: LastResortOptions): void {
  let ending = false;
  const fatal = (kind: string, e: unknown) => {
    const text = fatalText(kind, e);
    proc.stderr.write(`${opts.name} ${new Date().toISOString()} ${text}\n`);
    // a second error while ending (from beforeExit, or a rejection on the way) is written, never handled twice
    if (ending) return;
    ending = true;
    try {
      opts.beforeExit?.(text);
    } catch (e2) {
      proc.stderr.write(`${opts.name}: while ending: ${fatalText('error', e2)}\n`);
    }
    proc.stderr.write(`${opts.name}: ended (code 1) by the error above\n`);
    proc.exit(1);
  };
  proc.on('uncaughtException', (e) => fatal('uncaught exception', e));
  proc.on('unhandledRejection', (reason) => fatal('unhandled rejection', reason));
}
