// The rule of the log's hash chain, over the rows as SQLite gives them: each row chained to the one before, with
// the one exception read as written (see `checkRows`). Used by `readLog` (every open) and by the packing of a
// finished log (packed-log.ts), which packs only a log that passes it.
import { CampaignDataError, isTakeBack, type ActionInfo, type LoggedAction, type StoredRow } from './campaign.js';
import { fromStoredJson, type ActionDbRow } from './rows.js';
import { chainHash } from './util.js';

/**
 * The stored log's rows, their hash chain checked. One kind of broken link is read as written: until 2026-11-26
 * the host, reopening a campaign whose log ended with a take-back, chained the next row to the last action still
 * standing instead of to the take-back row. That link is the host's old mistake, recognisable exactly (the row
 * follows a take-back and chains to the action standing then), not damage: refusing it would lose every campaign
 * it happened to.
 */
export function checkRows(id: string, rows: readonly ActionDbRow[]): StoredRow[] {
  const out: StoredRow[] = [];
  let prev = '';
  // the rows of the actions still standing (a take-back row takes the last one away)
  const standing: string[] = [];
  let afterTakeBack = false;
  // a move played again after its take-back: its text is the one read two rows before, one object serves both
  // (the replay then sees the same move from the same position at once: replay.ts)
  const recent = new Map<string, LoggedAction>();
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
      action = recent.get(r.action) ?? fromStoredJson<LoggedAction>(r.action);
      info = fromStoredJson<ActionInfo>(r.info);
    } catch {
      throw new CampaignDataError(id, 'log-json', `its log is damaged at action ${r.seq + 1} (unreadable)`);
    }
    afterTakeBack = isTakeBack(action);
    if (afterTakeBack) standing.pop();
    else standing.push(r.hash);
    if (recent.size >= 4) recent.clear();
    recent.set(r.action, action);
    out.push({ seq: r.seq, action, info, hash: r.hash });
  }
  return out;
}
