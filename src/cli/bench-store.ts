// Store benchmarks (called by src/cli/bench.ts; also runnable alone: npx tsx src/cli/bench-store.ts).
//  - appending one action (durable commit: WAL + synchronous=FULL), target p99 < 1 ms
//  - opening a 25-turn 4-player campaign of a real game's length (load + verify the log against the snapshot),
//    target < 100 ms
//  - opening the longest campaign an import takes (that game, a move taken back until 20,000 rows), < 100 ms
//  - taking back a move late in that game through the host, target < 10 ms
//  - the list of 100 campaigns (with thumbnails), target < 50 ms
//  - a store after years of game nights (bench-store-years.ts): 1,000 finished campaigns and 4,000 league games
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apply, newGame } from '../engine/index.js';
import type { Action, GameOptions, GameState } from '../engine/types.js';
import { CampaignStore, IMPORT_MAX_ACTIONS, type ActionInfo } from '../store/index.js';
import { Host, statsOf } from '../host/host.js';
import { percentile, rowsThatMeasuredNothing, samples, type BenchRow } from './bench-lib.js';
import { computerGame, padWithTakeBacks, playOnHost } from './computer-campaign.js';
import { benchStoreYears } from './bench-store-years.js';

export type BenchResult = BenchRow;

const pct = percentile;

const r3 = (x: number) => Math.round(x * 1000) / 1000;

/** The seed of the real-length game the store rows play (src/cli/computer-campaign.ts). */
export const REAL_GAME_SEED = 1;
/** A real 25-turn 4-player game logs this many actions at least (the seed's logs ~1,100). */
export const REAL_GAME_LEAST = 800;

