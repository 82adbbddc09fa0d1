// The planner on small positions: each task of a turn is exercised from a rule scenario.
import { describe, expect, it } from 'vitest';
import { think, type Level } from '../../../src/ai/index.js';
import { loadScenario, playerView, type Action, type GameState } from '../../../src/engine/index.js';

const board = { terrain: Array.from({ length: 12 }, () => 'pppppppppppppppp') };

function position(extra: object[], over: Partial<{ turn: number; tide: string; deck: string[] }> = {}): GameState {
  return loadScenario({
    name: 'ai position',
    board,
    turn: over.turn ?? 8,
    tide: over.tide ?? 'normal',
    ...(over.deck ? { deck: over.deck } : {}),
    players: [
      { id: 'A', ap: 15, saved: 0 },
      { id: 'B', ap: 0, saved: 0 },
    ],
    active: 'A',
    pieces: [
      { id: 'kA', type: 'astronef', owner: 'A', at: [3, 3], orientation: 'N' },
      { id: 'kB', type: 'astronef', owner: 'B', at: [12, 8], orientation: 'N' },
      ...extra,
    ],
    steps: [],
  });
}

function plan(state: GameState, level: Level = 'normal'): Action[] {
  const { seed: _seed, ...options } = state.options;
  return think(playerView(state, 'A'), options, level, 1, { untimed: true }).map((s) => s.action);
}

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
    const state = loadScenario({
      name: 'ai trip at high tide',
      board: marshBoard,
      turn: 8,
      tide: 'high',
      players: [
        { id: 'A', ap: 15, saved: 0 },
        { id: 'B', ap: 0, saved: 0 },
      ],
      active: 'A',
      pieces: [
        { id: 'kA', type: 'astronef', owner: 'A', at: [3, 3], orientation: 'N' },
        { id: 'kB', type: 'astronef', owner: 'B', at: [12, 8], orientation: 'N' },
        { id: 'c1', type: 'crab', owner: 'A', at: [7, 6] },
        { id: 'near', type: 'ore', at: [9, 6] },
        { id: 'far', type: 'ore', at: [1, 10] },
      ],
      steps: [],
    });
    const { seed: _seed, ...options } = state.options;
    const board = { dist: (a: number[], b: number[]) => hexDistance(a, b) };
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const actions = think(playerView(state, 'A'), options, level, 1, { untimed: true, portfolio: 2 }).map(
        (x) => x.action,
      );
      const move = actions.find((a) => a.type === 'move' && a.piece === 'c1');
      expect(move, `${level}: ${JSON.stringify(actions)}`).toBeDefined();
      const path = (move as { path: number[][] }).path;
      expect(board.dist(path.at(-1)!, [1, 10]), level).toBeLessThan(board.dist([7, 6], [1, 10]));
    }
  });
});

/** Hex distance on the odd-q layout (odd columns half a hex lower). */
function hexDistance(a: number[], b: number[]): number {
  const cube = ([x, y]: number[]) => {
    const q = x!;
    const r = y! - (q - (q & 1)) / 2;
    return [q, r, -q - r];
  };
  const [p, q] = [cube(a), cube(b)];
  return Math.max(...p.map((v, i) => Math.abs(v - q[i]!)));
}
