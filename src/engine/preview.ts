// What a question about an action may tell the seat that asks it: only what that seat may see. An action
// that crosses the end of a round reveals the next tide; a seat that does not see that card in his
// forecast may not learn it from what the action would sink or strand.
import { forecastFor } from './queries.js';
import type { GameEvent, GameState, PlayerId } from './types.js';

/**
 * Does the outcome of an action played from `before` (its events) show `viewer` something he may not
 * see now: a tide beyond his forecast, or turn-21 choices not yet revealed? Then a preview says nothing
 * of that outcome.
 */
export function outcomeHiddenFrom(before: GameState, events: readonly GameEvent[], viewer: PlayerId | null): boolean {
  for (const e of events) {
    if (e.type === 'liftOffRevealed') return true;
    if (e.type === 'tideRevealed' && forecastFor(before, viewer).length === 0) return true;
  }
  return false;
}
