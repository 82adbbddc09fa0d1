// The store's SQL rows, typed: one interface per query's row, as SQLite gives it (JSON columns as text),
// given to better-sqlite3's typed `prepare<Params, Row>` so that no row is cast where it is read; and the one
// place where JSON the store wrote itself is read back (`fromStoredJson`).
import type { GameState } from '../engine/types.js';
import type { Language, Mark } from '../shared/lists.js';

/** A row of `campaigns` (SELECT *). */
export interface CampaignDbRow {
  id: string;
  name: string;
  created_at: number;
  last_played: number;
  /** JSON: GameOptions. */
  options: string;
  /** JSON: StoredPlayer[]. */
  players: string;
  turn: number;
  phase: GameState['phase'];
  active: string | null;
  over: number;
  winner: string | null;
  actions: number;
  head: string | null;
  /** JSON: the saved clock, or null. */
  clock: string | null;
  thumbnail: string | null;
}

/** The campaign list's row: everything but the clock. */
export type CampaignListDbRow = Omit<CampaignDbRow, 'clock'>;

/** What identifies a finished game in the league (its options' seed, its creation time and its log's head). */
export type CampaignIdentityDbRow = Pick<CampaignDbRow, 'id' | 'created_at' | 'options'> & { head: string };

/** A row of `profiles` (SELECT *). */
export interface ProfileDbRow {
  id: string;
  name: string;
  name_key: string;
  colour: string | null;
  mark: Mark | null;
  newcomer: number;
  language: Language | null;
  created_at: number;
}

/** A row of `actions`: one logged action (or take-back) and its info, as JSON. */
export interface ActionDbRow {
  seq: number;
  action: string;
  info: string;
  hash: string;
}

/**
 * A row of `actions` read in raw mode (`SELECT seq, action, info, hash`, better-sqlite3's `.raw()`): the log is
 * read whole at every open, and arrays cost less to build than objects keyed by column name.
 */
export type ActionDbTuple = [seq: number, action: string, info: string, hash: string];

/**
 * A campaign's whole log as one text (`group_concat`): '|' then each row's seq, '|', action, info and hash, the
 * last three separated by chain.ts's FIELD_SEPARATOR, the rows by '|' (see `checkJoinedRows`); `log` is null when
 * there are no rows.
 */
export interface JoinedLogDbRow {
  rows: number;
  log: string | null;
}

/** A finished campaign's packed log (packed-log.ts), with its campaign's head. */
export interface PackedLogDbRow {
  rows: number;
  /** JSON: the rows chained by the old reopening mistake. */
  old_links: string;
  log: Buffer;
  head: string;
}

/** A turn snapshot's figures (not its state). */
export interface SnapshotDbRow {
  seq: number;
  turn: number;
  /** JSON: the chart's figures of that turn. */
  stats: string;
  hash: string;
}

/**
 * JSON text this store wrote itself (a column it filled with JSON.stringify): read as what was written. Files from
 * outside never come here; they are parsed by the zod schemas of ./schema.ts.
 */
export function fromStoredJson<T>(text: string): T {
  return JSON.parse(text) as T;
}
