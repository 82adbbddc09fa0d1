// One host per data folder. The lock is an SQLite file held in exclusive locking mode: the operating
// system's file lock goes away with the process, so a crash or a kill never leaves a stale lock behind.
import path from 'node:path';
import Database from 'better-sqlite3';
import { StoreFileError } from './db.js';

export const LOCK_FILE_NAME = 'campaigns.lock';
const LOCK_WAIT_MS = 3000;

export class DataFolderLock {
  private constructor(
    private db: Database.Database,
    readonly file: string,
  ) {}

  /** Takes the folder's lock, or throws StoreFileError('locked') naming the folder when another host has it. */
  static acquire(dir: string, opts: { nativeBinding?: string; waitMs?: number } = {}): DataFolderLock {
    const file = path.join(dir, LOCK_FILE_NAME);
    let db: Database.Database;
    try {
      // A host that is just closing (a restart) gets a few seconds to let go.
      db = new Database(file, {
        timeout: opts.waitMs ?? LOCK_WAIT_MS,
        ...(opts.nativeBinding ? { nativeBinding: opts.nativeBinding } : {}),
      });
    } catch (e) {
      throw new StoreFileError(dir, 'unreadable', `cannot be used as the data folder (${(e as Error).message})`);
    }
    try {
      db.pragma('locking_mode = EXCLUSIVE');
      db.exec(
        'BEGIN EXCLUSIVE; CREATE TABLE IF NOT EXISTS holder (pid INTEGER); DELETE FROM holder; INSERT INTO holder VALUES (' +
          process.pid +
          '); COMMIT',
      );
    } catch (e) {
      db.close();
      const code = (e as { code?: string }).code ?? '';
      if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
        throw new StoreFileError(
          dir,
          'locked',
          'is already in use by another Full Metal Hot-Seat (the desktop app or web mode). Close it first, or start with --data <another folder>.',
        );
      throw new StoreFileError(dir, 'unreadable', `cannot be used as the data folder (${(e as Error).message})`);
    }
    return new DataFolderLock(db, file);
  }

  release(): void {
    if (this.db.open) this.db.close();
  }
}
