// Ordered requests: a screen that asks the host again before the last answer came back must end up showing,
// saving and playing what the player did last, however late (and in whatever order) the host answers.
// Two shapes cover every screen:
// - `Serial`: writes that build on each other (an edit on the draft the previous edit made, a save after the
//   edits, settings changed one after another) run one after another, each after the previous one settled;
// - `Latest`: reads that replace each other (the table for the filter chosen now, the destinations of the
//   piece selected now) may overlap; only the newest one's answer is used, an older answer is dropped.
// No DOM and no host here: the callers pass their requests in.

/** What a superseded request resolves to (`Latest.take`). */
export const STALE: unique symbol = Symbol('stale');
export type Stale = typeof STALE;

/** Tasks run one after another, in the order they were given, each after the previous one settled. */
export class Serial {
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs `task` once everything given before has settled (a failed task does not stop the next). */
  run<T>(task: () => Promise<T>): Promise<T> {
    const p = this.tail.then(task, task);
    this.tail = p.catch(() => undefined);
    return p;
  }

  /** Resolves once every task given so far has settled. */
  settled(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}

/** Requests that replace each other: only the newest one's answer counts. */
export class Latest {
  private n = 0;

  /** Starts a request: the function returned says whether it is still the newest (nothing newer began, no drop). */
  begin(): () => boolean {
    const mine = ++this.n;
    return () => mine === this.n;
  }

  /** Waits for a request begun now: its answer, or `STALE` when a newer one began (or `drop`) meanwhile. */
  async take<T>(request: Promise<T> | (() => Promise<T>)): Promise<T | Stale> {
    const current = this.begin();
    const value = await (typeof request === 'function' ? request() : request);
    return current() ? value : STALE;
  }

  /** Makes every request in flight stale (the screen moved on: another player, another campaign). */
  drop(): void {
    this.n++;
  }
}
