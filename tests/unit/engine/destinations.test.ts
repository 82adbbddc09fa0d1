// One source of movement legality: `legalDestinations` (the search the screen draws) and `apply` (the
// door) must agree. Two ways, on the original board, over random mid-game positions: every destination
// is accepted by apply along its path at its stated cost; every one-hex move apply accepts is among the
// destinations at cost 1. Then a perft-style table: destination counts for fixed positions, one row per
// bug the two once disagreed on (or the search once got wrong), so a change of either shows at once.
import { describe, expect, it } from 'vitest';
import {
  Rand,
  activePlayer,
  apply,
  legalDestinations,
  loadScenario,
  newGame,
  ownerOf,
  randomStep,
  type Action,
  type GameOptions,
  type GameState,
  type Hex,
} from '../../../src/engine/index.js';
import { boardOf } from '../../../src/engine/pieces.js';

const key = (to: Hex | [Hex, Hex]): string =>
  Array.isArray(to[0])
    ? (to as [Hex, Hex])
        .map((h) => h.join(','))
        .sort()
        .join('|')
    : (to as Hex).join(',');

/** Mid-game positions of a seeded random 4-player game on the original board (turns 5 to 20). */
function positions(seed: number, every: number): GameState[] {
  const options: GameOptions = {
    players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }],
    seed,
    oreSetup: 'lattice',
  };
  let s = newGame(options);
  const r = new Rand(seed ^ 0x5eed);
  const out: GameState[] = [];
  for (let n = 0; s.phase !== 'over' && s.turn <= 20 && n < 6000; n++) {
    s = randomStep(s, r).result.state;
    if (s.phase === 'play' && s.turn >= 5 && n % every === 0) out.push(s);
  }
  return out;
}

/** The one-step moves to try from a piece: each neighbouring hex (a barge: keep one hex, take one beside it). */
function oneSteps(s: GameState, id: string): (Hex | [Hex, Hex])[] {
  const board = boardOf(s);
  const p = s.pieces[s.index[id]!]!;
  const around = (h: number) => [0, 1, 2, 3, 4, 5].map((k) => board.nb[h * 6 + k]!).filter((x) => x >= 0);
  if (p.at2 < 0) return around(p.at).map((h) => board.hex(h));
  const out: [Hex, Hex][] = [];
  for (const [keep, other] of [
    [p.at, p.at2],
    [p.at2, p.at],
  ] as const)
    for (const x of around(keep)) if (x !== other && board.adjacent(keep, x)) out.push([board.hex(keep), board.hex(x)]);
  return out;
}

describe('legalDestinations and apply agree (original board, random mid-game positions)', () => {
  it('both ways, for every piece of the active player', () => {
    let checked = 0;
    let accepted = 0;
    for (const seed of [11, 2027, 90001]) {
      for (const s of positions(seed, 37)) {
        const me = activePlayer(s);
        for (const p of s.pieces) {
          if (
            p.destroyed ||
            p.at < 0 ||
            p.in !== null ||
            p.type === 'ore' ||
            p.type === 'pontoon' ||
            p.type === 'astronef'
          )
            continue;
          if (ownerOf(s, p) !== me) continue;
          const dests = legalDestinations(s, p.id);
          const where = `seed ${seed} turn ${s.turn} ${p.id} (${p.type})`;
          // every destination: apply takes its path, at its cost, to its hex
          for (const d of dests) {
            const r = apply(s, { type: 'move', piece: p.id, path: d.path } as Action);
            expect(r.ok, `${where} -> ${key(d.to)}: ${r.ok ? '' : `${r.error.code} ${r.error.message}`}`).toBe(true);
            expect(r.spent, `${where} -> ${key(d.to)} cost`).toBe(d.cost);
            const q = r.state.pieces[r.state.index[p.id]!]!;
            const board = boardOf(r.state);
            const at: Hex | [Hex, Hex] = q.at2 >= 0 ? [board.hex(q.at), board.hex(q.at2)] : board.hex(q.at);
            expect(key(at), `${where} lands where it said`).toBe(key(d.to));
            checked++;
          }
          // every accepted one-hex move: among the destinations, at cost 1
          const byKey = new Map(dests.map((d) => [key(d.to), d]));
          for (const step of oneSteps(s, p.id)) {
            const r = apply(s, { type: 'move', piece: p.id, path: [step] } as Action);
            if (!r.ok) continue;
            accepted++;
            const q = r.state.pieces[r.state.index[p.id]!]!;
            const board = boardOf(r.state);
            const at: Hex | [Hex, Hex] = q.at2 >= 0 ? [board.hex(q.at), board.hex(q.at2)] : board.hex(q.at);
            const d = byKey.get(key(at));
            expect(d, `${where}: apply accepts ${key(at)}, the search does not list it`).toBeDefined();
            expect(d!.cost, `${where} -> ${key(at)}`).toBe(1);
          }
        }
      }
    }
    // the check must have looked at something
    expect(checked).toBeGreaterThan(500);
    expect(accepted).toBeGreaterThan(50);
  });
});

