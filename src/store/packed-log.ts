// A finished campaign's log packed into one compressed row (schema 7, issue 26 point 4): a finished log never
// grows again, and one row a logged action (~200 bytes: its JSON, its info, its hash, the campaign's id, SQLite's
// row overhead) made a finished real game ~220 KB. Packed, it keeps every row's action and info text as they were
// stored (so the hash chain is recomputed over the very text it was computed on), deflated together; the rows'
// hashes are not kept but recomputed at every read and checked against the campaign's head, which the chain
// reaches only if every row is as written. The one kind of link read as written (`readLog`: the host's old
// reopening mistake, a row after a take-back chained to the action standing then) is kept as the list of the rows
// so chained. A log whose chain is broken is never packed: it keeps its rows, and the message that names the
// damaged action.
import zlib from 'node:zlib';
import type Database from 'better-sqlite3';
import { CampaignDataError, isTakeBack, type LoggedAction, type StoredInfo, type StoredRow } from './campaign.js';
import { checkRows, RecentTexts } from './chain.js';
import { fromStoredJson, type ActionDbTuple, type PackedLogDbRow } from './rows.js';
import { logRowsStatement } from './statements.js';
import { chainHash } from './util.js';

/** Schema 7: the table of packed logs. */
export const V7_PACKED_LOGS = `
CREATE TABLE packed_logs (
  campaign_id TEXT PRIMARY KEY REFERENCES campaigns(id) ON DELETE CASCADE,
  rows INTEGER NOT NULL,          -- rows in the log, take-backs included
  old_links TEXT NOT NULL,        -- JSON: the rows chained by the old reopening mistake (log.ts), usually []
  log BLOB NOT NULL               -- deflated: each row's action JSON and info JSON, one a line, as stored
);
`;

/** A row's action and info text, one a line (JSON.stringify never writes a raw line break). */
function packText(rows: readonly ActionDbTuple[]): Buffer {
  const lines: string[] = [];
  for (const [, action, info] of rows) lines.push(action, info);
  return zlib.deflateSync(Buffer.from(lines.join('\n'), 'utf8'), { level: 9 });
}

/**
 * Packs one campaign's log if its chain holds and reaches the campaign's head: its rows go, one packed row
 * comes. Returns whether it was packed (a damaged log stays as it is, refused at open with its message).
 */
export function packLog(db: Database.Database, id: string): boolean {
  const campaign = db
    .prepare<[string], { head: string; actions: number }>('SELECT head, actions FROM campaigns WHERE id = ?')
    .get(id);
  if (!campaign) return false;
  if (db.prepare('SELECT 1 FROM packed_logs WHERE campaign_id = ?').get(id)) return true;
  const rows = logRowsStatement(db).all(id);
  try {
    checkRows(id, rows);
  } catch (e) {
    if (e instanceof CampaignDataError) return false;
    throw e;
  }
  if (rows.length !== campaign.actions || (rows.at(-1)?.[3] ?? '') !== campaign.head) return false;
  // the rows whose link is the old mistake (checkRows accepted them as such)
  const oldLinks: number[] = [];
  let prev = '';
  for (const [seq, action, , hash] of rows) {
    if (hash !== chainHash(prev, seq, action)) oldLinks.push(seq);
    prev = hash;
  }
  const text = packText(rows);
  // the packed row and the rows it replaces, together or not at all (a kill between would leave both)
  db.transaction(() => {
    db.prepare('INSERT INTO packed_logs (campaign_id, rows, old_links, log) VALUES (?, ?, ?, ?)').run(
      id,
      rows.length,
      JSON.stringify(oldLinks),
      text,
    );
    db.prepare('DELETE FROM actions WHERE campaign_id = ?').run(id);
  })();
  return true;
}

/**
 * Finished campaigns whose log is still a row an action: those of a store upgraded to schema 7, which its
 * migration leaves to be packed after the start (the host's background packing), and those whose chain is
 * broken (never packed).
 */
export function finishedUnpacked(db: Database.Database): string[] {
  return db
    .prepare<[], { id: string }>(
      `SELECT id FROM campaigns c WHERE over = 1 AND NOT EXISTS (SELECT 1 FROM packed_logs p WHERE p.campaign_id = c.id)
       AND EXISTS (SELECT 1 FROM actions a WHERE a.campaign_id = c.id)`,
    )
    .all()
    .map((r) => r.id);
}

/** Packs the log of one finished campaign, or of every finished one not packed yet. Returns how many were packed. */
export function packFinishedLogs(db: Database.Database, id?: string): number {
  const ids =
    id === undefined
      ? db
          .prepare<[], { id: string }>(
            'SELECT id FROM campaigns c WHERE over = 1 AND NOT EXISTS (SELECT 1 FROM packed_logs p WHERE p.campaign_id = c.id)',
          )
          .all()
      : db.prepare<[string], { id: string }>('SELECT id FROM campaigns WHERE over = 1 AND id = ?').all(id);
  let packed = 0;
  for (const r of ids) if (packLog(db, r.id)) packed++;
  return packed;
}

/**
 * A packed log read back: its rows' hashes recomputed along the chain, which must reach the campaign's head.
 * Damage anywhere (a changed bit the deflate check misses, a changed action) breaks the chain: refused, alone.
 */
export function readPackedLog(id: string, packed: PackedLogDbRow): StoredRow[] {
  const damaged = (problem: string, why: string) => new CampaignDataError(id, problem, `its log is damaged (${why})`);
  let lines: string[];
  let oldLinks: Set<number>;
  try {
    const text = zlib.inflateSync(packed.log).toString('utf8');
    lines = text === '' ? [] : text.split('\n');
    oldLinks = new Set(fromStoredJson<number[]>(packed.old_links));
  } catch {
    throw damaged('log-json', 'its packed rows cannot be read');
  }
  if (lines.length !== packed.rows * 2)
    throw damaged('log-count', `it holds ${Math.floor(lines.length / 2)} rows where ${packed.rows} were packed`);
  const out: StoredRow[] = [];
  let prev = '';
  const standing: string[] = [];
  let afterTakeBack = false;
  const actions = new RecentTexts<LoggedAction>();
  const infos = new RecentTexts<StoredInfo>();
  for (let seq = 0; seq < packed.rows; seq++) {
    const text = lines[2 * seq]!;
    if (oldLinks.has(seq) && !afterTakeBack)
      throw damaged('log-hash', `action ${seq + 1}'s link is not one read as written`);
    const hash = chainHash(oldLinks.has(seq) ? (standing.at(-1) ?? '') : prev, seq, text);
    let action: LoggedAction;
    let info: StoredInfo;
    try {
      action = actions.get(text);
      info = infos.get(lines[2 * seq + 1]!);
    } catch {
      throw new CampaignDataError(id, 'log-json', `its log is damaged at action ${seq + 1} (unreadable)`);
    }
    prev = hash;
    afterTakeBack = isTakeBack(action);
    if (afterTakeBack) standing.pop();
    else standing.push(hash);
    out.push({ seq, action, info, hash });
  }
  if (prev !== packed.head) throw damaged('log-hash', 'hash chain broken: it does not reach the head recorded');
  return out;
}
