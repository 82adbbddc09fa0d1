// Helpers of the end-to-end tests: start `npm run web` on a temporary data folder, talk to the host
// over its WebSocket (only to read state and fast-forward turns), click hexes on the canvas.
import { mkdtempSync, readFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import WebSocket from 'ws';
import { expect, test as base, type Page } from '@playwright/test';
import type { ApiResult, SessionView } from '../../src/host/contract';
import type { Action, Hex } from '../../src/engine/types';
import { launchWeb, type WebProcess } from '../../src/cli/launch-web.js';
import { FALLBACK_MARK } from '../../renderer/src/i18n/refusal-fallback';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SHOTS = path.join(ROOT, 'test-results', 'screens');
mkdirSync(SHOTS, { recursive: true });

export function tempData(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'fmh-e2e-'));
}

export type Web = WebProcess;

/** The web servers started in this worker process, each until the end of the test in which it was stopped. */
const servers: { web: Web; started: number; stopped: number | null }[] = [];

/**
 * Web mode on `dataDir`; resolves with the printed URL. It serves the renderer built once for the run in the
 * end-to-end mode (global-setup.ts: with the test hooks). What it prints is kept: attached to a test that fails
 * (see `test`), and written on this process's stderr at once if it ends before it is stopped.
 */
export async function startWeb(dataDir: string): Promise<Web> {
  const web = await launchWeb(dataDir, { build: false });
  const entry = { web, started: Date.now(), stopped: null as number | null };
  servers.push(entry);
  return {
    ...web,
    stop: async () => {
      await web.stop();
      entry.stopped = Date.now();
    },
  };
}

/**
 * Playwright's `test`, with what every spec needs around each test (the specs take `test` from here): when a
 * test fails, or a server ended before it was stopped, the output of every web server that lived during the
 * test is attached to it (`web-server-N.log`, beside its picture and trace), so a host that went away says why.
 */
export const test = base.extend<{ serverOutput: void }>({
  // a refusal whose own sentence threw, so that the screen said its code's general sentence instead
  // (renderer/src/i18n/refusal-fallback.ts, said on the console with its mark): the test fails, naming it
  context: async ({ context }, use) => {
    const heard: string[] = [];
    context.on('console', (m) => {
      if (m.type() === 'error' && m.text().startsWith(FALLBACK_MARK)) heard.push(m.text());
    });
    await use(context);
    expect(heard, 'a refusal fell back to its general sentence (its own sentence threw)').toEqual([]);
  },
  serverOutput: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const from = Date.now();
      await use();
      const failed = testInfo.status !== testInfo.expectedStatus;
      const lived = servers.filter((s) => s.stopped === null || s.stopped >= from);
      for (const [i, s] of lived.entries()) {
        const early = s.web.exitedEarly();
        if (!failed && !early) continue;
        const head =
          `web server pid ${s.web.proc.pid}, ${s.web.url.replace(/token=.*/, 'token=…')}, started ` +
          `${new Date(s.started).toISOString()}, ${early ? `${early} before it was stopped` : s.stopped ? 'stopped' : 'running'}\n`;
        await testInfo.attach(`web-server-${i + 1}.log`, { body: head + s.web.output(), contentType: 'text/plain' });
      }
      // the stopped ones are of no later test's interest
      for (let i = servers.length - 1; i >= 0; i--) if (servers[i]!.stopped !== null) servers.splice(i, 1);
    },
    { auto: true },
  ],
});

/**
 * Makes the host slow at one request of the page, as a busy machine does: from the next page load on, each of the
 * page's `method` requests reaches the host `ms` later, and the requests after it wait behind it (the host still
 * gets them in the page's order). Not a wait of the test: the test must wait for what the screen says after such
 * a request, never read the host at once.
 */
export async function holdBack(page: Page, method: string, ms: number): Promise<void> {
  await page.routeWebSocket(/\/api\?/, (ws) => {
    const server = ws.connectToServer();
    let queue: Promise<unknown> = Promise.resolve();
    ws.onMessage((m) => {
      let late = false;
      try {
        late = (JSON.parse(String(m)) as { method?: unknown }).method === method;
      } catch {
        /* not a request: passed on as it is */
      }
      queue = queue.then(() => (late ? delay(ms) : undefined)).then(() => server.send(m));
    });
  });
}

