// Issue 26, point 4: a finished campaign's log packed into one compressed row (schema 7, src/store/packed-log.ts).
// It opens, replays and exports as before; damage to it still refuses that campaign alone, with a message that says
// its log is damaged; a log whose chain is already broken is never packed; the old reopening mistake's link is
// read as written after packing too; a schema-6 store is backed up, packed, and plays on.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CampaignStore,
  chainHash,
  SCHEMA_VERSION,
  STORE_FILE_NAME,
  type StoredPlayer,
} from '../../../src/store/index.js';
import { packFinishedLogs, packLog } from '../../../src/store/packed-log.js';
import { apply, newGame, playRandomGame } from '../../../src/engine/index.js';
import type { Action, GameOptions, GameState } from '../../../src/engine/types.js';
import { Host, statsOf } from '../../../src/host/host.js';
import { olderStore, tmpDir } from './helpers.js';

const stores: CampaignStore[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
});
function openStore(dir: string): CampaignStore {
  const s = CampaignStore.open(dir, { statsFn: statsOf });
  stores.push(s);
  return s;
}

const seats: StoredPlayer[] = [
  { id: 'red', name: 'Ann', colour: 'red', turnMs: 180000, newcomer: false },
  { id: 'blue', name: 'Bob', colour: 'blue', turnMs: 240000, newcomer: false },
];
const optionsOf = (seed: number): GameOptions => ({
  players: [
    { id: 'red', name: 'Ann' },
    { id: 'blue', name: 'Bob' },
  ],
  seed,
  map: 'original',
});
const games = new Map<number, { state: GameState; log: Action[] }>();
function randomGame(seed: number) {
  if (!games.has(seed)) games.set(seed, playRandomGame(optionsOf(seed), seed));
  return games.get(seed)!;
}

/** A campaign written through the store as the host writes it (log, a snapshot at each turn's end). */
function writeCampaign(store: CampaignStore, seed: number, log: Action[]): string {
  store.db.pragma('synchronous = OFF');
  const options = optionsOf(seed);
  let state = newGame(options);
  const c = store.create({ name: `Game ${seed}`, options, players: seats, state });
  let head = '';
  log.forEach((action, seq) => {
    const r = apply(state, action);
    const info = {
      turn: state.turn,
      tide: state.tide,
      player: state.order[state.activeIdx] ?? null,
      events: r.events,
      at: 1_700_000_000_000 + seq * 1000,
    };
    head = store.append(c.id, seq, action, info, r.state, head);
    if (r.state.turn !== state.turn || (r.state.phase === 'over' && state.phase !== 'over'))
      store.snapshot(c.id, seq + 1, r.state, head, state.turn);
    state = r.state;
  });
  return c.id;
}

/** A packed log written back a row an action, as the v7 migration leaves the finished logs of an upgraded store. */
function unpack(s: CampaignStore, id: string): void {
  const insert = s.db.prepare('INSERT INTO actions (campaign_id, seq, action, info, hash) VALUES (?, ?, ?, ?, ?)');
  s.db.transaction(() => {
    for (const r of s.readLog(id)) insert.run(id, r.seq, JSON.stringify(r.action), JSON.stringify(r.info), r.hash);
    s.db.prepare('DELETE FROM packed_logs WHERE campaign_id = ?').run(id);
  })();
}

const count = (db: Database.Database, sql: string, id: string) => (db.prepare(sql).get(id) as { n: number }).n;
const rowsOf = (db: Database.Database, id: string) =>
  count(db, 'SELECT count(*) AS n FROM actions WHERE campaign_id = ?', id);
const packedOf = (db: Database.Database, id: string) =>
  count(db, 'SELECT count(*) AS n FROM packed_logs WHERE campaign_id = ?', id);

/** The packed log's text (action and info lines), edited, packed again. */
function editPacked(db: Database.Database, id: string, edit: (lines: string[]) => void): void {
  const { log } = db.prepare('SELECT log FROM packed_logs WHERE campaign_id = ?').get(id) as { log: Buffer };
  const lines = zlib.inflateSync(log).toString('utf8').split('\n');
  edit(lines);
  db.prepare('UPDATE packed_logs SET log = ? WHERE campaign_id = ?').run(
    zlib.deflateSync(Buffer.from(lines.join('\n'))),
    id,
  );
}

