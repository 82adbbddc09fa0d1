// The campaign store: one SQLite file holding every campaign (options + action log + snapshots).
//
// Durability: every accepted action is one INSERT in a transaction that also moves the campaign's
// head; WAL + synchronous=FULL means COMMIT returns only once the WAL is on disk. The host answers
// the screen after append() returns, so an acknowledged action survives a crash or a power cut.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { apply, newGame } from '../engine/index.js';
import type { Action, GameEvent, GameOptions, GameState, PlayerId, Tide } from '../engine/types.js';
import { openDatabase, setRehash, STORE_FILE_NAME, StoreFileError, type OpenOptions } from './db.js';
import { canonicalJson, chainHash, sha256 } from './util.js';
import { thumbnail } from './thumbnail.js';

export { StoreFileError } from './db.js';

export interface StoredPlayer {
  id: PlayerId;
  name: string;
  colour: string;
  turnMs: number;
  newcomer: boolean;
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
}

export interface LogRow {
  seq: number;
  action: Action;
  info: ActionInfo;
  hash: string;
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
  log: LogRow[];
  stats: StoredStat[];
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

export const EXPORT_FORMAT = 'full-metal-hot-seat/campaign';
export const EXPORT_VERSION = 1;

/** Applies one logged action the way it was first applied. Returns the new state or throws. */
export function applyLogged(state: GameState, row: { seq: number; action: Action; info: ActionInfo }, id = ''): GameState {
  const r = apply(state, row.action);
  if (r.ok === !!row.info.refused)
    throw new CampaignDataError(
      id,
      'replay',
      `action ${row.seq + 1} (${row.action.type}) was ${row.info.refused ? 'refused' : 'accepted'} when played but is ${r.ok ? 'accepted' : `refused (${r.error.code})`} on replay`,
    );
  return r.state;
}

type Stmt = Database.Statement;

export class CampaignStore {
  readonly db: Database.Database;
  readonly file: string;
  readonly backup: string | null;
  readonly migratedFrom: number | null;
  private statsFn: StatsFn;
  private s: Record<string, Stmt>;
  private sinceCheckpoint = 0;
  private checkpointQueued = false;

  private constructor(opened: ReturnType<typeof openDatabase>, statsFn: StatsFn) {
    this.db = opened.db;
    this.file = opened.file;
    this.backup = opened.backup;
    this.migratedFrom = opened.migratedFrom;
    this.statsFn = statsFn;
    const db = this.db;
    db.pragma('wal_autocheckpoint = 0');
    this.s = {
      insertAction: db.prepare('INSERT INTO actions (campaign_id, seq, action, info, hash) VALUES (?, ?, ?, ?, ?)'),
      moveHead: db.prepare(
        'UPDATE campaigns SET actions = ?, head = ?, turn = ?, phase = ?, active = ?, over = ?, winner = ?, last_played = ?, clock = coalesce(?, clock) WHERE id = ? AND actions = ?',
      ),
      saveClock: db.prepare('UPDATE campaigns SET clock = ? WHERE id = ?'),
      getCampaign: db.prepare('SELECT * FROM campaigns WHERE id = ?'),
      list: db.prepare(
        'SELECT id, name, created_at, last_played, options, players, turn, phase, active, over, winner, actions, head, thumbnail FROM campaigns ORDER BY last_played DESC',
      ),
      log: db.prepare('SELECT seq, action, info, hash FROM actions WHERE campaign_id = ? ORDER BY seq'),
      snapshots: db.prepare('SELECT seq, turn, stats, hash FROM snapshots WHERE campaign_id = ? ORDER BY seq'),
      snapshotState: db.prepare('SELECT state FROM snapshots WHERE campaign_id = ? AND seq = ?'),
      insertSnapshot: db.prepare('INSERT OR REPLACE INTO snapshots (campaign_id, seq, turn, state, stats, hash) VALUES (?, ?, ?, ?, ?, ?)'),
      setThumb: db.prepare('UPDATE campaigns SET thumbnail = ? WHERE id = ?'),
      getSetting: db.prepare('SELECT value FROM settings WHERE key = ?'),
      setSetting: db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)'),
    };
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

