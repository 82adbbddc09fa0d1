// Fire: how many destructors (and towers) of each player reach each hex. A hex is under a player's fire
// when two of them reach it. Cached per state (pieces, tide, colours), patched along the lineage.
import { Board } from './board.js';
import { changedSlots, MAX_ANCESTORS, parents, registerCache } from './lineage.js';
import { occupancy, occupancyCache, type Occupancy } from './occupancy.js';
import { PersistentArray } from './persistent-array.js';
import { boardOf, DESTRUCTORS, isAbandoned, onBoard, podeHexes, rangeOf, REACH } from './pieces.js';
import { isStuckAt } from './terrain.js';
import type { GameState, Piece, PlayerId } from './types.js';

/**
 * A destructor (not a tower) that makes fire: on the board, not stuck, not neutralised, not abandoned, not
 * the silenced tank of a mountain pair (Full Metal Galaxy's variant).
 */
export function destructorActive(state: GameState, board: Board, p: Piece, d: Occupancy): boolean {
  return (
    DESTRUCTORS.has(p.type) &&
    onBoard(p) &&
    p.neutralisedBy === null &&
    !p.silenced &&
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
    const n = es.length;
    // from the newest entry back, as RingCache
    for (let j = 0, i = this.next; j < n; j++) {
      i = i === 0 ? n - 1 : i - 1;
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
    const n = es.length;
    for (let j = 0, i = this.next; j < n; j++) {
      i = i === 0 ? n - 1 : i - 1;
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

const fireCache = registerCache(new FireCache(16));

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
    for (let k = 0; k < podes.length; k++)
      if (p.towers[k]) emit(col.controller, board.within(podes[k]!, REACH.tower), sign);
    return;
  }
  if (p.neutralisedBy !== null || p.silenced || isStuckAt(state, board, p, d)) return;
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
