// Helpers of the end-to-end tests that play without a mouse: taps, long presses and pinches on the board
// (Playwright's touch screen and Chromium's touch events through CDP), and the board's view as it stands.
import { expect, type Page } from '@playwright/test';
import type { Hex } from '../../src/engine/types';
import { hexPoint } from './helpers';

interface ViewProbe {
  view: { scale: number; x: number; y: number };
  hover: Hex | null;
  currentOverlay: { destinations: { hex: Hex }[]; targets: Hex[]; spots: Hex[]; focus?: Hex[] };
}

/** The board's view (zoom and pan) as it stands. */
export function boardView(page: Page): Promise<{ scale: number; x: number; y: number }> {
  return page.evaluate(() => (globalThis as unknown as { __fmhBoard: ViewProbe }).__fmhBoard.view);
}

/** What the board's overlay offers now. */
export function offered(page: Page): Promise<ViewProbe['currentOverlay']> {
  return page.evaluate(() => (globalThis as unknown as { __fmhBoard: ViewProbe }).__fmhBoard.currentOverlay);
}

/** The board's hex width at which a tap is taken as it is (board/BoardRenderer.ts: FINGER_HEX_PX). */
const FINGER_HEX_PX = 40;

/**
 * Taps a hex with a finger. Where hexes are smaller than a fingertip the first tap zooms around the finger (the
 * board says so by its zoom): then the hex is tapped again where it now is.
 */
export async function tapHex(page: Page, h: Hex): Promise<void> {
  const before = await boardView(page);
  const p = await hexPoint(page, h);
  await page.touchscreen.tap(p.x, p.y);
  if (64 * before.scale >= FINGER_HEX_PX) return;
  await expect.poll(async () => (await boardView(page)).scale).toBeGreaterThan(before.scale);
  const q = await hexPoint(page, h);
  await page.touchscreen.tap(q.x, q.y);
}

/** One finger held on a hex until `shown` is on the screen, then lifted. */
export async function longPress(page: Page, h: Hex, shown: () => Promise<void>): Promise<void> {
  const p = await hexPoint(page, h);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y, id: 1 }] });
  await shown();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * Two fingers on the board: from `a` and `b` to `a2` and `b2` in `steps` moves (a pinch when their distance
 * changes, a pan when their middle moves).
 */
export async function twoFingers(
  page: Page,
  from: [{ x: number; y: number }, { x: number; y: number }],
  to: [{ x: number; y: number }, { x: number; y: number }],
  steps = 8,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const points = (k: number) =>
    from.map((f, i) => ({
      x: f.x + (to[i]!.x - f.x) * k,
      y: f.y + (to[i]!.y - f.y) * k,
      id: i + 1,
    }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(0) });
  for (let s = 1; s <= steps; s++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(s / steps) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The middle of the board's frame on the page. */
export async function boardMiddle(page: Page): Promise<{ x: number; y: number }> {
  const box = (await page.getByTestId('board').boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Tabs through the page until the element with this test id has the focus (at most `max` presses). */
export async function tabTo(page: Page, testId: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    const on = await page.evaluate(
      (id) =>
        (
          globalThis as unknown as { document: { activeElement: { getAttribute(n: string): string | null } | null } }
        ).document.activeElement?.getAttribute('data-testid') === id,
      testId,
    );
    if (on) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId}`);
}

/** The board's keyboard cursor (null: none yet). */
export function boardCursor(page: Page): Promise<Hex | null> {
  return page.evaluate(() => (globalThis as unknown as { __fmhBoard: { cursor: Hex | null } }).__fmhBoard.cursor);
}
