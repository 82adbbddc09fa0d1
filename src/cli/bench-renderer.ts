// Renderer benchmarks in headless Chromium (Debian's /usr/bin/chromium):
//  - a full redraw of the board with 4 armies (all layers, the view settled: terrain and pieces cached), and one at
//    each step of a wheel zoom (the pieces painted directly), target < 8 ms;
//  - the highlight after selecting a piece (units + overlay layers with ~200 destinations), target < 4 ms;
//  - one frame of a move animation with the four armies standing (the animation layer; the still pieces once
//    per animation), target p95 < 16.7 ms (60 frames a second);
//  - time from `npm run web` (production screen and server bundle up to date) to a playable board, and from
//    the page's load.
// Called by src/cli/bench.ts (`npm run bench`); runnable alone: `npx tsx src/cli/bench-renderer.ts`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { stats, type BenchRow } from './bench-lib.js';
import { ROOT, launchWeb, type WebProcess } from './launch-web.js';
import { withTimeout } from './children.js';

/** One call to the web server's API. */
const RPC_LIMIT_MS = 60_000;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Row = BenchRow;

function startServer(dataDir: string): Promise<WebProcess> {
  return launchWeb(dataDir, { timeoutMs: 60_000 });
}

/** A WebSocket to the web server's API, open (the page's own origin, as the server requires). */
async function connect(url: string): Promise<WebSocket> {
  const u = new URL(url);
  const ws = new WebSocket(`ws://${u.host}/api${u.search}`, { origin: `http://${u.host}` });
  await withTimeout(
    new Promise((res, rej) => {
      ws.once('open', res);
      ws.once('error', rej);
    }),
    RPC_LIMIT_MS,
    'bench: connecting to the web server',
    () => ws.terminate(),
  );
  return ws;
}

async function rpc(url: string, calls: [string, unknown][]): Promise<void> {
  const ws = await connect(url);
  let id = 0;
  for (const [method, args] of calls) {
    const my = ++id;
    await withTimeout(
      new Promise<void>((res, rej) => {
        const on = (d: WebSocket.RawData) => {
          const m = JSON.parse(String(d));
          if (m.id !== my) return;
          ws.off('message', on);
          if (!m.result.ok) rej(new Error(`${method}: ${m.result.error.code}`));
          else res();
        };
        ws.on('message', on);
        ws.send(JSON.stringify({ id: my, method, args }));
      }),
      RPC_LIMIT_MS,
      `bench: ${method}`,
      () => ws.terminate(),
    );
  }
  ws.close();
}

/** Builds the screen with one of package.json's build scripts (quietly, at most five minutes). */
function buildScreen(script: 'build:renderer' | 'build:renderer:e2e'): void {
  const r = spawnSync('npm', ['run', script], {
    cwd: ROOT,
    stdio: 'ignore',
    timeout: 5 * 60_000,
    killSignal: 'SIGKILL',
  });
  if (r.status !== 0) throw new Error(`npm run ${script} failed`);
}

