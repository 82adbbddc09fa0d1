// The pieces: their classes (destructors, land and sea pieces, carriers), who controls them, and the
// hexes they stand on (an astronef's four, a barge's two). One place for each fact of the material.
import { Board, getBoard, T_MOUNTAIN } from './board.js';
import type { GameState, Piece, PieceType, PlayerId } from './types.js';

export const DESTRUCTORS: ReadonlySet<PieceType> = new Set(['tank', 'superTank', 'motorBoat']);

export const LAND_TYPES: ReadonlySet<PieceType> = new Set(['tank', 'superTank', 'crab', 'pondeuse']);

export const SEA_TYPES: ReadonlySet<PieceType> = new Set(['motorBoat', 'barge']);

export const CAPACITY: Partial<Record<PieceType, number>> = { barge: 4, crab: 2, pondeuse: 1 };

/** Slots an item takes in a barge or crab; 0 when only an astronef can hold it. */
export function sizeOf(type: PieceType): number {
  switch (type) {
    case 'ore':
    case 'tank':
    case 'superTank':
    case 'pontoon':
      return 1;
    case 'crab':
    case 'pondeuse':
      return 2;
    default:
      return 0;
  }
}

export function boardOf(state: GameState): Board {
  return getBoard(state.map);
}

export function pieceById(state: GameState, id: unknown): Piece | undefined {
  if (typeof id !== 'string') return undefined;
  const i = state.index[id];
  if (i === undefined) return undefined;
  return state.pieces[i];
}

export function activeId(state: GameState): PlayerId | null {
  if (state.phase === 'over' || state.phase === 'liftoff') return null;
  return state.order[state.activeIdx] ?? null;
}

/** The player who controls a piece (null for ore, pontoons). */
export function ownerOf(state: GameState, p: Piece): PlayerId | null {
  // "Un ponton est neutre": pontoons and ore belong to nobody, whatever astronef brought them.
  if (!p.color || p.type === 'pontoon' || p.type === 'ore') return null;
  return state.colors[p.color]?.controller ?? null;
}

export function isAbandoned(state: GameState, p: Piece): boolean {
  return !!p.color && !!state.colors[p.color]?.departed;
}

export function onBoard(p: Piece): boolean {
  return p.at >= 0 && !p.destroyed && p.in === null;
}

/** Where an astronef's podes stand around its bubble, by orientation (directions N, NE, SE, S, SW, NW = 0..5). */
export const PODE_DIRECTIONS = { N: [0, 2, 4], S: [3, 1, 5] } as const;

/** The four hexes of an astronef: bubble, then the podes (N, SE, SW or S, NE, NW); null if off the board. */
export function astronefHexes(board: Board, bubble: number, orientation: 'N' | 'S'): number[] | null {
  const dirs = PODE_DIRECTIONS[orientation];
  const out = [bubble];
  for (const d of dirs) {
    const h = board.neighbor(bubble, d);
    if (h < 0) return null;
    out.push(h);
  }
  return out;
}

export function podeHexes(board: Board, astronef: Piece): number[] {
  if (astronef.at < 0) return [];
  return (astronefHexes(board, astronef.at, astronef.orientation ?? 'N') ?? []).slice(1);
}

/** The hexes a piece on the board occupies. */
export function hexesOf(board: Board, p: Piece): number[] {
  if (p.at < 0 || p.in !== null || p.destroyed) return [];
  if (p.type === 'astronef') return astronefHexes(board, p.at, p.orientation ?? 'N') ?? [];
  return p.at2 >= 0 ? [p.at, p.at2] : [p.at];
}

/** How far each destructor reaches (a tower: from its pode); a tank on a mountain reaches MOUNTAIN_REACH. */
export const REACH = { tank: 2, superTank: 3, motorBoat: 2, tower: 2 } as const;
export const MOUNTAIN_REACH = 3;

export function rangeOf(board: Board, p: Piece): number {
  if (p.type === 'tank') return board.terrain[p.at] === T_MOUNTAIN ? MOUNTAIN_REACH : REACH.tank;
  if (p.type === 'superTank' || p.type === 'motorBoat') return REACH[p.type];
  return REACH.tower;
}

/** The outermost carrier of a piece (itself if on the board). */
export function outermost(state: GameState, p: Piece): Piece {
  let cur = p;
  for (let guard = 0; cur.in !== null && guard < 10; guard++) {
    const c = pieceById(state, cur.in);
    if (!c) break;
    cur = c;
  }
  return cur;
}
