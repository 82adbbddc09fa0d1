// Take-backs on the real screen (issue 13, point 5): the button says what it will take back, a click or
// Ctrl+Z takes it back (the piece goes back, the log forgets it), and a game whose moves are final says
// so. Screenshots in English and French at both sizes go to test-results/screens/takeback/ (or FMH_SHOTS).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { SessionView } from '../../src/host/contract';
import type { Hex } from '../../src/engine/types';
import {
  HostClient,
  SHOTS as SHOTS_ROOT,
  clickHex,
  fastForward,
  pickToDeploy,
  shotsAtBothSizes,
  takeSeat,
  test,
  withWeb,
} from './helpers';

const SHOTS = process.env.FMH_SHOTS ?? path.join(SHOTS_ROOT, 'takeback');
mkdirSync(SHOTS, { recursive: true });

const at = (s: SessionView, id: string) => s.view!.pieces.find((p) => p.id === id)?.at ?? null;

/** Deploys one of the seated player's tanks by clicking: the piece in the list, then a spot the host offers. */
async function deployTank(page: Page, host: HostClient, skip: string[] = []): Promise<{ id: string; to: Hex }> {
  const s = await host.session();
  const tank = s.view!.pieces.find(
    (p) => p.type === 'tank' && s.view!.deployable.includes(p.id) && !skip.includes(p.id),
  )!;
  const spots = await host.value<Hex[]>('query.deploySpots', { piece: tank.id });
  await pickToDeploy(page, tank.id);
  await clickHex(page, spots[0]!);
  await expect.poll(async () => at(await host.session(), tank.id)).toEqual(spots[0]);
  return { id: tank.id, to: spots[0]! };
}

test('the take-back button says what it takes back; a click and Ctrl+Z take it back', async ({ page }) => {
  await withWeb(async (web, host) => {
    await host.value('campaign.new', {
      name: 'Take-backs',
      players: [
        { id: 'red', name: 'Red', colour: 'red' },
        { id: 'blue', name: 'Blue', colour: 'blue' },
      ],
      seed: 4242,
    });
    await fastForward(host, (s) => s.phase === 'deploy');
    await host.value('game.unseat');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(web.url);
    await takeSeat(page, host);
    const button = page.getByTestId('take-back');
    // nothing played yet: the button is there, disabled
    await expect(button).toBeDisabled();

    const first = await deployTank(page, host);
    await expect(button).toBeEnabled();
    await expect(button).toHaveText(`Take back: tank to ${first.to[0]},${first.to[1]} (Ctrl+Z)`);
    const second = await deployTank(page, host, [first.id]);
    await expect(button).toHaveText(`Take back: tank to ${second.to[0]},${second.to[1]} (Ctrl+Z)`);
    await expect(page.getByTestId('log')).toContainText(`${second.to[0]},${second.to[1]}`);
    await shotsAtBothSizes(page, SHOTS, '01-take-back-offered', { host });

    // the button: the second tank goes back aboard, the log forgets it, the first says it is next
    await button.click();
    await expect.poll(async () => at(await host.session(), second.id)).toBeNull();
    await expect(button).toHaveText(`Take back: tank to ${first.to[0]},${first.to[1]} (Ctrl+Z)`);
    await expect(page.getByTestId('log')).not.toContainText(`${second.to[0]},${second.to[1]}`);
    await expect(page.getByTestId('status')).toContainText(`Taken back: tank to ${second.to[0]},${second.to[1]}`);
    await shotsAtBothSizes(page, SHOTS, '02-taken-back', { host });

    // Ctrl+Z: the first one too; then nothing is left
    await page.keyboard.press('Control+z');
    await expect.poll(async () => at(await host.session(), first.id)).toBeNull();
    await expect(button).toBeDisabled();
    const s = await host.session();
    expect(s.takeBack).toMatchObject({ ok: false, error: { code: 'NOTHING_TO_TAKE_BACK' } });
    // the clock ran all along
    expect((await host.value<{ running: boolean }>('clock.get')).running).toBe(true);
  });
});

test('a game started with "Moves are final" says that nothing can be taken back', async ({ page }) => {
  await withWeb(async (web, host) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(web.url);
    await page.getByTestId('new-game').click();
    await page.getByTestId('player-name-0').fill('Red');
    await page.getByTestId('player-name-1').fill('Blue');
    await page.getByTestId('seed').fill('4242');
    await expect(page.getByTestId('take-backs')).toHaveValue('own-turn');
    await page.getByTestId('take-backs').selectOption('final');
    await shotsAtBothSizes(page, SHOTS, '03-new-game-option', { host });
    await page.getByTestId('start').click();
    await expect(page.getByTestId('handoff')).toBeVisible();
    await fastForward(host, (s) => s.phase === 'deploy');
    await host.value('game.unseat');
    await takeSeat(page, host);
    await deployTank(page, host);
    await expect(page.getByTestId('take-back')).toBeDisabled();
    await expect(page.getByTestId('take-back-why')).toHaveText(
      'Moves are final in this game (chosen when it was started): nothing can be taken back.',
    );
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('status')).toContainText('Moves are final');
    await shotsAtBothSizes(page, SHOTS, '04-moves-are-final', { host });
  });
});
