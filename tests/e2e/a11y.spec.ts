// An accessibility audit of each screen (issue 27, point 4): axe-core, through Playwright, finds no serious or
// critical fault on the title, settings, new-game, lessons, league, profile and editor screens, a lesson, the
// rules panel, a game's hand-off, tide card and board, the end screen and its "play on" seat chooser. Each fault is listed with the
// nodes it found, so that a failure says what to fix.
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { SessionView } from '../../src/host/contract';
import {
  SHOTS,
  deployOneTankEach,
  endTurnsToTheEnd,
  fastForward,
  openCampaignPage,
  passTideCard,
  test,
  withWeb,
} from './helpers';

/** The serious and critical faults axe finds on the page as it is now, one line each, with where. */
async function seriousFaults(page: Page, screen: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${screen}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes
          .slice(0, 4)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

test('the screens outside a game: no serious or critical accessibility fault', async ({ page }) => {
  test.setTimeout(300_000);
  const faults: string[] = [];
  await withWeb(async (web, host) => {
    await host.value('profile.create', { name: 'Ada', colour: 'green', mark: 'triangle' });
    await host.value('campaign.new', {
      name: 'Kept',
      players: [
        { id: 'red', name: 'Ada', colour: 'red' },
        { id: 'blue', name: 'Léon', colour: 'blue' },
      ],
      seed: 3,
    });
    await host.value('campaign.close');
    await page.goto(web.url);
    await expect(page.getByTestId('home')).toBeVisible();
    faults.push(...(await seriousFaults(page, 'home')));
    await page.getByTestId('settings').click();
    await expect(page.getByTestId('settings-screen')).toBeVisible();
    faults.push(...(await seriousFaults(page, 'settings')));
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByTestId('new-game').click();
    await expect(page.getByTestId('new-game-screen')).toBeVisible();
    faults.push(...(await seriousFaults(page, 'new game')));
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByTestId('home-lessons').click();
    await expect(page.getByTestId('lessons')).toBeVisible();
    faults.push(...(await seriousFaults(page, 'lessons')));
    await page.getByTestId('lesson-start-moving').click();
    await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-lesson', 'moving');
    await expect(page.getByTestId('board')).toBeVisible();
    faults.push(...(await seriousFaults(page, 'a lesson')));
    await page.keyboard.press('F1');
    await expect(page.getByTestId('rules')).toBeVisible();
    faults.push(...(await seriousFaults(page, 'rules panel')));
    await page.getByTestId('rules-close').click();
    await page.getByTestId('lesson-list').click();
    await page.getByTestId('lessons-back').click();
    await page.getByTestId('home-league').click();
    await expect(page.getByTestId('league')).toBeVisible();
    faults.push(...(await seriousFaults(page, 'league')));
    await page.getByTestId('profile-link').filter({ hasText: 'Ada' }).click();
    await expect(page.getByTestId('profile')).toBeVisible();
    faults.push(...(await seriousFaults(page, 'profile')));
    await page.getByTestId('profile-back').click();
    await page.getByTestId('league-back').click();
    await page.getByTestId('home-editor').click();
    await page.getByTestId('editor-start').click();
    await expect(page.getByTestId('map-editor').locator('svg').first()).toBeVisible();
    faults.push(...(await seriousFaults(page, 'map editor')));
    expect(faults).toEqual([]);
  });
});

test('a game: hand-off, tide card and board, with no serious or critical accessibility fault', async ({ page }) => {
  test.setTimeout(400_000);
  const faults: string[] = [];
  await withWeb(async (web, host) => {
    await host.value('campaign.new', {
      name: 'Audit',
      players: [
        { id: 'red', name: 'Ada', colour: 'red', newcomer: true },
        { id: 'blue', name: 'Léon', colour: 'blue' },
      ],
      seed: 9,
    });
    const s: SessionView = await fastForward(host, (x) => x.phase === 'deploy');
    await deployOneTankEach(host, s);
    await fastForward(host, (x) => x.turn >= 4 && !x.seated);
    await openCampaignPage(page, web.url);
    await expect(page.getByTestId('handoff')).toBeVisible();
    faults.push(...(await seriousFaults(page, 'hand-off')));
    await page.getByTestId('seat').click();
    const card = page.getByTestId('reveal-continue');
    await expect(page.getByTestId('board').or(card).first()).toBeVisible();
    if (await card.count()) {
      faults.push(...(await seriousFaults(page, 'tide card')));
      await passTideCard(page);
    }
    await expect(page.getByTestId('end-turn')).toBeVisible();
    faults.push(...(await seriousFaults(page, 'game board')));
    expect(faults).toEqual([]);
  });
});

test('the end screen: no serious or critical accessibility fault', async ({ page }) => {
  test.setTimeout(400_000);
  await withWeb(async (web, host) => {
    await host.value('campaign.new', {
      name: 'Audit end',
      players: [
        { id: 'red', name: 'Ada', colour: 'red' },
        { id: 'blue', name: 'Léon', colour: 'blue' },
      ],
      seed: 9,
    });
    // to turn 21 through the host, each player's secret choice (both leave), then each turn ended to the end
    await fastForward(host, (x) => x.phase === 'liftoff' || x.turn > 21);
    for (let guard = 0; guard < 4; guard++) {
      const s = await host.session();
      if (s.phase !== 'liftoff') break;
      if (!s.seated) await host.value('game.seat', { player: s.handoff?.next ?? s.active });
      const me = (await host.session()).seated!;
      await host.value('game.act', {
        action: { type: 'liftOff', player: me, astronef: `${me}.astronef`, choice: 'leave' },
      });
    }
    await endTurnsToTheEnd(host);
    expect((await host.session()).over).toBe(true);
    await page.goto(web.url);
    await expect(page.getByTestId('end')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('winner')).toBeVisible();
    // at each size (at the smallest its column scrolls, and must take the keyboard's focus to be read)
    const faults: string[] = [];
    for (const [width, height] of [
      [1280, 720],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      faults.push(...(await seriousFaults(page, `end ${width}x${height}`)));
      await page.screenshot({ path: path.join(SHOTS, `a11y-end-${width}x${height}.png`) });
    }
    // "Play on from here" from a moment of the replay: its seat chooser (a level or a person, a profile, a name)
    await page.getByTestId('jump-turn').fill('10');
    await page.getByTestId('jump-go').click();
    await page.getByTestId('play-on-here').click();
    await expect(page.getByTestId('play-on')).toBeVisible();
    faults.push(...(await seriousFaults(page, 'end, play on chooser')));
    expect(faults).toEqual([]);
  });
});
