// The campaign store: one SQLite file holding every campaign (options + action log + snapshots).
//
// Durability: every accepted action is one INSERT in a transaction that also moves the campaign's
// head; WAL + synchronous=FULL means COMMIT returns only once the WAL is on disk. The host answers
// the screen after append() returns, so an acknowledged action survives a crash or a power cut.
import { BoardShelf } from './boards.js';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { apply, forecastReach, newGame, redrawsAfterRow, TakeBackTrail, upgradeState } from '../engine/index.js';
import type { Action, GameEvent, GameOptions, GameState, PlayerId, Tide } from '../engine/types.js';
import {
  compactFinishedCampaigns,
  openDatabase,
  setRehash,
  STORE_FILE_NAME,
  StoreFileError,
  type OpenOptions,
  type StoreProblem,
} from './db.js';
import {
  CAMPAIGN_NAME_MAX,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  EXPORT_VERSIONS_READ,
  exportFileSchema,
  IMPORT_MAX_BYTES,
  LEAGUE_FORMAT,
  LEAGUE_MAX_BYTES,
  LEAGUE_VERSION,
  leagueFileSchema,
  sealedSchema,
} from './schema.js';
import { gameKey, historyOf, League, nameKey, type HistoryRow, type SeatInfo } from './league.js';
import { seal, unseal } from './seal.js';
import { canonicalJson, chainHash, FILE_MAX_DEPTH, jsonDepth, safeFileName, sha256 } from './util.js';
import { thumbnail } from './thumbnail.js';
import {
  fromStoredJson,
  type ActionDbRow,
  type CampaignDbRow,
  type CampaignIdentityDbRow,
  type CampaignListDbRow,
  type SnapshotDbRow,
} from './rows.js';

export { StoreFileError } from './db.js';

export interface StoredPlayer {
  id: PlayerId;
  name: string;
  colour: string;
  turnMs: number;
  newcomer: boolean;
  /** A computer player holds this seat (its level); absent for a person. */
  computer?: 'easy' | 'normal' | 'hard';
  /** The profile this seat plays as (issue 17); absent for a typed name or a computer seat. */
  profileId?: string;
}

/** What the log keeps beside each action. */
export interface ActionInfo {
  turn: number;
  tide: Tide;
  player: PlayerId | null;
  events: GameEvent[];
  at: number;
  timeout?: boolean;
  /** A move refused part-way: the steps before the illegal one stood (the engine's rule). */
  refused?: boolean;
  /** Played by a computer seat (its level). */
  computer?: 'easy' | 'normal' | 'hard';
}

/**
 * A take-back as the log keeps it: a row of its own, in the hash chain like every action, naming the
 * row of the action it took back. The log is never rewritten: what was taken back stays readable.
 */
export interface TakeBackMark {
  type: 'takeBack';
  seq: number;
}

export type LoggedAction = Action | TakeBackMark;

function isTakeBack(a: LoggedAction): a is TakeBackMark {
  return a.type === 'takeBack';
}

/** One row of the log as stored (`seq` is its place in the stored log, take-backs included). */
export interface StoredRow {
  seq: number;
  action: LoggedAction;
  info: ActionInfo;
  hash: string;
}

/** An action of the game as played: a stored row that was not taken back. */
export interface LogRow extends StoredRow {
  action: Action;
}

export interface StoredStat {
  turn: number;
  tide: Tide;
  players: Record<PlayerId, { ore: number; pieces: number; points: number }>;
}

export interface CampaignRow {
  id: string;
  name: string;
  createdAt: number;
  lastPlayed: number;
  options: GameOptions;
  players: StoredPlayer[];
  turn: number;
  phase: GameState['phase'];
  active: PlayerId | null;
  over: boolean;
  winner: PlayerId | null;
  actions: number;
  head: string;
  clock: unknown;
  thumbnail: string | null;
}

export interface LoadedCampaign {
  row: CampaignRow;
  state: GameState;
  /** The game's actions: the stored log without take-backs and what they took back. */
  log: LogRow[];
  stats: StoredStat[];
  /** The positions that a take-back of the last actions goes back to (this turn's). */
  trail: TakeBackTrail<LogRow>;
  /** Rows in the stored log (take-backs included): the next row's seq. */
  rows: number;
  /**
   * The stored positions that disagreed with the replay of the log (damaged, edited, or chained to another
   * action), by the number of actions they follow: each was rebuilt from the log, which is the truth.
   */
  repaired: number[];
}

/** The size the WAL file is cut back to after a checkpoint (bytes). */
export const WAL_SIZE_LIMIT = 4 * 1024 * 1024;

/** SQLite's "database or disk is full". */
export function isDiskFull(e: unknown): boolean {
  return (e as { code?: unknown } | null)?.code === 'SQLITE_FULL';
}

