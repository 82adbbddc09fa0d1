// Turn 21: each player, behind the hand-off screen, chooses leave or stay; nobody sees another's choice
// until all are in, then all are shown together. Turns 1 to 20 are fast-forwarded through the host API.
import { expect, type Locator } from '@playwright/test';
import type { SessionView } from '../../src/host/contract';
import {
  HostClient,
  endTurnsToTheEnd,
  fastForward,
  newTwoPlayerCampaign,
  settled,
  shot,
  startWeb,
  tempData,
  passTideCard,
  test,
} from './helpers';

/** The board's frame, and the box its planet is shown in (its canvas, moved and scaled with the view). */
async function paintedBox(board: Locator) {
  return board.evaluate((el) => {
    const frame = el.getBoundingClientRect();
    const planet = el.querySelector('canvas[data-layer=terrain]')!.getBoundingClientRect();
    return { canvas: { w: frame.width, h: frame.height }, painted: { w: planet.width, h: planet.height } };
  });
}
/** Fitted: the planet fills the frame's width or height, to the board's margins, and overflows neither. */
const fitted = (b: Awaited<ReturnType<typeof paintedBox>>) =>
  (b.painted.w >= b.canvas.w - 24 || b.painted.h >= b.canvas.h - 24) &&
  b.painted.w <= b.canvas.w - 8 &&
  b.painted.h <= b.canvas.h - 8;

test('turn-21 lift-off choices stay secret until all are in', async ({ page }) => {
  const web = await startWeb(tempData());
  const host = await HostClient.open(web.url);
  try {
    await newTwoPlayerCampaign(host, 'Lift-off', 99);
    // fast-forward: land, then end every turn until the turn-21 decision
    let s: SessionView = await fastForward(host, (x) => x.phase === 'liftoff' || x.turn > 21);
    expect(s.phase).toBe('liftoff');
    // whoever might be seated gets up: the screen starts at the hand-off
    if (s.seated) await host.value('game.unseat');

    await page.goto(web.url);
    // the campaign is open in the host: the page goes straight to it (else resume it from home)
    await page.getByTestId('handoff').or(page.getByTestId('resume')).waitFor();
    if (await page.getByTestId('resume').count()) await page.getByTestId('resume').click();
    const choices: Record<string, 'leave' | 'stay'> = {};
    for (let k = 0; k < 2; k++) {
      await expect(page.getByTestId('handoff')).toBeVisible();
      s = await host.session();
      const who = s.handoff!.next;
      // nothing of anybody's choice on the hand-off screen
      await expect(page.getByTestId('liftoff')).toHaveCount(0);
      await page.getByTestId('seat').click();
      await passTideCard(page);
      await expect(page.getByTestId('liftoff')).toBeVisible();
      await expect(page.getByTestId('liftoff-progress')).toHaveText(`${k} of 2 decided`);
      // the first player's choice is nowhere in the second player's page
      await expect(page.getByTestId('liftoff-revealed')).toHaveCount(0);
      if (k === 1) {
        const text = (await page.locator('body').innerText()).toLowerCase();
        const other = Object.keys(choices)[0]!;
        // (the astronef is named in words, never by its id; a recorded choice reads "astronef: Leave now")
        expect(text).not.toContain(`${other}.astronef`);
        expect(text).not.toContain(`astronef: ${choices[other] === 'leave' ? 'leave now' : 'stay'}`);
        const log = (await host.value<{ action: { type: string; choice?: string } }[]>('game.log')).filter(
          (e) => e.action.type === 'liftOff',
        );
        expect(log.every((e) => e.action.choice === 'hidden')).toBe(true);
      }
      await shot(page, `20-liftoff-${k}`);
      const choice = k === 0 ? 'leave' : 'stay';
      choices[who] = choice;
      const nef = s.players.find((p) => p.id === who)!.id + '.astronef';
      await page.getByTestId(`${choice}-${nef}`).check();
      await page.getByTestId('liftoff-confirm').click();
      await settled(page);
    }
    // all in: the choices are shown together
    s = await host.session();
    if (!s.seated && s.handoff) {
      await page.getByTestId('seat').click();
      await passTideCard(page);
    }
    await expect(page.getByTestId('liftoff-revealed')).toBeVisible();
    await expect(page.getByTestId('liftoff-revealed').locator('li')).toHaveCount(2);
    await shot(page, '21-liftoff-revealed');

    // on to the end of the game through the host; the screen turns to the end-of-game screen
    await endTurnsToTheEnd(host);
    await expect(page.getByTestId('end')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('winner')).toBeVisible();
    // the charts: turns 1 to 25 along the bottom, both players in the legend
    for (const k of ['ore', 'pieces']) {
      const chart = page.getByTestId(`chart-${k}`);
      await expect(chart).toBeVisible();
      await expect(chart.locator('svg text', { hasText: /^25$/ })).toHaveCount(1);
      await expect(chart.locator('.legend li')).toHaveText(['Red', 'Blue']);
    }
    // the winner's lift-off at rest, the replay board drawn
    await expect(page.getByTestId('end').getByTestId('planet-scene')).not.toHaveAttribute('data-lift-done', 'false');
    await settled(page);
    await shot(page, '30-end-of-game');
    // the replay: step back to the start and forward
    await page.getByTestId('jump-turn').fill('3');
    await page.getByTestId('jump-go').click();
    await expect(page.getByTestId('replay-position')).toContainText('turn 3');
    const at = (await page.getByTestId('replay-position').textContent())!;
    await page.getByTestId('step').click();
    await expect(page.getByTestId('replay-position')).not.toHaveText(at);
    await settled(page);
    await shot(page, '31-replay');

    // the replay board follows the window: grown from 1366x768 to 1920x1080, it is fitted to its larger frame
    const board = page.getByTestId('end').getByTestId('board');
    const small = await paintedBox(board);
    expect(fitted(small)).toBe(true);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect
      .poll(async () => {
        const b = await paintedBox(board);
        return {
          grown: b.canvas.w > small.canvas.w + 300,
          fitted: fitted(b),
          wider: b.painted.w > small.painted.w + 200,
        };
      })
      .toEqual({ grown: true, fitted: true, wider: true });
    await shot(page, '32-replay-1920');
    // a zoom by hand is the player's: a resize keeps it (the board still overflows the smaller frame)
    await page.getByTestId('end').getByTestId('zoom-in').click();
    await page.setViewportSize({ width: 1366, height: 768 });
    await settled(page);
    const zoomed = await paintedBox(board);
    expect(zoomed.canvas.w).toBe(small.canvas.w);
    expect(fitted(zoomed)).toBe(false);
    expect(zoomed.painted.h).toBeGreaterThanOrEqual(zoomed.canvas.h - 2);
    expect(zoomed.painted.w).toBeGreaterThan(small.painted.w * 1.2);
    // Fit gives the board back to the window: it follows the next resize again
    await page.getByTestId('end').getByTestId('fit').click();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect
      .poll(async () => {
        const b = await paintedBox(board);
        return fitted(b) && b.painted.w > small.painted.w + 200;
      })
      .toBe(true);
    await page.setViewportSize({ width: 1366, height: 768 });
  } finally {
    host.close();
    await web.stop();
  }
});
