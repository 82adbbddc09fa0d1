// Caches follow lineage: two unrelated games played in one process, action by action in turn, get the
// same answers as fresh computations. The games start from the same options (the same pieces in the
// same slots, the worst case for a cache that guesses from slot positions) and diverge by their random
// play; a third game has other options.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fireZones,
  legalDestinations,
  loadScenario,
  newGame,
  type GameOptions,
  type GameState,
} from '../../../src/engine/index.js';
import { fireMaps } from '../../../src/engine/fire-maps.js';
import { occupancy } from '../../../src/engine/occupancy.js';
import { activeId, boardOf, ownerOf } from '../../../src/engine/pieces.js';
import { Rand, randomStep } from '../../../src/engine/random-play.js';

/** A copy with new arrays and objects: nothing cached can be found for it, so every query starts from scratch. */
const fresh = (s: GameState): GameState => structuredClone(s);

function compare(s: GameState, r: Rand, label: string): void {
  const board = boardOf(s);
  const f = fresh(s);
  // occupancy
  const a = occupancy(s, board);
  const b = occupancy(f, board);
  expect(a.blocker.toArray(), `${label}: occupancy`).toEqual(b.blocker.toArray());
  expect(a.pontoon.toArray(), `${label}: pontoons`).toEqual(b.pontoon.toArray());
  expect(a.neutral, `${label}: neutralised`).toEqual(b.neutral);
  expect(a.units, `${label}: units`).toEqual(b.units);
  // contents are sets: the order of a carrier's list follows the order of loading
  const cargo = (m: Map<string, number[]>): string[] =>
    [...m.entries()]
      .filter(([, v]) => v.length)
      .map(
        ([k, v]) =>
          `${k}:${v
            .slice()
            .sort((x, y) => x - y)
            .join()}`,
      )
      .sort();
  expect(cargo(a.contents), `${label}: contents`).toEqual(cargo(b.contents));
  // fire
  const ca = fireMaps(s, board);
  const cb = fireMaps(f, board);
  expect(
    ca.counts.map((c) => c.toArray()),
    `${label}: fire counts`,
  ).toEqual(cb.counts.map((c) => c.toArray()));
  expect(fireZones(s), `${label}: fire zones`).toEqual(fireZones(f));
  // destinations of a few of the active player's pieces
  const me = activeId(s);
  const mine = s.pieces.filter(
    (p) => !p.destroyed && p.at >= 0 && p.in === null && p.type !== 'ore' && ownerOf(s, p) === me,
  );
  for (let k = 0; k < 2 && mine.length; k++) {
    const p = mine[r.int(mine.length)]!;
    expect(legalDestinations(s, p.id), `${label}: destinations of ${p.id}`).toEqual(legalDestinations(f, p.id));
  }
}

/**
 * A small position (fewer than 24 pieces, the size where a cache once guessed a state's changes from
 * the slots of whatever state it saw last): two armies face each other on a 16 x 12 board with
 * mountains, marsh, reefs and sea.
 */