/** A campaign whose data is damaged: names the campaign and what is wrong; other campaigns are untouched. */
export class CampaignDataError extends Error {
  constructor(
    readonly campaignId: string,
    readonly problem: string,
    message: string,
  ) {
    super(message);
    this.name = 'CampaignDataError';
  }
}

export class NotFoundError extends Error {
  constructor(readonly campaignId: string) {
    super(`No campaign ${campaignId}`);
    this.name = 'NotFoundError';
  }
}

export interface StatsFn {
  (state: GameState): StoredStat['players'];
}

export { EXPORT_FORMAT, EXPORT_VERSION } from './schema.js';

/** A turn ends (the chart gets that turn's figures, the store a snapshot) when the turn changes or the game ends. */
export function endsTurn(before: GameState, after: GameState): boolean {
  return after.turn !== before.turn || (after.phase === 'over' && before.phase !== 'over');
}

/** Applies one logged action the way it was first applied: its new state and events, or throws. */
function applyResult(
  state: GameState,
  row: { seq: number; action: Action; info: ActionInfo },
  id: string,
): { state: GameState; events: GameEvent[] } {
  const r = apply(state, row.action);
  if (r.ok === !!row.info.refused)
    throw new CampaignDataError(
      id,
      'replay',
      `action ${row.seq + 1} (${row.action.type}) was ${row.info.refused ? 'refused' : 'accepted'} when played but is ${r.ok ? 'accepted' : `refused (${r.error.code})`} on replay`,
    );
  return { state: r.state, events: r.events };
}

