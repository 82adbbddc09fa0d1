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
    const viewer = activePlayer(a)!;
    const forecastLength = a.players[viewer]!.forecast;
    // the same game with another order of the unseen cards (the pile beyond the forecast and the set-aside
    // ones: the same cards, since those played are public) and another generator state
    const unseen = a.deck.slice(forecastLength).concat(a.aside).reverse();
    const pileRest = a.deck.length - forecastLength;
    const b: GameState = {
      ...a,
      deck: a.deck.slice(0, forecastLength).concat(unseen.slice(0, pileRest)),
      aside: unseen.slice(pileRest),
      rng: a.rng ^ 0x5555,
    };
    const va = playerView(a, viewer);
    const vb = playerView(b, viewer);
    expect(vb).toEqual(va);
    expect(determinise(vb, publicOptions, 9)).toEqual(determinise(va, publicOptions, 9));
    const sampled = determinise(va, publicOptions, 9);
    expect(sampled.deck.length).toBe(a.deck.length);
    expect(sampled.deck.slice(0, forecastLength)).toEqual(a.deck.slice(0, forecastLength));
  });

  it('counts the tide cards played: the sampled pile and set-aside cards are the unseen cards, in another order', () => {
    // issue 28 point 3: before, the sample drew from the fifteen cards less the current one and the forecast,
    // so after three low tides it could still put five lows in the pile
    const sorted = (ts: readonly string[]) => ts.slice().sort().join(',');
    let checked = 0;
    for (const seed of [3, 8, 21]) {
      let s = newGame({ ...options, seed });
      const r = new Rand(seed);
      while (s.turn < 24 && !s.result) {
        s = randomStep(s, r).result.state;
        const viewer = activePlayer(s);
        if (!viewer || s.turn < 3 || s.phase !== 'play') continue;
        const view = playerView(s, viewer);
        expect(view.tidesPlayed.low + view.tidesPlayed.normal + view.tidesPlayed.high).toBe(
          15 - s.deck.length - s.aside.length,
        );
        const sampled = determinise(view, publicOptions, seed * 31 + s.turn);
        expect(sorted(sampled.deck.concat(sampled.aside))).toBe(sorted(s.deck.concat(s.aside)));
        expect(playerView(sampled, viewer).tidesPlayed).toEqual(view.tidesPlayed);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });
});
