// Confirmations on the real screen (issue 13, points 6-9): a landing waits on its four hexes for a
// confirming click or Enter (R still turns it); a shot says what it will destroy; a move that strands its
// piece says so in words; a drawn path the host would cut is offered only as far as it goes, with why.
// Screenshots in English and French at both sizes go to test-results/screens/takeback/ (or FMH_SHOTS).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { Hex } from '../../src/engine/types';
import {
  clickHex,
  hexPoint,
  HostClient,
  neighbours,
  openLesson,
  selectAt,
  shotsAtBothSizes,
  startWeb,
  takeSeat,
  tempData,
  type Web,
  SHOTS as SHOTS_ROOT,
  test,
} from './helpers';

const SHOTS = process.env.FMH_SHOTS ?? path.join(SHOTS_ROOT, 'takeback');
mkdirSync(SHOTS, { recursive: true });

let web: Web;
let host: HostClient;
test.beforeAll(async () => {
  web = await startWeb(tempData());
  host = await HostClient.open(web.url);
  await host.value('settings.set', { language: 'en', animationSpeed: 0 });
});
test.afterAll(async () => {
  host?.close();
  await web?.stop();
});

type Probe = { currentOverlay: { ghost?: Hex[]; targets: Hex[]; path: Hex[] } };
const overlay = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __fmhBoard: Probe }).__fmhBoard.currentOverlay);

test('a landing waits on its four hexes for a confirming click or Enter, and still turns', async ({ page }) => {
  await host.value('campaign.new', {
    name: 'Landing',
    players: [
      { id: 'red', name: 'Red', colour: 'red' },
      { id: 'blue', name: 'Blue', colour: 'blue' },
    ],
    seed: 99,
  });
  await page.goto(web.url);
  const s = await takeSeat(page, host);
  const spots = await host.value<{ at: Hex; orientation: 'N' | 'S' }[]>('query.landingSpots');
  const both = spots.filter(
    (x) =>
      x.orientation === 'N' && spots.some((y) => y.orientation === 'S' && y.at[0] === x.at[0] && y.at[1] === x.at[1]),
  );
  const spot = both[Math.floor(both.length / 2)]!.at;
  await clickHex(page, spot);
  const box = page.getByTestId('confirm');
  await expect(box).toHaveAttribute('data-kind', 'land');
  await expect(box).toContainText(`Land the astronef here, its bubble at ${spot[0]},${spot[1]}?`);
  const n = neighbours(spot);
  await expect.poll(async () => (await overlay(page)).ghost).toEqual([spot, n[0], n[2], n[4]]);
  expect((await host.session()).active).toBe(s.seated);
  await page.mouse.move(5, 5);
  await shotsAtBothSizes(page, SHOTS, '10-landing-confirm');
  // R turns it where it waits
  await page.keyboard.press('r');
  await expect.poll(async () => (await overlay(page)).ghost).toEqual([spot, n[3], n[1], n[5]]);
  // Enter lands it, turned
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await host.session()).active, { timeout: 10000 }).not.toBe(s.seated);
  const log = await host.value<{ events: { type: string; orientation?: string; at?: Hex }[] }[]>('game.log');
  expect(log[0]!.events.find((e) => e.type === 'landed')).toMatchObject({ at: spot, orientation: 'S' });
  // the lessons below start from the home screen
  await host.value('campaign.close');
});

test('a shot says what it will destroy, the cargo included, before it is fired', async ({ page }) => {
  await openLesson(page, web.url, 'shooting');
  await selectAt(page, [0, 1]);
  await clickHex(page, [3, 1]);
  await expect.poll(async () => (await host.session()).view!.pieces.find((p) => p.id === 't1')?.at).toEqual([3, 1]);
  await selectAt(page, [0, 3]);
  await clickHex(page, [3, 3]);
  await expect.poll(async () => (await host.session()).view!.pieces.find((p) => p.id === 't2')?.at).toEqual([3, 3]);
  await selectAt(page, [3, 1]);
  await clickHex(page, [5, 2]); // the target
  await clickHex(page, [3, 3]); // the second shooter
  const box = page.getByTestId('confirm');
  await expect(box).toHaveAttribute('data-kind', 'fire');
  await expect(box).toContainText('Shoot at 5,2? It will destroy: Red’s crab with its cargo (the ore).');
  await expect.poll(async () => (await overlay(page)).targets).toEqual([[5, 2]]);
  expect((await host.session()).view!.pieces.find((p) => p.id === 'e1')?.at).toEqual([5, 2]);
  await page.mouse.move(5, 5);
  await shotsAtBothSizes(page, SHOTS, '11-shot-confirm');
  await page.getByTestId('confirm-yes').click();
  await expect.poll(async () => (await host.session()).view!.pieces.find((p) => p.id === 'e1')?.at ?? null).toBeNull();
  // its cargo went with it (the view lists no destroyed piece)
  expect((await host.session()).view!.pieces.some((p) => p.id === 'o1')).toBe(false);
});

test('a move that will strand its piece at the next tide says so in words; a cut path is offered as far as it goes', async ({
  page,
}) => {
  await openLesson(page, web.url, 'tides');
  await selectAt(page, [0, 2]);
  await clickHex(page, [3, 2]); // a marsh: land now, flooded by the high tide the forecast shows
  const box = page.getByTestId('confirm');
  await expect(box).toHaveAttribute('data-kind', 'strand');
  await expect(box).toContainText(
    'At the next tide (high tide, in your forecast) this tank will be stuck until the tide goes down.',
  );
  await page.mouse.move(5, 5);
  await shotsAtBothSizes(page, SHOTS, '12-strand-warning');
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);
  expect((await host.session()).view!.pieces.find((p) => p.id === 't1')?.at).toEqual([0, 2]);

  // a drag through the pondeuse's hex: only the steps before it are offered, and why it stops
  await openLesson(page, web.url, 'tides');
  await selectAt(page, [0, 2]);
  const pts = await Promise.all(
    (
      [
        [0, 2],
        [0, 3],
        [0, 4],
        [1, 4],
      ] as Hex[]
    ).map((h) => hexPoint(page, h)),
  );
  await page.mouse.move(pts[0]!.x, pts[0]!.y);
  await page.mouse.down();
  for (const p of pts.slice(1)) await page.mouse.move(p.x, p.y, { steps: 4 });
  await page.mouse.up();
  await expect(box).toHaveAttribute('data-kind', 'cut');
  await expect(box).toContainText('The tank can only go as far as 0,3.');
  await expect
    .poll(async () => (await overlay(page)).path)
    .toEqual([
      [0, 2],
      [0, 3],
    ]);
  expect((await host.session()).view!.pieces.find((p) => p.id === 't1')?.at).toEqual([0, 2]);
  await page.mouse.move(5, 5);
  await shotsAtBothSizes(page, SHOTS, '13-cut-path');
  await page.getByTestId('confirm-yes').click();
  await expect.poll(async () => (await host.session()).view!.pieces.find((p) => p.id === 't1')?.at).toEqual([0, 3]);
});
