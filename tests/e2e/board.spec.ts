// The board's input as only the browser shows it: a path dragged from a piece, a crab clicked onto an
// empty pontoon (moves) or loading it on the explicit choice, the landing and deployment spots the host
// lists drawn on the overlay, the default turn time kept in the host's settings, and how to move the board said.
// The host side channel (HostClient) only reads the state to check it and to pick where to click.
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { SessionView, Settings } from '../../src/host/contract';
import type { Hex } from '../../src/engine/types';
import {
  HostClient,
  clickHex,
  hexPoint,
  neighbours,
  openLesson,
  passTideCard,
  selectAt,
  SHOTS,
  shot,
  shotsAtBothSizes,
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

const key = (h: Hex) => `${h[0]},${h[1]}`;
const keys = (hs: Hex[]) => hs.map(key).sort();

/** What the board's overlay layer draws now. */
function overlay(page: Page): Promise<{ spots: Hex[]; ghost?: Hex[]; picked: Hex[] }> {
  return page.evaluate(
    () =>
      (globalThis as unknown as { __fmhBoard: { currentOverlay: { spots: Hex[]; ghost?: Hex[]; picked: Hex[] } } })
        .__fmhBoard.currentOverlay,
  );
}

const pieceAt = async (id: string) => (await host.session()).view!.pieces.find((p) => p.id === id)!;

test('a path dragged from the piece moves it along that path', async ({ page }) => {
  await openLesson(page, web.url, 'moving');
  await selectAt(page, [0, 1]);
  const path: Hex[] = [
    [0, 1],
    [1, 1],
    [2, 2],
    [2, 3],
  ];
  const pts = [];
  for (const h of path) pts.push(await hexPoint(page, h));
  await page.mouse.move(pts[0]!.x, pts[0]!.y);
  await page.mouse.down();
  for (const p of pts.slice(1)) await page.mouse.move(p.x, p.y, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => (await pieceAt('st')).at).toEqual([2, 3]);
  await expect(page.getByTestId('status')).not.toHaveClass(/error/);
  const ap = (await host.session()).view!.players['A']!.ap;
  expect(ap).toBe(7);
});

/** The pontoons lesson, with the crab's pontoon laid on the water next to it. */
async function layPontoon(page: Page): Promise<void> {
  await openLesson(page, web.url, 'pontoons');
  await selectAt(page, [2, 2]);
  await page.getByTestId('unload-p1').click();
  await clickHex(page, [3, 2]);
  await expect.poll(async () => (await pieceAt('p1')).at).toEqual([3, 2]);
}

test('a crab clicked onto an empty pontoon moves there; Load (L) loads it instead', async ({ page }) => {
  await layPontoon(page);
  // a plain click on it: the crab moves onto the pontoon
  await selectAt(page, [2, 2]);
  await expect(page.getByTestId('hint')).toContainText('press Load (L) first');
  await clickHex(page, [3, 2]);
  await expect.poll(async () => (await pieceAt('c1')).at).toEqual([3, 2]);
  expect((await pieceAt('p1')).in).toBeNull();

  // again from the start: the explicit choice loads the pontoon
  await layPontoon(page);
  await selectAt(page, [2, 2]);
  await page.getByTestId('ability-load').click();
  await expect(page.getByTestId('hint')).toContainText('Load: click the piece');
  await clickHex(page, [3, 2]);
  await expect.poll(async () => (await pieceAt('p1')).in).toBe('c1');
  expect((await pieceAt('c1')).at).toEqual([2, 2]);
});

test('the default turn time lives in the host settings; landing and deployment spots are drawn', async ({ page }) => {
  await host.value('campaign.close'); // the lesson left open by the previous test
  await page.goto(web.url);
  await expect(page.getByTestId('home')).toBeVisible();
  // the settings screen writes the host's Settings.defaultTurnSeconds
  await page.getByTestId('settings').click();
  await expect(page.getByTestId('default-turn-time')).toHaveValue('3:00');
  await page.getByTestId('default-turn-time').fill('2:30');
  await page.getByTestId('default-turn-time').press('Enter');
  await page.getByTestId('default-turn-time').blur();
  await expect.poll(async () => (await host.value<Settings>('settings.get')).defaultTurnSeconds).toBe(150);
  // set from elsewhere (another window, the shell): the new-game screen offers the host's value
  await host.value('settings.set', { defaultTurnSeconds: 200 });
  await page.goto(web.url);
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('player-time-0')).toHaveValue('3:20');
  await expect(page.getByTestId('player-time-1')).toHaveValue('3:20');
  await page.getByTestId('player-name-0').fill('Red');
  await page.getByTestId('player-name-1').fill('Blue');
  await page.getByTestId('seed').fill('777');
  await page.getByTestId('start').click();
  await expect.poll(async () => (await host.session())?.players.map((p) => p.turnMs)).toEqual([200_000, 200_000]);

  // landing: the green spots are the host's, for the orientation the player will get
  const landed: Record<string, Hex[]> = {};
  const checkLanded = (v: SessionView) => {
    for (const [who, hexes] of Object.entries(landed))
      expect(v.view!.pieces.find((q) => q.type === 'astronef' && q.owner === who)!.hexes).toEqual(hexes);
  };
  for (const me of ['red', 'blue']) {
    await expect(page.getByTestId('seat')).toBeVisible();
    await page.getByTestId('seat').click();
    await passTideCard(page);
    await expect(page.getByTestId('board')).toBeVisible();
    const s = await host.session();
    expect(s.seated).toBe(me);
    expect(s.phase).toBe('landing');
    checkLanded(s);
    const all = await host.value<{ at: Hex; orientation: 'N' | 'S' }[]>('query.landingSpots');
    const north = all.filter((x) => x.orientation === 'N').map((x) => x.at);
    const south = all.filter((x) => x.orientation === 'S').map((x) => x.at);
    expect(north.length).toBeGreaterThan(0);
    await expect.poll(async () => keys((await overlay(page)).spots)).toEqual(keys(north));
    await page.getByTestId('board').focus();
    await page.keyboard.press('r');
    await expect(page.getByTestId('hint')).toContainText('Orientation: S');
    await expect.poll(async () => keys((await overlay(page)).spots)).toEqual(keys(south));
    // the pointer over a spot shows the astronef as it will land: bubble, then S, NE, NW podes
    const spot = south[Math.floor(south.length / 2)]!;
    const p = await hexPoint(page, spot);
    await page.mouse.move(p.x, p.y);
    const n = neighbours(spot);
    await expect.poll(async () => (await overlay(page)).ghost).toEqual([spot, n[3], n[1], n[5]]);
    if (me === 'red') await shot(page, 'board-landing-spots');
    await page.mouse.click(p.x, p.y);
    // the astronef waits on its four hexes for a confirming click (or Enter)
    await expect(page.getByTestId('confirm')).toHaveAttribute('data-kind', 'land');
    await expect.poll(async () => (await overlay(page)).ghost).toEqual([spot, n[3], n[1], n[5]]);
    await page.mouse.click(p.x, p.y);
    // landed: the hand-off screen comes up (the astronef is checked in the next player's view)
    await expect(page.getByTestId('seat')).toBeVisible();
    landed[me] = [spot, n[3]!, n[1]!, n[5]!];
  }

  // deployment (turn 2): a piece picked in the astronef shows where the host lets it go
  await expect(page.getByTestId('seat')).toBeVisible();
  await page.getByTestId('seat').click();
  await passTideCard(page);
  await expect(page.getByTestId('board')).toBeVisible();
  const s: SessionView = await host.session();
  expect(s.phase).toBe('deploy');
  checkLanded(s);
  const nef = s.view!.pieces.find((q) => q.type === 'astronef' && q.owner === s.seated)!;
  const tank = s.view!.pieces.find((q) => q.in === nef.id && q.type === 'tank')!;
  await page.getByTestId(`deploy-${tank.id}`).click();
  const legal = await host.value<Hex[]>('query.deploySpots', { piece: tank.id });
  expect(legal.length).toBeGreaterThan(0);
  await expect.poll(async () => keys((await overlay(page)).spots)).toEqual(keys(legal));
  await shot(page, 'board-deploy-spots');
  await clickHex(page, legal[0]!);
  await expect
    .poll(async () => (await host.session()).view!.pieces.find((q) => q.id === tank.id)!.at)
    .toEqual(legal[0]);
  // nothing selected any more: no spots left on the overlay
  await expect.poll(async () => (await overlay(page)).spots.length).toBe(0);
});

