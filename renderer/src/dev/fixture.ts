// A fake PlayerView with up to four armies, for looking at the board without a host (?fixture=4) and for the bench.
import type { PlayerView, ViewPiece, ViewPlayer } from '../../../src/engine/view-types';
import type { Hex } from '../lib/hex';
import { offsetToCube } from '../lib/hex';
import { type MapData, isLandAt, terrainAt } from '../lib/terrain';
import { hasVocabulary, setVocabulary } from '../lib/vocabulary';
import type { Vocabulary } from '../../../src/host/contract';

/** What a host sends as `rules.vocabulary` (fixture data: this page runs without a host). */
export const FIXTURE_VOCABULARY: Vocabulary = {
  destructors: ['tank', 'superTank', 'motorBoat'],
  reach: { tank: 2, superTank: 3, motorBoat: 2, tower: 2 },
  mountainReach: 3,
  capacity: { barge: 4, crab: 2, pondeuse: 1 },
  landAt: {
    plain: { low: true, normal: true, high: true },
    sea: { low: false, normal: false, high: false },
    marsh: { low: true, normal: true, high: false },
    reef: { low: true, normal: false, high: false },
    mountain: { low: true, normal: true, high: true },
  },
  podeDirections: { N: [0, 2, 4], S: [3, 1, 5] },
};
if (!hasVocabulary()) setVocabulary(FIXTURE_VOCABULARY);

/** A piece as a view shows it, on the board and in no particular state (the fixture's and the tests' pieces). */
export function viewPiece(
  id: string,
  type: ViewPiece['type'],
  owner: string | null,
  at: Hex | null,
  extra: Partial<ViewPiece> = {},
): ViewPiece {
  return {
    id,
    type,
    color: owner,
    owner,
    at,
    at2: null,
    in: null,
    stuck: false,
    neutralised: false,
    abandoned: false,
    shots: 0,
    reach: 0,
    ...extra,
  };
}

const ASTRONEF_AT: Hex[] = [
  [6, 3],
  [30, 18],
  [28, 2],
  [6, 18],
];
const IDS = ['red', 'blue', 'yellow', 'green'];

function podes(at: Hex, orientation: 'N' | 'S'): Hex[] {
  const [x, y] = at;
  const even = (x & 1) === 0;
  // N: N, SE, SW ; S: S, NE, NW
  if (orientation === 'N') return [[x, y - 1], even ? [x + 1, y] : [x + 1, y + 1], even ? [x - 1, y] : [x - 1, y + 1]];
  return [[x, y + 1], even ? [x + 1, y - 1] : [x + 1, y], even ? [x - 1, y - 1] : [x - 1, y]];
}

/**
 * A map with holes: the original board with the hexes outside three overlapping discs marked off the board
 * ('.'), like a modular or folded board's edges (for looking at off-board hexes without a host).
 */
export function holedMap(map: MapData): MapData {
  const centres: Hex[] = [
    [9, 10],
    [20, 7],
    [28, 14],
  ];
  const terrain = map.terrain.map((row, y) =>
    [...row]
      .map((t, x) => {
        const near = centres.some((c) => {
          const a = offsetToCube([x, y]);
          const b = offsetToCube(c);
          return Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.s - b.s)) <= 8;
        });
        return near ? t : '.';
      })
      .join(''),
  );
  return { ...map, name: `${map.name}-holed`, terrain };
}

