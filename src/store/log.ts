// The log read back, its hash chain checked (`readLog`: rows one by one, or a finished campaign's packed log), and
// the chain computed for logs stored before it existed (the v1 -> v2 migration).
import type { ActionDbRow } from './rows.js';
import { setRehash } from './db.js';
import type { StoredRow } from './campaign.js';
import { checkJoinedRows, checkRows } from './chain.js';
import { readPackedLog } from './packed-log.js';
import type { Statements } from './statements.js';
import { chainHash } from './util.js';

/**
 * The stored log, take-backs included, its hash chain checked (`checkRows`); a finished campaign's packed log
 * (packed-log.ts) is read back the same, its chain recomputed up to the campaign's head.
 */
export function readLog(sql: Statements, id: string): StoredRow[] {
  const packed = sql.packedLog.get(id);
  if (packed) return readPackedLog(id, packed);
  // read as one text (the cheaper way, a long log's open is mostly its reading); row by row when that does not
  // hold, which says what is damaged and where
  const joined = sql.joinedLog.get(id);
  return (joined && checkJoinedRows(id, joined)) ?? checkRows(id, sql.log.all(id));
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
