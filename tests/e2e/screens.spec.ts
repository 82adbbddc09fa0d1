// Every screen in the title screen's style (issue 14, point 4): each opens with the planet strip and its title in
// the home title's letters, its sections in framed panels; in English and in French, at 1366x768 and 1920x1080.
// The pictures go to test-results/screens/styled/ to be looked at.
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import type { SessionView } from '../../src/host/contract';
import {
  HostClient,
  SHOTS,
  deployOneTankEach,
  endTurnsToTheEnd,
  fastForward,
  passTideCard,
  settled,
  shotsAtBothSizes,
  test,
  withWeb,
  openNewGame,
} from './helpers';

const DIR = path.join(SHOTS, 'styled');
type Lang = 'en' | 'fr';
const LANGS: Lang[] = ['en', 'fr'];

async function setLang(page: Page, host: HostClient, lang: Lang): Promise<void> {
  await host.value('settings.set', { language: lang });
  await page.evaluate((l) => (globalThis as unknown as { __fmhSetLang(l: string): void }).__fmhSetLang(l), lang);
}

/**
 * In each language: the screen shows its header with this title and at least one framed panel; then its
 * pictures at both sizes. Back to English after.
 */
async function styledScreen(
  page: Page,
  host: HostClient,
  testid: string,
  name: string,
  titles: Record<Lang, string | RegExp>,
): Promise<void> {
  const screen = page.getByTestId(testid);
  for (const lang of LANGS) {
    await setLang(page, host, lang);
    await expect(screen.getByTestId('screen-title')).toHaveText(titles[lang]);
    await expect(screen.getByTestId('planet-scene').first()).toBeVisible();
    expect(await screen.locator('.panel').count()).toBeGreaterThan(0);
    await shotsAtBothSizes(page, DIR, `${name}-${lang}`, { languages: null });
  }
  await setLang(page, host, 'en');
}

/**
 * Nothing of a side panel sticks out sideways (the editor's "Start from" select did at 1366x768, its saved
 * boards' Delete in French at 1920x1080): no control past the panel's inner edge (its scroll bar and padding
 * left out), no text wider than its button, no sideways scrolling; and a select shows the whole of each of its
 * options, measured against a copy of the select as wide as that option alone needs. `what` names the state.
 */
async function noSideOverflow(page: Page, selector: string, what: string): Promise<void> {
  const found = await page.locator(selector).evaluate((box) => {
    const win = box.ownerDocument.defaultView!;
    const padRight = parseFloat(win.getComputedStyle(box).paddingRight);
    const edge = box.getBoundingClientRect().left + box.clientLeft + box.clientWidth - padRight;
    const name = (el: { tagName: string; textContent: string | null }) =>
      `${el.tagName.toLowerCase()} “${(el.textContent ?? '').trim().slice(0, 40)}”`;
    const out = [...box.querySelectorAll('select, input:not([hidden]), button')]
      .filter((el) => el.getBoundingClientRect().right > edge + 0.5)
      .map((el) => `${name(el)} ends at ${el.getBoundingClientRect().right} past ${edge}`);
    for (const b of box.querySelectorAll('button'))
      if (b.scrollWidth > b.clientWidth + 1) out.push(`${name(b)}: its text is wider than the button`);
    if (box.scrollWidth > box.clientWidth + 1) out.push(`the panel scrolls sideways (${box.scrollWidth})`);
    for (const select of box.querySelectorAll('select')) {
      const shown = select.getBoundingClientRect().width;
      for (const option of select.options) {
        const probe = select.cloneNode(false) as typeof select;
        probe.removeAttribute('data-testid');
        probe.style.cssText = 'position: absolute; visibility: hidden; width: auto; max-width: none; min-width: 0';
        const copy = option.cloneNode(true) as typeof option;
        copy.selected = true;
        probe.append(copy);
        select.parentElement!.append(probe);
        const needed = probe.getBoundingClientRect().width;
        probe.remove();
        if (needed > shown + 0.5) out.push(`select: “${option.text}” needs ${needed}px, the box is ${shown}px`);
      }
    }
    return out;
  });
  expect(found, what).toEqual([]);
}

