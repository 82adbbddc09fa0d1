// Issue 29, point 5: "play on from here". A seeded game between two easy computer players (played in the test
// with src/ai, then fed to the host action by action) ends; on the end screen the replay goes to a moment of
// turn 10, "Play on from here" asks who plays each seat, and the practice game opens at that position: the
// hand-off screen, the header saying it is practice, the home screen's list saying it stays out of the league.
// A seat may take a profile, as on the new-game screen.
// Screenshots of the seat chooser at 1366x768 and 1920x1080, in English and French.
import { expect } from '@playwright/test';
import { playGame } from '../../src/ai/index.js';
import { SHOTS, shotsAtBothSizes, test, withWeb, playThroughHost } from './helpers';

test('play on from a moment of the replay: a practice game with its seats chosen anew', async ({ page }) => {
  test.setTimeout(300_000);
  const seed = 5;
  const game = playGame(['easy', 'easy'], seed, { think: { untimed: true } });
  await withWeb(async (web, host) => {
    await host.value('campaign.new', {
      name: 'Source game',
      players: ['Ann', 'Bob'].map((name, i) => ({ id: `p${i + 1}`, name, colour: ['red', 'blue'][i] })),
      seed,
    });
    await playThroughHost(host, game.log);
    expect((await host.session()).over).toBe(true);
    // a profile with a marker of its own: the seat that plays as it shows that marker
    const zed = await host.value<{ id: string }>('profile.create', { name: 'Zed', mark: 'diamond' });

    await page.goto(web.url);
    await expect(page.getByTestId('end')).toBeVisible();
    // at the game's end there is nothing to play on from
    await expect(page.getByTestId('play-on-here')).toBeDisabled();
    await page.getByTestId('jump-turn').fill('10');
    await page.getByTestId('jump-go').click();
    await expect(page.getByTestId('replay-position')).toContainText('turn 10');
    const position = await page.getByTestId('replay-position').textContent();
    const seq = Number(/Action (\d+)/.exec(position ?? '')![1]);
    await page.getByTestId('play-on-here').click();
    const chooser = page.getByTestId('play-on');
    await expect(chooser).toContainText('Play on from here (turn 10)');
    await expect(page.getByTestId('play-on-note')).toContainText('not counted in the league');
    await page.getByTestId('play-on-kind-0').selectOption('hard');
    await expect(page.getByTestId('play-on-name-0')).toHaveCount(0);
    await page.getByTestId('play-on-name-1').fill('Zoe');
    // a profile for the second seat, as on the new-game screen: its name replaces the one typed
    await page.getByTestId('play-on-profile-1').selectOption(zed.id);
    await expect(page.getByTestId('play-on-name-1')).toHaveText('Zed');
    await shotsAtBothSizes(page, SHOTS, 'play-on-chooser', { host });
    await host.value('settings.set', { language: 'en' });
    await page.evaluate(() => (globalThis as unknown as { __fmhSetLang(l: string): void }).__fmhSetLang('en'));
    await page.getByTestId('play-on-start').click();

    // the practice game: open at that moment, its seats as chosen, said to be practice
    await expect(page.getByTestId('practice')).toHaveText('Practice');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: `${SHOTS}/play-on-practice-en-1366x768.png` });
    const s = await host.session();
    expect(s.practice?.at).toBe(seq);
    // the first seat (hard, a computer) may already have played from there on a busy machine (99 for 98 seen)
    expect(s.actions).toBeGreaterThanOrEqual(seq);
    expect(s.turn).toBe(10);
    expect(s.name).toBe('Practice: Source game, turn 10');
    expect(s.players.map((p) => [p.name, p.computer ?? null, p.mark ?? null])).toEqual([
      ['Ann', 'hard', null],
      ['Zed', null, 'diamond'],
    ]);
    const list = await host.value<{ name: string; practice?: unknown }[]>('campaign.list');
    expect(list.filter((c) => c.practice).map((c) => c.name)).toEqual(['Practice: Source game, turn 10']);
  });
});
