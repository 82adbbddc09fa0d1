import { describe, expect, it } from 'vitest';
import { en } from '../../../renderer/src/i18n/en';
import { fill } from '../../../renderer/src/lib/format';
import { entryLines, pieceWord } from '../../../renderer/src/lib/logtext';

const tr = (k: string, p?: Record<string, unknown>) => fill((en as Record<string, string>)[k] ?? k, p);
const names = { player: (id: string | null | undefined) => (id === 'red' ? 'Red' : String(id)), piece: (id: string) => pieceWord(id, () => undefined, tr) };

describe('log in words', () => {
  it('says who moved what where for how much', () => {
    const lines = entryLines(
      { seq: 0, turn: 5, tide: 'low', player: 'red', at: 0, action: { type: 'move', piece: 'red.tank2', path: [[12, 6], [12, 7]] }, events: [{ type: 'moved', piece: 'red.tank2', path: [[12, 6], [12, 7]], cost: 1 }] },
      tr,
      names,
    );
    expect(lines).toEqual(['Red’s tank moved to 12,7 (1 AP)']);
  });
  it('names pieces by their ids', () => {
    expect(pieceWord('blue.superTank', () => undefined, tr)).toBe('super tank');
    expect(pieceWord('red.boat1', () => undefined, tr)).toBe('motor boat');
    expect(pieceWord('ore12', () => undefined, tr)).toBe('ore');
    expect(pieceWord('b3', (id) => (id === 'b3' ? 'crab' : undefined), tr)).toBe('crab');
  });
});
