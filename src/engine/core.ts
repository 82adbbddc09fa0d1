// Shared building blocks of the rules: piece classes, control, occupancy, tides and fire coverage.
// Everything derived from a state is cached by the identity of its (immutable) pieces array.
import { type Board, T_MOUNTAIN, getBoard } from './board.js';
import type { GameState, Hex, Piece, PieceType, PlayerId, Reason, Refusal } from './types.js';

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

export function refuse(code: Reason, message: string, params: Record<string, unknown> = {}): Refusal {
  return { code, params, message };
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
  if (!p.color) return null;
  return state.colors[p.color]?.controller ?? null;
}

export function isAbandoned(state: GameState, p: Piece): boolean {
  return !!p.color && !!state.colors[p.color]?.departed;
}

export function onBoard(p: Piece): boolean {
  return p.at >= 0 && !p.destroyed && p.in === null;
}

export interface Derived {
  /** Hex -> index of the piece standing there (pontoons excepted), -1 if none. */
  blocker: Int32Array;
  /** Hex -> index of the pontoon on it, -1 if none. */
  pontoon: Int32Array;
  /** Carrier id -> indices of the items it holds. */
  contents: Map<string, number[]>;
}

const derivedCache = new WeakMap<Piece[], Derived>();

export function derived(state: GameState, board: Board = boardOf(state)): Derived {
  let d = derivedCache.get(state.pieces);
  if (d) return d;
  const blocker = new Int32Array(board.n).fill(-1);
  const pontoon = new Int32Array(board.n).fill(-1);
  const contents = new Map<string, number[]>();
  const ps = state.pieces;
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i]!;
    if (p.destroyed) continue;
    if (p.in !== null) {
      const list = contents.get(p.in);
      if (list) list.push(i);
      else contents.set(p.in, [i]);
      continue;
    }
    if (p.at < 0) continue;
    if (p.type === 'pontoon') {
      pontoon[p.at] = i;
    } else if (p.type === 'astronef') {
      const hs = astronefHexes(board, p.at, p.orientation ?? 'N');
      if (hs) for (const h of hs) blocker[h] = i;
    } else {
      blocker[p.at] = i;
      if (p.at2 >= 0) blocker[p.at2] = i;
    }
  }
  d = { blocker, pontoon, contents };
  derivedCache.set(state.pieces, d);
  return d;
}

