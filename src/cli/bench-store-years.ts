// The store after years of game nights (issue 26, point 4), made by the bench itself: one real-length 4-player
// game (computer-campaign.ts: ~1,100 actions) played to its end through the host, then copied in SQL until the store holds 1,000 finished campaigns (each its own
// game: another creation time, so another game key) and the league 4,000 games (the 1,000, and 3,000 whose
// campaigns were deleted). Measured: the bytes a finished campaign takes, a start to a usable home screen (the
// store opened, the host ready, the campaign list answered), the campaign list and the league table; and the first
// start after the upgrade to schema 7 of a schema-6 store of 200 such campaigns (a row an action).
// A row whose store does not hold what it says (a list or a table of another length) throws: it measured nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { Host } from '../host/host.js';
import zlib from 'node:zlib';
import { chainHash, createAtVersion, STORE_FILE_NAME } from '../store/index.js';
import { percentile, samples, type BenchRow } from './bench-lib.js';
import { computerGame, playOnHost, type ComputerGame } from './computer-campaign.js';

const CAMPAIGNS = 1000;
const LEAGUE_GAMES = 4000;
/** Finished campaigns in the schema-6 store whose first start after the upgrade is measured. */
const UPGRADED = 200;

const r3 = (x: number) => Math.round(x * 1000) / 1000;

/** The real-length game played to its end through the host; its campaign's id and actions. */
async function playToTheEnd(dir: string, game: ComputerGame): Promise<{ id: string; actions: number }> {
  const host = new Host({ dataDir: dir, tickMs: 0, deckSalt: 'none' });
  try {
    const { id, session } = await playOnHost(host, game);
    if (!session.over) throw new Error('the bench game did not end');
    return { id, actions: session.actions };
  } finally {
    host.close();
  }
}

