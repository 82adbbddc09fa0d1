// Every lesson played to success through the screen, as a newcomer would: the lessons list, the
// board (clicks on hexes), the ability buttons, the end of turn. The host side channel only reads
// the state to check it. One lesson is played in French. Also: the rules reference (F1, search,
// diagrams drawn by the board) and a refusal explained with its link to the rule.
import { expect, type Page } from '@playwright/test';
import type { Hex } from '../../src/engine/types';
import type { Suggestion } from '../../src/host/contract';
import {
  HostClient,
  clickHex,
  confirmIfAsked,
  endTurn,
  openLesson,
  selectAt,
  settled,
  shot,
  startWeb,
  tempData,
  toLessons,
  type Web,
  test,
} from './helpers';

let web: Web;
let host: HostClient;

test.beforeAll(async () => {
  web = await startWeb(tempData());
  host = await HostClient.open(web.url);
});
test.afterAll(async () => {
  host?.close();
  await web?.stop();
});

/**
 * The screen in English. The host's default is French: each test that reads the screen's words (or pictures
 * it) says its language itself, so that it passes run alone as after any other.
 */
async function inEnglish(): Promise<void> {
  await host.value('settings.set', { language: 'en' });
}

/** Clicks a hex; once the screen has settled, confirms a shot (or a move that strands) that waits for it. */
async function hex(page: Page, h: Hex): Promise<void> {
  await clickHex(page, h);
  await confirmIfAsked(page);
}

async function success(page: Page, id: string): Promise<void> {
  await expect(page.getByTestId('lesson-success')).toBeVisible();
  await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-met', 'true');
  const list = await host.value<{ id: string; done: boolean }[]>('lesson.list');
  expect(list.find((l) => l.id === id)?.done).toBe(true);
  await shot(page, `lesson-${id}`);
}

test('tides and terrain (in French)', async ({ page }) => {
  await host.value('settings.set', { language: 'fr' });
  await openLesson(page, web.url, 'tides');
  await expect(page.getByTestId('lesson-goal')).toContainText('Traversez le marais');
  // the learner is named by his army's colour, and told so in the second person
  await expect(page.getByTestId('lesson-playing')).toHaveText('Vous jouez Bleu.');
  // the newcomer sees the forecast's flooding hexes
  await expect(page.getByTestId('newcomer-forecast')).toContainText('seront inondées');
  await selectAt(page, [0, 2]);
  await hex(page, [7, 2]);
  await endTurn(page, { continueReveal: true });
  await success(page, 'tides');
});

test('moving and action points', async ({ page }) => {
  await inEnglish();
  await openLesson(page, web.url, 'moving');
  await expect(page.getByTestId('lesson-playing')).toHaveText('You play Blue.');
  await page.getByTestId('lesson-hint-more').click();
  await expect(page.getByTestId('lesson-hint')).toHaveCount(1);
  // a newcomer hovering his piece reads what it can do now
  const { hexPoint } = await import('./helpers');
  const at = await hexPoint(page, [0, 1]);
  await page.mouse.move(at.x, at.y);
  await expect(page.getByTestId('newcomer-piece')).toContainText('Can now: Move');
  await selectAt(page, [0, 1]);
  await hex(page, [6, 1]);
  await success(page, 'moving');
});

test('the coach answers in a lesson: "Suggest a move" says the lesson’s next step, and following it meets the goal', async ({
  page,
}) => {
  await inEnglish();
  await openLesson(page, web.url, 'moving');
  await page.getByTestId('suggest').click();
  // the lesson's own way (src/lessons/lesson-coach.ts), in the coach's words: never "No suggestion now."
  await expect(page.getByTestId('suggestion')).toHaveText('Move your super tank there.');
  await shot(page, 'lesson-coach-suggests');
  // the move suggested, as the host gives it, played by the learner's clicks: the lesson is won
  const s = await host.value<Suggestion>('query.suggest');
  expect(s.action.type).toBe('move');
  const move = s.action as { piece: string; path: Hex[] };
  const from = (await host.session()).view!.pieces.find((p) => p.id === move.piece)!.at as Hex;
  await selectAt(page, from);
  await hex(page, move.path[move.path.length - 1]!);
  await success(page, 'moving');
});

