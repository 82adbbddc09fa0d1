// Computer seats through the real screen: a game against a computer player to turn 5 (its moves shown on
// the public board, Skip), the coach's "Suggest a move", a change of hands from the menus; screenshots in
// English at 1366x768 and in French at 1920x1080. The host side channel reads the state and plays the
// person's moves the coach suggested (fast-forward); the screen shows everything else.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { SessionView, Suggestion } from '../../src/host/contract';
import { HostClient, endTurn, holdBack, passTideCard, startWeb, tempData, type Web, test } from './helpers';

// the pause between a computer's moves (read when the server starts): short for the test, long enough to see them
process.env.FMH_COMPUTER_PACE_MS = '250';
const SHOTS =
  process.env.FMH_AI_SHOTS ??
  path.join(path.dirname(new URL(import.meta.url).pathname), '../../test-results/screens/ai');
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

async function language(page: Page, lang: 'en' | 'fr') {
  await expect(page.getByTestId('home')).toBeVisible();
  await page.getByTestId('settings').click();
  await page.getByTestId('language').selectOption(lang);
  await page.getByTestId('settings-screen').getByRole('button').last().click();
  await expect(page.getByTestId('home')).toBeVisible();
}

async function newGame(
  page: Page,
  names: [string, string],
  blue: 'person' | 'easy' | 'normal' | 'hard',
  shotName: string,
) {
  await page.getByTestId('new-game').click();
  await page.getByTestId('player-name-0').fill(names[0]);
  await page.getByTestId('player-row').nth(0).getByRole('checkbox').check();
  await page.getByTestId('player-name-1').fill(names[1]);
  await page.getByTestId('player-kind-1').selectOption(blue);
  await page.getByTestId('seed').fill('12345');
  await shot(page, shotName);
  await page.getByTestId('start').click();
  // the campaign exists once the screen shows it (asking the host before may find no session yet: on a busy
  // machine the host takes the page's request later)
  await expect(page.getByTestId('handoff').or(page.getByTestId('computer-turn'))).toBeVisible();
}

/** Waits until the computer seat that was playing in `s` has played a move or handed over. */
async function computerMoved(host: HostClient, s: SessionView): Promise<void> {
  await expect
    .poll(
      async () => {
        const now = await host.session();
        return now.actions !== s.actions || !now.computer;
      },
      { timeout: 120_000 },
    )
    .toBe(true);
}

/** The coach's suggestion on the screen, then the same move played through the host (as the person would). */
async function followCoach(page: Page, host: HostClient, shotName?: string): Promise<Suggestion | null> {
  await page.getByTestId('suggest').click();
  const said = page.getByTestId('suggestion');
  await expect(said).toBeVisible({ timeout: 60_000 });
  await expect(said).not.toHaveText('');
  if (shotName) await shot(page, shotName);
  const s = await host.value<Suggestion | null>('query.suggest');
  if (!s || s.action.type === 'endTurn') return s;
  const before = (await host.session()).actions;
  // the suggestion was only shown: asking played nothing
  expect(before).toBe((await host.session()).actions);
  const r = await host.call('game.act', { action: s.action });
  if (r.ok) await expect(said).toHaveCount(0);
  return s;
}

test('a game against a computer seat to turn 5: its moves on the public board, Skip, the coach (English, 1366x768)', async ({
  page,
}) => {
  test.slow();
  // a pace one can follow (and a turn long enough to press Skip in)
  process.env.FMH_COMPUTER_PACE_MS = '1200';
  const web: Web = await startWeb(tempData());
  process.env.FMH_COMPUTER_PACE_MS = '250';
  const host = await HostClient.open(web.url);
  try {
    await page.goto(web.url);
    await language(page, 'en');
    await newGame(page, ['Ann', 'Robot'], 'easy', 'en-1366-01-new-game');
    const seen = new Set<string>();
    let skipped = false;
    for (let guard = 0; guard < 400; guard++) {
      const s: SessionView = await host.session();
      if (s.turn >= 5 && s.active === 'red' && seen.has('played-5')) break;
      if (s.computer) {
        // no hand-off before it: the public board, the banner, the log, Skip (read in one instant: its turn may end meanwhile)
        await expect(page.getByTestId('computer-turn').or(page.getByTestId('handoff'))).toBeVisible();
        const screen = (await page.evaluate(`(() => {
          const q = (id) => document.querySelector('[data-testid="' + id + '"]');
          return { watch: !!q('computer-turn'), handoff: !!q('handoff'), forecast: !!q('forecast'), banner: q('computer-playing')?.textContent ?? '' };
        })()`)) as { watch: boolean; handoff: boolean; forecast: boolean; banner: string };
        if (screen.watch) {
          expect(screen.handoff).toBe(false);
          expect(screen.forecast).toBe(false);
          expect(screen.banner).toContain('Robot');
        }
        if (
          s.phase === 'play' &&
          !seen.has('watch') &&
          screen.watch &&
          (await page.getByTestId('log').textContent())?.includes('Robot')
        ) {
          seen.add('watch');
          await shot(page, 'en-1366-03-computer-turn');
        }
        if (s.phase === 'play' && !skipped && screen.watch && seen.has('watch')) {
          // Skip: the rest of its turn without the pause between moves (its turn may be over before the click lands)
          const clicked = await page
            .getByTestId('computer-skip')
            .click({ timeout: 2000 })
            .then(
              () => true,
              () => false,
            );
          if (clicked) {
            skipped = true;
            await expect(
              page.getByTestId('computer-skip').and(page.locator(':disabled')).or(page.getByTestId('handoff')),
            ).toBeVisible();
            if (await page.getByTestId('computer-skip').count()) {
              await expect(page.getByTestId('computer-skip')).toHaveText('Playing the rest of its turn…');
              await shot(page, 'en-1366-05-skip');
            }
          }
        }
        await computerMoved(host, s);
        continue;
      }
      if (!s.seated) {
        // a person's turn comes after the hand-off
        await expect(page.getByTestId('handoff')).toBeVisible();
        expect(s.handoff?.next).toBe('red');
        await page.getByTestId('seat').click();
        await passTideCard(page);
        await expect(page.getByTestId('board')).toBeVisible();
        continue;
      }
      // Ann's turn: she asks the coach and follows it a few times, then ends her turn on the screen
      if (s.phase === 'landing') {
        const sug = await followCoach(page, host, 'en-1366-02-coach-landing');
        expect(sug?.action.type).toBe('land');
        continue;
      }
      for (let i = 0; i < 4; i++) {
        const sug = await followCoach(
          page,
          host,
          !seen.has('coach-play') && s.phase === 'play' ? 'en-1366-04-coach-play' : undefined,
        );
        if (s.phase === 'play') seen.add('coach-play');
        if (!sug || sug.action.type === 'endTurn' || !(await host.session()).seated) break;
      }
      if ((await host.session()).seated) await endTurn(page);
      if (s.turn >= 5) seen.add('played-5');
    }
    const end = await host.session();
    expect(end.turn).toBeGreaterThanOrEqual(5);
    expect(skipped).toBe(true);
    // the computer's moves are ordinary actions in the log, its own seat's
    const log = await host.value<{ player: string | null; action: { type: string } }[]>('game.log', {});
    const robot = log.filter((e) => e.player === 'blue');
    expect(robot.some((e) => e.action.type === 'land')).toBe(true);
    expect(robot.filter((e) => e.action.type === 'move').length).toBeGreaterThan(3);
  } finally {
    host.close();
    await web.stop();
  }
});

