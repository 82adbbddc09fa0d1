// Ferry (hard): a crab with no land route to any ore (or only a very long one) goes aboard the barge,
// which carries it across the sea and sets it down on land with ore within 3 hexes. A ferrying barge
// does not harvest meanwhile (`tc.ferrying`).
import { distanceField, neighbours, usable } from '../world.js';
import { fieldAt, hexesOf, type TaskContext } from './context.js';

export function ferry(tc: TaskContext): void {
  const { w, ctx, out, units } = tc;
  const barge = units.find((p) => p.type === 'barge');
  if (!ctx.style.ferries || !barge || !tc.homes.length || tc.turn >= 21) return;
  const passCrab = tc.passFor('crab');
  const crabSrc: number[] = [];
  for (const h of tc.ore) {
    if (w.underEnemyFire(h)) continue;
    for (const x of neighbours(w.board, h)) if (passCrab(x)) crabSrc.push(x);
  }
  const crabOre = distanceField(w.board, crabSrc, passCrab);
  const bargeHexes = hexesOf(barge);
  const aboard = w.cargo(barge).find((q) => q.type === 'crab');
  if (aboard) {
    tc.ferrying.add(barge.id);
    const landing = new Set<number>();
    for (let h = 0; h < w.board.n; h++) {
      const d = crabOre[h]!;
      if (d < 0 || d > 3 || w.byHex[h]! >= 0 || w.underEnemyFire(h)) continue;
      if (usable('crab', w.board.terrain[h]!, w.state.tide)) landing.add(h);
    }
    let unloading = false;
    for (const h of bargeHexes)
      for (const x of neighbours(w.board, h))
        if (landing.has(x)) {
          unloading = true;
          out.push({
            action: { type: 'unload', carrier: barge.id, item: aboard.id, to: w.board.hex(x) },
            value: 3 - 0.3 * crabOre[x]!,
            cost: 1,
            task: 'ferry',
          });
        }
    if (!unloading) {
      const passBarge = tc.passFor('barge', w.state.tide);
      const src: number[] = [];
      for (const x of landing) for (const y of neighbours(w.board, x)) if (passBarge(y)) src.push(y);
      tc.moveToward(barge, distanceField(w.board, src, passBarge), 0.4 * ctx.weights.harvest, 'ferry', true);
    }
  } else if (w.freeSlots(barge) >= 2) {
    for (const c of units) {
      if (c.type !== 'crab' || w.cargo(c).length) continue;
      const d = fieldAt(crabOre, [c.at]);
      if (d >= 0 && d <= 15) continue;
      // is there ore the crab could reach from some coast at all?
      if (!crabSrc.length) continue;
      tc.ferrying.add(barge.id);
      if (bargeHexes.some((h) => w.board.adjacent(h, c.at)))
        out.push({ action: { type: 'load', carrier: barge.id, item: c.id }, value: 2, cost: 1, task: 'ferry' });
      else {
        const passBarge = tc.passFor('barge', w.state.tide);
        const src = neighbours(w.board, c.at).filter(passBarge);
        tc.moveToward(barge, distanceField(w.board, src, passBarge), 0.3 * ctx.weights.harvest, 'ferry', true);
      }
      break;
    }
  }
}
