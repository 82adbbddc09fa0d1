// The campaign store's prepared statements, made once per open file.
import type Database from 'better-sqlite3';
import type {
  ActionDbTuple,
  CampaignDbRow,
  JoinedLogDbRow,
  CampaignListDbRow,
  PackedLogDbRow,
  SnapshotDbRow,
} from './rows.js';

/** A campaign's log rows, in order, as arrays (read whole at every open: `readLog`, and by the packing). */
export function logRowsStatement(db: Database.Database) {
  return db
    .prepare<[string], ActionDbTuple>('SELECT seq, action, info, hash FROM actions WHERE campaign_id = ? ORDER BY seq')
    .raw();
}

/** A campaign's whole log as one text (char(31): chain.ts's FIELD_SEPARATOR; rows in seq order, which it checks). */
export function joinedLogStatement(db: Database.Database) {
  return db.prepare<[string], JoinedLogDbRow>(
    `SELECT count(*) AS rows, '|' || group_concat(seq || '|' || action || char(31) || info || char(31) || hash, '|') AS log
     FROM (SELECT seq, hash, action, info FROM actions WHERE campaign_id = ? ORDER BY seq)`,
  );
}

/** The store's prepared statements, named so that a misspelt one is a compile error. */
export function prepareStatements(db: Database.Database) {
  return {
    insertAction: db.prepare('INSERT INTO actions (campaign_id, seq, action, info, hash) VALUES (?, ?, ?, ?, ?)'),
    moveHead: db.prepare(
      'UPDATE campaigns SET actions = ?, head = ?, turn = ?, phase = ?, active = ?, over = ?, winner = ?, last_played = ?, clock = coalesce(?, clock) WHERE id = ? AND actions = ? AND head = ? AND over = 0',
    ),
    saveClock: db.prepare('UPDATE campaigns SET clock = ? WHERE id = ?'),
    getCampaign: db.prepare<[string], CampaignDbRow>('SELECT * FROM campaigns WHERE id = ?'),
    list: db.prepare<[], CampaignListDbRow>(
      'SELECT id, name, created_at, last_played, options, players, turn, phase, active, over, winner, actions, head, thumbnail FROM campaigns ORDER BY last_played DESC',
    ),
    log: logRowsStatement(db),
    joinedLog: joinedLogStatement(db),
    packedLog: db.prepare<[string], PackedLogDbRow>(
      'SELECT p.rows, p.old_links, p.log, c.head FROM packed_logs p JOIN campaigns c ON c.id = p.campaign_id WHERE p.campaign_id = ?',
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
export type Statements = ReturnType<typeof prepareStatements>;
