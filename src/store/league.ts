// The players of a group: profiles, the history of their finished campaigns, the league table and
// the records (issue 17). Everything lives in the campaign store's SQLite file (schema 3).
//
// A profile is a person (name unique by its key: trimmed, NFC, spaces collapsed, case-folded). Each
// finished campaign leaves one history row per seat, computed from a replay of its log; a row keeps the
// seat's profile (null once that profile is deleted: the row stays, under the name it last had) or,
// for a computer seat, its level. Rows are keyed by the game (seed, creation time and log head), so a
// campaign imported twice, or a league file imported over its own history, adds nothing twice.
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { apply, newGame, redrawsAt } from '../engine/index.js';
import { ownerOf } from '../engine/index.js';
import type { Action, GameOptions, GameState, PlayerId, Score } from '../engine/types.js';
import { fromStoredJson, type CampaignDbRow, type ProfileDbRow } from './rows.js';
import { sha256 } from './util.js';

import type { Handicap, Language, Mark } from '../shared/lists.js';

export interface Profile {
  id: string;
  name: string;
  /** Preferred colour (a palette name), null when none. */
  colour: string | null;
  /** Preferred marker shape, null when none. */
  mark: Mark | null;
  /** Plays with the rulebook's newcomer courtesy (four minutes a turn). */
  newcomer: boolean;
  language: Language | null;
  createdAt: number;
}

export interface ProfileFields {
  name: string;
  colour?: string | null;
  mark?: Mark | null;
  newcomer?: boolean;
  language?: Language | null;
}

/** One seat of one finished campaign. */
export interface HistoryRow {
  /** The game's identity across stores: sha256(seed | createdAt | log head), 32 hex digits. */
  game: string;
  /** The campaign in this store (it may have been deleted since: then there is no replay). */
  campaignId: string;
  campaignName: string;
  player: PlayerId;
  profileId: string | null;
  /** The profile's name (its last one, once deleted), or the seat's name. */
  name: string;
  /** A computer seat: its level; null for a person. */
  computer: string | null;
  finishedAt: number;
  /** Number of players in the game. */
  players: number;
  /** 1 for the best; tied players share a rank (the rulebook's order: points, astronefs, ore). */
  rank: number;
  /** The game's winner (a draw has none). */
  won: boolean;
  score: number;
  astronefs: number;
  ore: number;
  piecesLost: number;
  piecesDestroyed: number;
  /** The game turn of his first astronef capture, null when he took none. */
  astronefTakenTurn: number | null;
  /** The variant as chosen (JSON of the game options' variant without per-player times). */
  variant: Record<string, unknown>;
  /** The board: 'original', a map code or a board's title. */
  board: string;
  /** The seat's handicap or advantage in that game (issue 28, point 9); absent: none. */
  handicap?: Handicap;
}

/** A seat as the store keeps it (the campaign's players), with what the league reads. */
export interface SeatInfo {
  id: PlayerId;
  name: string;
  colour: string;
  newcomer: boolean;
  profileId?: string;
  /** A computer seat's level (see `seatLevel`). */
  computer?: string;
  handicap?: Handicap;
}

/**
 * A computer seat's level, or null for a person. Computer seats are the "ai" work (issue 15); the seat
 * carries its level as `computer` (a string) or `{ kind: 'computer', level }`; both are read.
 */
function seatLevel(seat: object): string | null {
  const s = seat as { computer?: unknown; kind?: unknown; level?: unknown };
  if (typeof s.computer === 'string' && s.computer) return s.computer;
  if (s.computer && typeof s.computer === 'object' && typeof (s.computer as { level?: unknown }).level === 'string')
    return (s.computer as { level: string }).level;
  if (s.kind === 'computer' && typeof s.level === 'string') return s.level;
  return null;
}

