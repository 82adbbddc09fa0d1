// The campaign store: one SQLite file holding every campaign (options + action log + snapshots).
//
// Durability: every accepted action is one INSERT in a transaction that also moves the campaign's
// head; WAL + synchronous=FULL means COMMIT returns only once the WAL is on disk. The host answers
// the screen after append() returns, so an acknowledged action survives a crash or a power cut.
//
// `CampaignStore` is the one door; each concept behind it has its file: what a campaign is (`campaign.ts`), the
// log's hash chain (`log.ts`), opening a campaign by replaying its log (`replay.ts`), the campaign file
// (`campaign-file.ts`), the history of finished campaigns (`finished-campaigns.ts`), the league file
// (`league-file.ts`).
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { GameOptions, GameState, Tide } from '../engine/types.js';
import { BoardShelf } from './boards.js';
import { giveSpaceBack, openDatabase, STORE_FILE_NAME, type OpenOptions } from './db.js';
import { finishedUnpacked, packFinishedLogs } from './packed-log.js';
import { removeUnfinishedFiles } from './unfinished-files.js';
import { League, type HistoryRow } from './league.js';
import { thumbnail } from './thumbnail.js';
import { chainHash } from './util.js';
import { fromStoredJson } from './rows.js';
import {
  activeOf,
  NotFoundError,
  rowOf,
  statOf,
  type CampaignRow,
  type LoadedCampaign,
  type LoggedAction,
  type StatsFn,
  type StoredInfo,
  type StoredPlayer,
  type StoredRow,
} from './campaign.js';
import { prepareStatements, type Statements } from './statements.js';
import { readLog } from './log.js';
import { replayCampaign } from './replay.js';
import { exportCampaign, importCampaign } from './campaign-file.js';
import { playOn, type PlayOnInput } from './play-on.js';
import { recordFinished, unrecordedFinished } from './finished-campaigns.js';
import { exportLeague, importLeague } from './league-file.js';

export { StoreFileError } from './db.js';
export {
  CampaignDataError,
  endsTurn,
  isDiskFull,
  NotFoundError,
  type ActionInfo,
  type CampaignRow,
  type LoadedCampaign,
  type LoggedAction,
  type LogRow,
  type StatsFn,
  type StoredInfo,
  type StoredPlayer,
  type StoredRow,
  type StoredStat,
  type TakeBackMark,
} from './campaign.js';
export { EXPORT_FORMAT, EXPORT_VERSION } from './schema.js';
export { PlayOnRefused, type PlayOnInput, type PlayOnRefusal } from './play-on.js';

/** The size the WAL file is cut back to after a checkpoint (bytes). */
export const WAL_SIZE_LIMIT = 4 * 1024 * 1024;

export class CampaignStore {
  readonly db: Database.Database;
  readonly file: string;
  readonly backup: string | null;
  readonly migratedFrom: number | null;
  /** Profiles, history, the league table and the records (same file). */
  readonly league: League;
  private statsFn: StatsFn;
  private s: Statements;
  /** The map editor's saved boards. */
  readonly boards: BoardShelf;
  private sinceCheckpoint = 0;
  private checkpointQueued = false;

