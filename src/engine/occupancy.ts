// Occupancy: who stands on each hex, pontoons, what each carrier holds, the units and the neutralised
// pieces; cached per pieces array, patched along the lineage (lineage.ts).
import { Board, T_MOUNTAIN } from './board.js';
import { changedSlots, MAX_ANCESTORS, parents, registerCache, RingCache } from './lineage.js';
import { ArrayWriter, PersistentArray } from './persistent-array.js';
import { astronefHexes, boardOf, hexesOf, onBoard, ownerOf, sizeOf } from './pieces.js';
import type { GameState, Piece, PlayerId } from './types.js';

export interface Occupancy {
  /** Hex -> index of the piece standing there (pontoons excepted), -1 if none. */
  blocker: PersistentArray;
  /** Hex -> index of the pontoon on it, -1 if none. */
  pontoon: PersistentArray;
  /** Carrier id -> indices of the items it holds. */
  contents: Map<string, number[]>;
  /** Indices of every piece but ore (a piece's type never changes and the array only grows). */
  units: number[];
  /** Indices of the neutralised pieces, in order. */
  neutral: number[];
}

/** The neutral list after the pieces at these indices changed. */
function neutralAfter(prev: number[], ps: Piece[], changed: readonly number[]): number[] {
  let out: number[] | null = null;
  for (const i of changed) {
    const now = ps[i]!.neutralisedBy !== null;
    if (now === prev.includes(i)) continue;
    out ??= prev.slice();
    if (now) out.push(i);
    else out.splice(out.indexOf(i), 1);
  }
  if (!out) return prev;
  return out.sort((a, b) => a - b);
}

function unitList(ps: Piece[], prev?: { pieces: Piece[]; units: number[] }): number[] {
  if (prev && prev.pieces.length === ps.length) return prev.units;
  const out = prev ? prev.units.slice() : [];
  for (let i = prev ? prev.pieces.length : 0; i < ps.length; i++) if (ps[i]!.type !== 'ore') out.push(i);
  return out;
}

export const occupancyCache = registerCache(new RingCache<Piece[], Occupancy>(16));

/** Has `next`'s pieces array a recorded descent (or a cached occupancy)? The door records one if not. */
export function hasLineage(next: GameState): boolean {
  return parents.get(next.pieces) !== undefined || occupancyCache.get(next.pieces) !== undefined;
}

/** Puts (add) or takes away a piece in the occupancy maps. */
function place(
  board: Board,
  p: Piece,
  i: number,
  blocker: ArrayWriter,
  pontoon: ArrayWriter | null,
  add: boolean,
): void {
  if (p.destroyed || p.in !== null || p.at < 0) return;
  if (p.type === 'pontoon') {
    if (!pontoon) throw new Error('a pontoon placed without the pontoon map');
    if (add) pontoon.set(p.at, i);
    else if (pontoon.get(p.at) === i) pontoon.set(p.at, -1);
    return;
  }
  if (p.type === 'astronef') {
    for (const h of astronefHexes(board, p.at, p.orientation ?? 'N') ?? []) {
      if (add) blocker.set(h, i);
      else if (blocker.get(h) === i) blocker.set(h, -1);
    }
    return;
  }
  if (add) {
    blocker.set(p.at, i);
    if (p.at2 >= 0) blocker.set(p.at2, i);
  } else {
    if (blocker.get(p.at) === i) blocker.set(p.at, -1);
    if (p.at2 >= 0 && blocker.get(p.at2) === i) blocker.set(p.at2, -1);
  }
}

/** The same, on plain arrays (a map computed from scratch). */
function placeNew(board: Board, p: Piece, i: number, blocker: number[], pontoon: number[]): void {
  if (p.destroyed || p.in !== null || p.at < 0) return;
  if (p.type === 'pontoon') pontoon[p.at] = i;
  else for (const h of hexesOf(board, p)) blocker[h] = i;
}

/**
 * A handler that moved one piece on the board gives the next state its occupancy directly: only the
 * blocker map changes; pontoons, contents and the unit list are shared.
 */
export function seedMovedOccupancy(prev: GameState, next: GameState, idx: number, board: Board = boardOf(prev)): void {
  const d = occupancyCache.get(prev.pieces);
  if (!d) return;
  const blocker = d.blocker.update((w) => {
    place(board, prev.pieces[idx]!, idx, w, null, false);
    place(board, next.pieces[idx]!, idx, w, null, true);
  });
  const nd: Occupancy = {
    blocker,
    pontoon: d.pontoon,
    contents: d.contents,
    units: d.units,
    neutral: neutralAfter(d.neutral, next.pieces, [idx]),
  };
  occupancyCache.set(next.pieces, nd);
}

