// What stands on a hex, and destroying it with everything it carries.
import { Board } from './board.js';
import { Edit } from './edit.js';
import { occupancy, withCargo } from './occupancy.js';
import type { GameState } from './types.js';

/** Marks pieces destroyed (with their cargo) in an edit; pushes their ids to out. */
export function destroyIn(e: Edit, indices: number[], out: string[]): void {
  for (const i of indices) {
    if (e.state.pieces[i]!.destroyed) continue;
    const p = e.piece(i);
    if (p.type === 'ore') e.oreGone().destroyed++;
    p.destroyed = true;
    p.at = -1;
    p.at2 = -1;
    p.neutralisedBy = null;
    out.push(p.id);
  }
}

/** Everything that stands on a hex (pontoon, the piece on it and all cargo), as indices. */
export function everythingOn(state: GameState, board: Board, h: number): number[] {
  const d = occupancy(state, board);
  const out: number[] = [];
  const b = d.blocker.get(h);
  if (b >= 0 && state.pieces[b]!.type !== 'astronef') withCargo(state, b, d, out);
  const pt = d.pontoon.get(h);
  if (pt >= 0) out.push(pt);
  return out;
}