test('home, settings, new game, lessons, a lesson, league, profile and editor in the title screen style', async ({
  page,
}) => {
  await withWeb(async (web, host) => {
    const ada = await host.value<{ id: string }>('profile.create', { name: 'Ada', colour: 'green', mark: 'triangle' });
    await host.value('profile.create', { name: 'Léon', colour: 'yellow', mark: 'diamond' });
    await page.goto(web.url);
    await expect(page.getByTestId('home')).toBeVisible();
    await expect(page.locator('.metal-title')).toHaveText('Full Metal Hot-Seat');
    await shotsAtBothSizes(page, DIR, 'home', { host });

    await page.getByTestId('settings').click();
    await styledScreen(page, host, 'settings-screen', 'settings', { en: 'Settings', fr: 'Réglages' });
    // one Back, in the header
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Back' }).click();

    await page.getByTestId('new-game').click();
    await styledScreen(page, host, 'new-game-screen', 'new-game', { en: 'New game', fr: 'Nouvelle partie' });
    // the three kinds of game and each option's checkbox (the Japanese edition's mountain pairs wrapped) read
    // on one line, in both languages at both sizes (French wrapped them)
    const heightsInFontSizes = (labels: Locator) =>
      labels.evaluateAll((ls) =>
        ls.map(
          (l) =>
            l.getBoundingClientRect().height / parseFloat(l.ownerDocument.defaultView!.getComputedStyle(l).fontSize),
        ),
      );
    const options = page.getByTestId('game-kind').locator('xpath=..');
    for (const lang of LANGS) {
      await setLang(page, host, lang);
      for (const [width, height] of [
        [1366, 768],
        [1920, 1080],
      ] as const) {
        await page.setViewportSize({ width, height });
        const kinds = await heightsInFontSizes(page.getByTestId('game-kind').locator('label'));
        expect(kinds, `${lang} ${width}x${height}: label heights in font sizes`).toHaveLength(3);
        for (const h of kinds) expect(h, `${lang} ${width}x${height}`).toBeLessThan(1.8);
        const boxes = await heightsInFontSizes(options.locator('label:has(input[type=checkbox])'));
        // four checkboxes; the mountain pair's reading is a choice of three since issue 24 point 4
        expect(boxes, `${lang} ${width}x${height}: the options' checkboxes`).toHaveLength(4);
        await expect(options.getByTestId('mountain-pair')).toBeVisible();
        boxes.forEach((h, i) => expect(h, `${lang} ${width}x${height}: checkbox ${i + 1}`).toBeLessThan(1.8));
      }
    }
    await setLang(page, host, 'en');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('button', { name: 'Back' }).click();

    await page.getByTestId('home-lessons').click();
    await styledScreen(page, host, 'lessons', 'lessons', { en: 'Lessons', fr: 'Leçons' });
    // at 1920 the lessons fill the width: at least two cards side by side
    await page.setViewportSize({ width: 1920, height: 1080 });
    const tops = await page
      .locator('[data-testid^="lesson-"][data-done]')
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(2);
    expect(tops[1]).toBe(tops[0]);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByTestId('lesson-start-moving').click();
    await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-lesson', 'moving');
    await expect(page.getByTestId('board')).toBeVisible();
    await shotsAtBothSizes(page, DIR, 'lesson', { host });
    await page.getByTestId('lesson-list').click();
    await page.getByTestId('lessons-back').click();
    await expect(page.getByTestId('home')).toBeVisible();

    await page.getByTestId('home-league').click();
    await styledScreen(page, host, 'league', 'league', { en: 'The league', fr: 'La ligue' });
    // each of its panels has its title
    await expect(page.getByTestId('league').locator('.panel > h2')).toHaveText([
      'The standings',
      'Records',
      'Profiles',
    ]);
    await page.getByTestId('profile-link').filter({ hasText: 'Ada' }).click();
    await expect(page.getByTestId('profile')).toBeVisible();
    // the profile's mark stays in its title
    await expect(page.getByTestId('screen-title').locator('svg[data-mark="triangle"]')).toBeVisible();
    await styledScreen(page, host, 'profile', 'profile', { en: /Profile of Ada/, fr: /Profil d’Ada/ });
    expect(ada.id).toBeTruthy();
    await page.getByTestId('profile-back').click();
    await page.getByTestId('league-back').click();

    await page.getByTestId('home-editor').click();
    await expect(page.getByTestId('editor-start-kind')).toBeVisible();
    await page.getByTestId('editor-start').click();
    await expect(page.getByTestId('map-editor').locator('svg').first()).toBeVisible();
    await styledScreen(page, host, 'map-editor', 'editor', { en: 'Map editor', fr: 'Éditeur de cartes' });
  });
});