/** The store's prepared statements, named so that a misspelt one is a compile error. */
function prepareStatements(db: Database.Database) {
  return {
    insertAction: db.prepare('INSERT INTO actions (campaign_id, seq, action, info, hash) VALUES (?, ?, ?, ?, ?)'),
    moveHead: db.prepare(
      'UPDATE campaigns SET actions = ?, head = ?, turn = ?, phase = ?, active = ?, over = ?, winner = ?, last_played = ?, clock = coalesce(?, clock) WHERE id = ? AND actions = ? AND head = ?',
    ),
    saveClock: db.prepare('UPDATE campaigns SET clock = ? WHERE id = ?'),
    getCampaign: db.prepare<[string], CampaignDbRow>('SELECT * FROM campaigns WHERE id = ?'),
    list: db.prepare<[], CampaignListDbRow>(
      'SELECT id, name, created_at, last_played, options, players, turn, phase, active, over, winner, actions, head, thumbnail FROM campaigns ORDER BY last_played DESC',
    ),
    log: db.prepare<[string], ActionDbRow>(
      'SELECT seq, action, info, hash FROM actions WHERE campaign_id = ? ORDER BY seq',
    ),
    snapshots: db.prepare<[string], SnapshotDbRow>(
      'SELECT seq, turn, stats, hash FROM snapshots WHERE campaign_id = ? ORDER BY seq',
    ),
    snapshotState: db.prepare<[string, number], { state: string }>(
      'SELECT state FROM snapshots WHERE campaign_id = ? AND seq = ?',
    ),
    repairSnapshot: db.prepare('UPDATE snapshots SET turn = ?, state = ?, hash = ? WHERE campaign_id = ? AND seq = ?'),
    insertSnapshot: db.prepare(
      'INSERT OR REPLACE INTO snapshots (campaign_id, seq, turn, state, stats, hash) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    setThumb: db.prepare('UPDATE campaigns SET thumbnail = ? WHERE id = ?'),
    getSetting: db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?'),
    setSetting: db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)'),
  };
}
type Statements = ReturnType<typeof prepareStatements>;

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
    return new CampaignStore(openDatabase(file, opts), opts.statsFn ?? (() => ({})));
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
        JSON.stringify(this.stat(st, st.turn, st.tide)),
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
    info: ActionInfo,
    after: GameState,
    prevHead: string,
    clock?: unknown,
  ): string {
    const actionJson = JSON.stringify(action);
    const hash = chainHash(prevHead, seq, actionJson);
    const winner = after.result?.winner ?? null;
    const tx = this.db.transaction(() => {
      this.s.insertAction.run(id, seq, actionJson, JSON.stringify(info), hash);
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
        throw new Error(`campaign ${id}: the log's head is not at ${seq} or not the one given (another writer?)`);
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
        JSON.stringify(this.stat(state, statTurn, statTide)),
        hash,
      );
      this.s.setThumb.run(thumbnail(state, colours), id);
    });
    tx();
  }

  /** The chart's figures of a finished turn: `state` is the position after it, `tide` the turn's own. */
  private stat(state: GameState, turn: number, tide: Tide): StoredStat {
    let players: StoredStat['players'] = Object.create(null) as StoredStat['players'];
    try {
      players = this.statsFn(state);
    } catch {
      /* figures are a comfort; the game goes on */
    }
    return { turn, tide, players };
  }

  /**
   * The stored log, take-backs included, its hash chain checked. One kind of broken link is read as written:
   * until 2026-11-26 the host, reopening a campaign whose log ended with a take-back, chained the next row to the
   * last action still standing instead of to the take-back row. That link is the host's old mistake, recognisable
   * exactly (the row follows a take-back and chains to the action standing then), not damage: refusing it would
   * lose every campaign it happened to.
   */
  readLog(id: string): StoredRow[] {
    const rows = this.s.log.all(id);
    const out: StoredRow[] = [];
    let prev = '';
    // the rows of the actions still standing (a take-back row takes the last one away)
    const standing: string[] = [];
    let afterTakeBack = false;
    for (const r of rows) {
      if (r.seq !== out.length)
        throw new CampaignDataError(id, 'log-gap', `its log skips from action ${out.length} to ${r.seq + 1}`);
      const chained =
        r.hash === chainHash(prev, r.seq, r.action) ||
        (afterTakeBack && r.hash === chainHash(standing.at(-1) ?? '', r.seq, r.action));
      if (!chained)
        throw new CampaignDataError(id, 'log-hash', `its log is damaged at action ${r.seq + 1} (hash chain broken)`);
      prev = r.hash;
      let action: LoggedAction;
      let info: ActionInfo;
      try {
        action = fromStoredJson<LoggedAction>(r.action);
        info = fromStoredJson<ActionInfo>(r.info);
      } catch {
        throw new CampaignDataError(id, 'log-json', `its log is damaged at action ${r.seq + 1} (unreadable)`);
      }
      afterTakeBack = isTakeBack(action);
      if (afterTakeBack) standing.pop();
      else standing.push(r.hash);
      out.push({ seq: r.seq, action, info, hash: r.hash });
    }
    return out;
  }

  /**
   * Loads a campaign. Checks the hash chain, then replays the whole log from the start: the log is the truth.
   * Every stored snapshot is checked against the position the log leads to; one that disagrees (a bad bit, an
   * edit to rig the tides, a link to another action) is rebuilt from the replay and named in `repaired`, and
   * the campaign opens. A log that does not replay (an action the rules answer otherwise than when it was
   * played, a take-back the rules did not allow) still refuses the campaign, alone. The chart's figures of
   * every finished turn come from the replay too (a lost snapshot costs none).
   * `verify` is kept for callers of the older API: every load is a full one now.
   */
  load(id: string, verify: 'tail' | 'full' = 'full'): LoadedCampaign {
    void verify;
    const row = this.get(id);
    const log = this.readLog(id);
    if (log.length !== row.actions)
      throw new CampaignDataError(
        id,
        'log-count',
        `its log holds ${log.length} actions where ${row.actions} were recorded`,
      );
    if ((log.at(-1)?.hash ?? '') !== row.head)
      throw new CampaignDataError(id, 'log-head', 'its log does not end where the campaign says');
    const snaps = this.s.snapshots.all(id).filter((s) => s.seq <= log.length);
    const hashAfter = (seq: number): string => (seq === 0 ? '' : (log[seq - 1]?.hash ?? ''));
    // the snapshots to rebuild from the replay: a link to another action first
    const rebuild = new Map<number, GameState | null>(
      snaps.filter((s) => s.hash !== hashAfter(s.seq)).map((s) => [s.seq, null]),
    );
    const sameAsStored = (seq: number, state: GameState): boolean => {
      const r = this.s.snapshotState.get(id, seq);
      // gone since the list was read: nothing to compare, nothing to rebuild
      if (!r) return true;
      // The engine builds its objects in one order, so the text usually matches as it is.
      if (JSON.stringify(state) === r.state) return true;
      try {
        // Snapshots written by an older engine are read with today's meaning of their fields.
        return canonicalJson(upgradeState(fromStoredJson<GameState>(r.state))) === canonicalJson(state);
      } catch {
        return false; // unreadable: rebuilt like any other disagreement
      }
    };
    let state: GameState;
    try {
      // an imported copy: its hidden parts drawn afresh where it was imported (GameOptions.redraws)
      state = redrawsAfterRow(row.options, 0, newGame(row.options));
    } catch (e) {
      throw new CampaignDataError(id, 'options', `its game options are not valid (${(e as Error).message})`);
    }
    if (snaps[0]?.seq === 0 && (rebuild.has(0) || !sameAsStored(0, state))) rebuild.set(0, state);
    const checkpoints = new Set(snaps.map((s) => s.seq).filter((q) => q > 0));
    const stats: StoredStat[] = [];
    const played: LogRow[] = [];
    const trail = new TakeBackTrail<LogRow>();
    const campaignOptions = row.options;
    for (const [i, r] of log.entries()) {
      if (isTakeBack(r.action)) {
        // A take-back must be one the rules allowed when it was made, of the last action still standing.
        const c = trail.check(r.info.player, row.options.takeBacks);
        if (!c.ok || c.step.tag.seq !== r.action.seq)
          throw new CampaignDataError(
            id,
            'takeback',
            `its log takes back at row ${i + 1} what could not be taken back`,
          );
        trail.pop();
        played.pop();
        state = c.step.before;
      } else {
        const before = state;
        const res = applyResult(state, r as LogRow, id);
        state = res.state;
        // a finished campaign's log is stored without its events: the replay's are the ones it had
        const row = (r.info.events ? r : { ...r, info: { ...r.info, events: res.events } }) as LogRow;
        played.push(row);
        trail.push(before, r.action, state, res.events, row);
        if (endsTurn(before, state)) stats.push(this.stat(state, before.turn, before.tide));
      }
      const redrawn = redrawsAfterRow(campaignOptions, i + 1, state);
      if (redrawn !== state) {
        // nothing is taken back across a redraw: the position before it foretold the original's tides
        state = redrawn;
        trail.clear();
      }
      if (checkpoints.has(i + 1) && (rebuild.has(i + 1) || !sameAsStored(i + 1, state))) rebuild.set(i + 1, state);
    }
    const repaired = [...rebuild.keys()].sort((a, b) => a - b);
    if (repaired.length)
      this.db.transaction(() => {
        for (const [seq, at] of rebuild)
          if (at) this.s.repairSnapshot.run(at.turn, JSON.stringify(at), hashAfter(seq), id, seq);
      })();
    return { row, state, log: played, stats, trail, rows: log.length, repaired };
  }

  // -------------------------------------------------------------------------------------------
  // Export / import: one JSON file per campaign, with a checksum. What the screen must not know (the
  // deck's salt, the turn-21 choices) is sealed; events are left out: import recomputes them.

  exportCampaign(id: string): { fileName: string; content: string } {
    const row = this.get(id);
    const log = this.readLog(id);
    // the salts (the deck's, and those of an imported copy's redraws) would rebuild the tides to come
    const { deckSalt, redraws, ...options } = row.options;
    const choices: [number, 'leave' | 'stay'][] = [];
    const entries = log.map((l) => {
      let action = l.action;
      if (action.type === 'liftOff') {
        choices.push([l.seq, action.choice]);
        action = { ...action, choice: 'hidden' as never };
      }
      return { action, at: l.info.at };
    });
    const body = {
      campaign: {
        name: row.name.slice(0, CAMPAIGN_NAME_MAX).trim() || 'Campaign',
        createdAt: row.createdAt,
        lastPlayed: row.lastPlayed,
        options,
        // profile ids belong to this store: the seats' profiles travel by name
        players: row.players.map(({ profileId: _profileId, ...p }) => p),
        clock: row.clock ?? null,
        profiles: this.seatProfiles(row.players),
      },
      log: entries,
      sealed: seal({ deckSalt: deckSalt ?? null, choices, ...(redraws ? { redraws } : {}) }),
      // the log's own chain, as an import computes it (the stored head, but for a log read with the old
      // reopening link: see readLog)
      head: log.reduce((h, l) => chainHash(h, l.seq, JSON.stringify(l.action)), ''),
    };
    const checksum = sha256(canonicalJson(body));
    const file = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: new Date().toISOString(),
      checksum,
      ...body,
    };
    const safe = safeFileName(row.name, 'campaign');
    return { fileName: `${safe}.fmh`, content: JSON.stringify(file, null, 1) + '\n' };
  }

  /**
   * Imports an exported campaign as a new campaign, in one transaction: all of it or nothing. The file
   * must be what this application writes (one schema, every field bounded); its log is replayed from
   * the seed, and the events stored are the replay's own. Throws StoreFileError naming the file.
   */
  importCampaign(content: string, fileName = 'the file'): CampaignRow {
    const bad = (problem: StoreProblem, detail: string) => new StoreFileError(fileName, problem, detail);
    if (Buffer.byteLength(content, 'utf8') > IMPORT_MAX_BYTES)
      throw bad('too-large', `is too large to be a campaign file (over ${IMPORT_MAX_BYTES / 1024 / 1024} MB)`);
    if (jsonDepth(content) > FILE_MAX_DEPTH)
      throw bad('foreign', `is not a campaign file this application could have written (nested too deep)`);
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(content) as Record<string, unknown>;
    } catch {
      const looksOurs = content.includes(EXPORT_FORMAT);
      throw bad(
        looksOurs ? 'truncated' : 'foreign',
        looksOurs
          ? 'is truncated or damaged (its text is cut or garbled)'
          : 'is not a Full Metal Hot-Seat campaign file',
      );
    }
    if (!data || typeof data !== 'object' || Array.isArray(data) || data.format !== EXPORT_FORMAT)
      throw bad('foreign', 'is not a Full Metal Hot-Seat campaign file');
    if (typeof data.version === 'number' && Number.isInteger(data.version) && data.version > EXPORT_VERSION)
      throw bad(
        'too-new',
        `was exported by a newer version of Full Metal Hot-Seat (file format ${String(data.version)}; this version reads format ${EXPORT_VERSION})`,
      );
    if (!EXPORT_VERSIONS_READ.includes(data.version as number))
      throw bad(
        'foreign',
        `has a file format this version does not read (${JSON.stringify(data.version)?.slice(0, 20)}; it reads formats ${EXPORT_VERSIONS_READ.join(' and ')})`,
      );
    const body = { campaign: data.campaign, log: data.log, sealed: data.sealed, head: data.head };
    if (sha256(canonicalJson(body)) !== data.checksum)
      throw bad('corrupt', 'is damaged: its checksum does not match its content');
    const parsed = exportFileSchema.safeParse(data);
    if (!parsed.success) {
      const i = parsed.error.issues[0]!;
      throw bad(
        'corrupt',
        `is not a campaign this application could have written (${i.path.map(String).join('.') || 'file'}: ${i.message})`,
      );
    }
    const file = parsed.data;
    const secrets = sealedSchema.safeParse(unseal(file.sealed));
    if (!secrets.success) throw bad('corrupt', 'is damaged: its sealed part cannot be read');
    const actions = file.log.map((l) => l.action) as LoggedAction[];
    for (const [seq, choice] of secrets.data.choices) {
      const a = actions[seq];
      if (a?.type !== 'liftOff' || (a.choice as string) !== 'hidden')
        throw bad('corrupt', `is damaged: its sealed choice ${seq + 1} matches no lift-off`);
      actions[seq] = { ...a, choice };
    }
    if (actions.some((a) => a.type === 'liftOff' && (a.choice as string) === 'hidden'))
      throw bad('corrupt', 'is damaged: a turn-21 choice is missing from its sealed part');
    const fromFile: GameOptions = {
      ...file.campaign.options,
      ...(secrets.data.deckSalt === null ? {} : { deckSalt: secrets.data.deckSalt }),
      ...(secrets.data.redraws ? { redraws: secrets.data.redraws } : {}),
    } as GameOptions;
    const options = fromFile;
    // Replay the whole log before writing anything; the events and turn figures are the replay's.
    let state: GameState;
    try {
      // a copy of a copy: the earlier imports' redraws are part of its game
      state = redrawsAfterRow(options, 0, newGame(options));
    } catch (e) {
      throw bad('corrupt', `has game options these rules refuse (${(e as Error).message})`);
    }
    let initial = state;
    let reach = forecastReach(state);
    const rows: { action: LoggedAction; info: ActionInfo; after: GameState; endsTurn: number | null }[] = [];
    const trail = new TakeBackTrail<number>();
    let head = '';
    for (let i = 0; i < actions.length; i++) {
      const action = actions[i]!;
      if (state.phase === 'over')
        throw bad('corrupt', `does not replay with these rules: action ${i + 1} comes after the end of the game`);
      if (isTakeBack(action)) {
        // the one who takes back is the one who played: the rules must have allowed it then
        const c = trail.check(
          state.phase === 'liftoff'
            ? action.seq < i
              ? actorAt(actions, action.seq)
              : null
            : (state.order[state.activeIdx] ?? null),
          options.takeBacks,
        );
        if (!c.ok || c.step.tag !== action.seq)
          throw bad(
            'corrupt',
            `does not replay with these rules: row ${i + 1} takes back what could not be taken back`,
          );
        trail.pop();
        const info: ActionInfo = {
          turn: state.turn,
          tide: state.tide,
          player: c.step.actor,
          events: [],
          at: file.log[i]!.at,
        };
        head = chainHash(head, i, JSON.stringify(action));
        rows.push({ action, info, after: c.step.before, endsTurn: null });
        state = c.step.before;
        continue;
      }
      const r = apply(state, action);
      // A refusal that changed nothing was never logged by this application.
      if (!r.ok && r.state === state)
        throw bad(
          'corrupt',
          `does not replay with these rules: action ${i + 1} (${action.type}) is refused (${r.error.code})`,
        );
      const info: ActionInfo = {
        turn: state.turn,
        tide: state.tide,
        player: action.type === 'liftOff' ? action.player : (state.order[state.activeIdx] ?? null),
        events: r.events,
        at: file.log[i]!.at,
        ...(action.type === 'endTurn' && action.timeout ? { timeout: true } : {}),
        ...(!r.ok ? { refused: true } : {}),
      };
      head = chainHash(head, i, JSON.stringify(action));
      rows.push({ action, info, after: r.state, endsTurn: endsTurn(state, r.state) ? state.turn : null });
      trail.push(state, action, r.state, r.events, i);
      state = r.state;
      reach = Math.max(reach, forecastReach(state));
      const redrawn = redrawsAfterRow(options, i + 1, state);
      if (redrawn !== state) {
        state = redrawn;
        rows[rows.length - 1]!.after = state;
        trail.clear();
      }
    }
    if (head !== file.head) throw bad('corrupt', 'is damaged: its log hash does not match');
    // The copy must not foretell the original: where its log ends, what nobody has seen (the tides to
    // come beyond every card shown, the turn-21 choices not yet revealed) is drawn afresh from a new secret
    // salt (GameOptions.redraws; every replay applies it at that row).
    const redraw = {
      at: actions.reduce((n, a) => n + (isTakeBack(a) ? -1 : 1), 0),
      row: actions.length,
      salt: randomBytes(4).readUInt32BE(0),
      shownThrough: reach,
      on: new Date().toISOString().slice(0, 10),
    };
    const copyOptions: GameOptions = { ...options, redraws: [...(options.redraws ?? []), redraw] };
    state = redrawsAfterRow({ redraws: [redraw] }, actions.length, state);
    if (rows.length) rows[rows.length - 1]!.after = state;
    else initial = state;
    const known = new Set(file.campaign.options.players.map((p) => p.id));
    const clock = file.campaign.clock;
    const clockFits =
      clock &&
      (clock.player === null || known.has(clock.player)) &&
      Object.keys(clock.remainingMs).every((k) => known.has(k));
    const tx = this.db.transaction(() => {
      // each seat with a profile in the file plays as the profile of that name here (made if missing)
      const players: StoredPlayer[] = file.campaign.players.map((p) => {
        const prof = file.campaign.profiles?.find((x) => x.seat === p.id);
        if (!prof) return { ...p };
        const { seat: _seat, ...fields } = prof;
        const here = this.league.byName(fields.name) ?? this.league.createProfile(fields);
        return { ...p, profileId: here.id };
      });
      const created = this.create({
        name: file.campaign.name,
        options: copyOptions,
        players,
        state: initial,
        clock: clockFits ? { ...clock, remainingMs: { ...clock.remainingMs } } : undefined,
      });
      let h = '';
      rows.forEach((r, i) => {
        h = this.append(created.id, i, r.action, r.info, r.after, h);
        if (r.endsTurn !== null) this.snapshot(created.id, i + 1, r.after, h, r.endsTurn, rows[i]!.info.tide);
      });
      this.db
        .prepare('UPDATE campaigns SET created_at = ?, last_played = ? WHERE id = ?')
        .run(file.campaign.createdAt, file.campaign.lastPlayed, created.id);
      if (state.phase === 'over') this.recordFinished(created.id);
      return created.id;
    });
    let imported: string;
    try {
      imported = tx();
    } catch (e) {
      // a full disk is the disk's fault, not the file's: said as such (nothing was written either way)
      if (isDiskFull(e)) throw e;
      throw e instanceof StoreFileError
        ? e
        : new StoreFileError(
            fileName,
            'unreadable',
            `could not be imported (${(e as Error).message}); nothing was written`,
          );
    }
    // an import writes a whole campaign in one transaction: its pages go back to the file at once, so that
    // imports one after another (faster than the idle moment a checkpoint waits for) keep the WAL small
    this.checkpoint('TRUNCATE');
    return this.get(imported);
  }

  // -------------------------------------------------------------------------------------------
  // The league: a finished campaign's history, and the league file (profiles and history)

  /** The seats' profiles as a file carries them (by name). */
  private seatProfiles(players: StoredPlayer[]) {
    const out = [];
    for (const p of players) {
      if (!p.profileId) continue;
      try {
        const { id: _id, createdAt: _c, ...fields } = this.league.profile(p.profileId);
        out.push({ seat: p.id, ...fields });
      } catch {
        /* a profile deleted since: the seat plays under its name */
      }
    }
    return out;
  }

  /**
   * Records a finished campaign in the history (its log replayed; each person's seat linked to a
   * profile). A campaign already recorded is left as it is. Returns its rows.
   */
  recordFinished(id: string): HistoryRow[] {
    const row = this.get(id);
    if (!row.over) return [];
    // the game as played: a take-back row removes the action it took back (always the last standing one)
    const actions: Action[] = [];
    for (const l of this.readLog(id)) {
      if (isTakeBack(l.action)) actions.pop();
      else actions.push(l.action);
    }
    const rows = historyOf({
      campaignId: id,
      campaignName: row.name,
      createdAt: row.createdAt,
      finishedAt: row.lastPlayed,
      head: row.head,
      options: row.options,
      seats: row.players as SeatInfo[],
      actions,
    });
    const tx = this.db.transaction(() => {
      const linked = this.league.record(rows, row.players as SeatInfo[]);
      const seats = row.players.map((p) => {
        const r = linked.find((x) => x.player === p.id);
        return r?.profileId ? { ...p, profileId: r.profileId } : p;
      });
      this.db.prepare('UPDATE campaigns SET players = ? WHERE id = ?').run(JSON.stringify(seats), id);
      // recorded: the campaign keeps only what opening it and its end screen need (the rest is the log's replay)
      compactFinishedCampaigns(this.db, id);
      return linked;
    });
    return tx();
  }

  /**
   * Finished campaigns with no history (their recording failed when they ended). A campaign whose game is in the
   * history under another campaign (an import of a game already recorded: rows are keyed by the game) is
   * recorded: it is not replayed again at every start.
   */
  unrecordedFinished(): string[] {
    const candidates = this.db
      .prepare<[], CampaignIdentityDbRow>(
        'SELECT id, created_at, options, head FROM campaigns c WHERE over = 1 AND NOT EXISTS (SELECT 1 FROM history h WHERE h.campaign_id = c.id)',
      )
      .all();
    const known = this.db.prepare('SELECT 1 FROM history WHERE game = ? LIMIT 1');
    return candidates
      .filter((c) => {
        try {
          return !known.get(gameKey(fromStoredJson<GameOptions>(c.options).seed, c.created_at, c.head));
        } catch {
          return true; // its options unreadable: recording it says why
        }
      })
      .map((c) => c.id);
  }

  /** Every profile and the whole history, as one checksummed file. */
  exportLeague(): { fileName: string; content: string } {
    const profiles = this.league.profiles().map(({ id: _id, createdAt: _c, ...f }) => f);
    const names = new Map(this.league.profiles().map((p) => [p.id, p.name]));
    const history = this.league.history().map((h) => ({
      game: h.game,
      campaignName: h.campaignName.slice(0, CAMPAIGN_NAME_MAX).trim() || 'Campaign',
      player: h.player,
      profile: h.profileId ? (names.get(h.profileId) ?? null) : null,
      name: h.name,
      computer: h.computer,
      finishedAt: h.finishedAt,
      players: h.players,
      rank: h.rank,
      won: h.won,
      score: h.score,
      astronefs: h.astronefs,
      ore: h.ore,
      piecesLost: h.piecesLost,
      piecesDestroyed: h.piecesDestroyed,
      astronefTakenTurn: h.astronefTakenTurn,
      variant: h.variant,
      board: h.board,
    }));
    const body = { profiles, history };
    const file = {
      format: LEAGUE_FORMAT,
      version: LEAGUE_VERSION,
      exportedAt: new Date().toISOString(),
      checksum: sha256(canonicalJson(body)),
      ...body,
    };
    return {
      fileName: `league-${new Date().toISOString().slice(0, 10)}.fmhl`,
      content: JSON.stringify(file, null, 1) + '\n',
    };
  }

  /**
   * Reads a league file into this store in one transaction: profiles are matched by name (a new name
   * becomes a new profile; an existing profile keeps its own colour, mark and language), results already
   * here (the same game and seat) are left as they are. A bad file changes nothing. Throws StoreFileError.
   */
  importLeague(content: string, fileName = 'the file'): { profiles: number; games: number } {
    const bad = (problem: StoreProblem, detail: string) => new StoreFileError(fileName, problem, detail);
    if (Buffer.byteLength(content, 'utf8') > LEAGUE_MAX_BYTES)
      throw bad('too-large', `is too large to be a league file (over ${LEAGUE_MAX_BYTES / 1024 / 1024} MB)`);
    if (jsonDepth(content) > FILE_MAX_DEPTH)
      throw bad('foreign', `is not a league file this application could have written (nested too deep)`);
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(content) as Record<string, unknown>;
    } catch {
      const looksOurs = content.includes(LEAGUE_FORMAT);
      throw bad(
        looksOurs ? 'truncated' : 'foreign',
        looksOurs ? 'is truncated or damaged (its text is cut or garbled)' : 'is not a Full Metal Hot-Seat league file',
      );
    }
    if (!data || typeof data !== 'object' || Array.isArray(data) || data.format !== LEAGUE_FORMAT)
      throw bad('foreign', 'is not a Full Metal Hot-Seat league file');
    if (typeof data.version === 'number' && Number.isInteger(data.version) && data.version > LEAGUE_VERSION)
      throw bad(
        'too-new',
        `was exported by a newer version of Full Metal Hot-Seat (league format ${String(data.version)}; this version reads format ${LEAGUE_VERSION})`,
      );
    if (sha256(canonicalJson({ profiles: data.profiles, history: data.history })) !== data.checksum)
      throw bad('corrupt', 'is damaged: its checksum does not match its content');
    const parsed = leagueFileSchema.safeParse(data);
    if (!parsed.success) {
      const i = parsed.error.issues[0]!;
      throw bad(
        'corrupt',
        `is not a league this application could have written (${i.path.map(String).join('.') || 'file'}: ${i.message})`,
      );
    }
    const file = parsed.data;
    // games of this store, by their identity: an imported result of one of them opens its replay
    const here = new Map<string, string>();
    for (const c of this.db
      .prepare<[], CampaignIdentityDbRow>('SELECT id, created_at, options, head FROM campaigns WHERE over = 1')
      .all()) {
      try {
        here.set(gameKey(fromStoredJson<GameOptions>(c.options).seed, c.created_at, c.head), c.id);
      } catch {
        /* a damaged campaign opens nothing */
      }
    }
    const tx = this.db.transaction(() => {
      let made = 0;
      const ids = new Map<string, string>();
      for (const p of file.profiles) {
        let prof = this.league.byName(p.name);
        if (!prof) {
          prof = this.league.createProfile(p);
          made++;
        }
        ids.set(nameKey(p.name), prof.id);
      }
      const before = this.league.history().length;
      const rows: HistoryRow[] = file.history.map((h) => {
        const profileId = h.profile === null ? null : (ids.get(nameKey(h.profile)) ?? null);
        const { profile: _p, ...rest } = h;
        return {
          ...rest,
          campaignId: here.get(h.game) ?? '',
          profileId,
          name: profileId ? this.league.profile(profileId).name : h.name,
          variant: h.variant as Record<string, unknown>,
        };
      });
      // the rows' profiles are resolved already: record them as they are (a row without one stays without)
      this.league.recordResolved(rows);
      return {
        profiles: made,
        games: new Set(file.history.map((h) => h.game)).size,
        added: this.league.history().length - before,
      };
    });
    let r: ReturnType<typeof tx>;
    try {
      r = tx();
    } catch (e) {
      if (isDiskFull(e)) throw e;
      throw e instanceof StoreFileError
        ? e
        : new StoreFileError(
            fileName,
            'unreadable',
            `could not be imported (${(e as Error).message}); nothing was written`,
          );
    }
    this.checkpoint('TRUNCATE');
    return { profiles: r.profiles, games: r.games };
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

