// The deck's secret salt and the one rule for player ids (issue 12, points 1 and 4).
import { describe, expect, it } from 'vitest';
import { isPlayerId, newGame } from '../../../src/engine/index.js';
import type { GameOptions } from '../../../src/engine/types.js';

const base: GameOptions = {
  players: [
    { id: 'red', name: 'Ann' },
    { id: 'blue', name: 'Bob' },
  ],
  seed: 1234,
};

describe('the tide deck with a secret salt', () => {
  it('the shown seed alone no longer rebuilds the deck, the aside cards or the generator', () => {
    const plain = newGame(base);
    const salted = newGame({ ...base, deckSalt: 0xdeadbeef });
    const other = newGame({ ...base, deckSalt: 7 });
    // same board, same armies, same landing order
    expect(salted.pieces).toEqual(plain.pieces);
    expect(salted.order).toEqual(plain.order);
    // a different future: across many salts the deck is not the seed's deck
    expect(salted.rng).not.toBe(plain.rng);
    expect([salted.deck.join(), other.deck.join()]).not.toEqual([plain.deck.join(), plain.deck.join()]);
    let same = 0;
    for (let salt = 0; salt < 200; salt++)
      if (newGame({ ...base, deckSalt: salt }).deck.join() === plain.deck.join()) same++;
    expect(same).toBeLessThan(2);
  });
  it('the same seed and salt give the same game; games without a salt are unchanged', () => {
    expect(newGame({ ...base, deckSalt: 99 })).toEqual(newGame({ ...base, deckSalt: 99 }));
    expect(newGame(base).deck).toEqual(newGame({ ...base }).deck);
  });
  it('refuses a salt that is not a 32-bit unsigned integer', () => {
    for (const deckSalt of [-1, 1.5, 2 ** 32, Number.NaN])
      expect(() => newGame({ ...base, deckSalt } as GameOptions)).toThrow(/deckSalt/);
  });
});

describe('player ids: one rule everywhere', () => {
  it('newGame refuses __proto__ and the other names of Object.prototype', () => {
    for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '1abc', '_x', ''])
      expect(() =>
        newGame({
          ...base,
          players: [
            { id, name: 'X' },
            { id: 'blue', name: 'B' },
          ],
        }),
      ).toThrow(/player id/);
    expect(Object.prototype).not.toHaveProperty('pieces');
  });
  it('accepts ordinary ids', () => {
    for (const id of ['red', 'p1', 'A', 'team_2-b']) expect(isPlayerId(id)).toBe(true);
    for (const id of ['__proto__', 'constructor', 'valueOf', 'a'.repeat(25), 'x y']) expect(isPlayerId(id)).toBe(false);
  });
});