test("the map editor's side panel holds its saved boards and its dropdowns, in both languages at both sizes", async ({
  page,
}) => {
  // the pictures, to be looked at: FMH_SHOTS, or beside the other screens'
  const shots = process.env.FMH_SHOTS ?? path.join(SHOTS, 'editor');
  await withWeb(async (web, host) => {
    await page.goto(web.url);
    await page.getByTestId('home-editor').click();
    await expect(page.locator('[data-testid="editor-board"] .module-no')).toHaveCount(19, { timeout: 30_000 });
    // a saved board in the list, then its Delete asked to be confirmed (a longer button naming the board)
    await page.getByTestId('editor-save').click();
    await expect(page.getByTestId('saved-board')).toHaveCount(1);
    const aside = '[data-testid="map-editor"] aside';
    const everywhere = async (state: string) => {
      for (const lang of LANGS) {
        await setLang(page, host, lang);
        for (const [width, height] of [
          [1366, 768],
          [1920, 1080],
        ] as const) {
          await page.setViewportSize({ width, height });
          await noSideOverflow(page, aside, `${state}, ${lang} ${width}x${height}`);
        }
      }
      await setLang(page, host, 'en');
      await page.setViewportSize({ width: 1366, height: 768 });
    };
    await everywhere('a saved board');
    // the panel scrolled to its end, where the saved boards are; then to its top, the start's select
    const savedInView = { host, frame: () => page.getByTestId('saved-board').scrollIntoViewIfNeeded() };
    await shotsAtBothSizes(page, shots, 'editor-saved', savedInView);
    await page.getByTestId('editor-start-kind').selectOption('folded-left');
    await shotsAtBothSizes(page, shots, 'editor-start-folded', {
      host,
      frame: () => page.getByTestId('editor-start-kind').scrollIntoViewIfNeeded(),
    });
    await page.getByTestId('saved-delete').click();
    await expect(page.getByTestId('saved-delete-confirm')).toBeVisible();
    await everywhere('Delete to confirm');
    await shotsAtBothSizes(page, shots, 'editor-delete-confirm', savedInView);
    await page.getByTestId('saved-delete-confirm').click();
    await expect(page.getByTestId('saved-board')).toHaveCount(0);
  });
});

