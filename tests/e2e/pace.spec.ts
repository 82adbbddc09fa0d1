// A newcomer's pace (issue 27, point 6): every person of the round gets the round's tide card at his hand-off,
// not only the first; the recap names the tide; his clock does not run while he is shown the card or watches
// the others' turns again (the clock's own 'shown' pause, not a menu's: play goes on meanwhile, and his first
// act starts his time).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { ClockState, SessionView } from '../../src/host/contract';
import type { Hex } from '../../src/engine/types';
import type { Destination } from '../../src/engine/view-types';
import {
  HostClient,
  SHOTS,
  clickHex,
  confirmIfAsked,
  deployOneTankEach,
  fastForward,
  openCampaignPage,
  selectAt,
  shotsAtBothSizes,
  startWeb,
  tempData,
  test,
} from './helpers';

const PICTURES = process.env.FMH_SHOTS ?? path.join(SHOTS, 'pace');
mkdirSync(PICTURES, { recursive: true });

const clockOf = async (host: HostClient): Promise<ClockState> => (await host.session()).clock;

/** A campaign of two people at turn 4, one tank each on the board, opened on the hand-off screen. */
async function atTurnFour(host: HostClient, page: Page, url: string): Promise<void> {
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
  await openCampaignPage(page, url);
}

test('each person of the round gets its tide card, and his clock waits while he is shown it', async ({ page }) => {
  test.setTimeout(240_000);
  const web = await startWeb(tempData());
  const host = await HostClient.open(web.url);
  try {
    await atTurnFour(host, page, web.url);
    for (let k = 0; k < 2; k++) {
      await expect(page.getByTestId('handoff')).toBeVisible();
      await page.getByTestId('seat').click();
      // the card, for each of the two players of the round
      await expect(page.getByTestId('reveal-continue'), `player ${k + 1}`).toBeVisible();
      // his clock waits while he reads it: held from the seat, for being shown (not a menu: no pause screen)
      const held = await clockOf(host);
      expect(held.running).toBe(false);
      expect(held.reasons).toEqual(['shown']);
      // the header says his time waits for him (its tooltip: till he plays or closes the card), not that the game is paused
      await expect(page.getByTestId('clock-hold')).toHaveText(/^waiting$/i);
      if (k === 0) await shotsAtBothSizes(page, PICTURES, 'clock-waits', { host });
      await expect(page.getByTestId('board')).toBeVisible();
      await page.getByTestId('reveal-continue').click();
      await expect.poll(async () => (await clockOf(host)).running).toBe(true);
      await expect(page.getByTestId('clock-hold')).toHaveCount(0);
      // watching the others' turns again, before he plays, holds it too; its end lets it run
      await page.getByTestId('since-watch').click();
      await expect.poll(async () => (await clockOf(host)).reasons).toEqual(['shown']);
      await page.getByTestId('since-skip').click();
      await expect.poll(async () => (await clockOf(host)).running).toBe(true);
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

test('a player who plays while the tide card is up plays: his act is taken and starts his clock', async ({ page }) => {
  test.setTimeout(240_000);
  const web = await startWeb(tempData());
  const host = await HostClient.open(web.url);
  try {
    await atTurnFour(host, page, web.url);
    await page.getByTestId('seat').click();
    await expect(page.getByTestId('reveal-continue')).toBeVisible();
    expect((await clockOf(host)).reasons).toEqual(['shown']);
    // his tank, moved through the page with the card still up (the card takes only its own clicks)
    const s = await host.session();
    const tank = s.view!.pieces.find((p) => p.owner === s.seated && p.type === 'tank' && p.at)!;
    const dests = await host.value<Destination[]>('query.destinations', { piece: tank.id });
    const to = dests.find((d) => !Array.isArray(d.to[0]) && !d.strands)!.to as Hex;
    await selectAt(page, tank.at as Hex);
    await clickHex(page, to);
    await confirmIfAsked(page);
    await expect.poll(async () => (await host.session()).view!.pieces.find((p) => p.id === tank.id)?.at).toEqual(to);
    // his first act started his time, though the card is still there
    await expect(page.getByTestId('reveal-continue')).toBeVisible();
    const c = await clockOf(host);
    expect(c.running).toBe(true);
    expect(c.reasons).toEqual([]);
    // the card's Continue changes nothing then
    await page.getByTestId('reveal-continue').click();
    await expect(page.getByTestId('reveal-continue')).toHaveCount(0);
    expect((await clockOf(host)).running).toBe(true);
  } finally {
    host.close();
    await web.stop();
  }
});