/** A small position for the table (scenario format). */
function position(pieces: Record<string, unknown>[], extra: Record<string, unknown> = {}): GameState {
  return loadScenario({
    name: 'perft',
    board: { terrain: ['pppppppp', 'ppppMMpp', 'ppmmrrss', 'ppmmrrss', 'pppppsss', 'pppppsss'] },
    turn: 7,
    tide: 'normal',
    players: [{ id: 'A', ap: 15 }, { id: 'B' }],
    active: 'A',
    pieces,
    ...extra,
  });
}

interface Row {
  bug: string;
  state: () => GameState;
  piece: string;
  count: number;
  /** Destinations that must (or must not) be there, by "x,y". */
  has?: string[];
  hasNot?: string[];
  /** Destinations that strand the piece. */
  strands?: string[];
}

const TABLE: Row[] = [
  {
    // A crab walked past two enemy tanks when another scenario with the same board had run first: the
    // fire cache was patched from an unrelated state (issue 10, fault 1).
    bug: 'a crab does not walk through a hex under fire of two tanks',
    state: () =>
      position([
        { id: 'c', type: 'crab', owner: 'A', at: [0, 4] },
        { id: 'u1', type: 'tank', owner: 'B', at: [3, 4] },
        { id: 'u2', type: 'tank', owner: 'B', at: [3, 1] },
      ]),
    piece: 'c',
    count: 31,
    hasNot: ['3,2', '2,3', '3,3', '4,3'],
  },
  {
    // The super tank was offered a mountain hex (terrain rule: never on a mountain).
    bug: 'the super tank is offered no mountain',
    state: () => position([{ id: 'g', type: 'superTank', owner: 'A', at: [4, 0] }]),
    piece: 'g',
    count: 34,
    hasNot: ['4,1', '5,1'],
  },
  {
    // A second arrival was offered a hex under fire it could not clear (canClearFire), or refused one it could.
    bug: 'a lone tank is not offered enemy fire it cannot clear',
    state: () =>
      position([
        { id: 't', type: 'tank', owner: 'A', at: [0, 0] },
        { id: 'u1', type: 'tank', owner: 'B', at: [6, 0] },
        { id: 'u2', type: 'tank', owner: 'B', at: [6, 1] },
      ]),
    piece: 't',
    count: 28,
    hasNot: ['4,0', '4,1'],
  },
  {
    // A voluntary stranding: a tank may step onto marsh at high tide and stops there; the destination
    // says it strands (the screen warns), and apply takes it (a path beyond it is STUCK).
    bug: 'a tank may strand itself on marsh at high tide, and is told so',
    state: () => position([{ id: 't', type: 'tank', owner: 'A', at: [1, 2] }], { tide: 'high' }),
    piece: 't',
    count: 37,
    strands: ['2,2', '2,3', '3,3'],
  },
  {
    // Boats: a pontoon closes a hex to boats and barges (OCCUPIED, pontoonBlocksBoats).
    bug: 'a motor boat does not cross a pontoon',
    state: () =>
      position([
        { id: 'b', type: 'motorBoat', owner: 'A', at: [7, 5] },
        { id: 'p1', type: 'pontoon', at: [6, 4] },
      ]),
    piece: 'b',
    count: 14,
    hasNot: ['6,4'],
  },
  {
    // A barge holds two hexes: each step keeps one and takes one beside it.
    bug: 'a barge moves by its two hexes',
    state: () =>
      position([
        {
          id: 'g',
          type: 'barge',
          owner: 'A',
          at: [
            [7, 4],
            [7, 5],
          ],
        },
      ]),
    piece: 'g',
    count: 29,
  },
];

describe('destination counts for fixed positions (perft style, one row per past bug)', () => {
  for (const row of TABLE) {
    it(row.bug, () => {
      const s = row.state();
      const dests = legalDestinations(s, row.piece);
      const keys = new Set(dests.map((d) => key(d.to)));
      for (const h of row.has ?? []) expect(keys.has(h), `${h} is a destination`).toBe(true);
      for (const h of row.hasNot ?? []) expect(keys.has(h), `${h} is not a destination`).toBe(false);
      for (const h of row.strands ?? []) expect(dests.find((d) => key(d.to) === h)?.strands, `${h} strands`).toBe(true);
      expect(dests.length).toBe(row.count);
      // and the door agrees with each of them
      for (const d of dests)
        expect(apply(s, { type: 'move', piece: row.piece, path: d.path } as Action).ok, key(d.to)).toBe(true);
    });
  }
});
