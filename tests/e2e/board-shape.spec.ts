// The board's drawing as a player meets it: the three kinds of ore of the variant are told apart (the
// readout names each kind with its value), and on a modular board the hexes that are not part of the board
// answer nothing (no readout, a click picks nothing and sends nothing). The host side channel only reads.
import { expect, type Page } from '@playwright/test';
import type { Hex } from '../../src/engine/types';
import { neighbours } from '../../renderer/src/lib/hex';
import {
  HostClient,
  hexPoint,
  newTwoPlayerCampaign,
  settled,
  shot,
  startWeb,
  takeSeat,
  tempData,
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

/** The board renderer's members these tests read on the fixture page (the end-to-end build's `__fmhBoard`). */
type HookPiece = { id: string; type: string; owner: string | null; at: number[] | null; in: string | null };
interface BoardHooks {
  pieces: HookPiece[];
  colorOf: (o: string | null) => unknown;
  unitsCache: unknown;
  setPieces(p: HookPiece[], c: (o: string | null) => unknown): void;
  setMotionSpeed(speed: number): void;
  settle(): void;
  drawAllNow(): void;
  hexToScreen(h: number[]): { x: number; y: number };
  unitsLayer: {
    getContext(): {
      _context: { getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> } };
    };
  };
}

async function hover(page: Page, h: Hex): Promise<void> {
  const p = await hexPoint(page, h);
  await page.mouse.move(p.x, p.y);
}

test('the three kinds of ore are named apart, with their value, when pointed at', async ({ page }) => {
  await newTwoPlayerCampaign(host, 'ores', 11, { ores: 'three-kinds' });
  await page.goto(web.url);
  const s = await takeSeat(page, host);
  const ores = s.view!.pieces.filter((p) => p.type === 'ore' && p.at);
  for (const [value, name] of [
    [2, 'iron ore (2 points)'],
    [3, 'gold ore (3 points)'],
    [5, 'gemstone ore (5 points)'],
  ] as const) {
    const ore = ores.find((o) => o.value === value);
    expect(ore, `an ore worth ${value}`).toBeTruthy();
    await hover(page, ore!.at!);
    await expect(page.getByTestId('readout')).toContainText(name);
  }
  await shot(page, 'board-three-ores');
});

test('on a modular board, a hex that is not part of the board shows and picks nothing', async ({ page }) => {
  await host.value('settings.set', { language: 'en' });
  await host.value('campaign.new', {
    name: 'holes',
    players: [
      { id: 'red', name: 'Red', colour: 'red' },
      { id: 'blue', name: 'Blue', colour: 'blue' },
    ],
    seed: 5,
    board: { kind: 'modular', seed: 7 },
  });
  await page.goto(web.url);
  const s = await takeSeat(page, host);
  expect(s.phase).toBe('landing');
  // an off-board hex inside the board's rectangle, beside a land hex of the board
  const terrain = await page.evaluate(
    () => (globalThis as unknown as { __fmhBoard: { map: { terrain: string[] } } }).__fmhBoard.map.terrain,
  );
  const at = (h: Hex) => terrain[h[1]]?.[h[0]];
  let hole: Hex | null = null;
  let land: Hex | null = null;
  for (let y = 2; y < terrain.length - 2 && !hole; y++)
    for (let x = 2; x < terrain[y]!.length - 2 && !hole; x++)
      if (at([x, y]) === '.' && at([x, y + 1]) === 'p') {
        hole = [x, y];
        land = [x, y + 1];
      }
  expect(hole, 'an off-board hex beside the plain').toBeTruthy();
  await hover(page, land!);
  await expect(page.getByTestId('readout')).toBeVisible();
  const hovered = () =>
    page.evaluate(() => (globalThis as unknown as { __fmhBoard: { hover: Hex | null } }).__fmhBoard.hover);
  expect(await hovered()).toEqual(land);
  await hover(page, hole!);
  await expect(page.getByTestId('readout')).toHaveCount(0);
  // the board does not outline it under the pointer either
  expect(await hovered()).toBeNull();
  // a click there: no landing asked for, no refusal, nothing sent
  const before = (await host.session()).view!.pieces;
  await page.mouse.click((await hexPoint(page, hole!)).x, (await hexPoint(page, hole!)).y);
  await settled(page);
  await expect(page.getByTestId('confirm')).toHaveCount(0);
  await expect(page.getByTestId('status')).not.toHaveClass(/error/);
  expect((await host.session()).view!.pieces).toEqual(before);
  await shot(page, 'board-modular-holes');
});

