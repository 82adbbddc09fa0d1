// Redrawing the hidden parts of a position (issue 24, point 6): a copy of a campaign must not foretell the
// original. What was revealed or shown by a forecast stays; the coming tides and the unrevealed turn-21
// choices are drawn afresh.
import { describe, expect, it } from 'vitest';
import {
  apply,
  forecastReach,
  newGame,
  playerView,
  redrawHidden,
  type GameState,
  type Tide,
} from '../../../src/engine/index.js';
import { Rand, randomStep } from '../../../src/engine/random-play.js';

/** A random game played to the start of `turn` (the first player's turn). */
function gameAt(seed: number, turn: number): { state: GameState; reach: number } {
  let s = newGame({ players: [{ id: 'A' }, { id: 'B' }], seed, deckSalt: seed * 7 + 1, rulings: '2026-11-27' });
  const r = new Rand(seed);
  let reach = 0;
  while (s.turn < turn && s.phase !== 'over') {
    s = randomStep(s, r).result.state;
    reach = Math.max(reach, forecastReach(s));
  }
  return { state: s, reach };
}

/** The tides of the turns to come, ending every turn as the clock would. */
function tidesToCome(s: GameState, turns: number): Tide[] {
  const out: Tide[] = [];
  let cur = s;
  const start = s.turn;
  for (let i = 0; i < 200 && cur.turn < start + turns && cur.phase !== 'over'; i++) {
    const before = cur.turn;
    const r = apply(cur, cur.phase === 'liftoff' ? { type: 'endTurn' } : { type: 'endTurn', timeout: true });
    if (!r.ok) break;
    cur = r.state;
    if (cur.turn !== before) out.push(cur.tide);
  }
  return out;
}

describe('redrawHidden', () => {
  it('over 20 seeds the copy draws other tides than the original, keeping every card a forecast showed', () => {
    let differ = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const { state, reach } = gameAt(seed, 8);
      const copy = redrawHidden(state, 0x9e3779b1 ^ seed, reach);
      const kept = Math.min(state.deck.length, Math.max(0, reach - state.turn));
      expect(copy.deck.slice(0, kept)).toEqual(state.deck.slice(0, kept));
      // the same cards in all (pile and set-aside), the same tide in force
      expect([...copy.deck, ...copy.aside].sort()).toEqual([...state.deck, ...state.aside].sort());
      expect(copy.tide).toBe(state.tide);
      if (tidesToCome(copy, 12).join() !== tidesToCome(state, 12).join()) differ++;
    }
    expect(differ).toBe(20);
  });

  it('changes nothing a player may see: every seat views the copy as it viewed the original', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const { state, reach } = gameAt(seed, 9);
      const copy = redrawHidden(state, 12345, reach);
      for (const p of ['A', 'B']) expect(playerView(copy, p)).toEqual(playerView(state, p));
    }
  });

  it('forgets the turn-21 choices not yet revealed, so that they are asked again', () => {
    let s = gameAt(3, 21).state;
    expect(s.phase).toBe('liftoff');
    const k = s.pieces.find((p) => p.type === 'astronef' && p.color === 'A' && p.at >= 0)!;
    const r = apply(s, { type: 'liftOff', player: 'A', astronef: k.id, choice: 'leave' });
    expect(r.ok).toBe(true);
    s = r.state;
    expect(s.players.A!.liftOff).toEqual({ [k.id]: 'leave' });
    const copy = redrawHidden(s, 1);
    expect(copy.phase).toBe('liftoff');
    expect(copy.players.A!.liftOff).toEqual({});
    // and A is asked again: the same choice is accepted once more
    expect(apply(copy, { type: 'liftOff', player: 'A', astronef: k.id, choice: 'stay' }).ok).toBe(true);
  });

  it('the same salt gives the same copy; another salt another one', () => {
    const { state } = gameAt(4, 6);
    expect(redrawHidden(state, 5)).toEqual(redrawHidden(state, 5));
    const decks = new Set(Array.from({ length: 10 }, (_, i) => redrawHidden(state, i).deck.join()));
    expect(decks.size).toBeGreaterThan(5);
  });
});
