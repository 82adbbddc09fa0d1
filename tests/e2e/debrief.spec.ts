// Issue 29: the debrief on the end screen. A seeded game between four normal computer players (played in
// the test with src/ai, then fed to the host action by action, as its players would have played it) ends; the
// end screen shows the projected-score curve, the turning points (a click shows that moment on the replay)
// and each player's best and worst turn beside the hard computer player's. Screenshots at 1366x768 and
// 1920x1080, in English and French.
import { expect } from '@playwright/test';
import { playGame } from '../../src/ai/index.js';
import { SEEDED_LEVELS } from '../../src/debrief/seeded.js';
import { SHOTS, shotsAtBothSizes, test, withWeb, playThroughHost } from './helpers';

test('the end screen debriefs a finished game', async ({ page }) => {
  test.setTimeout(300_000);
  const seed = 3;
  const game = playGame([...SEEDED_LEVELS], seed, { think: { untimed: true } });
  await withWeb(async (web, host) => {
    await host.value('campaign.new', {
      name: 'Debrief',
      players: ['Ann', 'Bob', 'Cyd', 'Dee'].map((name, i) => ({
        id: `p${i + 1}`,
        name,
        colour: ['red', 'blue', 'yellow', 'green'][i],
      })),
      seed,
    });
    await playThroughHost(host, game.log);
    const end = await host.session();
    expect(end.over).toBe(true);
    expect(end.result!.scores.map((s) => s.points).sort()).toEqual(game.seats.map((s) => s.points).sort());

    await page.goto(web.url);
    // the open campaign is over: the page opens on its end screen
    await expect(page.getByTestId('end')).toBeVisible();
    const debrief = page.getByTestId('debrief');
    await expect(debrief.getByTestId('turning-points')).toBeVisible({ timeout: 30_000 });
    await expect(debrief.getByTestId('chart-projected')).toBeVisible();
    await expect(debrief.getByTestId('turning-point').first()).toContainText(/Turn \d+/);
    await expect(debrief.getByTestId('turning-points')).toContainText(/astronef/);

    // a turning point shows its moment on the replay
    const taken = debrief.getByTestId('turning-point').filter({ hasText: 'astronef' }).first();
    await taken.click();
    await expect(page.getByTestId('replay-line')).toContainText(/astronef/i);
    await shotsAtBothSizes(page, SHOTS, 'debrief-end', { host });

    // a player's best turn beside the hard computer player's
    await page.getByTestId('compare-p1-best').click();
    await expect(page.getByTestId('compare')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByTestId('compare-difference')).toBeVisible();
    await shotsAtBothSizes(page, SHOTS, 'debrief-compare', { host });
    await page.getByTestId('compare-close').click();
    await expect(page.getByTestId('replay-line')).toBeVisible();
  });
});
