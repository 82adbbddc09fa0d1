// Issue 28, point 9: a seat's handicap or advantage (action points and seconds a turn) from the new game
// to the engine, the clock, a computer seat's budget, the league's history and files; the suggestion.
import { afterEach, describe, expect, it } from 'vitest';
import { creditFor, playRandomGame } from '../../../src/engine/index.js';
import path from 'node:path';
import {
  CampaignStore,
  createAtVersion,
  historyOf,
  STORE_FILE_NAME,
  type HistoryRow,
} from '../../../src/store/index.js';
import { statsOf, type Host } from '../../../src/host/host.js';
import { ComputerThread, type ThinkRequest } from '../../../src/host/computer.js';
import { POINTS_PER_AP, suggestHandicap } from '../../../src/host/handicaps.js';
import { must, newHost, tmpDir } from './helpers.js';

const hosts: Host[] = [];
const stores: CampaignStore[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
  for (const s of stores.splice(0)) s.close();
});
function host(opts: Parameters<typeof newHost>[0] = {}) {
  const made = newHost(opts);
  hosts.push(made.host);
  return made;
}

describe('a seat with a handicap', () => {
  it('plays with its action points and its seconds: engine options, clock, session view, store', async () => {
    const { host: h } = host();
    const v = must(
      await h.call('campaign.new', {
        players: [
          { name: 'Ann', colour: 'red', turnSeconds: 180, handicap: { ap: -2, seconds: -60 } },
          { name: 'Bob', colour: 'blue', turnSeconds: 180, handicap: { ap: 3, seconds: 30 } },
          { name: 'Cid', colour: 'green', turnSeconds: 180, handicap: { ap: 0, seconds: 0 } },
        ],
        seed: 5,
      }),
    );
    const by = Object.fromEntries(v.players.map((p) => [p.id, p]));
    expect(by.red!.handicap).toEqual({ ap: -2, seconds: -60 });
    expect(by.red!.turnMs).toBe(120_000);
    expect(by.blue!.handicap).toEqual({ ap: 3, seconds: 30 });
    expect(by.blue!.turnMs).toBe(210_000);
    // none said when it changes nothing
    expect(by.green!.handicap).toBeUndefined();
    expect(by.green!.turnMs).toBe(180_000);
    // the clock counts each seat's own time
    const clock = must(await h.call('clock.get'))!;
    expect(clock.turnMs).toEqual({ red: 120_000, blue: 210_000, green: 180_000 });
    // the engine gives the points: 15 a turn from turn 5 (5 and 10 on turns 3 and 4), moved by the handicap
    const row = h.store.get(v.campaignId);
    expect(row.options.players.map((p) => p.apHandicap ?? 0)).toEqual([-2, 3, 0]);
    const at5 = { ...h.stateForTools!, turn: 5 };
    expect(['red', 'blue', 'green'].map((p) => creditFor(at5, p))).toEqual([13, 18, 15]);
    // kept by the store: the campaign reopens with it
    const id = v.campaignId;
    must(await h.call('campaign.close'));
    const again = must(await h.call('campaign.open', { id }));
    expect(again.players.find((p) => p.id === 'red')!.handicap).toEqual({ ap: -2, seconds: -60 });
  });

  it('refuses a handicap outside the lists, and makes nothing', async () => {
    const { host: h } = host();
    for (const handicap of [
      { ap: 6, seconds: 0 },
      { ap: -1.5, seconds: 0 },
      { ap: 0, seconds: 45 },
      { ap: 0, seconds: 600 },
      { ap: 1 },
    ]) {
      const r = await h.call('campaign.new', {
        players: [
          { name: 'Ann', colour: 'red', handicap: handicap as never },
          { name: 'Bob', colour: 'blue' },
        ],
      });
      expect(r.ok, JSON.stringify(handicap)).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('BAD_INPUT');
    }
    expect(must(await h.call('campaign.list'))).toEqual([]);
  });

  it("a computer seat's seconds change its thinking budget", async () => {
    class Recording extends ComputerThread {
      asked: Omit<ThinkRequest, 'type' | 'id'>[] = [];
      override think(req: Omit<ThinkRequest, 'type' | 'id'>) {
        this.asked.push(req);
        return super.think(req);
      }
    }
    const thread = new Recording();
    const { host: h } = host({ computer: { paceMs: 0, thread } });
    must(
      await h.call('campaign.new', {
        players: [
          { name: 'Bot', colour: 'red', computer: 'easy', handicap: { ap: 0, seconds: -30 } },
          { name: 'Ann', colour: 'blue' },
        ],
        seed: 3,
      }),
    );
    const t0 = Date.now();
    while (!thread.asked.length && Date.now() - t0 < 30_000) await new Promise((r) => setTimeout(r, 20));
    expect(thread.asked[0]?.budgetExtraMs).toBe(-30_000);
  });
});