/** Occupancy of a state: who stands on each hex, pontoons, cargo, units, neutralised pieces. */
export function occupancy(state: GameState, board: Board = boardOf(state)): Occupancy {
  return occupancyAt(state, board, 0);
}

function occupancyAt(state: GameState, board: Board, depth: number): Occupancy {
  const ps = state.pieces;
  let d = occupancyCache.get(ps);
  if (d) return d;
  const link = parents.get(ps);
  let fromBase: Occupancy | undefined;
  if (link) {
    fromBase = occupancyCache.get(link.base.pieces);
    if (!fromBase && depth < MAX_ANCESTORS) fromBase = occupancyAt(link.base, board, depth + 1);
  }
  const basePieces = link?.base.pieces;
  const diff = link && fromBase ? (link.slots ?? changedSlots(link.base.pieces, ps)) : null;
  if (basePieces && fromBase && diff) {
    const last = { pieces: basePieces, d: fromBase };
    let contents = last.d.contents;
    let contentsCopied = false;
    let pontoon = last.d.pontoon;
    const blocker = last.d.blocker.update((wb) => {
      pontoon = last.d.pontoon.update((wp) => {
        for (const i of diff) {
          const old = last.pieces[i];
          if (old) place(board, old, i, wb, wp, false);
        }
        for (const i of diff) place(board, ps[i]!, i, wb, wp, true);
      });
    });
    for (const i of diff) {
      const old = last.pieces[i];
      const cur = ps[i]!;
      const oldIn = old && !old.destroyed ? old.in : null;
      const newIn = cur.destroyed ? null : cur.in;
      if (oldIn !== newIn) {
        if (!contentsCopied) {
          contents = new Map(contents);
          contentsCopied = true;
        }
        if (oldIn !== null)
          contents.set(
            oldIn,
            (contents.get(oldIn) ?? []).filter((j) => j !== i),
          );
        if (newIn !== null) contents.set(newIn, (contents.get(newIn) ?? []).concat([i]));
      }
    }
    d = {
      blocker,
      pontoon,
      contents,
      units: unitList(ps, { pieces: last.pieces, units: last.d.units }),
      neutral: neutralAfter(last.d.neutral, ps, diff),
    };
  } else {
    const blocker: number[] = new Array(board.n).fill(-1);
    const pontoon: number[] = new Array(board.n).fill(-1);
    const contents = new Map<string, number[]>();
    const neutral: number[] = [];
    for (let i = 0; i < ps.length; i++) {
      const p = ps[i]!;
      if (p.neutralisedBy !== null) neutral.push(i);
      if (p.destroyed) continue;
      if (p.in !== null) {
        const list = contents.get(p.in);
        if (list) list.push(i);
        else contents.set(p.in, [i]);
        continue;
      }
      placeNew(board, p, i, blocker, pontoon);
    }
    d = {
      blocker: PersistentArray.own(blocker),
      pontoon: PersistentArray.own(pontoon),
      contents,
      units: unitList(ps),
      neutral,
    };
  }
  occupancyCache.set(ps, d);
  return d;
}

/** Slots used in a barge or crab (a crab aboard counts 2 plus its cargo). */
export function slotsUsed(state: GameState, carrierId: string, d: Occupancy): number {
  let used = 0;
  for (const i of d.contents.get(carrierId) ?? []) {
    const item = state.pieces[i]!;
    used += sizeOf(item.type);
    if (item.type === 'crab') used += slotsUsed(state, item.id, d);
  }
  return used;
}

/** The item plus everything it carries, recursively (indices). */
export function withCargo(state: GameState, idx: number, d: Occupancy, out: number[] = []): number[] {
  out.push(idx);
  for (const j of d.contents.get(state.pieces[idx]!.id) ?? []) withCargo(state, j, d, out);
  return out;
}

/** Does this piece hold a super tank (directly or in a carrier aboard)? It may then never be on a mountain. */
export function holdsSuperTank(state: GameState, id: string, d: Occupancy): boolean {
  for (const i of d.contents.get(id) ?? []) {
    const q = state.pieces[i]!;
    if (q.type === 'superTank' || holdsSuperTank(state, q.id, d)) return true;
  }
  return false;
}

/**
 * A player's tanks standing on mountains: two of them on neighbouring mountains may not stay so between
 * turns (MOUNTAIN_PAIR).
 */
export function tanksOnMountains(state: GameState, board: Board, player: PlayerId | null): Piece[] {
  const out: Piece[] = [];
  for (const i of occupancy(state, board).units) {
    const p = state.pieces[i]!;
    if (p.type === 'tank' && onBoard(p) && board.terrain[p.at] === T_MOUNTAIN && ownerOf(state, p) === player)
      out.push(p);
  }
  return out;
}
