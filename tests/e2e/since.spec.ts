// "Since your last turn" on the real screen (issue 13, point 10): the next player sees the other's move
// drawn on the board and listed in words; a line clicked centres and highlights its hexes; "Watch their
// turns" replays them, skippable. Screenshots in English and French at both sizes.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { SessionView } from '../../src/host/contract';
import type { Hex } from '../../src/engine/types';
import {
  deployOneTankEach,
  endTurn,
  fastForward,
  HostClient,
  newTwoPlayerCampaign,
  settled,
  shotsAtBothSizes,
  startWeb,
  takeSeat,
  tempData,
  SHOTS as SHOTS_ROOT,
  test,
} from './helpers';

const SHOTS = process.env.FMH_SHOTS ?? path.join(SHOTS_ROOT, 'takeback');
mkdirSync(SHOTS, { recursive: true });

type Probe = {
  currentOverlay: { trails?: { hexes: Hex[] }[]; focus?: Hex[] };
  view: { x: number; y: number; scale: number };
};
const probe = (page: Page) =>
  page.evaluate(() => {
    const b = (globalThis as unknown as { __fmhBoard: Probe }).__fmhBoard;
    return { overlay: b.currentOverlay, view: b.view };
  });

test('the next player sees what changed since his last turn, in words and on the board, and can watch it', async ({
  page,
}) => {
  const web = await startWeb(tempData());
  const host = await HostClient.open(web.url);
  try {
    await newTwoPlayerCampaign(host, 'Since', 31);
    let s: SessionView = await fastForward(host, (x) => x.phase !== 'landing');
    // turn 2: each player deploys one tank (through the host)
    s = await deployOneTankEach(host, s);
    // turn 3: the first player moves his tank, then ends his turn
    if (!s.seated) s = await host.value<SessionView>('game.seat', { player: s.handoff!.next });
    const mover = s.seated!;
    const tank = s.view!.pieces.find((p) => p.owner === mover && p.type === 'tank' && p.at)!;
    const dests = await host.value<{ to: Hex; path: Hex[]; strands?: boolean }[]>('query.destinations', {
      piece: tank.id,
    });
    const d = dests.filter((x) => !x.strands).sort((a, b) => b.path.length - a.path.length)[0]!;
    await host.value('game.act', { action: { type: 'move', piece: tank.id, path: d.path } });
    await host.value('game.endTurn');

    await page.goto(web.url);
    s = await takeSeat(page, host);
    expect(s.seated).not.toBe(mover);
    const panel = page.getByTestId('since');
    await expect(panel).toBeVisible();
    const moverName = mover === 'red' ? 'Red' : 'Blue';
    const line = page
      .getByTestId('since-line')
      .filter({ hasText: `${moverName}’s tank moved to ${d.to[0]},${d.to[1]}` });
    await expect(line).toHaveCount(1);
    // the way the tank went is drawn on the board, from where it stood
    await expect
      .poll(async () =>
        (await probe(page)).overlay.trails?.some(
          (t) => JSON.stringify(t.hexes.at(-1)) === JSON.stringify(d.to) && t.hexes.length === d.path.length + 1,
        ),
      )
      .toBe(true);
    await page.mouse.move(5, 5);
    await shotsAtBothSizes(page, SHOTS, '20-since-your-last-turn');

    // a line clicked centres and highlights its hexes
    const before = (await probe(page)).view;
    await line.click();
    await expect.poll(async () => (await probe(page)).overlay.focus ?? []).toContainEqual(d.to);
    const after = (await probe(page)).view;
    expect(after.scale).toBe(before.scale);
    // ...and so does a line of the log
    await page.getByTestId('log-entry').last().click();

    // watch their turns: the board shows the positions one after the other; Skip goes back to now
    await page.getByTestId('since-speed').selectOption('slow');
    for (const lang of ['en', 'fr'] as const)
      for (const [w, h] of [
        [1366, 768],
        [1920, 1080],
      ] as const) {
        await page.evaluate((l) => (globalThis as unknown as { __fmhSetLang(l: string): void }).__fmhSetLang(l), lang);
        await page.setViewportSize({ width: w, height: h });
        await page.getByTestId('since-watch').click();
        await expect(page.getByTestId('since-watching')).toBeVisible();
        // the step shown drawn (its move played out on the board)
        await settled(page);
        await page.screenshot({ path: path.join(SHOTS, `21-watching-their-turns-${lang}-${w}x${h}.png`) });
        // a screenshot may outlast the replay on a loaded machine: it ends by itself
        await expect(page.getByTestId('since-watch').or(page.getByTestId('since-skip'))).toBeVisible();
        // Skip if the replay still runs (clicked in the page at once: it may end between a look and a click)
        await page.evaluate(() =>
          (globalThis as unknown as { document: { querySelector(q: string): { click(): void } | null } }).document
            .querySelector('[data-testid="since-skip"]')
            ?.click(),
        );
        await expect(page.getByTestId('since-watch')).toBeVisible();
      }
    await page.evaluate(() => (globalThis as unknown as { __fmhSetLang(l: string): void }).__fmhSetLang('en'));
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByTestId('since-watch').click();
    await page.getByTestId('since-skip').click();
    await expect(page.getByTestId('since-watching')).toHaveCount(0);
    await expect(page.getByTestId('since-watch')).toBeVisible();
    await page.getByTestId('since-close').click();
    await expect(panel).toHaveCount(0);
  } finally {
    host.close();
    await web.stop();
  }
});