test('how to move the board is said: in the zoom buttons’ tooltip to everyone, beside the board to a newcomer', async ({
  page,
}) => {
  const shots = process.env.FMH_SHOTS ?? path.join(SHOTS, 'board-keys');
  const keysEn =
    'Wheel, pinch or +/− zoom; drag, two fingers or Shift+arrows pan; arrows move the cursor; F fits; ? lists the keys';
  // French puts a no-break space before its colons and a narrow one before its semicolons
  const keysFr =
    /^Molette, pincement ou \+\/−\s:\szoom\s;\sglisser, deux doigts ou Maj\+flèches\s:\sdéfiler\s;\sflèches\s:\scurseur\s;\sF\s:\sajuster\s;\s«\s\?\s»\s:\sles touches$/;
  const openWith = async (newcomer: boolean) => {
    await host.value('campaign.close');
    await host.value('settings.set', { language: 'en' });
    await host.value('campaign.new', {
      name: newcomer ? 'Newcomers' : 'Old hands',
      players: [
        { id: 'red', name: 'Red', colour: 'red', newcomer },
        { id: 'blue', name: 'Blue', colour: 'blue', newcomer },
      ],
      seed: 5,
    });
    await page.goto(web.url);
    await page.getByTestId('seat').click();
    await passTideCard(page);
    await expect(page.getByTestId('board')).toBeVisible();
  };
  const zoom = page.getByTestId('board-zoom');

  await openWith(false);
  // the group's tooltip shows over each of its buttons, none has a tooltip of its own to hide it
  await expect(zoom).toHaveAttribute('title', keysEn);
  await expect(zoom.locator('button[title]')).toHaveCount(0);
  await expect(zoom.getByRole('button', { name: 'Zoom in (+)' })).toBeVisible();
  await expect(zoom.getByRole('button', { name: 'Fit the board to the window (F)' })).toBeVisible();
  await expect(page.getByTestId('newcomer-keys')).toHaveCount(0);

  await openWith(true);
  await expect(page.getByTestId('newcomer-keys')).toHaveText(keysEn);
  await shotsAtBothSizes(page, shots, 'board-keys', { host });
  await host.value('settings.set', { language: 'fr' });
  await page.evaluate(() => (globalThis as unknown as { __fmhSetLang(l: string): void }).__fmhSetLang('fr'));
  await expect(page.getByTestId('newcomer-keys')).toHaveText(keysFr);
  await expect(zoom).toHaveAttribute('title', keysFr);
  await host.value('settings.set', { language: 'en' });
});
