// Turn 25: an astronef that stayed on turn 21 takes off from the screen (select it on the canvas, "Take
// off"); the other player's astronef stays behind for ever; the end screen counts what each brought home.
// Turns 1 to 24 and the turn-21 choices go through the host API; the side channel otherwise only reads.
import { expect } from '@playwright/test';
import {
  HostClient,
  clickHex,
  fastForward,
  newTwoPlayerCampaign,
  openCampaignPage,
  shot,
  startWeb,
  takeSeat,
  tempData,
  test,
} from './helpers';

test('turn 25: an astronef takes off from the screen, the other stays for ever', async ({ page }) => {
  const web = await startWeb(tempData());
  const host = await HostClient.open(web.url);
  try {
    await newTwoPlayerCampaign(host, 'Take-off', 2024);
    let s = await fastForward(host, (x) => x.phase === 'liftoff');
    // turn 21: both stay (secret choices, made through the host)
    for (let k = 0; k < 2; k++) {
      s = await host.session();
      if (!s.seated) s = await host.value('game.seat', { player: s.handoff!.next });
      const nef = s.view!.pieces.find((p) => p.type === 'astronef' && p.owner === s.seated)!;
      await host.value('game.act', {
        action: { type: 'liftOff', player: s.seated!, astronef: nef.id, choice: 'stay' },
      });
      s = await host.session();
      if (s.seated) await host.value('game.unseat');
    }
    s = await fastForward(host, (x) => x.turn === 25 && x.phase === 'play');
    expect(s.turn).toBe(25);
    if (s.seated) await host.value('game.unseat');

    await openCampaignPage(page, web.url);
    s = await takeSeat(page, host);
    const me = s.seated!;
    const nef = s.view!.pieces.find((p) => p.type === 'astronef' && p.owner === me)!;
    await clickHex(page, nef.at!);
    await expect(page.getByTestId('selected')).toBeVisible();
    const takeOff = page.getByRole('button', { name: 'Take off' });
    await expect(takeOff).toBeEnabled();
    await shot(page, '50-take-off');
    await takeOff.click();
    await expect
      .poll(async () => (await host.session()).view?.pieces.find((p) => p.id === nef.id)?.departed)
      .toBe(true);
    // the turn goes on after a take-off until the player ends it; then the other player's last turn
    for (let guard = 0; guard < 10 && !(await host.session()).over; guard++) {
      const cur = await host.session();
      if (!cur.seated) await host.value('game.seat', { player: cur.handoff?.next ?? cur.active });
      const r = await host.call('game.endTurn');
      if (!r.ok) break;
    }
    await expect(page.getByTestId('end')).toBeVisible({ timeout: 15_000 });
    s = await host.session();
    const scores = s.result!.scores;
    expect(scores.find((x) => x.player === me)!.astronefs).toBe(1);
    expect(scores.find((x) => x.player !== me)!.astronefs).toBe(0);
    await expect(page.getByTestId('winner')).toContainText(me === 'red' ? 'Red' : 'Blue');
  } finally {
    host.close();
    await web.stop();
  }
});
