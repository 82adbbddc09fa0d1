// Issue 29: the puzzles on the lessons screen. The list (easiest first, with a profile's progress), a puzzle
// opened on the game screen with its goal in words, a hint on demand, the solution offered after a try and
// shown on the board, then solved for the profile. A piece to save from the tide and one from a strike, each with
// its goal and hint in both languages. Screenshots at 1366x768 and 1920x1080, English and French.
import { expect, type Page } from '@playwright/test';
import { loadPuzzles } from '../../src/puzzles/files.js';
import type { Puzzle } from '../../src/puzzles/puzzle.js';
import { offered } from './board-input';
import { passTideCard, SHOTS, shotsAtBothSizes, test, withWeb } from './helpers';

/** The puzzles tab of the lessons screen, from the start page. */
async function toPuzzles(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByTestId('home-lessons').click();
  await page.getByTestId('lessons-tab-puzzles').click();
  await expect(page.getByTestId('puzzle-list')).toBeVisible();
}

/** Starts a puzzle from the list: past the turn's tide card (as in any game), its goal said, its first hint asked. */
async function startPuzzle(page: Page, puzzle: Puzzle): Promise<void> {
  await page.getByTestId(`puzzle-start-${puzzle.id}`).click();
  await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-lesson', puzzle.id);
  await passTideCard(page);
  await expect(page.getByTestId('lesson-goal')).toHaveText(puzzle.goal.en);
  await page.getByTestId('lesson-hint-more').click();
  await expect(page.getByTestId('lesson-hint')).toContainText(puzzle.hints[0]!.en);
}

test('a puzzle from the lessons screen: goal, hint, the solution after a try, progress per profile', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await withWeb(async (web, host) => {
    const ann = await host.value<{ id: string }>('profile.create', { name: 'Ann' });
    const puzzle = loadPuzzles().find((p) => p.solution.length > 1)!;

    await toPuzzles(page, web.url);
    await page.getByTestId('puzzles-profile').selectOption(ann.id);
    await expect(page.getByTestId('puzzles-progress')).toHaveText(/^0 of \d{3} solved$/);
    await shotsAtBothSizes(page, SHOTS, 'puzzles-list', { host });

    await startPuzzle(page, puzzle);
    // the solution is offered only after a try
    await expect(page.getByTestId('puzzle-solution')).toBeDisabled();
    // the piece the goal is about is marked on the board ("your tank" says which only there)
    const target = (await host.session()).view!.pieces.find((x) => x.id === puzzle.target)!;
    await expect
      .poll(async () => (await offered(page)).focus)
      .toEqual(target.at2 ? [target.at, target.at2] : [target.at]);
    await shotsAtBothSizes(page, SHOTS, 'puzzle-open', { host });

    // a try (the solution's first action, sent as the screen would), then the solution is offered and shown
    await host.value('game.act', { action: puzzle.solution[0] });
    await expect(page.getByTestId('puzzle-solution')).toBeEnabled();
    await page.getByTestId('puzzle-solution').click();
    await expect(page.getByTestId('puzzle-shown')).toBeVisible();
    await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-met', 'true');
    await shotsAtBothSizes(page, SHOTS, 'puzzle-solution', { host });

    // solved for Ann: from the start again, every action of the solution
    await page.getByTestId('lesson-restart').click();
    await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-met', 'false');
    for (const action of puzzle.solution) await host.value('game.act', { action });
    await expect(page.getByTestId('lesson-success')).toBeVisible();
    // the list again, from the start page, with Ann's progress
    await host.value('campaign.close');
    await toPuzzles(page, web.url);
    await page.getByTestId('puzzles-profile').selectOption(ann.id);
    await expect(page.getByTestId(`puzzle-${puzzle.id}`)).toHaveAttribute('data-done', 'true');
    await expect(page.getByTestId('puzzles-progress')).toHaveText(/^1 of \d{3} solved$/);
  });
});

test('a piece to save from the tide and one from a strike: the goal and a hint in English and French, met by the solution', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await withWeb(async (web, host) => {
    const all = loadPuzzles();
    for (const [kind, name] of [
      ['saveFromTide', 'puzzle-tide'],
      ['saveFromStrike', 'puzzle-strike'],
    ] as const) {
      // the hardest of its kind: the least like the others
      const puzzle = all.filter((p) => p.kind === kind).at(-1)!;
      await toPuzzles(page, web.url);
      await startPuzzle(page, puzzle);
      await shotsAtBothSizes(page, SHOTS, name, {
        host,
        frame: async () => {
          const fr = (await page.locator('html').getAttribute('lang')) === 'fr';
          await expect(page.getByTestId('lesson-goal')).toHaveText(fr ? puzzle.goal.fr : puzzle.goal.en);
        },
      });
      await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-met', 'false');
      for (const action of puzzle.solution) await host.value('game.act', { action });
      await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-met', 'true');
      await host.value('campaign.close');
    }
  });
});
