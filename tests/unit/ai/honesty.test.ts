// The computer player decides from its seat's view only: two games that differ only in what that seat
// cannot see (the tide pile beyond its forecast, the set-aside cards, the random generator, another
// player's secret turn-21 choice) get the same decisions.
import { describe, expect, it } from 'vitest';
import { ComputerPlayer, think } from '../../../src/ai/index.js';
import {
  activePlayer,
  apply,
  liftOffWaitingFor,
  newGame,
  playerView,
  type GameOptions,
  type GameState,
} from '../../../src/engine/index.js';

const options: GameOptions = { players: [{ id: 'a' }, { id: 'b' }], seed: 11 };
const { seed: _seed, ...publicOptions } = options;
// no time limit: a decision cut short by a busy machine would differ for reasons other than information
const untimed = { untimed: true };

/** Plays the game with two easy computer players until `stop` says so. */
function playUntil(stop: (s: GameState) => boolean): GameState {
  let state = newGame(options);
  const seats = {
    a: new ComputerPlayer('easy', publicOptions, 1, untimed),
    b: new ComputerPlayer('easy', publicOptions, 2, untimed),
  };
  for (let i = 0; i < 5000 && !stop(state) && state.phase !== 'over'; i++) {
    const who = (activePlayer(state) ?? liftOffWaitingFor(state)[0]) as 'a' | 'b';
    const action = seats[who].next(playerView(state, who)) ?? { type: 'endTurn', timeout: true };
    const r = apply(state, action);
    if (!r.ok) seats[who].refused();
    state = r.ok ? r.state : apply(state, { type: 'endTurn', timeout: true }).state;
  }
  return state;
}

/**
 * The same game with another tide pile beyond what `viewer` may see, other set-aside cards, another generator:
 * the unseen cards in another order (the cards played are public, so the unseen ones are the same cards).
 */
function otherHiddenTides(state: GameState, viewer: string): GameState {
  const known = state.players[viewer]!.forecast;
  const unseen = state.deck.slice(known).concat(state.aside);
  // a rotation that moves the pile's cards: the first card of another tide than the pile's first comes first
  const first = state.deck[known];
  const k = Math.max(
    0,
    unseen.findIndex((t) => t !== first),
  );
  const other = unseen.slice(k).concat(unseen.slice(0, k)).reverse();
  const pile = state.deck.length - known;
  return {
    ...state,
    deck: state.deck.slice(0, known).concat(other.slice(0, pile)),
    aside: other.slice(pile),
    rng: (state.rng ^ 0x2468ace) >>> 0,
  };
}

describe('honesty', () => {
  it('gives the same turn whatever the tide pile it cannot see', () => {
    const state = playUntil(
      (s) =>
        s.turn === 7 && s.phase === 'play' && s.turnState.acted === false && s.players[activePlayer(s)!]!.spent === 0,
    );
    const me = activePlayer(state)!;
    const other = otherHiddenTides(state, me);
    expect(other.deck).not.toEqual(state.deck);
    expect(playerView(other, me)).toEqual(playerView(state, me));
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const scale = level === 'hard' ? { untimed: true } : untimed;
      const one = think(playerView(state, me), publicOptions, level, 5, scale).map((s) => s.action);
      const two = think(playerView(other, me), publicOptions, level, 5, scale).map((s) => s.action);
      expect(one.length).toBeGreaterThan(1);
      expect(two).toEqual(one);
    }
  });

  it('gives the same turn-21 choice whatever the other player chose in secret', () => {
    const state = playUntil((s) => s.phase === 'liftoff' && liftOffWaitingFor(s).length === 2);
    expect(state.phase).toBe('liftoff');
    const [first, second] = liftOffWaitingFor(state) as [string, string];
    const k = state.pieces.find((p) => p.id === `${first}.astronef`)!;
    const leave = apply(state, { type: 'liftOff', player: first, astronef: k.id, choice: 'leave' });
    const stay = apply(state, { type: 'liftOff', player: first, astronef: k.id, choice: 'stay' });
    expect(leave.ok && stay.ok).toBe(true);
    expect(playerView(leave.state, second)).toEqual(playerView(stay.state, second));
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const one = think(playerView(leave.state, second), publicOptions, level, 3, untimed).map((s) => s.action);
      const two = think(playerView(stay.state, second), publicOptions, level, 3, untimed).map((s) => s.action);
      expect(one).toEqual([
        {
          type: 'liftOff',
          player: second,
          astronef: `${second}.astronef`,
          choice: expect.stringMatching(/leave|stay/),
        },
      ]);
      expect(two).toEqual(one);
    }
  });
});
