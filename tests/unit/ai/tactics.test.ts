// The planner on small positions: each task of a turn is exercised from a rule scenario.
import { describe, expect, it } from 'vitest';
import { hardPlan, hexDistance, hexOf, plan, playOut, position } from './small-position.js';

describe('computer player tactics', () => {
  it('captures an enemy piece in contact with two of its tanks (normal), shoots it (easy)', () => {
    const state = position([
      { id: 't1', type: 'tank', owner: 'A', at: [5, 7] },
      { id: 't2', type: 'tank', owner: 'A', at: [7, 7] },
      { id: 'c2', type: 'crab', owner: 'B', at: [6, 7] },
    ]);
    expect(plan(state, 'normal')).toContainEqual(expect.objectContaining({ type: 'capture', target: 'c2' }));
    expect(plan(state, 'easy')).toContainEqual(expect.objectContaining({ type: 'fire', target: [6, 7] }));
  });

  it('takes an enemy astronef whose towers are down', () => {
    const state = position([{ id: 't1', type: 'tank', owner: 'A', at: [12, 6] }]);
    const k = state.pieces[state.index['kB']!]!;
    const towersDown = {
      ...state,
      pieces: state.pieces.map((p) => (p === k ? { ...p, towers: [false, false, false] } : p)),
    };
    expect(plan(towersDown)[0]).toEqual({ type: 'load', carrier: 'kB', item: 't1' });
  });

  it('retreats a piece caught under enemy fire before anything else', () => {
    const state = position([
      { id: 'c1', type: 'crab', owner: 'A', at: [8, 3] },
      { id: 'u1', type: 'tank', owner: 'B', at: [10, 2] },
      { id: 'u2', type: 'tank', owner: 'B', at: [10, 4] },
    ]);
    expect(state.turnState.mayRetreat).toEqual(['c1']);
    const first = plan(state)[0]!;
    expect(first).toMatchObject({ type: 'move', piece: 'c1' });
  });

  it('on turn 25 brings its pieces aboard and takes off', () => {
    const actions = plan(position([{ id: 't1', type: 'tank', owner: 'A', at: [3, 6] }], { turn: 25 }));
    const load = actions.findIndex((a) => a.type === 'load' && a.item === 't1');
    const lift = actions.findIndex((a) => a.type === 'liftOff');
    expect(load).toBeGreaterThanOrEqual(0);
    expect(lift).toBeGreaterThan(load);
    expect(actions.at(-1)).toEqual({ type: 'endTurn' });
  });

  it('never ends its turn with a piece where enemy destructors can shoot next turn when it can step away (normal)', () => {
    const state = position([
      { id: 'c1', type: 'crab', owner: 'A', at: [9, 6] },
      { id: 'u1', type: 'tank', owner: 'B', at: [13, 3] },
      { id: 'u2', type: 'tank', owner: 'B', at: [13, 5] },
    ]);
    const actions = plan(state);
    expect(actions).toContainEqual(expect.objectContaining({ type: 'move', piece: 'c1' }));
  });
  it('guards its astronef when two enemy tanks could reach firing range of a pode next turn (hard)', () => {
    // kA's podes (N) are at [3,2], [4,3] and [2,3]; two enemy tanks 6 to 7 hexes east of them
    const enemies = [
      { id: 'u1', type: 'tank', owner: 'B', at: [10, 3] },
      { id: 'u2', type: 'tank', owner: 'B', at: [10, 4] },
    ];
    const podes = [
      [3, 2],
      [4, 3],
      [2, 3],
    ];
    const nearPode = (h: number[]) => Math.min(...podes.map((pd) => hexDistance(pd, h)));
    // a tank aboard goes out beside a pode
    const aboard = position([...enemies, { id: 't1', type: 'tank', owner: 'A', in: 'kA' }]);
    const out = hardPlan(aboard).find((a) => a.type === 'unload' && a.item === 't1');
    expect(out, JSON.stringify(hardPlan(aboard))).toMatchObject({ carrier: 'kA' });
    // a tank far away comes back within 2 hexes of a pode
    const away = position([...enemies, { id: 't1', type: 'tank', owner: 'A', at: [2, 10] }]);
    const after = playOut(away, hardPlan(away));
    expect(nearPode(hexOf(after, 't1'))).toBeLessThanOrEqual(2);
  });

  it("hunts a lone enemy crab over two turns: both tanks close in, out of its owner's fire (hard)", () => {
    // the crab is 11 to 12 hexes from the tanks, far from its astronef (kB at [12,8]) and with no escort:
    // too far to shoot this turn (two tanks' moves and a shot cost more than 15 points)
    const state = position([
      { id: 't1', type: 'tank', owner: 'A', at: [2, 10] },
      { id: 't2', type: 'tank', owner: 'A', at: [3, 10] },
      { id: 'c2', type: 'crab', owner: 'B', at: [13, 1] },
    ]);
    const before = [hexDistance([2, 10], [13, 1]), hexDistance([3, 10], [13, 1])];
    const after = playOut(state, hardPlan(state));
    const dists = ['t1', 't2'].map((id) => hexDistance(hexOf(after, id), [13, 1]));
    expect(dists[0]).toBeLessThanOrEqual(before[0]! - 3);
    expect(dists[1]).toBeLessThanOrEqual(before[1]! - 3);
    // neither ends within reach of kB's towers (2 hexes from a pode: [12,7], [13,8], [11,8])
    for (const id of ['t1', 't2'])
      for (const pd of [
        [12, 7],
        [13, 8],
        [11, 8],
      ])
        expect(hexDistance(hexOf(after, id), pd)).toBeGreaterThan(2);
  });

  it('ferries a crab cut off from every ore across the sea with its barge (hard)', () => {
    // columns 8 and 9 are sea: the only ore lies east of them, the crab and the astronef west
    const seaBoard = { terrain: Array.from({ length: 12 }, () => 'ppppppppsspppppp') };
    const state = position(
      [
        { id: 'c1', type: 'crab', owner: 'A', at: [7, 6] },
        {
          id: 'b1',
          type: 'barge',
          owner: 'A',
          at: [
            [8, 5],
            [8, 6],
          ],
        },
        { id: 'o1', type: 'ore', at: [12, 4] },
      ],
      { board: seaBoard, kB: [13, 9] },
    );
    const actions = hardPlan(state);
    expect(actions, JSON.stringify(actions)).toContainEqual({ type: 'load', carrier: 'b1', item: 'c1' });
    const after = playOut(state, actions);
    const crab = after.pieces[after.index['c1']!]!;
    // set down east of the sea, or still aboard a barge that has crossed toward the ore
    if (crab.in === null) expect(hexOf(after, 'c1')[0]).toBeGreaterThanOrEqual(10);
    else expect(hexOf(after, 'b1')[0]).toBe(9);
  });

  // Kept last: after a small position holding ore at an index where a later position has a destructor,
  // the engine's occupancy cache patched across unrelated states misses that destructor (see the note
  // of issue 15); the positions above do not hold ore.
  it('builds a crab with the ore its pondeuse carries when it has no crab left', () => {
    const actions = plan(
      position([
        { id: 'w1', type: 'pondeuse', owner: 'A', at: [6, 6] },
        { id: 'o1', type: 'ore', in: 'w1' },
      ]),
    );
    expect(actions).toContainEqual(expect.objectContaining({ type: 'build', pondeuse: 'w1', kind: 'crab' }));
  });

  it('harvests: loads the ore beside its crab, and brings carried ore into the astronef', () => {
    const loading = plan(
      position([
        { id: 'c1', type: 'crab', owner: 'A', at: [6, 6] },
        { id: 'o1', type: 'ore', at: [6, 7] },
      ]),
    );
    expect(loading).toContainEqual({ type: 'load', carrier: 'c1', item: 'o1' });
    const home = plan(
      position([
        { id: 'c1', type: 'crab', owner: 'A', at: [3, 5] },
        { id: 'o1', type: 'ore', in: 'c1' },
      ]),
    );
    expect(home).toContainEqual(expect.objectContaining({ type: 'unload', carrier: 'c1', item: 'o1' }));
  });

  it('travels to ore it can reach at this tide when the nearest lies across a flooded marsh (every level)', () => {
    // column 8 is marsh: at high tide the ore beyond it is out of a crab's reach until the tide falls
    const marshBoard = { terrain: Array.from({ length: 12 }, () => 'ppppppppmppppppp') };
    const state = position(
      [
        { id: 'c1', type: 'crab', owner: 'A', at: [7, 6] },
        { id: 'near', type: 'ore', at: [9, 6] },
        { id: 'far', type: 'ore', at: [1, 10] },
      ],
      { board: marshBoard, tide: 'high' },
    );
    const board = { dist: (a: number[], b: number[]) => hexDistance(a, b) };
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const actions = plan(state, level, 2);
      const move = actions.find((a) => a.type === 'move' && a.piece === 'c1');
      expect(move, `${level}: ${JSON.stringify(actions)}`).toBeDefined();
      const path = (move as { path: number[][] }).path;
      expect(board.dist(path.at(-1)!, [1, 10]), level).toBeLessThan(board.dist([7, 6], [1, 10]));
    }
  });
});
