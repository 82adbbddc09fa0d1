// Opening the SQLite campaign store: checks, pragmas, schema migrations with a backup first.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { addHandicapColumn, recordFinishedCampaigns, V3 } from './league-schema.js';
import { checkDue, leftUnclean, quickCheck } from './integrity.js';
import { V7_PACKED_LOGS } from './packed-log.js';

/** PRAGMA application_id of our files: 'FMHS'. */
export const APPLICATION_ID = 0x464d4853;
/** The schema version this build writes (PRAGMA user_version). */
export const SCHEMA_VERSION = 7;
export const STORE_FILE_NAME = 'campaigns.sqlite';

export type StoreProblem = 'corrupt' | 'truncated' | 'foreign' | 'too-new' | 'unreadable' | 'too-large' | 'locked';

/** A store file we refuse to use. The message names the file and what is wrong; the file is left untouched. */
export class StoreFileError extends Error {
  constructor(
    readonly file: string,
    readonly problem: StoreProblem,
    detail: string,
  ) {
    super(`${file}: ${detail}`);
    this.name = 'StoreFileError';
  }
}

export interface OpenOptions {
  /** better-sqlite3's nativeBinding: the Electron build of the addon lives beside the Node build. */
  nativeBinding?: string;
  /** Skip the full quick_check (tests of very large stores). */
  skipCheck?: boolean;
  /** The time now (tests of when the check is due; integrity.ts). */
  now?: number;
}

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');

/** Cheap checks on the raw file before SQLite touches it: magic, header, size against the page count. */
export function inspectFile(file: string): void {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (e) {
    throw new StoreFileError(file, 'unreadable', `cannot be read (${(e as Error).message})`);
  }
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isFile())
      throw new StoreFileError(
        file,
        'unreadable',
        'is not a file (a folder has its name): it cannot be the campaign store',
      );
    const size = stat.size;
    if (size === 0) return; // an empty file becomes a new store
    const header = Buffer.alloc(100);
    const n = fs.readSync(fd, header, 0, 100, 0);
    if (n < 100) {
      if (header.subarray(0, Math.min(n, 16)).equals(SQLITE_MAGIC.subarray(0, Math.min(n, 16))))
        throw new StoreFileError(
          file,
          'truncated',
          `is truncated (only ${size} bytes): it is not a usable campaign store`,
        );
      throw new StoreFileError(file, 'foreign', 'is not a Full Metal Hot-Seat campaign store (not an SQLite database)');
    }
    if (!header.subarray(0, 16).equals(SQLITE_MAGIC))
      throw new StoreFileError(file, 'foreign', 'is not a Full Metal Hot-Seat campaign store (not an SQLite database)');
    let pageSize = header.readUInt16BE(16);
    if (pageSize === 1) pageSize = 65536;
    if (pageSize < 512 || (pageSize & (pageSize - 1)) !== 0)
      throw new StoreFileError(file, 'corrupt', `is damaged (bad page size ${pageSize} in its header)`);
    const pages = header.readUInt32BE(28);
    const changeCounter = header.readUInt32BE(24);
    const validFor = header.readUInt32BE(92);
    // The in-header size is authoritative when the two counters match (SQLite >= 3.7.0 files).
    if (pages > 0 && changeCounter === validFor) {
      const walFile = `${file}-wal`;
      const hasWal = fs.existsSync(walFile) && fs.statSync(walFile).size > 0;
      if (size < pages * pageSize && !hasWal)
        throw new StoreFileError(
          file,
          'truncated',
          `is truncated: ${size} bytes where its header promises ${pages * pageSize} (${pages} pages of ${pageSize})`,
        );
    }
    if (size % pageSize !== 0)
      throw new StoreFileError(
        file,
        'truncated',
        `is truncated or damaged: ${size} bytes is not a whole number of ${pageSize}-byte pages`,
      );
    const appId = header.readUInt32BE(68);
    const userVersion = header.readUInt32BE(60);
    if (appId !== 0 && appId !== APPLICATION_ID)
      throw new StoreFileError(
        file,
        'foreign',
        `is an SQLite database of another application (application_id 0x${appId.toString(16)})`,
      );
    if (appId === APPLICATION_ID && userVersion > SCHEMA_VERSION)
      throw new StoreFileError(
        file,
        'too-new',
        `was written by a newer version of Full Metal Hot-Seat (store schema ${userVersion}; this version reads up to ${SCHEMA_VERSION}). Update the application to open it.`,
      );
  } finally {
    fs.closeSync(fd);
  }
}

