// The game screen's header with four players of long names at 1366x768: the tide deck's count under the tide
// and the forecast, in English and French, costing the row no width nor height; and the row holds in both
// languages (nothing on a second row, nothing under the clock, the reserve whole). The tide cards played since
// the shuffle: a short form beside them (initials and counts) whose words a screen reader, a tap or a key reach,
// and the same words on the tide card each player turns over. Screenshots at both sizes go to FMH_SHOTS (by
// default test-results/screens/header/).
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { fastForward, type HostClient, setLanguage, SHOTS, shotsAtBothSizes, takeSeat, test, withWeb } from './helpers';

const DIR = process.env.FMH_SHOTS ?? path.join(SHOTS, 'header');

/** What of the header's figures is not on its one row: below the first row, past the clock, or scrolled to. */
async function offTheRow(page: Page): Promise<string[]> {
  return page.getByTestId('header').evaluate((header) => {
    const out: string[] = [];
    if (header.scrollWidth > header.clientWidth + 1) out.push(`the header scrolls sideways (${header.scrollWidth})`);
    const reserve = header.querySelector('[data-testid=reserve]');
    if (reserve && reserve.scrollHeight > reserve.clientHeight + 1) out.push('the reserve is cut');
    const info = header.querySelector('.info')!;
    const end = info.getBoundingClientRect().right;
    const items = [...info.children];
    const firstBottom = Math.min(...items.map((el) => el.getBoundingClientRect().bottom));
    for (const el of items) {
      const r = el.getBoundingClientRect();
      const name = `${el.className.split(' ')[0]} “${(el.textContent ?? '').trim().slice(0, 30)}”`;
      if (r.top >= firstBottom) out.push(`${name} is on a second row`);
      if (r.right > end + 0.5) out.push(`${name} ends at ${r.right}, under the clock from ${end}`);
    }
    return out;
  });
}

/** A new campaign of four players with names as long as people's (the default colour names are shorter), seed 11. */
async function fourAtTheTable(host: HostClient): Promise<void> {
  await host.value('campaign.new', {
    name: 'Four at the table',
    players: [
      { id: 'red', name: 'Maximilien', colour: 'red' },
      { id: 'blue', name: 'Bérénice', colour: 'blue' },
      { id: 'yellow', name: 'Alexandre', colour: 'yellow' },
      { id: 'green', name: 'Guillaume', colour: 'green' },
    ],
    seed: 11,
  });
}

test('four players: the cards left in the tide deck under the tide and the forecast, on the one row of the header', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await withWeb(async (web, host) => {
    await fourAtTheTable(host);
    // to turn 3, the first whose tide is drawn from the deck, at the hand-off
    await fastForward(host, (v) => v.turn >= 3 && !v.seated);
    await page.goto(web.url);
    const s = await takeSeat(page, host);
    expect(s.turn).toBe(3);
    const left = s.view!.deckSize;
    expect(left).toBeGreaterThan(1);
    const said = { en: `${left} cards left`, fr: `${left} cartes restantes` };
    for (const lang of ['en', 'fr'] as const) {
      await setLanguage(page, host, lang);
      await expect(page.getByTestId('deck')).toHaveText(said[lang]);
      // within the width of the tide and the forecast above it, and no taller than the clock's row
      const box = async (id: string) => (await page.getByTestId(id).boundingBox())!;
      const deck = await box('deck');
      const tide = await box('tide');
      const forecast = await box('forecast');
      const clock = await box('clock');
      expect(deck.x, lang).toBeGreaterThanOrEqual(tide.x - 0.5);
      expect(deck.x + deck.width, lang).toBeLessThanOrEqual(forecast.x + forecast.width + 0.5);
      expect(deck.y + deck.height, lang).toBeLessThanOrEqual(clock.y + clock.height + 0.5);
      expect(tide.y, lang).toBeGreaterThanOrEqual(clock.y - 0.5);
      // the four players' figures hold on the one row at 1366x768
      expect(await offTheRow(page), lang).toEqual([]);
    }
    await setLanguage(page, host, 'en');
    await shotsAtBothSizes(page, DIR, 'header-four', { host });
  });
});

