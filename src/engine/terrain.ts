// What each piece may stand on at each tide: land pieces on land (a pontoon counts), boats on water;
// marsh and reef change with the tide, and a piece on the wrong one is stuck.
import { Board, landAt, T_MOUNTAIN, T_PLAIN, T_SEA } from './board.js';
import { occupancy, type Occupancy } from './occupancy.js';
import { LAND_TYPES, SEA_TYPES } from './pieces.js';
import type { GameState, Piece, PieceType, Tide } from './types.js';

/** A piece on terrain it cannot use at this tide: stranded (sea) or bogged (land). Carried pieces are not "stuck". */
export function isStuckAt(state: GameState, board: Board, p: Piece, d: Occupancy = occupancy(state, board)): boolean {
  if (p.at < 0 || p.in !== null || p.destroyed) return false;
  if (LAND_TYPES.has(p.type)) return !board.isLand(p.at, state.tide) && d.pontoon.get(p.at) < 0;
  if (SEA_TYPES.has(p.type)) return board.isLand(p.at, state.tide) || (p.at2 >= 0 && board.isLand(p.at2, state.tide));
  return false;
}

/**
 * What terrain t is to a piece of this type, pontoons aside: 0 never usable (sea for land pieces, land for
 * boats, a mountain for the super tank), 1 usable at this tide, 2 usable at another tide only (it strands).
 */
export function terrainUse(type: PieceType, t: number, tide: Tide): 0 | 1 | 2 {
  if (LAND_TYPES.has(type)) {
    if (t === T_SEA || (type === 'superTank' && t === T_MOUNTAIN)) return 0;
    return landAt(t, tide) ? 1 : 2;
  }
  if (SEA_TYPES.has(type)) {
    if (t === T_PLAIN || t === T_MOUNTAIN) return 0;
    return landAt(t, tide) ? 2 : 1;
  }
  return 1;
}

/** A hex with a pontoon: land for land pieces (a mountain is still no place for the super tank), closed to boats. */
export function pontoonUse(type: PieceType, t: number): 0 | 1 {
  if (SEA_TYPES.has(type)) return 0;
  return type === 'superTank' && t === T_MOUNTAIN ? 0 : 1;
}

/** Can a piece of this type stand on hex h at this tide without being stuck? */
export function canUse(state: GameState, board: Board, type: PieceType, h: number, d: Occupancy): boolean {
  const t = board.terrain[h]!;
  return d.pontoon.get(h) >= 0 ? pontoonUse(type, t) === 1 : terrainUse(type, t, state.tide) === 1;
}

/** Could a piece of this type ever use hex h (at some tide)? false for permanent obstacles. */
export function couldEverUse(board: Board, type: PieceType, h: number, hasPontoon: boolean): boolean {
  const t = board.terrain[h]!;
  return hasPontoon ? pontoonUse(type, t) === 1 : terrainUse(type, t, 'normal') !== 0;
}
