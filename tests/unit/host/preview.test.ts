// query.preview: what an action would do, nothing played (the screen's confirmations, issue 13 points 7-9).
import { afterEach, describe, expect, it } from 'vitest';
import type { Host } from '../../../src/host/host.js';
import { canonicalJson } from '../../../src/store/index.js';
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

describe('query.preview', () => {
  it('names what a shot destroys, a carrier’s cargo included, and plays nothing', async () => {
    const h = make();
    must(await h.call('lesson.start', { id: 'shooting' }));
    must(
      await h.call('game.act', {
        action: {
          type: 'move',
          piece: 't1',
          path: [
            [1, 1],
            [2, 1],
            [3, 1],
          ],
        },
      }),
    );
    must(
      await h.call('game.act', {
        action: {
          type: 'move',
          piece: 't2',
          path: [
            [1, 3],
            [2, 3],
            [3, 3],
          ],
        },
      }),
    );
    const before = canonicalJson(h.stateForTools);
    const p = must(await h.call('query.preview', { action: { type: 'fire', shooters: ['t1', 't2'], target: [5, 2] } }));
    // the lesson's crab carries an ore: it goes down with it, and the preview says so
    expect(p).toMatchObject({ refusal: null, destroyed: ['e1', 'o1'] });
    expect(canonicalJson(h.stateForTools)).toBe(before);
    const out = must(
      await h.call('query.preview', { action: { type: 'fire', shooters: ['t1', 't2'], target: [8, 1] } }),
    );
    expect(out.refusal?.code).toBe('OUT_OF_RANGE');
    expect(out.destroyed).toEqual([]);
  });

  it('says a move would leave the piece stuck at the next tide its forecast shows', async () => {
    const h = make();
    const sv = must(await h.call('lesson.start', { id: 'tides' }));
    expect(sv.view!.forecast[0]).toBe('high');
    // a marsh at normal tide is land; the high tide to come floods it
    const p = must(
      await h.call('query.preview', {
        action: {
          type: 'move',
          piece: 't1',
          path: [
            [1, 2],
            [2, 2],
          ],
        },
      }),
    );
    expect(p).toMatchObject({ refusal: null, stuck: { when: 'nextTide', tide: 'high', until: 'falls' } });
    const plain = must(await h.call('query.preview', { action: { type: 'move', piece: 't1', path: [[1, 2]] } }));
    expect(plain.stuck).toBeUndefined();
  });

  it('gives the legal part of a path the engine would cut, and why', async () => {
    const h = make();
    must(await h.call('lesson.start', { id: 'shooting' }));
    // a path through the other tank's hex stops before it
    const p = must(
      await h.call('query.preview', {
        action: {
          type: 'move',
          piece: 't1',
          path: [
            [1, 1],
            [1, 2],
            [0, 3],
            [0, 4],
          ],
        },
      }),
    );
    expect(p.refusal?.code).toBe('OCCUPIED');
    expect(p.legalPath).toEqual([
      [1, 1],
      [1, 2],
    ]);
    const none = must(await h.call('query.preview', { action: { type: 'move', piece: 't1', path: [[0, 3]] } }));
    expect(none.refusal?.code).toBe('NOT_ADJACENT');
    expect(none.legalPath).toBeUndefined();
  });
});