export function fixtureView(
  map: MapData,
  nPlayers = 4,
  tide: 'low' | 'normal' | 'high' = 'normal',
  opts: { oreKinds?: boolean } = {},
): PlayerView {
  const pieces: ViewPiece[] = [];
  const taken = new Set<string>();
  const key = (h: Hex) => `${h[0]},${h[1]}`;
  const base = viewPiece;
  const players: Record<string, ViewPlayer> = {};
  for (let i = 0; i < nPlayers; i++) {
    const id = IDS[i]!;
    players[id] = {
      id,
      name: id[0]!.toUpperCase() + id.slice(1),
      ap: 15 - i * 3,
      saved: (i * 5) % 15,
      wouldBank: (i * 5) % 15,
      spent: 0,
      out: false,
      gone: false,
      liftOffDecided: 0,
      liftOffNeeded: 1,
    };
    const at = ASTRONEF_AT[i]!;
    const orientation = i % 2 === 0 ? 'N' : 'S';
    const hexes = [at, ...podes(at, orientation)];
    hexes.forEach((h) => taken.add(key(h)));
    pieces.push({
      ...base(`${id}.astronef`, 'astronef', id, at),
      orientation,
      hexes,
      towers: [true, i !== 1, i !== 2],
      towerShots: [0, 0, 0],
    });
    // the rest of the army on free land hexes around the astronef, spiralling out
    const army: ViewPiece['type'][] = [
      'tank',
      'tank',
      'tank',
      'tank',
      'superTank',
      'crab',
      'pondeuse',
      'motorBoat',
      'motorBoat',
      'barge',
      'pontoon',
    ];
    let n = 0;
    for (let r = 2; r < 7 && n < army.length; r++) {
      for (let dx = -r; dx <= r && n < army.length; dx++) {
        for (let dy = -r; dy <= r && n < army.length; dy++) {
          const h: Hex = [at[0] + dx, at[1] + dy];
          if (h[0] < 0 || h[1] < 0 || h[0] >= map.cols || h[1] >= map.rows || taken.has(key(h))) continue;
          const t = terrainAt(map, h);
          if (!t) continue;
          const type = army[n]!;
          const sea = type === 'motorBoat' || type === 'barge';
          if (sea === isLandAt(t, 'normal') || t === 'mountain') continue;
          if (type === 'barge') {
            const h2: Hex = [h[0], h[1] + 1];
            const t2 = terrainAt(map, h2);
            if (!t2 || isLandAt(t2, 'normal') || taken.has(key(h2))) continue;
            taken.add(key(h2));
            pieces.push({ ...base(`${id}.barge`, 'barge', id, h), at2: h2 });
          } else {
            pieces.push(base(`${id}.${type}${n}`, type, id, h));
          }
          taken.add(key(h));
          n++;
        }
      }
    }
  }
  // show the markers: one bogged tank, one neutralised, cargo on a crab and in the astronef
  const t0 = pieces.find((p) => p.type === 'tank');
  if (t0) t0.stuck = true;
  const t1 = pieces.filter((p) => p.type === 'tank')[5];
  if (t1) t1.neutralised = true;
  const crab = pieces.find((p) => p.type === 'crab');
  if (crab) {
    pieces.push({ ...base('ore-in-crab', 'ore', null, null), in: crab.id, ...(opts.oreKinds ? { value: 5 } : {}) });
    pieces.push({ ...base('tank-in-crab', 'tank', crab.owner, null), in: crab.id });
  }
  pieces.push({ ...base('ore-in-nef', 'ore', null, null), in: 'red.astronef' });
  let o = 0;
  for (let y = 0; y < map.rows; y++)
    for (let x = 0; x < map.cols; x++) {
      const c = offsetToCube([x, y]);
      const t = terrainAt(map, [x, y]);
      if ((((c.q - c.r) % 3) + 3) % 3 !== 0 || !t || t === 'sea' || taken.has(key([x, y]))) continue;
      const ore = base(`ore${++o}`, 'ore', null, [x, y]);
      // the three-kinds variant: iron, gold and gemstones in turn
      if (opts.oreKinds) ore.value = [2, 3, 5][o % 3]!;
      pieces.push(ore);
    }
  const order = IDS.slice(0, nPlayers);
  return {
    viewer: 'red',
    map: map.name,
    turn: 7,
    phase: 'play',
    order,
    active: 'red',
    players,
    pieces,
    colors: Object.fromEntries(
      order.map((id) => [id, { controller: id, astronef: `${id}.astronef`, departed: false }]),
    ),
    tide,
    forecast: ['high', 'low'],
    deckSize: 5,
    tidesPlayed: { low: 2, normal: 1, high: 1 },
    reserve: { tank: 16, crab: 4, pontoon: 4 },
    myLiftOff: {},
    liftOffRevealed: null,
    secondArrival: null,
    mayRetreat: [],
    deployable: [],
    result: null,
    potentialScores: Object.fromEntries(order.map((id, i) => [id, 10 + i * 4])),
  };
}