describe('the league and handicaps', () => {
  const game = playRandomGame({ players: [{ id: 'red' }, { id: 'blue', apHandicap: -2 }], seed: 11 }, 11);
  const rowsOf = (): HistoryRow[] =>
    historyOf({
      campaignId: 'c1',
      campaignName: 'Uneven',
      createdAt: 1_700_000_000_000,
      finishedAt: 1_700_000_100_000,
      head: 'ab'.repeat(16),
      options: { players: [{ id: 'red' }, { id: 'blue', apHandicap: -2 }], seed: 11 },
      seats: [
        { id: 'red', name: 'Ann', colour: 'red', newcomer: false },
        { id: 'blue', name: 'Bob', colour: 'blue', newcomer: false, handicap: { ap: -2, seconds: 30 } },
      ],
      actions: game.log,
    });

  it('records each seat with its handicap, keeps it in the store and in the league file', () => {
    const rows = rowsOf();
    expect(rows.length).toBe(2);
    expect(rows.map((r) => r.handicap ?? null)).toEqual([null, { ap: -2, seconds: 30 }]);
    const a = CampaignStore.open(tmpDir(), { statsFn: statsOf });
    stores.push(a);
    a.league.recordResolved(rows);
    const stored = a.league.history();
    expect(stored.find((r) => r.player === 'blue')!.handicap).toEqual({ ap: -2, seconds: 30 });
    expect(stored.find((r) => r.player === 'red')!.handicap).toBeUndefined();
    const b = CampaignStore.open(tmpDir(), { statsFn: statsOf });
    stores.push(b);
    b.importLeague(a.exportLeague().content);
    expect(b.league.history().find((r) => r.player === 'blue')!.handicap).toEqual({ ap: -2, seconds: 30 });
  });

  it('a schema-5 store (before handicaps) gains the column and keeps a handicap from then on', () => {
    const dir = tmpDir();
    createAtVersion(path.join(dir, STORE_FILE_NAME), 5).close();
    const s = CampaignStore.open(dir, { statsFn: statsOf });
    stores.push(s);
    s.league.recordResolved(rowsOf());
    expect(s.league.history().find((r) => r.player === 'blue')!.handicap).toEqual({ ap: -2, seconds: 30 });
  });

  it('suggests a handicap for the stronger side from the mean points a game, evened for past handicaps', () => {
    const row = (score: number, ap = 0): HistoryRow => ({
      ...rowsOf()[0]!,
      score,
      ...(ap ? { handicap: { ap, seconds: 0 } } : {}),
    });
    // too few games: nothing said
    expect(suggestHandicap([row(50), row(52)], [row(40), row(41), row(42)])).toBeNull();
    // 12 points a game apart: five points a turn at most, for the stronger (a)
    const strong = [row(60), row(62), row(58)];
    const weak = [row(40), row(41), row(42)];
    const s = suggestHandicap(strong, weak)!;
    expect(s.who).toBe('a');
    expect(s.handicap).toEqual({ ap: -5, seconds: 0 });
    expect([s.meanA, s.meanB, s.gamesA, s.gamesB]).toEqual([60, 41, 3, 3]);
    // b stronger by ~2 AP
    const t = suggestHandicap([row(50), row(50), row(50)], [row(55), row(55), row(54)])!;
    expect(t.who).toBe('b');
    expect(t.handicap.ap).toBe(-Math.round((54.67 - 50) / POINTS_PER_AP));
    // a side that scored 50 while giving 2 points a turn away is as strong as a 50 + 2 * POINTS_PER_AP side
    const even = suggestHandicap([row(50, -2), row(50, -2), row(50, -2)], [row(55), row(55), row(54.6)])!;
    expect(even.handicap.ap).toBe(0);
  });

  it('answers league.suggestHandicap for two profiles or a profile and a computer level', async () => {
    const { host: h } = host();
    const ann = must(await h.call('profile.create', { name: 'Ann' }));
    const r = must(await h.call('league.suggestHandicap', { a: { profileId: ann.id }, b: { computer: 'hard' } }));
    expect(r).toBeNull(); // no games yet
    const gone = await h.call('league.suggestHandicap', { a: { profileId: 'nobody' }, b: { computer: 'hard' } });
    expect(gone.ok).toBe(false);
    const bad = await h.call('league.suggestHandicap', { a: { computer: 'expert' as never }, b: { computer: 'hard' } });
    expect(bad.ok).toBe(false);
  });
});
