// The store's full integrity check (quick_check) runs when it is needed, not at every start (issue 26, point 4):
// after an unclean shutdown and once a week (src/store/integrity.ts).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/store/db.js';
import { CHECK_EVERY_MS, CHECKED_AT_KEY } from '../../../src/store/integrity.js';
import { CampaignStore, STORE_FILE_NAME } from '../../../src/store/index.js';
import { tmpDir } from './helpers.js';

const DAY = 24 * 3600_000;

/** Opens the store file at `now`, says whether quick_check ran, and closes it cleanly. */
function opened(file: string, now: number): boolean {
  const o = openDatabase(file, { now });
  o.db.pragma('wal_checkpoint(TRUNCATE)');
  o.db.close();
  return o.checked;
}

describe('quick_check at start', () => {
  it('runs on a store never checked, then not again until a week has passed', () => {
    const dir = tmpDir();
    CampaignStore.open(dir).close(); // a new store: nothing to check
    const file = path.join(dir, STORE_FILE_NAME);
    const t0 = Date.UTC(2026, 10, 27);
    expect(opened(file, t0)).toBe(true);
    expect(opened(file, t0 + DAY)).toBe(false);
    expect(opened(file, t0 + 6 * DAY)).toBe(false);
    expect(opened(file, t0 + CHECK_EVERY_MS)).toBe(true);
    expect(opened(file, t0 + CHECK_EVERY_MS + DAY)).toBe(false);
    // a clock put back before the last check: checked (the record cannot be trusted)
    expect(opened(file, t0)).toBe(true);
  });

  it('runs after an unclean shutdown (the WAL left with frames), whenever the last check was', () => {
    const dir = tmpDir();
    const file = path.join(dir, STORE_FILE_NAME);
    CampaignStore.open(dir).close();
    const t0 = Date.now();
    expect(opened(file, t0)).toBe(true);
    // a store killed with writes in its WAL: its files as they are on disk then
    const live = CampaignStore.open(dir);
    live.setSetting('settings', { language: 'fr' });
    const killed = tmpDir();
    for (const f of fs.readdirSync(dir).filter((f) => f.startsWith(STORE_FILE_NAME)))
      fs.copyFileSync(path.join(dir, f), path.join(killed, f));
    live.close();
    expect(fs.statSync(path.join(killed, `${STORE_FILE_NAME}-wal`)).size).toBeGreaterThan(0);
    expect(opened(path.join(killed, STORE_FILE_NAME), t0 + DAY)).toBe(true);
    // the original, closed cleanly, is not checked again
    expect(opened(file, t0 + DAY)).toBe(false);
    expect(fs.existsSync(`${file}-wal`) && fs.statSync(`${file}-wal`).size > 0).toBe(false);
  });

  it('records the time of the check', () => {
    const dir = tmpDir();
    const file = path.join(dir, STORE_FILE_NAME);
    CampaignStore.open(dir).close();
    const t0 = Date.UTC(2026, 0, 1);
    opened(file, t0);
    const db = new Database(file, { readonly: true });
    const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(CHECKED_AT_KEY) as { value: string };
    db.close();
    expect(JSON.parse(row.value)).toBe(t0);
  });
});