test('a refused action is explained, with a link to the rules reference at its section', async ({ page }) => {
  await inEnglish();
  await openLesson(page, web.url, 'shooting');
  // a shot at the far red tank: refused, and the sentence says why with the engine's numbers
  await selectAt(page, [0, 1]);
  await hex(page, [8, 1]);
  await hex(page, [0, 3]);
  await expect(page.getByTestId('status')).toContainText('Your tank reaches 2 hexes; the target is');
  await shot(page, 'refusal-explained');
  // the status line follows the screen's language: the same refusal, its reason too, in French and back
  const setLang = (lang: string) =>
    page.evaluate((l) => (globalThis as unknown as { __fmhSetLang(l: string): void }).__fmhSetLang(l), lang);
  await setLang('fr');
  await expect(page.getByTestId('status')).toContainText(/Refusé\s: Votre char porte à 2 cases/);
  await expect(page.getByTestId('refusal-rule')).toBeVisible();
  await setLang('en');
  await expect(page.getByTestId('status')).toContainText('Refused: Your tank reaches 2 hexes; the target is');
  await page.getByTestId('refusal-rule').click();
  await expect(page.getByTestId('rules-section')).toHaveAttribute('data-section', 'destructors');
  await expect(page.getByTestId('rules-diagram').first()).toBeVisible();
  await shot(page, 'rules-from-refusal');
  await page.getByTestId('rules-close').click();
  await expect(page.getByTestId('rules')).toHaveCount(0);
  // F1 opens it too; the search finds the pontoons
  await page.keyboard.press('F1');
  await page.getByTestId('rules-search').fill('chain');
  await page.getByTestId('rules-nav-pontoons').click();
  await expect(page.getByTestId('rules-section')).toHaveAttribute('data-section', 'pontoons');
  await expect(page.locator('[data-testid=rules-section] mark').first()).toBeVisible();
  await page.keyboard.press('Escape');
});

test('a hex the piece cannot reach says the true reason: what the way round would cost, or the hex itself', async ({
  page,
}) => {
  await inEnglish();
  await openLesson(page, web.url, 'moving');
  // 6,0 lies beyond the mountains: the way round costs 11 (a straight line would have met a mountain first)
  await selectAt(page, [0, 1]);
  await hex(page, [6, 0]);
  await expect(page.getByTestId('status')).toContainText('Not enough action points: this costs 11, you have 10 left.');
  await shot(page, 'refusal-out-of-reach');
  // the piece stays selected: a mountain is the hex's own reason
  await hex(page, [3, 1]);
  await expect(page.getByTestId('status')).toContainText('The super tank never goes on a mountain');
  // the same reason in French, the screen's language switched
  const setLang = (lang: string) =>
    page.evaluate((l) => (globalThis as unknown as { __fmhSetLang(l: string): void }).__fmhSetLang(l), lang);
  await setLang('fr');
  await hex(page, [6, 0]);
  await expect(page.getByTestId('status')).toContainText(
    /Pas assez de points d’action\s: il en faut 11, il vous en reste 10\./,
  );
  await setLang('en');
});

test('loading and unloading', async ({ page }) => {
  await inEnglish();
  await openLesson(page, web.url, 'transport');
  await selectAt(page, [5, 4]);
  await hex(page, [6, 4]); // load the ore
  await selectAt(page, [5, 4]);
  await hex(page, [4, 3]);
  await selectAt(page, [4, 3]);
  await page.getByTestId('unload-o1').click();
  await hex(page, [3, 2]); // the pode
  await success(page, 'transport');
});

test('the pondeuse', async ({ page }) => {
  await inEnglish();
  await openLesson(page, web.url, 'pondeuse');
  await selectAt(page, [2, 2]);
  await hex(page, [3, 2]);
  await selectAt(page, [2, 2]);
  await page.getByTestId('build-tank').click();
  await hex(page, [2, 3]);
  await selectAt(page, [2, 2]);
  await hex(page, [1, 2]);
  await selectAt(page, [2, 2]);
  await page.getByTestId('build-crab').click();
  await hex(page, [2, 1]);
  await success(page, 'pondeuse');
});

test('pontoons', async ({ page }) => {
  await inEnglish();
  await openLesson(page, web.url, 'pontoons');
  await selectAt(page, [2, 2]);
  await page.getByTestId('unload-p1').click();
  await hex(page, [3, 2]);
  await selectAt(page, [2, 3]);
  await hex(page, [4, 2]);
  await success(page, 'pontoons');
});

test('shooting and fire zones', async ({ page }) => {
  await inEnglish();
  await openLesson(page, web.url, 'shooting');
  // hovering a hex in the red fire says who covers it
  const { hexPoint } = await import('./helpers');
  const p = await hexPoint(page, [7, 2]);
  await page.mouse.move(p.x, p.y);
  await expect(page.getByTestId('newcomer-cover')).toContainText('tank at 8,1');
  // the first time enemy fire matters, a short note explains it (once)
  await expect(page.getByTestId('newcomer-note')).toContainText('under enemy fire');
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByTestId('newcomer-note')).toHaveCount(0);
  await selectAt(page, [0, 1]);
  await hex(page, [3, 1]);
  await selectAt(page, [0, 3]);
  await hex(page, [3, 3]);
  await selectAt(page, [3, 1]);
  await hex(page, [5, 2]); // the target
  await hex(page, [3, 3]); // the second shooter
  await success(page, 'shooting');
});

