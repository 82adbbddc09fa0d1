// The board's motion and sound as the player meets them: a move glides (and makes its sound), the settings
// and the system's reduced-motion preference turn animations off, and actions sent one after the other are
// never held back by a running animation. Played on the "moving" lesson (a tank 'st' at [0,1], 10 AP).
import { expect, type Page } from '@playwright/test';
import type { Hex } from '../../src/engine/types';
import {
  HostClient,
  answered,
  clickHex,
  openLesson,
  selectAt,
  settled,
  startWeb,
  tempData,
  type Web,
  test,
} from './helpers';

let web: Web;
let host: HostClient;

test.beforeAll(async () => {
  web = await startWeb(tempData());
  host = await HostClient.open(web.url);
  await host.value('settings.set', { language: 'en' });
});
test.afterAll(async () => {
  host?.close();
  await web?.stop();
});

interface BoardProbe {
  animating: boolean;
  motionLog: string[][];
}
const board = (page: Page) =>
  page.evaluate(() => {
    const b = (globalThis as unknown as { __fmhBoard: BoardProbe }).__fmhBoard;
    return { animating: b.animating, motionLog: b.motionLog.map((k) => [...k]) };
  });
const sounds = (page: Page) =>
  page.evaluate(() =>
    ((globalThis as unknown as { __fmhSounds: { effect: string }[] }).__fmhSounds ?? []).map((s) => s.effect),
  );
const tankAt = async () => (await host.session()).view!.pieces.find((p) => p.id === 'st')!.at;

