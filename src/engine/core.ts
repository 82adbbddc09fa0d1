// Shared building blocks of the rules: piece classes, control, occupancy, tides and fire maps.
// Everything derived from a state is cached by the identity of its (immutable) pieces array.
import { type Board, T_MOUNTAIN, T_PLAIN, T_SEA, getBoard, landAt } from './board.js';
import { type ArrayWriter, PersistentArray } from './persistent-array.js';
import type { GameState, Piece, PieceType, PlayerId, Tide } from './types.js';

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

/**
 * What a player would bank if his turn ended now: the AP left, in fives, at most 10 ("Le maximum de
 * points que l'on peut économiser est de dix"). Outside his turn in play: the bank he carries.
 */
export function bankAtEndOfTurn(state: GameState, player: PlayerId): number {
  const pl = state.players[player];
  if (!pl) return 0;
  if (state.phase !== 'play' || activeId(state) !== player) return pl.saved;
  return Math.min(10, Math.floor(Math.max(0, pl.ap) / 5) * 5);
}

export function isAbandoned(state: GameState, p: Piece): boolean {
  return !!p.color && !!state.colors[p.color]?.departed;
}

export function onBoard(p: Piece): boolean {
  return p.at >= 0 && !p.destroyed && p.in === null;
}

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


/**
 * A tiny cache keyed by identity. WeakMaps were tried first: with one new key per action their
 * ephemeron processing made garbage collection 80% of the run time. Eviction is "second chance": an
 * entry read since the clock hand last passed survives one more pass, so a state that many tries start
 * from (a player's, the AI's) keeps its entry while the tries' own states come and go.
 */
export class RingCache<K extends object, V> {
  private keys: (K | null)[];
  private vals: (V | null)[];
  private used: boolean[];
  private next = 0;
  constructor(size: number) {
    this.keys = new Array(size).fill(null);
    this.vals = new Array(size).fill(null);
    this.used = new Array(size).fill(false);
  }
  get(k: K): V | undefined {
    const ks = this.keys;
    for (let i = 0; i < ks.length; i++)
      if (ks[i] === k) {
        this.used[i] = true;
        return this.vals[i]!;
      }
    return undefined;
  }
  clear(): void {
    this.keys.fill(null);
    this.vals.fill(null);
    this.used.fill(false);
  }
  set(k: K, v: V): void {
    const n = this.keys.length;
    let i = this.next;
    for (let tries = 0; tries < n && this.used[i]; tries++) {
      this.used[i] = false;
      i = (i + 1) % n;
    }
    this.keys[i] = k;
    this.vals[i] = v;
    this.used[i] = false;
    this.next = (i + 1) % n;
  }
}

const occupancyCache = new RingCache<Piece[], Occupancy>(16);

/**
 * Lineage: where a pieces array came from. A cache entry may only be patched into an entry for a state
 * that descends from the one it was built for; two pieces arrays that merely look alike (two scenarios
 * on the same inline board, two campaigns open in one host) share nothing. An Edit names the slots it
 * replaced; other makers (immer, the door) name only the base, and the slots are then found by comparison.
 */
interface Descent {
  base: GameState;
  /** The slots whose piece differs from the base's, or null when unknown. */
  slots: number[] | null;
}
const parents = new RingCache<Piece[], Descent>(32);

/** Records that `next` was made from `base` (slots: the indices it replaced or added, if known). */
export function noteDescent(base: GameState, next: GameState, slots: number[] | null): void {
  if (next.pieces === base.pieces) return;
  parents.set(next.pieces, { base, slots });
}

/** Kept for Edit: its states name their base and the slots they replaced. */
export function noteEdit(base: GameState, next: GameState, slots: number[]): void {
  noteDescent(base, next, slots);
}

/** Has `next`'s pieces array a recorded descent (or a cached occupancy)? The door records one if not. */
export function hasLineage(next: GameState): boolean {
  return parents.get(next.pieces) !== undefined || occupancyCache.get(next.pieces) !== undefined;
}

/** How many missing ancestors a cache fill may compute on its way (beyond that: from scratch). */
const MAX_ANCESTORS = 4;

