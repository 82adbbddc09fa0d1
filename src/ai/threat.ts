// The danger a piece ends its turn in: enemy fire next turn, and the next tide.
import {
  CAPACITY,
  DESTRUCTORS,
  REACH,
  SEA_TYPES,
  T_MARSH,
  T_MOUNTAIN,
  T_REEF,
  TIDES,
  creditFor,
  landAt,
  type Piece,
  type PieceType,
  type PlayerId,
  type Tide,
} from '../engine/index.js';
import { neighbours, usable, rangeOf, type World } from './world.js';

/** Probability that a piece of this type on terrain t is stuck after the next tide. */
export function floodRisk(type: PieceType, t: number, next: Tide | null): number {
  if (t !== T_MARSH && t !== T_REEF) return 0;
  const sea = SEA_TYPES.has(type);
  if (next) return usable(type, t, next) ? 0 : 1;
  // unknown next tide: five cards of each kind
  const stuckIf = TIDES.filter((tide) => (sea ? landAt(t, tide) : !landAt(t, tide))).length;
  return stuckIf / 3;
}

/** Hexes enemy destructors could bring under fire next turn (two of one player), by how surely. */
export function threatMap(w: World): Float32Array {
  const n = w.board.n;
  const out = new Float32Array(n);
  const perPlayer = new Map<PlayerId, Uint8Array>();
  const add = (pid: PlayerId, hexes: ArrayLike<number>) => {
    let m = perPlayer.get(pid);
    if (!m) perPlayer.set(pid, (m = new Uint8Array(n)));
    for (let i = 0; i < hexes.length; i++) m[hexes[i]!]!++;
  };
  for (const p of w.enemyUnits()) {
    if (!DESTRUCTORS.has(p.type) || w.stuck(p)) continue;
    const mobility = p.neutralisedBy ? 1 : p.type === 'motorBoat' ? 4 : 3;
    add(w.owner(p)!, w.board.within(p.at, rangeOf(w.board, p) + mobility));
  }
  for (const k of w.astronefs) {
    if (!k.owner || k.owner === w.me || k.piece.departed) continue;
    k.podes.forEach((pd, i) => {
      if (pd >= 0 && k.piece.towers?.[i]) add(k.owner!, w.board.within(pd, 2));
    });
  }
  const mineFire = w.fire().get(w.me);
  for (const m of perPlayer.values())
    for (let h = 0; h < n; h++) {
      const c = m[h]!;
      if (c === 0) continue;
      let v = c >= 2 ? 1 : 0.25;
      if (mineFire && mineFire[h]! >= 2) v *= 0.5;
      if (v > out[h]!) out[h] = v;
    }
  return out;
}

const NONE = 255;

/**
 * Hex by hex, the least action points one enemy destructor needs next turn to have that hex within its
 * fire: moving one action point a hex over what it may cross at that tide (its own kind of terrain, a
 * pontoon for a land piece; not through another piece, nor through hexes under two of my shooters), from
 * where it stands or, for a piece aboard an astronef, from beside a standing pode (unloading costs one).
 */
function coverCost(
  w: World,
  p: Piece,
  starts: { h: number; cost: number }[],
  maxMove: number,
  tide: Tide,
  mineFire: Uint8Array | undefined,
): Uint8Array {
  const { board } = w;
  const n = board.n;
  const moveCost = new Uint8Array(n).fill(NONE);
  const queue: number[] = [];
  // two passes keep the queue in cost order: starts at 0, then starts at 1 (a piece aboard)
  for (const c of [0, 1])
    for (const s of starts) {
      if (s.cost !== c || moveCost[s.h] !== NONE || c > maxMove) continue;
      moveCost[s.h] = c;
      queue.push(s.h);
    }
  const passable = (h: number) => {
    if (w.byHex[h]! >= 0) return false;
    if (mineFire && mineFire[h]! >= 2) return false;
    const t = board.terrain[h]!;
    if (w.pontoonAt[h]! >= 0) return !SEA_TYPES.has(p.type) && !(p.type === 'superTank' && t === T_MOUNTAIN);
    return usable(p.type, t, tide);
  };
  for (let head = 0; head < queue.length; head++) {
    const h = queue[head]!;
    const c = moveCost[h]!;
    if (c >= maxMove) continue;
    for (let k = 0; k < 6; k++) {
      const x = board.nb[h * 6 + k]!;
      if (x < 0 || moveCost[x] !== NONE || !passable(x)) continue;
      moveCost[x] = c + 1;
      queue.push(x);
    }
  }
  const cover = new Uint8Array(n).fill(NONE);
  for (const x of queue) {
    const m = moveCost[x]!;
    const r = rangeOf(board, p, x);
    const hexes = board.within(x, r);
    for (let i = 0; i < hexes.length; i++) {
      const h = hexes[i]!;
      if (m < cover[h]!) cover[h] = m;
    }
  }
  return cover;
}

