import { describe, expect, it } from 'vitest';
import type { SinceLastTurn } from '../../../src/host/contract';
import type { ViewPiece } from '../../../src/engine/view-types';
import { viewPiece } from '../../../renderer/src/dev/fixture';
import { sinceMarks, stepHexes } from '../../../renderer/src/lib/since';

const piece = (id: string, type: ViewPiece['type'], owner: string | null, at: [number, number] | null) =>
  viewPiece(id, type, owner, at);
const view = (pieces: unknown[]) => ({ viewer: 'red', pieces }) as never;

describe('since your last turn', () => {
  const since: SinceLastTurn = {
    from: view([
      piece('blue.tank1', 'tank', 'blue', [4, 4]),
      piece('red.crab', 'crab', 'red', [6, 6]),
      piece('ore3', 'ore', null, [2, 2]),
    ]),
    steps: [
      {
        entry: {
          seq: 9,
          turn: 5,
          tide: 'normal',
          player: 'blue',
          at: 0,
          action: {
            type: 'move',
            piece: 'blue.tank1',
            path: [
              [4, 5],
              [5, 5],
            ],
          },
          events: [
            {
              type: 'moved',
              piece: 'blue.tank1',
              path: [
                [4, 5],
                [5, 5],
              ],
              cost: 2,
            },
          ],
        },
        view: view([
          piece('blue.tank1', 'tank', 'blue', [5, 5]),
          piece('red.crab', 'crab', 'red', [6, 6]),
          piece('ore3', 'ore', null, [2, 2]),
        ]),
      },
      {
        entry: {
          seq: 10,
          turn: 5,
          tide: 'normal',
          player: 'blue',
          at: 0,
          action: { type: 'fire', shooters: ['blue.tank1', 'blue.tank2'], target: [6, 6] },
          events: [{ type: 'fired', shooters: ['blue.tank1', 'blue.tank2'], target: [6, 6], destroyed: ['red.crab'] }],
        },
        view: view([piece('blue.tank1', 'tank', 'blue', [5, 5]), piece('ore3', 'ore', null, [2, 2])]),
      },
    ],
  };
  it('draws the way a piece went from where it stood, and a cross where one was destroyed', () => {
    const m = sinceMarks(since, (p) => (p === 'blue' ? '#00f' : '#f00'));
    expect(m.trails).toEqual([
      {
        hexes: [
          [4, 4],
          [4, 5],
          [5, 5],
        ],
        color: '#00f',
      },
    ]);
    expect(m.marks).toEqual([{ hex: [6, 6], kind: 'destroyed' }]);
  });
  it('gives each line its hexes to centre on', () => {
    expect(stepHexes(since, 0)).toEqual([
      [4, 5],
      [5, 5],
    ]);
    expect(stepHexes(since, 1)).toContainEqual([6, 6]);
    expect(stepHexes(since, 5)).toEqual([]);
  });
});