const SMALL = {
  name: 'two small armies',
  board: {
    terrain: [
      'pppppppppppppppp',
      'ppppMpppppppMppp',
      'pppMMpppppppMMpp',
      'pppppmmppmmppppp',
      'ppppmmrssrmmpppp',
      'pppppmssssmppppp',
      'pppppmssssmppppp',
      'ppppmmrssrmmpppp',
      'pppppmmppmmppppp',
      'pppMMpppppppMMpp',
      'ppppMpppppppMppp',
      'pppppppppppppppp',
    ],
  },
  turn: 5,
  tide: 'normal',
  deck: ['low', 'high', 'normal', 'high', 'low', 'normal', 'normal', 'low', 'high'],
  players: [{ id: 'A', ap: 15 }, { id: 'B' }],
  active: 'A',
  pieces: [
    { id: 'kA', type: 'astronef', owner: 'A', at: [2, 5], orientation: 'N' },
    { id: 'kB', type: 'astronef', owner: 'B', at: [13, 5], orientation: 'N' },
    { id: 'a1', type: 'tank', owner: 'A', at: [4, 3] },
    { id: 'a2', type: 'tank', owner: 'A', at: [4, 7] },
    { id: 'a3', type: 'tank', owner: 'A', at: [5, 5] },
    { id: 'aC', type: 'crab', owner: 'A', at: [3, 8] },
    {
      id: 'aB',
      type: 'barge',
      owner: 'A',
      at: [
        [7, 5],
        [7, 6],
      ],
    },
    { id: 'aM', type: 'motorBoat', owner: 'A', at: [8, 4] },
    { id: 'aP', type: 'pondeuse', owner: 'A', at: [2, 8] },
    { id: 'b1', type: 'tank', owner: 'B', at: [11, 3] },
    { id: 'b2', type: 'tank', owner: 'B', at: [11, 7] },
    { id: 'b3', type: 'tank', owner: 'B', at: [10, 9] },
    { id: 'bC', type: 'crab', owner: 'B', at: [12, 8] },
    { id: 'bM', type: 'motorBoat', owner: 'B', at: [8, 6] },
    { id: 'bP', type: 'pondeuse', owner: 'B', at: [13, 8] },
    { id: 'o1', type: 'ore', at: [6, 1] },
    { id: 'o2', type: 'ore', at: [9, 1] },
    { id: 'o3', type: 'ore', at: [7, 10] },
    { id: 'o4', type: 'ore', at: [8, 10] },
    { id: 'p1', type: 'pontoon', at: [6, 3] },
  ],
};

describe('caches follow lineage', () => {
  it('two small games, played apart and interleaved, answer as fresh computations', { timeout: 300_000 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (playSeed) => {
        // Two loads in two unrelated sets of objects: the same position, and the same pieces listed in
        // the opposite order (as many slots, but an ore's slot in one holds a tank in the other).
        const games = [loadScenario(SMALL), loadScenario({ ...SMALL, pieces: SMALL.pieces.slice().reverse() })];
        const plays = [new Rand(playSeed), new Rand(playSeed ^ 0x68e31da4)];
        const checks = new Rand(playSeed ^ 0x1b873593);
        for (let step = 0; step < 200; step++) {
          for (let g = 0; g < games.length; g++) {
            const s = games[g]!;
            if (s.phase === 'over') continue;
            const next = randomStep(s, plays[g]!).result.state;
            games[g] = next;
            compare(next, checks, `game ${g} after action ${step + 1}`);
            if (step % 5 === 0) compare(s, checks, `game ${g} before action ${step + 1}`);
          }
        }
        return true;
      }),
      // past bug: this seed made a pondeuse build a tank named b2 next to the scenario's own b2 (scenario
      // builds were numbered from 1 whatever ids the scenario used); two pieces of one id confused the caches
      { numRuns: 3, examples: [[1718617473]] },
    );
  });

  it('two unrelated games interleaved action by action answer as fresh computations', { timeout: 300_000 }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        (seed, playSeed) => {
          const same: GameOptions = { players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }], seed };
          const other: GameOptions = { players: [{ id: 'A' }, { id: 'B' }], seed: seed ^ 0x2545f491 };
          const games = [newGame(same), newGame(same), newGame(other)];
          const plays = [new Rand(playSeed), new Rand(playSeed ^ 0x68e31da4), new Rand(playSeed + 1)];
          const checks = new Rand(playSeed ^ 0x1b873593);
          for (let step = 0; step < 300; step++) {
            for (let g = 0; g < games.length; g++) {
              const s = games[g]!;
              if (s.phase === 'over') continue;
              const next = randomStep(s, plays[g]!).result.state;
              games[g] = next;
              compare(next, checks, `game ${g} after action ${step + 1}`);
              // Queries on the older state of the game interleave with the others' new ones.
              if (step % 7 === 0) compare(s, checks, `game ${g} before action ${step + 1}`);
            }
          }
          return true;
        },
      ),
      { numRuns: 1 },
    );
  });
});
