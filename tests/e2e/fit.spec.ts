// Every screen at every common size (issue 27, point 1): at 1280x720, 1366x768, 1920x1080 and 2560x1440, in
// English and French, each button and field lies inside the window (or inside a scrolling panel that does), the
// game's own controls (End turn, Take back, Menu, a confirmation) without any scrolling, and nothing scrolls
// sideways. Pictures of each screen at each size in each language go to test-results/screens/fit/.
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { SessionView } from '../../src/host/contract';
import {
  HostClient,
  SHOTS,
  deployOneTankEach,
  fastForward,
  openCampaignPage,
  passTideCard,
  setLanguage,
  startWeb,
  tempData,
  test,
  withWeb,
} from './helpers';

const DIR = path.join(SHOTS, 'fit');
export const SIZES = [
  [1280, 720],
  [1366, 768],
  [1920, 1080],
  [2560, 1440],
] as const;
type Lang = 'en' | 'fr';
const LANGS: Lang[] = ['en', 'fr'];
/** Texts that must never be cut (they show no ellipsis nor tooltip): all their words inside their box. */
const NEVER_CUT = ['reserve'];
/** Controls that must be in sight without scrolling anything, when the screen has them. */
const ALWAYS_IN_SIGHT = ['end-turn', 'take-back', 'menu', 'confirm-yes', 'confirm-no', 'lesson-list'];

/** Two animation frames: the layout of a new size has been made and painted. */
async function settled(page: Page): Promise<void> {
  await page.locator('body').evaluate(
    (body) =>
      new Promise<void>((done) => {
        const win = body.ownerDocument.defaultView!;
        win.requestAnimationFrame(() => win.requestAnimationFrame(() => done()));
      }),
  );
}

/**
 * What does not fit the window: controls outside it (or outside the scrolling panel holding them, itself
 * outside it), the always-in-sight controls scrolled away or covered (but by an `overlay` the screen opened on
 * purpose), and anything that scrolls sideways.
 */
async function misfits(page: Page, overlay: boolean): Promise<string[]> {
  return page.locator('body').evaluate(
    (body, [inSight, overlay, neverCut]) => {
      const document = body.ownerDocument;
      const window = document.defaultView!;
      type Element = typeof body;
      const getComputedStyle = (el: Element) => window.getComputedStyle(el);
      const out: string[] = [];
      const W = window.innerWidth;
      const H = window.innerHeight;
      const root = document.scrollingElement!;
      if (root.scrollWidth > W + 1) out.push(`the page scrolls sideways (${root.scrollWidth} > ${W})`);
      if (root.scrollHeight > H + 1) out.push(`the page scrolls down (${root.scrollHeight} > ${H})`);
      const label = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} “${(el.textContent ?? '').trim().slice(0, 30)}”`;
      const scroller = (el: Element): Element | null => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const st = getComputedStyle(p);
          if (/(auto|scroll)/.test(st.overflowY) && p.scrollHeight > p.clientHeight + 1) return p;
        }
        return null;
      };
      for (const id of neverCut)
        for (const el of document.querySelectorAll(`[data-testid="${id}"]`))
          if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
            out.push(
              `${label(el)} is cut (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`,
            );
      for (const el of document.querySelectorAll('*')) {
        const st = getComputedStyle(el);
        if (/(auto|scroll)/.test(st.overflowX) && el.scrollWidth > el.clientWidth + 1)
          out.push(`${label(el)} scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`);
      }
      const controls = document.querySelectorAll('button, input, select, textarea, a[href], [role=button], [tabindex]');
      for (const el of controls) {
        const r = el.getBoundingClientRect();
        const st = getComputedStyle(el);
        if (r.width === 0 || r.height === 0 || st.visibility === 'hidden') continue;
        if (el.getAttribute('type') === 'hidden') continue;
        const box = scroller(el)?.getBoundingClientRect() ?? { left: 0, top: 0, right: W, bottom: H };
        const id = el.getAttribute('data-testid') ?? '';
        const must = inSight.includes(id);
        const frame = must ? { left: 0, top: 0, right: W, bottom: H } : box;
        const inside = (f: { left: number; top: number; right: number; bottom: number }) =>
          r.left >= f.left - 0.5 &&
          r.right <= f.right + 0.5 &&
          (must ? r.top >= f.top - 0.5 && r.bottom <= f.bottom + 0.5 : true);
        // a control in a scrolling panel may be scrolled out of it vertically, not sideways
        if (!inside(frame))
          out.push(
            `${label(el)} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} is outside ${must ? 'the window' : 'its frame'}`,
          );
        if (must && !overlay) {
          const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
          if (!hit || !(el === hit || el.contains(hit))) out.push(`${label(el)} is covered or scrolled away`);
        }
        if (!must && box !== null && (box.right > W + 0.5 || box.bottom > H + 0.5 || box.left < -0.5 || box.top < -0.5))
          out.push(`${label(el)}'s panel reaches outside the window`);
      }
      return [...new Set(out)];
    },
    [ALWAYS_IN_SIGHT, overlay, NEVER_CUT] as const,
  );
}

