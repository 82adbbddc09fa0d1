// The keyboard alone (issue 27, point 3): a whole turn — the seat, the tide card, the board by Tab, the hex cursor
// moved by the arrows and said in words for a screen reader, N to one's pieces, T to the destinations, Enter to
// act, Ctrl+Z to take back, E to end the turn — and a lesson step; the "?" list of keys. No mouse and no finger.
// The host side channel only sets the game up and reads it.
import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import type { Hex } from '../../src/engine/types';
import {
  HostClient,
  SHOTS,
  deployOneTankEach,
  fastForward,
  newTwoPlayerCampaign,
  openLesson,
  startWeb,
  tempData,
  type Web,
  test,
} from './helpers';
import { boardCursor, tabTo } from './board-input';

test.use({ viewport: { width: 1366, height: 768 } });

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

/** Screenshots at the three sizes, in English and French. */
async function shots(page: Page, name: string, shown = 'board'): Promise<void> {
  for (const lang of ['en', 'fr'] as const) {
    await host.value('settings.set', { language: lang });
    await page.evaluate((l) => (globalThis as unknown as { __fmhSetLang(l: string): void }).__fmhSetLang(l), lang);
    for (const [w, h] of [
      [1280, 720],
      [1366, 768],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await expect(page.getByTestId(shown)).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `keyboard-${name}-${lang}-${w}x${h}.png`) });
    }
  }
  await host.value('settings.set', { language: 'en' });
  await page.evaluate(() => (globalThis as unknown as { __fmhSetLang(l: string): void }).__fmhSetLang('en'));
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('a whole turn by the keyboard alone: the cursor said in words, N, T, Enter, Ctrl+Z, E; the list of keys', async ({
  page,
}) => {
  await newTwoPlayerCampaign(host, 'Keys', 4243);
  let s = await fastForward(host, (v) => v.phase === 'deploy');
  s = await deployOneTankEach(host, s);
  expect(s.phase).toBe('play');
  await page.goto(web.url);
  await page.getByTestId('handoff').or(page.getByTestId('resume')).waitFor();
  if (await page.getByTestId('resume').count()) {
    await tabTo(page, 'resume');
    await page.keyboard.press('Enter');
  }
  await tabTo(page, 'seat');
  await page.keyboard.press('Enter');
  const card = page.getByTestId('reveal-continue');
  await page.getByTestId('board').or(card).first().waitFor();
  if (await card.count()) {
    await tabTo(page, 'reveal-continue');
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('board')).toBeVisible();
  s = await host.session();
  const me = s.seated!;
  const tank = s.view!.pieces.find((p) => p.owner === me && p.type === 'tank' && p.at)!;

  // Tab reaches the board: its cursor shows, and what is under it is said
  await tabTo(page, 'board');
  const words = page.getByTestId('cursor-words');
  await expect(words).toContainText(/^Hex \d+,\d+ · /);
  const start = (await boardCursor(page))!;
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => boardCursor(page)).toEqual([start[0] + 1, start[1]]);
  await expect(words).toContainText(`Hex ${start[0] + 1},${start[1]} · `);

  // N to the tank (the astronef is one's piece too: N again), selected as it goes
  for (let i = 0; i < 4 && !same(await boardCursor(page), tank.at); i++) await page.keyboard.press('n');
  expect(await boardCursor(page)).toEqual(tank.at);
  await expect(page.getByTestId('selected')).toContainText(/tank/i);
  await expect(words).toContainText(/tank/i);
  await shots(page, 'cursor');

  // T to a destination, Enter moves there (a move that strands waits: Enter confirms it)
  await page.keyboard.press('t');
  const dest = (await boardCursor(page))!;
  expect(same(dest, tank.at)).toBe(false);
  await page.keyboard.press('Enter');
  const at = async () => (await host.session()).view!.pieces.find((p) => p.id === tank.id)!.at;
  await expect
    .poll(async () => {
      if (await page.getByTestId('confirm').count()) await page.keyboard.press('Enter');
      return same(await at(), dest);
    })
    .toBe(true);

  // Ctrl+Z takes it back
  await page.keyboard.press('Control+z');
  await expect.poll(async () => same(await at(), tank.at)).toBe(true);

  // ? lists the keys (the clock waits), Escape closes it and the board has the focus again
  await page.keyboard.press('?');
  await expect(page.getByTestId('keys')).toBeVisible();
  await expect(page.getByTestId('keys')).toContainText('end your turn');
  await shots(page, 'keys', 'keys');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('keys')).toHaveCount(0);
  await expect(page.getByTestId('board')).toBeFocused();

  // E ends the turn: armed first (AP are left), then taken
  await page.keyboard.press('e');
  await expect(page.getByTestId('end-turn')).toContainText('?');
  await page.keyboard.press('e');
  await expect(page.getByTestId('handoff')).toBeVisible();
  expect((await host.session()).active).not.toBe(me);
});

test('a lesson step by the keyboard: N to the piece, T to the hex the goal names, Enter', async ({ page }) => {
  await host.value('settings.set', { language: 'en' });
  // from the home screen (the turn's campaign, left open, would be opened again)
  await host.call('campaign.close');
  await openLesson(page, web.url, 'moving');
  await tabTo(page, 'board');
  await page.keyboard.press('n');
  await expect(page.getByTestId('selected')).toBeVisible();
  expect(await boardCursor(page)).toEqual([0, 1]);
  for (let i = 0; i < 40 && !same(await boardCursor(page), [6, 1]); i++) await page.keyboard.press('t');
  expect(await boardCursor(page)).toEqual([6, 1]);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lesson-success')).toBeVisible();
});
