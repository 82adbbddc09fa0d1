import { describe, expect, it } from 'vitest';
import { en } from '../../../renderer/src/i18n/en';
import { fill } from '../../../renderer/src/lib/format';
import { astronefWord, entryLines, pieceKind, pieceWord } from '../../../renderer/src/lib/logtext';

const tr = (k: string, p?: Record<string, unknown>) => fill((en as Record<string, string>)[k] ?? k, p);
const names = {
  player: (id: string | null | undefined) => (id === 'red' ? 'Red' : String(id)),
  piece: (id: string) => pieceWord(id, () => undefined, tr),
};

type HexPair = [number, number];
/** A log entry of red's tank 2 asked to go along `asked`, the engine moving it along `moved` (a move refused part-way). */
function tankMove(asked: HexPair[], moved: HexPair[]) {
  return {
    seq: 3,
    turn: 5,
    tide: 'low' as const,
    player: 'red',
    at: 0,
    action: { type: 'move' as const, piece: 'red.tank2', path: asked },
    events: [{ type: 'moved' as const, piece: 'red.tank2', path: moved, cost: 2 }],
  };
}

describe('log in words', () => {
  it('says who moved what where for how much', () => {
    const lines = entryLines(
      {
        seq: 0,
        turn: 5,
        tide: 'low',
        player: 'red',
        at: 0,
        action: {
          type: 'move',
          piece: 'red.tank2',
          path: [
            [12, 6],
            [12, 7],
          ],
        },
        events: [
          {
            type: 'moved',
            piece: 'red.tank2',
            path: [
              [12, 6],
              [12, 7],
            ],
            cost: 1,
          },
        ],
      },
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

  it('names each kind of ore of the three-kinds variant with its value, in English and French', async () => {
    const fr = (await import('../../../renderer/src/i18n/fr')).fr as Record<string, string>;
    const trFr = (k: string) => fr[k.replace(/^piece\./, 'piece.the.')] ?? k;
    const ores = [
      { id: 'ore1', type: 'ore', value: 2 },
      { id: 'ore2', type: 'ore', value: 3 },
      { id: 'ore3', type: 'ore', value: 5 },
      { id: 'ore4', type: 'ore' },
    ];
    const kindOf = (id: string) => pieceKind(ores.find((o) => o.id === id));
    expect(['ore1', 'ore2', 'ore3', 'ore4'].map((id) => pieceWord(id, kindOf, tr))).toEqual([
      'iron ore (2 points)',
      'gold ore (3 points)',
      'gemstone ore (5 points)',
      'ore',
    ]);
    expect(['ore1', 'ore2', 'ore3', 'ore4'].map((id) => pieceWord(id, kindOf, trFr))).toEqual([
      'le minerai de fer (2 points)',
      'le minerai d’or (3 points)',
      'le minerai de gemmes (5 points)',
      'le minerai',
    ]);
    // a loaded ore in the log line names its kind
    const line = entryLines(
      {
        seq: 0,
        turn: 5,
        tide: 'low',
        player: 'red',
        at: 0,
        action: { type: 'load', carrier: 'red.crab', item: 'ore3' },
        events: [{ type: 'loaded', carrier: 'red.crab', item: 'ore3', cost: 1 }],
      } as never,
      tr,
      { player: names.player, piece: (id) => pieceWord(id, kindOf, tr) },
    );
    expect(line[0]).toContain('gemstone ore (5 points)');
    expect(pieceKind({ type: 'tank' })).toBe('tank');
    expect(pieceKind(undefined)).toBeUndefined();
  });
});

describe('what a take-back takes back, in words', () => {
  it('names the piece and where the move really ended (a move refused part-way stopped early)', async () => {
    const { takeBackWhat } = await import('../../../renderer/src/lib/logtext');
    const entry = tankMove(
      [
        [12, 6],
        [12, 7],
        [12, 8],
      ],
      [
        [12, 6],
        [12, 7],
      ],
    );
    expect(takeBackWhat(entry, tr, names)).toBe('tank to 12,7');
    expect(
      takeBackWhat(
        { ...entry, action: { type: 'fire', shooters: ['red.tank1', 'red.tank2'], target: [4, 4] }, events: [] },
        tr,
        names,
      ),
    ).toBe('the shot at 4,4');
    expect(
      takeBackWhat(
        { ...entry, action: { type: 'build', pondeuse: 'red.pondeuse', kind: 'crab', to: [3, 3] }, events: [] },
        tr,
        names,
      ),
    ).toBe('building a crab at 3,3');
  });
});

describe('where a log entry happened', () => {
  it('names the acting piece and the hexes it touched', async () => {
    const { entryPlaces } = await import('../../../renderer/src/lib/logtext');
    const path: HexPair[] = [
      [12, 6],
      [12, 7],
    ];
    const move = tankMove(path, path);
    expect(entryPlaces(move)).toEqual({
      pieces: ['red.tank2'],
      hexes: [
        [12, 6],
        [12, 7],
      ],
    });
    const shot = {
      ...move,
      action: {
        type: 'fire' as const,
        shooters: ['red.tank1', 'red.astronef:1'] as [string, string],
        target: [4, 4] as [number, number],
      },
      events: [],
    };
    expect(entryPlaces(shot)).toEqual({ pieces: ['red.tank1', 'red.astronef'], hexes: [[4, 4]] });
  });
});

describe('the turn-21 choice names an astronef in words', () => {
  it('never shows the id: astronef, or the second astronef of the variant', () => {
    expect(astronefWord('red.astronef', tr)).toBe('astronef');
    expect(astronefWord('red.astronef2', tr)).toBe('second astronef');
    expect(astronefWord('blue.astronef', tr)).not.toContain('blue');
  });
});

describe('a turn-21 choice in the log', () => {
  const chosen = (decided: number, of: number) =>
    ({
      seq: 9,
      turn: 21,
      tide: 'normal',
      player: 'red',
      at: 0,
      action: { type: 'liftOff', player: 'red', astronef: 'red.astronef', choice: 'hidden' },
      events: [{ type: 'liftOffChosen', player: 'red', decided, of }],
    }) as never;
  it('gives no count for a player with one astronef, and counts his astronefs when he has two (EN and FR)', async () => {
    const fr = (await import('../../../renderer/src/i18n/fr')).fr as Record<string, string>;
    const trFr = (k: string, p?: Record<string, unknown>) => fill(fr[k] ?? k, p);
    expect(entryLines(chosen(1, 1), tr, names)).toEqual(['Red has chosen, in secret, whether to leave or stay']);
    expect(entryLines(chosen(1, 2), tr, names)).toEqual(['Red has chosen, in secret, for 1 of their 2 astronefs']);
    expect(entryLines(chosen(1, 1), trFr, names)).toEqual(['Red a choisi en secret de partir ou de rester']);
    expect(entryLines(chosen(2, 2), trFr, names)).toEqual(['Red a choisi en secret pour 2 de ses 2 astronefs']);
  });
});
