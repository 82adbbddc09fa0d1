// One bad bit in an old snapshot (issue 26, point 3): the log is the truth, so the campaign opens, the snapshot
// is rebuilt from the log, and the players are told in one line on the hand-off (English and French).
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect } from '@playwright/test';
import { HostClient, fastForward, newTwoPlayerCampaign, startWeb, tempData, type Web, test } from './helpers';

test('a campaign with one bad bit in an old snapshot opens, says what was repaired, and plays on', async ({ page }) => {
  const data = tempData();
  let web: Web = await startWeb(data);
  let host = await HostClient.open(web.url);
  await newTwoPlayerCampaign(host, 'Bad bit', 11);
  await fastForward(host, (s) => s.turn >= 3);
  const id = (await host.session()).campaignId;
  await host.value('campaign.close');
  host.close();
  await web.stop();

  // one bit flipped in the first turn's snapshot, while the application is closed
  const db = new Database(path.join(data, 'campaigns.sqlite'));
  const snap = db
    .prepare('SELECT seq, state FROM snapshots WHERE campaign_id = ? AND seq > 0 ORDER BY seq LIMIT 1')
    .get(id) as { seq: number; state: string };
  const at = snap.state.indexOf('"turn":') + 7;
  const flipped =
    snap.state.slice(0, at) + String.fromCharCode(snap.state.charCodeAt(at) ^ 1) + snap.state.slice(at + 1);
  db.prepare('UPDATE snapshots SET state = ? WHERE campaign_id = ? AND seq = ?').run(flipped, id, snap.seq);
  db.close();

  web = await startWeb(data);
  host = await HostClient.open(web.url);
  try {
    await page.goto(web.url);
    await page.getByTestId('resume').click();
    const line = page.getByTestId('handoff-repaired');
    await expect(line).toHaveText(/^Repaired: 1 saved position of this campaign did not match its log/);
    await page.evaluate(() => (globalThis as unknown as { __fmhSetLang(l: string): void }).__fmhSetLang('fr'));
    await expect(line).toHaveText(/^Réparée\u00a0: 1 position enregistrée de cette partie ne correspondait pas/);
    // the game plays on from the log's position
    await page.getByTestId('seat').click();
    await expect(page.getByTestId('board')).toBeVisible();
    expect((await host.session()).turn).toBeGreaterThanOrEqual(3);
    const stored = new Database(path.join(data, 'campaigns.sqlite'), { readonly: true });
    const after = stored.prepare('SELECT state FROM snapshots WHERE campaign_id = ? AND seq = ?').get(id, snap.seq) as {
      state: string;
    };
    stored.close();
    expect(after.state).toBe(snap.state);
  } finally {
    host.close();
    await web.stop();
  }
});
