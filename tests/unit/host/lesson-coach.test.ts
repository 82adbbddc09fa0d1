// The coach answers in every lesson (issue 27, point 9): it said "No suggestion now." in all of them (the host
// asked no one in a lesson). Now it gives the lesson's own way to its goal from where the learner stands, and
// a learner who follows it, suggestion after suggestion, meets the lesson's goal.
import { afterEach, describe, expect, it } from 'vitest';
import type { Action, Hex } from '../../../src/engine/types.js';
import type { LessonSummary, Suggestion } from '../../../src/host/contract.js';
import { Host } from '../../../src/host/host.js';
import { must, newHost } from './helpers.js';

const hosts: Host[] = [];
function make(): Host {
  const { host } = newHost();
  hosts.push(host);
  return host;
}
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});

const h0 = make();
const LESSONS: LessonSummary[] = must(await h0.call('lesson.list'));

describe('the coach in each lesson', () => {
  it('knows every lesson', () => {
    expect(LESSONS.length).toBeGreaterThanOrEqual(10);
  });

  for (const l of LESSONS)
    it(`${l.order}. ${l.title.en}: each suggestion is playable, and following them meets the goal`, async () => {
      const h = make();
      must(await h.call('lesson.start', { id: l.id }));
      for (let step = 0; step < 12; step++) {
        if (must(await h.call('lesson.check')).met) break;
        const s: Suggestion | null = must(await h.call('query.suggest'));
        expect(s, `step ${step + 1}`).not.toBeNull();
        expect(s!.pieces.length + (s!.action.type === 'endTurn' ? 1 : 0), `step ${step + 1}`).toBeGreaterThan(0);
        const r = await h.call('game.act', { action: s!.action });
        expect(r.ok, `step ${step + 1}: ${JSON.stringify(s!.action)} ${r.ok ? '' : r.error.message}`).toBe(true);
      }
      expect(must(await h.call('lesson.check')).met).toBe(true);
    });

  it('a learner who went part of the way is shown the rest of it', async () => {
    const h = make();
    must(await h.call('lesson.start', { id: 'moving' }));
    // the super tank's way, in two moves: the first three hexes by hand
    must(
      await h.call('game.act', {
        action: {
          type: 'move',
          piece: 'st',
          path: [
            [1, 1],
            [2, 2],
            [2, 3],
          ],
        },
      }),
    );
    const s = must(await h.call('query.suggest'))!;
    expect(s.task).toBe('move');
    const a = s.action as Extract<Action, { type: 'move' }>;
    expect(a.piece).toBe('st');
    expect(a.path.at(-1) as Hex).toEqual([6, 1]);
    must(await h.call('game.act', { action: a }));
    expect(must(await h.call('lesson.check')).met).toBe(true);
  });
});
