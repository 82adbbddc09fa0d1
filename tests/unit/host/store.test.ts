import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import {
  CampaignStore,
  chainHash,
  createAtVersion,
  SCHEMA_VERSION,
  StoreFileError,
  STORE_FILE_NAME,
  WAL_SIZE_LIMIT,
} from '../../../src/store/index.js';
import { newGame, apply } from '../../../src/engine/index.js';
import type { GameOptions, GameState } from '../../../src/engine/types.js';
import { tmpDir } from './helpers.js';

const options: GameOptions = {
  players: [
    { id: 'red', name: 'Ann' },
    { id: 'blue', name: 'Bob' },
  ],
  seed: 11,
  map: 'original',
};
const players = [
  { id: 'red', name: 'Ann', colour: 'red', turnMs: 180000, newcomer: false },
  { id: 'blue', name: 'Bob', colour: 'blue', turnMs: 240000, newcomer: true },
];

const open: CampaignStore[] = [];
function openStore(dir: string): CampaignStore {
  const s = CampaignStore.open(dir);
  open.push(s);
  return s;
}
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

/** Plays the two landings; returns the log rows written. */
function playLandings(
  store: CampaignStore,
  id: string,
  state: GameState,
): { state: GameState; head: string; n: number } {
  let head = '';
  let n = 0;
  for (let k = 0; k < 2; k++) {
    const me = state.order[state.activeIdx]!;
    let done = false;
    for (let y = 3; y < 20 && !done; y++)
      for (let x = 3; x < 34 && !done; x++) {
        const action = {
          type: 'land' as const,
          astronef: `${me}.astronef`,
          at: [x, y] as [number, number],
          orientation: 'N' as const,
        };
        const r = apply(state, action);
        if (!r.ok) continue;
        head = store.append(
          id,
          n,
          action,
          { turn: state.turn, tide: state.tide, player: me, events: r.events, at: Date.now() },
          r.state,
          head,
        );
        if (r.state.turn !== state.turn) store.snapshot(id, n + 1, r.state, head, state.turn);
        state = r.state;
        n++;
        done = true;
      }
  }
  return { state, head, n };
}

