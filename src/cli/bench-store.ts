// Store benchmarks (called by src/cli/bench.ts; also runnable alone: npx tsx src/cli/bench-store.ts).
//  - appending one action (durable commit: WAL + synchronous=FULL), target p99 < 1 ms
//  - opening a 25-turn 4-player campaign (load + verify the log against the snapshot), target < 100 ms
//  - taking back a move late in a 25-turn campaign through the host, target < 10 ms
//  - the list of 100 campaigns (with thumbnails), target < 50 ms
//  - a store after years of game nights (bench-store-years.ts): 1,000 finished campaigns and 4,000 league games
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apply, newGame } from '../engine/index.js';
import type { Action, GameOptions, GameState } from '../engine/types.js';
import { CampaignStore, type ActionInfo } from '../store/index.js';
import { Host, statsOf } from '../host/host.js';
import { botStep, rng } from '../host/bot.js';
import { percentile, type BenchRow } from './bench-lib.js';
import { benchStoreYears } from './bench-store-years.js';

export type BenchResult = BenchRow;

const pct = percentile;

const r3 = (x: number) => Math.round(x * 1000) / 1000;

/** Plays a 4-player game through the host with the random bot until turn `turns` is reached. */
async function playCampaign(dir: string, turns: number, seed: number): Promise<string> {
  const host = new Host({ dataDir: dir, tickMs: 0 });
  const r = await host.call('campaign.new', {
    players: [
      { name: 'A', colour: 'red' },
      { name: 'B', colour: 'blue' },
      { name: 'C', colour: 'green' },
      { name: 'D', colour: 'yellow' },
    ],
    seed,
  });
  if (!r.ok) throw new Error(r.error.message);
  const rand = rng(seed);
  for (let guard = 0; guard < 200_000; guard++) {
    const step = await botStep(host, rand, { endTurnChance: 0.03 });
    if (step.session.over || step.session.turn >= turns) break;
  }
  host.close();
  return r.value.campaignId;
}

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
      });
    }

    // 2. open a 25-turn 4-player campaign.
    {
      const d = path.join(dir, 'open');
      const id = await playCampaign(d, 25, 2025);
      const times: number[] = [];
      let actions = 0;
      let turn = 0;
      for (let i = 0; i < 15; i++) {
        const store = CampaignStore.open(d, { statsFn: statsOf });
        const t = performance.now();
        const l = store.load(id);
        times.push(performance.now() - t);
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
      });
    }

    // 2b. take-backs late in a 25-turn 4-player campaign, through the host (its durable commit
    // included): from turn 20 on, each move the random player makes is timed being taken back.
    {
      const host = new Host({ dataDir: path.join(dir, 'takeback'), tickMs: 0 });
      try {
        const c = await host.call('campaign.new', {
          players: ['red', 'blue', 'green', 'yellow'].map((colour, i) => ({ name: 'ABCD'[i]!, colour })),
          seed: 2026,
        });
        if (!c.ok) throw new Error(c.error.message);
        const rand = rng(2026);
        const times: number[] = [];
        let actions = 0;
        for (let guard = 0; guard < 200_000; guard++) {
          const step = await botStep(host, rand, { endTurnChance: 0.03 });
          if (step.session.over || step.session.turn >= 25) break;
          if (step.session.turn < 20 || step.action?.type !== 'move' || !step.result?.ok || !step.session.takeBack?.ok)
            continue;
          actions = step.session.actions;
          const t = performance.now();
          const tb = await host.call('game.takeBack');
          times.push(performance.now() - t);
          if (!tb.ok) throw new Error(`take-back refused: ${tb.error.code}`);
        }
        out.push({
          name: `host: take back a move, turns 20-25 of a 4-player campaign (${actions} actions; durable commit)`,
          median: r3(pct(times, 50)),
          p95: r3(pct(times, 95)),
          unit: 'ms',
          target: '< 10 ms',
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
      for (let i = 0; i < 30; i++) {
        const t = performance.now();
        const l = store.list();
        times.push(performance.now() - t);
        if (l.length !== 100) throw new Error('list');
      }
      store.close();
      out.push({
        name: 'store: list 100 campaigns (with thumbnails)',
        median: r3(pct(times, 50)),
        p95: r3(pct(times, 95)),
        unit: 'ms',
        target: '< 50 ms',
      });
    }
    out.push(...(await benchStoreYears()));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

if (/bench-store\.[cm]?[jt]s$/.test(process.argv[1] ?? '')) {
  const res = await benchStore();
  for (const r of res)
    console.log(
      `${r.name}: median ${r.median} ${r.unit}, p95 ${r.p95}${r.p99 !== undefined ? `, p99 ${r.p99}` : ''} (target ${r.target})`,
    );
}
