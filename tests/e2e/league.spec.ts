// Issue 17: two short games with the same profiles (made in place on the new-game screen, then picked
// there), fast-forwarded through the host as the other tests do; the league, the records and the
// profile page then show both games. Screenshots at 1366x768 and 1920x1080, in English and French.
import { expect, type Page } from '@playwright/test';
import type { SessionView } from '../../src/host/contract';
import { fastForward, HostClient, landingCandidates, SHOTS, shotsAtBothSizes, test, withWeb } from './helpers';

/** Plays the open campaign to its end through the host: landings, ends of turn, and every astronef leaves on turn 21. */
async function playToEnd(host: HostClient): Promise<SessionView> {
  for (let guard = 0; guard < 400; guard++) {
    let s = await host.session();
    if (s.over) return s;
    if (!s.seated) s = await host.value<SessionView>('game.seat', { player: s.handoff?.next ?? s.active });
    const me = s.seated!;
    if (s.phase === 'landing') {
      const nef = s.view!.pieces.find((p) => p.type === 'astronef' && p.owner === me && !p.at)!;
      for (const c of landingCandidates(me === 'red' ? 8 : 28)) {
        const r = await host.call('game.act', { action: { type: 'land', astronef: nef.id, at: c, orientation: 'N' } });
        if (r.ok) break;
      }
    } else if (s.phase === 'liftoff') {
      const mine = s.view!.pieces.filter(
        (p) => p.type === 'astronef' && p.owner === me && p.at && !p.departed && !(p.id in s.view!.myLiftOff),
      );
      for (const nef of mine)
        await host.value('game.act', { action: { type: 'liftOff', player: me, astronef: nef.id, choice: 'leave' } });
      if ((await host.session()).seated) await host.call('game.unseat');
    } else await host.value('game.endTurn');
  }
  throw new Error('the game did not end');
}

async function pickProfile(page: Page, seat: number, name: string): Promise<void> {
  await page.getByTestId(`player-profile-${seat}`).selectOption({ label: name });
  await expect(page.getByTestId(`player-name-${seat}`)).toHaveText(name);
}

/** The page at both sizes, in the language it speaks now, as `league-<name>-<w>x<h>.png`. */
async function both(page: Page, name: string): Promise<void> {
  await shotsAtBothSizes(page, SHOTS, `league-${name}`, { languages: null });
}

