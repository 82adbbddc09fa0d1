// The rule of the log's hash chain, over the rows as SQLite gives them: each row chained to the one before, with
// the one exception read as written (see `ChainCheck`). Used by `readLog` (every open: the log read as one text,
// `checkJoinedRows`, or row by row, `checkRows`) and by the packing of a finished log (packed-log.ts), which packs
// only a log that passes it.
import { CampaignDataError, isTakeBack, type LoggedAction, type StoredInfo, type StoredRow } from './campaign.js';
import { fromStoredJson, type ActionDbTuple, type JoinedLogDbRow } from './rows.js';
import { chainHash, chainHashOf } from './util.js';

/**
 * JSON texts parsed once for the few rows that follow: a log grows long by a move taken back and played again, whose
 * action and info texts repeat row after row. Rows that share a text share its parsed value, which nobody changes
 * (the replay gives its played rows their own info: replay.ts). The texts of the last four rows are compared as
 * they are (a string compare; a map would hash every text), so a move played again two rows later, its
 * take-back's own text between, is always found.
 */
export class RecentTexts<T> {
  private readonly texts: string[] = [];
  private readonly values: T[] = [];
  private next = 0;
  get(text: string): T {
    const texts = this.texts;
    let v: T | undefined;
    for (let i = 0; i < texts.length && v === undefined; i++) if (texts[i] === text) v = this.values[i];
    v ??= fromStoredJson<T>(text);
    texts[this.next] = text;
    this.values[this.next] = v;
    this.next = (this.next + 1) % 4;
    return v;
  }
}

/**
 * The chain checked row after row. One kind of broken link is read as written: until 2026-11-26 the host,
 * reopening a campaign whose log ended with a take-back, chained the next row to the last action still standing
 * instead of to the take-back row. That link is the host's old mistake, recognisable exactly (the row follows a
 * take-back and chains to the action standing then), not damage: refusing it would lose every campaign it
 * happened to.
 */
class ChainCheck {
  readonly rows: StoredRow[] = [];
  private prev = '';
  // the rows of the actions still standing (a take-back row takes the last one away)
  private readonly standing: string[] = [];
  private afterTakeBack = false;
  // a move played again after its take-back: its text is the one read two rows before, one object serves both
  // (the replay then sees the same move from the same position at once: replay.ts)
  private readonly actions = new RecentTexts<LoggedAction>();
  private readonly infos = new RecentTexts<StoredInfo>();

  constructor(private readonly id: string) {}

  /**
   * The next row (its seq already checked to be the next one), or a CampaignDataError naming it. `joined`, when
   * given, is the text its hash is over with the stored hash of the row before: `${prev}|${seq}|${actionText}`.
   */
  next(seq: number, actionText: string, infoText: string, hash: string, joined?: string): void {
    const id = this.id;
    // the row's hash as computed (the same text as the stored one when it holds: kept rather than the stored text,
    // which may be a slice of the whole joined log)
    let computed = joined === undefined ? chainHash(this.prev, seq, actionText) : chainHashOf(joined);
    if (computed !== hash && this.afterTakeBack) computed = chainHash(this.standing.at(-1) ?? '', seq, actionText);
    if (computed !== hash)
      throw new CampaignDataError(id, 'log-hash', `its log is damaged at action ${seq + 1} (hash chain broken)`);
    hash = computed;
    this.prev = hash;
    let action: LoggedAction;
    let info: StoredInfo;
    try {
      action = this.actions.get(actionText);
      info = this.infos.get(infoText);
    } catch {
      throw new CampaignDataError(id, 'log-json', `its log is damaged at action ${seq + 1} (unreadable)`);
    }
    this.afterTakeBack = isTakeBack(action);
    if (this.afterTakeBack) this.standing.pop();
    else this.standing.push(hash);
    this.rows.push({ seq, action, info, hash });
  }
}

/** The stored log's rows, one by one, their hash chain checked; damage throws a CampaignDataError naming the row. */
export function checkRows(id: string, rows: readonly ActionDbTuple[]): StoredRow[] {
  const chain = new ChainCheck(id);
  for (let i = 0; i < rows.length; i++) {
    const [seq, action, info, hash] = rows[i]!;
    if (seq !== i) throw new CampaignDataError(id, 'log-gap', `its log skips from action ${i} to ${seq + 1}`);
    chain.next(seq, action, info, hash);
  }
  return chain.rows;
}

/**
 * The separators of the joined log (`JoinedLogDbRow`): the hash chain's own '|' between a row's seq and action and
 * between a row's hash and the next row, so that what each row's hash is over ('h(n-1)|seq|action') is one piece
 * of the text; a control character (which JSON text never holds raw) after the action and after the info.
 */
export const FIELD_SEPARATOR = '\x1f';

/** Whether text[from, to) is the decimal digits of `n`, as SQLite writes an integer (read without a new string). */
function isNumberText(text: string, from: number, to: number, n: number): boolean {
  if (to <= from || to - from > 15 || (to - from > 1 && text.charCodeAt(from) === 0x30)) return false;
  let v = 0;
  for (let i = from; i < to; i++) {
    const d = text.charCodeAt(i) - 0x30;
    if (d < 0 || d > 9) return false;
    v = v * 10 + d;
  }
  return v === n;
}

/**
 * The log read as one text (`JoinedLogDbRow`: one string where thousands of rows made thousands of objects and
 * strings, most of the cost of opening a long log), checked by the same rule as `checkRows`. Anything that is
 * not exactly so (a row missing or out of place, a separator inside a field, a broken link, an unreadable text)
 * gives null: the log is then read row by row (`checkRows`), which names the damage.
 */
export function checkJoinedRows(id: string, joined: JoinedLogDbRow): StoredRow[] | null {
  const chain = new ChainCheck(id);
  // '|0|action0 ␟ info0 ␟ hash0|1|action1 ␟ info1 ␟ hash1|2|...' (␟ the FIELD_SEPARATOR)
  const text = joined.log ?? '';
  // where the row's hashed text starts (the hash of the row before; the first row's, the text's leading '|')
  let hashed = 0;
  // where the row's seq starts
  let at = 1;
  try {
    for (let seq = 0; seq < joined.rows; seq++) {
      const bar = text.indexOf('|', at);
      const endAction = text.indexOf(FIELD_SEPARATOR, bar + 1);
      const endInfo = text.indexOf(FIELD_SEPARATOR, endAction + 1);
      let end = text.indexOf('|', endInfo + 1);
      if (end < 0) end = text.length;
      if (bar < 0 || endAction < 0 || endInfo < 0 || !isNumberText(text, at, bar, seq)) return null;
      chain.next(
        seq,
        text.slice(bar + 1, endAction),
        text.slice(endAction + 1, endInfo),
        text.slice(endInfo + 1, end),
        text.slice(hashed, endAction),
      );
      hashed = endInfo + 1;
      at = end + 1;
    }
  } catch (e) {
    if (e instanceof CampaignDataError) return null;
    throw e;
  }
  // every row read, nothing left over
  return at >= text.length ? chain.rows : null;
}
