// Issue 17: players' profiles, the history of finished campaigns, the league table and the records,
// the schema-3 migration (finished campaigns of a schema-2 store become history), and their files.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CampaignStore,
  canonicalJson,
  createAtVersion,
  historyOf,
  sha256,
  SCHEMA_VERSION,
  STORE_FILE_NAME,
  tallyGame,
  type HistoryRow,
  type StoredPlayer,
} from '../../../src/store/index.js';
import { apply, newGame, playRandomGame } from '../../../src/engine/index.js';
import type { Action, GameOptions, GameState } from '../../../src/engine/types.js';
import { statsOf, type Host } from '../../../src/host/host.js';
import { botStep, rng } from '../../../src/host/bot.js';
import type { LeagueTable, ProfileSummary, Records } from '../../../src/host/contract.js';
import { must, newHost, olderStore, tmpDir } from './helpers.js';

const stores: CampaignStore[] = [];
const hosts: Host[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
  for (const h of hosts.splice(0)) h.close();
});
function openStore(dir: string): CampaignStore {
  const s = CampaignStore.open(dir, { statsFn: statsOf });
  stores.push(s);
  return s;
}
function host(dir?: string): Host {
  const { host: h } = newHost(dir ? { dataDir: dir } : {});
  hosts.push(h);
  return h;
}

const seats = (a: string, b: string): StoredPlayer[] => [
  { id: 'red', name: a, colour: 'red', turnMs: 180000, newcomer: false },
  { id: 'blue', name: b, colour: 'blue', turnMs: 240000, newcomer: true },
];
const optionsOf = (seed: number, a: string, b: string): GameOptions => ({
  players: [
    { id: 'red', name: a },
    { id: 'blue', name: b },
  ],
  seed,
  map: 'original',
});

/** A campaign written through the store as the host writes it (log, snapshots at each turn's end), without history. */
function writeCampaign(
  store: CampaignStore,
  name: string,
  options: GameOptions,
  players: StoredPlayer[],
  log: Action[],
  at0 = 1_700_000_000_000,
): string {
  // test set-up only: no fsync per action
  store.db.pragma('synchronous = OFF');
  let state = newGame(options);
  const c = store.create({ name, options, players, state });
  let head = '';
  log.forEach((action, seq) => {
    const r = apply(state, action);
    head = store.append(
      c.id,
      seq,
      action,
      {
        turn: state.turn,
        tide: state.tide,
        player: state.order[state.activeIdx] ?? null,
        events: r.events,
        at: at0 + seq,
      },
      r.state,
      head,
    );
    if (r.state.turn !== state.turn || (r.state.phase === 'over' && state.phase !== 'over'))
      store.snapshot(c.id, seq + 1, r.state, head, state.turn);
    state = r.state;
  });
  return c.id;
}

const games = new Map<number, { state: GameState; log: Action[] }>();
function randomGame(seed: number, a = 'Ann', b = 'Bob') {
  if (!games.has(seed)) games.set(seed, playRandomGame(optionsOf(seed, a, b), seed));
  return games.get(seed)!;
}

/**
 * A schema-2 store file (the schema of the previous release: the same DDL, `createAtVersion(2)`) holding
 * campaigns written by the store's own code: two finished, one unfinished, one finished whose log was damaged.
 */