test('the still pieces drawn from their cached bitmap always show the pieces and colours last given', async ({
  page,
}) => {
  await page.goto(web.url.replace('/?token', '/?fixture=4&token'));
  await page.waitForFunction(() => !!(globalThis as Record<string, unknown>).__bench);
  // past the moment the bitmap is made (the board settled), then: a pixel of a tank, redrawn after each change
  await settled(page);
  const probe = () =>
    page.evaluate(() => {
      const b = (globalThis as unknown as { __fmhBoard: BoardHooks }).__fmhBoard;
      // the animations share the pieces' canvas: off, so that each pixel read is the still pieces alone
      b.setMotionSpeed(0);
      const tank = b.pieces.find((p) => p.type === 'tank' && p.at && !p.in)!;
      const at = b.hexToScreen(tank.at!);
      const pr = (globalThis as unknown as { devicePixelRatio?: number }).devicePixelRatio || 1;
      const px = () => {
        b.drawAllNow();
        return Array.from(b.unitsLayer.getContext()._context.getImageData(at.x * pr, at.y * pr, 1, 1).data).join(',');
      };
      const cached = b.unitsCache !== null;
      const before = px();
      const again = px();
      const all = b.pieces;
      const colorOf = b.colorOf;
      // the tank gone
      b.setPieces(
        all.filter((p) => p.id !== tank.id),
        colorOf,
      );
      const gone = px();
      // back, in another colour
      b.setPieces(all, (o) =>
        o === tank.owner ? { id: 'x', fill: '#ff00ff', ink: '#000', marker: 'circle' } : colorOf(o),
      );
      const recoloured = px();
      b.setPieces(all, colorOf);
      const back = px();
      return { cached, before, again, gone, recoloured, back };
    });
  const r = await probe();
  expect(r.cached).toBe(true);
  expect(r.again).toBe(r.before);
  expect(r.gone).not.toBe(r.before);
  expect(r.recoloured).not.toBe(r.before);
  expect(r.back).toBe(r.before);
});

