// A game is its options, a seed and its action log: replaying the log gives the same state.
import { apply } from './apply.js';
import { redrawsAt } from './redraw.js';
import { newGame } from './setup.js';
import type { Action, GameOptions, GameState, Refusal } from './types.js';

export interface ReplayOutcome {
  state: GameState;
  /** Index of the first logged action that was refused without changing anything, or null. */
  failedAt: number | null;
  error: Refusal | null;
}

export function replay(
  options: GameOptions,
  log: readonly Action[],
  from?: { state: GameState; index: number },
): ReplayOutcome {
  let state = from ? from.state : redrawsAt(options, 0, newGame(options));
  let failedAt: number | null = null;
  let error: Refusal | null = null;
  for (let i = from ? from.index : 0; i < log.length; i++) {
    const r = apply(state, log[i]);
    if (!r.ok && r.state === state && failedAt === null) {
      failedAt = i;
      error = r.error;
    }
    state = redrawsAt(options, i + 1, r.state);
  }
  return { state, failedAt, error };
}
