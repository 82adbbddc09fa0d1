// States saved by older versions of the engine, brought to today's meaning of their fields. The store
// calls it on every stored snapshot before comparing it with a replay, so old campaigns still open.
import { activeId } from './pieces.js';
import type { GameState } from './types.js';

/**
 * Today's reading of a stored state (the same object when nothing changes). Idempotent.
 * - `saved` of the active player during play: it used to keep the bank brought into the turn, which
 *   `ap` already held; it now reads 0 until the end of the turn banks again (issue 10).
 */
export function upgradeState(state: GameState): GameState {
  const me = state.phase === 'play' ? activeId(state) : null;
  const pl = me ? state.players[me] : undefined;
  if (!me || !pl || pl.saved === 0) return state;
  return { ...state, players: { ...state.players, [me]: { ...pl, saved: 0 } } };
}