  create(input: { name: string; options: GameOptions; players: StoredPlayer[]; state: GameState; clock?: unknown }): CampaignRow {
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
      this.s.insertSnapshot.run(id, 0, st.turn, JSON.stringify(st), JSON.stringify(this.stat(st, st.turn)), '');
    });
    tx();
    return this.get(id);
  }

  get(id: string): CampaignRow {
    const r = this.s.getCampaign.get(id) as Record<string, unknown> | undefined;
    if (!r) throw new NotFoundError(id);
    return rowOf(r);
  }

  has(id: string): boolean {
    return !!this.s.getCampaign.get(id);
  }

  list(): CampaignRow[] {
    return (this.s.list.all() as Record<string, unknown>[]).map((r) => rowOf({ ...r, clock: null }));
  }

  rename(id: string, name: string): CampaignRow {
    const r = this.db.prepare('UPDATE campaigns SET name = ? WHERE id = ?').run(name, id);
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
  append(id: string, seq: number, action: Action, info: ActionInfo, after: GameState, prevHead: string, clock?: unknown): string {
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
      );
      if (r.changes !== 1) throw new Error(`campaign ${id}: log head is not at ${seq} (another writer?)`);
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

  /** Copies the WAL back into the database file (PASSIVE: never blocks a writer). */
  checkpoint(): void {
    this.checkpointQueued = false;
    this.sinceCheckpoint = 0;
    if (this.db.open) this.db.pragma('wal_checkpoint(PASSIVE)');
  }

  saveClock(id: string, clock: unknown): void {
    this.s.saveClock.run(JSON.stringify(clock), id);
  }

  /** A snapshot of the state after `seq` actions, with the turn's figures for the chart, and a new thumbnail. */
  snapshot(id: string, seq: number, state: GameState, hash: string, statTurn: number): void {
    const row = this.get(id);
    const colours = Object.fromEntries(row.players.map((p) => [p.id, p.colour]));
    const tx = this.db.transaction(() => {
      this.s.insertSnapshot.run(id, seq, state.turn, JSON.stringify(state), JSON.stringify(this.stat(state, statTurn)), hash);
      this.s.setThumb.run(thumbnail(state, colours), id);
    });
    tx();
  }

  private stat(state: GameState, turn: number): StoredStat {
    let players: StoredStat['players'] = {};
    try {
      players = this.statsFn(state);
    } catch {
      players = {};
    }
    return { turn, tide: state.tide, players };
  }

  readLog(id: string): LogRow[] {
    const rows = this.s.log.all(id) as { seq: number; action: string; info: string; hash: string }[];
    const out: LogRow[] = [];
    let prev = '';
    for (const r of rows) {
      if (r.seq !== out.length) throw new CampaignDataError(id, 'log-gap', `its log skips from action ${out.length} to ${r.seq + 1}`);
      const expect = chainHash(prev, r.seq, r.action);
      if (r.hash !== expect) throw new CampaignDataError(id, 'log-hash', `its log is damaged at action ${r.seq + 1} (hash chain broken)`);
      prev = r.hash;
      let action: Action;
      let info: ActionInfo;
      try {
        action = JSON.parse(r.action) as Action;
        info = JSON.parse(r.info) as ActionInfo;
      } catch {
        throw new CampaignDataError(id, 'log-json', `its log is damaged at action ${r.seq + 1} (unreadable)`);
      }
      out.push({ seq: r.seq, action, info, hash: r.hash });
    }
    return out;
  }

  /**
   * Loads a campaign: the latest snapshot plus the actions after it. Checks the hash chain, and
   * that the log replays to the stored snapshot: from the previous snapshot (or the start) to the
   * latest one (`verify: 'tail'`, the default) or through every snapshot from the start ('full').
   */
  load(id: string, verify: 'tail' | 'full' = 'tail'): LoadedCampaign {
    const row = this.get(id);
    const log = this.readLog(id);
    if (log.length !== row.actions)
      throw new CampaignDataError(id, 'log-count', `its log holds ${log.length} actions where ${row.actions} were recorded`);
    if ((log.at(-1)?.hash ?? '') !== row.head) throw new CampaignDataError(id, 'log-head', 'its log does not end where the campaign says');
    const snaps = (this.s.snapshots.all(id) as { seq: number; turn: number; stats: string; hash: string }[]).filter(
      (s) => s.seq <= log.length,
    );
    const stats: StoredStat[] = [];
    for (const s of snaps) {
      if (s.seq > 0) stats.push(JSON.parse(s.stats) as StoredStat);
      const expect = s.seq === 0 ? '' : log[s.seq - 1].hash;
      if (s.hash !== expect) throw new CampaignDataError(id, 'snapshot-hash', `its snapshot after action ${s.seq} does not match the log`);
    }
    const readState = (seq: number): GameState => {
      const r = this.s.snapshotState.get(id, seq) as { state: string } | undefined;
      if (!r) throw new CampaignDataError(id, 'snapshot', `its snapshot after action ${seq} is missing`);
      try {
        return JSON.parse(r.state) as GameState;
      } catch {
        throw new CampaignDataError(id, 'snapshot', `its snapshot after action ${seq} is damaged`);
      }
    };
    const fresh = newGame(row.options);
    let state: GameState;
    let from: number;
    if (verify === 'full' || snaps.length < 2) {
      state = fresh;
      from = 0;
    } else {
      from = snaps[snaps.length - 2].seq;
      state = readState(from);
    }
    // The initial snapshot must be what newGame gives today.
    if (from === 0 && snaps[0]?.seq === 0 && canonicalJson(readState(0)) !== canonicalJson(fresh))
      throw new CampaignDataError(id, 'replay', 'its starting position differs from what these rules set up (a different engine version?)');
    const checkpoints = new Set(snaps.map((s) => s.seq).filter((q) => q > from));
    const last = snaps.length ? snaps[snaps.length - 1].seq : 0;
    for (let i = from; i < log.length; i++) {
      state = applyLogged(state, log[i], id);
      const q = i + 1;
      if (checkpoints.has(q) && (verify === 'full' || q === last)) {
        if (canonicalJson(state) !== canonicalJson(readState(q)))
          throw new CampaignDataError(id, 'replay', `its log does not replay to the stored position after action ${q}`);
      }
    }
    return { row, state, log, stats };
  }

  // -------------------------------------------------------------------------------------------
  // Export / import: one JSON file per campaign, with a checksum.

  exportCampaign(id: string): { fileName: string; content: string } {
    const row = this.get(id);
    const log = this.readLog(id);
    const body = {
      campaign: {
        name: row.name,
        createdAt: row.createdAt,
        lastPlayed: row.lastPlayed,
        options: row.options,
        players: row.players,
        clock: row.clock,
      },
      log: log.map((l) => ({ action: l.action, info: l.info })),
      head: row.head,
    };
    const checksum = sha256(canonicalJson(body));
    const file = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date().toISOString(), checksum, ...body };
    const safe = row.name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').trim() || 'campaign';
    return { fileName: `${safe}.fmh`, content: JSON.stringify(file, null, 1) + '\n' };
  }

  /**
   * Imports an exported campaign as a new campaign. Checks the format, the version, the checksum
   * and that the whole log replays; throws StoreFileError naming the file otherwise.
   */
  importCampaign(content: string, fileName = 'the file'): CampaignRow {
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(content) as Record<string, unknown>;
    } catch {
      const looksOurs = content.includes(EXPORT_FORMAT);
      throw new StoreFileError(
        fileName,
        looksOurs ? 'truncated' : 'foreign',
        looksOurs ? 'is truncated or damaged (its text is cut or garbled)' : 'is not a Full Metal Hot-Seat campaign file',
      );
    }
    if (!data || typeof data !== 'object' || data.format !== EXPORT_FORMAT)
      throw new StoreFileError(fileName, 'foreign', 'is not a Full Metal Hot-Seat campaign file');
    if (typeof data.version !== 'number' || data.version > EXPORT_VERSION)
      throw new StoreFileError(
        fileName,
        'too-new',
        `was exported by a newer version of Full Metal Hot-Seat (file format ${String(data.version)}; this version reads up to ${EXPORT_VERSION})`,
      );
    const body = { campaign: data.campaign, log: data.log, head: data.head };
    if (sha256(canonicalJson(body)) !== data.checksum)
      throw new StoreFileError(fileName, 'corrupt', 'is damaged: its checksum does not match its content');
    const c = data.campaign as Record<string, unknown> & { options: GameOptions; players: StoredPlayer[]; name: string };
    const log = data.log as { action: Action; info: ActionInfo }[];
    if (!c || !Array.isArray(log) || !c.options || !Array.isArray(c.players))
      throw new StoreFileError(fileName, 'corrupt', 'is damaged: the campaign or its log is missing');
    // Replay the whole log before writing anything.
    let state: GameState;
    const states: { seq: number; state: GameState; statTurn: number }[] = [];
    try {
      state = newGame(c.options);
      for (let i = 0; i < log.length; i++) {
        const before = state;
        state = applyLogged(state, { seq: i, ...log[i] });
        if (state.turn !== before.turn || (state.phase === 'over' && before.phase !== 'over'))
          states.push({ seq: i + 1, state, statTurn: before.turn });
      }
    } catch (e) {
      throw new StoreFileError(fileName, 'corrupt', `does not replay with these rules: ${(e as Error).message}`);
    }
    const initial = newGame(c.options);
    const created = this.create({
      name: String(c.name ?? 'Imported campaign'),
      options: c.options,
      players: c.players,
      state: initial,
      clock: c.clock ?? undefined,
    });
    const id = created.id;
    try {
      const tx = this.db.transaction(() => {
        let head = '';
        let st = initial;
        for (let i = 0; i < log.length; i++) {
          st = applyLogged(st, { seq: i, ...log[i] });
          head = this.append(id, i, log[i].action, log[i].info, st, head, c.clock ?? undefined);
        }
        if (head !== data.head) throw new StoreFileError(fileName, 'corrupt', 'is damaged: its log hash does not match');
        let h = '';
        const hashes: string[] = [];
        for (let i = 0; i < log.length; i++) hashes.push((h = chainHash(h, i, JSON.stringify(log[i].action))));
        for (const s of states) this.snapshot(id, s.seq, s.state, hashes[s.seq - 1], s.statTurn);
        this.db
          .prepare('UPDATE campaigns SET created_at = ?, last_played = ? WHERE id = ?')
          .run(Number(c.createdAt) || Date.now(), Number(c.lastPlayed) || Date.now(), id);
      });
      tx();
    } catch (e) {
      try {
        this.delete(id);
      } catch {
        /* nothing to undo */
      }
      throw e instanceof StoreFileError ? e : new StoreFileError(fileName, 'corrupt', (e as Error).message);
    }
    return this.get(id);
  }

  // -------------------------------------------------------------------------------------------
  // Settings (small JSON values)

  getSetting<T>(key: string): T | undefined {
    const r = this.s.getSetting.get(key) as { value: string } | undefined;
    if (!r) return undefined;
    try {
      return JSON.parse(r.value) as T;
    } catch {
      return undefined;
    }
  }

  setSetting(key: string, value: unknown): void {
    this.s.setSetting.run(key, JSON.stringify(value));
  }
}

