import { describe, expect, it } from 'vitest';
import { seatName } from '../../../renderer/src/lib/seat-name';

describe('a seat’s name on the new-game screen', () => {
  it('is its colour’s name in the language of the moment until the player gives one', () => {
    expect(seatName(null, 'red', 'en')).toBe('Red');
    expect(seatName(null, 'red', 'fr')).toBe('Rouge');
    expect(seatName(null, 'yellow', 'fr')).toBe('Jaune');
  });
  it('is what the player gave, in any language, even a colour’s name or nothing', () => {
    expect(seatName('Ann', 'red', 'fr')).toBe('Ann');
    expect(seatName('Red', 'red', 'fr')).toBe('Red');
    expect(seatName('', 'blue', 'en')).toBe('');
  });
});