describe('campaign store', () => {
  it('creates, lists, renames, appends, reopens and deletes', () => {
    const dir = tmpDir();
    const store = openStore(dir);
    const st = newGame(options);
    const c = store.create({ name: 'First', options, players, state: st });
    const played = playLandings(store, c.id, st);
    expect(played.n).toBe(2);
    const list = store.list();
    expect(list).toHaveLength(1);
    expect(list[0]?.actions).toBe(2);
    expect(list[0]?.thumbnail).toMatch(/^data:image\/png;base64,/);
    store.rename(c.id, 'Renamed');
    store.close();
    const again = openStore(dir);
    const loaded = again.load(c.id, 'full');
    expect(loaded.row.name).toBe('Renamed');
    expect(loaded.log).toHaveLength(2);
    expect(loaded.state).toEqual(played.state);
    again.delete(c.id);
    expect(again.list()).toHaveLength(0);
  });

  it('writes a row only on the stored head: a stale or wrong head is refused and changes nothing', () => {
    const dir = tmpDir();
    const store = openStore(dir);
    const st = newGame(options);
    const c = store.create({ name: 'Heads', options, players, state: st });
    const played = playLandings(store, c.id, st);
    const me = played.state.order[played.state.activeIdx]!;
    const action = { type: 'endTurn' as const };
    const r = apply(played.state, action);
    const info = { turn: played.state.turn, tide: played.state.tide, player: me, events: r.events, at: Date.now() };
    // the head of the row before the last: what a session that lost track of the last row would hand in
    const stale = store.readLog(c.id)[0]!.hash;
    expect(() => store.append(c.id, played.n, action, info, r.state, stale)).toThrow(/head/);
    expect(store.readLog(c.id)).toHaveLength(2);
    expect(store.load(c.id).row.head).toBe(played.head);
    store.append(c.id, played.n, action, info, r.state, played.head);
    expect(store.load(c.id).log).toHaveLength(3);
  });

  it('uses WAL with synchronous FULL and stamps the file', () => {
    const dir = tmpDir();
    const store = openStore(dir);
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(store.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
  });

  it('detects a damaged log (hash chain) and names the campaign, leaving the others alone', () => {
    const dir = tmpDir();
    const store = openStore(dir);
    const a = store.create({ name: 'A', options, players, state: newGame(options) });
    const b = store.create({ name: 'B', options, players, state: newGame(options) });
    playLandings(store, a.id, newGame(options));
    playLandings(store, b.id, newGame(options));
    store.db
      .prepare('UPDATE actions SET action = replace(action, \'"N"\', \'"S"\') WHERE campaign_id = ? AND seq = 0')
      .run(a.id);
    expect(() => store.load(a.id)).toThrow(/damaged at action 1/);
    expect(store.load(b.id).log).toHaveLength(2);
  });

  it('rebuilds from the log a stored snapshot that disagrees with its replay: the log is the truth', () => {
    const dir = tmpDir();
    const store = openStore(dir);
    const st = newGame(options);
    const c = store.create({ name: 'A', options, players, state: st });
    const p = playLandings(store, c.id, st);
    const honest = store.load(c.id);
    expect(honest.repaired).toEqual([]);
    const stored = (seq: number) =>
      store.db.prepare('SELECT state, hash FROM snapshots WHERE campaign_id = ? AND seq = ?').get(c.id, seq) as {
        state: string;
        hash: string;
      };
    const good = stored(2);
    const bad = { ...p.state, turn: p.state.turn + 5 };
    store.db.prepare('UPDATE snapshots SET state = ? WHERE campaign_id = ? AND seq = 2').run(JSON.stringify(bad), c.id);
    // one bad bit in the start's snapshot: unreadable; and a snapshot linked to another action
    const start = stored(0).state;
    const flipped = start.slice(0, 40) + String.fromCharCode(start.charCodeAt(40) ^ 1) + start.slice(41);
    store.db.prepare('UPDATE snapshots SET state = ? WHERE campaign_id = ? AND seq = 0').run(flipped, c.id);
    const loaded = store.load(c.id);
    expect(loaded.repaired).toEqual([0, 2]);
    expect(JSON.stringify(loaded.state)).toBe(JSON.stringify(honest.state));
    expect(stored(2)).toEqual(good);
    expect(stored(0).state).toBe(start);
    expect(store.load(c.id).repaired).toEqual([]);
    store.db.prepare("UPDATE snapshots SET hash = 'x' WHERE campaign_id = ? AND seq = 2").run(c.id);
    expect(store.load(c.id).repaired).toEqual([2]);
    expect(stored(2)).toEqual(good);
  });

  it('still refuses a campaign whose log does not replay, alone, saying which action', () => {
    const store = openStore(tmpDir());
    const st = newGame(options);
    const a = store.create({ name: 'A', options, players, state: st });
    playLandings(store, a.id, st);
    const b = store.create({ name: 'B', options, players, state: st });
    playLandings(store, b.id, st);
    // a log edited with its chain made again: the second landing on the first one's spot is refused on replay
    const rows = store.db.prepare('SELECT seq, action FROM actions WHERE campaign_id = ? ORDER BY seq').all(a.id) as {
      seq: number;
      action: string;
    }[];
    const first = JSON.parse(rows[0]!.action) as { at: unknown };
    const second = { ...(JSON.parse(rows[1]!.action) as object), at: first.at };
    store.db
      .prepare('UPDATE actions SET action = ? WHERE campaign_id = ? AND seq = 1')
      .run(JSON.stringify(second), a.id);
    let prev = '';
    for (const r of store.db
      .prepare('SELECT seq, action FROM actions WHERE campaign_id = ? ORDER BY seq')
      .all(a.id) as { seq: number; action: string }[]) {
      prev = chainHash(prev, r.seq, r.action);
      store.db.prepare('UPDATE actions SET hash = ? WHERE campaign_id = ? AND seq = ?').run(prev, a.id, r.seq);
    }
    store.db.prepare('UPDATE campaigns SET head = ? WHERE id = ?').run(prev, a.id);
    expect(() => store.load(a.id)).toThrow(/action 2 \(land\) was accepted when played but is refused/);
    expect(store.load(b.id).repaired).toEqual([]);
  });

  it('exports and imports one campaign as a file; a cut file is refused with a clear message', () => {
    const dir = tmpDir();
    const store = openStore(dir);
    const st = newGame(options);
    const c = store.create({ name: 'Trip', options, players, state: st });
    const p = playLandings(store, c.id, st);
    const { fileName, content } = store.exportCampaign(c.id);
    expect(fileName).toBe('Trip.fmh');
    const other = openStore(tmpDir());
    const imported = other.importCampaign(content, 'Trip.fmh');
    expect(imported.name).toBe('Trip');
    // the same position, its hidden parts drawn afresh (issue 24, point 6)
    const copy = other.load(imported.id, 'full').state;
    const { deck: _d, aside: _a, rng: _r, options: o1, ...seen } = copy;
    const { deck: _d2, aside: _a2, rng: _r2, options: o2, ...was } = p.state;
    expect(seen).toEqual(was);
    expect(o1).toEqual({ ...o2, redraws: [expect.objectContaining({ at: o1.redraws![0]!.at })] });
    // torn file: cut at random bytes
    for (let i = 0; i < 20; i++) {
      const cut = 1 + Math.floor(Math.random() * (content.length - 2));
      expect(() => other.importCampaign(content.slice(0, cut), 'Trip.fmh')).toThrow(/Trip\.fmh/);
    }
    expect(() => other.importCampaign('{"hello": 1}', 'x.json')).toThrow(/not a Full Metal Hot-Seat campaign file/);
    const newer = JSON.parse(content);
    newer.version = 99;
    expect(() => other.importCampaign(JSON.stringify(newer), 'new.fmh')).toThrow(/newer version/);
    const tampered = JSON.parse(content);
    tampered.campaign.name = 'Other';
    expect(() => other.importCampaign(JSON.stringify(tampered), 't.fmh')).toThrow(/checksum/);
    expect(other.list()).toHaveLength(1);
  });

  it('imports one after another keep the WAL bounded: each import is checkpointed (issue 26, point 4)', () => {
    const store = openStore(tmpDir());
    const st = newGame(options);
    const c = store.create({ name: 'Trip', options, players, state: st });
    playLandings(store, c.id, st);
    const { content } = store.exportCampaign(c.id);
    const dir = tmpDir();
    const other = openStore(dir);
    const wal = path.join(dir, STORE_FILE_NAME + '-wal');
    // imported back to back, as fast as the host serves requests: no idle moment for a queued checkpoint
    for (let i = 0; i < 8; i++) {
      other.importCampaign(content, 'Trip.fmh');
      expect(fs.statSync(wal).size).toBe(0);
    }
    expect(other.db.pragma('journal_size_limit', { simple: true })).toBe(WAL_SIZE_LIMIT);
    expect(other.list()).toHaveLength(8);
  });

  it('an import on a full disk says the disk is full, not that the file is bad, and writes nothing', () => {
    const store = openStore(tmpDir());
    const st = newGame(options);
    const c = store.create({ name: 'Trip', options, players, state: st });
    playLandings(store, c.id, st);
    const { content } = store.exportCampaign(c.id);
    const other = openStore(tmpDir());
    const pages = other.db.pragma('page_count', { simple: true }) as number;
    other.db.pragma(`max_page_count = ${pages}`);
    let thrown: unknown;
    try {
      other.importCampaign(content, 'Trip.fmh');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).not.toBeInstanceOf(StoreFileError);
    expect((thrown as { code?: string }).code).toBe('SQLITE_FULL');
    expect(other.list()).toHaveLength(0);
  });

  it('refuses foreign, too-new, corrupt and truncated store files, naming the file, and leaves them untouched', () => {
    // foreign: another application's SQLite file
    const d1 = tmpDir();
    const f1 = path.join(d1, STORE_FILE_NAME);
    const other = new Database(f1);
    other.exec('CREATE TABLE notes (x TEXT)');
    other.close();
    expect(() => CampaignStore.open(d1)).toThrow(/another application/);
    // not SQLite at all
    const d2 = tmpDir();
    fs.writeFileSync(path.join(d2, STORE_FILE_NAME), 'hello, this is a text file and not a database at all'.repeat(10));
    expect(() => CampaignStore.open(d2)).toThrow(StoreFileError);
    // too new
    const d3 = tmpDir();
    const s3 = openStore(d3);
    s3.db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    s3.close();
    expect(() => CampaignStore.open(d3)).toThrow(/newer version/);
    // truncated at random bytes (a torn write): detected, never silently accepted
    const d4 = tmpDir();
    const s4 = openStore(d4);
    const st = newGame(options);
    for (let i = 0; i < 6; i++) {
      const c = s4.create({ name: `C${i}`, options, players, state: st });
      playLandings(s4, c.id, st);
    }
    s4.db.pragma('wal_checkpoint(TRUNCATE)');
    s4.close();
    const full = fs.readFileSync(path.join(d4, STORE_FILE_NAME));
    for (let i = 0; i < 10; i++) {
      const d = tmpDir();
      const f = path.join(d, STORE_FILE_NAME);
      const cut = 1 + Math.floor(Math.random() * (full.length - 1));
      fs.writeFileSync(f, full.subarray(0, cut));
      let err: unknown = null;
      try {
        const s = CampaignStore.open(d);
        // if the cut happens to leave a readable file, every campaign must still load or fail clearly
        for (const c of s.list()) s.load(c.id);
        s.close();
      } catch (e) {
        err = e;
      }
      expect(err, `cut at ${cut} of ${full.length}`).toBeInstanceOf(Error);
      expect(String((err as Error).message)).toContain(f);
      expect(fs.readFileSync(f).length).toBe(cut); // untouched
    }
  });

  it('migrates an old file after backing it up', () => {
    const dir = tmpDir();
    const file = path.join(dir, STORE_FILE_NAME);
    const v1 = createAtVersion(file, 1);
    const st = newGame(options);
    v1.prepare(
      `INSERT INTO campaigns (id, name, created_at, last_played, options, players, turn, phase, active, over, winner, actions, clock)
       VALUES ('old', 'Old one', 1, 2, ?, ?, 1, 'landing', 'red', 0, NULL, 0, NULL)`,
    ).run(JSON.stringify(options), JSON.stringify(players));
    v1.prepare("INSERT INTO snapshots (campaign_id, seq, turn, state, stats) VALUES ('old', 0, 1, ?, '{}')").run(
      JSON.stringify(st),
    );
    v1.close();
    const store = openStore(dir);
    expect(store.migratedFrom).toBe(1);
    expect(store.backup).toBeTruthy();
    expect(fs.existsSync(store.backup!)).toBe(true);
    const b = new Database(store.backup!, { readonly: true });
    expect(b.pragma('user_version', { simple: true })).toBe(1);
    b.close();
    expect(store.list().map((c) => c.name)).toEqual(['Old one']);
    expect(store.load('old').state).toEqual(st);
  });
});

describe('canonical JSON of a hostile file', () => {
  it('keeps an own `__proto__` key as a key (the checksum covers it) and never swaps a prototype', async () => {
    const { canonicalJson } = await import('../../../src/store/util.js');
    const parsed: unknown = JSON.parse('{"b":[1,{"__proto__":{"x":1}}],"__proto__":{"a":1}}');
    expect(canonicalJson(parsed)).toBe('{"__proto__":{"a":1},"b":[1,{"__proto__":{"x":1}}]}');
    const odd = Object.defineProperty([1, 2], 'map', { value: 'not a function' });
    expect(canonicalJson({ odd })).toBe('{"odd":[1,2]}');
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('a');
  });
});
