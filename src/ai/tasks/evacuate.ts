// Evacuate: from the turn a piece needs all the turns left to come home, it heads for a pode and
// enters the astronef; on turn 25 the astronef takes off once nothing else is worth its points.
import { hexesOf, type TaskContext } from './context.js';

export function evacuate(tc: TaskContext): void {
  const { w, out } = tc;
  for (const p of tc.units) {
    if (!tc.returning(p)) continue;
    const pode = tc.nearPode(hexesOf(p));
    if (pode) {
      const inside = w.cargo(p);
      out.push({
        action: { type: 'load', carrier: pode.k.piece.id, item: p.id },
        value: 3 + inside.length * 2,
        cost: 1,
        task: 'evacuate',
      });
      continue;
    }
    const cargoOre = w.cargo(p).filter((q) => q.type === 'ore').length;
    tc.moveToward(p, tc.homeDist(p), 0.5 + 0.3 * cargoOre, 'evacuate');
  }
}

/** Turn 25: take off once no piece is left beside a pode (the planner's finishTurn also does it). */
export function takeOff(tc: TaskContext): void {
  if (tc.turn !== 25 || !tc.staying) return;
  const pending = tc.units.some((p) => !!tc.nearPode(hexesOf(p)));
  if (pending) return;
  for (const k of tc.homes)
    tc.out.push({
      action: { type: 'liftOff', player: tc.w.me, astronef: k.piece.id, choice: 'leave' },
      value: 0.01,
      cost: 0,
      task: 'liftOff',
    });
}