/** The four hexes of an astronef: bubble, then the podes (N, SE, SW or S, NE, NW); null if off the board. */
export function astronefHexes(board: Board, bubble: number, orientation: 'N' | 'S'): number[] | null {
  const dirs = orientation === 'N' ? [0, 2, 4] : [3, 1, 5];
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

/** A piece on terrain it cannot use at this tide: stranded (sea) or bogged (land). Carried pieces are not "stuck". */
export function isStuckAt(state: GameState, board: Board, p: Piece, d: Derived = derived(state, board)): boolean {
  if (p.at < 0 || p.in !== null || p.destroyed) return false;
  if (LAND_TYPES.has(p.type)) return !board.isLand(p.at, state.tide) && d.pontoon[p.at]! < 0;
  if (SEA_TYPES.has(p.type)) return board.isLand(p.at, state.tide) || (p.at2 >= 0 && board.isLand(p.at2, state.tide));
  if (p.type === 'pontoon' || p.type === 'ore') return false;
  return false;
}

/** Can a piece of this type stand on hex h at this tide without being stuck? */
export function canUse(state: GameState, board: Board, type: PieceType, h: number, d: Derived): boolean {
  if (LAND_TYPES.has(type)) {
    if (type === 'superTank' && board.terrain[h] === T_MOUNTAIN) return false;
    return board.isLand(h, state.tide) || d.pontoon[h]! >= 0;
  }
  if (SEA_TYPES.has(type)) return !board.isLand(h, state.tide) && d.pontoon[h]! < 0;
  return true;
}

/** Could a piece of this type ever use hex h (at some tide)? false for permanent obstacles. */
export function couldEverUse(board: Board, type: PieceType, h: number, hasPontoon: boolean): boolean {
  const t = board.terrain[h]!;
  if (LAND_TYPES.has(type)) {
    if (type === 'superTank' && t === T_MOUNTAIN) return false;
    return t !== 1 || hasPontoon;
  }
  if (SEA_TYPES.has(type)) return !hasPontoon && t !== 0 && t !== T_MOUNTAIN;
  return true;
}

export function rangeOf(board: Board, p: Piece): number {
  if (p.type === 'superTank') return 3;
  if (p.type === 'tank') return board.terrain[p.at] === T_MOUNTAIN ? 3 : 2;
  return 2;
}

/** A destructor (not a tower) that can act on its own: on the board, not stuck, not neutralised, not abandoned. */
export function destructorActive(state: GameState, board: Board, p: Piece, d: Derived): boolean {
  return (
    DESTRUCTORS.has(p.type) &&
    onBoard(p) &&
    p.neutralisedBy === null &&
    !isAbandoned(state, p) &&
    !isStuckAt(state, board, p, d)
  );
}

export interface Coverage {
  players: PlayerId[];
  /** players.length arrays of board.n counts: how many of that player's destructors reach each hex. */
  counts: Uint8Array[];
  byPlayer: Map<PlayerId, Uint8Array>;
}

interface CovEntry {
  tide: string;
  colors: unknown;
  cov: Coverage;
}
const covCache = new WeakMap<Piece[], CovEntry>();

/** How many destructors of each player reach each hex. Cached per state. */
export function coverage(state: GameState, board: Board = boardOf(state)): Coverage {
  const hit = covCache.get(state.pieces);
  if (hit && hit.tide === state.tide && hit.colors === state.colors) return hit.cov;
  const d = derived(state, board);
  const players = Object.keys(state.players);
  const byPlayer = new Map<PlayerId, Uint8Array>();
  const counts = players.map((pid) => {
    const a = new Uint8Array(board.n);
    byPlayer.set(pid, a);
    return a;
  });
  for (const p of state.pieces) {
    if (p.destroyed || p.at < 0 || p.in !== null || !p.color) continue;
    const col = state.colors[p.color];
    if (!col || col.departed) continue;
    const arr = byPlayer.get(col.controller);
    if (!arr) continue;
    if (p.type === 'astronef') {
      if (p.departed || !p.towers) continue;
      const podes = podeHexes(board, p);
      for (let k = 0; k < podes.length; k++) {
        if (!p.towers[k]) continue;
        const list = board.within(podes[k]!, 2);
        for (let j = 0; j < list.length; j++) arr[list[j]!]++;
      }
      continue;
    }
    if (!DESTRUCTORS.has(p.type) || p.neutralisedBy !== null || isStuckAt(state, board, p, d)) continue;
    const list = board.within(p.at, rangeOf(board, p));
    for (let j = 0; j < list.length; j++) arr[list[j]!]++;
  }
  const cov = { players, counts, byPlayer };
  covCache.set(state.pieces, { tide: state.tide, colors: state.colors, cov });
  return cov;
}

/** The players other than `player` who have hex h under fire. */
export function enemiesCovering(cov: Coverage, player: PlayerId | null, h: number): PlayerId[] {
  const out: PlayerId[] = [];
  for (let k = 0; k < cov.players.length; k++) {
    if (cov.players[k] !== player && cov.counts[k]![h]! >= 2) out.push(cov.players[k]!);
  }
  return out;
}

export function underEnemyFire(cov: Coverage, player: PlayerId | null, h: number): boolean {
  for (let k = 0; k < cov.players.length; k++) {
    if (cov.players[k] !== player && cov.counts[k]![h]! >= 2) return true;
  }
  return false;
}

export function hexOut(board: Board, i: number): Hex {
  return board.hex(i);
}

/** Slots used in a barge or crab (a crab aboard counts 2 plus its cargo). */
export function slotsUsed(state: GameState, carrierId: string, d: Derived): number {
  let used = 0;
  for (const i of d.contents.get(carrierId) ?? []) {
    const item = state.pieces[i]!;
    used += sizeOf(item.type);
    if (item.type === 'crab') used += slotsUsed(state, item.id, d);
  }
  return used;
}

/** The item plus everything it carries, recursively (indices). */
export function withCargo(state: GameState, idx: number, d: Derived, out: number[] = []): number[] {
  out.push(idx);
  for (const j of d.contents.get(state.pieces[idx]!.id) ?? []) withCargo(state, j, d, out);
  return out;
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

/** Does this piece hold a super tank (directly or in a carrier aboard)? It may then never be on a mountain. */
export function holdsSuperTank(state: GameState, id: string, d: Derived): boolean {
  for (const i of d.contents.get(id) ?? []) {
    const q = state.pieces[i]!;
    if (q.type === 'superTank' || holdsSuperTank(state, q.id, d)) return true;
  }
  return false;
}