export async function benchStore(): Promise<BenchResult[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fmh-bench-'));
  const out: BenchResult[] = [];
  try {
    // 1. append one action. The same log entry shape the host writes, durable commit each time.
    {
      const store = CampaignStore.open(path.join(dir, 'append'), { statsFn: statsOf });
      const options: GameOptions = { players: [{ id: 'a' }, { id: 'b' }], seed: 1 };
      const state: GameState = newGame(options);
      const c = store.create({ name: 'bench', options, players: [], state });
      const action: Action = {
        type: 'move',
        piece: 'a.tank1',
        path: [
          [3, 4],
          [3, 5],
          [4, 5],
        ],
      };
      const info: ActionInfo = {
        turn: 5,
        tide: 'normal',
        player: 'a',
        events: [
          {
            type: 'moved',
            piece: 'a.tank1',
            path: [
              [3, 4],
              [3, 5],
              [4, 5],
            ],
            cost: 3,
          },
        ],
        at: 0,
      };
      const times: number[] = [];
      let head = '';
      for (let i = 0; i < 2000; i++) {
        const t = performance.now();
        head = store.append(c.id, i, action, { ...info, at: Date.now() }, state, head, {
          turn: 5,
          player: 'a',
          remainingMs: { a: 1000, b: 0 },
        });
        times.push(performance.now() - t);
      }
      store.close();
      out.push({
        name: 'store: append one action (durable commit)',
        median: r3(pct(times, 50)),
        p95: r3(pct(times, 95)),
        p99: r3(pct(times, 99)),
        unit: 'ms',
        target: 'p99 < 1 ms',
        measured: [samples(times)],
      });
    }

    // 2. open a 25-turn 4-player campaign: a real-length game (computer players, moves logged hex by hex as a
    // person plays them), stopped before its last action so that it is still being played.
    const game = computerGame(REAL_GAME_SEED);
    {
      const d = path.join(dir, 'open');
      const host = new Host({ dataDir: d, tickMs: 0, deckSalt: 'none' });
      let id: string;
      try {
        const played = await playOnHost(host, game, { upTo: game.log.length - 1 });
        if (played.session.over) throw new Error('the campaign to open ended before its last action');
        id = played.id;
      } finally {
        host.close();
      }
      const times: number[] = [];
      const cpu: number[] = [];
      let actions = 0;
      let turn = 0;
      for (let i = 0; i < 15; i++) {
        const store = CampaignStore.open(d, { statsFn: statsOf });
        const c = process.cpuUsage();
        const t = performance.now();
        const l = store.load(id);
        times.push(performance.now() - t);
        const used = process.cpuUsage(c);
        cpu.push((used.user + used.system) / 1000);
        actions = l.log.length;
        turn = l.state.turn;
        store.close();
      }
      out.push({
        name: `store: open a ${turn}-turn 4-player campaign (${actions} actions, whole log replayed, every snapshot checked)`,
        median: r3(pct(times, 50)),
        p95: r3(pct(times, 95)),
        unit: 'ms',
        target: '< 100 ms',
        note: `CPU median ${r3(pct(cpu, 50))} ms`,
        measured: [
          samples(times),
          { what: 'actions in the campaign', count: actions, least: REAL_GAME_LEAST },
          { what: 'turns', count: turn, least: 25 },
        ],
      });
    }

    // 2a. open the longest campaign an import takes: the same game, a move taken back again and again late in it
    // until its log holds IMPORT_MAX_ACTIONS rows (src/store/limits.ts), imported.
    {
      const d = path.join(dir, 'open');
      const store = CampaignStore.open(d, { statsFn: statsOf });
      let id: string;
      try {
        const real = store.list()[0]!;
        const content = store.exportCampaign(real.id).content;
        const rows = IMPORT_MAX_ACTIONS - ((IMPORT_MAX_ACTIONS - real.actions) % 2);
        id = store.importCampaign(padWithTakeBacks(content, game, rows), 'long.fmh').id;
      } finally {
        store.close();
      }
      const times: number[] = [];
      const cpu: number[] = [];
      let rows = 0;
      for (let i = 0; i < 10; i++) {
        const store = CampaignStore.open(d, { statsFn: statsOf });
        const c = process.cpuUsage();
        const t = performance.now();
        rows = store.load(id).rows;
        times.push(performance.now() - t);
        const used = process.cpuUsage(c);
        cpu.push((used.user + used.system) / 1000);
        store.close();
      }
      out.push({
        name: `store: open a campaign of ${rows} rows (a real game, a move taken back again and again; whole log replayed)`,
        median: r3(pct(times, 50)),
        p95: r3(pct(times, 95)),
        unit: 'ms',
        target: '< 100 ms',
        note: `CPU median ${r3(pct(cpu, 50))} ms`,
        measured: [samples(times), { what: 'rows in the log', count: rows, least: IMPORT_MAX_ACTIONS - 1 }],
      });
    }

    // 2b. take-backs late in the same game, through the host (its durable commit included): from turn 20 on,
    // each move that may be taken back is, and played again.
    {
      const host = new Host({ dataDir: path.join(dir, 'takeback'), tickMs: 0, deckSalt: 'none' });
      try {
        const times: number[] = [];
        let actions = 0;
        await playOnHost(host, game, {
          after: async (action, session) => {
            if (session.turn < 20 || action.type !== 'move' || !session.takeBack?.ok) return;
            actions = session.actions;
            const t = performance.now();
            const tb = await host.call('game.takeBack');
            times.push(performance.now() - t);
            if (!tb.ok) throw new Error(`take-back refused: ${tb.error.code}`);
            const again = await host.call('game.act', { action });
            if (!again.ok) throw new Error(`the move taken back could not be played again: ${again.error.code}`);
          },
        });
        out.push({
          name: `host: take back a move, turns 20-25 of a 4-player campaign (${actions} actions; durable commit)`,
          median: r3(pct(times, 50)),
          p95: r3(pct(times, 95)),
          unit: 'ms',
          target: '< 10 ms',
          measured: [samples(times, 20), { what: 'actions in the campaign', count: actions, least: REAL_GAME_LEAST }],
        });
      } finally {
        host.close();
      }
    }

    // 3. the list of 100 campaigns.
    {
      const d = path.join(dir, 'list');
      const store = CampaignStore.open(d, { statsFn: statsOf });
      const options: GameOptions = {
        players: [
          { id: 'red', name: 'Ann' },
          { id: 'blue', name: 'Bob' },
          { id: 'green', name: 'Cy' },
          { id: 'yellow', name: 'Di' },
        ],
        seed: 9,
      };
      const players = options.players.map((p) => ({
        id: p.id,
        name: p.name!,
        colour: p.id,
        turnMs: 180000,
        newcomer: false,
      }));
      let st = newGame(options);
      // land everyone so the thumbnails show something
      for (let k = 0; k < 4; k++) {
        const me = st.order[st.activeIdx];
        outer: for (let y = 3; y < 20; y++)
          for (let x = 3; x < 34; x++) {
            const r = apply(st, { type: 'land', astronef: `${me}.astronef`, at: [x, y], orientation: 'N' });
            if (r.ok) {
              st = r.state;
              break outer;
            }
          }
      }
      for (let i = 0; i < 100; i++) store.create({ name: `Campaign ${i}`, options, players, state: st });
      const times: number[] = [];
      let listed = 0;
      for (let i = 0; i < 30; i++) {
        const t = performance.now();
        const l = store.list();
        times.push(performance.now() - t);
        listed = l.length;
      }
      store.close();
      out.push({
        name: 'store: list 100 campaigns (with thumbnails)',
        median: r3(pct(times, 50)),
        p95: r3(pct(times, 95)),
        unit: 'ms',
        target: '< 50 ms',
        measured: [samples(times), { what: 'campaigns listed', count: listed, least: 100 }],
      });
    }
    out.push(...(await benchStoreYears(game)));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

if (/bench-store\.[cm]?[jt]s$/.test(process.argv[1] ?? '')) {
  const res = await benchStore();
  for (const r of res)
    console.log(
      `${r.name}: median ${r.median} ${r.unit}, p95 ${r.p95}${r.p99 !== undefined ? `, p99 ${r.p99}` : ''} (target ${r.target})${r.note ? `; ${r.note}` : ''}`,
    );
  const empty = rowsThatMeasuredNothing(res);
  if (empty.length) {
    console.error(`rows that measured nothing:\n${empty.join('\n')}`);
    process.exitCode = 1;
  }
}