/** Indices whose piece object differs between two pieces arrays (null when too many to patch). */
export function changedSlots(prev: Piece[], next: Piece[], max = 24): number[] | null {
  if (next.length < prev.length) return null;
  const out: number[] = [];
  for (let i = 0; i < next.length; i++) {
    if (prev[i] !== next[i]) {
      out.push(i);
      if (out.length > max) return null;
    }
  }
  return out;
}

/** Puts (add) or takes away a piece in the occupancy maps. */
function place(board: Board, p: Piece, i: number, blocker: ArrayWriter, pontoon: ArrayWriter | null, add: boolean): void {
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
  const nd: Occupancy = { blocker, pontoon: d.pontoon, contents: d.contents, units: d.units, neutral: neutralAfter(d.neutral, next.pieces, [idx]) };
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
        if (oldIn !== null) contents.set(oldIn, (contents.get(oldIn) ?? []).filter((j) => j !== i));
        if (newIn !== null) contents.set(newIn, (contents.get(newIn) ?? []).concat([i]));
      }
    }
    d = { blocker, pontoon, contents, units: unitList(ps, { pieces: last.pieces, units: last.d.units }), neutral: neutralAfter(last.d.neutral, ps, diff) };
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
    d = { blocker: PersistentArray.own(blocker), pontoon: PersistentArray.own(pontoon), contents, units: unitList(ps), neutral };
  }
  occupancyCache.set(ps, d);
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

/**
 * A player's tanks standing on mountains: two of them on neighbouring mountains may not stay so between
 * turns (MOUNTAIN_PAIR).
 */
export function tanksOnMountains(state: GameState, board: Board, player: PlayerId | null): Piece[] {
  const out: Piece[] = [];
  for (const i of occupancy(state, board).units) {
    const p = state.pieces[i]!;
    if (p.type === 'tank' && onBoard(p) && board.terrain[p.at] === T_MOUNTAIN && ownerOf(state, p) === player) out.push(p);
  }
  return out;
}

export function rangeOf(board: Board, p: Piece): number {
  if (p.type === 'superTank') return 3;
  if (p.type === 'tank') return board.terrain[p.at] === T_MOUNTAIN ? 3 : 2;
  return 2;
}

/** A destructor (not a tower) that can act on its own: on the board, not stuck, not neutralised, not abandoned. */
export function destructorActive(state: GameState, board: Board, p: Piece, d: Occupancy): boolean {
  return (
    DESTRUCTORS.has(p.type) &&
    onBoard(p) &&
    p.neutralisedBy === null &&
    !isAbandoned(state, p) &&
    !isStuckAt(state, board, p, d)
  );
}

export interface FireMaps {
  players: PlayerId[];
  /** players.length maps of board.n counts: how many of that player's destructors reach each hex. */
  counts: PersistentArray[];
}

/** One player's fire map. */
export function fireOf(cov: FireMaps, player: PlayerId): PersistentArray | undefined {
  const k = cov.players.indexOf(player);
  return k < 0 ? undefined : cov.counts[k];
}

/** A fire map and the state it was computed for (fire depends on the pieces, the tide and the colours). */
interface FireEntry {
  state: GameState;
  cov: FireMaps;
}

/** The fire maps of the last states seen, keyed by pieces array, tide and colours (second-chance eviction, as RingCache). */
class FireCache {
  private entries: (FireEntry | null)[];
  private used: boolean[];
  private next = 0;
  constructor(size: number) {
    this.entries = new Array(size).fill(null);
    this.used = new Array(size).fill(false);
  }
  /** The entry computed for exactly this state's pieces, tide and colours. */
  get(s: GameState): FireEntry | undefined {
    const es = this.entries;
    for (let i = 0; i < es.length; i++) {
      const e = es[i];
      if (e && e.state.pieces === s.pieces && e.state.tide === s.tide && e.state.colors === s.colors) {
        this.used[i] = true;
        return e;
      }
    }
    return undefined;
  }
  /** An entry for these pieces and colours at any tide (a state that only turned the tide). */
  anyTide(pieces: Piece[], colors: GameState['colors']): FireEntry | undefined {
    const es = this.entries;
    for (let i = 0; i < es.length; i++) {
      const e = es[i];
      if (e && e.state.pieces === pieces && e.state.colors === colors) return e;
    }
    return undefined;
  }
  clear(): void {
    this.entries.fill(null);
    this.used.fill(false);
  }
  set(e: FireEntry): void {
    const n = this.entries.length;
    let i = this.next;
    for (let tries = 0; tries < n && this.used[i]; tries++) {
      this.used[i] = false;
      i = (i + 1) % n;
    }
    this.entries[i] = e;
    this.used[i] = false;
    this.next = (i + 1) % n;
  }
}
const fireCache = new FireCache(16);

