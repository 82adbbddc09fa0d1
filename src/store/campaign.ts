// What a campaign is in the store: its row, its players, its log's rows and the figures kept per turn, as the
// program reads them (the SQL rows as SQLite gives them are in rows.ts); the errors that name one campaign.
import type { TakeBackTrail } from '../engine/index.js';
import type { Action, GameEvent, GameOptions, GameState, PlayerId, Tide } from '../engine/types.js';
import type { Handicap } from '../shared/lists.js';
import { fromStoredJson, type CampaignDbRow } from './rows.js';

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
  /** The seat's handicap or advantage (issue 28, point 9); absent: none. `turnMs` already counts its seconds. */
  handicap?: Handicap;
}

/**
 * What the log keeps beside each action, as stored: a row keeps no events (the replay gives them back) since
 * 2026-11-27, a finished campaign's since schema 5; older rows keep theirs.
 */
export interface StoredInfo {
  turn: number;
  tide: Tide;
  player: PlayerId | null;
  events?: GameEvent[];
  at: number;
  timeout?: boolean;
  /** A move refused part-way: the steps before the illegal one stood (the engine's rule). */
  refused?: boolean;
  /** Played by a computer seat (its level). */
  computer?: 'easy' | 'normal' | 'hard';
}

/** An action's info in the game as played (`LogRow`: replayed, or just applied): its events always there. */
export interface ActionInfo extends StoredInfo {
  events: GameEvent[];
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

export function isTakeBack(a: LoggedAction): a is TakeBackMark {
  return a.type === 'takeBack';
}

/** One row of the log as stored (`seq` is its place in the stored log, take-backs included). */
export interface StoredRow {
  seq: number;
  action: LoggedAction;
  info: StoredInfo;
  hash: string;
}

/** An action of the game as played: a stored row that was not taken back, with its events. */
export interface LogRow extends StoredRow {
  action: Action;
  info: ActionInfo;
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

/** A turn ends (the chart gets that turn's figures, the store a snapshot) when the turn changes or the game ends. */
export function endsTurn(before: GameState, after: GameState): boolean {
  return after.turn !== before.turn || (after.phase === 'over' && before.phase !== 'over');
}

/** The chart's figures of a finished turn: `state` is the position after it, `tide` the turn's own. */
export function statOf(statsFn: StatsFn, state: GameState, turn: number, tide: Tide): StoredStat {
  let players: StoredStat['players'] = Object.create(null) as StoredStat['players'];
  try {
    players = statsFn(state);
  } catch {
    /* figures are a comfort; the game goes on */
  }
  return { turn, tide, players };
}

export function activeOf(st: GameState): PlayerId | null {
  if (st.phase === 'over') return null;
  return st.order[st.activeIdx] ?? null;
}

/** A campaigns row as the program reads it: its JSON columns parsed, once. */
export function rowOf(r: CampaignDbRow): CampaignRow {
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