test('a move glides along its path and sounds; animations off in the settings, or by the system, do not animate', async ({
  page,
}) => {
  await host.value('settings.set', { animationSpeed: 0.5, sound: true, volume: 0.5 });
  await openLesson(page, web.url, 'moving');
  expect((await board(page)).motionLog).toEqual([]);
  await selectAt(page, [0, 1]);
  await clickHex(page, [2, 3]);
  await expect.poll(tankAt).toEqual([2, 3]);
  // the animation runs after the host has answered, and ends by itself
  await expect.poll(async () => (await board(page)).motionLog).toEqual([['glide']]);
  await expect.poll(async () => (await board(page)).animating).toBe(false);
  expect(await sounds(page)).toContain('move');

  // off in the settings: the piece jumps
  await host.value('settings.set', { animationSpeed: 0 });
  await openLesson(page, web.url, 'moving');
  await selectAt(page, [0, 1]);
  await clickHex(page, [2, 3]);
  await expect.poll(tankAt).toEqual([2, 3]);
  // the move's answer drawn: an animation would have started with it
  await settled(page);
  expect(await board(page)).toEqual({ animating: false, motionLog: [] });

  // the system asks for reduced motion: no animation whatever the setting
  await host.value('settings.set', { animationSpeed: 2 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openLesson(page, web.url, 'moving');
  await selectAt(page, [0, 1]);
  await clickHex(page, [2, 3]);
  await expect.poll(tankAt).toEqual([2, 3]);
  // the move's answer drawn: an animation would have started with it
  await settled(page);
  expect(await board(page)).toEqual({ animating: false, motionLog: [] });
  await page.emulateMedia({ reducedMotion: 'no-preference' });

  // muted: nothing is played
  await host.value('settings.set', { animationSpeed: 1, sound: false });
  await openLesson(page, web.url, 'moving');
  const before = (await sounds(page)).length;
  await selectAt(page, [0, 1]);
  await clickHex(page, [2, 3]);
  await expect.poll(tankAt).toEqual([2, 3]);
  expect((await sounds(page)).length).toBe(before);
  await host.value('settings.set', { sound: true });
});

test('actions sent one after the other are never held back by a running animation', async ({ page }) => {
  // slow animations: a three-hex glide lasts about 0.9 s
  await host.value('settings.set', { animationSpeed: 0.5 });
  await openLesson(page, web.url, 'moving');
  const path: Hex[] = [
    [2, 3],
    [2, 2],
    [1, 1],
  ];
  let from: Hex = [0, 1];
  let sawRunning = false;
  for (const to of path) {
    const t0 = Date.now();
    await selectAt(page, from);
    await clickHex(page, to);
    await expect.poll(tankAt, { timeout: 3000 }).toEqual(to);
    // the host has it; the page too (else the next click finds its piece still on its way: a busy machine's failure)
    await answered(page);
    // the host has the move while the glide of this move may still be on screen
    if ((await board(page)).animating) sawRunning = true;
    expect(Date.now() - t0).toBeLessThan(5000);
    from = to;
  }
  expect(sawRunning).toBe(true);
  // every move was animated (a new one finished the one before), and the last has ended
  await expect.poll(async () => (await board(page)).animating).toBe(false);
  const log = (await board(page)).motionLog;
  expect(log.filter((k) => k.includes('glide')).length).toBe(3);
  expect((await host.session()).view!.players['A']!.ap).toBe(10 - 3 - 1 - 1);
  await host.value('settings.set', { animationSpeed: 1 });
});

test("a new tide moves the water over about a second: the old tide's planet fades out over the new one", async ({
  page,
}) => {
  await page.goto(web.url.replace('/?token', '/?fixture=2&tide=low&token'));
  await page.waitForFunction(() => !!(globalThis as Record<string, unknown>).__bench);
  type TideProbe = { setTide(t: string, ms?: number): void; tideChanging: boolean };
  const planets = page.locator('[data-testid=board] canvas[data-layer=terrain]');
  const picture = () =>
    planets.last().evaluate((c) => (c as unknown as { toDataURL(): string }).toDataURL().slice(-200));
  await expect(planets).toHaveCount(1);
  const low = await picture();
  // the old tide's opacity, read at every frame from the change until the old planet is gone: on a loaded
  // machine the fade may start late, so no fixed moment is sure to fall inside it
  const seen = await page.evaluate(
    () =>
      new Promise<{ opacities: number[]; changing: boolean[]; both: boolean }>((resolve) => {
        type Win = { getComputedStyle(e: unknown): { opacity: string } };
        const g = globalThis as unknown as {
          __fmhBoard: TideProbe;
          document: { querySelectorAll(q: string): ArrayLike<unknown> };
          requestAnimationFrame(f: () => void): void;
        } & Win;
        const out = { opacities: [] as number[], changing: [] as boolean[], both: false };
        const canvases = () => g.document.querySelectorAll('[data-testid=board] canvas[data-layer=terrain]');
        g.__fmhBoard.setTide('high', 1000);
        const frame = () => {
          const c = canvases();
          if (c.length === 2) {
            out.both = true;
            out.opacities.push(Number(g.getComputedStyle(c[1]).opacity));
            out.changing.push(g.__fmhBoard.tideChanging);
            g.requestAnimationFrame(frame);
          } else if (!out.both) g.requestAnimationFrame(frame);
          else resolve(out);
        };
        frame();
      }),
  );
  // both tides were on screen, the old one on top, part faded, while the board said the tide was changing
  expect(seen.both).toBe(true);
  expect(
    seen.opacities.some((o) => o > 0.02 && o < 0.98),
    JSON.stringify(seen.opacities),
  ).toBe(true);
  expect(seen.changing.every((c) => c)).toBe(true);
  // then the new tide alone, and it is another picture
  await expect(planets).toHaveCount(1, { timeout: 3000 });
  expect(await page.evaluate(() => (globalThis as unknown as { __fmhBoard: TideProbe }).__fmhBoard.tideChanging)).toBe(
    false,
  );
  expect(await picture()).not.toBe(low);
  // without motion, at once
  await page.evaluate(() => (globalThis as unknown as { __fmhBoard: TideProbe }).__fmhBoard.setTide('low', 0));
  await expect(planets).toHaveCount(1);
  expect(await picture()).toBe(low);
});