test('the view (zoom, pan, fire zones) is kept per player across hand-offs', async ({ page }) => {
  const web = await startWeb(tempData());
  const host = await HostClient.open(web.url);
  try {
    await newTwoPlayerCampaign(host, 'Views', 33);
    await fastForward(host, (x) => x.phase === 'deploy');
    await host.value('game.unseat');
    await page.goto(web.url);
    const first = (await takeSeat(page, host)).seated!;
    await page.getByTestId('zoom-in').click();
    await page.getByTestId('zoom-in').click();
    await page.getByTestId('fire-mode').selectOption('mine');
    const zoomed = (await probe(page)).view;
    await page.getByTestId('end-turn').click();
    // the other player gets the board as it opens for him
    const second = (await takeSeat(page, host)).seated!;
    expect(second).not.toBe(first);
    const secondFit = (await probe(page)).view;
    expect(secondFit.scale).toBeLessThan(zoomed.scale);
    await expect(page.getByTestId('fire-mode')).toHaveValue('off');
    await page.getByTestId('end-turn').click();
    // back to the first: his zoom, pan and fire zones as he left them
    const again = await takeSeat(page, host);
    expect(again.seated).toBe(first);
    await expect.poll(async () => (await probe(page)).view).toEqual(zoomed);
    await expect(page.getByTestId('fire-mode')).toHaveValue('mine');
    // the second left his board fitted; the window grows while he waits: his board comes back fitted to it
    await page.setViewportSize({ width: 1920, height: 1080 });
    await endTurn(page);
    expect((await takeSeat(page, host)).seated).toBe(second);
    await expect.poll(async () => (await probe(page)).view.scale).toBeGreaterThan(secondFit.scale * 1.2);
    await page.setViewportSize({ width: 1366, height: 768 });
  } finally {
    host.close();
    await web.stop();
  }
});

test("a person whose first turn comes after a computer seat's is told what it did before it (issue 27, point 10)", async ({
  page,
}) => {
  // the pause between a computer's moves, read when the server starts: short for the test
  process.env.FMH_COMPUTER_PACE_MS = '100';
  const web = await startWeb(tempData());
  delete process.env.FMH_COMPUTER_PACE_MS;
  const host = await HostClient.open(web.url);
  try {
    await host.value('settings.set', { language: 'en' });
    // seed 3: the computer seat lands first (tests/unit/host/since-first-turn.test.ts)
    await host.value('campaign.new', {
      players: [
        { id: 'red', name: 'CPU', colour: 'red', computer: 'easy' },
        { id: 'blue', name: 'Ann', colour: 'blue' },
      ],
      seed: 3,
    });
    await page.goto(web.url);
    const s = await takeSeat(page, host);
    expect(s.seated).toBe('blue');
    const panel = page.getByTestId('since');
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('since-title')).toHaveText('Before your first turn');
    await expect(panel).toContainText('CPU');
    await page.screenshot({ path: path.join(SHOTS, 'since-first-turn-en.png') });
  } finally {
    host.close();
    await web.stop();
  }
});