/** The screen at each size in each language: it fits (see `misfits`); a picture of each. */
async function fitsEverywhere(
  page: Page,
  host: HostClient,
  name: string,
  opts: { overlay?: boolean } = {},
): Promise<void> {
  const problems: string[] = [];
  for (const lang of LANGS) {
    await setLanguage(page, host, lang);
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await settled(page);
      for (const p of await misfits(page, opts.overlay ?? false))
        problems.push(`${name} ${lang} ${width}x${height}: ${p}`);
      await page.screenshot({ path: path.join(DIR, `${name}-${lang}-${width}x${height}.png`) });
    }
  }
  await setLanguage(page, host, 'en');
  await page.setViewportSize({ width: 1366, height: 768 });
  await settled(page);
  expect(problems).toEqual([]);
}

test('the title, settings, new-game, lessons, league, profile and editor screens fit every size', async ({ page }) => {
  test.setTimeout(400_000);
  const web = await startWeb(tempData());
  const host = await HostClient.open(web.url);
  try {
    await host.value('profile.create', { name: 'Ada', colour: 'green', mark: 'triangle' });
    await host.value('campaign.new', {
      name: 'A campaign with a long name to see it hold',
      players: [
        { id: 'red', name: 'Maximilien', colour: 'red' },
        { id: 'blue', name: 'Bérénice', colour: 'blue' },
      ],
      seed: 5,
    });
    await host.value('campaign.close');
    await page.goto(web.url);
    await expect(page.getByTestId('home')).toBeVisible();
    await fitsEverywhere(page, host, 'home');
    await page.getByTestId('settings').click();
    await expect(page.getByTestId('settings-screen')).toBeVisible();
    await fitsEverywhere(page, host, 'settings');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByTestId('new-game').click();
    await expect(page.getByTestId('new-game-screen')).toBeVisible();
    for (let k = 0; k < 2; k++) await page.getByTestId('add-player').click();
    await fitsEverywhere(page, host, 'new-game');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByTestId('home-lessons').click();
    await expect(page.getByTestId('lessons')).toBeVisible();
    await fitsEverywhere(page, host, 'lessons');
    await page.getByTestId('lessons-back').click();
    await page.getByTestId('home-league').click();
    await expect(page.getByTestId('league')).toBeVisible();
    await fitsEverywhere(page, host, 'league');
    await page.getByTestId('profile-link').filter({ hasText: 'Ada' }).click();
    await expect(page.getByTestId('profile')).toBeVisible();
    await fitsEverywhere(page, host, 'profile');
    await page.getByTestId('profile-back').click();
    await page.getByTestId('league-back').click();
    await page.getByTestId('home-editor').click();
    await page.getByTestId('editor-start').click();
    await expect(page.getByTestId('map-editor').locator('svg').first()).toBeVisible();
    await fitsEverywhere(page, host, 'editor');
  } finally {
    host.close();
    await web.stop();
  }
});

test('a lesson and the rules panel fit every size', async ({ page }) => {
  test.setTimeout(300_000);
  const web = await startWeb(tempData());
  const host = await HostClient.open(web.url);
  try {
    await page.goto(web.url);
    await page.getByTestId('home-lessons').click();
    await page.getByTestId('lesson-start-moving').click();
    await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-lesson', 'moving');
    await expect(page.getByTestId('board')).toBeVisible();
    // a lesson's header shows neither a turn count nor a clock, which mean nothing there (issue 27, point 9)
    await expect(page.getByTestId('turn')).toHaveText(/^(Lesson|Leçon)$/);
    await expect(page.getByTestId('clock')).toHaveCount(0);
    await fitsEverywhere(page, host, 'lesson');
    await page.keyboard.press('F1');
    await expect(page.getByTestId('rules')).toBeVisible();
    // an overlay over the lesson: the lesson's own controls wait under it
    await fitsEverywhere(page, host, 'rules', { overlay: true });
  } finally {
    host.close();
    await web.stop();
  }
});

test('a game of four fits every size: the hand-off, the tide card, the board with its recap, the end-turn confirmation', async ({
  page,
}) => {
  test.setTimeout(400_000);
  await withWeb(async (web, host) => {
    await host.value('campaign.new', {
      name: 'Four',
      players: [
        { id: 'red', name: 'Maximilien', colour: 'red' },
        { id: 'blue', name: 'Bérénice', colour: 'blue', newcomer: true },
        { id: 'yellow', name: 'Alexandre', colour: 'yellow' },
        { id: 'green', name: 'Guillaume', colour: 'green' },
      ],
      seed: 11,
    });
    const s: SessionView = await fastForward(host, (x) => x.phase === 'deploy');
    await deployOneTankEach(host, s);
    await fastForward(host, (x) => x.turn >= 4 && !x.seated && x.handoff?.next === 'blue');
    await openCampaignPage(page, web.url);
    await expect(page.getByTestId('handoff')).toBeVisible();
    await fitsEverywhere(page, host, 'handoff');
    await page.getByTestId('seat').click();
    const card = page.getByTestId('reveal-continue');
    await expect(page.getByTestId('board').or(card).first()).toBeVisible();
    if (await card.count()) {
      await fitsEverywhere(page, host, 'tide-card');
      await passTideCard(page);
    }
    await expect(page.getByTestId('board')).toBeVisible();
    await expect(page.getByTestId('end-turn')).toBeVisible();
    await fitsEverywhere(page, host, 'game');
    // the end-turn confirmation (AP left)
    await page.getByTestId('end-turn').click();
    await expect(page.getByTestId('confirm').or(page.locator('.end.armed')).first()).toBeVisible();
    await fitsEverywhere(page, host, 'game-confirm');
  });
});