/** Forgets every cached occupancy, fire map and lineage (tests: a scenario run "alone"). */
export function clearCaches(): void {
  occupancyCache.clear();
  parents.clear();
  fireCache.clear();
}

/** Fire a piece adds (sign 1) or takes away (-1): the hexes of each list gain `sign` for that player. */
type Emit = (player: PlayerId, hexes: ArrayLike<number>, sign: number) => void;

/** What one piece contributes to the fire of its controller, given to emit. */
function contribute(state: GameState, board: Board, d: Occupancy, p: Piece, emit: Emit, sign: number): void {
  // The mining game has no aggression: nothing shoots, so nothing makes fire (not even towers).
  if (p.destroyed || p.at < 0 || p.in !== null || !p.color || state.variant.mining) return;
  if (p.type !== 'astronef' && !DESTRUCTORS.has(p.type)) return;
  const col = state.colors[p.color];
  if (!col || col.departed) return;
  if (p.type === 'astronef') {
    if (p.departed || !p.towers) return;
    const podes = podeHexes(board, p);
    for (let k = 0; k < podes.length; k++) if (p.towers[k]) emit(col.controller, board.within(podes[k]!, 2), sign);
    return;
  }
  if (p.neutralisedBy !== null || isStuckAt(state, board, p, d)) return;
  emit(col.controller, board.within(p.at, rangeOf(board, p)), sign);
}

/** Fire changes gathered per player, then written as one new version of each player's map. */
class FireDelta {
  private ops = new Map<PlayerId, { hexes: ArrayLike<number>; sign: number }[]>();
  readonly emit: Emit = (player, hexes, sign) => {
    const l = this.ops.get(player);
    if (l) l.push({ hexes, sign });
    else this.ops.set(player, [{ hexes, sign }]);
  };
  applyTo(cov: FireMaps): FireMaps {
    if (this.ops.size === 0) return cov;
    const counts = cov.players.map((pid, k) => {
      const prev = cov.counts[k]!;
      const ops = this.ops.get(pid);
      return ops
        ? prev.update((w) => {
            for (const op of ops) for (let j = 0; j < op.hexes.length; j++) w.add(op.hexes[j]!, op.sign);
          })
        : prev;
    });
    return { players: cov.players, counts };
  }
}

/**
 * How many destructors of each player reach each hex. Cached per state; a state without an entry is
 * patched from its own lineage: the same pieces at another tide, or the state it was made from.
 */
export function fireMaps(state: GameState, board: Board = boardOf(state)): FireMaps {
  return fireMapsAt(state, board, 0);
}