test('two games with the same profiles: the league, the records and the profile page show both', async ({ page }) => {
  await withWeb(async (web, host) => {
    await page.goto(web.url);
    // game 1: both profiles made in place on the new-game screen
    await page.getByTestId('new-game').click();
    for (const [seat, name] of [
      [0, 'Ann'],
      [1, 'Bob'],
    ] as const) {
      await page.getByTestId(`player-profile-${seat}`).selectOption({ label: 'New profile…' });
      await page.getByTestId(`player-name-${seat}`).fill(name);
      await page.getByTestId(`player-create-${seat}`).click();
      await expect(page.getByTestId(`player-name-${seat}`)).toHaveText(name);
    }
    await page.getByTestId('seed').fill('2024');
    await page.getByTestId('campaign-name').fill('First night');
    await page.getByTestId('start').click();
    await expect(page.getByTestId('handoff')).toBeVisible();
    const first = await playToEnd(host);
    expect(first.players.map((p) => p.name)).toEqual(['Ann', 'Bob']);

    // game 2: the same profiles, picked on the new-game screen (a third seat left out)
    await host.value('campaign.close');
    await page.goto(web.url);
    await page.getByTestId('new-game').click();
    await pickProfile(page, 0, 'Ann');
    await pickProfile(page, 1, 'Bob');
    // one profile cannot take two seats: Ann is not offered to the second seat
    await expect(page.getByTestId('player-profile-1').locator('option', { hasText: 'Ann' })).toBeDisabled();
    await both(page, 'new-game-en');
    await page.getByTestId('seed').fill('77');
    await page.getByTestId('campaign-name').fill('Second night');
    await page.getByTestId('start').click();
    await expect(page.getByTestId('handoff')).toBeVisible();
    const second = await playToEnd(host);

    // the league: two games each, the points the rulebook's sum of both games
    const points = (s: SessionView, id: string) => s.result!.scores.find((x) => x.player === id)!.points;
    const wins = (id: string) => [first, second].filter((s) => s.result!.winner === id).length;
    await host.value('campaign.close');
    await page.goto(web.url);
    await page.getByTestId('home-league').click();
    await expect(page.getByTestId('league-table')).toBeVisible();
    const rows = page.getByTestId('league-table').getByTestId('league-row');
    await expect(rows).toHaveCount(2);
    for (const [id, name] of [
      ['red', 'Ann'],
      ['blue', 'Bob'],
    ] as const) {
      const row = rows.filter({ has: page.getByTestId('league-name').getByText(name, { exact: true }) });
      await expect(row.getByTestId('league-games')).toHaveText('2');
      await expect(row.getByTestId('league-points')).toHaveText(String(points(first, id) + points(second, id)));
      await expect(row.getByTestId('league-wins')).toHaveText(String(wins(id)));
    }
    const table = await host.value<{ rows: { name: string; points: number }[] }>('league.table');
    expect(table.rows.map((r) => r.points)).toEqual([...table.rows.map((r) => r.points)].sort((a, b) => b - a));
    await expect(page.getByTestId('record-haul')).toBeVisible();
    await both(page, 'table-en');

    // one group: Bob alone
    await page.getByTestId('league-players').getByText('Ann', { exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.getByTestId('league-name')).toHaveText('Bob');
    // a period with no game
    await page.getByTestId('league-period').selectOption('custom');
    await page.getByTestId('league-from').fill('2001-01-01');
    await page.getByTestId('league-to').fill('2001-12-31');
    await expect(page.getByTestId('league-empty')).toBeVisible();
    await page.getByTestId('league-period').selectOption('all');
    await page.getByTestId('league-players').getByText('Ann', { exact: true }).click();
    await expect(rows).toHaveCount(2);

    // Ann's page: her two games and the chart
    await page.getByTestId('profile-link').filter({ hasText: 'Ann' }).click();
    await expect(page.getByTestId('profile-game')).toHaveCount(2);
    await expect(page.getByTestId('profile-chart').locator('circle')).toHaveCount(2);
    // her mark: chosen on her page, shown beside her name in the league
    await page.getByTestId('profile-mark').selectOption('triangle');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('profile').locator('h1 svg[data-mark="triangle"]')).toBeVisible();
    await both(page, 'profile-en');
    await page.getByTestId('profile-back').click();
    await expect(page.getByTestId('league-table').locator('svg[data-mark="triangle"]')).toHaveCount(1);
    await page.getByTestId('profile-link').filter({ hasText: 'Ann' }).click();

    // French
    await host.value('settings.set', { language: 'fr' });
    await page.goto(web.url);
    await page.getByTestId('home-league').click();
    await expect(page.getByTestId('league-table')).toContainText('Victoires');
    await both(page, 'table-fr');
    await page.getByTestId('profile-link').filter({ hasText: 'Bob' }).click();
    await expect(page.getByTestId('profile-summary')).toHaveText(/^2 parties, /);
    await both(page, 'profile-fr');
    await page.getByTestId('profile-back').click();
    await page.getByTestId('league-back').click();
    await page.getByTestId('new-game').click();
    await pickProfile(page, 0, 'Bob');
    await both(page, 'new-game-fr');

    // a record opens its campaign's replay
    await page.goto(web.url);
    await page.getByTestId('home-league').click();
    await page.getByTestId('record-haul-replay').click();
    await expect(page.getByTestId('end')).toBeVisible();
  });
});

test('a player who chose a language on his profile is spoken to in it, from his hand-off to the end of his turn', async ({
  page,
}) => {
  await withWeb(async (web, host) => {
    const ann = await host.value<{ id: string }>('profile.create', { name: 'Ann', language: 'fr' });
    await host.value('campaign.new', {
      name: 'Two languages',
      players: [
        { id: 'red', name: 'Ann', colour: 'red', profileId: ann.id },
        { id: 'blue', name: 'Blue', colour: 'blue' },
      ],
      seed: 3,
    });
    await page.goto(web.url);
    const seat = page.getByTestId('seat');
    // Ann is called, then plays, in French; the settings say English
    await expect(seat).toHaveText('Je suis Ann');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await both(page, 'handoff-profile-language');
    await seat.click();
    await expect(page.getByTestId('board')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // her turn ends (her astronef landed through the host): Blue, with no language of his own, in English
    await fastForward(host, (s) => s.handoff?.next === 'blue');
    await expect(seat).toHaveText('I’m Blue');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // the menus keep the settings' language during her turn
    await fastForward(host, (s) => s.handoff?.next === 'red');
    await expect(seat).toHaveText('Je suis Ann');
    await page.getByTestId('handoff-menu').click();
    await page.getByTestId('handoff-home').click();
    await expect(page.getByTestId('new-game')).toHaveText('New game');
  });
});