/** A player's action points at the start of his next turn: his credit and his bank. */
function nextTurnPoints(w: World, pid: PlayerId): number {
  const pl = w.state.players[pid];
  if (!pl || pl.out || pl.gone) return 0;
  return creditFor(w.state, pid) + pl.saved;
}

/**
 * The exact next-turn threat (the hard level's): for each enemy player, the hexes two of his destructors
 * (or his towers) can bring under fire in his next turn with his real action points (his credit and his
 * bank), counting the pieces aboard his astronefs that can come out, the paths his pieces can take at the
 * next tide (when known) and my fire they cannot cross. 1 where a pair and its shot fit in his points,
 * else 0. What an enemy could capture is inside this (a capture costs one point less but needs contact).
 */
export function exactThreatMap(w: World, nextTide: Tide | null): Float32Array {
  const n = w.board.n;
  const out = new Float32Array(n);
  const tide = nextTide ?? w.state.tide;
  const mineFire = w.fire().get(w.me);
  const byPlayer = new Map<
    PlayerId,
    { pieces: { p: Piece; starts: { h: number; cost: number }[] }[]; towers: number[] }
  >();
  const entry = (pid: PlayerId) => {
    let e = byPlayer.get(pid);
    if (!e) byPlayer.set(pid, (e = { pieces: [], towers: [] }));
    return e;
  };
  for (const p of w.enemyUnits()) {
    if (!DESTRUCTORS.has(p.type) || w.stuck(p) || p.neutralisedBy) continue;
    entry(w.owner(p)!).pieces.push({ p, starts: [{ h: p.at, cost: 0 }] });
  }
  // a destructor aboard an enemy barge (or crab) is unloaded beside it for one point, then moves and fires
  // (hand-played game 2, turn 21: a tank came ashore from a barge and, with a boat, shot a loaded crab)
  for (const c of w.enemyUnits()) {
    if (CAPACITY[c.type] === undefined || w.stuck(c) || c.neutralisedBy) continue;
    const aboard = w.cargo(c).filter((q) => DESTRUCTORS.has(q.type) && q.type !== 'motorBoat');
    if (!aboard.length) continue;
    const own = c.at2 >= 0 ? [c.at, c.at2] : [c.at];
    const beside = [...new Set(own.flatMap((h) => neighbours(w.board, h)))].filter(
      (x) => !own.includes(x) && w.byHex[x]! < 0,
    );
    for (const q of aboard)
      entry(w.owner(c)!).pieces.push({
        p: q,
        starts: beside
          .filter((x) => w.pontoonAt[x]! >= 0 || usable(q.type, w.board.terrain[x]!, tide))
          .map((h) => ({ h, cost: 1 })),
      });
  }
  for (const k of w.astronefs) {
    if (!k.owner || k.owner === w.me || k.piece.departed || k.piece.at < 0) continue;
    const e = entry(k.owner);
    const exits: { h: number; cost: number }[] = [];
    k.podes.forEach((pd, i) => {
      if (pd < 0 || !k.piece.towers?.[i]) return;
      e.towers.push(pd);
      for (const x of neighbours(w.board, pd)) if (!k.hexes.includes(x)) exits.push({ h: x, cost: 1 });
    });
    if (!exits.length) continue;
    for (const q of w.cargo(k.piece))
      if (DESTRUCTORS.has(q.type) && q.type !== 'motorBoat')
        e.pieces.push({
          p: q,
          starts: exits.filter((s) => w.byHex[s.h]! < 0 && usable(q.type, w.board.terrain[s.h]!, tide)),
        });
  }
  for (const [pid, e] of byPlayer) {
    const ap = nextTurnPoints(w, pid);
    if (ap < 2) continue;
    const best1 = new Uint8Array(n).fill(NONE);
    const best2 = new Uint8Array(n).fill(NONE);
    const take = (h: number, c: number) => {
      if (c < best1[h]!) {
        best2[h] = best1[h]!;
        best1[h] = c;
      } else if (c < best2[h]!) best2[h] = c;
    };
    for (const pd of e.towers) {
      const hexes = w.board.within(pd, REACH.tower);
      for (let i = 0; i < hexes.length; i++) take(hexes[i]!, 0);
    }
    for (const { p, starts } of e.pieces) {
      if (!starts.length) continue;
      const cover = coverCost(w, p, starts, ap - 2, tide, mineFire);
      for (let h = 0; h < n; h++) if (cover[h] !== NONE) take(h, cover[h]!);
    }
    for (let h = 0; h < n; h++) if (best2[h] !== NONE && best1[h]! + best2[h]! + 2 <= ap) out[h] = 1;
  }
  return out;
}
