import { describe, expect, it } from 'vitest';
import {
  DURATION,
  alongPath,
  heldAt,
  planMotion,
  progressOf,
  type Track,
} from '../../../renderer/src/board/motion-plan';
import { viewPiece } from '../../../renderer/src/dev/fixture';
import { setVocabulary } from '../../../renderer/src/lib/vocabulary';
import { vocabulary } from '../../../src/engine/index';

setVocabulary(vocabulary());

const P = viewPiece;
const kinds = (ts: Track[]) => ts.map((t) => t.kind);

describe('motion planner', () => {
  const tank = P('red.tank', 'tank', 'red', [5, 5]);
  const moved = { ...tank, at: [5, 8] as [number, number] };

  it('plans nothing when animations are off or there is no previous picture', () => {
    expect(planMotion([tank], [moved], null, 0).tracks).toEqual([]);
    expect(planMotion([], [moved], null, 1).tracks).toEqual([]);
    expect(planMotion([tank], [tank], null, 1).duration).toBe(0);
  });

  it('glides a move along the path the player sent, one step per hex', () => {
    const plan = planMotion(
      [tank],
      [moved],
      {
        type: 'move',
        piece: 'red.tank',
        path: [
          [5, 6],
          [5, 7],
          [5, 8],
        ],
      },
      1,
    );
    expect(plan.tracks).toHaveLength(1);
    const g = plan.tracks[0]!;
    expect(g.kind).toBe('glide');
    if (g.kind !== 'glide') return;
    expect(g.path).toEqual([
      [5, 5],
      [5, 6],
      [5, 7],
      [5, 8],
    ]);
    expect(g.end).toBe(3 * DURATION.step);
    expect(heldAt(plan, 10).has('red.tank')).toBe(true);
    expect(heldAt(plan, plan.duration).size).toBe(0);
  });

  it('cuts the path where the piece stopped, and goes faster at a higher speed', () => {
    const stopped = { ...tank, at: [5, 7] as [number, number] };
    const plan = planMotion(
      [tank],
      [stopped],
      {
        type: 'move',
        piece: 'red.tank',
        path: [
          [5, 6],
          [5, 7],
          [5, 8],
        ],
      },
      2,
    );
    const g = plan.tracks[0]!;
    if (g.kind !== 'glide') throw new Error('not a glide');
    expect(g.path).toEqual([
      [5, 5],
      [5, 6],
      [5, 7],
    ]);
    expect(g.end).toBe(DURATION.step);
  });

  it('moves a barge by both ends', () => {
    const barge = P('red.barge', 'barge', 'red', [20, 5], { at2: [20, 6] });
    const after = { ...barge, at: [20, 7] as [number, number], at2: [20, 8] as [number, number] };
    const plan = planMotion(
      [barge],
      [after],
      {
        type: 'move',
        piece: 'red.barge',
        path: [
          [
            [20, 6],
            [20, 7],
          ],
          [
            [20, 7],
            [20, 8],
          ],
        ],
      },
      1,
    );
    const g = plan.tracks[0]!;
    if (g.kind !== 'glide') throw new Error('not a glide');
    expect(g.path).toEqual([
      [20, 5],
      [20, 6],
      [20, 7],
    ]);
    expect(g.path2).toEqual([
      [20, 6],
      [20, 7],
      [20, 8],
    ]);
  });

  it('slides a loaded piece into its carrier and an unloaded one out of it', () => {
    const crab = P('red.crab', 'crab', 'red', [6, 6]);
    const ore = P('ore1', 'ore', null, [6, 7]);
    const loaded = planMotion(
      [crab, ore],
      [crab, { ...ore, at: null, in: 'red.crab' }],
      { type: 'load', carrier: 'red.crab', item: 'ore1' },
      1,
    );
    expect(loaded.tracks).toEqual([
      { kind: 'slide', piece: 'ore1', from: [6, 7], to: [6, 6], into: true, start: 0, end: DURATION.slide },
    ]);
    const unloaded = planMotion(
      [crab, { ...ore, at: null, in: 'red.crab' }],
      [crab, ore],
      { type: 'unload', carrier: 'red.crab', item: 'ore1', to: [6, 7] },
      1,
    );
    expect(unloaded.tracks).toEqual([
      { kind: 'slide', piece: 'ore1', from: [6, 6], to: [6, 7], into: false, start: 0, end: DURATION.slide },
    ]);
  });

  it('brings a built piece out of its pondeuse', () => {
    const pondeuse = P('red.pondeuse', 'pondeuse', 'red', [8, 8]);
    const built = P('red.tank9', 'tank', 'red', [8, 9]);
    const plan = planMotion(
      [pondeuse],
      [pondeuse, built],
      { type: 'build', pondeuse: 'red.pondeuse', kind: 'tank', to: [8, 9] },
      1,
    );
    expect(kinds(plan.tracks)).toEqual(['slide']);
    expect(plan.tracks[0]).toMatchObject({ from: [8, 8], to: [8, 9], into: false });
  });

  it('lands an astronef from above and lifts one off', () => {
    const hexes: [number, number][] = [
      [10, 10],
      [10, 9],
      [11, 10],
      [9, 10],
    ];
    const waiting = P('red.astronef', 'astronef', 'red', null);
    const landed = P('red.astronef', 'astronef', 'red', [10, 10], { hexes });
    expect(kinds(planMotion([waiting], [landed], null, 1).tracks)).toEqual(['descend']);
    const gone = { ...landed, at: null, departed: true };
    const lift = planMotion([landed], [gone], null, 1);
    expect(kinds(lift.tracks)).toEqual(['lift']);
    expect(lift.duration).toBe(DURATION.lift);
  });

  it('draws a tracer from each shooter (a pode too), a blast, and keeps the target until the blast', () => {
    const hexes: [number, number][] = [
      [10, 10],
      [10, 9],
      [11, 10],
      [9, 10],
    ];
    const nef = P('red.astronef', 'astronef', 'red', [10, 10], { hexes });
    const shooter = P('red.tank', 'tank', 'red', [12, 9]);
    const target = P('blue.tank', 'tank', 'blue', [11, 8]);
    const plan = planMotion(
      [nef, shooter, target],
      [nef, { ...shooter, shots: 1 }],
      { type: 'fire', shooters: ['red.tank', 'red.astronef:0'], target: [11, 8] },
      1,
    );
    expect(kinds(plan.tracks)).toEqual(['tracer', 'tracer', 'blast', 'ghost']);
    expect(plan.tracks[1]).toMatchObject({ from: [10, 9], to: [11, 8] });
    const blast = plan.tracks[2]!;
    const ghost = plan.tracks[3]!;
    // the target is still there when the tracers arrive, and gone once the blast is over
    expect(ghost.start).toBeGreaterThanOrEqual(plan.tracks[0]!.end);
    expect(ghost.end).toBeLessThanOrEqual(blast.end);
  });

  it('shows a capture as a colour change', () => {
    const target = P('blue.tank', 'tank', 'blue', [11, 8]);
    const plan = planMotion(
      [target],
      [{ ...target, owner: 'red', color: 'red' }],
      { type: 'capture', captors: ['red.a', 'red.b'], target: 'blue.tank' },
      1,
    );
    expect(plan.tracks).toEqual([
      { kind: 'recolor', piece: 'blue.tank', from: 'blue', start: 0, end: DURATION.recolor },
    ]);
  });

  it('sinks a pontoon chain in order, nearest the break first', () => {
    const pontoons = [
      P('p3', 'pontoon', null, [4, 7]),
      P('p1', 'pontoon', null, [4, 5]),
      P('p2', 'pontoon', null, [4, 6]),
    ];
    const tank = P('red.tank', 'tank', 'red', [4, 6]);
    const barge = P('red.barge', 'barge', 'red', [3, 3], { at2: [3, 4] });
    // the barge leaves the hex the chain hangs on (unload): the chain and the tank on it sink
    const plan = planMotion(
      [...pontoons, tank, barge],
      [barge],
      { type: 'unload', carrier: 'x', item: 'y', to: [4, 4] },
      1,
    );
    const sinks = plan.tracks.filter((t): t is Extract<Track, { kind: 'sink' }> => t.kind === 'sink');
    expect(sinks.map((s) => s.ghost.id)).toEqual(['p1', 'p2', 'red.tank', 'p3']);
    expect(sinks[0]!.start).toBeLessThan(sinks[1]!.start);
    expect(sinks[1]!.start).toBe(sinks[2]!.start);
    expect(sinks[2]!.start).toBeLessThan(sinks[3]!.start);
  });

  it('walks a path and measures a track', () => {
    expect(alongPath(3, 0)).toEqual({ seg: 0, frac: 0 });
    expect(alongPath(3, 0.5)).toEqual({ seg: 1, frac: 0.5 });
    expect(alongPath(3, 1)).toEqual({ seg: 2, frac: 1 });
    expect(progressOf({ start: 100, end: 200 }, 50)).toBe(0);
    expect(progressOf({ start: 100, end: 200 }, 150)).toBe(0.5);
    expect(progressOf({ start: 100, end: 200 }, 250)).toBe(1);
  });
});
