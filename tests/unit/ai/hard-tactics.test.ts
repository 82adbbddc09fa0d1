// The hard player's failures named in issue 28, each on a small position: every one fails with the
// planner before that issue (where hard read a threat of a few hexes around each enemy destructor, and
// set out on trips it could not finish).
import { describe, expect, it } from 'vitest';
import { think } from '../../../src/ai/index.js';
import { exactThreatMap } from '../../../src/ai/threat.js';
import { World, distanceField, neighbours, usable } from '../../../src/ai/world.js';
import {
  CURRENT_RULINGS,
  astronefHexes,
  getBoard,
  newGame,
  playerView,
  type GameState,
  type Hex,
} from '../../../src/engine/index.js';
import { generate } from '../../../src/planets/index.js';
import { hardPlan, hexDistance, hexOf, playOut, position, seatOptions } from './small-position.js';

/** Is the piece on a hex two of B's destructors can bring under fire in B's next turn? */
function inReach(state: GameState, id: string): boolean {
  const p = state.pieces[state.index[id]!]!;
  return exactThreatMap(new World(state, 'A'), null)[p.at]! > 0;
}

describe('the hard player (issue 28)', () => {
  it("moves a piece out of reach of an enemy pair that is 8 hexes away (beyond the old map's few hexes)", () => {
    const state = position([
      { id: 'c1', type: 'crab', owner: 'A', at: [6, 7] },
      { id: 'u1', type: 'tank', owner: 'B', at: [12, 1] },
      { id: 'u2', type: 'tank', owner: 'B', at: [13, 2] },
    ]);
    expect(inReach(state, 'c1')).toBe(true);
    const after = playOut(state, hardPlan(state));
    expect(inReach(after, 'c1'), `crab at ${hexOf(after, 'c1')}`).toBe(false);
  });

  it('counts the destructors aboard an enemy astronef, which can come out through a pode and fire', () => {
    const state = position([
      { id: 'c1', type: 'crab', owner: 'A', at: [6, 9] },
      { id: 'u1', type: 'tank', owner: 'B', at: [13, 2] },
      { id: 'u2', type: 'tank', owner: 'B', in: 'kB' },
    ]);
    expect(inReach(state, 'c1')).toBe(true);
    const without = position([
      { id: 'c1', type: 'crab', owner: 'A', at: [6, 9] },
      { id: 'u1', type: 'tank', owner: 'B', at: [13, 2] },
    ]);
    expect(inReach(without, 'c1')).toBe(false);
    const after = playOut(state, hardPlan(state));
    expect(inReach(after, 'c1'), `crab at ${hexOf(after, 'c1')}`).toBe(false);
  });

  it('does not sail its empty barge out on turn 23 for ore it could not bring home before the take-off', () => {
    // land on columns 0-4, sea from column 5 to 14, an islet at column 15 with the only ore
    const coast = { terrain: Array.from({ length: 12 }, () => 'ppppp' + 's'.repeat(10) + 'p') };
    const pieces = [
      {
        id: 'b1',
        type: 'barge',
        owner: 'A',
        at: [
          [5, 3],
          [5, 4],
        ],
      },
      { id: 'o1', type: 'ore', at: [15, 3] },
    ];
    const late = position(pieces, { turn: 23, board: coast, kB: [2, 9] });
    const moved = hardPlan(late).filter((a) => a.type === 'move' && a.piece === 'b1');
    expect(moved, JSON.stringify(moved)).toEqual([]);
    // earlier in the game the same trip is worth making
    const early = position(pieces, { turn: 12, board: coast, kB: [2, 9] });
    expect(hardPlan(early)).toContainEqual(expect.objectContaining({ type: 'move', piece: 'b1' }));
  });

  it("comes out of its astronef to shoot a loaded enemy barge passing out of its towers' reach", () => {
    // land on columns 0-5 and 12-15, sea between; B's barge carries four ore 3 hexes from kA's podes (its towers reach 2)
    const strait = { terrain: Array.from({ length: 12 }, () => 'pppppp' + 's'.repeat(6) + 'pppp') };
    const state = position(
      [
        { id: 't1', type: 'tank', owner: 'A', in: 'kA' },
        { id: 't2', type: 'tank', owner: 'A', in: 'kA' },
        {
          id: 'bB',
          type: 'barge',
          owner: 'B',
          at: [
            [7, 3],
            [7, 4],
          ],
        },
        ...[1, 2, 3, 4].map((i) => ({ id: `o${i}`, type: 'ore', in: 'bB' })),
      ],
      { board: strait, kB: [14, 8] },
    );
    const actions = hardPlan(state);
    expect(actions, JSON.stringify(actions)).toContainEqual(
      expect.objectContaining({ type: 'fire', target: expect.arrayContaining([7]) }),
    );
    const after = playOut(state, actions);
    expect(after.pieces[after.index['bB']!]!.destroyed).toBe(true);
  });

  it('sets its barge down on the open sea, not in a pool that marsh closes at low and normal tide', () => {
    // a pool (columns 6-7, rows 1-3) ringed by marsh, 2 hexes from ore as the crow flies but joined to it only
    // at high tide; the open sea from row 5 reaches the other ore at every tide
    const pool = {
      terrain: [
        'pppppmmmmppppppp',
        'pppppmssmppppppp',
        'pppppmssmppppppp',
        'pppppmssmppppppp',
        'pppppmmmmppppppp',
        ...Array.from({ length: 7 }, () => 's'.repeat(16)),
      ],
    };
    const state = position(
      [
        { id: 'b1', type: 'barge', owner: 'A', in: 'kA' },
        { id: 'o1', type: 'ore', at: [9, 2] },
        { id: 'o2', type: 'ore', at: [12, 4] },
      ],
      { board: pool, turn: 2, ap: 0, kA: [4, 3], kB: [13, 1] },
    );
    const inPool = (h: number[]) => h[1]! >= 1 && h[1]! <= 3 && (h[0] === 6 || h[0] === 7);
    const deploy = hardPlan(state).find((a) => a.type === 'deploy' && a.piece === 'b1');
    expect(deploy, 'the barge is deployed').toBeDefined();
    const to = (deploy as { to: number[] | number[][] }).to;
    const front = (Array.isArray(to[0]) ? to[0] : to) as number[];
    expect(inPool(front), `barge set down at ${JSON.stringify(to)}`).toBe(false);
  });

  it('does not turn an ore into a second crab while its crab only waits on a marsh for the tide to fall', () => {
    // high tide: the crab is stuck on the marsh at column 8 (hand-played game 1, turn 11: the pondeuse built
    // a crab that then idled six turns); the pondeuse carries one ore beside the astronef
    const marsh = {
      terrain: Array.from({ length: 12 }, (_, y) => (y === 6 ? 'ppppppppmppppppp' : 'pppppppppppppppp')),
    };
    const pieces = [
      { id: 'c1', type: 'crab', owner: 'A', at: [8, 6] },
      { id: 'p1', type: 'pondeuse', owner: 'A', at: [5, 4] },
      { id: 'o1', type: 'ore', in: 'p1' },
      { id: 'o2', type: 'ore', at: [10, 9] },
    ];
    const stuck = position(pieces, { turn: 11, tide: 'high', board: marsh, kB: [13, 9] });
    const built = hardPlan(stuck).filter((a) => a.type === 'build');
    expect(built, JSON.stringify(built)).toEqual([]);
    // with no crab left at all it still builds one
    const lost = position(pieces.slice(1), { turn: 11, tide: 'high', board: marsh, kB: [13, 9] });
    expect(hardPlan(lost)).toContainEqual(expect.objectContaining({ type: 'build', kind: 'crab' }));
  });

  it("sends its tanks toward an enemy astronef with one tower left and twelve ore aboard, out of the tower's reach", () => {
    // B's towers on the south-east and south-west podes are down; the north one at [12,7] stands (range 2)
    const open = position(
      [
        { id: 'u1', type: 'tank', owner: 'A', at: [2, 8] },
        { id: 'u2', type: 'tank', owner: 'A', at: [3, 9] },
        { id: 'c1', type: 'crab', owner: 'A', at: [6, 2] },
        { id: 'o1', type: 'ore', at: [7, 2] },
        ...Array.from({ length: 12 }, (_, i) => ({ id: `oB${i}`, type: 'ore', in: 'kB' })),
      ],
      { turn: 16 },
    );
    const state: GameState = {
      ...open,
      pieces: open.pieces.map((p) => (p.id === 'kB' ? { ...p, towers: [true, false, false] } : p)),
    };
    const after = playOut(state, hardPlan(state));
    const from = (s: GameState, to: number[]) => Math.min(...['u1', 'u2'].map((id) => hexDistance(hexOf(s, id), to)));
    expect(from(after, [12, 8]), 'nearest tank to kB').toBeLessThanOrEqual(from(state, [12, 8]) - 3);
    expect(from(after, [12, 7]), 'nearest tank to the standing tower').toBeGreaterThanOrEqual(3);
  });

  it('lands where its crab reaches ore by land, not beside ore across the water (a modular board)', () => {
    // modular board 2: the spot the ore as the crow flies chose, [8,15], reaches 5 ore within 12 hexes by land
    const { file } = generate({ kind: 'modular', players: 2, seed: 2 });
    const state = newGame({
      players: [{ id: 'A' }, { id: 'B' }],
      seed: 2,
      oreSetup: 'lattice',
      rulings: CURRENT_RULINGS,
      board: { terrain: file.terrain, ore: file.ore },
    });
    const land = think(playerView(state, 'A'), seatOptions(state), 'hard', 1, { untimed: true })[0]!.action;
    if (land.type !== 'land') throw new Error(`not a landing: ${land.type}`);
    expect(crabOreWithin(state, land.at, land.orientation, 12)).toBeGreaterThanOrEqual(15);
  });
});

/** Ore a crab reaches by land at normal tide within n hexes of the podes of an astronef landed there (not cleared). */
function crabOreWithin(state: GameState, at: Hex, orientation: 'N' | 'S', n: number): number {
  const board = getBoard(state.map);
  const hexes = astronefHexes(board, board.idx(at[0], at[1]), orientation)!;
  const pass = (h: number) => !hexes.includes(h) && usable('crab', board.terrain[h]!, 'normal');
  const from = hexes
    .slice(1)
    .flatMap((pd) => neighbours(board, pd))
    .filter(pass);
  const f = distanceField(board, from, pass);
  return state.pieces.filter(
    (p) =>
      p.type === 'ore' &&
      p.at >= 0 &&
      !hexes.some((h) => board.dist(h, p.at) <= 3) &&
      neighbours(board, p.at).some((x) => f[x]! >= 0 && f[x]! <= n),
  ).length;
}