test("an astronef's and a barge's sprites follow their towers and the hexes they stand on", async ({ page }) => {
  await page.goto(web.url.replace('/?token', '/?fixture=4&token'));
  await page.waitForFunction(() => !!(globalThis as Record<string, unknown>).__bench);
  // the pixel at a hex's centre on the still pieces' canvas, with the pieces changed first (`change`: a piece's id
  // and the fields it takes; none: as the fixture has them), the view settled (sprites and bitmap made)
  const probe = (hex: Hex, change: { id: string; fields: Record<string, unknown> } | null) =>
    page.evaluate(
      ({ hex, change }) => {
        const b = (globalThis as unknown as { __fmhBoard: BoardHooks }).__fmhBoard;
        const g = globalThis as unknown as {
          __fixtureView: { pieces: HookPiece[] };
          __fixtureColorOf: (o: string | null) => unknown;
        };
        b.setMotionSpeed(0);
        b.setPieces(
          g.__fixtureView.pieces.map((p) => (change && p.id === change.id ? { ...p, ...change.fields } : p)),
          g.__fixtureColorOf,
        );
        b.settle();
        b.drawAllNow();
        const pr = (globalThis as unknown as { devicePixelRatio?: number }).devicePixelRatio || 1;
        const at = b.hexToScreen(hex);
        return Array.from(b.unitsLayer.getContext()._context.getImageData(at.x * pr, at.y * pr, 1, 1).data).join(',');
      },
      { hex, change },
    );
  const pieces = await page.evaluate(
    () =>
      (
        globalThis as unknown as {
          __fixtureView: { pieces: { id: string; type: string; at: Hex | null; at2?: Hex; hexes?: Hex[] }[] };
        }
      ).__fixtureView.pieces,
  );
  // an astronef's first tower destroyed: its pode's centre shows the scorched hole, not the turret; rebuilt, as before
  const ship = pieces.find((p) => p.type === 'astronef' && p.hexes?.length === 4)!;
  const pode = ship.hexes![1]!;
  const withTower = await probe(pode, null);
  expect(await probe(pode, { id: ship.id, fields: { towers: [false, true, true] } })).not.toBe(withTower);
  expect(await probe(pode, null)).toBe(withTower);
  // a barge turned about its first hex: its hull leaves its old second hex and covers the hex across from it
  const barge = pieces.find((p) => p.type === 'barge' && p.at && p.at2)!;
  const around = neighbours(barge.at!);
  const side = around.findIndex((h) => h[0] === barge.at2![0] && h[1] === barge.at2![1]);
  const across = around[(side + 3) % 6]!;
  const [oldSecond, newSecond] = [await probe(barge.at2!, null), await probe(across, null)];
  const turned = { id: barge.id, fields: { at2: across } };
  expect(await probe(barge.at2!, turned)).not.toBe(oldSecond);
  expect(await probe(across, turned)).not.toBe(newSecond);
});

test("Full Metal Galaxy's silenced tank is drawn apart: a crossed-out zone badge on it", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(web.url.replace('/?token', '/?fixture=2&token'));
  await page.waitForFunction(() => !!(globalThis as Record<string, unknown>).__bench);
  await settled(page);
  // the pixels of a tank's gun side (from its centre to its neighbour's), its `silenced` flag set or not
  const gunSide = (silenced: boolean, zoom: boolean) =>
    page.evaluate(
      ({ silenced, zoom }) => {
        const b = (
          globalThis as unknown as {
            __fmhBoard: BoardHooks & { centreOn(h: number[][]): void; zoomBy(f: number): void };
          }
        ).__fmhBoard;
        const g = globalThis as unknown as {
          __fixtureView: { pieces: (HookPiece & { silenced?: boolean })[] };
          __fixtureColorOf: (o: string | null) => unknown;
        };
        b.setMotionSpeed(0);
        const tank = g.__fixtureView.pieces.find((p) => p.type === 'tank' && p.at && !p.in)!;
        b.setPieces(
          g.__fixtureView.pieces.map((p) => (p.id === tank.id && silenced ? { ...p, silenced: true } : p)),
          g.__fixtureColorOf,
        );
        if (zoom) {
          b.centreOn([tank.at!]);
          b.zoomBy(4);
        }
        b.settle();
        b.drawAllNow();
        const pr = (globalThis as unknown as { devicePixelRatio?: number }).devicePixelRatio || 1;
        const at = b.hexToScreen(tank.at!);
        const next = b.hexToScreen([tank.at![0]! + 1, tank.at![1]!]);
        const d = Math.abs(next.x - at.x);
        const data = b.unitsLayer
          .getContext()
          ._context.getImageData(
            at.x * pr,
            (at.y - d * 0.25) * pr,
            Math.max(1, d * 0.7 * pr),
            Math.max(1, d * 0.5 * pr),
          ).data;
        let h = 0;
        for (let i = 0; i < data.length; i++) h = (h * 31 + data[i]!) >>> 0;
        return { hash: h, tank: tank.id, at: tank.at! };
      },
      { silenced, zoom },
    );
  const plain = await gunSide(false, false);
  const silenced = await gunSide(true, false);
  expect(silenced.hash, 'the silenced tank looks like any other').not.toBe(plain.hash);
  expect((await gunSide(false, false)).hash).toBe(plain.hash);
  // looked at, close: the badge at the top of its hex
  await gunSide(true, true);
  await shot(page, 'board-silenced-tank');
});