test('change of hands from the menus, the watch view and the coach in French (1920x1080)', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1920, height: 1080 });
  process.env.FMH_COMPUTER_PACE_MS = '1200';
  const web: Web = await startWeb(tempData());
  process.env.FMH_COMPUTER_PACE_MS = '250';
  const host = await HostClient.open(web.url);
  try {
    // as on a busy machine: the host takes the page's new campaign late (the test must wait for the screen)
    await holdBack(page, 'campaign.new', 1500);
    await page.goto(web.url);
    await language(page, 'fr');
    await newGame(page, ['Anne', 'Bruno'], 'normal', 'fr-1920-01-nouvelle-partie');
    // Bruno is a computer from the start; Anne plays the coach's landing
    for (let guard = 0; guard < 200; guard++) {
      const s = await host.session();
      if (s.turn >= 2 && s.active === 'red' && !s.computer) break;
      if (s.computer) {
        await expect(page.getByTestId('computer-turn').or(page.getByTestId('handoff'))).toBeVisible();
        await computerMoved(host, s);
        continue;
      }
      if (!s.seated) {
        await page.getByTestId('seat').click();
        await passTideCard(page);
        continue;
      }
      await followCoach(page, host, 'fr-1920-02-conseil-atterrissage');
    }
    // the hand-off menu: Bruno comes back to the table and takes his seat back
    await expect(page.getByTestId('handoff')).toBeVisible();
    await page.getByTestId('handoff-menu').click();
    await expect(page.getByTestId('hands')).toBeVisible();
    await shot(page, 'fr-1920-03-changer-de-main');
    await page.getByTestId('hands-blue').selectOption('person');
    await expect
      .poll(async () => (await host.session()).players.find((p) => p.id === 'blue')?.computer ?? 'person')
      .toBe('person');
    // Anne deploys nothing and ends her turn: the hand-off now names Bruno, a person again
    await page.getByTestId('handoff-menu').click();
    await page.getByTestId('seat').click();
    await passTideCard(page);
    await endTurn(page);
    await expect(page.getByTestId('handoff')).toBeVisible();
    await expect(page.getByTestId('handoff-title')).toContainText('Bruno');
    // Bruno has to leave: from the hand-off menu he hands his seat to the computer, which plays at once
    await page.getByTestId('handoff-menu').click();
    await page.getByTestId('hands-blue').selectOption('hard');
    await expect(page.getByTestId('computer-turn')).toBeVisible();
    await expect(page.getByTestId('computer-playing')).toContainText('Bruno joue (ordinateur, difficile)');
    await expect(page.getByTestId('log')).toContainText('Bruno', { timeout: 30_000 });
    await shot(page, 'fr-1920-04-ordinateur-joue');
    // its turn over, the hand-off for Anne
    await expect(page.getByTestId('handoff')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByTestId('handoff-title')).toContainText('Anne');
    await page.getByTestId('seat').click();
    await passTideCard(page);
    await followCoach(page, host, 'fr-1920-05-conseil');
    // the game menu also changes hands
    await page.getByTestId('menu').click();
    await expect(page.getByTestId('hands')).toBeVisible();
    await shot(page, 'fr-1920-06-menu');
  } finally {
    host.close();
    await web.stop();
  }
});