// ---------------------------------------------------------------------------------------------
// Schema. Each migration takes the file from version i to i+1, inside one transaction.

const V1 = `
CREATE TABLE campaigns (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_played INTEGER NOT NULL,
  options TEXT NOT NULL,        -- GameOptions JSON (players, map, seed, variant incl. courtesy)
  players TEXT NOT NULL,        -- PlayerInfo[] JSON (names, colours, turn times)
  turn INTEGER NOT NULL,
  phase TEXT NOT NULL,
  active TEXT,
  over INTEGER NOT NULL DEFAULT 0,
  winner TEXT,
  actions INTEGER NOT NULL DEFAULT 0,
  clock TEXT                    -- saved clock JSON
);
CREATE TABLE actions (
  campaign_id TEXT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  action TEXT NOT NULL,
  info TEXT NOT NULL,           -- {turn, tide, player, events, at, timeout?, refused?}
  PRIMARY KEY (campaign_id, seq)
) WITHOUT ROWID;
CREATE TABLE snapshots (
  campaign_id TEXT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,         -- number of actions applied
  turn INTEGER NOT NULL,
  state TEXT NOT NULL,          -- GameState JSON
  stats TEXT NOT NULL,          -- TurnStat JSON
  PRIMARY KEY (campaign_id, seq)
) WITHOUT ROWID;
`;

