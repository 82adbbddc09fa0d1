// The new-game screen offers the three readings of two tanks on neighbouring mountains (issue 24, point 4):
// the rulebook's, the Japanese edition's and Full Metal Galaxy's; what each means is said under the choice,
// and the game started plays by the one chosen. Screenshots in English and French at both sizes go to
// test-results/screens/mountain-pairs/ (or FMH_SHOTS).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { CampaignSummary } from '../../src/host/contract';
import { openNewGame, SHOTS, shotsAtBothSizes, test, withWeb } from './helpers';

const DIR = process.env.FMH_SHOTS ?? path.join(SHOTS, 'mountain-pairs');
mkdirSync(DIR, { recursive: true });

test("the new-game screen offers Full Metal Galaxy's mountain pairs with the other two, and the game plays by it", async ({
  page,
}) => {
  await withWeb(async (web, host) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openNewGame(page, web.url);
    await page.getByTestId('player-name-0').fill('Red');
    await page.getByTestId('player-name-1').fill('Blue');
    const choice = page.getByTestId('mountain-pair');
    const hint = page.locator('#mountain-pair-hint');
    await expect(choice).toHaveValue('forbid');
    await expect(choice.locator('option')).toHaveText([
      'Not between turns (the rulebook)',
      'Allowed, for 5 AP (the Japanese edition)',
      'Allowed, one of them silent (Full Metal Galaxy)',
    ]);
    await expect(hint).toHaveText('Move one of them before you end your turn.');
    await choice.selectOption('penalty');
    await expect(hint).toHaveText('The pair may stay, but its player has 5 AP fewer on their next turn.');
    await choice.selectOption('galaxy');
    await expect(hint).toHaveText(
      'The pair may stay, but the tank that came last makes no fire zone: it still shoots, but covers no hex.',
    );
    await shotsAtBothSizes(page, DIR, '01-new-game-galaxy', { host });
    await page.getByTestId('start').click();
    await expect(page.getByTestId('handoff')).toBeVisible();
    const list = await host.value<CampaignSummary[]>('campaign.list');
    expect(list.map((c) => c.variant.mountainPair)).toEqual(['galaxy']);
  });
});
