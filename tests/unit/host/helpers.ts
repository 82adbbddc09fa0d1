import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createAtVersion, STORE_FILE_NAME } from '../../../src/store/index.js';
import { Host, type HostOptions } from '../../../src/host/host.js';
import type { ApiResult } from '../../../src/host/contract.js';

export function tmpDir(prefix = 'fmh-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function must<T>(r: ApiResult<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

export function newHost(opts: Partial<HostOptions> = {}): { host: Host; dir: string } {
  const dir = opts.dataDir ?? tmpDir();
  return { host: new Host({ dataDir: dir, tickMs: 0, ...opts }), dir };
}

/**
 * A store file of an older schema (`createAtVersion(version)`) in a fresh folder, holding the campaigns, actions,
 * snapshots and settings of the (closed) store in `from`, as a release of that schema wrote them. The database is
 * left open for the test to change further; the test closes it.
 */
export function olderStore(from: string, version: number): { dir: string; file: string; db: Database.Database } {
  const dir = tmpDir();
  const file = path.join(dir, STORE_FILE_NAME);
  createAtVersion(file, version).close();
  const db = new Database(file);
  db.exec(`ATTACH DATABASE '${path.join(from, STORE_FILE_NAME).replace(/'/g, "''")}' AS src`);
  for (const t of ['campaigns', 'actions', 'snapshots', 'settings'])
    db.exec(`INSERT INTO main.${t} SELECT * FROM src.${t}`);
  db.exec('DETACH DATABASE src');
  return { dir, file, db };
}

export const TWO = {
  players: [
    { name: 'Ann', colour: 'red' },
    { name: 'Bob', colour: 'blue' },
  ],
  seed: 7,
};

/** Lands the seated/next player's astronef somewhere legal (scans the board). */
export async function landNext(host: Host): Promise<void> {
  let sv = must(await host.call('game.view'))!;
  if (!sv.seated) sv = must(await host.call('game.seat', { player: sv.handoff!.next }));
  const me = sv.seated!;
  for (let y = 3; y < 20; y++)
    for (let x = 3; x < 34; x++) {
      const r = await host.call('game.act', {
        action: { type: 'land', astronef: `${me}.astronef`, at: [x, y], orientation: 'N' },
      });
      if (r.ok) return;
    }
  throw new Error('could not land');
}