/**
 * Two names that differ only by case, accents' encoding, compatibility forms (a full-width "ＡＬＩＣＥ" is "Alice")
 * or spacing are the same profile.
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

export function gameKey(seed: number, createdAt: number, head: string): string {
  return sha256(`${seed}|${createdAt}|${head}`).slice(0, 32);
}

export function boardName(options: GameOptions): string {
  return options.board ? (options.board.code ?? options.board.title ?? 'custom') : (options.map ?? 'original');
}

/** Ranks by the rulebook's order (points, then astronefs, then ore); equal players share a rank. */
export function ranks(scores: Score[]): Map<PlayerId, number> {
  const key = (s: Score) => [s.points, s.astronefs, s.ore];
  const better = (a: Score, b: Score) => {
    const [x, y] = [key(a), key(b)];
    for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i]! > y[i]!;
    return false;
  };
  return new Map(scores.map((s) => [s.player, 1 + scores.filter((o) => better(o, s)).length]));
}

/** Per player: pieces lost, enemy pieces destroyed by his shots (not neutral pontoons or ore), and the turn of his first astronef capture. */
export interface Tally {
  lost: number;
  destroyed: number;
  astronefTakenTurn: number | null;
}

/**
 * Replays a finished game from its options and log and counts what the history keeps. Every count is
 * read from the replay's own events and the position before each action (who owned a piece then).
 */
export function tallyGame(
  options: GameOptions,
  actions: readonly Action[],
): { state: GameState; tally: Record<PlayerId, Tally> } {
  // a copy's hidden parts were drawn afresh where its options say (GameOptions.redraws): replayed there too
  let state = redrawsAt(options, 0, newGame(options));
  const tally: Record<PlayerId, Tally> = Object.create(null) as Record<PlayerId, Tally>;
  for (const p of options.players) tally[p.id] = { lost: 0, destroyed: 0, astronefTakenTurn: null };
  const byId = (s: GameState, id: string) => s.pieces.find((p) => p.id === id);
  for (const [i, action] of actions.entries()) {
    const before = state;
    const actor = before.order[before.activeIdx] ?? null;
    const r = apply(before, action);
    for (const e of r.events) {
      if (e.type === 'destroyed') {
        for (const id of e.pieces) {
          const piece = byId(before, id);
          const owner = piece ? ownerOf(before, piece) : null;
          const loser = owner ? tally[owner] : undefined;
          if (loser) loser.lost++;
          const shooter = e.cause === 'shot' && actor && owner && owner !== actor ? tally[actor] : undefined;
          if (shooter) shooter.destroyed++;
        }
      } else if (e.type === 'captured') {
        const loser = tally[e.from];
        if (loser) loser.lost++;
      } else if (e.type === 'astronefTaken') {
        const t = tally[e.by];
        if (t && t.astronefTakenTurn === null) t.astronefTakenTurn = before.turn;
      }
    }
    state = redrawsAt(options, i + 1, r.state);
  }
  return { state, tally };
}

