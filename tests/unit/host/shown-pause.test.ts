// The clock waits while a player is shown what happened before his turn (issue 27, point 6): the round's tide
// card and the replay of the others' turns. A pause of its own kind ('shown'): not a menu's (play goes on, the
// board stays), started with the seat, ended by the card's Continue or by his first act, dropped with the screen
// connection that asked for it, never saved with the campaign.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClockState, SessionView } from '../../../src/host/contract.js';
import { Host } from '../../../src/host/host.js';
import { landNext, must, newHost, tmpDir, TWO } from './helpers.js';

let now = 0;
const hosts: Host[] = [];
function make(dir = tmpDir()): Host {
  const { host } = newHost({ dataDir: dir, now: () => now, graceMs: 5000 });
  hosts.push(host);
  return host;
}
async function advance(ms: number) {
  now += ms;
  await vi.advanceTimersByTimeAsync(ms);
}
const clock = async (h: Host): Promise<ClockState> => must(await h.call('clock.get'))!;
const left = async (h: Host, p: string): Promise<number> => (await clock(h)).remainingMs[p]!;

beforeEach(() => {
  now = 1000;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  for (const h of hosts.splice(0)) h.close();
});

describe("the clock's 'shown' pause", () => {
  it('starts with the seat, lets him play, and ends with Continue: his time runs from then', async () => {
    const h = make();
    const sv = must(await h.call('campaign.new', TWO));
    const p = sv.handoff!.next;
    const seated = must(await h.call('game.seat', { player: p, shown: 'tide-card' }));
    expect(seated.clock.running).toBe(false);
    expect(seated.clock.reasons).toEqual(['shown']);
    await advance(30_000);
    expect(await left(h, p)).toBe(180_000);
    // not a menu's pause: the board is his (no pause screen), the queries answer
    expect(must(await h.call('query.landingSpots')).length).toBeGreaterThan(0);
    // Continue
    const c = must(await h.call('ui.shown', { open: false, id: 'tide-card' }))!;
    expect(c.running).toBe(true);
    await advance(4000);
    expect(await left(h, p)).toBe(176_000);
  });

  it('his first act ends it (even one the rules refuse), and nothing shown afterwards stops his time', async () => {
    const h = make();
    const sv = must(await h.call('campaign.new', TWO));
    const p = sv.handoff!.next;
    must(await h.call('game.seat', { player: p, shown: 'tide-card' }));
    await advance(10_000);
    // a landing on a hex off the board: refused by the rules, but he is playing
    const r = await h.call('game.act', {
      action: { type: 'land', astronef: `${p}.astronef`, at: [0, 0], orientation: 'N' },
    });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).not.toBe('PAUSED');
    expect((await clock(h)).running).toBe(true);
    await advance(2000);
    expect(await left(h, p)).toBe(178_000);
    // the replay watched now: his time runs on
    const c = must(await h.call('ui.shown', { open: true, id: 'recap-replay' }))!;
    expect(c.running).toBe(true);
    expect(c.reasons).not.toContain('shown');
  });

  it('a game played on while the card is up is accepted (no PAUSED refusal), and the next seat starts afresh', async () => {
    const h = make();
    const sv = must(await h.call('campaign.new', TWO));
    const p = sv.handoff!.next;
    must(await h.call('game.seat', { player: p, shown: 'tide-card' }));
    await landNext(h); // lands (it ends his first turn)
    const after = must(await h.call('game.view'))!;
    expect(after.actions).toBe(1);
    expect(after.clock.reasons).toEqual(['handoff']);
    // the next person is shown his card too: the pause holds again for him, and Continue ends it
    const q = after.handoff!.next;
    const seated = must(await h.call('game.seat', { player: q, shown: 'tide-card' }));
    expect(seated.clock.reasons).toEqual(['shown']);
    await advance(5000);
    expect(await left(h, q)).toBe(180_000);
  });

  it('the replay of the others’ turns holds it before his first act, and its end lets the clock run', async () => {
    const h = make();
    const sv = must(await h.call('campaign.new', TWO));
    const p = sv.handoff!.next;
    must(await h.call('game.seat', { player: p }));
    await advance(1000);
    must(await h.call('ui.shown', { open: true, id: 'recap-replay' }));
    await advance(20_000);
    expect(await left(h, p)).toBe(179_000);
    must(await h.call('ui.shown', { open: false, id: 'recap-replay' }));
    await advance(1000);
    expect(await left(h, p)).toBe(178_000);
  });

  it('belongs to the screen that asked: another screen cannot end it, and it goes with its screen', async () => {
    const h = make();
    const page1 = h.connect();
    const page2 = h.connect();
    const sv = must(await h.call('campaign.new', TWO));
    const p = sv.handoff!.next;
    const seated = must(await page1.handle('game.seat', { player: p, shown: 'tide-card' })) as SessionView;
    expect(seated.clock.reasons).toEqual(['shown']);
    await page2.handle('ui.shown', { open: false, id: 'tide-card' });
    expect((await clock(h)).reasons).toEqual(['shown']);
    // the page that showed the card goes (a reload, a crash): no clock left waiting for a card on no screen
    page1.close();
    expect((await clock(h)).running).toBe(true);
  });

  it('is not the menu pause, leaves with the seat and is never saved with the campaign', async () => {
    const dir = tmpDir();
    const h = make(dir);
    const sv = must(await h.call('campaign.new', TWO));
    const p = sv.handoff!.next;
    must(await h.call('game.seat', { player: p, shown: 'tide-card' }));
    must(await h.call('ui.modal', { open: true, id: 'menu' }));
    expect((await clock(h)).reasons).toEqual(['modal', 'shown']);
    must(await h.call('ui.modal', { open: false, id: 'menu' }));
    expect((await clock(h)).reasons).toEqual(['shown']);
    // he leaves the seat: the hand-off's pause only
    const off = must(await h.call('game.unseat'));
    expect(off.clock.reasons).toEqual(['handoff']);
    must(await h.call('game.seat', { player: p, shown: 'tide-card' }));
    h.close();
    hosts.splice(hosts.indexOf(h), 1);
    // reopened (the program restarted with the card up): seated again without a card, his time runs
    const h2 = make(dir);
    must(await h2.call('campaign.open', { id: sv.campaignId }));
    const again = must(await h2.call('game.seat', { player: p }));
    expect(again.clock.running).toBe(true);
    expect(again.clock.reasons).toEqual([]);
  });

  it('a lesson has no clock to hold: the seat-less learner is never shown on its account', async () => {
    const h = make();
    const lessons = must(await h.call('lesson.list'));
    must(await h.call('lesson.start', { id: lessons[0]!.id }));
    const c = must(await h.call('ui.shown', { open: true, id: 'tide-card' }))!;
    expect(c.reasons).not.toContain('shown');
  });
});
