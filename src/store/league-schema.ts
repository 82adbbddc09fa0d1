// The league's tables and the migrations that fill them: schema 3 (profiles and the history of finished
// campaigns, with the finished campaigns already stored recorded) and schema 6's handicap column. Apart from
// league.ts, which reads and writes these tables, because db.ts runs them once and league.ts every day.
import type Database from 'better-sqlite3';
import type { Action, GameOptions } from '../engine/types.js';
import { League, historyOf, type HistoryRow, type SeatInfo } from './league.js';
import { fromStoredJson, type CampaignDbRow } from './rows.js';

/** Schema 3: profiles and the history of finished campaigns. */
export const V3 = `
CREATE TABLE profiles (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL UNIQUE,  -- trimmed, NFC, spaces collapsed, lower case: names are unique by it
  colour TEXT,
  mark TEXT,
  newcomer INTEGER NOT NULL DEFAULT 0,
  language TEXT,
  created_at INTEGER NOT NULL
);
CREATE TABLE history (
  game TEXT NOT NULL,             -- sha256(seed | created | head): the same game in any store
  campaign_id TEXT NOT NULL,      -- no foreign key: the history outlives a deleted campaign
  campaign_name TEXT NOT NULL,
  player_id TEXT NOT NULL,
  profile_id TEXT REFERENCES profiles(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  computer TEXT,
  finished_at INTEGER NOT NULL,
  players INTEGER NOT NULL,
  rank INTEGER NOT NULL,
  won INTEGER NOT NULL,
  score INTEGER NOT NULL,
  astronefs INTEGER NOT NULL,
  ore INTEGER NOT NULL,
  pieces_lost INTEGER NOT NULL,
  pieces_destroyed INTEGER NOT NULL,
  astronef_taken_turn INTEGER,
  variant TEXT NOT NULL,
  board TEXT NOT NULL,
  PRIMARY KEY (game, player_id)
) WITHOUT ROWID;
CREATE INDEX history_profile ON history (profile_id, finished_at);
CREATE INDEX history_finished ON history (finished_at);
`;

/** Schema 6: each result keeps the seat's handicap (JSON, null: none); added once, whichever migration comes first. */
export function addHandicapColumn(db: Database.Database): void {
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(history)').all();
  if (!columns.some((c) => c.name === 'handicap')) db.exec('ALTER TABLE history ADD COLUMN handicap TEXT');
}

/**
 * Migration to schema 3: every finished campaign already in the store becomes history (its log
 * replayed; a campaign whose log does not replay is left out, as it cannot be opened either).
 */
export function recordFinishedCampaigns(db: Database.Database): number {
  const league = new League(db);
  const campaigns = db
    .prepare<
      [],
      Pick<CampaignDbRow, 'id' | 'name' | 'created_at' | 'last_played' | 'options' | 'players'> & { head: string }
    >(
      'SELECT id, name, created_at, last_played, options, players, head FROM campaigns WHERE over = 1 ORDER BY last_played',
    )
    .all();
  const log = db.prepare<[string], { action: string }>('SELECT action FROM actions WHERE campaign_id = ? ORDER BY seq');
  let recorded = 0;
  for (const c of campaigns) {
    let rows: HistoryRow[];
    let seats: SeatInfo[];
    try {
      seats = fromStoredJson<SeatInfo[]>(c.players);
      const actions = log.all(c.id).map((r) => fromStoredJson<Action>(r.action));
      rows = historyOf({
        campaignId: c.id,
        campaignName: c.name,
        createdAt: c.created_at,
        finishedAt: c.last_played,
        head: c.head,
        options: fromStoredJson<GameOptions>(c.options),
        seats,
        actions,
      });
    } catch {
      continue;
    }
    if (rows.length) {
      const linked = league.record(rows, seats);
      // the seats now name the profiles their results went to
      for (const s of seats) {
        const r = linked.find((x) => x.player === s.id);
        if (r?.profileId) s.profileId = r.profileId;
      }
      db.prepare('UPDATE campaigns SET players = ? WHERE id = ?').run(JSON.stringify(seats), c.id);
      recorded++;
    }
  }
  return recorded;
}
