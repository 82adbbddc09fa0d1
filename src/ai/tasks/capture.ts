// Capture and take (normal, hard): captures with two destructors in contact; shots at an enemy
// astronef's towers, valued more as fewer stand; then a destructor heads for a pode and enters the
// astronef, which takes it with everything aboard. And the towers of an astronef I took, rebuilt.
import { DESTRUCTORS, scoresNow, type Piece } from '../../engine/index.js';
import { distanceField, neighbours, type Astronef } from '../world.js';
import { fieldAt, hexesOf, type TaskContext } from './context.js';
import type { Shooter, Target } from './strike.js';

/** A capture of an enemy piece two of my destructors touch. */
export function captureOf(tc: TaskContext, t: Piece): void {
  const { w, ctx } = tc;
  const th = hexesOf(t);
  const captors = tc.units.filter(
    (u) => DESTRUCTORS.has(u.type) && !w.underEnemyFire(u.at) && th.some((h) => w.board.adjacent(u.at, h)),
  );
  if (captors.length >= 2)
    tc.out.push({
      action: { type: 'capture', captors: [captors[0]!.id, captors[1]!.id], target: t.id },
      value: tc.targetValue(t) * 1.4 * ctx.weights.strike,
      cost: 1,
      task: 'capture',
    });
}

/** Shots at the towers of enemy astronefs in range, and entering one whose towers are all down. */
export function towerShotsAndTake(tc: TaskContext, shooters: Shooter[]): void {
  const { w, ctx, out } = tc;
  for (const k of w.astronefs) {
    if (!k.owner || k.owner === w.me || k.piece.departed) continue;
    const standing = (k.piece.towers ?? []).filter(Boolean).length;
    k.podes.forEach((pd, i) => {
      if (pd < 0 || !k.piece.towers?.[i]) return;
      const inRange = shooters.filter((s) => w.board.dist(s.at, pd) <= s.range);
      if (inRange.length >= 2)
        out.push({
          action: { type: 'fire', shooters: [inRange[0]!.ref, inRange[1]!.ref], target: w.board.hex(pd) },
          value: (1.5 + (standing === 1 ? 6 : 2)) * ctx.weights.strike,
          cost: 2,
          task: 'tower',
        });
    });
    if (standing === 0)
      for (const u of tc.units)
        if (DESTRUCTORS.has(u.type) && k.podes.some((pd) => w.board.adjacent(u.at, pd)))
          out.push({ action: { type: 'load', carrier: k.piece.id, item: u.id }, value: 60, cost: 1, task: 'take' });
  }
}

/**
 * The towers of enemy astronefs as strike-move targets (worth more as fewer stand, the last one worth a
 * share of what the astronef holds); toward an astronef with no tower left, my destructors head for a pode.
 */
export function assault(tc: TaskContext, movers: Piece[]): Target[] {
  const { w, turn } = tc;
  const targets: Target[] = [];
  for (const k of w.astronefs) {
    if (!k.owner || k.owner === w.me || k.piece.departed) continue;
    // an astronef's towers, then the astronef itself: worth what it holds
    const standing = (k.piece.towers ?? []).filter(Boolean).length;
    // hard: all it holds becomes mine (what its owner would bring home now), not a capped share of it
    const holds = scoresNow(w.state)[k.owner] ?? 0;
    const prize = tc.ctx.style.assaults ? holds : Math.min(30, holds / 2);
    k.podes.forEach(
      (pd, i) =>
        k.piece.towers?.[i] &&
        targets.push({ hexes: [pd], value: 2 + (3 - standing) * 1.5 + (standing === 1 ? prize / 3 : 0) }),
    );
    if (standing === 1 && tc.ctx.style.assaults && turn < 24) approach(tc, movers, k, prize);
    if (standing === 0 && turn < 25) {
      const pass = tc.passFor('tank');
      const src: number[] = [];
      for (const pd of k.podes) for (const x of neighbours(w.board, pd)) if (pass(x)) src.push(x);
      const field = distanceField(w.board, src, pass);
      for (const p of movers) if (p.type !== 'motorBoat') tc.moveToward(p, field, 0.5 + prize / 10, 'take');
    }
  }
  return targets;
}

/**
 * Hard: toward an enemy astronef with one tower left, the two nearest free destructors within 30 hexes head
 * for a ring just beyond that tower's reach, from where the strike moves shoot it and the take follows. In
 * 24 four-player games against normal, such an astronef stood for 4 to 7 turns with hard's destructors 15 to
 * 20 hexes away, or 2 to 5 hexes away without the last shot (a prize of 29 to 51 points); normal players
 * took 7 astronefs there, hard 5.
 */
function approach(tc: TaskContext, movers: Piece[], k: Astronef, prize: number): void {
  const { w } = tc;
  const up = k.podes.filter((pd, i) => pd >= 0 && k.piece.towers?.[i]);
  const pass = tc.passFor('tank');
  const ring: number[] = [];
  for (const pd of up)
    for (const h of w.board.within(pd, 4))
      if (w.board.dist(h, pd) >= 3 && up.every((u) => w.board.dist(h, u) >= 3) && pass(h)) ring.push(h);
  const field = distanceField(w.board, ring, pass);
  const pair = movers
    .filter((p) => p.type !== 'motorBoat' && !tc.guarding.has(p.id))
    .map((p) => ({ p, d: fieldAt(field, [p.at]) }))
    .filter((x) => x.d > 0 && x.d <= 30)
    .sort((a, b) => a.d - b.d)
    .slice(0, 2);
  const rate = Math.min(1, 0.03 * prize) * tc.ctx.weights.strike;
  for (const x of pair) tc.moveToward(x.p, field, rate, 'take');
}

/** The towers of an astronef I took, rebuilt (the rules allow it only there). */
export function rebuild(tc: TaskContext): void {
  for (const k of tc.homes)
    (k.piece.towers ?? []).forEach((up, i) => {
      if (!up && k.piece.rebuildBy === tc.w.me)
        tc.out.push({
          action: { type: 'rebuildTower', astronef: k.piece.id, pode: i },
          value: 2.5,
          cost: 2,
          task: 'rebuild',
        });
    });
}
