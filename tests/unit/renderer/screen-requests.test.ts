// The screens' ordered requests (renderer/src/lib/screen-requests.ts), each against a host that answers late and
// out of order (late-host.ts): the last thing the player did is what is kept and shown.
import { afterEach, describe, expect, it } from 'vitest';
import type { Host } from '../../../src/host/host.js';
import type { ApiResult, LeagueFilter, Settings } from '../../../src/host/contract.js';
import { STALE } from '../../../renderer/src/lib/ordered.js';
import {
  type HostCall,
  LessonStarter,
  ProfileRequests,
  leagueLoader,
  newestOf,
  once,
  settingsWriter,
} from '../../../renderer/src/lib/screen-requests.js';
import { TWO, must, newHost } from '../host/helpers.js';
import { LateHost, flush } from './late-host.js';

const hosts: Host[] = [];
function late(): { host: Host; late: LateHost; call: HostCall } {
  const { host } = newHost();
  hosts.push(host);
  const l = new LateHost((m, a) => host.call(m as never, a as never));
  return { host, late: l, call: l.call as HostCall };
}
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});

describe('the screens with a host that answers late and out of order', () => {
  it('settings: the last change is kept by the host and shown', async () => {
    const { host, late: l, call } = late();
    const shown: Settings[] = [];
    const set = settingsWriter(
      call,
      (s) => shown.push(s),
      () => {},
    );
    const done = [set({ volume: 0.2 }), set({ volume: 0.5 }), set({ volume: 0.9 })];
    await l.releaseNewestFirst();
    await Promise.all(done);
    expect(shown.at(-1)!.volume).toBe(0.9);
    expect(must(await host.call('settings.get')).volume).toBe(0.9);
  });

  it('league: the table and records shown are those of the filter chosen last', async () => {
    const asked: LeagueFilter[] = [];
    const l = new LateHost(async (method, args) => {
      asked.push(args as LeagueFilter);
      const value = method === 'league.table' ? { rows: [], filter: args } : { filter: args };
      return { ok: true, value } as ApiResult<unknown>;
    });
    const load = leagueLoader(l.call as HostCall);
    const first = load({});
    const second = load({ computers: true });
    await l.releaseNewestFirst();
    expect(await first).toBe(STALE);
    const shown = await second;
    expect(shown !== STALE && shown.table.ok && shown.table.value).toMatchObject({ filter: { computers: true } });
    expect(asked).toHaveLength(4);
  });

  it('campaign list: the list asked after a campaign is made is the one shown', async () => {
    const { host, late: l, call } = late();
    const list = newestOf(call, 'campaign.list');
    const before = list();
    await flush();
    must(await host.call('campaign.new', TWO));
    const after = list();
    await l.releaseNewestFirst();
    expect(await before).toBe(STALE);
    const shown = await after;
    expect(shown !== STALE && shown.ok && shown.value.length).toBe(1);
  });

  it('profile page: two saves one after another, the page read after the last one shown', async () => {
    const { host, late: l, call } = late();
    const p = must(await host.call('profile.create', { name: 'Ann' }));
    const page = new ProfileRequests(call, p.id);
    const saveA = page.save({ name: 'Annie' }).then(() => page.load());
    const saveB = page.save({ name: 'Anne' }).then(() => page.load());
    await l.releaseNewestFirst();
    const [a, b] = await Promise.all([saveA, saveB]);
    expect(a).toBe(STALE);
    expect(b !== STALE && b.page.ok && b.page.value.profile.name).toBe('Anne');
    expect(must(await host.call('profile.get', { id: p.id })).profile.name).toBe('Anne');
  });

  it('lessons: the lesson clicked last is the one started and shown', async () => {
    const { host, late: l, call } = late();
    const ids = must(await host.call('lesson.list')).map((x) => x.id);
    const lessons = new LessonStarter(call);
    const first = lessons.start(ids[0]!);
    const second = lessons.start(ids[1]!);
    const third = lessons.restart();
    const fourth = lessons.start(ids[2]!);
    await l.releaseNewestFirst();
    expect(await first).toBe(STALE);
    expect(await second).toBe(STALE);
    expect(await third).toBe(STALE);
    const shown = await fourth;
    expect(shown !== STALE && shown.ok && shown.value.lesson?.id).toBe(ids[2]);
    expect(must(await host.call('game.view'))?.lesson?.id).toBe(ids[2]);
    // the starts replaced before they were sent were never sent
    expect(l.sent.filter((s) => s.method.startsWith('lesson.')).length).toBeLessThanOrEqual(2);
  });

  it('new game: a double click on Start makes one campaign', async () => {
    const { host, late: l, call } = late();
    const start = once(() => call('campaign.new', TWO));
    const clicks = [start(), start()];
    await l.releaseNewestFirst();
    const [a, b] = await Promise.all(clicks);
    expect(a?.ok).toBe(true);
    expect(b).toBeNull();
    expect(must(await host.call('campaign.list'))).toHaveLength(1);
  });
});

describe('the end screen with a host that answers late and out of order', () => {
  it('shows the replay frame of the move scrubbed to last', async () => {
    const l = new LateHost(async (_m, args) => ({ ok: true, value: { seq: (args as { seq: number }).seq } }) as never);
    const replayAt = newestOf(l.call as HostCall, 'game.replayAt');
    const frames = [replayAt({ seq: 3 }), replayAt({ seq: 4 }), replayAt({ seq: 5 })];
    await l.releaseNewestFirst();
    const shown = (await Promise.all(frames)).filter((f) => f !== STALE);
    expect(shown).toEqual([{ ok: true, value: { seq: 5 } }]);
  });
});