/** The history rows of one finished campaign (profiles not yet resolved: `profileId` is the seat's). */
export function historyOf(input: {
  campaignId: string;
  campaignName: string;
  createdAt: number;
  finishedAt: number;
  head: string;
  options: GameOptions;
  seats: SeatInfo[];
  actions: readonly Action[];
}): HistoryRow[] {
  const { state, tally } = tallyGame(input.options, input.actions);
  if (state.phase !== 'over' || !state.result) return [];
  const rank = ranks(state.result.scores);
  const { courtesy: _courtesy, ...variant } = input.options.variant ?? {};
  void _courtesy;
  const game = gameKey(input.options.seed, input.createdAt, input.head);
  return input.seats.map((seat) => {
    const sc = state.result!.scores.find((s) => s.player === seat.id);
    const t = tally[seat.id] ?? { lost: 0, destroyed: 0, astronefTakenTurn: null };
    return {
      game,
      campaignId: input.campaignId,
      campaignName: input.campaignName,
      player: seat.id,
      profileId: seat.profileId ?? null,
      name: seat.name,
      computer: seatLevel(seat),
      finishedAt: input.finishedAt,
      players: input.seats.length,
      rank: rank.get(seat.id) ?? input.seats.length,
      won: state.result!.winner === seat.id,
      score: sc?.points ?? 0,
      astronefs: sc?.astronefs ?? 0,
      ore: sc?.ore ?? 0,
      piecesLost: t.lost,
      piecesDestroyed: t.destroyed,
      astronefTakenTurn: t.astronefTakenTurn,
      variant: variant as Record<string, unknown>,
      board: boardName(input.options),
      ...(seat.handicap && (seat.handicap.ap || seat.handicap.seconds) ? { handicap: seat.handicap } : {}),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The league table and the records

export interface LeagueFilter {
  /** Finished at or after (epoch ms). */
  from?: number;
  /** Finished before (epoch ms). */
  to?: number;
  /** Only these profiles (one group's league); computers are kept by `computers`. */
  profiles?: string[];
  /** Count computer players in the table itself (by default they are listed apart). */
  computers?: boolean;
}

export interface GameRef {
  campaignId: string;
  campaignName: string;
  finishedAt: number;
  /** The campaign is still in the store: its replay can be opened. */
  replay: boolean;
}

export interface LeagueRow {
  /** The profile, or null for a deleted profile's results (under its last name) and computer players. */
  profileId: string | null;
  name: string;
  /** A computer player's level (its results are grouped by level). */
  computer: string | null;
  games: number;
  wins: number;
  /** The rulebook's sum of points over the games. */
  points: number;
  /** Points a game, to one decimal. */
  average: number;
  best: (GameRef & { score: number }) | null;
}

export interface LeagueTable {
  /** People (and computer players when asked), best first: points, then wins, then average. */
  rows: LeagueRow[];
  /** Computer players, apart (empty when they are counted in `rows`). */
  computers: LeagueRow[];
}

export interface RecordEntry extends GameRef {
  profileId: string | null;
  name: string;
  computer: string | null;
  value: number;
}

export interface Records {
  /** The largest haul: the most points brought home in one game. */
  haul: RecordEntry | null;
  /** The most ore brought back in one game. */
  ore: RecordEntry | null;
  /** The most enemy pieces destroyed in one game. */
  destroyed: RecordEntry | null;
  /** The earliest astronef capture (value: the game turn). */
  capture: RecordEntry | null;
}

interface HistoryDbRow {
  game: string;
  campaign_id: string;
  campaign_name: string;
  player_id: string;
  profile_id: string | null;
  name: string;
  computer: string | null;
  finished_at: number;
  players: number;
  rank: number;
  won: number;
  score: number;
  astronefs: number;
  ore: number;
  pieces_lost: number;
  pieces_destroyed: number;
  astronef_taken_turn: number | null;
  variant: string;
  board: string;
  handicap: string | null;
  replay: number;
}

/** The handicap column (JSON, null: none; a value that does not read is shown as none). */
function handicapOfColumn(text: string | null): { handicap?: Handicap } {
  if (!text) return {};
  try {
    const h = JSON.parse(text) as Handicap;
    return Number.isInteger(h.ap) && Number.isInteger(h.seconds) ? { handicap: { ap: h.ap, seconds: h.seconds } } : {};
  } catch {
    return {};
  }
}

function historyOfRow(r: HistoryDbRow): HistoryRow & { replay: boolean } {
  let variant: Record<string, unknown> = {};
  try {
    variant = JSON.parse(r.variant) as Record<string, unknown>;
  } catch {
    /* shown as the base game */
  }
  return {
    game: r.game,
    campaignId: r.campaign_id,
    campaignName: r.campaign_name,
    player: r.player_id,
    profileId: r.profile_id,
    name: r.name,
    computer: r.computer,
    finishedAt: r.finished_at,
    players: r.players,
    rank: r.rank,
    won: !!r.won,
    score: r.score,
    astronefs: r.astronefs,
    ore: r.ore,
    piecesLost: r.pieces_lost,
    piecesDestroyed: r.pieces_destroyed,
    astronefTakenTurn: r.astronef_taken_turn,
    variant,
    board: r.board,
    ...handicapOfColumn(r.handicap),
    replay: !!r.replay,
  };
}

function profileOfRow(r: ProfileDbRow): Profile {
  return {
    id: r.id,
    name: r.name,
    colour: r.colour ?? null,
    mark: r.mark ?? null,
    newcomer: !!r.newcomer,
    language: r.language ?? null,
    createdAt: r.created_at,
  };
}

/** A profile request the store refuses: names the reason (code) and what it is about. */
export class ProfileError extends Error {
  constructor(
    readonly code: 'NAME_TAKEN' | 'NOT_FOUND' | 'SAME_PROFILE',
    message: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ProfileError';
  }
}

const HISTORY_SELECT = `SELECT h.*, EXISTS (SELECT 1 FROM campaigns c WHERE c.id = h.campaign_id AND c.over = 1) AS replay FROM history h`;

/** Profiles and history over the store's database (the campaign store owns the file and its migrations). */
export class League {
  constructor(private db: Database.Database) {}

  // -------------------------------------------------------------------------------------------
  // Profiles

  profiles(): Profile[] {
    return this.db.prepare<[], ProfileDbRow>('SELECT * FROM profiles ORDER BY name_key').all().map(profileOfRow);
  }

  profile(id: string): Profile {
    const r = this.db.prepare<[string], ProfileDbRow>('SELECT * FROM profiles WHERE id = ?').get(id);
    if (!r) throw new ProfileError('NOT_FOUND', `no profile ${id}`, { profile: id });
    return profileOfRow(r);
  }

  /**
   * Profiles stored before names were compared after compatibility normalisation (NFC then, NFKC now: a
   * full-width "ＡＬＩＣＥ" is "Alice") get today's key, so that they are found by their name and no one takes it.
   * Where two profiles would then share a key, the later keeps its old one: both stay, to be merged by the
   * players. Returns how many were given today's key. Cheap: a group has some dozens of profiles.
   */
  rekeyNames(): number {
    const rows = this.db.prepare<[], { id: string; name: string; name_key: string }>(
      'SELECT id, name, name_key FROM profiles ORDER BY created_at, id',
    );
    const holder = this.db.prepare<[string], { id: string }>('SELECT id FROM profiles WHERE name_key = ?');
    const update = this.db.prepare('UPDATE profiles SET name_key = ? WHERE id = ?');
    let n = 0;
    this.db.transaction(() => {
      for (const r of rows.all()) {
        const key = nameKey(r.name);
        if (key === r.name_key || holder.get(key)) continue;
        update.run(key, r.id);
        n++;
      }
    })();
    return n;
  }

  byName(name: string): Profile | null {
    const r = this.db.prepare<[string], ProfileDbRow>('SELECT * FROM profiles WHERE name_key = ?').get(nameKey(name));
    return r ? profileOfRow(r) : null;
  }

  private taken(name: string, except: string | null): void {
    const other = this.byName(name);
    if (other && other.id !== except)
      throw new ProfileError('NAME_TAKEN', `a profile is already called ${other.name}`, {
        name: other.name,
        id: other.id,
      });
  }

  createProfile(f: ProfileFields, createdAt = Date.now()): Profile {
    const name = f.name.normalize('NFC').trim().replace(/\s+/g, ' ');
    this.taken(name, null);
    const id = randomUUID();
    this.db
      .prepare(
        'INSERT INTO profiles (id, name, name_key, colour, mark, newcomer, language, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        id,
        name,
        nameKey(name),
        f.colour ?? null,
        f.mark ?? null,
        f.newcomer ? 1 : 0,
        f.language ?? null,
        createdAt,
      );
    return this.profile(id);
  }

  /** Changes a profile; a new name is unique and becomes the name of its past results too. */
  updateProfile(id: string, f: Partial<ProfileFields>): Profile {
    const old = this.profile(id);
    const next = { ...old, ...f, name: (f.name ?? old.name).normalize('NFC').trim().replace(/\s+/g, ' ') };
    const tx = this.db.transaction(() => {
      this.taken(next.name, id);
      this.db
        .prepare(
          'UPDATE profiles SET name = ?, name_key = ?, colour = ?, mark = ?, newcomer = ?, language = ? WHERE id = ?',
        )
        .run(next.name, nameKey(next.name), next.colour, next.mark, next.newcomer ? 1 : 0, next.language, id);
      this.db.prepare('UPDATE history SET name = ? WHERE profile_id = ?').run(next.name, id);
    });
    tx();
    return this.profile(id);
  }

  /** `from` is a duplicate of `into`: its results and seats become `into`'s, then it goes. */
  mergeProfiles(from: string, into: string): Profile {
    if (from === into) throw new ProfileError('SAME_PROFILE', 'a profile cannot be merged with itself', { id: from });
    const target = this.profile(into);
    this.profile(from);
    const tx = this.db.transaction(() => {
      this.db.prepare('UPDATE history SET profile_id = ?, name = ? WHERE profile_id = ?').run(into, target.name, from);
      this.relinkSeats(from, into);
      this.db.prepare('DELETE FROM profiles WHERE id = ?').run(from);
    });
    tx();
    return target;
  }

  /** Deletes a profile; its past results stay in the history under the name it last had. */
  deleteProfile(id: string): void {
    this.profile(id);
    const tx = this.db.transaction(() => {
      this.db.prepare('UPDATE history SET profile_id = NULL WHERE profile_id = ?').run(id);
      this.relinkSeats(id, null);
      this.db.prepare('DELETE FROM profiles WHERE id = ?').run(id);
    });
    tx();
  }

  /** Seats of stored campaigns that name profile `from` now name `to` (or none). */
  private relinkSeats(from: string, to: string | null): void {
    const rows = this.db
      .prepare<[string], Pick<CampaignDbRow, 'id' | 'players'>>(
        "SELECT id, players FROM campaigns WHERE players LIKE '%' || ? || '%'",
      )
      .all(from);
    const upd = this.db.prepare('UPDATE campaigns SET players = ? WHERE id = ?');
    for (const r of rows) {
      const seats = fromStoredJson<SeatInfo[]>(r.players);
      let changed = false;
      for (const s of seats)
        if (s.profileId === from) {
          if (to) s.profileId = to;
          else delete s.profileId;
          changed = true;
        }
      if (changed) upd.run(JSON.stringify(seats), r.id);
    }
  }

  /**
   * The profile a person's seat counts for: the one it names if it still exists, else the profile of
   * the same name, else a new one made from the seat (old campaigns and typed names join the league).
   */
  resolveSeat(seat: SeatInfo, at: number): Profile | null {
    if (seatLevel(seat) !== null) return null;
    if (seat.profileId) {
      const r = this.db.prepare<[string], ProfileDbRow>('SELECT * FROM profiles WHERE id = ?').get(seat.profileId);
      if (r) return profileOfRow(r);
    }
    return (
      this.byName(seat.name) ??
      this.createProfile({ name: seat.name, colour: seat.colour, newcomer: seat.newcomer }, at)
    );
  }

  // -------------------------------------------------------------------------------------------
  // History

  /** Records a finished campaign (each seat's profile resolved); a game already recorded is left as it is. */
  record(rows: HistoryRow[], seats: SeatInfo[]): HistoryRow[] {
    const tx = this.db.transaction(() =>
      rows.map((row) => {
        const seat = seats.find((s) => s.id === row.player)!;
        const p = this.resolveSeat(seat, row.finishedAt);
        const r = { ...row, profileId: p?.id ?? null, name: p?.name ?? row.name };
        this.insert(r);
        return r;
      }),
    );
    return tx();
  }

  /** Rows whose profiles are resolved already (a league file's): each kept unless its game and seat are here. */
  recordResolved(rows: HistoryRow[]): void {
    const tx = this.db.transaction(() => rows.forEach((r) => this.insert(r)));
    tx();
  }

  private insert(r: HistoryRow): void {
    this.db
      .prepare(
        // a result already here stays as it is, but learns its campaign if it had none (a league file's row)
        `INSERT INTO history (game, campaign_id, campaign_name, player_id, profile_id, name, computer, finished_at, players, rank, won, score,
          astronefs, ore, pieces_lost, pieces_destroyed, astronef_taken_turn, variant, board, handicap)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (game, player_id) DO UPDATE SET campaign_id = excluded.campaign_id
           WHERE history.campaign_id = '' AND excluded.campaign_id <> ''`,
      )
      .run(
        r.game,
        r.campaignId,
        r.campaignName,
        r.player,
        r.profileId,
        r.name,
        r.computer,
        r.finishedAt,
        r.players,
        r.rank,
        r.won ? 1 : 0,
        r.score,
        r.astronefs,
        r.ore,
        r.piecesLost,
        r.piecesDestroyed,
        r.astronefTakenTurn,
        JSON.stringify(r.variant),
        r.board,
        r.handicap ? JSON.stringify(r.handicap) : null,
      );
  }

  /** Every history row, newest first (optionally one profile's). */
  history(profileId?: string): (HistoryRow & { replay: boolean })[] {
    const rows =
      profileId === undefined
        ? this.db.prepare<[], HistoryDbRow>(`${HISTORY_SELECT} ORDER BY h.finished_at DESC, h.game, h.player_id`).all()
        : this.db
            .prepare<[string], HistoryDbRow>(
              `${HISTORY_SELECT} WHERE h.profile_id = ? ORDER BY h.finished_at DESC, h.game`,
            )
            .all(profileId);
    return rows.map(historyOfRow);
  }

  private filtered(f: LeagueFilter): (HistoryRow & { replay: boolean })[] {
    const chosen = f.profiles ? new Set(f.profiles) : null;
    return this.history().filter(
      (h) =>
        (f.from === undefined || h.finishedAt >= f.from) &&
        (f.to === undefined || h.finishedAt < f.to) &&
        (h.computer !== null || !chosen || (h.profileId !== null && chosen.has(h.profileId))),
    );
  }

  /**
   * The league table over a period, for the chosen profiles; computer players apart unless asked. Summed in SQL
   * (a group per computer level, profile, or name of a deleted profile), so that thousands of games answer in
   * milliseconds; each group's best game is its highest score (the most recent of equal ones) and its name the
   * one it had in its latest game.
   */
  table(f: LeagueFilter = {}): LeagueTable {
    const groups = new Map<string, LeagueRow>();
    const params = { from: f.from ?? null, to: f.to ?? null, chosen: f.profiles ? JSON.stringify(f.profiles) : null };
    const period = `(@from IS NULL OR finished_at >= @from) AND (@to IS NULL OR finished_at < @to)
      AND (computer IS NOT NULL OR @chosen IS NULL OR profile_id IN (SELECT value FROM json_each(@chosen)))`;
    // one group per computer level, per profile, and per name of a deleted profile's results
    const sums = this.db
      .prepare(
        `SELECT computer, CASE WHEN computer IS NULL THEN profile_id END AS profile,
           CASE WHEN computer IS NULL AND profile_id IS NULL THEN name END AS alone,
           count(*) AS games, sum(won) AS wins, sum(score) AS points
         FROM history WHERE ${period} GROUP BY 1, 2, 3`,
      )
      .all(params) as {
      computer: string | null;
      profile: string | null;
      alone: string | null;
      games: number;
      wins: number;
      points: number;
    }[];
    const inGroup = `${period} AND (CASE WHEN @computer IS NOT NULL THEN computer = @computer
      WHEN @profile IS NOT NULL THEN computer IS NULL AND profile_id = @profile
      ELSE computer IS NULL AND profile_id IS NULL AND name = @alone END)`;
    // its latest game names the group; its best game is its highest score, the most recent of equal ones
    const latestOf = this.db.prepare(
      `SELECT name, finished_at FROM history WHERE ${inGroup} ORDER BY finished_at DESC, game, player_id LIMIT 1`,
    );
    const bestOf = this.db.prepare(
      `SELECT score, campaign_id, campaign_name, finished_at,
         EXISTS (SELECT 1 FROM campaigns c WHERE c.id = history.campaign_id AND c.over = 1) AS replay
       FROM history WHERE ${inGroup} ORDER BY score DESC, finished_at DESC, game, player_id LIMIT 1`,
    );
    const latestAt = new Map<string, number>();
    for (const r of sums) {
      const args = { ...params, computer: r.computer, profile: r.profile, alone: r.alone };
      const last = latestOf.get(args) as { name: string; finished_at: number };
      const b = bestOf.get(args) as {
        score: number;
        campaign_id: string;
        campaign_name: string;
        finished_at: number;
        replay: number;
      };
      const best = {
        score: b.score,
        campaignId: b.campaign_id,
        campaignName: b.campaign_name,
        finishedAt: b.finished_at,
        replay: !!b.replay,
      };
      // a deleted profile's results are one group by its name as people write it ("Ann" and "ann " are one)
      const key =
        r.computer !== null
          ? `computer:${r.computer}`
          : r.profile !== null
            ? `profile:${r.profile}`
            : `name:${nameKey(r.alone!)}`;
      const g = groups.get(key);
      if (!g) {
        groups.set(key, {
          profileId: r.profile,
          name: r.computer ?? last.name,
          computer: r.computer,
          games: r.games,
          wins: r.wins,
          points: r.points,
          average: 0,
          best,
        });
        latestAt.set(key, last.finished_at);
        continue;
      }
      g.games += r.games;
      g.wins += r.wins;
      g.points += r.points;
      if (best.score > g.best!.score || (best.score === g.best!.score && best.finishedAt > g.best!.finishedAt))
        g.best = best;
      if (last.finished_at > latestAt.get(key)!) {
        latestAt.set(key, last.finished_at);
        g.name = last.name;
      }
    }
    const all = [...groups.values()].map((g) => ({ ...g, average: Math.round((g.points / g.games) * 10) / 10 }));
    const order = (a: LeagueRow, b: LeagueRow) =>
      b.points - a.points || b.wins - a.wins || b.average - a.average || a.name.localeCompare(b.name);
    const people = all.filter((g) => g.computer === null);
    const computers = all.filter((g) => g.computer !== null);
    return f.computers
      ? { rows: all.sort(order), computers: [] }
      : { rows: people.sort(order), computers: computers.sort(order) };
  }

  /** The records over a period, for the chosen profiles (computer players only when asked). */
  records(f: LeagueFilter = {}): Records {
    const rows = this.filtered(f).filter((h) => f.computers || h.computer === null);
    const entry = (h: HistoryRow & { replay: boolean }, value: number): RecordEntry => ({
      profileId: h.profileId,
      name: h.computer ?? h.name,
      computer: h.computer,
      value,
      campaignId: h.campaignId,
      campaignName: h.campaignName,
      finishedAt: h.finishedAt,
      replay: h.replay,
    });
    // the first to set a record keeps it: rows are newest first, so ties go to the older game
    const best = (
      value: (h: HistoryRow) => number | null,
      better: (a: number, b: number) => boolean,
    ): RecordEntry | null => {
      let top: RecordEntry | null = null;
      for (const h of rows) {
        const v = value(h);
        if (v === null) continue;
        if (!top || better(v, top.value) || (v === top.value && h.finishedAt <= top.finishedAt)) top = entry(h, v);
      }
      return top;
    };
    return {
      haul: best(
        (h) => (h.score > 0 ? h.score : null),
        (a, b) => a > b,
      ),
      ore: best(
        (h) => (h.ore > 0 ? h.ore : null),
        (a, b) => a > b,
      ),
      destroyed: best(
        (h) => (h.piecesDestroyed > 0 ? h.piecesDestroyed : null),
        (a, b) => a > b,
      ),
      capture: best(
        (h) => h.astronefTakenTurn,
        (a, b) => a < b,
      ),
    };
  }

  /** A campaign's name changed: its history rows follow. */
  renameCampaign(campaignId: string, name: string): void {
    this.db.prepare('UPDATE history SET campaign_name = ? WHERE campaign_id = ?').run(name, campaignId);
  }
}
