// How good a position is for one player: what he would bring home, plus what is on its way.
import { CAPACITY, scoresNow, type GameState, type PlayerId } from '../engine/index.js';
import { PIECE_VALUE, World } from './world.js';

/** Expected final points of each player from this position (a cheap projection, no search). */
export function projectedScores(state: GameState): Record<PlayerId, number> {
  const now = scoresNow(state);
  const out: Record<PlayerId, number> = {};
  for (const pid of Object.keys(state.players)) out[pid] = now[pid] ?? 0;
  if (state.phase === 'over') return out;
  const turnsLeft = Math.max(0, 25 - state.turn);
  for (const pid of Object.keys(state.players)) {
    const pl = state.players[pid]!;
    if (pl.out || pl.gone) continue;
    const w = new World(state, pid);
    const home = w.myAstronefs().filter((k) => k.piece.at >= 0);
    if (!home.length) continue;
    let extra = 0;
    for (const p of w.myUnits()) {
      const stuck = w.stuck(p) ? 0.7 : 1;
      const d = Math.min(...home.flatMap((k) => k.hexes.map((h) => w.board.dist(h, p.at))));
      // a piece far from home late in the game may not make it back
      const back = turnsLeft * 6 >= d ? 1 : 0.3;
      extra += (0.8 + 0.05 * PIECE_VALUE[p.type]) * stuck * back;
      for (const q of w.cargo(p)) extra += (q.type === 'ore' ? 1.7 : 0.8) * stuck * back;
      if (CAPACITY[p.type] !== undefined) extra += Math.min(turnsLeft, 8) * 0.25 * stuck;
      if (p.neutralisedBy !== null) extra -= 0.5 * PIECE_VALUE[p.type];
    }
    out[pid]! += extra;
  }
  return out;
}

/** My projected score minus the best of the others'. */
export function evaluate(state: GameState, me: PlayerId): number {
  const s = projectedScores(state);
  let best = -Infinity;
  for (const [pid, v] of Object.entries(s)) if (pid !== me && v > best) best = v;
  return (s[me] ?? 0) - (best === -Infinity ? 0 : best);
}
