// Touch alone (issue 27, point 2): a whole turn and a whole lesson played with a finger, as on a tablet or a
// touch laptop — taps to select and act (a tap on hexes smaller than a fingertip zooms around the finger first),
// two fingers to zoom and pan, a long press for what the mouse's hover shows, the confirmations and the end of
// the turn by their buttons. No mouse and no key. The host side channel only sets the game up and reads it.
import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import type { Hex } from '../../src/engine/types';
import {
  HostClient,
  SHOTS,
  deployOneTankEach,
  fastForward,
  newTwoPlayerCampaign,
  startWeb,
  tempData,
  type Web,
  test,
} from './helpers';
import { boardMiddle, boardView, longPress, offered, tapHex, twoFingers } from './board-input';

test.use({ hasTouch: true, viewport: { width: 1366, height: 768 } });

let web: Web;
let host: HostClient;

test.beforeAll(async () => {
  web = await startWeb(tempData());
  host = await HostClient.open(web.url);
});
test.afterAll(async () => {
  host?.close();
  await web?.stop();
});

const same = (a: Hex | null | undefined, b: Hex | null | undefined) => !!a && !!b && a[0] === b[0] && a[1] === b[1];

/** Screenshots of the page at the three sizes of a laptop or a tablet, in English and French. */
async function shots(page: Page, name: string): Promise<void> {
  for (const lang of ['en', 'fr'] as const) {
    await host.value('settings.set', { language: lang });
    await page.evaluate((l) => (globalThis as unknown as { __fmhSetLang(l: string): void }).__fmhSetLang(l), lang);
    for (const [w, h] of [
      [1280, 720],
      [1366, 768],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await expect(page.getByTestId('board')).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `touch-${name}-${lang}-${w}x${h}.png`) });
    }
  }
  await host.value('settings.set', { language: 'en' });
  await page.evaluate(() => (globalThis as unknown as { __fmhSetLang(l: string): void }).__fmhSetLang('en'));
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('a whole turn by touch alone: zoom and pan with two fingers, a long press, a tap to select and to move, take back, end the turn', async ({
  page,
}) => {
  await newTwoPlayerCampaign(host, 'Touch', 4242);
  let s = await fastForward(host, (v) => v.phase === 'deploy');
  s = await deployOneTankEach(host, s);
  expect(s.phase).toBe('play');
  await page.goto(web.url);
  await page.getByTestId('handoff').or(page.getByTestId('resume')).waitFor();
  if (await page.getByTestId('resume').count()) await page.getByTestId('resume').tap();
  await page.getByTestId('seat').tap();
  const card = page.getByTestId('reveal-continue');
  await page.getByTestId('board').or(card).first().waitFor();
  if (await card.count()) await card.tap();
  await expect(page.getByTestId('board')).toBeVisible();
  s = await host.session();
  const me = s.seated!;
  const tank = s.view!.pieces.find((p) => p.owner === me && p.type === 'tank' && p.at)!;

  // two fingers apart zoom in about their middle; together they pan; the Fit button fits again
  const fit = await boardView(page);
  const mid = await boardMiddle(page);
  await twoFingers(
    page,
    [
      { x: mid.x - 60, y: mid.y },
      { x: mid.x + 60, y: mid.y },
    ],
    [
      { x: mid.x - 150, y: mid.y },
      { x: mid.x + 150, y: mid.y },
    ],
  );
  const zoomed = await boardView(page);
  expect(zoomed.scale / fit.scale).toBeCloseTo(2.5, 1);
  await twoFingers(
    page,
    [
      { x: mid.x - 100, y: mid.y },
      { x: mid.x + 100, y: mid.y },
    ],
    [
      { x: mid.x - 100, y: mid.y + 80 },
      { x: mid.x + 100, y: mid.y + 80 },
    ],
  );
  const panned = await boardView(page);
  expect(panned.scale).toBeCloseTo(zoomed.scale, 5);
  expect(panned.y - zoomed.y).toBeCloseTo(80, 0);
  expect(panned.x).toBeCloseTo(zoomed.x, 0);
  // (on a loaded machine the first tap after two fingers may come while Chromium still ends their touches)
  await expect(async () => {
    await page.getByTestId('fit').tap();
    expect((await boardView(page)).scale).toBeCloseTo(fit.scale, 5);
  }).toPass({ timeout: 10_000 });

  // a long press shows what the hover shows, and selects nothing
  await longPress(page, tank.at!, () => expect(page.getByTestId('readout')).toContainText(/tank/i));
  await expect(page.getByTestId('selected')).toHaveCount(0);

  // at Fit a hex is smaller than a fingertip: the first tap zooms around the finger, the second selects
  await tapHex(page, tank.at!);
  await expect(page.getByTestId('selected')).toContainText(/tank/i);
  expect(64 * (await boardView(page)).scale).toBeGreaterThanOrEqual(40);
  await expect.poll(async () => (await offered(page)).destinations.length).toBeGreaterThan(0);
  await shots(page, 'selected');

  // a tap on a destination moves the tank there
  const dest = (await offered(page)).destinations[0]!.hex;
  await tapHex(page, dest);
  const yes = page.getByTestId('confirm-yes');
  await expect
    .poll(async () => {
      if (await yes.count()) await yes.tap();
      const now = await host.session();
      return same(now.view!.pieces.find((p) => p.id === tank.id)!.at, dest);
    })
    .toBe(true);

  // take back by its button, then the turn ends by its button (armed first: AP are left)
  await page.getByTestId('take-back').tap();
  await expect
    .poll(async () => same((await host.session()).view!.pieces.find((p) => p.id === tank.id)!.at, tank.at))
    .toBe(true);
  const end = page.getByTestId('end-turn');
  await end.tap();
  await expect(end).toContainText('?');
  await end.tap();
  await expect(page.getByTestId('handoff')).toBeVisible();
  expect((await host.session()).active).not.toBe(me);
});