/** Copies the finished campaign until the store holds `CAMPAIGNS`, and the league `LEAGUE_GAMES` games. */
function fill(file: string, id: string): void {
  const db = new Database(file);
  try {
    db.pragma('synchronous = OFF');
    const copyCampaign = db.prepare(
      `INSERT INTO campaigns (id, name, created_at, last_played, options, players, turn, phase, active, over, winner, actions, head, clock, thumbnail)
       SELECT ?, name || ' ' || ?, created_at + ?, last_played + ?, options, players, turn, phase, active, over, winner, actions, head, clock, thumbnail
       FROM campaigns WHERE id = ?`,
    );
    // a finished log is packed into one row (schema 7); a row an action before
    const copyLog = db.prepare(
      'INSERT INTO packed_logs (campaign_id, rows, old_links, log) SELECT ?, rows, old_links, log FROM packed_logs WHERE campaign_id = ?',
    );
    const copyHistory = db.prepare(
      `INSERT INTO history (game, campaign_id, campaign_name, player_id, profile_id, name, computer, finished_at, players, rank, won, score,
         astronefs, ore, pieces_lost, pieces_destroyed, astronef_taken_turn, variant, board)
       SELECT ?, ?, campaign_name, player_id, profile_id, name, computer, finished_at + ?, players, rank, won, (score + ?) % 60,
         astronefs, ore, pieces_lost, pieces_destroyed, astronef_taken_turn, variant, board
       FROM history WHERE campaign_id = ?`,
    );
    db.transaction(() => {
      for (let i = 1; i < LEAGUE_GAMES; i++) {
        const copy = randomUUID();
        if (i < CAMPAIGNS) {
          copyCampaign.run(copy, i, i * 60_000, i * 60_000, id);
          if (copyLog.run(copy, id).changes !== 1) throw new Error('the finished campaign has no packed log to copy');
        }
        // a game of its own in the league: the campaign's when it is kept, a deleted one's otherwise
        copyHistory.run(randomUUID().replace(/-/g, ''), i < CAMPAIGNS ? copy : randomUUID(), i * 60_000, i, id);
      }
    })();
    db.exec('VACUUM');
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

/**
 * A store of schema 6 (before finished logs were packed) holding `UPGRADED` copies of the finished campaign `id`
 * of the store `from`, its league games and profiles: its packed log written back a row an action, as schema 6
 * kept it.
 */
function schema6Store(from: string, id: string, file: string): void {
  const made = createAtVersion(file, 6);
  // (schema 3's migration adds this column in its step after the SQL, which createAtVersion does not run)
  made.exec('ALTER TABLE history ADD COLUMN handicap TEXT');
  made.close();
  const db = new Database(file);
  try {
    db.pragma('synchronous = OFF');
    db.exec(`ATTACH DATABASE '${from.replace(/'/g, "''")}' AS src`);
    const packed = db.prepare('SELECT rows, log FROM src.packed_logs WHERE campaign_id = ?').get(id) as
      { rows: number; log: Buffer } | undefined;
    if (!packed) throw new Error('the finished campaign has no packed log to write back');
    const lines = zlib.inflateSync(packed.log).toString('utf8').split('\n');
    const hashes: string[] = [];
    for (let seq = 0, h = ''; seq < packed.rows; seq++) hashes.push((h = chainHash(h, seq, lines[2 * seq]!)));
    const columns =
      'name, created_at, last_played, options, players, turn, phase, active, over, winner, actions, head, clock, thumbnail';
    const copyCampaign = db.prepare(
      `INSERT INTO main.campaigns (id, ${columns}) SELECT ?, ${columns.replace('created_at, last_played', 'created_at + ?, last_played + ?')} FROM src.campaigns WHERE id = ?`,
    );
    const insertAction = db.prepare(
      'INSERT INTO main.actions (campaign_id, seq, action, info, hash) VALUES (?, ?, ?, ?, ?)',
    );
    const kept = (db.prepare('PRAGMA src.table_info(history)').all() as { name: string }[])
      .map((c) => c.name)
      .filter((c) => c !== 'game' && c !== 'campaign_id')
      .join(', ');
    const copyHistory = db.prepare(
      `INSERT INTO main.history (game, campaign_id, ${kept}) SELECT ?, ?, ${kept} FROM src.history WHERE campaign_id = ?`,
    );
    db.transaction(() => {
      db.exec('INSERT INTO main.profiles SELECT * FROM src.profiles');
      for (let i = 0; i < UPGRADED; i++) {
        const copy = randomUUID();
        copyCampaign.run(copy, i * 60_000, i * 60_000, id);
        for (let seq = 0; seq < packed.rows; seq++)
          insertAction.run(copy, seq, lines[2 * seq], lines[2 * seq + 1], hashes[seq]);
        copyHistory.run(randomUUID().replace(/-/g, ''), copy, id);
      }
    })();
    db.exec('DETACH DATABASE src');
    db.exec('VACUUM');
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

/** A timed row; its note gives the CPU time of the same samples (wall times grow with a busy machine's load). */
function row(name: string, times: Timed, target: string, size: BenchRow['measured']): BenchRow {
  const median = r3(percentile(times.wall, 50));
  return {
    name,
    median,
    p95: r3(percentile(times.wall, 95)),
    unit: 'ms',
    target,
    note: `CPU median ${r3(percentile(times.cpu, 50))} ms`,
    measured: [samples(times.wall), ...size],
  };
}

/** Wall and CPU times of the same samples. */
interface Timed {
  wall: number[];
  cpu: number[];
}

/** Times `fn` into `into`: its wall time and this process's CPU time (user and system). */
async function timed<T>(into: Timed, fn: () => Promise<T>): Promise<T> {
  const c = process.cpuUsage();
  const t = performance.now();
  const out = await fn();
  into.wall.push(performance.now() - t);
  const d = process.cpuUsage(c);
  into.cpu.push((d.user + d.system) / 1000);
  return out;
}

/** Fewer actions than this, and the finished campaign is not a real game's (REAL_GAME_LEAST in bench-store.ts). */
const REAL_GAME_LEAST = 800;

export async function benchStoreYears(game: ComputerGame): Promise<BenchRow[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fmh-bench-years-'));
  const out: BenchRow[] = [];
  try {
    const played = await playToTheEnd(dir, game);
    const file = path.join(dir, STORE_FILE_NAME);
    fill(file, played.id);
    const kb = fs.statSync(file).size / 1024 / CAMPAIGNS;
    out.push({
      name: `store: a finished campaign's share of a store of ${CAMPAIGNS} (${played.actions} actions each; league included)`,
      median: r3(kb),
      p95: r3(kb),
      unit: 'KB',
      target: '<= 150 KB',
      measured: [
        { what: 'actions in each campaign', count: played.actions, least: REAL_GAME_LEAST },
        { what: 'finished campaigns', count: campaigns(file), least: CAMPAIGNS },
      ],
    });

    // a start to a usable home screen: the store opened (its checks), the host ready, the list answered
    const starts: Timed = { wall: [], cpu: [] };
    for (let i = 0; i < 5; i++) {
      let host: Host | undefined;
      const list = await timed(starts, () => {
        host = new Host({ dataDir: dir, tickMs: 0 });
        return host.call('campaign.list');
      });
      host?.close();
      if (!list.ok || list.value.length !== CAMPAIGNS) throw new Error('the start listed another store');
    }
    const listed = { what: 'campaigns listed', count: CAMPAIGNS, least: CAMPAIGNS };
    out.push(
      row(`host: start to the home screen's list, ${CAMPAIGNS} finished campaigns`, starts, '< 1000 ms', [listed]),
    );

    const host = new Host({ dataDir: dir, tickMs: 0 });
    try {
      const lists: Timed = { wall: [], cpu: [] };
      const tables: Timed = { wall: [], cpu: [] };
      for (let i = 0; i < 20; i++) {
        const list = await timed(lists, () => host.call('campaign.list'));
        if (!list.ok || list.value.length !== CAMPAIGNS) throw new Error('the list measured another store');
        const table = await timed(tables, () => host.call('league.table', {}));
        const games = table.ok ? Math.max(...table.value.rows.map((r) => r.games)) : 0;
        if (games !== LEAGUE_GAMES) throw new Error(`the league table counted ${games} games, not ${LEAGUE_GAMES}`);
      }
      out.push(row(`host: the campaign list, ${CAMPAIGNS} campaigns (with thumbnails)`, lists, '< 50 ms', [listed]));
      const counted = { what: 'league games counted', count: LEAGUE_GAMES, least: LEAGUE_GAMES };
      out.push(row(`host: the league table, ${LEAGUE_GAMES} games`, tables, '< 50 ms', [counted]));
    } finally {
      host.close();
    }

    // the first start after the upgrade to schema 7 (its finished logs are packed after the home screen is up)
    const old = path.join(dir, 'schema-6.sqlite');
    schema6Store(file, played.id, old);
    const firstStarts: Timed = { wall: [], cpu: [] };
    for (let i = 0; i < 5; i++) {
      const upgrade = path.join(dir, `upgrade-${i}`);
      fs.mkdirSync(upgrade);
      fs.copyFileSync(old, path.join(upgrade, STORE_FILE_NAME));
      let host: Host | undefined;
      const list = await timed(firstStarts, () => {
        host = new Host({ dataDir: upgrade, tickMs: 0 });
        return host.call('campaign.list');
      });
      const from = host?.store.migratedFrom;
      host?.close();
      fs.rmSync(upgrade, { recursive: true, force: true });
      if (from !== 6 || !list.ok || list.value.length !== UPGRADED)
        throw new Error('the first start after the upgrade started another store');
    }
    out.push(
      row(
        `host: first start after the upgrade to schema 7, ${UPGRADED} finished campaigns of schema 6 (to the home screen's list)`,
        firstStarts,
        '< 1000 ms',
        [{ what: 'finished campaigns upgraded', count: UPGRADED, least: UPGRADED }],
      ),
    );
  } finally {
    if (process.env.FMH_KEEP_BENCH) console.log(dir);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

/** How many finished campaigns the store file holds. */
function campaigns(file: string): number {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM campaigns WHERE over = 1').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

if (/bench-store-years\.[cm]?[jt]s$/.test(process.argv[1] ?? '')) {
  for (const r of await benchStoreYears(computerGame(1)))
    console.log(
      `${r.name}: median ${r.median} ${r.unit}, p95 ${r.p95} (target ${r.target})${r.note ? `; ${r.note}` : ''}`,
    );
}
