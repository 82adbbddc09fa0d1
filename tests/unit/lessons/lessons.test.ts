import { describe, expect, it } from 'vitest';
import { fireZones, apply, type Action } from '../../../src/engine/index';
import { holds, checkCondition, type Condition } from '../../../src/lessons/conditions';
import { lessonProblems, lessonStart, loadLessons, playSolution, succeeded } from '../../../src/lessons/lessons';
import { SECTION_IDS } from '../../../renderer/src/content/rules';

const lessons = loadLessons();

describe('lessons', () => {
  it('there are at least 9 lessons covering the listed topics', () => {
    expect(lessons.length).toBeGreaterThanOrEqual(9);
    expect(lessons.map((l) => l.id)).toEqual(
      expect.arrayContaining([
        'tides',
        'moving',
        'transport',
        'pondeuse',
        'pontoons',
        'shooting',
        'second-arrival',
        'capture',
        'end',
      ]),
    );
    expect(new Set(lessons.map((l) => l.id)).size).toBe(lessons.length);
  });

  for (const l of lessons) {
    describe(l.id, () => {
      it('is a well-formed lesson in both languages, with a rules section that exists', () => {
        expect(lessonProblems(l)).toEqual([]);
        if (l.section) expect(SECTION_IDS as readonly string[]).toContain(l.section);
        // a few sentences each
        for (const t of [l.intro, l.goal, ...l.hints]) for (const s of [t.en, t.fr]) expect(s.length).toBeLessThan(450);
      });
      it('the goal is not met at the start', () => {
        expect(succeeded(l, lessonStart(l))).toBe(false);
      });
      it('the listed solution reaches the goal through the engine', () => {
        const r = playSolution(l);
        expect(r.refused).toBeNull();
        expect(succeeded(l, r.state)).toBe(true);
      });
      it('the goal is not met before the last step of the solution', () => {
        const short = { ...l, solution: l.solution.slice(0, -1) };
        const r = playSolution(short);
        expect(r.refused).toBeNull();
        expect(succeeded(l, r.state)).toBe(false);
      });
    });
  }

  it('the tides lesson fails if the tank is left on the marsh', () => {
    const l = lessons.find((x) => x.id === 'tides')!;
    let s = lessonStart(l);
    s = apply(s, {
      type: 'move',
      piece: 't1',
      path: [
        [1, 2],
        [2, 2],
        [3, 2],
      ],
    } as Action).state;
    s = apply(s, { type: 'endTurn' }).state;
    expect(s.tide).toBe('high');
    expect(succeeded(l, s)).toBe(false);
    expect(holds({ stuck: 't1' }, s)).toBe(true);
  });

  it('the second arrival enters a hex that is really under red fire', () => {
    const l = lessons.find((x) => x.id === 'second-arrival')!;
    const z = fireZones(lessonStart(l)).find((f) => f.player === 'B')!;
    expect(z.hexes).toContainEqual([4, 3]);
    expect(z.hexes).not.toContainEqual([3, 0]);
  });

  it('the shooting lesson refuses a way through the red fire', () => {
    const l = lessons.find((x) => x.id === 'shooting')!;
    const z = fireZones(lessonStart(l)).find((f) => f.player === 'B')!;
    expect(z.hexes.length).toBeGreaterThan(0);
    const r = apply(lessonStart(l), {
      type: 'move',
      piece: 't1',
      path: [
        [1, 1],
        [2, 1],
        [3, 1],
        [4, 1],
        [5, 1],
        [6, 1],
        [7, 1],
      ],
    } as Action);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('UNDER_FIRE');
  });
});

describe('conditions', () => {
  const l = lessons.find((x) => x.id === 'capture')!;
  const s = lessonStart(l);
  it('checks its shape and the piece ids', () => {
    expect(checkCondition({ destroyed: 'e1' }, s)).toEqual([]);
    expect(checkCondition({ destroyed: 'zz' }, s)).toEqual(['success.destroyed: no piece zz']);
    expect(checkCondition({ bogus: 1 })[0]).toMatch(/unknown condition bogus/);
    expect(checkCondition({ all: [] })[0]).toMatch(/non-empty/);
    expect(checkCondition({ destroyed: 'e1', owner: {} })[0]).toMatch(/exactly one key/);
  });
  it('evaluates combinators and facts', () => {
    const c = (x: unknown) => holds(x as Condition, s);
    expect(c({ owner: { piece: 'e1', player: 'B' } })).toBe(true);
    expect(c({ not: { owner: { piece: 'e1', player: 'B' } } })).toBe(false);
    expect(c({ any: [{ destroyed: 'e1' }, { turnAtLeast: 7 }] })).toBe(true);
    expect(c({ all: [{ destroyed: 'e1' }, { turnAtLeast: 7 }] })).toBe(false);
    expect(c({ pieceAt: { piece: 't1', at: [0, 1] } })).toBe(true);
    expect(c({ tideIs: 'normal' })).toBe(true);
    expect(c({ activeIs: 'A' })).toBe(true);
    expect(c({ count: { type: 'tank', owner: 'A', atLeast: 2 } })).toBe(true);
    expect(c({ count: { type: 'tank', owner: 'A', atLeast: 3 } })).toBe(false);
    expect(c({ gameOver: true })).toBe(false);
    expect(c({ apAtMost: { player: 'A', ap: 15 } })).toBe(true);
    expect(c({ scoreAtLeast: { player: 'B', points: 0 } })).toBe(true);
  });
});