test('four players: the tide cards played since the shuffle, in short beside the deck and in words on a tap, a key and the tide card', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await withWeb(async (web, host) => {
    await fourAtTheTable(host);
    // to turn 5, at the hand-off: three cards turned up since the game's shuffle (turns 3, 4 and 5), no normal one
    const before = await fastForward(host, (v) => v.turn >= 5 && !v.seated);
    expect(before.turn).toBe(5);
    await page.goto(web.url);
    await expect(page.getByTestId('handoff')).toBeVisible();
    await page.getByTestId('seat').click();
    const s = await host.session();
    expect(s.view!.tidesPlayed).toEqual({ low: 2, normal: 0, high: 1 });
    const words = {
      en: 'Tide cards played since the shuffle: 2 low · 1 high',
      fr: 'Cartes marée jouées depuis le mélange\u00a0: 2 basses · 1 haute',
    };
    const short = { en: /^L\s?2\s*N\s?0\s*H\s?1$/, fr: /^B\s?2\s*N\s?0\s*H\s?1$/ };
    const setLang = (lang: 'en' | 'fr') => setLanguage(page, host, lang);
    // the tide card each player turns over says them in words
    await expect(page.getByTestId('reveal-played')).toHaveText(words.en);
    await setLang('fr');
    await expect(page.getByTestId('reveal-played')).toHaveText(words.fr);
    await setLang('en');
    await page.getByTestId('reveal-continue').click();
    await expect(page.getByTestId('board')).toBeVisible();
    const played = page.getByTestId('played');
    for (const lang of ['en', 'fr'] as const) {
      await setLang(lang);
      // in short on the row (an initial and a count for each tide, in text: not colour alone), in words for a
      // screen reader and a mouse's hover
      await expect(played).toHaveText(short[lang]);
      await expect(played).toHaveAccessibleName(words[lang]);
      await expect(played).toHaveAttribute('title', words[lang]);
      // the keyboard: Enter opens the words under it, Escape closes them
      await expect(page.getByTestId('played-words')).toHaveCount(0);
      await played.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('played-words')).toHaveText(words[lang]);
      await expect(played).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('played-words')).toHaveCount(0);
      // a tap (a click) opens them, and leaving the button closes them
      await played.click();
      await expect(page.getByTestId('played-words')).toHaveText(words[lang]);
      await page.getByTestId('end-turn').focus();
      await expect(page.getByTestId('played-words')).toHaveCount(0);
      // the row holds at 1366x768 and 1280x720, the short form beside the deck, within the row's height
      for (const [width, height] of [
        [1366, 768],
        [1280, 720],
      ] as const) {
        await page.setViewportSize({ width, height });
        expect(await offTheRow(page), `${lang} ${width}`).toEqual([]);
        const p = (await played.boundingBox())!;
        const deck = (await page.getByTestId('deck').boundingBox())!;
        const clock = (await page.getByTestId('clock').boundingBox())!;
        expect(p.x, `${lang} ${width}`).toBeGreaterThanOrEqual(deck.x + deck.width - 0.5);
        expect(p.y, `${lang} ${width}`).toBeGreaterThanOrEqual(clock.y - 0.5);
        expect(p.y + p.height, `${lang} ${width}`).toBeLessThanOrEqual(clock.y + clock.height + 0.5);
      }
      await page.setViewportSize({ width: 1366, height: 768 });
    }
    await setLang('en');
    await shotsAtBothSizes(page, DIR, 'header-played', { host });
  });
});

test('a lesson: no tide cards played shown, since no pile was shuffled for its set position', async ({ page }) => {
  await withWeb(async (web) => {
    await page.goto(web.url);
    await page.getByTestId('home-lessons').click();
    await page.getByTestId('lesson-start-moving').click();
    await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-lesson', 'moving');
    await expect(page.getByTestId('board')).toBeVisible();
    // the header has the position's view (the deck's count shows), yet no played cards
    await expect(page.getByTestId('deck')).toBeVisible();
    await expect(page.getByTestId('played')).toHaveCount(0);
  });
});