/** A side channel to the host, as the page would talk to it. */
export class HostClient {
  private ws!: WebSocket;
  private id = 1;
  private waiting = new Map<number, (r: ApiResult<unknown>) => void>();
  static async open(pageUrl: string): Promise<HostClient> {
    const c = new HostClient();
    const u = new URL(pageUrl);
    c.ws = new WebSocket(`ws://${u.host}/api${u.search}`, { origin: `http://${u.host}` });
    c.ws.on('message', (d) => {
      const m = JSON.parse(String(d));
      if (!('id' in m)) return;
      c.waiting.get(m.id)?.(m.result);
      c.waiting.delete(m.id);
    });
    // a connection the server dropped fails the calls waiting on it at once, with why, instead of
    // leaving the test to its timeout
    c.ws.on('close', (code, reason) => {
      c.closed = `the test's connection to the host closed (${code} ${String(reason)})`;
      for (const answer of c.waiting.values()) answer(c.failure());
      c.waiting.clear();
    });
    await new Promise((res, rej) => {
      c.ws.once('open', res);
      c.ws.once('error', rej);
    });
    return c;
  }
  private closed: string | null = null;
  private failure(): ApiResult<never> {
    return { ok: false, error: { code: 'INTERNAL', params: {}, message: this.closed ?? 'closed' } } as ApiResult<never>;
  }
  call<T = unknown>(method: string, args?: unknown): Promise<ApiResult<T>> {
    if (this.closed) return Promise.resolve(this.failure());
    const id = this.id++;
    return new Promise((res) => {
      this.waiting.set(id, res as (r: ApiResult<unknown>) => void);
      this.ws.send(JSON.stringify({ id, method, args }));
    });
  }
  async value<T = unknown>(method: string, args?: unknown): Promise<T> {
    const r = await this.call<T>(method, args);
    if (!r.ok) throw new Error(`${method}: ${r.error.code} ${r.error.message}`);
    return r.value;
  }
  session(): Promise<SessionView> {
    return this.value<SessionView>('game.view');
  }
  close(): void {
    this.ws.close();
  }
}

/**
 * A web server on a fresh data folder and the test's own connection to its host, the screen in English, for
 * the length of `body`; both closed after it, whether it passed or failed.
 */
export async function withWeb<T>(body: (web: Web, host: HostClient) => Promise<T>): Promise<T> {
  const web = await startWeb(tempData());
  const host = await HostClient.open(web.url);
  try {
    await host.value('settings.set', { language: 'en' });
    return await body(web, host);
  } finally {
    host.close();
    await web.stop();
  }
}

/** The new-game screen, from the start page. */
export async function openNewGame(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('new-game-screen')).toBeVisible();
}

export const MAP = JSON.parse(readFileSync(path.join(ROOT, 'assets/maps/original.json'), 'utf8')) as {
  cols: number;
  rows: number;
  terrain: string[];
};
export const terrain = (h: Hex) => MAP.terrain[h[1]]?.[h[0]];

export function neighbours([x, y]: Hex): Hex[] {
  return (x & 1) === 0
    ? [
        [x, y - 1],
        [x + 1, y - 1],
        [x + 1, y],
        [x, y + 1],
        [x - 1, y],
        [x - 1, y - 1],
      ]
    : [
        [x, y - 1],
        [x + 1, y],
        [x + 1, y + 1],
        [x, y + 1],
        [x - 1, y + 1],
        [x - 1, y],
      ];
}
export function distance(a: Hex, b: Hex): number {
  const cube = ([c, r]: Hex) => {
    const q = c;
    const rr = r - (c - (c & 1)) / 2;
    return [q, rr, -q - rr];
  };
  const [a1, a2, a3] = cube(a);
  const [b1, b2, b3] = cube(b);
  return Math.max(Math.abs(a1! - b1!), Math.abs(a2! - b2!), Math.abs(a3! - b3!));
}

/** Astronef landing candidates near a column (bubble + N-orientation podes on plain/marsh, away from the edge). */
export function landingCandidates(nearX: number): Hex[] {
  const out: Hex[] = [];
  for (let y = 3; y < MAP.rows - 3; y++)
    for (let x = Math.max(3, nearX - 4); x <= Math.min(MAP.cols - 4, nearX + 4); x++) {
      const b: Hex = [x, y];
      const n = neighbours(b);
      const hs = [b, n[0]!, n[2]!, n[4]!];
      if (hs.every((h) => 'pm'.includes(terrain(h) ?? 's'))) out.push(b);
    }
  return out.sort((a, b) => Math.abs(a[0] - nearX) - Math.abs(b[0] - nearX));
}