function schema2File(): { dir: string; finished: string[]; unfinished: string; damaged: string } {
  const work = tmpDir();
  const s = CampaignStore.open(work, { statsFn: statsOf });
  const g1 = randomGame(11);
  const g2 = randomGame(12);
  const finished = [
    writeCampaign(s, 'First night', optionsOf(11, 'Ann', 'Bob'), seats('Ann', 'Bob'), g1.log),
    writeCampaign(s, 'Second night', optionsOf(12, 'ann ', 'Cid'), seats('ann ', 'Cid'), g2.log, 1_800_000_000_000),
  ];
  const unfinished = writeCampaign(
    s,
    'Unfinished',
    optionsOf(13, 'Ann', 'Dan'),
    seats('Ann', 'Dan'),
    randomGame(13).log.slice(0, 40),
  );
  const damaged = writeCampaign(
    s,
    'Damaged',
    optionsOf(14, 'Eve', 'Fay'),
    seats('Eve', 'Fay'),
    randomGame(14, 'Eve', 'Fay').log,
  );
  expect(s.league.history()).toEqual([]);
  s.close();
  const { dir, db } = olderStore(work, 2);
  // a damaged log: its last action's text edited (the hash chain no longer matters to the migration: it replays)
  db.prepare('UPDATE actions SET action = \'{"type":"endTurn","x":\' WHERE campaign_id = ? AND seq = 3').run(damaged);
  expect(db.pragma('user_version', { simple: true })).toBe(2);
  db.close();
  return { dir, finished, unfinished, damaged };
}

describe('a finished campaign keeps what opening it and its end screen need (issue 26, point 4)', () => {
  const count = (db: Database.Database, sql: string, id: string) => (db.prepare(sql).get(id) as { n: number }).n;
  const snapshots = (db: Database.Database, id: string) =>
    count(db, 'SELECT count(*) AS n FROM snapshots WHERE campaign_id = ?', id);
  const withEvents = (db: Database.Database, id: string) =>
    count(
      db,
      "SELECT count(*) AS n FROM actions WHERE campaign_id = ? AND json_type(info, '$.events') IS NOT NULL",
      id,
    );

  it('once recorded, its snapshots and stored events go; it opens, replays and exports the same', () => {
    const s = openStore(tmpDir());
    const id = writeCampaign(s, 'Finished', optionsOf(11, 'Ann', 'Bob'), seats('Ann', 'Bob'), randomGame(11).log);
    const open = writeCampaign(
      s,
      'Open',
      optionsOf(13, 'Ann', 'Dan'),
      seats('Ann', 'Dan'),
      randomGame(13).log.slice(0, 40),
    );
    const before = s.load(id);
    const file = s.exportCampaign(id).content;
    expect(snapshots(s.db, id)).toBeGreaterThan(0);
    s.recordFinished(id);
    expect(snapshots(s.db, id)).toBe(0);
    expect(withEvents(s.db, id)).toBe(0);
    // the unfinished one is untouched (its rows keep no events either since 2026-11-27: the replay gives them back)
    expect(snapshots(s.db, open)).toBeGreaterThan(0);
    expect(count(s.db, 'SELECT count(*) AS n FROM actions WHERE campaign_id = ?', open)).toBe(40);
    const after = s.load(id);
    expect(after.log).toEqual(before.log);
    expect(after.stats).toEqual(before.stats);
    expect(JSON.stringify(after.state)).toBe(JSON.stringify(before.state));
    expect(after.repaired).toEqual([]);
    const again = JSON.parse(s.exportCampaign(id).content);
    const first = JSON.parse(file);
    // the same game (recording linked the seats to profiles, which the file names since)
    expect([again.log, again.head, again.campaign.options]).toEqual([first.log, first.head, first.campaign.options]);
    // and an import of a finished campaign is kept the same way
    const other = openStore(tmpDir());
    const imported = other.importCampaign(file, 'f.fmh');
    expect(snapshots(other.db, imported.id)).toBe(0);
    const actionsAndEvents = (log: typeof before.log) => log.map((l) => [l.action, l.info.events]);
    expect(actionsAndEvents(other.load(imported.id).log)).toEqual(actionsAndEvents(before.log));
  });

  it('a schema-4 store is backed up, then its finished campaigns kept the same way; it opens and plays on', () => {
    const work = tmpDir();
    const s = CampaignStore.open(work, { statsFn: statsOf });
    const id = writeCampaign(s, 'Finished', optionsOf(11, 'Ann', 'Bob'), seats('Ann', 'Bob'), randomGame(11).log);
    const open = writeCampaign(
      s,
      'Open',
      optionsOf(13, 'Ann', 'Dan'),
      seats('Ann', 'Dan'),
      randomGame(13).log.slice(0, 40),
    );
    const before = s.load(id);
    s.close();
    const { dir, db } = olderStore(work, 4);
    db.close();
    const store = openStore(dir);
    expect(store.migratedFrom).toBe(4);
    const backup = new Database(store.backup!, { readonly: true });
    expect(snapshots(backup, id)).toBeGreaterThan(0);
    backup.close();
    expect(snapshots(store.db, id)).toBe(0);
    expect(withEvents(store.db, id)).toBe(0);
    expect(snapshots(store.db, open)).toBeGreaterThan(0);
    expect(store.load(id).log).toEqual(before.log);
    expect(store.load(open).log).toHaveLength(40);
  });
});