export async function benchRenderer(): Promise<Row[]> {
  // The board's test hook (window.__fmhBoard) exists in the end-to-end build only.
  buildScreen('build:renderer:e2e');
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fmh-bench-'));
  const rows: Row[] = [];
  try {
    // 1-2: drawing, on the 4-army fixture page
    let server = await startServer(dataDir);
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(server.url.replace('/?token', '/?fixture=4&token'));
    await page.waitForFunction(() => !!(globalThis as Record<string, unknown>).__bench);
    const timings = await page.evaluate(() => {
      const b = (
        globalThis as unknown as {
          __bench: {
            settle(): void;
            full(): void;
            zoomFrame(i: number): void;
            highlight(i: number): number;
            moveFrame(i: number): void;
          };
        }
      ).__bench;
      const full: number[] = [];
      const zoom: number[] = [];
      const hl: number[] = [];
      const move: number[] = [];
      // a wheel zoom: the pieces painted directly at each step (their bitmap is made once the view settles)
      for (let i = 0; i < 20; i++) b.zoomFrame(i);
      for (let i = 0; i < 200; i++) {
        const t0 = performance.now();
        b.zoomFrame(i);
        zoom.push(performance.now() - t0);
      }
      // the rest as a player sees it between zooms: the view settled (without this, the timing depended on
      // whether the page had had 120 ms to itself before the loop started)
      b.settle();
      for (let i = 0; i < 20; i++) b.full(); // warm-up
      for (let i = 0; i < 200; i++) {
        const t0 = performance.now();
        b.full();
        full.push(performance.now() - t0);
      }
      for (let i = 0; i < 20; i++) b.highlight(i);
      for (let i = 0; i < 200; i++) {
        const t0 = performance.now();
        b.highlight(i);
        hl.push(performance.now() - t0);
      }
      for (let i = 0; i < 60; i++) b.moveFrame(i);
      for (let i = 0; i < 240; i++) {
        const t0 = performance.now();
        b.moveFrame(i);
        move.push(performance.now() - t0);
      }
      return { full, zoom, hl, move };
    });
    const f = stats(timings.full);
    rows.push({
      name: 'renderer: full board redraw, 4 armies (1920x1080)',
      median: f.median,
      p95: f.p95,
      measured: f.measured,
      unit: 'ms',
      target: '< 8 ms',
    });
    const z = stats(timings.zoom);
    rows.push({
      name: 'renderer: full redraw at each step of a zoom, 4 armies',
      median: z.median,
      p95: z.p95,
      measured: z.measured,
      unit: 'ms',
      target: '< 8 ms',
    });
    const h = stats(timings.hl);
    rows.push({
      name: 'renderer: highlight after selecting a piece',
      median: h.median,
      p95: h.p95,
      measured: h.measured,
      unit: 'ms',
      target: '< 4 ms',
    });
    const m = stats(timings.move);
    rows.push({
      name: 'renderer: frame during a move animation, 4 armies',
      median: m.median,
      p95: m.p95,
      measured: m.measured,
      unit: 'ms',
      target: 'p95 < 16.7 ms',
    });
    await page.close();

    // 4-5: `npm run web` to a playable board (a seated 2-player game at landing), and the page's part of it.
    // What a player runs: the production screen, built beforehand so that `npm run web` finds it up to date
    // (a second launch), and the server's bundle likewise (the first launch below builds it if need be and is
    // not counted). The board is playable when its canvas is in the page and two frames have been drawn since.
    await rpc(server.url, [
      [
        'campaign.new',
        {
          players: [
            { id: 'red', name: 'Red', colour: 'red' },
            { id: 'blue', name: 'Blue', colour: 'blue' },
          ],
          seed: 7,
        },
      ],
    ]);
    await server.stop();
    buildScreen('build:renderer');
    const launch: number[] = [];
    const load: number[] = [];
    for (let i = 0; i < 6; i++) {
      const t0 = performance.now();
      server = await launchWeb(dataDir, { build: true, timeoutMs: 120_000 });
      const rebuilt = /Building/.test(server.output());
      if (rebuilt && i > 0) throw new Error(`npm run web rebuilt on a second launch:\n${server.output()}`);
      await rpc(server.url, [['campaign.open', { id: await firstCampaign(server.url) }]]);
      await rpc(server.url, [['game.seat', { player: await activePlayer(server.url) }]]);
      const p = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      const t1 = performance.now();
      await p.goto(server.url);
      await p.locator('[data-testid=board] canvas').first().waitFor();
      await p.evaluate(
        () =>
          new Promise((res) => {
            const raf = (globalThis as unknown as { requestAnimationFrame(cb: () => void): void })
              .requestAnimationFrame;
            raf(() => raf(() => res(null)));
          }),
      );
      const t2 = performance.now();
      if (i > 0) {
        launch.push(t2 - t0);
        load.push(t2 - t1);
      }
      await p.close();
      await rpc(server.url, [['game.unseat', {}]]);
      await server.stop();
    }
    const l = stats(launch);
    rows.push({
      name: 'renderer: npm run web to playable board',
      median: l.median,
      p95: l.p95,
      measured: l.measured,
      unit: 'ms',
      target: '< 3000 ms',
    });
    const g = stats(load);
    rows.push({
      name: 'renderer: page load to playable board (web)',
      median: g.median,
      p95: g.p95,
      measured: g.measured,
      unit: 'ms',
      target: '< 1000 ms',
    });
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows.map((r) => ({ ...r, median: Math.round(r.median * 100) / 100, p95: Math.round(r.p95 * 100) / 100 }));
}

async function query<T>(url: string, method: string, args?: unknown): Promise<T> {
  const ws = await connect(url);
  const answer = new Promise<T>((res, rej) => {
    ws.on('message', (d) => {
      const m = JSON.parse(String(d));
      if (m.id !== 1) return;
      ws.close();
      if (m.result.ok) res(m.result.value as T);
      else rej(new Error(m.result.error.code));
    });
    ws.send(JSON.stringify({ id: 1, method, args }));
  });
  return withTimeout(answer, RPC_LIMIT_MS, `bench: ${method}`, () => ws.terminate());
}
async function firstCampaign(url: string): Promise<string> {
  return (await query<{ id: string }[]>(url, 'campaign.list'))[0]!.id;
}
async function activePlayer(url: string): Promise<string> {
  return (await query<{ active: string } | null>(url, 'game.view'))?.active ?? 'red';
}

if (/bench-renderer\.[cm]?[jt]s$/.test(process.argv[1] ?? '')) {
  benchRenderer().then(
    (rows) => console.table(rows),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