// v2: a hash chain over the log (detects a damaged or edited log), board thumbnails, settings.
const V2 = `
ALTER TABLE actions ADD COLUMN hash TEXT NOT NULL DEFAULT '';
ALTER TABLE snapshots ADD COLUMN hash TEXT NOT NULL DEFAULT '';
ALTER TABLE campaigns ADD COLUMN thumbnail TEXT;
ALTER TABLE campaigns ADD COLUMN head TEXT NOT NULL DEFAULT '';
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

// v4: the map editor's saved boards (src/store/boards.ts).
const V4_BOARDS = `
CREATE TABLE boards (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  draft TEXT NOT NULL,
  thumbnail TEXT,
  hexes INTEGER NOT NULL,
  ore INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
`;

const MIGRATIONS: { to: number; sql: string; after?: (db: Database.Database) => void }[] = [
  { to: 1, sql: V1 },
  {
    to: 2,
    sql: V2,
    // Older logs get their hash chain computed now.
    after: (db) => rehashAll(db),
  },
  // v3: players' profiles and the history of finished campaigns (issue 17); finished campaigns become history.
  // (the history's v6 column first: the league's code writes it)
  {
    to: 3,
    sql: V3,
    after: (db) => {
      addHandicapColumn(db);
      recordFinishedCampaigns(db);
    },
  },
  { to: 4, sql: V4_BOARDS },
  // v5: finished campaigns keep only what opening and the end screen need (issue 26, point 4): their log
  // without the events, which the replay gives back, and no snapshot (the log is the truth; the list keeps its
  // thumbnail). A thousand finished campaigns took 1.3 GB, 82% of it a full snapshot per turn.
  { to: 5, sql: '', after: (db) => compactFinishedCampaigns(db) },
  // v6: each result keeps the seat's handicap or advantage (issue 28, point 9; JSON, null: none)
  { to: 6, sql: '', after: (db) => addHandicapColumn(db) },
  // v7: a finished campaign's log packed into one compressed row (packed-log.ts; issue 26, point 4): a finished
  // real game took ~220 KB, one ~200-byte row a logged action. The logs already finished are packed after the
  // start, one at a time (the host's background packing: ~11 s of CPU for a thousand finished games, which the
  // first start after the upgrade would have spent before the home screen); until then each opens as it was.
  {
    to: 7,
    sql: V7_PACKED_LOGS,
    after: (db) => compactFinishedCampaigns(db),
  },
];

/**
 * Drops what a finished campaign's log rebuilds (its snapshots, the events stored with its actions), for one
 * campaign or every finished one. Nothing a replay of the log does not give back is lost.
 */
export function compactFinishedCampaigns(db: Database.Database, id?: string): void {
  const which =
    id === undefined ? 'SELECT id FROM campaigns WHERE over = 1' : 'SELECT id FROM campaigns WHERE over = 1 AND id = ?';
  const args = id === undefined ? [] : [id];
  db.prepare(`DELETE FROM snapshots WHERE campaign_id IN (${which})`).run(...args);
  db.prepare(
    `UPDATE actions SET info = json_remove(info, '$.events') WHERE campaign_id IN (${which}) AND json_type(info, '$.events') IS NOT NULL`,
  ).run(...args);
}

/** Set by the store module so migrations can recompute the hash chain without a cycle. */
let rehashAll: (db: Database.Database) => void = () => {};
export function setRehash(fn: (db: Database.Database) => void): void {
  rehashAll = fn;
}

export interface Opened {
  db: Database.Database;
  file: string;
  /** Backup written before a migration, if any. */
  backup: string | null;
  migratedFrom: number | null;
  /** quick_check ran at this open (integrity.ts: after an unclean shutdown, or when a week has passed). */
  checked: boolean;
}

function translate(file: string, e: unknown): StoreFileError {
  if (e instanceof StoreFileError) return e;
  const err = e as { code?: string; message?: string };
  const msg = err.message ?? String(e);
  if (err.code === 'SQLITE_NOTADB')
    return new StoreFileError(file, 'foreign', `is not a Full Metal Hot-Seat campaign store (${msg})`);
  if (err.code === 'SQLITE_CORRUPT' || /malformed|corrupt/i.test(msg))
    return new StoreFileError(file, 'corrupt', `is damaged (${msg}). It was left untouched.`);
  if (err.code === 'SQLITE_CANTOPEN' || err.code === 'SQLITE_READONLY' || err.code === 'SQLITE_PERM')
    return new StoreFileError(file, 'unreadable', `cannot be opened (${msg})`);
  return new StoreFileError(file, 'corrupt', `cannot be used (${msg})`);
}

export const PARTIAL_SUFFIX = '.partial';

/** Backups a killed migration left half-written beside the store. */
export function removeStaleBackups(file: string): string[] {
  const dir = path.dirname(file);
  const prefix = `${path.basename(file)}.backup-v`;
  const removed: string[] = [];
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return removed;
  }
  for (const n of names) {
    // the backup itself and SQLite's files beside it (-journal, -wal)
    if (!n.startsWith(prefix) || !n.includes(PARTIAL_SUFFIX)) continue;
    try {
      fs.rmSync(path.join(dir, n), { force: true });
      removed.push(n);
    } catch {
      /* not ours to fight over */
    }
  }
  return removed;
}

/** Opens (or creates) the store file, checks it, and migrates it to SCHEMA_VERSION (after a backup). */
export function openDatabase(file: string, opts: OpenOptions = {}): Opened {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
  } catch (e) {
    throw new StoreFileError(
      path.dirname(file),
      'unreadable',
      `cannot be created as the data folder (${(e as Error).message})`,
    );
  }
  removeStaleBackups(file);
  const existed = fs.existsSync(file) && (!fs.statSync(file).isFile() || fs.statSync(file).size > 0);
  if (existed) inspectFile(file);
  const unclean = existed && leftUnclean(file);
  let checked = false;
  let db: Database.Database;
  try {
    db = new Database(file, opts.nativeBinding ? { nativeBinding: opts.nativeBinding } : {});
  } catch (e) {
    throw translate(file, e);
  }
  try {
    const appId = db.pragma('application_id', { simple: true }) as number;
    const version = db.pragma('user_version', { simple: true }) as number;
    const tables = (db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type='table'").get() as { n: number }).n;
    // A file of ours always carries our application_id once it has a schema: a user_version without it is not ours.
    if (appId !== APPLICATION_ID && (appId !== 0 || tables > 0 || version > 0))
      throw new StoreFileError(
        file,
        'foreign',
        'is an SQLite database of another application, not a Full Metal Hot-Seat campaign store',
      );
    if (version > SCHEMA_VERSION)
      throw new StoreFileError(
        file,
        'too-new',
        `was written by a newer version of Full Metal Hot-Seat (store schema ${version}; this version reads up to ${SCHEMA_VERSION}). Update the application to open it.`,
      );
    const now = opts.now ?? Date.now();
    if (existed && !opts.skipCheck && checkDue(db, unclean, now)) {
      const bad = quickCheck(db, now);
      checked = true;
      if (bad.length > 0)
        throw new StoreFileError(file, 'corrupt', `is damaged: ${bad.slice(0, 3).join('; ')}. It was left untouched.`);
    }
    // Durability: WAL with synchronous=FULL syncs the WAL on every commit, so a committed action
    // survives a crash or a power cut. foreign_keys for the cascades.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');

    let backup: string | null = null;
    let migratedFrom: number | null = null;
    if (version < SCHEMA_VERSION) {
      if (version > 0) {
        // Back the file up first (a consistent copy through SQLite, not a raw file copy).
        // Written under a temporary name and renamed once complete: a kill leaves no half backup that
        // looks whole (and removeStaleBackups clears the temporary one at the next start).
        backup = `${file}.backup-v${version}-${new Date().toISOString().replace(/[:.]/g, '-')}`;
        const partial = `${backup}${PARTIAL_SUFFIX}`;
        db.exec(`VACUUM INTO '${partial.replace(/'/g, "''")}'`);
        fs.renameSync(partial, backup);
        migratedFrom = version;
      }
      const run = db.transaction(() => {
        for (const m of MIGRATIONS) {
          if (m.to <= version) continue;
          db.exec(m.sql);
          m.after?.(db);
          db.pragma(`user_version = ${m.to}`);
        }
        db.pragma(`application_id = ${APPLICATION_ID}`);
      });
      run();
      // a migration that freed much of the file gives the space back once, now
      if (migratedFrom !== null) giveSpaceBack(db);
    }
    return { db, file, backup, migratedFrom, checked };
  } catch (e) {
    try {
      db.close();
    } catch {
      /* already failing */
    }
    throw translate(file, e);
  }
}

/**
 * Gives the file's free pages back to the disk when more than a quarter of it is free (after a migration, after
 * the finished logs of an upgraded store are packed: ~90% of a store of finished games). A kill during VACUUM
 * leaves the file as it was. Returns whether it did.
 */
export function giveSpaceBack(db: Database.Database): boolean {
  const free = db.pragma('freelist_count', { simple: true }) as number;
  const pages = db.pragma('page_count', { simple: true }) as number;
  if (free <= pages / 4) return false;
  db.exec('VACUUM');
  db.pragma('wal_checkpoint(TRUNCATE)');
  return true;
}

/** Creates a store file at an old schema version (tests of migrations). */
export function createAtVersion(file: string, version: number): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  for (const m of MIGRATIONS) {
    if (m.to > version) break;
    db.exec(m.sql);
  }
  db.pragma(`user_version = ${version}`);
  db.pragma(`application_id = ${APPLICATION_ID}`);
  return db;
}
