// New planets on the screen: a game started from the new-game screen on a modular board and one on a folded
// board, each played to turn 4 by clicks (landing on spots the engine offers, deployment next to the
// astronef, turns ended). The host side channel only reads the state and the offered spots.
import { expect, type Page } from '@playwright/test';
import type { Hex } from '../../src/engine/types';
import type { SessionView } from '../../src/host/contract';
import {
  HostClient,
  clickHex,
  confirmIfAsked,
  endTurn,
  pickToDeploy,
  shot,
  startWeb,
  takeSeat,
  tempData,
  test,
} from './helpers';

async function playToTurn4(page: Page, host: HostClient, name: string): Promise<SessionView> {
  let s = await host.session();
  for (let guard = 0; guard < 40 && s.turn < 4; guard++) {
    s = await takeSeat(page, host);
    const me = s.seated!;
    if (s.phase === 'landing') {
      const spots = await host.value<{ at: Hex; orientation: 'N' | 'S' }[]>('query.landingSpots');
      expect(spots.length).toBeGreaterThan(0);
      // the screen lands with the podes to the north unless told otherwise
      const spot = spots.find((x) => x.orientation === 'N')!;
      expect(spot).toBeTruthy();
      await clickHex(page, spot.at);
      expect(await confirmIfAsked(page)).toBe(true);
      await expect.poll(async () => (await host.session()).active, { timeout: 10000 }).not.toBe(me);
    } else if (s.phase === 'deploy') {
      const tank = s.view!.pieces.find((p) => p.type === 'tank' && p.owner === me && p.in)!;
      const spots = await host.value<Hex[]>('query.deploySpots', { piece: tank.id });
      expect(spots.length).toBeGreaterThan(0);
      await pickToDeploy(page, tank.id);
      await clickHex(page, spots[0]!);
      await expect
        .poll(async () => (await host.session()).view?.pieces.find((p) => p.id === tank.id)?.at ?? null, {
          timeout: 10000,
        })
        .toEqual(spots[0]);
      if (me === 'red') await shot(page, `${name}-deployed`);
      await endTurn(page);
    } else {
      await endTurn(page);
    }
    await expect(page.getByTestId('handoff')).toBeVisible();
    s = await host.session();
  }
  return s;
}

for (const kind of ['modular', 'folded-left'] as const) {
  test(`a game on the ${kind} board, started from the new-game screen, to turn 4`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const web = await startWeb(tempData());
    const host = await HostClient.open(web.url);
    try {
      await host.value('settings.set', { language: 'en' });
      await page.goto(web.url);
      await page.getByTestId('new-game').click();
      await page.getByTestId(`board-kind-${kind}`).check();
      if (kind === 'modular') await page.getByTestId('board-seed').fill('7');
      await expect(page.getByTestId('board-thumbnail')).toBeVisible({ timeout: 30000 });
      // the preview follows the choice: wait for this board's code (M2-7-…, FL2-…)
      await expect(page.getByTestId('board-code-shown')).toContainText(kind === 'modular' ? 'M2-7-' : 'FL2-', {
        timeout: 30000,
      });
      await expect(page.getByTestId('board-check')).toContainText('Fair and playable for 2 players');
      const code = await page.getByTestId('board-code-shown').textContent();
      await shot(page, `board-new-game-${kind}`);
      await page.getByTestId('start').click();
      await expect(page.getByTestId('handoff')).toBeVisible();
      const s0 = await host.session();
      const list = await host.value<{ map: string }[]>('campaign.list');
      expect(list[0]!.map).toBe(code);
      expect(s0.turn).toBe(1);
      const s = await playToTurn4(page, host, `board-${kind}`);
      expect(s.turn).toBe(4);
      await takeSeat(page, host);
      await shot(page, `board-${kind}-turn4`);
    } finally {
      host.close();
      await web.stop();
    }
  });
}
