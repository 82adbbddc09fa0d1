// The danger a piece ends its turn in: enemy fire next turn, and the next tide.
import {
  DESTRUCTORS,
  SEA_TYPES,
  T_MARSH,
  T_REEF,
  landAt,
  type PieceType,
  type PlayerId,
  type Tide,
} from '../engine/index.js';
import { usable, rangeOf, type World } from './world.js';

/** Probability that a piece of this type on terrain t is stuck after the next tide. */
export function floodRisk(type: PieceType, t: number, next: Tide | null): number {
  if (t !== T_MARSH && t !== T_REEF) return 0;
  const sea = SEA_TYPES.has(type);
  if (next) return usable(type, t, next) ? 0 : 1;
  // unknown next tide: five cards of each kind
  const stuckIf = (['low', 'normal', 'high'] as Tide[]).filter((tide) =>
    sea ? landAt(t, tide) : !landAt(t, tide),
  ).length;
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
