// The four armies as a colour-blind player sees them (issue 27, point 5): the 4-army board under Chromium's
// own emulation of protanopia, deuteranopia, tritanopia and achromatopsia (greyscale), through the DevTools
// protocol (`Emulation.setEmulatedVisionDeficiency`), with the marks at their size and larger. The proof that
// the palette holds is the unit test (tests/unit/renderer/colour-vision.test.ts); these pictures, in
// test-results/screens/colour-vision/, are there to be looked at.
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { SHOTS, startWeb, tempData, test } from './helpers';

const DIR = path.join(SHOTS, 'colour-vision');
const VISIONS = ['none', 'protanopia', 'deuteranopia', 'tritanopia', 'achromatopsia'] as const;

/** The board's renderer, as the end-to-end build exposes it on the fixture page. */
interface BoardHook {
  zoomBy(k: number): void;
  settle(): void;
}

async function boardReady(page: Page): Promise<void> {
  await expect(page.getByTestId('board')).toBeVisible();
  await page.waitForFunction(() => Boolean((globalThis as Record<string, unknown>).__board));
}

test('the four armies under each colour-vision emulation, marks at their size and larger', async ({ page }) => {
  test.setTimeout(180_000);
  const web = await startWeb(tempData());
  try {
    await page.setViewportSize({ width: 1920, height: 1080 });
    const cdp = await page.context().newCDPSession(page);
    const seen: Partial<Record<'normal' | 'large', Buffer>> = {};
    for (const marks of ['normal', 'large'] as const) {
      await page.goto(web.url.replace('/?token', `/?fixture=4${marks === 'large' ? '&marks=large' : ''}&token`));
      await boardReady(page);
      for (const zoom of ['fit', 'close'] as const) {
        // close: near enough to the middle armies to see each piece's mark and livery
        if (zoom === 'close')
          await page.evaluate(() => {
            const b = (globalThis as unknown as { __board: BoardHook }).__board;
            b.zoomBy(1.8);
            b.settle();
          });
        for (const type of VISIONS) {
          await cdp.send('Emulation.setEmulatedVisionDeficiency', { type });
          const png = await page.screenshot({ path: path.join(DIR, `armies-${marks}-marks-${zoom}-${type}.png`) });
          if (zoom === 'close' && type === 'none') seen[marks] = png;
        }
      }
      await cdp.send('Emulation.setEmulatedVisionDeficiency', { type: 'none' });
    }
    // the larger-marks setting draws other pieces (the marks), nothing else changing between the two pages
    expect(seen.large && seen.normal && !seen.large.equals(seen.normal)).toBe(true);
  } finally {
    await web.stop();
  }
});
