// The store after years of game nights (issue 26, point 4), made by the bench itself: one 4-player game played
// to its end through the host, then copied in SQL until the store holds 1,000 finished campaigns (each its own
// game: another creation time, so another game key) and the league 4,000 games (the 1,000, and 3,000 whose
// campaigns were deleted). Measured: the bytes a finished campaign takes, a start to a usable home screen (the
// store opened, the host ready, the campaign list answered), the campaign list and the league table.
// A row whose store does not hold what it says (a list or a table of another length) throws: it measured nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { Host } from '../host/host.js';
import { botStep, rng } from '../host/bot.js';
import { STORE_FILE_NAME } from '../store/index.js';
import { percentile, type BenchRow } from './bench-lib.js';

const CAMPAIGNS = 1000;
const LEAGUE_GAMES = 4000;

const r3 = (x: number) => Math.round(x * 1000) / 1000;

/** One finished 4-player game, played by the random bot through the host; its campaign's id and actions. */
async function playToTheEnd(dir: string, seed: number): Promise<{ id: string; actions: number }> {
  const host = new Host({ dataDir: dir, tickMs: 0 });
  try {
    const r = await host.call('campaign.new', {
      players: ['red', 'blue', 'green', 'yellow'].map((colour, i) => ({ name: 'ABCD'[i]!, colour })),
      seed,
    });
    if (!r.ok) throw new Error(r.error.message);
    const rand = rng(seed);
    for (let guard = 0; guard < 400_000; guard++) {
      const step = await botStep(host, rand, { endTurnChance: 0.01 });
      if (step.session.over) return { id: r.value.campaignId, actions: step.session.actions };
    }
    throw new Error('the bench game did not end');
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
    const copyLog = db.prepare(
      'INSERT INTO actions (campaign_id, seq, action, info, hash) SELECT ?, seq, action, info, hash FROM actions WHERE campaign_id = ?',
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
          copyLog.run(copy, id);
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

function row(name: string, times: number[], unit: string, target: string): BenchRow {
  return { name, median: r3(percentile(times, 50)), p95: r3(percentile(times, 95)), unit, target };
}

export async function benchStoreYears(): Promise<BenchRow[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fmh-bench-years-'));
  const out: BenchRow[] = [];
  try {
    const game = await playToTheEnd(dir, 2027);
    const file = path.join(dir, STORE_FILE_NAME);
    fill(file, game.id);
    const kb = fs.statSync(file).size / 1024 / CAMPAIGNS;
    out.push({
      name: `store: a finished campaign's share of a store of ${CAMPAIGNS} (${game.actions} actions each; league included)`,
      median: r3(kb),
      p95: r3(kb),
      unit: 'KB',
      target: '<= 150 KB',
    });

    // a start to a usable home screen: the store opened (its checks), the host ready, the list answered
    const starts: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      const host = new Host({ dataDir: dir, tickMs: 0 });
      const list = await host.call('campaign.list');
      starts.push(performance.now() - t);
      host.close();
      if (!list.ok || list.value.length !== CAMPAIGNS) throw new Error('the start listed another store');
    }
    out.push(row(`host: start to the home screen's list, ${CAMPAIGNS} finished campaigns`, starts, 'ms', '< 1000 ms'));

    const host = new Host({ dataDir: dir, tickMs: 0 });
    try {
      const lists: number[] = [];
      const tables: number[] = [];
      for (let i = 0; i < 20; i++) {
        let t = performance.now();
        const list = await host.call('campaign.list');
        lists.push(performance.now() - t);
        if (!list.ok || list.value.length !== CAMPAIGNS) throw new Error('the list measured another store');
        t = performance.now();
        const table = await host.call('league.table', {});
        tables.push(performance.now() - t);
        const games = table.ok ? Math.max(...table.value.rows.map((r) => r.games)) : 0;
        if (games !== LEAGUE_GAMES) throw new Error(`the league table counted ${games} games, not ${LEAGUE_GAMES}`);
      }
      out.push(row(`host: the campaign list, ${CAMPAIGNS} campaigns (with thumbnails)`, lists, 'ms', '< 50 ms'));
      out.push(row(`host: the league table, ${LEAGUE_GAMES} games`, tables, 'ms', '< 50 ms'));
    } finally {
      host.close();
    }
  } finally {
    if (process.env.FMH_KEEP_BENCH) console.log(dir);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

if (/bench-store-years\.[cm]?[jt]s$/.test(process.argv[1] ?? '')) {
  for (const r of await benchStoreYears())
    console.log(`${r.name}: median ${r.median} ${r.unit}, p95 ${r.p95} (target ${r.target})`);
}
