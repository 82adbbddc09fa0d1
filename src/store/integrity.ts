// When the store's full integrity check (PRAGMA quick_check) runs. It reads the whole file: 0.7-0.9 s of CPU with
// a thousand finished campaigns before they were compacted (issue 26, point 4), too much for every start. It runs
// when the store may have been left damaged, after an unclean shutdown (the WAL still holds frames: a clean close
// checkpoints it and SQLite removes it), and at least once every CHECK_EVERY_MS; between, inspectFile's checks of
// the header and size and SQLite's checks of every page it reads stand, and a damaged page read later is an error
// naming the file.
import fs from 'node:fs';
import type Database from 'better-sqlite3';

/** A store closed cleanly every time is still checked this often. */
export const CHECK_EVERY_MS = 7 * 24 * 3600_000;

/** The settings key of the last check's time (ms since 1970). */
export const CHECKED_AT_KEY = 'storeCheckedAt';

/** True when the store was not closed cleanly: its WAL holds frames (read before SQLite opens the file). */
export function leftUnclean(file: string): boolean {
  try {
    return fs.statSync(`${file}-wal`).size > 0;
  } catch {
    return false;
  }
}

/** The last check's time, or null (never checked, or a store without settings yet: checked). */
function checkedAt(db: Database.Database): number | null {
  try {
    const r = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?').get(CHECKED_AT_KEY);
    const t = r ? (JSON.parse(r.value) as unknown) : null;
    return typeof t === 'number' && Number.isFinite(t) ? t : null;
  } catch {
    return null;
  }
}

/** Whether quick_check is due now: after an unclean shutdown, never checked, last checked long ago or in the future. */
export function checkDue(db: Database.Database, unclean: boolean, now: number): boolean {
  if (unclean) return true;
  const at = checkedAt(db);
  return at === null || at > now || now - at >= CHECK_EVERY_MS;
}

/** Runs quick_check: the problems it finds (none: []), the time of a clean check recorded. */
export function quickCheck(db: Database.Database, now: number): string[] {
  const rows = db.pragma('quick_check') as { quick_check: string }[];
  const bad = rows.map((r) => r.quick_check).filter((r) => r !== 'ok');
  if (bad.length === 0)
    try {
      db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)').run(CHECKED_AT_KEY, JSON.stringify(now));
    } catch {
      /* a store before settings existed (schema 1): checked again at the next start, once migrated */
    }
  return bad;
}