function activeOf(st: GameState): PlayerId | null {
  if (st.phase === 'over') return null;
  return st.order[st.activeIdx] ?? null;
}

function rowOf(r: Record<string, unknown>): CampaignRow {
  return {
    id: r.id as string,
    name: r.name as string,
    createdAt: r.created_at as number,
    lastPlayed: r.last_played as number,
    options: JSON.parse(r.options as string) as GameOptions,
    players: JSON.parse(r.players as string) as StoredPlayer[],
    turn: r.turn as number,
    phase: r.phase as GameState['phase'],
    active: (r.active as string | null) ?? null,
    over: !!r.over,
    winner: (r.winner as string | null) ?? null,
    actions: r.actions as number,
    head: (r.head as string) ?? '',
    clock: r.clock ? JSON.parse(r.clock as string) : null,
    thumbnail: (r.thumbnail as string | null) ?? null,
  };
}

// v1 -> v2 migration: compute the hash chain of existing logs.
setRehash((db) => {
  const ids = db.prepare('SELECT id FROM campaigns').all() as { id: string }[];
  const upd = db.prepare('UPDATE actions SET hash = ? WHERE campaign_id = ? AND seq = ?');
  const snap = db.prepare('UPDATE snapshots SET hash = ? WHERE campaign_id = ? AND seq = ?');
  const head = db.prepare('UPDATE campaigns SET head = ? WHERE id = ?');
  for (const { id } of ids) {
    let h = '';
    const rows = db.prepare('SELECT seq, action FROM actions WHERE campaign_id = ? ORDER BY seq').all(id) as { seq: number; action: string }[];
    const bySeq = new Map<number, string>();
    for (const r of rows) {
      h = chainHash(h, r.seq, r.action);
      upd.run(h, id, r.seq);
      bySeq.set(r.seq + 1, h);
    }
    for (const s of db.prepare('SELECT seq FROM snapshots WHERE campaign_id = ?').all(id) as { seq: number }[])
      snap.run(bySeq.get(s.seq) ?? '', id, s.seq);
    head.run(h, id);
  }
});

export function ensureDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
}
