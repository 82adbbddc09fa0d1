// The log's hash chain: each row chained to the one before (`chainHash`), read back and checked (`readLog`), and
// computed for logs stored before the chain existed (the v1 -> v2 migration).
import { fromStoredJson, type ActionDbRow } from './rows.js';
import { setRehash } from './db.js';
import { CampaignDataError, isTakeBack, type ActionInfo, type LoggedAction, type StoredRow } from './campaign.js';
import type { Statements } from './statements.js';
import { chainHash } from './util.js';

/**
 * The stored log, take-backs included, its hash chain checked. One kind of broken link is read as written:
 * until 2026-11-26 the host, reopening a campaign whose log ended with a take-back, chained the next row to the
 * last action still standing instead of to the take-back row. That link is the host's old mistake, recognisable
 * exactly (the row follows a take-back and chains to the action standing then), not damage: refusing it would
 * lose every campaign it happened to.
 */
export function readLog(sql: Statements, id: string): StoredRow[] {
  const rows = sql.log.all(id);
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
