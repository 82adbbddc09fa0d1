// The second astronef (turn 15): each player lands his second astronef on the canvas, then deploys the
// army it brought, and only that army. Turns 1 to 14 are fast-forwarded through the host API; the host
// side channel otherwise only reads the state and the spots the engine offers, to decide where to click.
import { expect } from '@playwright/test';
import type { Hex } from '../../src/engine/types';
import {
  HostClient,
  clickHex,
  confirmIfAsked,
  endTurn,
  fastForward,
  newTwoPlayerCampaign,
  openCampaignPage,
  pickToDeploy,
  settled,
  shot,
  startWeb,
  takeSeat,
  tempData,
  test,
} from './helpers';

test('turn 15: the second astronef lands on the canvas and deploys its own army', async ({ page }) => {
  const web = await startWeb(tempData());
  const host = await HostClient.open(web.url);
  try {
    await newTwoPlayerCampaign(host, 'Second army', 4711, { secondAstronef: true });
    // fast-forward: land, then end every turn until the second astronefs arrive
    let s = await fastForward(host, (x) => x.turn === 15 && x.phase === 'landing');
    expect([s.turn, s.phase]).toEqual([15, 'landing']);
    if (s.seated) await host.value('game.unseat');
    await openCampaignPage(page, web.url);

    // each player lands his second astronef by clicking a spot the engine offers
    const landed: { id: string; at: Hex }[] = [];
    for (let k = 0; k < 2; k++) {
      s = await takeSeat(page, host);
      expect(s.phase).toBe('landing');
      const me = s.seated!;
      const second = `${me}.astronef2`;
      const spots = await host.value<{ at: Hex; orientation: 'N' | 'S' }[]>('query.landingSpots');
      const spot = spots.find((x) => x.orientation === 'N')!;
      expect(spot).toBeTruthy();
      if (k === 0) {
        await page.mouse.move(0, 0);
        await shot(page, '40-second-astronef-landing');
      }
      await clickHex(page, spot.at);
      expect(await confirmIfAsked(page)).toBe(true);
      // landed: the turn passes on (nobody is seated until the next player takes the screen)
      await expect.poll(async () => (await host.session()).seated).toBeNull();
      landed.push({ id: second, at: spot.at });
    }

    // deployment: the list holds the new army only, and a piece goes out next to its astronef
    for (let k = 0; k < 2; k++) {
      s = await takeSeat(page, host);
      expect(s.phase).toBe('deploy');
      const me = s.seated!;
      // both second astronefs stand where they were put
      for (const l of landed) expect(s.view!.pieces.find((p) => p.id === l.id)?.at).toEqual(l.at);
      const listed = await page
        .locator('[data-testid^="deploy-"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('deploy-'.length)));
      expect(listed.length).toBeGreaterThan(5);
      for (const id of listed) expect(id.startsWith(`${me}.2.`)).toBe(true);
      const tank = `${me}.2.tank1`;
      expect(listed).toContain(tank);
      const spots = await host.value<Hex[]>('query.deploySpots', { piece: tank });
      expect(spots.length).toBeGreaterThan(0);
      await pickToDeploy(page, tank);
      await clickHex(page, spots[0]!);
      await settled(page);
      const after = await host.session();
      expect(after.view!.pieces.find((p) => p.id === tank)?.at).toEqual(spots[0]);
      if (k === 0) await shot(page, '41-second-army-deployed');
      await endTurn(page);
    }
    s = await host.session();
    expect([s.turn, s.phase]).toEqual([15, 'play']);
  } finally {
    host.close();
    await web.stop();
  }
});