/** Where a hex is on the screen (the board exposes its hex math as window.__fmhBoard). */
export async function hexPoint(page: Page, h: Hex): Promise<{ x: number; y: number }> {
  const p = await page.evaluate((hex) => {
    const b = (
      globalThis as unknown as {
        __fmhBoard: {
          hexToScreen(h: number[]): { x: number; y: number };
          stage: { container(): { getBoundingClientRect(): { left: number; top: number } } };
        };
      }
    ).__fmhBoard;
    const r = b.stage.container().getBoundingClientRect();
    const s = b.hexToScreen(hex);
    return { x: s.x + r.left, y: s.y + r.top };
  }, h);
  return p;
}

export async function clickHex(page: Page, h: Hex, opts: { shift?: boolean } = {}): Promise<void> {
  const p = await hexPoint(page, h);
  if (opts.shift) await page.keyboard.down('Shift');
  await page.mouse.click(p.x, p.y);
  if (opts.shift) await page.keyboard.up('Shift');
}

/**
 * Waits until the screen is settled: no request to the host in flight (nor answered less than a task ago), no
 * animation on the board, no tide fading, no repaint due, the board's stage at its frame's size. Each reading is
 * taken a frame later than asked, so that a draw the page had queued has run (and set off what it sets off). What
 * is still under way is named when it does not settle (the e2e build's `window.__fmhSettled()`,
 * renderer/src/lib/test-hooks.ts).
 */
export async function settled(page: Page, timeout = 30_000): Promise<void> {
  const reading = `new Promise((answer) => requestAnimationFrame(() =>
    answer(globalThis.__fmhSettled ? globalThis.__fmhSettled() : ['the page is not loaded'])))`;
  await expect
    .poll(() => page.evaluate(reading) as Promise<string[]>, {
      message: 'the screen settles',
      timeout,
      intervals: [20, 50, 100, 200],
    })
    .toEqual([]);
}

/**
 * Reads `read` again and again for `ms` and fails as soon as it changes from its first value: for what must stay
 * as it is over a while (a paused clock stands), the one place a test lets time pass on purpose.
 */
export async function unchangedFor<T>(ms: number, read: () => Promise<T>): Promise<T> {
  const first = await read();
  const until = Date.now() + ms;
  let last = first;
  await expect
    .poll(
      async () => {
        last = await read();
        if (JSON.stringify(last) !== JSON.stringify(first)) return 'changed';
        return Date.now() >= until ? 'held' : 'watching';
      },
      { timeout: ms + 30_000, intervals: [100] },
    )
    .not.toBe('watching');
  expect(last as unknown, `unchanged for ${ms} ms`).toEqual(first);
  return first;
}

/**
 * Waits until the page has the answers to all it asked (`<html data-requests="0">`, the end-to-end build): what
 * an answer set off (an animation) is under way, perhaps not over (`settled` waits for that too). For a test that
 * read the host through its side channel: the host may have a move before the page has heard of it.
 */
export async function answered(page: Page, timeout = 30_000): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-requests', '0', { timeout });
}

/**
 * Clicks a piece and waits until the screen shows it selected: by then it has asked the host for the
 * piece's destinations and abilities, so the next click means "there", not "nothing selected".
 */
export async function selectAt(page: Page, h: Hex): Promise<void> {
  await clickHex(page, h);
  await expect(page.getByTestId('selected')).toBeVisible();
  await settled(page);
}

/**
 * Just after a player took the seat: the tide card of a new turn shows for him and stays until dismissed;
 * pass it when it comes (it comes with the seat's answer, or not at all).
 */
export async function passTideCard(page: Page): Promise<void> {
  // the seat's answer brings the board and, at a new turn, the card with it; once there, it is dismissed
  // (however long the click waits for the card to settle)
  const card = page.getByTestId('reveal-continue');
  await page.getByTestId('board').or(card).first().waitFor({ timeout: 60_000 });
  await settled(page);
  if (await card.count()) {
    await card.click();
    await expect(card).toHaveCount(0);
  }
}

