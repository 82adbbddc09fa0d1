// Guard (hard): when two enemy destructors of one player could come within firing range of a pode next
// turn, destructors stand within 2 hexes of it (with its tower they make a firing pair on anything that
// comes to shoot it): the nearest from outside, else one from aboard through a pode. A posted guard
// (`tc.guarding`) is left alone by hunting, escort and the keep-safe moves.
import { DESTRUCTORS, T_MOUNTAIN, type PlayerId } from '../../engine/index.js';
import { distanceField, neighbours, usable } from '../world.js';
import { fieldAt, type TaskContext } from './context.js';

export function guard(tc: TaskContext): void {
  const { w, ctx, out, units } = tc;
  if (!ctx.style.guards || !tc.homes.length || tc.turn >= 25) return;
  for (const k of tc.homes) {
    const perPlayer = new Map<PlayerId, number>();
    const podesUp = k.podes.filter((pd, i) => pd >= 0 && k.piece.towers?.[i]);
    if (!podesUp.length) continue;
    const threatened = new Set<number>();
    for (const e of tc.enemies) {
      if (!DESTRUCTORS.has(e.type) || w.stuck(e)) continue;
      const reach = (e.type === 'superTank' || e.type === 'tank' ? 3 : 2) + (e.type === 'motorBoat' ? 4 : 3) + 1;
      const near = podesUp.filter((pd) => w.board.dist(e.at, pd) <= reach);
      if (!near.length) continue;
      const o = w.owner(e)!;
      perPlayer.set(o, (perPlayer.get(o) ?? 0) + 1);
      for (const pd of near) threatened.add(pd);
    }
    const attackers = Math.max(0, ...perPlayer.values());
    if (attackers < 2) continue;
    const standing = podesUp.length;
    // a lost astronef loses everything aboard: the fewer towers stand, the more a guard is worth
    const stake = (standing === 1 ? 3 : standing === 2 ? 2 : 1.2) * ctx.weights.safety;
    const pass = tc.passFor('tank');
    const src: number[] = [];
    for (const pd of threatened)
      for (const h of w.board.within(pd, 2)) if (h !== pd && !k.hexes.includes(h) && pass(h)) src.push(h);
    const field = distanceField(w.board, src, pass);
    const defenders = units
      .filter((p) => DESTRUCTORS.has(p.type) && p.type !== 'motorBoat' && !tc.returning(p))
      .map((p) => ({ p, d: fieldAt(field, [p.at]) }))
      .filter((x) => x.d >= 0)
      .sort((a, b) => a.d - b.d);
    const need = Math.min(2, attackers);
    const posted = defenders.filter((x) => x.d === 0);
    for (const x of posted.slice(0, need)) tc.guarding.add(x.p.id);
    let missing = need - posted.length;
    for (const x of defenders) {
      if (missing <= 0) break;
      if (x.d === 0 || x.d > 8) continue;
      tc.guarding.add(x.p.id);
      tc.moveToward(x.p, field, 0.45 * stake, 'guard');
      missing--;
    }
    if (missing <= 0) continue;
    // from aboard: a tank or the super tank out through a standing pode, beside a threatened one
    const aboard = w.cargo(k.piece).filter((q) => q.type === 'tank' || q.type === 'superTank');
    const exits: number[] = [];
    k.podes.forEach((pd, i) => {
      if (pd < 0 || !k.piece.towers?.[i]) return;
      for (const h of neighbours(w.board, pd))
        if (
          w.byHex[h]! < 0 &&
          !k.hexes.includes(h) &&
          field[h] === 0 &&
          usable('tank', w.board.terrain[h]!, w.state.tide)
        )
          exits.push(h);
    });
    const seen = new Set<number>();
    for (const q of aboard.slice(0, missing))
      for (const h of exits) {
        if (seen.has(h) || w.underEnemyFire(h)) continue;
        seen.add(h);
        out.push({
          action: { type: 'unload', carrier: k.piece.id, item: q.id, to: w.board.hex(h) },
          value: (1.2 + (w.board.terrain[h] === T_MOUNTAIN ? 0.3 : 0)) * stake - tc.endPenalty(q, [h]) * 0.5,
          cost: 1,
          task: 'guard',
        });
      }
  }
}
