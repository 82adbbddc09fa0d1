// Hunt (hard): a lone enemy harvester (no two of its owner's destructors or towers could cover it next
// turn) is approached by a pair of destructors over two turns, to a ring just out of its reach, from
// where the strike moves fire on it next turn. Nothing is remembered: the target is chosen each turn.
import { CAPACITY, DESTRUCTORS, type Piece, type PlayerId } from '../../engine/index.js';
import { distanceField, rangeOf } from '../world.js';
import { fieldAt, hexesOf, type TaskContext } from './context.js';

export function hunt(tc: TaskContext): void {
  const { w, ctx } = tc;
  if (!ctx.style.hunts || tc.turn >= 24) return;
  const hunters = tc.units.filter(
    (p) => DESTRUCTORS.has(p.type) && p.shots < 2 && !tc.returning(p) && !tc.guarding.has(p.id),
  );
  if (hunters.length < 2) return;
  const enemies = tc.enemies;
  const cover = new Map<PlayerId, Uint8Array>();
  const coverOf = (pid: PlayerId) => {
    let m = cover.get(pid);
    if (m) return m;
    m = new Uint8Array(w.board.n);
    for (const e of enemies) {
      if (!DESTRUCTORS.has(e.type) || w.owner(e) !== pid || w.stuck(e) || e.neutralisedBy) continue;
      for (const h of w.board.within(e.at, rangeOf(w.board, e) + 3)) m[h] = Math.min(250, m[h]! + 1);
    }
    for (const a of w.astronefs)
      if (a.owner === pid && !a.piece.departed)
        a.podes.forEach((pd, i) => {
          if (pd >= 0 && a.piece.towers?.[i]) for (const h of w.board.within(pd, 2)) m![h] = Math.min(250, m![h]! + 1);
        });
    cover.set(pid, m);
    return m;
  };
  let best: { t: Piece; value: number } | null = null;
  for (const t of enemies) {
    if (CAPACITY[t.type] === undefined || w.stuck(t)) continue;
    const o = w.owner(t)!;
    const c = coverOf(o);
    if (hexesOf(t).some((h) => c[h]! >= 2)) continue;
    const near = hunters.filter((p) => w.board.dist(p.at, t.at) <= 14).length;
    if (near < 2) continue;
    const v = tc.targetValue(t);
    if (!best || v > best.value) best = { t, value: v };
  }
  if (!best) return;
  const th = hexesOf(best.t);
  const pass = tc.passFor('tank');
  const src: number[] = [];
  for (const h of w.board.within(best.t.at, 4)) if (th.every((x) => w.board.dist(x, h) >= 3) && pass(h)) src.push(h);
  const field = distanceField(w.board, src, pass);
  const pair = hunters
    .filter((p) => p.type !== 'motorBoat')
    .map((p) => ({ p, d: fieldAt(field, [p.at]) }))
    .filter((x) => x.d > 0)
    .sort((a, b) => a.d - b.d)
    .slice(0, 2);
  const rate = 0.04 * best.value * ctx.style.aggression * ctx.weights.strike;
  for (const x of pair) tc.moveToward(x.p, field, rate, 'hunt');
}
