// Escort: idle destructors close in on my harvesters that enemy destructors could reach (within 8
// hexes), with points that could not be saved anyway.
import { CAPACITY, DESTRUCTORS } from '../../engine/index.js';
import { distanceField, neighbours } from '../world.js';
import { fieldAt, type TaskContext } from './context.js';

export function escort(tc: TaskContext): void {
  const { w, ctx } = tc;
  const harvesters = tc.units.filter(
    (p) =>
      CAPACITY[p.type] !== undefined &&
      tc.enemies.some((e) => DESTRUCTORS.has(e.type) && w.board.dist(e.at, p.at) <= 8),
  );
  for (const p of tc.units) {
    if (!DESTRUCTORS.has(p.type) || tc.returning(p) || tc.guarding.has(p.id)) continue;
    const pass = tc.passFor(p.type);
    const src: number[] = [];
    for (const hv of harvesters) for (const x of neighbours(w.board, hv.at)) if (pass(x)) src.push(x);
    if (!src.length) continue;
    const field = distanceField(w.board, src, pass);
    const here = fieldAt(field, [p.at]);
    if (here <= 2) continue;
    tc.moveToward(p, field, 0.05 * ctx.weights.escort, 'escort');
  }
}
