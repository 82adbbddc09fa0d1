// Bank for a strike (hard, issue 28 point 2): unused points carry to the next turn in fives, at most ten
// (`bankAtEndOfTurn`). When a worthwhile strike (two destructors into range of a valuable enemy piece, and
// their two points of fire) costs more than the points left now but fits in next turn's credit plus what
// is banked, the planner keeps those points (only the fives needed) from any move that earns less per
// point than the strike would; the destructors stay where they are (keep-safe still moves them out of
// the enemy's reply). Nothing is remembered between turns: next turn the strike moves see the target
// within the bigger credit and play it, or the target has left and no plan is made.
import { creditFor, DESTRUCTORS, type Piece } from '../../engine/index.js';
import { rangeOf, distanceField } from '../world.js';
import type { Shooter, Target } from './strike.js';
import { hexesOf, type TaskContext } from './context.js';

export interface BankPlan {
  /** The points to keep unspent this turn (a multiple of five, at most ten). */
  keep: number;
  /** The strike's expected value per kept point: a move eating into the kept points must earn more. */
  ratio: number;
  /**
   * The strike is in reach now, thanks to the points banked last turn: its points are kept from other
   * moves until the strike moves and shots (which the reserve does not hold back) spend them.
   */
  now: boolean;
  /** Where the target stands (a hex index): the end of the turn's reason. */
  target: number;
  /** The strike's whole cost next turn (moves and the two shots). */
  cost: number;
}

/** The least value of a target worth banking for (a loaded harvester, a barge, a tank near my pieces). */
const MIN_TARGET_VALUE = 5;
/**
 * The share of a target's value counted for a strike a turn away: the enemy moves in between (a harvester
 * goes on with its trip, a barge may sail off), so a plan a turn away is worth less than a shot now.
 */
const NEXT_TURN_ODDS = 0.5;
/** Movers farther than this (as the crow flies) are not counted: the strike moves look no farther. */
const MAX_REACH = 12;

/**
 * The strike worth banking for this turn, or null. For each enemy piece worth it that fewer than two of
 * my shooters cover now: the two cheapest destructors' moves into its range (over what they may cross at
 * next turn's tide), plus two points of fire; a plan when that is more than the points left now and more
 * than next turn's credit alone, but within the credit plus the fives banked. In the turn after a bank,
 * the strike in reach is kept (`now`) while it is played.
 */
export function bankPlan(tc: TaskContext, shooters: Shooter[], movers: Piece[], targets: Target[]): BankPlan | null {
  const { w, ctx } = tc;
  if (tc.turn < 3 || w.state.phase !== 'play') return null;
  // two-player games only: against three players hard won 40.7% of 54 games with the bank and 50.0% of 100
  // without it (session 12, in-app budget): points kept for one enemy are points not spent against the others
  if (Object.keys(w.state.players).length > 2) return null;
  // next turn must be one where the strikers can still act (not after a take-off at turn 21) and come home
  const nextTurnPlays = tc.turn < 22 && tc.staying;
  const credit = creditFor({ ...w.state, turn: w.state.turn + 1 }, w.me);
  // this turn began with points banked last turn (more than its credit)
  const banked = w.ap + w.state.players[w.me]!.spent > creditFor(w.state, w.me);
  const canBank = Math.min(10, Math.floor(w.ap / 5) * 5);
  if (credit <= 0) return null;
  const tide = ctx.nextTide ?? w.state.tide;
  let best: BankPlan | null = null;
  let bestValue = 0;
  for (const t of targets) {
    if (t.value < MIN_TARGET_VALUE) continue;
    const covering = shooters.filter((s) => t.hexes.some((h) => w.board.dist(s.at, h) <= s.range)).length;
    if (covering >= 2) continue;
    const costs: number[] = [];
    const fields = new Map<string, Int16Array>();
    for (const p of movers) {
      if (!DESTRUCTORS.has(p.type)) continue;
      if (shooters.some((s) => s.piece === p && t.hexes.some((h) => w.board.dist(s.at, h) <= s.range))) continue;
      if (Math.min(...t.hexes.map((h) => w.board.dist(p.at, h))) > MAX_REACH) continue;
      let f = fields.get(p.type);
      if (!f) fields.set(p.type, (f = distanceField(w.board, t.hexes, tc.passFor(p.type, tide))));
      const d = Math.min(...hexesOf(p).map((h) => (f[h]! < 0 ? 999 : f[h]!)));
      if (d >= 999) continue;
      costs.push(Math.max(0, d - rangeOf(w.board, p)));
    }
    const need = 2 - covering;
    if (costs.length < need) continue;
    costs.sort((a, b) => a - b);
    const cost = costs.slice(0, need).reduce((s, c) => s + c, 0) + 2;
    if (cost <= w.ap) {
      // the turn after the bank: keep the strike's points from the harvest while the strike moves play
      if (!banked) continue;
      const value = t.value * ctx.style.aggression * ctx.weights.strike;
      if (value > bestValue) {
        bestValue = value;
        best = { keep: cost, ratio: value / cost, now: true, target: t.hexes[0]!, cost };
      }
      continue;
    }
    // within next turn's credit alone: nothing to bank
    if (!nextTurnPlays || cost <= credit) continue;
    const keep = Math.ceil((cost - credit) / 5) * 5;
    if (keep > canBank) continue;
    const value = t.value * NEXT_TURN_ODDS * ctx.style.aggression * ctx.weights.strike;
    if (value > bestValue) {
      bestValue = value;
      best = { keep, ratio: value / keep, now: false, target: t.hexes[0]!, cost };
    }
  }
  return best;
}
