// A newcomer's pace (issue 27, point 6): every person of the round gets the round's tide card at his hand-off,
// not only the first; the recap names the tide. (The clock's wait while the card is up was taken out again: its
// modal pause left games paused behind "a menu is open" with no card on screen.)
import { expect, test } from '@playwright/test';
import type { SessionView } from '../../src/host/contract';
import { HostClient, deployOneTankEach, fastForward, openCampaignPage, startWeb, tempData } from './helpers';

test('each person of the round gets its tide card, and the recap names the tide', async ({ page }) => {
  test.setTimeout(240_000);
  const web = await startWeb(tempData());
  const host = await HostClient.open(web.url);
  try {
    await host.value('settings.set', { language: 'en' });
    await host.value('campaign.new', {
      name: 'Pace',
      players: [
        { id: 'red', name: 'Ada', colour: 'red' },
        { id: 'blue', name: 'Léon', colour: 'blue' },
      ],
      seed: 21,
    });
    const s: SessionView = await fastForward(host, (x) => x.phase === 'deploy');
    await deployOneTankEach(host, s);
    await fastForward(host, (x) => x.turn >= 4 && !x.seated);
    await openCampaignPage(page, web.url);
    for (let k = 0; k < 2; k++) {
      await expect(page.getByTestId('handoff')).toBeVisible();
      await page.getByTestId('seat').click();
      // the card, for each of the two players of the round
      await expect(page.getByTestId('reveal-continue'), `player ${k + 1}`).toBeVisible();
      await page.getByTestId('reveal-continue').click();
      // the recap names this turn's tide
      const turn = await host.session();
      await expect(page.getByTestId('since-tide')).toContainText(
        { low: 'Low tide', normal: 'Normal tide', high: 'High tide' }[turn.tide as 'low' | 'normal' | 'high'],
      );
      // his turn ends (AP left: confirmed)
      await page.getByTestId('end-turn').click();
      await expect(page.getByTestId('end-turn')).toHaveClass(/armed/);
      await page.getByTestId('end-turn').click();
    }
  } finally {
    host.close();
    await web.stop();
  }
});
