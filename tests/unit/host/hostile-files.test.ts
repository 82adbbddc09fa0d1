// Hostile campaign files (issue 12, points 4 to 6): a forged .fmh with a recomputed checksum is
// refused unless this application could have written it, changes nothing, pollutes nothing; a store
// whose snapshots were edited to rig the tides opens on its log (the log is the truth: the snapshots are rebuilt).
import Database from 'better-sqlite3';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  canonicalJson,
  IMPORT_MAX_ACTIONS,
  IMPORT_MAX_BYTES,
  sha256,
  STORE_FILE_NAME,
} from '../../../src/store/index.js';
import { botStep, rng } from '../../../src/host/bot.js';
import { Host } from '../../../src/host/host.js';
import { must, newHost, TWO } from './helpers.js';

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});
function host(dir?: string): Host {
  const { host: h } = newHost(dir ? { dataDir: dir } : {});
  hosts.push(h);
  return h;
}

async function playTurns(h: Host, turns: number, seed = 1): Promise<void> {
  const rand = rng(seed);
  for (let i = 0; i < 4000 && must(await h.call('game.view'))!.turn < turns; i++)
    await botStep(h, rand, { endTurnChance: 0.3 });
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The checksum of a file body, whichever format (the fields absent from a format are left out). */
function reseal(file: Json): string {
  const body = { campaign: file.campaign, log: file.log, sealed: file.sealed, head: file.head };
  file.checksum = sha256(canonicalJson(body));
  return JSON.stringify(file);
}

let exported: string | null = null;
/** An export of a short real campaign (landed, deployed, a few turns). */
async function sample(): Promise<Json> {
  if (!exported) {
    const h = host();
    must(await h.call('campaign.new', TWO));
    await playTurns(h, 4);
    exported = must(await h.call('campaign.export', { id: must(await h.call('game.view'))!.campaignId })).content;
  }
  return JSON.parse(exported) as Json;
}

/** Every player-id string of the file renamed (as a forger with a text editor would). */
function renamePlayer(text: string, from: string, to: string): string {
  return text.split(`"${from}`).join(`"${to}`).split(`${from}.`).join(`${to}.`);
}

async function refused(h: Host, content: string): Promise<string> {
  const before = must(await h.call('campaign.list')).length;
  const r = await h.call('campaign.import', { content, fileName: 'forged.fmh' });
  expect(r.ok, 'the forged file was accepted').toBe(false);
  if (r.ok) return '';
  expect(['BAD_FILE', 'BAD_INPUT']).toContain(r.error.code);
  expect(must(await h.call('campaign.list')).length).toBe(before);
  expect(Object.prototype).not.toHaveProperty('pieces');
  return r.error.message;
}

describe('a forged campaign file', () => {
  it('with a player id __proto__ is refused and pollutes nothing; the host goes on answering', async () => {
    const file = await sample();
    const forged = JSON.parse(renamePlayer(JSON.stringify(file), 'red', '__proto__')) as Json;
    const h = host();
    await refused(h, reseal(forged));
    for (const other of ['constructor', 'toString', 'hasOwnProperty'])
      await refused(h, reseal(JSON.parse(renamePlayer(JSON.stringify(file), 'red', other))));
    expect(({} as Json).pieces).toBeUndefined();
    must(await h.call('campaign.new', TWO));
    expect(must(await h.call('game.view'))!.players).toHaveLength(2);
  });

  it('with fields out of bounds is refused, each with a message naming the file', async () => {
    const h = host();
    const cases: [string, (f: Json) => void][] = [
      ['no players', (f) => ((f.campaign.players = []), (f.campaign.options.players = []))],
      ['turn time -1000', (f) => (f.campaign.players[0].turnMs = -1000)],
      ['turn time "abc"', (f) => (f.campaign.players[0].turnMs = 'abc')],
      ['turn time 1e15', (f) => (f.campaign.players[0].turnMs = 1e15)],
      [
        'a clock with 1e12 ms left',
        (f) => (f.campaign.clock = { turn: 1, player: 'red', remainingMs: { red: 1e12, blue: 1000 } }),
      ],
      ['CSS as a colour', (f) => (f.campaign.players[0].colour = 'red; background: url(http://x)')],
      ['format version 0', (f) => (f.version = 0)],
      ['format version -1.5', (f) => (f.version = -1.5)],
      ['a 10 MB name', (f) => (f.campaign.name = 'x'.repeat(10_000_000))],
      ['a 61-character player name', (f) => (f.campaign.players[0].name = 'y'.repeat(61))],
      ['an extra field', (f) => (f.campaign.evil = true)],
      ['a forged event', (f) => (f.log[0].events = [{ type: 'destroyed', pieces: ['blue.astronef'], cause: 'shot' }])],
      ['a timestamp NaN-like', (f) => (f.log[0].at = 1e300)],
      ['an unknown variant', (f) => (f.campaign.options.variant = { cheat: true })],
      [
        'too many actions',
        (f) => (f.log = Array.from({ length: IMPORT_MAX_ACTIONS + 1 }, () => ({ action: { type: 'endTurn' }, at: 1 }))),
      ],
    ];
    for (const [what, edit] of cases) {
      const f = await sample();
      edit(f);
      const message = await refused(h, reseal(f));
      expect(message, what).toMatch(/forged\.fmh|too large|at most|bad arguments/);
    }
  });

  it('with actions the rules refuse (no-ops) is refused, and nothing is stored', async () => {
    const h = host();
    const f = await sample();
    const noop = { action: { type: 'move', piece: 'red.tank1', path: [[0, 0]] }, at: 1 };
    f.log = [...f.log, ...Array.from({ length: 5000 }, () => noop)];
    expect(await refused(h, reseal(f))).toMatch(/refused/);
  });

  it("the events stored are the replay's: the same as the campaign that was exported", async () => {
    const h = host();
    must(await h.call('campaign.new', TWO));
    await playTurns(h, 4, 11);
    const original = must(await h.call('game.log'));
    const { content } = must(await h.call('campaign.export', { id: must(await h.call('game.view'))!.campaignId }));
    expect(content).not.toContain('"events"');
    const b = host();
    must(await b.call('campaign.open', { id: must(await b.call('campaign.import', { content })).id }));
    const again = must(await b.call('game.log'));
    expect(again.map((e) => [e.action, e.events, e.player, e.turn, e.tide])).toEqual(
      original.map((e) => [e.action, e.events, e.player, e.turn, e.tide]),
    );
  });

  it('larger than the limit is refused before it is read', async () => {
    const h = host();
    const huge = ' '.repeat(IMPORT_MAX_BYTES + 1);
    const r = await h.call('campaign.import', { content: huge });
    expect(!r.ok && r.error.code).toMatch(/BAD_INPUT|BAD_FILE/);
    expect(() => h.store.importCampaign(huge, 'big.fmh')).toThrow(/big\.fmh: is too large/);
  });

  it('nested deeper than any file this application writes is a bad file, not a stack overflow (issue 26, point 11)', async () => {
    const h = host();
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
    const campaign = `{"format":"full-metal-hot-seat/campaign","version":3,"checksum":"x","campaign":${deep(200_000)}}`;
    const league = `{"format":"full-metal-hot-seat/league","version":1,"checksum":"x","profiles":${deep(200_000)}}`;
    for (const [method, content] of [
      ['campaign.import', campaign],
      ['league.import', league],
    ] as const) {
      const r = await h.call(method, { content, fileName: 'deep.json' });
      expect(!r.ok && r.error.code, method).toBe('BAD_FILE');
      expect(!r.ok && r.error.message, method).toMatch(/deep\.json: .*nested too deep/);
    }
    const board = await h.call('boards.import', {
      content: `{"terrain":${deep(200_000)}}`,
      fileName: 'deep.json',
      players: 2,
    });
    expect(!board.ok && board.error.code).toBe('BAD_FILE');
    expect(!board.ok && board.error.message).toMatch(/nested too deep/);
    expect(must(await h.call('campaign.list'))).toEqual([]);
  });
});

describe('a store whose snapshots were edited', () => {
  it('opens on the log when a snapshot was rigged (the tides swapped): the snapshot is rebuilt, the rig is lost', async () => {
    const h = host();
    must(await h.call('campaign.new', TWO));
    await playTurns(h, 7);
    const id = must(await h.call('game.view'))!.campaignId;
    must(await h.call('campaign.close'));
    const dir = h.dataDir;
    h.close();
    hosts.splice(hosts.indexOf(h), 1);
    const db = new Database(path.join(dir, STORE_FILE_NAME));
    const snaps = db.prepare('SELECT seq, state FROM snapshots WHERE campaign_id = ? ORDER BY seq').all(id) as {
      seq: number;
      state: string;
    }[];
    expect(snaps.length).toBeGreaterThanOrEqual(5);
    const victim = snaps[2]!;
    const st = JSON.parse(victim.state) as { deck: string[] };
    st.deck = [...st.deck].reverse();
    if (st.deck.join() === JSON.parse(victim.state).deck.join()) st.deck = st.deck.map(() => 'high');
    db.prepare('UPDATE snapshots SET state = ? WHERE campaign_id = ? AND seq = ?').run(
      JSON.stringify(st),
      id,
      victim.seq,
    );
    db.close();
    const again = host(dir);
    const r = await again.call('campaign.open', { id });
    expect(r.ok && r.value.repaired).toBe(1);
    // the position played on is the log's, and the stored snapshot is the honest one again
    const rebuilt = again.store.db
      .prepare('SELECT state FROM snapshots WHERE campaign_id = ? AND seq = ?')
      .get(id, victim.seq) as { state: string };
    expect(rebuilt.state).toBe(victim.state);
    must(await again.call('campaign.close'));
    const third = await again.call('campaign.open', { id });
    expect(third.ok && third.value.repaired).toBeUndefined();
  });
});

/** The checksum of a league file's body. */
function resealLeague(file: Json): string {
  file.checksum = sha256(canonicalJson({ profiles: file.profiles, history: file.history }));
  return JSON.stringify(file);
}

/** The person's and the computer's result in a league sample. */
const person = (f: Json): Json => f.history.find((h: Json) => h.computer === null);
const computer = (f: Json): Json => f.history.find((h: Json) => h.computer !== null);

describe('a forged profile or league file (issue 17)', () => {
  async function snapshot(h: Host) {
    return {
      profiles: must(await h.call('profile.list')),
      history: h.store.league.history(),
      campaigns: must(await h.call('campaign.list')).length,
    };
  }

  async function refusedLeague(h: Host, content: string): Promise<string> {
    const before = await snapshot(h);
    const r = await h.call('league.import', { content, fileName: 'forged.fmhl' });
    expect(r.ok, 'the forged league file was accepted').toBe(false);
    if (r.ok) return '';
    expect(['BAD_FILE', 'BAD_INPUT']).toContain(r.error.code);
    expect(await snapshot(h)).toEqual(before);
    expect(Object.prototype).not.toHaveProperty('name');
    return r.error.message;
  }

  async function leagueSample(): Promise<Json> {
    const h = host();
    const ann = must(await h.call('profile.create', { name: 'Ann', colour: 'red', mark: 'circle', language: 'fr' }));
    must(await h.call('profile.create', { name: 'Bob' }));
    const row = {
      campaignId: '',
      campaignName: 'Night',
      player: 'red',
      computer: null,
      finishedAt: 1000,
      players: 2,
      rank: 1,
      won: true,
      score: 20,
      astronefs: 1,
      ore: 4,
      piecesLost: 1,
      piecesDestroyed: 2,
      astronefTakenTurn: null,
      variant: {},
      board: 'original',
    };
    h.store.league.recordResolved([
      { ...row, game: 'a'.repeat(32), profileId: ann.id, name: 'Ann' },
      {
        ...row,
        game: 'a'.repeat(32),
        player: 'blue',
        profileId: null,
        computer: 'hard',
        name: 'Computer',
        rank: 2,
        won: false,
        score: 5,
      },
    ]);
    return JSON.parse(must(await h.call('league.export')).content) as Json;
  }

  it('a campaign file whose profiles are forged is refused and makes no profile', async () => {
    const h = host();
    must(await h.call('profile.create', { name: 'Zoe' }));
    const profile = { seat: 'red', name: 'Ann', colour: 'red', mark: null, newcomer: false, language: null };
    const cases: [string, (f: Json) => void][] = [
      ['a profile for no seat', (f) => (f.campaign.profiles = [{ ...profile, seat: 'green' }])],
      ['two profiles for one seat', (f) => (f.campaign.profiles = [profile, { ...profile, name: 'Other' }])],
      ['an empty name', (f) => (f.campaign.profiles = [{ ...profile, name: '   ' }])],
      ['a 41-character name', (f) => (f.campaign.profiles = [{ ...profile, name: 'n'.repeat(41) }])],
      ['CSS as a colour', (f) => (f.campaign.profiles = [{ ...profile, colour: 'red;x:url(y)' }])],
      ['an unknown mark', (f) => (f.campaign.profiles = [{ ...profile, mark: 'star' }])],
      ['an extra field', (f) => (f.campaign.profiles = [{ ...profile, admin: true }])],
      ['profiles in format 2', (f) => ((f.version = 2), (f.campaign.profiles = [profile]))],
      ['five profiles', (f) => (f.campaign.profiles = Array.from({ length: 5 }, () => profile))],
    ];
    for (const [what, edit] of cases) {
      const f = await sample();
      edit(f);
      const message = await refused(h, reseal(f));
      expect(message, what).toMatch(/forged\.fmh/);
      expect(
        must(await h.call('profile.list')).map((p) => p.name),
        what,
      ).toEqual(['Zoe']);
    }
  });

  it('a league file that is not one, or damaged, or from a newer version, is refused with its reason', async () => {
    const h = host();
    const good = await leagueSample();
    expect(await refusedLeague(h, '{"format": "full-metal-hot-seat/league", "vers')).toMatch(
      /forged\.fmhl: is truncated/,
    );
    expect(await refusedLeague(h, 'PK\u0003\u0004 not json')).toMatch(/not a Full Metal Hot-Seat league file/);
    expect(await refusedLeague(h, JSON.stringify({ format: 'full-metal-hot-seat/campaign' }))).toMatch(
      /not a Full Metal Hot-Seat league file/,
    );
    expect(await refusedLeague(h, JSON.stringify({ ...good, version: 9 }))).toMatch(/newer version/);
    expect(
      await refusedLeague(
        h,
        JSON.stringify({ ...good, profiles: [...good.profiles, { ...good.profiles[0], name: 'Eve' }] }),
      ),
    ).toMatch(/checksum/);
    const r = await h.call('league.import', { content: ' '.repeat(9 * 1024 * 1024) });
    expect(!r.ok && r.error.code).toMatch(/BAD_INPUT|BAD_FILE/);
    expect(() => h.store.importLeague(' '.repeat(9 * 1024 * 1024), 'big.fmhl')).toThrow(/big\.fmhl: is too large/);
  });

  it('a league file forged with a recomputed checksum is refused unless this application could have written it', async () => {
    const h = host();
    must(await h.call('profile.create', { name: 'Zoe' }));
    const cases: [string, (f: Json) => void][] = [
      ['two profiles of one name', (f) => f.profiles.push({ ...f.profiles[0], name: ' ANN ' })],
      ['a result of a profile not in the file', (f) => (person(f).profile = 'Nobody')],
      ['a computer with a profile', (f) => (computer(f).profile = 'Bob')],
      ['one seat twice', (f) => f.history.push({ ...person(f) })],
      ['negative ore', (f) => (person(f).ore = -3)],
      ['rank 9', (f) => (person(f).rank = 9)],
      ['3 astronefs', (f) => (person(f).astronefs = 3)],
      ['a score of 1e9', (f) => (person(f).score = 1e9)],
      ['a game id that is not one', (f) => (person(f).game = '../../etc')],
      ['a level with markup', (f) => (computer(f).computer = '<b>hard</b>')],
      ['an unknown variant', (f) => (person(f).variant = { cheat: true })],
      ['an extra field', (f) => (f.profiles[0].admin = true)],
      ['a profile with CSS as a colour', (f) => (f.profiles[0].colour = 'red;x:url(y)')],
      ['an empty name', (f) => (f.profiles[0].name = '')],
      [
        'too many profiles',
        (f) => (f.profiles = Array.from({ length: 501 }, (_, i) => ({ ...f.profiles[0], name: `P${i}` }))),
      ],
      ['history not a list', (f) => (f.history = { 0: f.history[0] })],
      ['a finishing time of 1e300', (f) => (person(f).finishedAt = 1e300)],
    ];
    for (const [what, edit] of cases) {
      const f = await leagueSample();
      edit(f);
      const message = await refusedLeague(h, resealLeague(f));
      expect(message, what).toMatch(/forged\.fmhl/);
    }
  });

  it('a profile named __proto__ is only a name: it pollutes nothing and the league reads it', async () => {
    const h = host();
    const f = await leagueSample();
    f.profiles[0].name = '__proto__';
    person(f).profile = '__proto__';
    must(await h.call('league.import', { content: resealLeague(f), fileName: 'odd.fmhl' }));
    expect(({} as Json).name).toBeUndefined();
    expect(must(await h.call('profile.list')).map((p) => p.name)).toEqual(['__proto__', 'Bob']);
    expect(must(await h.call('league.table')).rows.map((r) => r.name)).toEqual(['__proto__']);
  });
});

describe('what an error tells the screen (issue 26, point 12)', () => {
  it('an import on a full disk says the disk is full, and writes nothing', async () => {
    const h = host();
    must(await h.call('campaign.new', TWO));
    const id = must(await h.call('game.view'))!.campaignId;
    const { content } = h.store.exportCampaign(id);
    const pages = h.store.db.pragma('page_count', { simple: true }) as number;
    h.store.db.pragma(`max_page_count = ${pages}`);
    const r = await h.call('campaign.import', { content, fileName: 'trip.fmh' });
    expect(!r.ok && r.error.code).toBe('STORE_ERROR');
    expect(!r.ok && r.error.params).toMatchObject({ why: 'diskFull' });
    expect(must(await h.call('campaign.list'))).toHaveLength(1);
  });

  it('names no local folder: a damaged campaign, a bad file chosen by its path', async () => {
    const h = host();
    must(await h.call('campaign.new', TWO));
    const id = must(await h.call('game.view'))!.campaignId;
    must(await h.call('campaign.close'));
    h.store.db.prepare("UPDATE actions SET hash = 'x' WHERE campaign_id = ?").run(id);
    h.store.db.prepare("UPDATE campaigns SET head = 'x', actions = 1 WHERE id = ?").run(id);
    const damaged = await h.call('campaign.open', { id });
    const chosen = path.join(os.homedir(), 'Documents', 'games', 'bad.fmh');
    const bad = await h.call('campaign.import', { content: '{"hello": 1}', fileName: chosen });
    for (const r of [damaged, bad]) {
      expect(r.ok).toBe(false);
      const text = JSON.stringify(!r.ok && r.error);
      expect(text).not.toContain(h.dataDir);
      expect(text).not.toContain(os.homedir());
      expect(text).not.toContain('Documents');
    }
    expect(!bad.ok && bad.error.message).toMatch(/^bad\.fmh: /);
    expect(!damaged.ok && damaged.error.params.file).toBe('campaigns.sqlite');
  });
});

describe('names (issue 26, point 10)', () => {
  it('refuse control, bidirectional and invisible characters; a full-width name is the same name', async () => {
    const h = host();
    for (const name of ['Ann\u202Egnp.exe', 'Bob\u0007', 'Zero\u200Bwidth', 'Iso\u2066late']) {
      const r = await h.call('profile.create', { name });
      expect(!r.ok && r.error.code, JSON.stringify(name)).toBe('BAD_INPUT');
      const c = await h.call('campaign.new', { ...TWO, players: [{ name, colour: 'red' }, TWO.players[1]!] });
      expect(!c.ok && c.error.code, JSON.stringify(name)).toBe('BAD_INPUT');
    }
    must(await h.call('profile.create', { name: 'Alice' }));
    const wide = await h.call('profile.create', { name: '\uFF21\uFF2C\uFF29\uFF23\uFF25' });
    expect(!wide.ok && wide.error.code).toBe('NAME_TAKEN');
    expect(must(await h.call('profile.list')).map((p) => p.name)).toEqual(['Alice']);
  });

  it('an export file name carries none of them', async () => {
    const h = host();
    must(await h.call('campaign.new', TWO));
    const id = must(await h.call('game.view'))!.campaignId;
    // a name stored before names were checked
    h.store.db.prepare('UPDATE campaigns SET name = ? WHERE id = ?').run('Night\u202Ehmf.exe\u0000', id);
    const file = must(await h.call('campaign.export', { id }));
    expect(file.fileName).not.toMatch(/[\p{Cc}\p{Cf}]/u);
  });
});