/** The player of a lift-off choice in a log (a take-back of one is his). */
function actorAt(actions: readonly LoggedAction[], seq: number): PlayerId | null {
  const a = actions[seq];
  return a?.type === 'liftOff' ? a.player : null;
}

function activeOf(st: GameState): PlayerId | null {
  if (st.phase === 'over') return null;
  return st.order[st.activeIdx] ?? null;
}

/** A campaigns row as the program reads it: its JSON columns parsed, once. */
function rowOf(r: CampaignDbRow): CampaignRow {
  return {
    id: r.id,
    name: r.name,
    createdAt: r.created_at,
    lastPlayed: r.last_played,
    options: fromStoredJson<GameOptions>(r.options),
    players: fromStoredJson<StoredPlayer[]>(r.players),
    turn: r.turn,
    phase: r.phase,
    active: r.active ?? null,
    over: !!r.over,
    winner: r.winner ?? null,
    actions: r.actions,
    head: r.head ?? '',
    clock: r.clock ? fromStoredJson<unknown>(r.clock) : null,
    thumbnail: r.thumbnail ?? null,
  };
}

// v1 -> v2 migration: compute the hash chain of existing logs.
setRehash((db) => {
  const ids = db.prepare<[], { id: string }>('SELECT id FROM campaigns').all();
  const upd = db.prepare('UPDATE actions SET hash = ? WHERE campaign_id = ? AND seq = ?');
  const snap = db.prepare('UPDATE snapshots SET hash = ? WHERE campaign_id = ? AND seq = ?');
  const head = db.prepare('UPDATE campaigns SET head = ? WHERE id = ?');
  for (const { id } of ids) {
    let h = '';
    const rows = db
      .prepare<[string], Pick<ActionDbRow, 'seq' | 'action'>>(
        'SELECT seq, action FROM actions WHERE campaign_id = ? ORDER BY seq',
      )
      .all(id);
    const bySeq = new Map<number, string>();
    for (const r of rows) {
      h = chainHash(h, r.seq, r.action);
      upd.run(h, id, r.seq);
      bySeq.set(r.seq + 1, h);
    }
    for (const s of db.prepare<[string], { seq: number }>('SELECT seq FROM snapshots WHERE campaign_id = ?').all(id))
      snap.run(bySeq.get(s.seq) ?? '', id, s.seq);
    head.run(h, id);
  }
});