test('the second arrival', async ({ page }) => {
  await inEnglish();
  await openLesson(page, web.url, 'second-arrival');
  await selectAt(page, [1, 2]);
  await hex(page, [4, 3]);
  await selectAt(page, [4, 3]);
  await hex(page, [5, 1]);
  await hex(page, [3, 0]);
  await success(page, 'second-arrival');
});

test('holding a piece under fire: an escort passes the red crab and goes on moving (issue 24, point 3)', async ({
  page,
}) => {
  await inEnglish();
  await openLesson(page, web.url, 'neutralisation');
  const at = async (id: string) => (await host.session()).view!.pieces.find((q) => q.id === id)!.at;
  // the escort stops beside the crab: with the tank at 5,0 it holds it under fire
  await selectAt(page, [1, 4]);
  await hex(page, [4, 3]);
  await expect.poll(() => at('t2')).toEqual([4, 3]);
  // the side panel says what the fire holds, and what staying or leaving means
  await expect(page.getByTestId('holding')).toContainText('5,2');
  await expect(page.getByTestId('holding')).toContainText('Stay until you end your turn');
  // and it goes on: holding is the player's choice, nothing freezes it
  await selectAt(page, [4, 3]);
  await hex(page, [8, 3]);
  await expect.poll(() => at('t2')).toEqual([8, 3]);
  await expect(page.getByTestId('holding')).toHaveCount(0);
  // two tanks hold the crab when the turn ends: it is neutralised for Red's turn
  await selectAt(page, [1, 1]);
  await hex(page, [3, 2]);
  await expect.poll(() => at('t1')).toEqual([3, 2]);
  await endTurn(page);
  await success(page, 'neutralisation');
});

test('capture and the astronef', async ({ page }) => {
  await inEnglish();
  await openLesson(page, web.url, 'capture');
  await selectAt(page, [0, 1]);
  await page.keyboard.press('c');
  await hex(page, [1, 1]);
  await hex(page, [2, 1]);
  await expect.poll(async () => (await host.session()).view!.pieces.find((q) => q.id === 'e1')!.owner).toBe('A');
  await selectAt(page, [2, 1]);
  await hex(page, [3, 1]);
  await selectAt(page, [3, 1]);
  await hex(page, [4, 2]); // the pode: the tank drives in
  await success(page, 'capture');
});

test('the end of the game', async ({ page }) => {
  await inEnglish();
  await openLesson(page, web.url, 'end');
  await selectAt(page, [4, 2]);
  await page.getByTestId('unload-o2').click();
  await hex(page, [3, 2]);
  await selectAt(page, [2, 2]);
  await hex(page, [4, 2]); // the astronef takes the crab in
  await selectAt(page, [2, 2]);
  await page.getByRole('button', { name: 'Take off' }).click();
  await success(page, 'end');
});

test('the lessons list remembers the progress and a lesson can be restarted', async ({ page }) => {
  await inEnglish();
  // one lesson succeeded here (the tests above may have succeeded others): the list shows what the host remembers
  await openLesson(page, web.url, 'moving');
  await selectAt(page, [0, 1]);
  await hex(page, [6, 1]);
  await expect(page.getByTestId('lesson-success')).toBeVisible();
  await toLessons(page, web.url);
  const all = await host.value<{ id: string; done: boolean }[]>('lesson.list');
  const done = all.filter((l) => l.done);
  expect(done.map((l) => l.id)).toContain('moving');
  for (const l of done) await expect(page.getByTestId(`lesson-${l.id}`)).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('lessons-progress')).toContainText(`${done.length} of ${all.length}`);
  await shot(page, 'lessons-list');
  await page.getByTestId('lesson-start-pontoons').click();
  await expect(page.getByTestId('board')).toBeVisible();
  await settled(page);
  await selectAt(page, [2, 2]);
  await page.getByTestId('unload-p1').click();
  await hex(page, [3, 2]);
  await expect.poll(async () => (await host.session()).view!.pieces.find((q) => q.id === 'p1')!.at).toEqual([3, 2]);
  await page.getByTestId('lesson-restart').click();
  await expect.poll(async () => (await host.session()).view!.pieces.find((q) => q.id === 'p1')!.in).toBe('c1');
});
