// Keep safe: pieces leave the hexes enemy fire may reach next turn, or the next tide may drown (every
// other move is also charged for where it ends: `TaskContext.endPenalty`).
import { destEnd, hexesOf, type Candidate, type TaskContext } from './context.js';

export function keepSafe(tc: TaskContext): void {
  if (!tc.threat && !tc.ctx.style.useForecast) return;
  // hard looks further for a safe hex (hand-played game 2, turn 8: its barge's nearest safe place was 5 points
  // away, and it stayed where the enemy captured it with its ore)
  const maxCost = tc.ctx.style.exactThreat ? 8 : 4;
  for (const p of tc.units) {
    if (tc.guarding.has(p.id)) continue;
    const risk = tc.endPenalty(p, hexesOf(p));
    if (risk < 0.3) continue;
    let best: Candidate | null = null;
    for (const d of tc.destinationsOf(p)) {
      if (d.strands || d.secondArrival || d.mountainPair || d.cost > maxCost) continue;
      const gain = risk - tc.endPenalty(p, destEnd(tc.w.board, d)) - 0.05 * d.cost;
      if (gain > 0.2 && (!best || gain / d.cost > best.value / best.cost))
        best = { action: { type: 'move', piece: p.id, path: d.path }, value: gain, cost: d.cost, task: 'safety' };
    }
    if (best) tc.out.push(best);
  }
}
