// A handicap or an advantage in action points (issue 28, point 9): each turn's credit moves by the seat's
// apHandicap from turn 3, never below 0; games without it are unchanged; a bad value is refused.
import { describe, expect, it } from 'vitest';
import { creditFor, newGame, playRandomGame, type GameState } from '../../../src/engine/index.js';

const at = (state: GameState, turn: number): GameState => ({ ...state, turn, phase: 'play' });

describe('action-point handicaps', () => {
  it('moves each turn credit of that seat only, from turn 3, never below 0', () => {
    const s = newGame({
      players: [{ id: 'a', apHandicap: 5 }, { id: 'b', apHandicap: -5 }, { id: 'c' }],
      seed: 4,
    });
    expect([3, 4, 5, 12].map((t) => creditFor(at(s, t), 'a'))).toEqual([10, 15, 20, 20]);
    expect([3, 4, 5, 12].map((t) => creditFor(at(s, t), 'b'))).toEqual([0, 5, 10, 10]);
    expect([3, 4, 5, 12].map((t) => creditFor(at(s, t), 'c'))).toEqual([5, 10, 15, 15]);
    expect([1, 2].map((t) => creditFor({ ...s, turn: t }, 'a'))).toEqual([0, 0]);
  });

  it('plays whole games with it, and the game without it is the same as before', () => {
    const plain = playRandomGame({ players: [{ id: 'a' }, { id: 'b' }], seed: 9 }, 9);
    const zero = playRandomGame({ players: [{ id: 'a', apHandicap: 0 }, { id: 'b' }], seed: 9 }, 9);
    expect(zero.log).toEqual(plain.log);
    const given = playRandomGame(
      {
        players: [
          { id: 'a', apHandicap: 5 },
          { id: 'b', apHandicap: -3 },
        ],
        seed: 9,
      },
      9,
    );
    expect(given.state.phase).toBe('over');
  });

  it('refuses a handicap that is not an integer from -5 to 5', () => {
    for (const apHandicap of [6, -6, 1.5, Number.NaN, '2' as unknown as number])
      expect(() => newGame({ players: [{ id: 'a', apHandicap }, { id: 'b' }], seed: 1 }), String(apHandicap)).toThrow(
        /apHandicap/,
      );
  });
});
