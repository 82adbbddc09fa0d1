// Pontoon chains: a chain holds while it touches land (at this tide); one that loses all land support
// collapses with everything on it.
import { Board } from './board.js';
import { destroyIn, everythingOn } from './destruction.js';
import { Edit } from './edit.js';
import { occupancy, type Occupancy } from './occupancy.js';
import { boardOf } from './pieces.js';
import type { Step } from './turns.js';
import type { GameState } from './types.js';

/** Pontoon groups without land support collapse, with everything on them. */
export function collapsePontoons(state: GameState, cause: 'pontoon' | 'tide' = 'pontoon'): Step {
  const board = boardOf(state);
  const d = occupancy(state, board);
  const pontoons: number[] = [];
  for (const i of d.units) {
    const p = state.pieces[i]!;
    if (p.type === 'pontoon' && !p.destroyed && p.in === null && p.at >= 0) pontoons.push(i);
  }
  if (pontoons.length === 0) return { state, events: [] };
  const supported = new Set<number>();
  const queue: number[] = [];
  for (const i of pontoons) {
    const h = state.pieces[i]!.at;
    let land = board.isLand(h, state.tide);
    for (let k = 0; k < 6 && !land; k++) {
      const nb = board.nb[h * 6 + k]!;
      if (nb >= 0 && board.isLand(nb, state.tide)) land = true;
    }
    if (land) {
      supported.add(h);
      queue.push(h);
    }
  }
  while (queue.length) {
    const h = queue.pop()!;
    for (let k = 0; k < 6; k++) {
      const nb = board.nb[h * 6 + k]!;
      if (nb >= 0 && d.pontoon.get(nb) >= 0 && !supported.has(nb)) {
        supported.add(nb);
        queue.push(nb);
      }
    }
  }
  const doomed: number[] = [];
  for (const i of pontoons) {
    const h = state.pieces[i]!.at;
    if (!supported.has(h)) doomed.push(...everythingOn(state, board, h));
  }
  if (doomed.length === 0) return { state, events: [] };
  const ids: string[] = [];
  const e = new Edit(state);
  destroyIn(e, doomed, ids);
  const next = e.done();
  return { state: next, events: [{ type: 'destroyed', pieces: ids, cause }] };
}

export function pontoonSupported(s: GameState, board: Board, d: Occupancy, h: number): boolean {
  if (board.isLand(h, s.tide)) return true;
  // Adjacent land, or adjacent to a pontoon of a supported chain (chains on the board are kept supported).
  for (let k = 0; k < 6; k++) {
    const nb = board.nb[h * 6 + k]!;
    if (nb < 0) continue;
    if (board.isLand(nb, s.tide) || d.pontoon.get(nb) >= 0) return true;
  }
  return false;
}
