import { describe, expect, it } from 'vitest';
import {
  Rand,
  activePlayer,
  apply,
  determinise,
  fireZones,
  newGame,
  playerView,
  randomStep,
  type GameOptions,
  type GameState,
} from '../../../src/engine/index.js';

const options: GameOptions = { players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], seed: 7 };
const { seed: _seed, ...publicOptions } = options;

/** The parts of a view that a determinisation must reproduce exactly. */
function visible(state: GameState, viewer: string) {
  const v = playerView(state, viewer);
  return { ...v, potentialScores: v.potentialScores };
}

describe('determinise', () => {
  it('builds, from any view, a state whose view for the same viewer is that view, and that answers the next action alike', () => {
    let checked = 0;
    for (const seed of [3, 4]) {
      let state = newGame({ ...options, seed });
      const r = new Rand(seed);
      let sampled: GameState | null = null;
      let viewer = '';
      for (let step = 0; step < 6000 && state.phase !== 'over'; step++) {
        const { action, result } = randomStep(state, r);
        if (sampled) {
          // the sampled state takes or refuses the same action; within the turn it gives the same view
          const mirror = apply(sampled, action);
          expect(mirror.ok).toBe(result.ok);
          if (!result.events.some((e) => e.type === 'turnEnded' || e.type === 'liftOffRevealed'))
            expect(visible(mirror.state, viewer)).toEqual(visible(result.state, viewer));
          sampled = null;
        }
        state = result.state;
        if (step % 11 !== 0) continue;
        viewer = activePlayer(state) ?? state.order[0]!;
        const view = visible(state, viewer);
        sampled = determinise(view, publicOptions, step + 1);
        expect(visible(sampled, viewer)).toEqual(view);
        // the fire is public: the same zones (a cache once kept the zones of the state before its
        // neutralisations were set, and a neutralised destructor made fire in the sample)
        expect(fireZones(sampled)).toEqual(fireZones(state));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('draws the hidden parts from the sample seed only', () => {
    let a = newGame(options);
    const r = new Rand(5);
    while (a.turn < 6) a = randomStep(a, r).result.state;
    // the same game with another tide pile beyond the forecast and another generator state
    const b: GameState = {
      ...a,
      deck: a.deck.slice().reverse(),
      aside: a.aside.slice().reverse(),
      rng: a.rng ^ 0x5555,
    };
    const viewer = activePlayer(a)!;
    const forecastLength = a.players[viewer]!.forecast;
    b.deck = a.deck.slice(0, forecastLength).concat(b.deck.slice(forecastLength));
    const va = playerView(a, viewer);
    const vb = playerView(b, viewer);
    expect(vb).toEqual(va);
    expect(determinise(vb, publicOptions, 9)).toEqual(determinise(va, publicOptions, 9));
    const sampled = determinise(va, publicOptions, 9);
    expect(sampled.deck.length).toBe(a.deck.length);
    expect(sampled.deck.slice(0, forecastLength)).toEqual(a.deck.slice(0, forecastLength));
  });
});