  private constructor(opened: ReturnType<typeof openDatabase>, statsFn: StatsFn) {
    this.db = opened.db;
    this.file = opened.file;
    this.backup = opened.backup;
    this.migratedFrom = opened.migratedFrom;
    this.statsFn = statsFn;
    const db = this.db;
    this.league = new League(db);
    // profiles stored before names were compared as they are now keep being found by their name
    this.league.rekeyNames();
    db.pragma('wal_autocheckpoint = 0');
    // the WAL file is cut back to this size whenever a checkpoint has emptied it (SQLite keeps it at its
    // largest otherwise: a big import would leave it hundreds of MB)
    db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT}`);
    this.s = prepareStatements(db);
    this.boards = new BoardShelf(db);
  }

  /** Opens the store in `dir` (created if needed). Throws StoreFileError for a bad file. */
  static open(dir: string, opts: OpenOptions & { statsFn?: StatsFn; fileName?: string } = {}): CampaignStore {
    const file = path.resolve(dir, opts.fileName ?? STORE_FILE_NAME);
    const store = new CampaignStore(openDatabase(file, opts), opts.statsFn ?? (() => ({})));
    // what an export killed half-way left beside the file the player chose
    removeUnfinishedFiles(path.dirname(file));
    return store;
  }

  close(): void {
    if (this.db.open) {
      try {
        this.db.pragma('wal_checkpoint(TRUNCATE)');
      } catch {
        /* closing anyway */
      }
      this.db.close();
    }
  }

  // -------------------------------------------------------------------------------------------
  // Campaigns

  create(input: {
    name: string;
    options: GameOptions;
    players: StoredPlayer[];
    state: GameState;
    clock?: unknown;
  }): CampaignRow {
    const id = randomUUID();
    const now = Date.now();
    const st = input.state;
    const colours = Object.fromEntries(input.players.map((p) => [p.id, p.colour]));
    const tx = this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO campaigns (id, name, created_at, last_played, options, players, turn, phase, active, over, winner, actions, head, clock, thumbnail)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, NULL, 0, '', ?, ?)`,
        )
        .run(
          id,
          input.name,
          now,
          now,
          JSON.stringify(input.options),
          JSON.stringify(input.players),
          st.turn,
          st.phase,
          activeOf(st),
          input.clock === undefined ? null : JSON.stringify(input.clock),
          thumbnail(st, colours),
        );
      this.s.insertSnapshot.run(
        id,
        0,
        st.turn,
        JSON.stringify(st),
        JSON.stringify(statOf(this.statsFn, st, st.turn, st.tide)),
        '',
      );
    });
    tx();
    return this.get(id);
  }

  get(id: string): CampaignRow {
    const r = this.s.getCampaign.get(id);
    if (!r) throw new NotFoundError(id);
    return rowOf(r);
  }

  has(id: string): boolean {
    return !!this.s.getCampaign.get(id);
  }

  list(): CampaignRow[] {
    return this.s.list.all().map((r) => rowOf({ ...r, clock: null }));
  }

  rename(id: string, name: string): CampaignRow {
    const tx = this.db.transaction(() => {
      const r = this.db.prepare('UPDATE campaigns SET name = ? WHERE id = ?').run(name, id);
      if (r.changes !== 1) throw new NotFoundError(id);
      this.league.renameCampaign(id, name);
    });
    tx();
    return this.get(id);
  }

  /** The seats' players after a change of hands (a seat given to a computer player or taken back). */
  setPlayers(id: string, players: StoredPlayer[]): CampaignRow {
    const r = this.db.prepare('UPDATE campaigns SET players = ? WHERE id = ?').run(JSON.stringify(players), id);
    if (r.changes !== 1) throw new NotFoundError(id);
    return this.get(id);
  }

  delete(id: string): void {
    const tx = this.db.transaction(() => {
      this.db.prepare('DELETE FROM actions WHERE campaign_id = ?').run(id);
      this.db.prepare('DELETE FROM packed_logs WHERE campaign_id = ?').run(id);
      this.db.prepare('DELETE FROM snapshots WHERE campaign_id = ?').run(id);
      const r = this.db.prepare('DELETE FROM campaigns WHERE id = ?').run(id);
      if (r.changes !== 1) throw new NotFoundError(id);
    });
    tx();
  }

  // -------------------------------------------------------------------------------------------
  // The log

  /**
   * Appends one action (seq must be the campaign's next) and moves the head, in one durable
   * transaction. `after` is the state the action led to (for the list's turn/phase columns).
   */
  append(
    id: string,
    seq: number,
    action: LoggedAction,
    info: StoredInfo,
    after: GameState,
    prevHead: string,
    clock?: unknown,
  ): string {
    const actionJson = JSON.stringify(action);
    const hash = chainHash(prevHead, seq, actionJson);
    const winner = after.result?.winner ?? null;
    // the events are the replay's to give back (replay.ts): kept, they made each row and each open costlier
    const { events: _events, ...kept } = info;
    const tx = this.db.transaction(() => {
      this.s.insertAction.run(id, seq, actionJson, JSON.stringify(kept), hash);
      const r = this.s.moveHead.run(
        seq + 1,
        hash,
        after.turn,
        after.phase,
        activeOf(after),
        after.phase === 'over' ? 1 : 0,
        winner,
        info.at,
        clock === undefined ? null : JSON.stringify(clock),
        id,
        seq,
        prevHead,
      );
      // a row is only ever chained to the stored head: a writer with a stale head changes nothing
      if (r.changes !== 1)
        throw new Error(
          `campaign ${id}: the log's head is not at ${seq} or not the one given (another writer?), or its game is over`,
        );
    });
    tx.immediate();
    // WAL checkpoints are kept off the acknowledgement path: automatic checkpoints are off and one
    // runs just after, once the current request is answered.
    if (++this.sinceCheckpoint >= 500 && !this.checkpointQueued) {
      this.checkpointQueued = true;
      setImmediate(() => this.checkpoint()).unref?.();
    }
    return hash;
  }

  /**
   * Copies the WAL back into the database file (PASSIVE: never blocks a writer; TRUNCATE, after an import or a
   * migration, also empties the WAL file).
   */
  checkpoint(mode: 'PASSIVE' | 'TRUNCATE' = 'PASSIVE'): void {
    this.checkpointQueued = false;
    this.sinceCheckpoint = 0;
    if (!this.db.open) return;
    try {
      this.db.pragma(`wal_checkpoint(${mode})`);
    } catch {
      /* a checkpoint that cannot run now runs at the next one; nothing is lost (the WAL holds it) */
    }
  }

  saveClock(id: string, clock: unknown): void {
    this.s.saveClock.run(JSON.stringify(clock), id);
  }

  /** A snapshot of the state after `seq` actions, with the turn's figures for the chart, and a new thumbnail. */
  snapshot(
    id: string,
    seq: number,
    state: GameState,
    hash: string,
    statTurn: number,
    statTide: Tide = state.tide,
  ): void {
    const row = this.get(id);
    const colours = Object.fromEntries(row.players.map((p) => [p.id, p.colour]));
    const tx = this.db.transaction(() => {
      this.s.insertSnapshot.run(
        id,
        seq,
        state.turn,
        JSON.stringify(state),
        JSON.stringify(statOf(this.statsFn, state, statTurn, statTide)),
        hash,
      );
      this.s.setThumb.run(thumbnail(state, colours), id);
    });
    tx();
  }

  /** The stored log, take-backs included, its hash chain checked (see `readLog`). */
  readLog(id: string): StoredRow[] {
    return readLog(this.s, id);
  }

  /**
   * Loads a campaign: its log's chain checked, then the whole log replayed from the start (see `replayCampaign`).
   * `verify` is kept for callers of the older API: every load is a full one now.
   */
  load(id: string, verify: 'tail' | 'full' = 'full'): LoadedCampaign {
    void verify;
    const row = this.get(id);
    return replayCampaign(this.db, this.s, this.statsFn, row, this.readLog(id));
  }

  // -------------------------------------------------------------------------------------------
  // Files and the history (each in its own module)

  exportCampaign(id: string): { fileName: string; content: string } {
    return exportCampaign(this, id);
  }

  /** Imports an exported campaign as a new campaign, all of it or nothing. Throws StoreFileError naming the file. */
  importCampaign(content: string, fileName = 'the file'): CampaignRow {
    return importCampaign(this, content, fileName);
  }

  /** Records a finished campaign in the history (left as it is if recorded already). Returns its rows. */
  /** A practice campaign played on from a moment of another (`play-on.ts`), its hidden parts drawn afresh. */
  playOn(input: PlayOnInput): CampaignRow {
    return playOn(this, input);
  }

  recordFinished(id: string): HistoryRow[] {
    return recordFinished(this, id);
  }

  /**
   * Finished campaigns whose log is still a row an action (a store upgraded to schema 7 leaves them to be packed
   * after the start: `packFinished`), and those whose chain is broken (never packed).
   */
  finishedUnpacked(): string[] {
    return finishedUnpacked(this.db);
  }

  /** Packs one finished campaign's log into one row (packed-log.ts); false when it stays as it is (chain broken). */
  packFinished(id: string): boolean {
    return packFinishedLogs(this.db, id) === 1;
  }

  /** Gives the file's free space back when more than a quarter of it is free (db.ts `giveSpaceBack`). */
  giveSpaceBack(): boolean {
    return giveSpaceBack(this.db);
  }

  /** Finished campaigns with no history (their recording failed when they ended). */
  unrecordedFinished(): string[] {
    return unrecordedFinished(this.db);
  }

  /** Every profile and the whole history, as one checksummed file. */
  exportLeague(): { fileName: string; content: string } {
    return exportLeague(this);
  }

  /** Reads a league file into this store in one transaction; a bad file changes nothing. Throws StoreFileError. */
  importLeague(content: string, fileName = 'the file'): { profiles: number; games: number } {
    return importLeague(this, content, fileName);
  }

  // -------------------------------------------------------------------------------------------
  // Settings (small JSON values)

  getSetting<T>(key: string): T | undefined {
    const r = this.s.getSetting.get(key);
    if (!r) return undefined;
    try {
      return fromStoredJson<T>(r.value);
    } catch {
      return undefined;
    }
  }

  setSetting(key: string, value: unknown): void {
    this.s.setSetting.run(key, JSON.stringify(value));
  }
}
