// Strike: shots with two shooters (destructors or my towers) at enemy pieces in range, valued by what
// they carry and how close they are to my pieces; moves that bring a destructor into range of a
// valuable target when a partner is there or can get there (normal, hard).
import { DESTRUCTORS, type Destination, type Piece } from '../../engine/index.js';
import { rangeOf } from '../world.js';
import { destEnd, hexesOf, type TaskContext } from './context.js';

/** Something that can shoot this turn: a destructor (`piece`) or a tower (`ref` "astronef:pode"). */
export interface Shooter {
  ref: string;
  at: number;
  range: number;
  piece: Piece | null;
}

/** Something worth bringing shooters into range of: an enemy piece, or a tower. */
export interface Target {
  hexes: number[];
  value: number;
}

export function shootersOf(tc: TaskContext): Shooter[] {
  const { w } = tc;
  const out: Shooter[] = [];
  for (const p of tc.units) {
    if (!DESTRUCTORS.has(p.type) || p.shots >= 2 || w.underEnemyFire(p.at)) continue;
    out.push({ ref: p.id, at: p.at, range: rangeOf(w.board, p), piece: p });
  }
  for (const k of tc.homes)
    k.podes.forEach((pd, i) => {
      if (pd >= 0 && k.piece.towers?.[i] && (k.piece.towerShots?.[i] ?? 0) < 2)
        out.push({ ref: `${k.piece.id}:${i}`, at: pd, range: 2, piece: null });
    });
  return out;
}

/** A shot at an enemy piece two of my shooters reach. */
export function shotAt(tc: TaskContext, shooters: Shooter[], t: Piece): void {
  const { w, ctx } = tc;
  const th = hexesOf(t);
  const inRange = shooters.filter((s) => th.some((h) => w.board.dist(s.at, h) <= s.range));
  if (inRange.length < 2) return;
  const target = th.find((h) => inRange.filter((s) => w.board.dist(s.at, h) <= s.range).length >= 2);
  if (target === undefined) return;
  const pair = inRange.filter((s) => w.board.dist(s.at, target) <= s.range).slice(0, 2);
  tc.out.push({
    action: { type: 'fire', shooters: [pair[0]!.ref, pair[1]!.ref], target: w.board.hex(target) },
    value: tc.targetValue(t) * ctx.style.aggression * ctx.weights.strike,
    cost: 2,
    task: 'strike',
  });
}

/** The destructors free to move into range. */
export function strikeMovers(tc: TaskContext): Piece[] {
  return tc.units.filter((p) => DESTRUCTORS.has(p.type) && p.shots < 2 && !tc.returning(p));
}

/** The enemy pieces worth a strike move. */
export function pieceTargets(tc: TaskContext): Target[] {
  return tc.enemies
    .filter((t) => tc.targetValue(t) >= 2.5)
    .map((t) => ({ hexes: hexesOf(t), value: tc.targetValue(t) }));
}

/**
 * For each target fewer than two of my shooters cover: the cheapest moves that bring destructors into
 * range, when the pair (and its two points of fire) fits in the points left; the first of them is proposed.
 */
export function strikeMoves(tc: TaskContext, shooters: Shooter[], movers: Piece[], targets: Target[]): void {
  const { w, ctx } = tc;
  const dests = (p: Piece) => tc.destinationsOf(p).filter((x) => !x.strands && !x.secondArrival && !x.mountainPair);
  for (const t of targets) {
    const covering = shooters.filter((s) => t.hexes.some((h) => w.board.dist(s.at, h) <= s.range)).length;
    if (covering >= 2) continue;
    const options: { p: Piece; d: Destination; cost: number }[] = [];
    for (const p of movers) {
      if (t.hexes.some((h) => w.board.dist(p.at, h) <= rangeOf(w.board, p))) continue;
      if (Math.min(...t.hexes.map((h) => w.board.dist(p.at, h))) > 12) continue;
      let best: Destination | null = null;
      for (const d of dests(p)) {
        const e = destEnd(w.board, d)[0]!;
        if (!t.hexes.some((h) => w.board.dist(e, h) <= rangeOf(w.board, p, e))) continue;
        if (!best || d.cost < best.cost) best = d;
      }
      if (best) options.push({ p, d: best, cost: best.cost });
    }
    if (!options.length) continue;
    options.sort((a, b) => a.cost - b.cost);
    const need = 2 - covering;
    if (options.length < need) continue;
    const total = options.slice(0, need).reduce((s, o) => s + o.cost, 0) + 2;
    if (total > w.ap) continue;
    const o = options[0]!;
    const end = destEnd(w.board, o.d);
    const v =
      (t.value * ctx.style.aggression * ctx.weights.strike * 0.85 * (o.cost + 2)) / total -
      tc.endPenalty(o.p, end) * 0.5;
    tc.out.push({
      action: { type: 'move', piece: o.p.id, path: o.d.path },
      value: v,
      cost: o.cost,
      task: 'strikeMove',
    });
  }
}
