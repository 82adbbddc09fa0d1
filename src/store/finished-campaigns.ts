// A finished campaign goes into the history: its log replayed, each person's seat linked to a profile, and the
// campaign compacted to what opening it and its end screen need.
import type Database from 'better-sqlite3';
import type { Action, GameOptions } from '../engine/types.js';
import { isTakeBack } from './campaign.js';
import { compactFinishedCampaigns } from './db.js';
import { packFinishedLogs } from './packed-log.js';
import { gameKey, historyOf, type HistoryRow, type SeatInfo } from './league.js';
import { fromStoredJson, type CampaignIdentityDbRow } from './rows.js';
import type { CampaignStore } from './store.js';

/**
 * Records a finished campaign in the history (its log replayed; each person's seat linked to a
 * profile). A campaign already recorded is left as it is. Returns its rows.
 */
export function recordFinished(store: CampaignStore, id: string): HistoryRow[] {
  const row = store.get(id);
  // a practice game (played on from a moment of another) stays out of the league
  if (!row.over || row.options.practice) return [];
  // the game as played: a take-back row removes the action it took back (always the last standing one)
  const actions: Action[] = [];
  for (const l of store.readLog(id)) {
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
  const tx = store.db.transaction(() => {
    const linked = store.league.record(rows, row.players as SeatInfo[]);
    const seats = row.players.map((p) => {
      const r = linked.find((x) => x.player === p.id);
      return r?.profileId ? { ...p, profileId: r.profileId } : p;
    });
    store.db.prepare('UPDATE campaigns SET players = ? WHERE id = ?').run(JSON.stringify(seats), id);
    // recorded: the campaign keeps only what opening it and its end screen need (the rest is the log's replay)
    compactFinishedCampaigns(store.db, id);
    // and its log, which never grows again, packed into one row (a log whose chain is broken stays as it is)
    packFinishedLogs(store.db, id);
    return linked;
  });
  return tx();
}

/**
 * Finished campaigns with no history (their recording failed when they ended). A campaign whose game is in the
 * history under another campaign (an import of a game already recorded: rows are keyed by the game) is
 * recorded: it is not replayed again at every start.
 */
export function unrecordedFinished(db: Database.Database): string[] {
  const candidates = db
    .prepare<[], CampaignIdentityDbRow>(
      `SELECT id, created_at, options, head FROM campaigns c WHERE over = 1 AND json_extract(options, '$.practice') IS NULL
       AND NOT EXISTS (SELECT 1 FROM history h WHERE h.campaign_id = c.id)`,
    )
    .all();
  const known = db.prepare('SELECT 1 FROM history WHERE game = ? LIMIT 1');
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