test('a screen whose code has not come says "Loading…", and one that could not be loaded says so and tries again', async ({
  page,
}) => {
  const shots = process.env.FMH_SHOTS ?? path.join(SHOTS, 'loading');
  await withWeb(async (web, host) => {
    // the new-game screen's code fails to come (web mode with the server gone), the background load's too
    const newGameCode = '**/assets/NewGame-*.js';
    await page.route(newGameCode, (route) => route.abort('connectionrefused'));
    // and the rules panel's (before the page loads it in the background)
    await page.route('**/assets/RulesPanel-*.js', (route) => route.abort('connectionrefused'));
    await page.goto(web.url);
    await page.getByTestId('new-game').click();
    const waiting = page.getByTestId('screen-loading');
    await expect(waiting).toHaveAttribute('data-status', 'failed');
    await expect(waiting).toContainText('This screen could not be loaded');
    await shotsAtBothSizes(page, shots, 'load-failed', { host });
    await expect(page.getByTestId('screen-retry')).toHaveText('Try again');
    // tried again while the server is still gone: the same message
    await page.getByTestId('screen-retry').click();
    await expect(waiting).toHaveAttribute('data-status', 'failed');

    // the server is back, slow to answer: "Loading…" until the code comes, then the screen
    await page.unroute(newGameCode);
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(newGameCode, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('screen-retry').click();
    await expect(waiting).toHaveAttribute('data-status', 'loading');
    await expect(waiting).toHaveText('Loading…');
    await shotsAtBothSizes(page, shots, 'loading', { host });
    release();
    await expect(page.getByTestId('new-game-screen')).toBeVisible();
    await expect(waiting).toHaveCount(0);

    // the rules panel over the home screen: Close when its code could not be loaded
    await page.getByTestId('new-game-screen').getByRole('button', { name: 'Back' }).click();
    await page.keyboard.press('F1');
    await expect(waiting).toHaveAttribute('data-status', 'failed');
    await page.getByTestId('screen-leave').click();
    await expect(waiting).toHaveCount(0);
    await expect(page.getByTestId('home')).toBeVisible();
  });
});

test("the new-game screen's default player names follow the language and the colour; a name typed stays", async ({
  page,
}) => {
  await withWeb(async (web, host) => {
    await openNewGame(page, web.url);
    const name = (seat: number) => page.getByTestId(`player-name-${seat}`);
    await expect(name(0)).toHaveValue('Red');
    await expect(name(1)).toHaveValue('Blue');
    await name(1).fill('Ann');
    await page.getByTestId('add-player').click();
    await expect(name(2)).toHaveValue('Yellow');
    await setLang(page, host, 'fr');
    await expect(name(0)).toHaveValue('Rouge');
    await expect(name(1)).toHaveValue('Ann');
    await expect(name(2)).toHaveValue('Jaune');
    // a seat named after its colour takes its new colour's name; one typed as a colour's name keeps it
    await page.getByTestId('player-colour-2').selectOption('green');
    await expect(name(2)).toHaveValue('Vert');
    await name(0).fill('Rouge');
    await setLang(page, host, 'en');
    await expect(name(0)).toHaveValue('Rouge');
    await expect(name(1)).toHaveValue('Ann');
    await expect(name(2)).toHaveValue('Green');
    // the game gets the names shown
    await page.getByTestId('start').click();
    await expect(page.getByTestId('handoff')).toBeVisible();
    const session = await host.value<SessionView>('game.view');
    expect(session.players.map((p) => p.name)).toEqual(['Rouge', 'Ann', 'Green']);
  });
});

test('the new-game screen and the map editor say what is wrong in the language the screen speaks now', async ({
  page,
}) => {
  await withWeb(async (web, host) => {
    await host.value('profile.create', { name: 'Ada', colour: 'green' });
    await openNewGame(page, web.url);
    // the board chooser: a map code missing (the screen's own words), then one the host refuses
    await page.getByTestId('board-kind-code').check();
    const boardError = page.getByTestId('board-error');
    await expect(boardError).toHaveText('Type a map code, like M4-7-R.');
    await setLang(page, host, 'fr');
    await expect(boardError).toHaveText('Saisissez un code de carte, par exemple M4-7-R.');
    // a map code the host cannot read: it says which part is wrong (BAD_MAP_CODE), in the language of the moment
    await page.getByTestId('board-code').fill('XYZ');
    await expect(boardError).toHaveText(/^Un code de carte s’écrit comme M4-7-R\s: la lettre du plateau,/, {
      timeout: 10_000,
    });
    await setLang(page, host, 'en');
    await expect(boardError).toHaveText(/^A map code reads like M4-7-R: the board’s letter,/);
    await page.getByTestId('board-code').fill('M5-7-R');
    await expect(boardError).toHaveText('After the board’s letter comes the number of players, 2, 3 or 4, not 5.', {
      timeout: 10_000,
    });
    await setLang(page, host, 'fr');
    await expect(boardError).toHaveText('Après la lettre du plateau vient le nombre de joueurs, 2, 3 ou 4, pas 5.');
    await page.getByTestId('board-code').fill('M4-7-Q');
    await expect(boardError).toHaveText(/^Le code est mal saisi\s: son dernier caractère, le caractère de contrôle,/, {
      timeout: 10_000,
    });
    await setLang(page, host, 'en');
    await expect(boardError).toHaveText(
      'The code is mistyped: its last character, the check character, does not match the rest. Check each character.',
    );
    await expect(page.getByTestId('board-preview')).toHaveCount(0);
    // no longer than the host reads (40 characters): what is typed past it never reaches the host
    await page.getByTestId('board-code').fill('');
    await page.getByTestId('board-code').pressSequentially('M4-7-R'.padEnd(50, '7'));
    await expect(page.getByTestId('board-code')).toHaveValue('M4-7-R'.padEnd(40, '7'));
    await page.getByTestId('board-code').fill('M4-7-R');
    await expect(page.getByTestId('board-preview')).toBeVisible({ timeout: 10_000 });
    await expect(boardError).toHaveCount(0);
    await page.getByTestId('board-kind-original').check();
    await expect(boardError).toHaveCount(0, { timeout: 10_000 });
    // the players: a name missing, then a profile the host refuses (the name is taken)
    await page.getByTestId('player-name-0').fill('');
    await page.getByTestId('start').click();
    const newError = page.getByTestId('new-error');
    await expect(newError).toHaveText('Every player needs a name.');
    await setLang(page, host, 'fr');
    await expect(newError).toHaveText('Chaque joueur doit avoir un nom.');
    await page.getByTestId('player-profile-0').selectOption('+new');
    await page.getByTestId('player-name-0').fill('Ada');
    await page.getByTestId('player-create-0').click();
    await expect(newError).toHaveText(/^Un profil s’appelle déjà Ada\s: choisissez un autre nom/);
    await setLang(page, host, 'en');
    await expect(newError).toHaveText(/^A profile is already called Ada: choose another name/);
    await page.getByRole('button', { name: 'Back' }).click();
    // the map editor's start form
    await page.getByTestId('home-editor').click();
    await page.getByTestId('editor-start-kind').selectOption('code');
    await page.getByTestId('editor-start').click();
    const formError = page.getByTestId('editor-form-error');
    await expect(formError).toHaveText('Type a map code, like M4-7-R.');
    await setLang(page, host, 'fr');
    await expect(formError).toHaveText('Saisissez un code de carte, par exemple M4-7-R.');
    // a code the host cannot read, said by the editor's own error line
    await page.getByTestId('editor-code').fill('FX3-G');
    await page.getByTestId('editor-start').click();
    await expect(formError).toHaveCount(0);
    const editorError = page.getByTestId('editor-error');
    await expect(editorError).toHaveText(/^Le code du plateau replié dit après son F quel volet est rabattu\s: FL/);
    await setLang(page, host, 'en');
    await expect(editorError).toHaveText(
      'The folded board’s code says after its F which flap is folded away: FL (left) or FR (right), not FX.',
    );
  });
});

test('a game between two profiles: hand-off, tide card, board, the secret lift-off prompt, the end', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await withWeb(async (web, host) => {
    const ada = await host.value<{ id: string }>('profile.create', { name: 'Ada', colour: 'green', mark: 'triangle' });
    const leon = await host.value<{ id: string }>('profile.create', {
      name: 'Léon',
      colour: 'yellow',
      mark: 'diamond',
    });
    await host.value('campaign.new', {
      name: 'Profiles',
      players: [
        { id: 'red', name: 'Ada', colour: 'green', profileId: ada.id },
        { id: 'blue', name: 'Léon', colour: 'yellow', profileId: leon.id },
      ],
      seed: 99,
    });
    await deployOneTankEach(host, await fastForward(host, (x) => x.phase === 'deploy'));
    let s: SessionView = await fastForward(host, (x) => x.turn >= 4 && !x.seated);
    if (s.seated) await host.value('game.unseat');

    await page.goto(web.url);
    await page.getByTestId('handoff').or(page.getByTestId('resume')).waitFor();
    if (await page.getByTestId('resume').count()) await page.getByTestId('resume').click();
    await expect(page.getByTestId('handoff')).toBeVisible();
    await expect(page.getByTestId('handoff')).toContainText(/Ada|Léon/);
    await shotsAtBothSizes(page, DIR, 'handoff', { host });
    await page.getByTestId('seat').click();
    await expect(page.getByTestId('board')).toBeVisible();
    // the card comes with the seat's answer, or not at all
    await settled(page);
    if (await page.getByTestId('reveal-continue').count()) {
      await expect(page.getByTestId('reveal-card')).toHaveAttribute('data-turned', 'true');
      await shotsAtBothSizes(page, DIR, 'tide-card', { host });
      await page.getByTestId('reveal-continue').click();
    }
    await expect(page.getByTestId('board')).toBeVisible();
    // the seats play as profiles: their names on the screen
    await expect(page.locator('body')).toContainText('Ada');
    await expect(page.locator('body')).toContainText('Léon');
    await shotsAtBothSizes(page, DIR, 'game-profiles', { host });

    // to turn 21 through the host, then the seat is taken through the page: the secret prompt, not the hand-off
    s = await fastForward(host, (x) => x.phase === 'liftoff' || x.turn > 21);
    expect(s.phase).toBe('liftoff');
    if (s.seated) await host.value('game.unseat');
    // the page catches up with the host's twenty turns (slow on a loaded machine)
    await expect(page.getByRole('banner').first()).toContainText('Turn 21', { timeout: 90_000 });
    await expect(page.getByTestId('handoff')).toBeVisible();
    await page.getByTestId('seat').click();
    await expect(page.getByTestId('board').or(page.getByTestId('reveal-continue')).first()).toBeVisible();
    await settled(page);
    if (await page.getByTestId('reveal-continue').count()) {
      await expect(page.getByTestId('reveal-card')).toHaveAttribute('data-turned', 'true');
      await shotsAtBothSizes(page, DIR, 'tide-card-turn21', { host });
      await passTideCard(page);
    }
    await expect(page.getByTestId('liftoff')).toBeVisible();
    await expect(page.getByTestId('handoff')).toHaveCount(0);
    await shotsAtBothSizes(page, DIR, 'liftoff-prompt', { host });

    // the astronef named in words, not by its id
    await expect(page.getByTestId('liftoff')).not.toContainText('.astronef');
    // each chooses through the page (the first leaves, the second stays), then on to the end through the host
    for (let k = 0; k < 2; k++) {
      if (k === 1) {
        await expect(page.getByTestId('handoff')).toBeVisible({ timeout: 30_000 });
        await page.getByTestId('seat').click();
        await passTideCard(page);
        await expect(page.getByTestId('liftoff')).toBeVisible();
      }
      const seated = (await host.session()).seated!;
      await page.getByTestId(`${k === 0 ? 'leave' : 'stay'}-${seated}.astronef`).check();
      await page.getByTestId('liftoff-confirm').click();
      await settled(page);
    }
    await endTurnsToTheEnd(host);
    expect((await host.session()).over).toBe(true);
    await expect(page.getByTestId('end')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByTestId('winner')).toBeVisible();
    // the winner's astronef lifts off, and the animation comes to rest
    await expect(page.getByTestId('end').getByTestId('planet-scene')).toHaveAttribute('data-ship', 'liftoff');
    await expect(page.getByTestId('end').getByTestId('planet-scene')).toHaveAttribute('data-lift-done', 'true', {
      timeout: 15_000,
    });
    for (const lang of LANGS) {
      await setLang(page, host, lang);
      await expect(page.getByTestId('end').getByTestId('screen-title')).toHaveText(
        lang === 'en' ? 'Game over' : 'Partie finie',
      );
      expect(await page.getByTestId('end').locator('.panel').count()).toBeGreaterThan(1);
      await shotsAtBothSizes(page, DIR, `end-${lang}`, { languages: null });
    }
  });
});