test('a whole lesson by touch alone: shooting, with a long press to read who covers a hex', async ({ page }) => {
  await host.value('settings.set', { language: 'en' });
  // from the home screen (the turn's campaign, left open, would be opened again)
  await host.call('campaign.close');
  await page.goto(web.url);
  const fromHome = page.getByTestId('home-lessons');
  const fromLesson = page.getByTestId('lesson-list');
  await expect(fromHome.or(fromLesson)).toBeVisible();
  if (await fromLesson.count()) await fromLesson.tap();
  else await fromHome.tap();
  await page.getByTestId('lesson-start-shooting').tap();
  await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-lesson', 'shooting');
  await expect(page.getByTestId('board')).toBeVisible();
  // what the hover shows a newcomer: who covers this hex
  await longPress(page, [7, 2], () => expect(page.getByTestId('newcomer-cover')).toContainText('tank at 8,1'));
  await expect(page.getByTestId('newcomer-note')).toContainText('under enemy fire');
  await page.getByRole('button', { name: 'Got it' }).tap();
  await expect(page.getByTestId('newcomer-note')).toHaveCount(0);
  const at = async (id: string) => (await host.session()).view!.pieces.find((p) => p.id === id)?.at ?? null;
  const pieceOn = async (h: Hex) => (await host.session()).view!.pieces.find((p) => same(p.at, h))!.id;
  const moveBy = async (from: Hex, to: Hex) => {
    const id = await pieceOn(from);
    await tapHex(page, from);
    await expect(page.getByTestId('selected')).toBeVisible();
    await expect.poll(async () => (await offered(page)).destinations.length).toBeGreaterThan(0);
    await tapHex(page, to);
    await expect.poll(async () => same(await at(id), to)).toBe(true);
  };
  await moveBy([0, 1], [3, 1]);
  await moveBy([0, 3], [3, 3]);
  await tapHex(page, [3, 1]);
  await expect(page.getByTestId('selected')).toBeVisible();
  await tapHex(page, [5, 2]); // the target
  // a finger is told to tap, not to click (issue 27, point 5)
  await expect(page.getByTestId('hint')).toHaveText('Tap a destructor (2 of 2).');
  // the host says which destructor can be the second shooter: it is marked
  await expect.poll(async () => (await offered(page)).spots).toEqual([[3, 3]]);
  // a tap elsewhere keeps the shot going
  await tapHex(page, [1, 4]);
  await expect(page.getByTestId('hint')).toContainText(/destructor \(2 of 2\)/);
  await page.screenshot({ path: path.join(SHOTS, 'touch-second-shooter-en-1366x768.png') });
  await tapHex(page, [3, 3]); // the second shooter
  await page.getByTestId('confirm-yes').tap();
  await expect(page.getByTestId('lesson-success')).toBeVisible();
  await shots(page, 'lesson');
});