describe('the schema-3 migration', () => {
  it('backs up a schema-2 store, then turns its finished campaigns into history with profiles by name', () => {
    const { dir, finished, unfinished, damaged } = schema2File();
    const store = openStore(dir);
    expect(store.migratedFrom).toBe(2);
    expect(fs.existsSync(store.backup!)).toBe(true);
    const backup = new Database(store.backup!, { readonly: true });
    expect(backup.pragma('user_version', { simple: true })).toBe(2);
    expect(backup.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'history'").get()).toEqual({ n: 0 });
    backup.close();
    expect(store.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);

    const history = store.league.history();
    expect(new Set(history.map((h) => h.campaignId))).toEqual(new Set(finished));
    expect(history.some((h) => h.campaignId === unfinished || h.campaignId === damaged)).toBe(false);
    // "Ann" and "ann " are one profile; Bob and Cid have theirs
    expect(store.league.profiles().map((p) => p.name)).toEqual(['Ann', 'Bob', 'Cid']);
    const ann = store.league.byName('ANN')!;
    expect(history.filter((h) => h.profileId === ann.id)).toHaveLength(2);
    // the figures are the finished games' own
    for (const [id, seed] of [
      [finished[0]!, 11],
      [finished[1]!, 12],
    ] as const) {
      const result = randomGame(seed).state.result!;
      for (const sc of result.scores) {
        const h = history.find((x) => x.campaignId === id && x.player === sc.player)!;
        expect([h.score, h.ore, h.astronefs, h.won]).toEqual([
          sc.points,
          sc.ore,
          sc.astronefs,
          result.winner === sc.player,
        ]);
      }
    }
    // the campaigns' seats now name their profiles; the unfinished one is left as it was
    expect(store.get(finished[0]!).players.map((p) => p.profileId)).toEqual(
      history
        .filter((h) => h.campaignId === finished[0])
        .sort((x, y) => ['red', 'blue'].indexOf(x.player) - ['red', 'blue'].indexOf(y.player))
        .map((h) => h.profileId),
    );
    expect(store.get(unfinished).players.every((p) => p.profileId === undefined)).toBe(true);
    // every campaign still opens as before
    for (const id of finished) expect(store.load(id).state.phase).toBe('over');
    expect(store.load(unfinished).state.phase).not.toBe('over');
    // a second opening migrates nothing and records nothing twice
    store.close();
    stores.pop();
    const again = openStore(dir);
    expect(again.migratedFrom).toBeNull();
    expect(again.league.history()).toHaveLength(history.length);
  });

  it('a store from schema 1 goes through 2 and 3', () => {
    const dir = tmpDir();
    createAtVersion(path.join(dir, STORE_FILE_NAME), 1).close();
    const store = openStore(dir);
    expect(store.migratedFrom).toBe(1);
    expect(store.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(store.league.profiles()).toEqual([]);
  });
});

describe('history of a game', () => {
  it('counts from the replay: ranks and winner from the result, every loss and kill attributed', () => {
    let kills = 0;
    for (const seed of [11, 12, 21, 22]) {
      const g = randomGame(seed);
      const { state, tally } = tallyGame(optionsOf(seed, 'Ann', 'Bob'), g.log);
      expect(state.phase).toBe('over');
      const rows = historyOf({
        campaignId: 'c',
        campaignName: 'n',
        createdAt: 1,
        finishedAt: 2,
        head: 'h',
        options: optionsOf(seed, 'Ann', 'Bob'),
        seats: seats('Ann', 'Bob'),
        actions: g.log,
      });
      expect(rows).toHaveLength(2);
      const result = state.result!;
      const top = rows.find((r) => r.rank === 1)!;
      if (result.winner) expect(top.player).toBe(result.winner);
      expect(rows.filter((r) => r.won).length).toBe(result.winner ? 1 : 0);
      // two players: what one destroyed, the other lost (his own losses may come from the tide too)
      for (const r of rows) {
        const other = rows.find((x) => x !== r)!;
        expect(other.piecesLost).toBeGreaterThanOrEqual(r.piecesDestroyed);
        expect(r.piecesDestroyed).toBe(tally[r.player]!.destroyed);
      }
      kills += rows.reduce((n, r) => n + r.piecesDestroyed, 0);
    }
    expect(kills, 'the random games fired no deadly shot: the test shows nothing').toBeGreaterThan(0);
  });

  it("a computer seat (the ai work's StoredPlayer.computer) is recorded under its level, with no profile", () => {
    const store = openStore(tmpDir());
    const players: StoredPlayer[] = [
      seats('Ann', 'Bob')[0]!,
      { ...seats('Ann', 'Bob')[1]!, name: 'Computer', computer: 'hard' },
    ];
    const id = writeCampaign(
      store,
      'Against the machine',
      optionsOf(11, 'Ann', 'Computer'),
      players,
      randomGame(11).log,
    );
    const rows = store.recordFinished(id);
    expect(rows.map((r) => [r.player, r.computer, r.profileId === null])).toEqual([
      ['red', null, false],
      ['blue', 'hard', true],
    ]);
    expect(store.league.profiles().map((p) => p.name)).toEqual(['Ann']);
    expect(store.league.table().computers.map((r) => [r.name, r.computer, r.games])).toEqual([['hard', 'hard', 1]]);
    expect(store.get(id).players.map((p) => p.profileId === undefined)).toEqual([false, true]);
  });

  it('an unfinished game gives no history', () => {
    const g = randomGame(13);
    expect(
      historyOf({
        campaignId: 'c',
        campaignName: 'n',
        createdAt: 1,
        finishedAt: 2,
        head: 'h',
        options: optionsOf(13, 'Ann', 'Dan'),
        seats: seats('Ann', 'Dan'),
        actions: g.log.slice(0, 30),
      }),
    ).toEqual([]);
  });
});

/** A history row for the table's tests (a game of 2 players). */
function row(over: Partial<HistoryRow> & { game: string; player: string }): HistoryRow {
  return {
    campaignId: '',
    campaignName: 'A game',
    profileId: null,
    name: 'x',
    computer: null,
    finishedAt: 1_000,
    players: 2,
    rank: 1,
    won: true,
    score: 10,
    astronefs: 1,
    ore: 3,
    piecesLost: 0,
    piecesDestroyed: 0,
    astronefTakenTurn: null,
    variant: {},
    board: 'original',
    ...over,
  };
}

describe('profiles', () => {
  it('names are unique whatever their case and spacing; rename, merge and delete keep the past results', () => {
    const store = openStore(tmpDir());
    const L = store.league;
    const ann = L.createProfile({
      name: '  Ann  Smith ',
      colour: 'red',
      mark: 'circle',
      newcomer: true,
      language: 'fr',
    });
    expect(ann).toMatchObject({ name: 'Ann Smith', colour: 'red', mark: 'circle', newcomer: true, language: 'fr' });
    expect(() => L.createProfile({ name: 'ann smith' })).toThrow(/already called Ann Smith/);
    const dup = L.createProfile({ name: 'Annie' });
    const bob = L.createProfile({ name: 'Bob' });
    expect(() => L.updateProfile(bob.id, { name: 'ANNIE' })).toThrow(/already called Annie/);
    L.recordResolved([
      row({ game: 'g1', player: 'red', profileId: ann.id, name: ann.name, score: 30, finishedAt: 100 }),
      row({
        game: 'g1',
        player: 'blue',
        profileId: bob.id,
        name: 'Bob',
        score: 12,
        won: false,
        rank: 2,
        finishedAt: 100,
      }),
      row({ game: 'g2', player: 'red', profileId: dup.id, name: 'Annie', score: 20, finishedAt: 200 }),
      row({
        game: 'g2',
        player: 'blue',
        profileId: bob.id,
        name: 'Bob',
        score: 25,
        won: false,
        rank: 2,
        finishedAt: 200,
      }),
    ]);
    // a rename renames the results
    L.updateProfile(bob.id, { name: 'Robert', colour: 'blue' });
    expect(L.history(bob.id).map((h) => h.name)).toEqual(['Robert', 'Robert']);
    // merging the duplicate: his game is Ann's now, and he is gone
    expect(() => L.mergeProfiles(ann.id, ann.id)).toThrow(/itself/);
    L.mergeProfiles(dup.id, ann.id);
    expect(L.profiles().map((p) => p.name)).toEqual(['Ann Smith', 'Robert']);
    expect(L.history(ann.id).map((h) => [h.game, h.name])).toEqual([
      ['g2', 'Ann Smith'],
      ['g1', 'Ann Smith'],
    ]);
    // deleting Robert: his results stay in the league, under his last name
    L.deleteProfile(bob.id);
    const t = L.table();
    expect(t.rows.map((r) => [r.name, r.profileId === null, r.games, r.points])).toEqual([
      ['Ann Smith', false, 2, 50],
      ['Robert', true, 2, 37],
    ]);
    expect(() => L.deleteProfile(bob.id)).toThrow(/no profile/);
  });
});

describe('the league table and the records', () => {
  function seeded() {
    const store = openStore(tmpDir());
    const L = store.league;
    const ann = L.createProfile({ name: 'Ann' });
    const bob = L.createProfile({ name: 'Bob' });
    const cid = L.createProfile({ name: 'Cid' });
    L.recordResolved([
      row({
        game: 'g1',
        player: 'red',
        profileId: ann.id,
        name: 'Ann',
        score: 40,
        ore: 9,
        finishedAt: 1000,
        piecesDestroyed: 2,
      }),
      row({
        game: 'g1',
        player: 'blue',
        profileId: bob.id,
        name: 'Bob',
        score: 20,
        won: false,
        rank: 2,
        finishedAt: 1000,
        astronefTakenTurn: 9,
      }),
      row({
        game: 'g2',
        player: 'red',
        profileId: bob.id,
        name: 'Bob',
        score: 35,
        finishedAt: 2000,
        ore: 12,
        astronefTakenTurn: 6,
      }),
      row({
        game: 'g2',
        player: 'blue',
        profileId: null,
        computer: 'hard',
        name: 'Computer',
        score: 30,
        won: false,
        rank: 2,
        finishedAt: 2000,
        piecesDestroyed: 7,
      }),
      row({ game: 'g3', player: 'red', profileId: cid.id, name: 'Cid', score: 50, finishedAt: 3000 }),
      row({
        game: 'g3',
        player: 'blue',
        profileId: null,
        computer: 'easy',
        name: 'Computer',
        score: 5,
        won: false,
        rank: 2,
        finishedAt: 3000,
      }),
    ]);
    return { L, ann, bob, cid };
  }

  it('sums the points as the rulebook says, over a period and a group, computers apart unless asked', () => {
    const { L, ann, bob } = seeded();
    const all = L.table();
    expect(all.rows.map((r) => [r.name, r.games, r.wins, r.points, r.average, r.best?.score])).toEqual([
      ['Bob', 2, 1, 55, 27.5, 35],
      ['Cid', 1, 1, 50, 50, 50],
      ['Ann', 1, 1, 40, 40, 40],
    ]);
    expect(all.computers.map((r) => [r.name, r.computer, r.points])).toEqual([
      ['hard', 'hard', 30],
      ['easy', 'easy', 5],
    ]);
    expect(L.table({ computers: true }).rows.map((r) => r.name)).toEqual(['Bob', 'Cid', 'Ann', 'hard', 'easy']);
    expect(L.table({ computers: true }).computers).toEqual([]);
    // a period: games finished from 1500 to before 3000
    expect(L.table({ from: 1500, to: 3000 }).rows.map((r) => [r.name, r.points])).toEqual([['Bob', 35]]);
    // one group: Ann and Bob
    expect(L.table({ profiles: [ann.id, bob.id] }).rows.map((r) => r.name)).toEqual(['Bob', 'Ann']);
    expect(L.table({ profiles: [] }).rows).toEqual([]);
  });

  it('keeps the records with their campaigns; computers only when asked', () => {
    const { L } = seeded();
    const r = L.records();
    expect([
      r.haul?.name,
      r.haul?.value,
      r.ore?.name,
      r.ore?.value,
      r.destroyed?.name,
      r.destroyed?.value,
      r.capture?.name,
      r.capture?.value,
    ]).toEqual(['Cid', 50, 'Bob', 12, 'Ann', 2, 'Bob', 6]);
    expect(L.records({ computers: true }).destroyed).toMatchObject({ name: 'hard', computer: 'hard', value: 7 });
    expect(L.records({ to: 1500 }).capture).toMatchObject({ name: 'Bob', value: 9 });
    expect(L.records({ from: 5000 })).toEqual({ haul: null, ore: null, destroyed: null, capture: null });
  });
});

describe('through the host', () => {
  async function finish(h: Host, seed: number): Promise<void> {
    const rand = rng(seed);
    for (let i = 0; i < 6000; i++) {
      const s = must(await h.call('game.view'))!;
      if (s.over) return;
      await botStep(h, rand, { endTurnChance: 0.6 });
    }
    throw new Error('the game did not end');
  }

  it('profiles by the contract; a game finished with profiles is in the league and the records at once', async () => {
    const h = host();
    const ann = must(await h.call('profile.create', { name: 'Ann', colour: 'red', mark: 'triangle' }));
    expect((await h.call('profile.create', { name: ' ANN ' })).ok).toBe(false);
    const taken = await h.call('profile.create', { name: 'ann' });
    expect(!taken.ok && taken.error.code).toBe('NAME_TAKEN');
    const bad = await h.call('profile.create', { name: '', colour: 'url(x)' });
    expect(!bad.ok && bad.error.code).toBe('BAD_INPUT');
    const bob = must(await h.call('profile.create', { name: 'Bob', newcomer: true, language: 'en' }));
    // a seat with a profile plays under the profile's name
    const sv = must(
      await h.call('campaign.new', {
        players: [
          { name: 'typed', colour: 'red', profileId: ann.id },
          { name: 'Bob', colour: 'blue', profileId: bob.id },
        ],
        seed: 5,
      }),
    );
    expect(sv.players.map((p) => p.name)).toEqual(['Ann', 'Bob']);
    // Ann chose a mark: the board draws her seat with it; Bob chose none
    expect(sv.players.map((p) => p.mark)).toEqual(['triangle', undefined]);
    must(await h.call('profile.update', { id: ann.id, mark: 'diamond' }));
    expect(must(await h.call('game.view'))!.players.map((p) => p.mark)).toEqual(['diamond', undefined]);
    // Bob chose English: the screen speaks it during his turns; Ann chose no language until now
    expect(sv.players.map((p) => p.language)).toEqual([undefined, 'en']);
    must(await h.call('profile.update', { id: ann.id, language: 'fr' }));
    expect(must(await h.call('game.view'))!.players.map((p) => p.language)).toEqual(['fr', 'en']);
    const twice = await h.call('campaign.new', {
      players: [
        { name: 'a', colour: 'red', profileId: ann.id },
        { name: 'b', colour: 'blue', profileId: ann.id },
      ],
    });
    expect(!twice.ok && twice.error.code).toBe('BAD_INPUT');
    const gone = await h.call('campaign.new', {
      players: [
        { name: 'a', colour: 'red', profileId: 'nobody' },
        { name: 'b', colour: 'blue' },
      ],
    });
    expect(!gone.ok && gone.error).toMatchObject({ code: 'NOT_FOUND', params: { profile: 'nobody' } });
    await finish(h, 3);
    const end = must(await h.call('game.view'))!;
    // the game is over: an action is refused for that reason, and the log does not grow
    const logLength = (must(await h.call('game.log')) as unknown[]).length;
    const late = await h.call('game.act', { action: { type: 'endTurn' } });
    expect(!late.ok && late.error.code).toBe('GAME_OVER');
    expect((must(await h.call('game.log')) as unknown[]).length).toBe(logLength);
    const table = must(await h.call('league.table')) as LeagueTable;
    expect(table.rows.map((r) => r.name).sort()).toEqual(['Ann', 'Bob']);
    for (const sc of end.result!.scores) {
      const name = sc.player === 'red' ? 'Ann' : 'Bob';
      expect(table.rows.find((r) => r.name === name)).toMatchObject({
        games: 1,
        points: sc.points,
        wins: end.result!.winner === sc.player ? 1 : 0,
      });
    }
    const list = must(await h.call('profile.list')) as ProfileSummary[];
    expect(list.map((p) => [p.name, p.games])).toEqual([
      ['Ann', 1],
      ['Bob', 1],
    ]);
    const page = must(await h.call('profile.get', { id: ann.id }));
    expect(page.games).toHaveLength(1);
    expect(page.games[0]).toMatchObject({ campaignId: end.campaignId, replay: true, player: 'red' });
    const records = must(await h.call('league.records', { profiles: [ann.id, bob.id] })) as Records;
    if (records.haul) expect(records.haul.campaignId).toBe(end.campaignId);
    // a profile merged with itself is refused by name, and both stay
    const self = await h.call('profile.merge', { from: ann.id, into: ann.id });
    expect(!self.ok && self.error).toMatchObject({ code: 'SAME_PROFILE', params: { id: ann.id } });
    expect((must(await h.call('profile.list')) as ProfileSummary[]).map((p) => p.name)).toEqual(['Ann', 'Bob']);
    // a rename shows in the league; the campaign's seats keep the names they were played under
    must(await h.call('profile.update', { id: bob.id, name: 'Robert' }));
    expect((must(await h.call('league.table')) as LeagueTable).rows.map((r) => r.name).sort()).toEqual([
      'Ann',
      'Robert',
    ]);
    // deleting a campaign keeps its results, without a replay
    must(await h.call('campaign.delete', { id: end.campaignId }));
    expect(must(await h.call('profile.get', { id: ann.id })).games[0]!.replay).toBe(false);
  }, 120_000);

  it('a finished game that failed to be recorded is recorded at the next start', async () => {
    const dir = tmpDir();
    const h = host(dir);
    must(
      await h.call('campaign.new', {
        players: [
          { name: 'Ann', colour: 'red' },
          { name: 'Bob', colour: 'blue' },
        ],
        seed: 9,
      }),
    );
    await finish(h, 4);
    h.close();
    hosts.pop();
    const db = new Database(path.join(dir, STORE_FILE_NAME));
    db.exec('DELETE FROM history');
    db.close();
    const again = host(dir);
    expect((must(await again.call('league.table')) as LeagueTable).rows.map((r) => r.name).sort()).toEqual([
      'Ann',
      'Bob',
    ]);
  }, 120_000);
});

describe("files: campaigns carry their seats' profiles; the league file carries profiles and history", () => {
  function finishedStore() {
    const store = openStore(tmpDir());
    const ann = store.league.createProfile({ name: 'Ann', colour: 'green', mark: 'diamond', language: 'en' });
    const players = seats('Ann', 'Bob').map((p) => (p.id === 'red' ? { ...p, profileId: ann.id } : p));
    const id = writeCampaign(store, 'Finished', optionsOf(11, 'Ann', 'Bob'), players, randomGame(11).log);
    store.recordFinished(id);
    return { store, id, ann };
  }

  it("a campaign export names its seats' profiles; import links them by name and records the history once", () => {
    const { store, id } = finishedStore();
    const file = store.exportCampaign(id);
    const parsed = JSON.parse(file.content);
    expect(parsed.version).toBe(3);
    expect(parsed.campaign.profiles).toEqual([
      { seat: 'red', name: 'Ann', colour: 'green', mark: 'diamond', newcomer: false, language: 'en' },
      { seat: 'blue', name: 'Bob', colour: 'blue', mark: null, newcomer: true, language: null },
    ]);
    expect(JSON.stringify(parsed.campaign.players)).not.toContain('profileId');
    const other = openStore(tmpDir());
    const existing = other.league.createProfile({ name: 'bob', colour: 'black' });
    const imported = other.importCampaign(file.content, 'x.fmh');
    expect(other.league.profiles().map((p) => [p.name, p.colour])).toEqual([
      ['Ann', 'green'],
      ['bob', 'black'],
    ]);
    expect(imported.players.find((p) => p.id === 'blue')!.profileId).toBe(existing.id);
    const rows = other.league.history();
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.game)).toEqual(store.league.history().map((r) => r.game));
    // the same game imported again: a new campaign, but not a second result
    const again = other.importCampaign(file.content, 'x.fmh');
    expect(other.league.history()).toHaveLength(2);
    // nor is it taken for unrecorded at the next start (replayed for nothing every time: issue 26, point 4)
    expect(other.unrecordedFinished()).not.toContain(again.id);
    expect(other.unrecordedFinished()).toEqual([]);
  });

  it('a format-2 file (no profiles) still imports; its seats join the league by name', () => {
    const { store, id } = finishedStore();
    const f = JSON.parse(store.exportCampaign(id).content);
    f.version = 2;
    delete f.campaign.profiles;
    f.checksum = sha256(canonicalJson({ campaign: f.campaign, log: f.log, sealed: f.sealed, head: f.head }));
    const other = openStore(tmpDir());
    other.importCampaign(JSON.stringify(f), 'old.fmh');
    expect(other.league.profiles().map((p) => [p.name, p.colour])).toEqual([
      ['Ann', 'red'],
      ['Bob', 'blue'],
    ]);
  });

  it('the league file goes to another store and back without doubling anything', () => {
    const { store } = finishedStore();
    store.league.recordResolved([
      row({ game: 'f'.repeat(32), player: 'blue', computer: 'hard', name: 'Computer', profileId: null, score: 3 }),
    ]);
    const file = store.exportLeague();
    expect(file.fileName).toMatch(/\.fmhl$/);
    const other = openStore(tmpDir());
    expect(other.importLeague(file.content, 'l.fmhl')).toEqual({ profiles: 2, games: 2 });
    const strip = (rows: ReturnType<typeof store.league.history>) =>
      rows.map(({ campaignId: _c, profileId: _p, replay: _r, ...x }) => x);
    expect(strip(other.league.history())).toEqual(strip(store.league.history()));
    expect(other.league.table()).toMatchObject({
      rows: store.league.table().rows.map((r) => ({ name: r.name, points: r.points, games: r.games })),
    });
    other.importLeague(file.content, 'l.fmhl');
    expect(other.league.history()).toHaveLength(3);
    // the campaign itself, imported afterwards: its results gain their replay, and are not doubled
    expect(other.league.history().filter((h) => h.replay)).toHaveLength(0);
    other.importCampaign(
      store.exportCampaign(store.league.history().find((h) => h.computer === null)!.campaignId).content,
      'c.fmh',
    );
    expect(other.league.history()).toHaveLength(3);
    expect(other.league.history().filter((h) => h.replay)).toHaveLength(2);
    // back into the store it came from: nothing new; its results keep their replays
    store.importLeague(file.content, 'l.fmhl');
    expect(store.league.history()).toHaveLength(3);
    expect(store.league.history().filter((h) => h.replay)).toHaveLength(2);
  });
});
