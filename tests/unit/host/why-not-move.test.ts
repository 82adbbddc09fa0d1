// `query.whyNotMove` says the true reason a piece cannot go to a hex (issue 28, the coach that says the
// true reason): the three faults a person met playing through the host (session 9's hand-played games):
// a super tank told "never on a mountain" for a plain, a crab "cannot go on sea" for a plain cut off by
// water, a barge given one hex answered BAD_INPUT.
import { afterEach, describe, expect, it } from 'vitest';
import { loadScenario } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/types.js';
import type { Host } from '../../../src/host/host.js';
import { must, newHost, TWO } from './helpers.js';

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});

/** A host whose seated player (the first) plays the given position. */
async function seatedAt(board: unknown, pieces: (a: string, b: string) => Record<string, unknown>[], ap = 15) {
  const { host: h } = newHost();
  hosts.push(h);
  must(await h.call('campaign.new', TWO));
  const [a, b] = Object.keys(h.stateForTools!.players) as [string, string];
  const inner = (h as unknown as { h: { session: { state: GameState; seated: string | null } } }).h;
  inner.session.state = loadScenario({
    name: 'why not there',
    board,
    turn: 7,
    tide: 'normal',
    players: [{ id: a, ap }, { id: b }],
    active: a,
    pieces: pieces(a, b),
  });
  inner.session.seated = a;
  return h;
}

describe('query.whyNotMove: the true reason, not the first refusal on a straight line', () => {
  it('the super tank at 14,9 (original board): no way to the plain 20,10 at any tide; 18,12 is a mountain', async () => {
    const h = await seatedAt('original', (a) => [{ id: 'st', type: 'superTank', owner: a, at: [14, 9] }]);
    const plain = must(await h.call('query.whyNotMove', { piece: 'st', to: [20, 10] }));
    expect(plain).toMatchObject({ code: 'TERRAIN', params: { why: 'noWay', hex: [20, 10], opens: [] } });
    const mountain = must(await h.call('query.whyNotMove', { piece: 'st', to: [18, 12] }));
    expect(mountain).toMatchObject({ code: 'TERRAIN', params: { why: 'superTankMountain', hex: [18, 12] } });
  });

  it('a crab on a plain cut off by water from a plain: no way, not "cannot go on sea"', async () => {
    const h = await seatedAt({ terrain: ['ppssspp', 'ppssspp', 'ppssspp', 'ppssspp'] }, (a) => [
      { id: 'c', type: 'crab', owner: a, at: [1, 1] },
    ]);
    expect(must(await h.call('query.whyNotMove', { piece: 'c', to: [6, 1] }))).toMatchObject({
      code: 'TERRAIN',
      params: { why: 'noWay', piece: 'c', hex: [6, 1], tide: 'normal', opens: [] },
    });
  });

  it('a barge given one hex: the points it would take, or the hex refused; never BAD_INPUT', async () => {
    const h = await seatedAt(
      { terrain: ['ssssssssss', 'ssssssssss', 'ssssssspps'] },
      (a) => [
        {
          id: 'bg',
          type: 'barge',
          owner: a,
          at: [
            [0, 0],
            [0, 1],
          ],
        },
      ],
      3,
    );
    expect(must(await h.call('query.whyNotMove', { piece: 'bg', to: [2, 0] }))).toBeNull();
    expect(must(await h.call('query.whyNotMove', { piece: 'bg', to: [9, 0] }))).toMatchObject({
      code: 'NOT_ENOUGH_AP',
      params: { left: 3 },
    });
    expect(must(await h.call('query.whyNotMove', { piece: 'bg', to: [7, 2] }))).toMatchObject({
      code: 'TERRAIN',
      params: { why: 'cannotGo', terrain: 'plain' },
    });
  });

  it('three players: the enemy whose fire shuts the way, not the one whose zone lies elsewhere', async () => {
    const { host: h } = newHost();
    hosts.push(h);
    must(
      await h.call('campaign.new', {
        ...TWO,
        players: [...TWO.players, { name: 'Cat', colour: 'green' }],
      }),
    );
    const [a, b, c] = Object.keys(h.stateForTools!.players) as [string, string, string];
    const inner = (h as unknown as { h: { session: { state: GameState; seated: string | null } } }).h;
    // the crab's land is row 0 (row 1 is sea): b's pair covers 3,0 on the way, c's covers 11,0 beyond 7,0
    inner.session.state = loadScenario({
      name: 'whose fire',
      board: { terrain: ['pppppppppppp', 'ssssssssssss', 'pppppppppppp'] },
      turn: 7,
      tide: 'normal',
      players: [{ id: a, ap: 15 }, { id: b }, { id: c }],
      active: a,
      pieces: [
        { id: 'cr', type: 'crab', owner: a, at: [0, 0] },
        { id: 'b1', type: 'tank', owner: b, at: [3, 2] },
        { id: 'b2', type: 'tank', owner: b, at: [4, 2] },
        { id: 'c1', type: 'tank', owner: c, at: [10, 2] },
        { id: 'c2', type: 'tank', owner: c, at: [11, 2] },
      ],
    });
    inner.session.seated = a;
    expect(must(await h.call('query.whyNotMove', { piece: 'cr', to: [7, 0] }))).toMatchObject({
      code: 'UNDER_FIRE',
      params: { why: 'noWay', piece: 'cr', hex: [7, 0], by: [b], pieces: false },
    });
  });
});
