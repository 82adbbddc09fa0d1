// Retreat: at the start of a turn, each neutralised piece of mine that may retreat goes to the safest
// free hex it can reach (least threat of fire next turn, least flood risk).
import { legalDestinations } from '../../engine/index.js';
import type { Sim } from '../sim.js';
import { floodRisk } from '../threat.js';
import { destEnd, nextTurnThreat, type TurnContext } from './context.js';

export function retreats(sim: Sim, ctx: TurnContext): void {
  const ids = sim.state.turnState.mayRetreat.slice();
  for (const id of ids) {
    const w = sim.world();
    const p = w.state.pieces[w.state.index[id]!];
    if (!p || !w.mine(p)) continue;
    const threat = nextTurnThreat(w, ctx);
    const dests = legalDestinations(sim.state, id).filter((d) => !d.strands && !d.mountainPair);
    if (!dests.length) continue;
    let best = dests[0]!;
    let bestScore = Infinity;
    for (const d of dests) {
      const h = destEnd(w.board, d)[0]!;
      const s = (threat ? threat[h]! : 0) + floodRisk(p.type, w.board.terrain[h]!, ctx.nextTide);
      if (s < bestScore) {
        bestScore = s;
        best = d;
      }
    }
    sim.step({ type: 'move', piece: id, path: best.path }, { task: 'retreat', goal: null });
  }
}