/** At the hand-off screen: the next player takes the seat (and passes the tide reveal); the board shows. */
export async function takeSeat(page: Page, host: HostClient): Promise<SessionView> {
  await expect(page.getByTestId('handoff')).toBeVisible();
  await page.getByTestId('seat').click();
  await passTideCard(page);
  await expect(page.getByTestId('board')).toBeVisible();
  return host.session();
}

/** Opens the page on the campaign the host has open (resuming it from home if need be). */
export async function openCampaignPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByTestId('handoff').or(page.getByTestId('resume')).waitFor();
  if (await page.getByTestId('resume').count()) await page.getByTestId('resume').click();
}

/**
 * An action the screen holds for confirmation (a landing always; a shot; a move that strands or that the
 * host would cut short): once the screen has settled after the click, confirms it with the box's button if the
 * box is up; returns whether it was.
 */
export async function confirmIfAsked(page: Page): Promise<boolean> {
  await settled(page);
  const yes = page.getByTestId('confirm-yes');
  if (!(await yes.isVisible())) return false;
  await yes.click();
  await expect(page.getByTestId('confirm')).toHaveCount(0);
  return true;
}

/** Deployment: picks a piece in the astronef's list and waits until the screen has it selected. */
export async function pickToDeploy(page: Page, id: string): Promise<void> {
  const b = page.getByTestId(`deploy-${id}`);
  await b.click();
  await expect(b).toHaveClass(/\bon\b/);
  await settled(page);
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** The screen speaks `lang` now: the host's setting (when given), and the page told at once (e2e build hook). */
export async function setLanguage(page: Page, host: HostClient | undefined, lang: 'en' | 'fr'): Promise<void> {
  if (host) await host.value('settings.set', { language: lang });
  await page.evaluate((l) => (globalThis as unknown as { __fmhSetLang(l: string): void }).__fmhSetLang(l), lang);
}

/**
 * Screenshots of the page as it stands at the two sizes the issues name (1366x768, 1920x1080), in English
 * and French unless `languages` says otherwise, into `dir` as `<name>-<lang>-<w>x<h>.png` (or
 * `<name>-<w>x<h>.png` for one language left unnamed). A `host` has its language setting follow. `frame`
 * runs before each picture, at its size and language (to scroll what is to be seen into view). The page
 * ends in English at 1366x768.
 */
export async function shotsAtBothSizes(
  page: Page,
  dir: string,
  name: string,
  opts: { host?: HostClient; languages?: ('en' | 'fr')[] | null; frame?: () => Promise<void> } = {},
): Promise<void> {
  const setLang = (lang: 'en' | 'fr') => setLanguage(page, opts.host, lang);
  const languages = opts.languages === undefined ? (['en', 'fr'] as const) : opts.languages;
  for (const lang of languages ?? [null]) {
    if (lang) await setLang(lang);
    for (const [w, h] of [
      [1366, 768],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await settled(page);
      await opts.frame?.();
      await page.screenshot({ path: path.join(dir, `${name}${lang ? `-${lang}` : ''}-${w}x${h}.png`) });
    }
  }
  if (languages) await setLang('en');
  await page.setViewportSize({ width: 1366, height: 768 });
  // settled at that size, as after each shot (a fitted board fits itself again to its new frame)
  await settled(page);
}

/** Ends the turn, confirming when AP are left; `continueReveal` also passes the next tide card's reveal. */
export async function endTurn(page: Page, opts: { continueReveal?: boolean } = {}): Promise<void> {
  const b = page.getByTestId('end-turn');
  const answers = () => page.evaluate(`globalThis.__fmhAnswered('game.endTurn')`) as Promise<number>;
  const before = await answers();
  await b.click();
  // Returns once the host has answered the end (the e2e build counts the page's answers by request, test-hooks.ts).
  // Not at the confirming click: a caller on a loaded machine then asked the host while the end was in flight, found
  // the turn going on, and waited for a button the answer took away. Nor once the whole screen settles: a computer
  // seat's turn that follows animates its moves and could be over by then. With AP left the press arms a
  // confirmation (nothing sent), taken by a press while it shows armed; a press that came after it disarmed
  // (CONFIRM_END_MS, on a loaded machine) armed it again, and is pressed again.
  await expect
    .poll(
      async () => {
        if ((await answers()) > before) return 'answered';
        const armed = /\?/.test((await b.textContent({ timeout: 1000 }).catch(() => null)) ?? '');
        if (armed && (await page.locator('html[data-requests="0"]').count())) await b.click({ timeout: 5000 });
        return 'waiting';
      },
      { message: 'the host answers the end of the turn', timeout: 60_000, intervals: [50, 100, 200] },
    )
    .toBe('answered');
  if (!opts.continueReveal) return;
  await passTideCard(page);
}

/** The lessons list, from the home screen or from the lesson left open by the previous test. */
export async function toLessons(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const fromHome = page.getByTestId('home-lessons');
  const fromLesson = page.getByTestId('lesson-list');
  await expect(fromHome.or(fromLesson)).toBeVisible();
  if (await fromLesson.count()) await fromLesson.click();
  else await fromHome.click();
  await expect(page.getByTestId('lessons-progress')).toBeVisible();
}

/** Starts a lesson from the lessons list and waits for its board. */
export async function openLesson(page: Page, url: string, id: string): Promise<void> {
  await toLessons(page, url);
  await page.getByTestId(`lesson-start-${id}`).click();
  await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-lesson', id);
  await expect(page.getByTestId('board')).toBeVisible();
  await settled(page);
}

/** A new 2-player campaign (red and blue) made through the host, in English. */
export async function newTwoPlayerCampaign(
  host: HostClient,
  name: string,
  seed: number,
  variant?: Record<string, unknown>,
): Promise<void> {
  await host.value('settings.set', { language: 'en' });
  await host.value('campaign.new', {
    name,
    players: [
      { id: 'red', name: 'Red', colour: 'red' },
      { id: 'blue', name: 'Blue', colour: 'blue' },
    ],
    seed,
    ...(variant ? { variant } : {}),
  });
}

/** Turn 2 through the host: each player deploys one tank on the first spot offered and ends his turn. */
export async function deployOneTankEach(host: HostClient, from: SessionView): Promise<SessionView> {
  let s = from;
  for (let guard = 0; guard < 6 && s.phase === 'deploy'; guard++) {
    if (!s.seated) s = await host.value<SessionView>('game.seat', { player: s.handoff!.next });
    const tank = s.view!.pieces.find(
      (p) => p.owner === s.seated && p.type === 'tank' && s.view!.deployable.includes(p.id),
    );
    if (tank) {
      const spots = await host.value<Hex[]>('query.deploySpots', { piece: tank.id });
      await host.value('game.act', { action: { type: 'deploy', piece: tank.id, to: spots[0] } });
    }
    await host.value('game.endTurn');
    s = await host.session();
  }
  return s;
}

/**
 * Fast-forward through the host: each player lands his astronef on the first spot that works (red to the
 * west, blue to the east), every other turn is ended at once, until `done` says stop.
 */
export async function fastForward(host: HostClient, done: (s: SessionView) => boolean): Promise<SessionView> {
  for (let guard = 0; guard < 200; guard++) {
    const s = await host.session();
    if (done(s)) break;
    if (!s.seated) await host.value('game.seat', { player: s.handoff?.next ?? s.active });
    const cur = await host.session();
    if (cur.phase === 'landing') {
      const nef = cur.view!.pieces.find((p) => p.type === 'astronef' && p.owner === cur.seated && !p.at)!;
      for (const c of landingCandidates(cur.seated === 'red' ? 8 : 28)) {
        const r = await host.call('game.act', { action: { type: 'land', astronef: nef.id, at: c, orientation: 'N' } });
        if (r.ok) break;
      }
    } else await host.value('game.endTurn');
  }
  return host.session();
}

/** Plays `log` through the host as the people at the table would: each action by its player, seated in turn. */
export async function playThroughHost(host: HostClient, log: readonly Action[]): Promise<void> {
  for (const action of log) {
    const s = await host.session();
    const actor = action.type === 'liftOff' ? action.player : s.active;
    if (s.seated !== actor) {
      if (s.seated) await host.value('game.unseat');
      await host.value('game.seat', { player: actor });
    }
    if (action.type === 'endTurn') await host.value('game.endTurn');
    else await host.value('game.act', { action });
  }
}

/** After the turn-21 choices: every turn ended through the host until the game is over (or a turn will not end). */
export async function endTurnsToTheEnd(host: HostClient): Promise<void> {
  for (let guard = 0; guard < 40; guard++) {
    const cur = await host.session();
    if (cur.over) return;
    if (!cur.seated) await host.value('game.seat', { player: cur.handoff?.next ?? cur.active });
    const r = await host.call('game.endTurn');
    if (!r.ok) return;
  }
}
