// The turn planner: a candidate-action loop over tasks (one module each in tasks/). At each step every
// task proposes actions with a value; the best value per action point is played on the simulated state
// (through the engine's apply), and the loop goes on until nothing is worth its cost.
import { apply, legalDestinations } from '../engine/index.js';
import type { Reason } from './reason.js';
import { bankPlan, type BankPlan } from './tasks/bank.js';
import type { Sim } from './sim.js';
import { captureOf, assault, rebuild, towerShotsAndTake } from './tasks/capture.js';
import { TaskContext, type Candidate, type TurnContext } from './tasks/context.js';
import { escort } from './tasks/escort.js';
import { evacuate, takeOff } from './tasks/evacuate.js';
import { ferry } from './tasks/ferry.js';
import { guard } from './tasks/guard.js';
import { harvest } from './tasks/harvest.js';
import { hunt } from './tasks/hunt.js';
import { keepSafe } from './tasks/keep-safe.js';
import { retreats } from './tasks/retreat.js';
import { sorties } from './tasks/sortie.js';
import { pieceTargets, shootersOf, shotAt, strikeMovers, strikeMoves } from './tasks/strike.js';
import type { World } from './world.js';

export { BASE_WEIGHTS, type Candidate, type TurnContext, type Weights } from './tasks/context.js';

/**
 * The least value per action point of a harvester's trip. A crab's round trip to ore n hexes away brings
 * two ore (about 3.4 points) for 2n + 4 points: still 0.12 a point at 12 hexes, the lattice's usual
 * distance in mid-game, where other moves need 0.25.
 */
const TRAVEL_RATIO = 0.1;

const END: Reason = { task: 'endTurn', goal: null };
/** The tasks that may spend the points kept for a strike in reach now (the strike itself). */
const STRIKING: ReadonlySet<string> = new Set(['strike', 'strikeMove', 'capture', 'sortie']);

export function planPlayTurn(sim: Sim, ctx: TurnContext): void {
  const banned = new Set<string>();
  retreats(sim, ctx);
  const now = ctx.now ?? Date.now;
  // the bank plan in force when nothing more was worth its points: the turn ends keeping them
  let kept: BankPlan | null = null;
  for (let guard = 0; guard < 120; guard++) {
    if (now() > ctx.deadline) break;
    const w = sim.world();
    if (w.ap <= 0) break;
    if (sim.state.turnState.secondArrival) break;
    let bank: BankPlan | null = null;
    const cands = candidates(w, ctx, (b) => (bank = b)).filter(
      (c) => c.cost <= w.ap && !banned.has(JSON.stringify(c.action)),
    );
    const liftCost = liftOffReserve(w);
    // (set by the callback above, which the compiler's narrowing does not follow)
    const keep = bank as BankPlan | null;
    const worth = cands.filter((c) => {
      if (c.task === 'liftOff') return true;
      if (w.ap - c.cost < liftCost) return false;
      const ratio = c.value / Math.max(1, c.cost);
      // the points kept for a strike (next turn's, or this turn's thanks to the bank) go only to what
      // earns more per point than the strike, or to the strike itself
      if (keep && w.ap - c.cost < keep.keep && ratio < keep.ratio && !(keep.now && STRIKING.has(c.task))) return false;
      if (ratio >= (c.travel ? TRAVEL_RATIO : 0.25)) return true;
      // cheap moves only with points that would not be saved anyway
      const saveNow = Math.min(10, Math.floor(w.ap / 5) * 5);
      const saveAfter = Math.min(10, Math.floor((w.ap - c.cost) / 5) * 5);
      return ratio > 0.02 && saveAfter >= saveNow;
    });
    if (!worth.length) {
      kept = keep;
      break;
    }
    worth.sort((a, b) => b.value / Math.max(1, b.cost) - a.value / Math.max(1, a.cost));
    let pick = worth[0]!;
    if (ctx.style.noise > 0 && worth.length > 1 && ctx.rand.next() < ctx.style.noise)
      pick = worth[1 + ctx.rand.int(worth.length - 1)]!;
    const goal = pick.goal !== undefined ? w.board.hex(pick.goal) : null;
    if (!sim.step(pick.action, { task: pick.task, goal })) banned.add(JSON.stringify(pick.action));
  }
  // the turn ends with the points kept for the strike: the reason says so (and where the target stands)
  const w = sim.world();
  finishTurn(
    sim,
    kept && !kept.now && w.ap >= kept.keep ? { task: 'bankForStrike', goal: w.board.hex(kept.target) } : END,
  );
}

function liftOffReserve(w: World): number {
  if (w.state.turn !== 25) return 0;
  let need = 0;
  for (const k of w.myAstronefs()) if (k.piece.at >= 0) need += 1 + (k.piece.towers ?? []).filter((t) => !t).length;
  return need;
}

/** Ends the turn; on turn 25 takes off first with every astronef still here. */
export function finishTurn(sim: Sim, reason: Reason = END): void {
  const w = sim.world();
  if (sim.state.turn === 25 && sim.state.phase === 'play')
    for (const k of w.myAstronefs())
      if (k.piece.at >= 0)
        sim.step(
          { type: 'liftOff', player: sim.me, astronef: k.piece.id, choice: 'leave' },
          { task: 'takeOff', goal: null },
        );
  if (sim.step({ type: 'endTurn' }, reason)) return;
  // two tanks on neighbouring mountains: move one off, then end
  const r = apply(sim.state, { type: 'endTurn' });
  if (!r.ok && r.error.code === 'MOUNTAIN_PAIR') {
    const pair = (r.error.params.pieces as string[] | undefined) ?? [];
    for (const id of pair) {
      const d = legalDestinations(sim.state, id).find((x) => !x.mountainPair && !x.secondArrival && !x.strands);
      if (d && sim.step({ type: 'move', piece: id, path: d.path }, { task: 'mountainPair', goal: null })) break;
    }
  }
  if (!sim.step({ type: 'endTurn' }, reason)) sim.step({ type: 'endTurn', timeout: true }, reason);
}

/**
 * Every task's candidates for the next action, in a fixed order (equal values per point are played in
 * this order). The tasks share what they read through one TaskContext; a barge ferrying is not a
 * harvester, and a destructor on guard is left alone by the tasks after it.
 */
export function candidates(w: World, ctx: TurnContext, onBank?: (plan: BankPlan | null) => void): Candidate[] {
  const tc = new TaskContext(w, ctx);
  evacuate(tc);
  ferry(tc);
  harvest(tc);
  const shooters = shootersOf(tc);
  for (const t of tc.enemies) {
    shotAt(tc, shooters, t);
    if (ctx.style.captures) captureOf(tc, t);
  }
  if (ctx.style.captures) towerShotsAndTake(tc, shooters);
  if (ctx.style.strikeMoves && w.ap >= 4) {
    const movers = strikeMovers(tc);
    const targets = pieceTargets(tc);
    if (ctx.style.captures) targets.push(...assault(tc, movers));
    strikeMoves(tc, shooters, movers, targets);
    sorties(tc, shooters, movers);
    if (onBank && ctx.style.banksForStrike) onBank(bankPlan(tc, shooters, movers, targets));
  }
  guard(tc);
  hunt(tc);
  keepSafe(tc);
  escort(tc);
  rebuild(tc);
  takeOff(tc);
  return tc.out;
}
