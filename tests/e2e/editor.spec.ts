// The map editor on the screen (issue 16, point 11): from Home, a modular board is painted, given ore,
// a module turned and a move refused in words; the fairness check follows; the board is saved, exported,
// and a new game starts on it from the new-game screen. English at 1366x768, French at 1920x1080.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { HostClient, SHOTS, shot, shotsAtBothSizes, startWeb, tempData, test, withWeb } from './helpers';

/** Clicks (or drags across) hexes of the editor's board by their coordinates. */
async function hexCentre(page: Page, hex: [number, number]) {
  const box = await page.locator(`[data-testid="editor-board"] polygon[data-hex="${hex[0]},${hex[1]}"]`).boundingBox();
  expect(box).toBeTruthy();
  return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
}

for (const run of [
  { lang: 'en', width: 1366, height: 768, checkWord: 'Fair and playable', saved: 'Saved: Crater bay' },
  { lang: 'fr', width: 1920, height: 1080, checkWord: 'Équitable et jouable', saved: 'Enregistré\u00a0: Crater bay' },
] as const) {
  test(`the map editor: paint, ore, modules, check, save, export, then a game on the board (${run.lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: run.width, height: run.height });
    const web = await startWeb(tempData());
    const host = await HostClient.open(web.url);
    try {
      await host.value('settings.set', { language: run.lang });
      await page.goto(web.url);
      await page.getByTestId('home-editor').click();
      await expect(page.getByTestId('map-editor')).toBeVisible();
      // it opens the modular board of seed 7, its 19 modules numbered
      await expect(page.locator('[data-testid="editor-board"] .module-no')).toHaveCount(19, { timeout: 30000 });
      await expect(page.getByTestId('editor-check-result')).toBeVisible();

      // paint a stroke of mountain across three hexes of a module
      const view = await host.value<{ terrain: string[]; modules: [number, number][] }>('boards.draft', {
        from: { kind: 'modular', seed: 7 },
        players: 4,
      });
      const c = view.modules[0]!;
      const stroke: [number, number][] = [[c[0], c[1] - 1], c, [c[0], c[1] + 1]];
      await page.getByTestId('tool-M').click();
      const a = await hexCentre(page, stroke[0]!);
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      for (const h of stroke.slice(1)) {
        const p = await hexCentre(page, h);
        await page.mouse.move(p.x, p.y, { steps: 4 });
      }
      await page.mouse.up();
      for (const h of stroke)
        await expect(page.locator(`polygon[data-hex="${h[0]},${h[1]}"]`)).toHaveAttribute('fill', '#8a8580');

      // ore on a mountain hex, then a refused ore on the sea in words
      await page.getByTestId('tool-ore').click();
      const oreCount = await page.locator('[data-testid="editor-board"] circle.ore').count();
      const m = await hexCentre(page, c);
      await page.mouse.click(m.x, m.y);
      await expect(page.locator('[data-testid="editor-board"] circle.ore')).toHaveCount(oreCount + 1);

      // turn module 2, then try to move module 3 onto module 1: refused, said in words
      // (three quick clicks: half a turn, each click on the board the previous one made)
      const fills = () =>
        page
          .locator('[data-testid="editor-board"] polygon')
          .evaluateAll((ps) => ps.map((p) => p.getAttribute('fill')).join());
      const before = await fills();
      await page.getByTestId('tool-turn').click();
      const t2 = await hexCentre(page, view.modules[1]!);
      await page.mouse.click(t2.x, t2.y);
      await page.mouse.click(t2.x, t2.y);
      await page.mouse.click(t2.x, t2.y);
      await expect.poll(fills).not.toBe(before);
      await page.getByTestId('tool-move').click();
      await expect(page.getByTestId('editor-move-hint')).toBeVisible();
      const m3 = await hexCentre(page, view.modules[2]!);
      await page.mouse.click(m3.x, m3.y);
      await page.mouse.click(m.x, m.y);
      await expect(page.getByTestId('editor-error')).toContainText(
        run.lang === 'en' ? 'The modules cannot lie so' : 'Les modules ne peuvent pas être placés ainsi',
      );

      // the check is for the players chosen
      await page.getByTestId('editor-players').selectOption('2');
      await expect(page.getByTestId('editor-check-result')).toContainText(run.checkWord);
      await page.getByTestId('editor-name').fill('Crater bay');
      await page.getByTestId('editor-name').press('Enter');
      await page.getByTestId('editor-name').blur();
      await page.getByTestId('editor-save').click();
      await expect(page.getByTestId('editor-saved-state')).toHaveText(run.saved);
      await expect(page.getByTestId('saved-board')).toHaveCount(1);
      await shot(page, `editor-${run.lang}-${run.width}`);

      // export: a board file that the host reads back
      const download = page.waitForEvent('download');
      await page.getByTestId('editor-export').click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('Crater bay.json');
      const content = readFileSync((await file.path())!, 'utf8');
      expect(JSON.parse(content).title).toBe('Crater bay');

      // a new game on the saved board
      await page.getByTestId('editor-back').click();
      await page.getByTestId('new-game').click();
      await page.getByTestId('board-kind-saved').check();
      const saved = await host.value<{ id: string; title: string }[]>('boards.saved');
      await page.getByTestId('board-saved').selectOption(saved[0]!.id);
      await expect(page.getByTestId('board-title')).toHaveText('Crater bay', { timeout: 30000 });
      await expect(page.getByTestId('board-check')).toContainText(run.checkWord);
      await shot(page, `editor-new-game-${run.lang}-${run.width}`);
      await page.getByTestId('start').click();
      await expect(page.getByTestId('handoff')).toBeVisible();
      const list = await host.value<{ map: string }[]>('campaign.list');
      expect(list[0]!.map).toBe('Crater bay');
    } finally {
      host.close();
      await web.stop();
    }
  });
}

test('the new-game chooser opens its board in the map editor, checked for its players, each module outlined', async ({
  page,
}) => {
  await withWeb(async (web, host) => {
    await page.goto(web.url);
    await page.getByTestId('new-game').click();
    await page.getByTestId('add-player').click();
    await page.getByTestId('board-kind-modular').check();
    await page.getByTestId('board-seed').fill('11');
    // the preview of that board (not the original's, still shown until the host answers)
    await expect(page.getByTestId('board-title')).toContainText('seed 11', { timeout: 30000 });
    await expect(page.getByTestId('board-check')).toContainText('3 players');
    const title = (await page.getByTestId('board-title').textContent())!.trim();
    await page.getByTestId('board-open-editor').click();
    await expect(page.getByTestId('map-editor')).toBeVisible();
    // the chosen board (seed 11, not the editor's own seed 7), its check for the 3 players of this game
    // untitled, named by what it is, as the chooser named it
    await expect(page.getByTestId('editor-name')).toHaveAttribute('placeholder', title, { timeout: 30000 });
    await expect(page.getByTestId('editor-name')).toHaveValue('');
    await expect(page.getByTestId('editor-seed')).toHaveValue('11');
    await expect(page.getByTestId('editor-players')).toHaveValue('3');
    const chosen = await host.value<{ terrain: string[] }>('boards.draft', {
      from: { kind: 'modular', seed: 11 },
      players: 3,
    });
    // its mountains, hex for hex (the editor's own seed 7 has others)
    const mountains = await page
      .locator('[data-testid="editor-board"] polygon[fill="#8a8580"]')
      .evaluateAll((ps) => ps.map((p) => p.getAttribute('data-hex')).sort());
    const expected: string[] = [];
    chosen.terrain.forEach((row, y) => [...row].forEach((l, x) => l === 'M' && expected.push(`${x},${y}`)));
    expect(mountains.length).toBeGreaterThan(0);
    expect(mountains).toEqual(expected.sort());
    // each of the 19 modules shows its extent
    await expect(page.locator('[data-testid="editor-board"] path.module-edge')).toHaveCount(19);
    await shot(page, 'editor-from-new-game-en-1366');
    // Back returns to the new-game screen
    await page.getByTestId('editor-back').click();
    await expect(page.getByTestId('new-game-screen')).toBeVisible();
  });
});

test('a generated board is named in the language the screen speaks: its preview, the map editor, a saved board', async ({
  page,
}) => {
  const web = await startWeb(tempData());
  const host = await HostClient.open(web.url);
  const setLang = async (lang: 'en' | 'fr') => {
    await host.value('settings.set', { language: lang });
    await page.evaluate((l) => (globalThis as unknown as { __fmhSetLang(l: string): void }).__fmhSetLang(l), lang);
  };
  try {
    await host.value('settings.set', { language: 'fr' });
    await page.goto(web.url);
    await page.getByTestId('new-game').click();
    const title = page.getByTestId('board-title');
    await expect(title).toHaveText('Plateau original de Full Metal Planète', { timeout: 30000 });
    await page.getByTestId('board-kind-planet').check();
    await page.getByTestId('board-seed').fill('12');
    await expect(title).toHaveText('Planète générée, graine 12', { timeout: 30000 });
    await expect(page.getByTestId('board-thumbnail')).toHaveAttribute('alt', 'Planète générée, graine 12');
    await setLang('en');
    await expect(title).toHaveText('Generated planet, seed 12');
    await setLang('fr');
    // the map editor names it the same
    await page.getByTestId('board-open-editor').click();
    const name = page.getByTestId('editor-name');
    await expect(name).toHaveAttribute('placeholder', 'Planète générée, graine 12', { timeout: 30000 });
    await expect(name).toHaveValue('');
    await page.getByTestId('editor-save').click();
    const saved = page.getByTestId('saved-board');
    await expect(saved).toHaveCount(1);
    await expect(saved.locator('strong')).toHaveText('Planète générée, graine 12');
    await expect(page.getByTestId('editor-saved-state')).toHaveText('Enregistré\u00a0: Planète générée, graine 12');
    await setLang('en');
    await expect(saved.locator('strong')).toHaveText('Generated planet, seed 12');
    await expect(name).toHaveAttribute('placeholder', 'Generated planet, seed 12');
    // and the new-game screen offers it under that name, in the language of the moment
    await page.getByTestId('editor-back').click();
    await page.getByTestId('board-kind-saved').check();
    await expect(page.getByTestId('board-saved').locator('option').nth(1)).toHaveText('Generated planet, seed 12');
    await setLang('fr');
    await expect(page.getByTestId('board-saved').locator('option').nth(1)).toHaveText('Planète générée, graine 12');
    const id = (await host.value<{ id: string }[]>('boards.saved'))[0]!.id;
    await page.getByTestId('board-saved').selectOption(id);
    await expect(title).toHaveText('Planète générée, graine 12', { timeout: 30000 });
  } finally {
    host.close();
    await web.stop();
  }
});

test('why a board fails its check is said in the language the screen speaks', async ({ page }) => {
  const web = await startWeb(tempData());
  const host = await HostClient.open(web.url);
  try {
    await host.value('settings.set', { language: 'fr' });
    await page.goto(web.url);
    await page.getByTestId('home-editor').click();
    await expect(page.getByTestId('editor-check-result')).toBeVisible({ timeout: 30000 });
    // a board of plains only: no sea at all
    const terrain = Array.from({ length: 20 }, () => 'p'.repeat(30));
    await page.getByTestId('editor-file').setInputFiles({
      name: 'plains.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ terrain })),
    });
    const problems = page.getByTestId('editor-problems');
    await expect(problems).toContainText('Trop peu de mer\u00a0: 0\u202f% du plateau, il en faut au moins 4\u202f%.', {
      timeout: 30000,
    });
    await page.evaluate(() => (globalThis as unknown as { __fmhSetLang(l: string): void }).__fmhSetLang('en'));
    await expect(problems).toContainText('Too little sea: 0% of the board, at least 4% needed.');
  } finally {
    host.close();
    await web.stop();
  }
});

test('New game on this board: a saved board that passes its check opens the new-game screen with it chosen, for its players', async ({
  page,
}) => {
  const shots = process.env.FMH_SHOTS ?? path.join(SHOTS, 'editor');
  await withWeb(async (web, host) => {
    await page.goto(web.url);
    await page.getByTestId('home-editor').click();
    await expect(page.getByTestId('editor-check-result')).toBeVisible({ timeout: 30000 });
    const playOn = page.getByTestId('editor-play-on');
    // the folded board, checked for 3 players: not offered until saved
    await page.getByTestId('editor-start-kind').selectOption('folded-right');
    await page.getByTestId('editor-start').click();
    // opened (no modules: the folded board is one piece) before it is checked for another number of players
    await expect(page.locator('[data-testid="editor-board"] .module-no')).toHaveCount(0);
    await page.getByTestId('editor-players').selectOption('3');
    await expect(page.getByTestId('editor-check-result')).toHaveText('Fair and playable for 3 players');
    await expect(playOn).toHaveCount(0);
    await page.getByTestId('editor-name').fill('Half a planet');
    await page.getByTestId('editor-name').press('Enter');
    await page.getByTestId('editor-save').click();
    await expect(page.getByTestId('editor-saved-state')).toHaveText('Saved: Half a planet');
    await expect(playOn).toHaveText('New game on this board');
    await shotsAtBothSizes(page, shots, 'editor-play-on', {
      host,
      frame: () => playOn.scrollIntoViewIfNeeded(),
    });
    const saved = await host.value<{ id: string; title: string }[]>('boards.saved');
    expect(saved.map((b) => b.title)).toEqual(['Half a planet']);

    await playOn.click();
    await expect(page.getByTestId('new-game-screen')).toBeVisible();
    // that board chosen under "A board of mine", a seat for each of the 3 players it was checked for
    await expect(page.getByTestId('board-kind-saved')).toBeChecked();
    await expect(page.getByTestId('board-saved')).toHaveValue(saved[0]!.id);
    await expect(page.getByTestId('board-title')).toHaveText('Half a planet', { timeout: 30000 });
    await expect(page.getByTestId('board-check')).toContainText('3 players');
    await expect(page.getByTestId('player-name-2')).toBeVisible();
    await expect(page.getByTestId('player-name-3')).toHaveCount(0);
    await shotsAtBothSizes(page, shots, 'new-game-on-saved', { host });
    // and the game is made on it
    await page.getByTestId('start').click();
    await expect(page.getByTestId('handoff')).toBeVisible();
    expect((await host.session()).players).toHaveLength(3);
    const list = await host.value<{ map: string }[]>('campaign.list');
    expect(list[0]!.map).toBe('Half a planet');
  });
});