function fireMapsAt(state: GameState, board: Board, depth: number): FireMaps {
  const hit = fireCache.get(state);
  if (hit) return hit.cov;
  const d = occupancy(state, board);
  let base = fireCache.anyTide(state.pieces, state.colors);
  let diff: number[] | null = base ? [] : null;
  if (!base) {
    const link = parents.get(state.pieces);
    if (link && link.base.colors === state.colors) {
      base = fireCache.anyTide(link.base.pieces, state.colors);
      if (!base && depth < MAX_ANCESTORS) {
        fireMapsAt(link.base, board, depth + 1);
        base = fireCache.get(link.base);
      }
      if (base) diff = link.slots ? link.slots.slice() : changedSlots(link.base.pieces, state.pieces);
    }
  }
  let cov: FireMaps;
  if (base && diff) {
    const last = base.state;
    const oldD = occupancy(last, board);
    if (last.tide !== state.tide) {
      // A new tide changes the fire of the destructors it strands, bogs or frees, and of nobody else.
      for (const i of d.units) {
        const p = state.pieces[i]!;
        if (!DESTRUCTORS.has(p.type) || diff.includes(i)) continue;
        if (isStuckAt(last, board, p, oldD) !== isStuckAt(state, board, p, d)) diff.push(i);
      }
    }
    const delta = new FireDelta();
    for (const i of diff) {
      const old = last.pieces[i];
      if (old) contribute(last, board, oldD, old, delta.emit, -1);
      contribute(state, board, d, state.pieces[i]!, delta.emit, 1);
    }
    cov = delta.applyTo(base.cov);
  } else cov = fireMapsFromScratch(state, board);
  fireCache.set({ state, cov });
  return cov;
}

/**
 * After a handler moved one piece: the next state's fire maps are the previous one with that piece's
 * contribution moved (a new version of its controller's map; everything is shared when it makes no fire).
 */
export function seedMovedFireMaps(prev: GameState, next: GameState, idx: number, board: Board = boardOf(prev)): void {
  const hit = fireCache.get(prev);
  if (!hit) return;
  if (next.tide !== prev.tide || next.colors !== prev.colors) return;
  const old = prev.pieces[idx]!;
  const cur = next.pieces[idx]!;
  let cov = hit.cov;
  if (DESTRUCTORS.has(cur.type) && cur.color) {
    const delta = new FireDelta();
    contribute(prev, board, occupancy(prev, board), old, delta.emit, -1);
    contribute(next, board, occupancy(next, board), cur, delta.emit, 1);
    cov = delta.applyTo(cov);
  }
  fireCache.set({ state: next, cov });
}

/**
 * The next pieces array differs from the previous one only in fields that change neither occupancy nor
 * fire (shots, builds): it shares the previous state's occupancy and fire maps.
 */
export function seedSameFootprint(prev: GameState, next: GameState): void {
  const d = occupancyCache.get(prev.pieces);
  if (d) occupancyCache.set(next.pieces, d);
  const hit = fireCache.get(prev);
  if (hit && next.tide === prev.tide && next.colors === prev.colors) fireCache.set({ state: next, cov: hit.cov });
}

/** Fire maps computed from scratch (for benchmarks and cross-checks of the incremental cache). */
export function fireMapsFromScratch(state: GameState, board: Board = boardOf(state)): FireMaps {
  const d = occupancy(state, board);
  const players = Object.keys(state.players);
  const arrays: number[][] = players.map(() => new Array(board.n).fill(0));
  const emit: Emit = (pid, hexes, sign) => {
    const k = players.indexOf(pid);
    if (k < 0) return;
    const a = arrays[k]!;
    for (let j = 0; j < hexes.length; j++) a[hexes[j]!]! += sign;
  };
  for (const i of d.units) contribute(state, board, d, state.pieces[i]!, emit, 1);
  return { players, counts: arrays.map((a) => PersistentArray.own(a)) };
}

/** The players other than `player` who have hex h under fire. */
export function enemiesCovering(cov: FireMaps, player: PlayerId | null, h: number): PlayerId[] {
  const out: PlayerId[] = [];
  for (let k = 0; k < cov.players.length; k++) {
    if (cov.players[k] !== player && cov.counts[k]!.get(h) >= 2) out.push(cov.players[k]!);
  }
  return out;
}

export function underEnemyFire(cov: FireMaps, player: PlayerId | null, h: number): boolean {
  for (let k = 0; k < cov.players.length; k++) {
    if (cov.players[k] !== player && cov.counts[k]!.get(h) >= 2) return true;
  }
  return false;
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
export function holdsSuperTank(state: GameState, id: string, d: Occupancy): boolean {
  for (const i of d.contents.get(id) ?? []) {
    const q = state.pieces[i]!;
    if (q.type === 'superTank' || holdsSuperTank(state, q.id, d)) return true;
  }
  return false;
}

