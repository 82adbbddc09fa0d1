import { describe, expect, it } from 'vitest';
import { tideCardFor, type SeatMoment } from '../../../renderer/src/lib/tide-card';

const players = [{ id: 'a' }, { id: 'b' }, { id: 'c', computer: 'normal' }];
const at = (turn: number, seated: string | null, tide = 'high'): SeatMoment => ({
  campaignId: 'k',
  turn,
  tide,
  seated,
  players,
});

describe("the tide card at each person's seat", () => {
  it('shows the round’s card to every person who sits down in it, not only the first', () => {
    const seen = new Set<string>();
    const first = tideCardFor(at(4, null), at(4, 'a'), seen);
    expect(first).toEqual({ turn: 4, tide: 'high', key: 'k:4:a' });
    seen.add(first!.key);
    // a's turn ends: nobody seated, then b sits down in the same round
    expect(tideCardFor(at(4, 'a'), at(4, null), seen)).toBeNull();
    const second = tideCardFor(at(4, null), at(4, 'b'), seen);
    expect(second).toEqual({ turn: 4, tide: 'high', key: 'k:4:b' });
  });

  it('never shows a card twice to the same person in a round, nor one to a computer, nor at turn 1', () => {
    const seen = new Set(['k:4:a']);
    expect(tideCardFor(at(4, null), at(4, 'a'), seen)).toBeNull();
    expect(tideCardFor(at(4, null), at(4, 'c'), seen)).toBeNull();
    expect(tideCardFor(null, at(1, 'a'), new Set())).toBeNull();
    // nothing changed: the same seat in the same turn
    expect(tideCardFor(at(5, 'b'), at(5, 'b'), new Set())).toBeNull();
  });

  it('shows the new turn’s card to a player who stays seated when the turn changes (a lesson)', () => {
    expect(tideCardFor(at(3, 'a', 'low'), at(4, 'a', 'normal'), new Set(['k:3:a']))).toEqual({
      turn: 4,
      tide: 'normal',
      key: 'k:4:a',
    });
  });
});
