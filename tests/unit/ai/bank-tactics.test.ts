// Issue 28 point 2: a strike timed with banked points. B's crab carries two ore 10 hexes from A's two
// tanks: the pair and its two shots cost 18 points, more than the 15 of a turn, within the 15 of next
// turn plus 5 banked. Hard keeps 5 points from its crab's trip this turn and strikes the next; it does
// not bank when there is nothing in reach of the bank, or when the harvest earns more than the strike.
import { describe, expect, it } from 'vitest';
import { think } from '../../../src/ai/index.js';
import { apply, playerView, type GameState } from '../../../src/engine/index.js';
import { playOut, position, seatOptions } from './small-position.js';

const tanks = [
  { id: 'u1', type: 'tank', owner: 'A', at: [0, 9] },
  { id: 'u2', type: 'tank', owner: 'A', at: [0, 10] },
];
const crab = { id: 'c1', type: 'crab', owner: 'A', at: [6, 1] };
const loadedEnemyCrab = (at: number[]) => [
  { id: 'bc', type: 'crab', owner: 'B', at },
  { id: 'bo1', type: 'ore', in: 'bc' },
  { id: 'bo2', type: 'ore', in: 'bc' },
];

function hardSteps(state: GameState) {
  return think(playerView(state, 'A'), seatOptions(state), 'hard', 1, { untimed: true, portfolio: 2 });
}

/** A's turn as hard plans it, then B's turn passed: the state at the start of A's next turn. */
function nextTurn(state: GameState): GameState {
  const mine = playOut(
    state,
    hardSteps(state).map((s) => s.action),
  );
  const r = apply(mine, { type: 'endTurn' });
  if (!r.ok) throw new Error(r.error.code);
  return r.state;
}

describe('hard times a strike with banked points (issue 28 point 2)', () => {
  const state = position([crab, { id: 'o1', type: 'ore', at: [13, 1] }, ...tanks, ...loadedEnemyCrab([10, 11])]);

  it('keeps the points the strike needs from a low-value trip, and says why it ends its turn', () => {
    const steps = hardSteps(state);
    const end = steps[steps.length - 1]!;
    expect(end.action).toEqual({ type: 'endTurn' });
    expect(end.reason).toEqual({ task: 'bankForStrike', goal: [10, 11] });
    const after = playOut(
      state,
      steps.map((s) => s.action),
    );
    expect(after.players.A!.saved).toBeGreaterThanOrEqual(5);
  });

  it('strikes the next turn with the points it banked', () => {
    const next = nextTurn(state);
    expect(next.players.A!.ap).toBeGreaterThanOrEqual(20);
    const actions = hardSteps(next).map((s) => s.action);
    expect(actions).toContainEqual({ type: 'fire', shooters: expect.any(Array), target: [10, 11] });
  });

  it('does not bank when the target is out of reach even with ten points banked', () => {
    const far = position([crab, { id: 'o1', type: 'ore', at: [13, 1] }, ...tanks, ...loadedEnemyCrab([15, 11])]);
    const steps = hardSteps(far);
    expect(steps.map((s) => s.reason.task)).not.toContain('bankForStrike');
    expect(steps.map((s) => s.action)).toContainEqual(expect.objectContaining({ type: 'move', piece: 'c1' }));
  });

  it('does not bank when the harvest earns more than the strike would (two ore to bring home)', () => {
    const rich = position([
      crab,
      { id: 'o1', type: 'ore', at: [13, 1] },
      { id: 'o2', type: 'ore', at: [14, 2] },
      ...tanks,
      ...loadedEnemyCrab([10, 11]),
    ]);
    const steps = hardSteps(rich);
    expect(steps.map((s) => s.reason.task)).not.toContain('bankForStrike');
    const after = playOut(
      rich,
      steps.map((s) => s.action),
    );
    expect(after.players.A!.saved).toBe(0);
  });
});