describe("a finished campaign's log packed into one row (issue 26, point 4)", () => {
  it('once recorded, its log is one packed row; it opens, replays and exports the same; an import is packed too', () => {
    const s = openStore(tmpDir());
    const game = randomGame(21);
    const id = writeCampaign(s, 21, game.log);
    const open = writeCampaign(s, 22, randomGame(22).log.slice(0, 30));
    const before = s.load(id);
    const file = s.exportCampaign(id).content;
    expect(before.state.phase).toBe('over');
    s.recordFinished(id);
    expect(rowsOf(s.db, id)).toBe(0);
    expect(packedOf(s.db, id)).toBe(1);
    // the unfinished one keeps a row an action
    expect(rowsOf(s.db, open)).toBe(30);
    expect(packedOf(s.db, open)).toBe(0);
    const bytes = (
      s.db.prepare('SELECT length(log) AS n FROM packed_logs WHERE campaign_id = ?').get(id) as { n: number }
    ).n;
    // ~200 bytes a row before (action, info, hash, the campaign's id, SQLite's overhead)
    expect(bytes / game.log.length).toBeLessThan(40);
    const after = s.load(id);
    expect(after.log).toEqual(before.log);
    expect(after.stats).toEqual(before.stats);
    expect(JSON.stringify(after.state)).toBe(JSON.stringify(before.state));
    expect(after.repaired).toEqual([]);
    expect(s.readLog(id).map((r) => r.hash)).toEqual(before.log.map((r) => r.hash));
    const again = JSON.parse(s.exportCampaign(id).content);
    const first = JSON.parse(file);
    expect([again.format, again.version, again.log, again.head]).toEqual([
      first.format,
      first.version,
      first.log,
      first.head,
    ]);
    const other = openStore(tmpDir());
    const imported = other.importCampaign(file, 'f.fmh');
    expect(rowsOf(other.db, imported.id)).toBe(0);
    expect(packedOf(other.db, imported.id)).toBe(1);
    expect(other.load(imported.id).log.map((l) => l.action)).toEqual(before.log.map((l) => l.action));
  });

  it('nothing is appended to a finished log', () => {
    const s = openStore(tmpDir());
    const game = randomGame(21);
    const id = writeCampaign(s, 21, game.log);
    s.recordFinished(id);
    const row = s.get(id);
    const info = { turn: 1, tide: 'normal' as const, player: null, events: [], at: 0 };
    expect(() => s.append(id, row.actions, { type: 'endTurn' } as Action, info, game.state, row.head)).toThrow(
      /game is over/,
    );
    expect(rowsOf(s.db, id)).toBe(0);
    expect(s.load(id).log).toHaveLength(row.actions);
  });

  it('a damaged packed log refuses its campaign alone, saying its log is damaged', () => {
    const s = openStore(tmpDir());
    const game = randomGame(21);
    const ids = [writeCampaign(s, 21, game.log), writeCampaign(s, 21, game.log), writeCampaign(s, 21, game.log)];
    const fine = writeCampaign(s, 21, game.log);
    for (const id of [...ids, fine]) s.recordFinished(id);
    const [bitFlipped, edited, shortened] = ids as [string, string, string];
    // a bad bit in the compressed row
    const { log } = s.db.prepare('SELECT log FROM packed_logs WHERE campaign_id = ?').get(bitFlipped) as {
      log: Buffer;
    };
    log[Math.floor(log.length / 2)]! ^= 0x10;
    s.db.prepare('UPDATE packed_logs SET log = ? WHERE campaign_id = ?').run(log, bitFlipped);
    // an action changed (a forger's deflate: the compression's own check passes), the chain no longer reaches the head
    editPacked(s.db, edited, (lines) => {
      lines[2] = lines[2]!.replace('{', '{"x":1,');
    });
    // the last action cut off
    editPacked(s.db, shortened, (lines) => lines.splice(-2, 2));
    s.db.prepare('UPDATE packed_logs SET rows = rows - 1 WHERE campaign_id = ?').run(shortened);
    expect(() => s.load(bitFlipped)).toThrow(/its log is damaged/);
    expect(() => s.load(edited)).toThrow(/its log is damaged \(hash chain broken/);
    expect(() => s.load(shortened)).toThrow(/its log is damaged \(hash chain broken/);
    expect(s.load(fine).state.phase).toBe('over');
  });

  it('a log whose chain is broken is not packed: it keeps its rows and the message naming the damaged action', () => {
    const s = openStore(tmpDir());
    const id = writeCampaign(s, 21, randomGame(21).log);
    s.db.prepare("UPDATE actions SET hash = 'x' WHERE campaign_id = ? AND seq = 7").run(id);
    expect(packFinishedLogs(s.db)).toBe(0);
    expect(packedOf(s.db, id)).toBe(0);
    expect(rowsOf(s.db, id)).toBeGreaterThan(7);
    expect(() => s.load(id)).toThrow(/damaged at action 8 \(hash chain broken\)/);
  });

  it("the old reopening mistake's link (a row after a take-back chained to the action standing) is read as written once packed", () => {
    const s = openStore(tmpDir());
    const log = randomGame(21).log.slice(0, 6);
    const id = writeCampaign(s, 21, log.slice(0, 3));
    // a take-back of row 2, then the rest, the first row after it chained as the old host did: to row 1
    const rows = s.readLog(id);
    const at = { turn: 1, tide: 'normal' as const, player: null, events: [], at: 0 };
    const state = s.load(id).state;
    s.append(id, 3, { type: 'takeBack', seq: 2 }, at, state, rows[2]!.hash);
    const text = JSON.stringify(log[2]);
    const head = chainHash(rows[1]!.hash, 4, text);
    s.db
      .prepare('INSERT INTO actions (campaign_id, seq, action, info, hash) VALUES (?, 4, ?, ?, ?)')
      .run(id, text, JSON.stringify(at), head);
    s.db.prepare('UPDATE campaigns SET actions = 5, head = ? WHERE id = ?').run(head, id);
    const stored = s.readLog(id);
    expect(stored.map((r) => r.action.type)).toHaveLength(5);
    expect(packLog(s.db, id)).toBe(true);
    expect(rowsOf(s.db, id)).toBe(0);
    expect(s.readLog(id)).toEqual(stored);
    // the same link anywhere else is damage
    s.db.prepare("UPDATE packed_logs SET old_links = '[2]' WHERE campaign_id = ?").run(id);
    expect(() => s.readLog(id)).toThrow(/its log is damaged/);
  });

  it('a schema-6 store is backed up, its finished logs packed after it (not in the migration) and the file made smaller; it opens and plays on', () => {
    const work = tmpDir();
    const s = CampaignStore.open(work, { statsFn: statsOf });
    const finished = [writeCampaign(s, 21, randomGame(21).log), writeCampaign(s, 23, randomGame(23).log)];
    const open = writeCampaign(s, 22, randomGame(22).log.slice(0, 30));
    const before = finished.map((id) => s.load(id));
    s.close();
    const { dir, file, db } = olderStore(work, 6);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    const size = fs.statSync(file).size;
    const store = openStore(dir);
    expect(store.migratedFrom).toBe(6);
    expect(store.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const backup = new Database(store.backup!, { readonly: true });
    expect(backup.pragma('user_version', { simple: true })).toBe(6);
    expect(rowsOf(backup, finished[0]!)).toBe(before[0]!.rows);
    backup.close();
    // the migration leaves the finished logs as they were, to be packed after the start (the host's background
    // packing): each opens as it was meanwhile
    expect(finished.map((id) => rowsOf(store.db, id))).toEqual(before.map((b) => b.rows));
    expect(store.finishedUnpacked().sort()).toEqual([...finished].sort());
    for (const [i, id] of finished.entries()) expect(store.load(id).log).toEqual(before[i]!.log);
    for (const id of store.finishedUnpacked()) expect(store.packFinished(id)).toBe(true);
    store.giveSpaceBack();
    expect(store.finishedUnpacked()).toEqual([]);
    for (const [i, id] of finished.entries()) {
      expect(rowsOf(store.db, id)).toBe(0);
      expect(packedOf(store.db, id)).toBe(1);
      const after = store.load(id);
      expect(after.log).toEqual(before[i]!.log);
      expect(JSON.stringify(after.state)).toBe(JSON.stringify(before[i]!.state));
    }
    expect(fs.statSync(file).size).toBeLessThan(size / 2);
    // the unfinished one plays on
    const o = store.load(open);
    const next = randomGame(22).log[30]!;
    const r = apply(o.state, next);
    const info = { turn: o.state.turn, tide: o.state.tide, player: null, events: r.events, at: 1 };
    store.append(open, o.rows, next, info, r.state, o.row.head);
    expect(store.load(open).log).toHaveLength(31);
  });

  it('after an upgrade the host packs the finished logs once it has started, one at a time, and gives the space back', async () => {
    const dir = tmpDir();
    const s = CampaignStore.open(dir, { statsFn: statsOf });
    const finished = [21, 23, 25].map((seed) => writeCampaign(s, seed, randomGame(seed).log));
    // recorded as games end (history, compacted, packed), then their logs a row an action again, as the v7
    // migration leaves a store of finished games
    for (const id of finished) s.recordFinished(id);
    for (const id of finished) unpack(s, id);
    const before = finished.map((id) => s.load(id));
    s.close();
    const file = path.join(dir, STORE_FILE_NAME);
    const size = fs.statSync(file).size;
    const host = new Host({ dataDir: dir, tickMs: 0 });
    try {
      // nothing packed before the start is over; a campaign opened before its log is packed opens as it was
      expect(finished.map((id) => packedOf(host.store.db, id))).toEqual([0, 0, 0]);
      expect(host.store.load(finished[0]!).log).toEqual(before[0]!.log);
      const list = await host.call('campaign.list');
      expect(list.ok && list.value.length).toBe(3);
      await vi.waitFor(() => expect(finished.map((id) => packedOf(host.store.db, id))).toEqual([1, 1, 1]), {
        timeout: 20_000,
      });
      await vi.waitFor(() => expect(fs.statSync(file).size).toBeLessThan(size / 2), { timeout: 20_000 });
      expect(host.store.finishedUnpacked()).toEqual([]);
      for (const [i, id] of finished.entries()) expect(host.store.load(id).log).toEqual(before[i]!.log);
    } finally {
      host.close();
    }
  });
});
