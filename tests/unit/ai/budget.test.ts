// Issue 28, point 4: hard spends the budget it is given (more candidate turns, more samples of the hidden
// tides), and under a clock that counts work instead of time it plays the same turn every run.
import { describe, expect, it } from 'vitest';
import { ComputerPlayer, think, type SearchStats } from '../../../src/ai/index.js';
import { styleFor } from '../../../src/ai/style.js';
import {
  CURRENT_RULINGS,
  activePlayer,
  apply,
  newGame,
  playerView,
  type GameOptions,
  type GameState,
} from '../../../src/engine/index.js';

/** A game of two normal players, untimed, played on to the start of a turn in the middle of the game. */
function midGame(turn: number): { state: GameState; options: Omit<GameOptions, 'seed'> } {
  const options: GameOptions = {
    players: [{ id: 'p1' }, { id: 'p2' }],
    seed: 4242,
    oreSetup: 'lattice',
    rulings: CURRENT_RULINGS,
  };
  const { seed: _hidden, ...publicOptions } = options;
  let state = newGame(options);
  const ais = {
    p1: new ComputerPlayer('normal', publicOptions, 1, { untimed: true }),
    p2: new ComputerPlayer('normal', publicOptions, 2, { untimed: true }),
  };
  while (!(state.turn >= turn && state.phase === 'play' && !state.turnState.acted)) {
    const who = activePlayer(state)!;
    const a = ais[who as 'p1' | 'p2'].next(playerView(state, who)) ?? { type: 'endTurn' as const, timeout: true };
    const r = apply(state, a);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}`);
    state = r.state;
  }
  return { state, options: publicOptions };
}

/** A clock that advances one "millisecond" each time it is read: the budget becomes an amount of work. */
function counter(): () => number {
  let t = 0;
  return () => (t += 1);
}

describe('hard spends the time it is given', () => {
  const { state, options } = midGame(6);
  const me = activePlayer(state)!;
  const view = playerView(state, me);
  /** `work`: the budget in the counter's ticks, whatever hard's budget in ms is. */
  const run = (work: number) => {
    let stats: SearchStats | null = null;
    const steps = think(view, options, 'hard', 77, {
      budgetScale: work / styleFor('hard').budgetMs,
      clock: counter(),
      onSearch: (s) => (stats = s),
    });
    return { actions: steps.map((s) => s.action), stats: stats! };
  };

  it('a larger budget judges more candidate turns on more samples of the hidden tides', () => {
    const small = run(200);
    const large = run(1000);
    expect(small.stats.candidates).toBeGreaterThanOrEqual(1);
    expect(large.stats.planned).toBeGreaterThan(6); // past the untimed portfolio's six
    expect(large.stats.candidates).toBeGreaterThan(small.stats.candidates);
    expect(large.stats.samples).toBeGreaterThan(small.stats.samples);
    expect(large.stats.samples).toBeGreaterThan(2); // past the untimed second round's one extra sample
  }, 120_000);

  it('under a clock that counts work, the same view and seed give the same turn', () => {
    const a = run(500);
    const b = run(500);
    expect(b.actions).toEqual(a.actions);
    expect(b.stats).toEqual(a.stats);
  }, 120_000);

  it('untimed, the search keeps the style sizes whatever the clock says', () => {
    let stats: SearchStats | null = null;
    think(view, options, 'hard', 77, { untimed: true, onSearch: (s) => (stats = s) });
    expect(stats!.candidates).toBeLessThanOrEqual(6);
    expect(stats!.samples).toBeLessThanOrEqual(2);
  }, 120_000);
});
