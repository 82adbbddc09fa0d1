// The table's rules the host enforces (issue 11): visibility per screen connection, a pause that stops
// play, a grace after zero nothing stretches, the landing on timeout, the rules reference, turn 21.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apply, getBoard, landingSpots } from '../../../src/engine/index.js';
import { autoLandSpot } from '../../../src/engine/landing.js';
import type { ApiResult, SessionView } from '../../../src/host/contract.js';
import { Host, autoLanding } from '../../../src/host/host.js';
import { landNext, must, newHost, tmpDir, TWO } from './helpers.js';

let now = 0;
const hosts: Host[] = [];
function make(graceMs = 5000): Host {
  const { host } = newHost({ dataDir: tmpDir(), now: () => now, graceMs });
  hosts.push(host);
  return host;
}
async function advance(ms: number) {
  now += ms;
  await vi.advanceTimersByTimeAsync(ms);
}
async function seatNext(h: Host): Promise<SessionView> {
  const sv = must(await h.call('game.view'))!;
  return sv.seated ? sv : must(await h.call('game.seat', { player: sv.handoff!.next }));
}

beforeEach(() => {
  now = 1000;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  for (const h of hosts.splice(0)) h.close();
});

describe('1. visibility belongs to a screen connection', () => {
  it('a page that reported hidden and closed never pauses the game for the next page', async () => {
    const h = make();
    const page1 = h.connect();
    must(await h.call('campaign.new', TWO));
    const sv = must(
      await page1.handle('game.seat', { player: must(await h.call('game.view'))!.handoff!.next }),
    ) as SessionView;
    expect(sv.clock.running).toBe(true);
    // the page unloads: it reports hidden, then its connection ends
    await page1.handle('ui.visibility', { hidden: true });
    page1.close();
    // the next page loads and reports itself visible
    const page2 = h.connect();
    await page2.handle('ui.visibility', { hidden: false });
    const after = must(await h.call('game.view'))!;
    expect(after.seated).toBeNull(); // the reload shows the hand-off
    expect(after.clock.reasons).toEqual(['handoff']);
    const seated = await seatNext(h);
    expect(seated.clock.running).toBe(true);
    await advance(3000);
    expect(must(await h.call('clock.get'))!.running).toBe(true);
    // and a new campaign of that server starts unpaused but for the hand-off
    const next = must(await h.call('campaign.new', { ...TWO, seed: 8 }));
    expect(next.clock.reasons).toEqual(['handoff']);
  });

  it('pauses only when every screen is hidden; a screen that goes away takes its flag with it', async () => {
    const h = make();
    const a = h.connect();
    const b = h.connect();
    must(await h.call('campaign.new', TWO));
    await a.handle('ui.visibility', { hidden: false });
    await b.handle('ui.visibility', { hidden: true });
    await seatNext(h);
    expect(must(await h.call('clock.get'))!.running).toBe(true);
    await a.handle('ui.visibility', { hidden: true });
    expect(must(await h.call('clock.get'))!.reasons).toContain('hidden');
    a.close();
    b.close();
    expect(must(await h.call('clock.get'))!.reasons).not.toContain('hidden');
  });

  it('an Electron window reload or renderer crash ends its screen: no stale hidden flag, the hand-off is up', async () => {
    const h = make();
    must(await h.call('campaign.new', TWO));
    await seatNext(h);
    h.setHidden(true);
    h.screenReloaded();
    const sv = must(await h.call('game.view'))!;
    expect(sv.seated).toBeNull();
    expect(sv.clock.reasons).not.toContain('hidden');
    const seated = await seatNext(h);
    // the pause the hidden window left is the player's to lift, with a click
    must(await h.call('clock.resume'));
    expect(must(await h.call('clock.get'))!.running).toBe(true);
    expect(seated.seated).not.toBeNull();
  });
});

describe('a reload with a menu open (issue 26, point 2)', () => {
  it('a page reloaded with the game menu open comes back to the hand-off with a clock that runs', async () => {
    const h = make();
    const page1 = h.connect();
    await page1.handle('ui.visibility', { hidden: false });
    must(await h.call('campaign.new', TWO));
    await page1.handle('game.seat', { player: must(await h.call('game.view'))!.handoff!.next });
    must((await page1.handle('ui.modal', { open: true, id: 'game-menu' })) as ApiResult<unknown>);
    expect(must(await h.call('clock.get'))!.reasons).toContain('modal');
    // the page reloads: its connection ends with the menu still open
    page1.close();
    const page2 = h.connect();
    await page2.handle('ui.visibility', { hidden: false });
    const after = must(await h.call('game.view'))!;
    expect(after.seated).toBeNull();
    expect(after.clock.reasons).toEqual(['handoff']);
    const seated = (await page2.handle('game.seat', { player: after.handoff!.next })) as ApiResult<SessionView>;
    expect(must(seated).clock.running).toBe(true);
    // a move is not refused with PAUSED
    const moved = (await page2.handle('game.endTurn')) as ApiResult<unknown>;
    expect(moved.ok || moved.error.code).not.toBe('PAUSED');
  });

  it("one screen going away takes its own dialogs only: another screen's menu keeps the game paused", async () => {
    const h = make();
    const a = h.connect();
    const b = h.connect();
    await a.handle('ui.visibility', { hidden: false });
    await b.handle('ui.visibility', { hidden: false });
    must(await h.call('campaign.new', TWO));
    await a.handle('ui.modal', { open: true, id: 'game-menu' });
    await b.handle('ui.modal', { open: true, id: 'game-menu' });
    a.close();
    expect(must(await h.call('clock.get'))!.reasons).toContain('modal');
    await b.handle('ui.modal', { open: false, id: 'game-menu' });
    expect(must(await h.call('clock.get'))!.reasons).not.toContain('modal');
  });
});

describe('2. a paused clock stops play', () => {
  it('refuses every game action while paused, and the time does not change', async () => {
    const h = make();
    must(await h.call('campaign.new', TWO));
    const sv = await seatNext(h);
    const me = sv.seated!;
    await advance(2000);
    must(await h.call('clock.pause'));
    const spot = landingSpots(h.stateForTools!)[0]!;
    const land = { type: 'land', astronef: `${me}.astronef`, at: spot.at, orientation: spot.orientation } as const;
    const r = await h.call('game.act', { action: land });
    expect(!r.ok && r.error.code).toBe('PAUSED');
    expect(!r.ok && r.error.params.reasons).toEqual(['player']);
    const e = await h.call('game.endTurn');
    expect(!e.ok && e.error.code).toBe('PAUSED');
    await advance(10_000);
    expect(must(await h.call('clock.get'))!.remainingMs[me]).toBe(178_000);
    expect(must(await h.call('game.log'))).toHaveLength(0);
    must(await h.call('clock.resume'));
    must(await h.call('game.act', { action: land }));
  });

  it('a menu, a hidden window or sleep stop play too; after a hidden window or sleep the seated player resumes it', async () => {
    const h = make();
    must(await h.call('campaign.new', TWO));
    const me = (await seatNext(h)).seated!;
    const spot = landingSpots(h.stateForTools!)[0]!;
    const land = { type: 'land', astronef: `${me}.astronef`, at: spot.at, orientation: spot.orientation } as const;
    must(await h.call('ui.modal', { open: true, id: 'game-menu' }));
    let r = await h.call('game.act', { action: land });
    expect(!r.ok && r.error.code).toBe('PAUSED');
    must(await h.call('ui.modal', { open: false, id: 'game-menu' }));
    h.setHidden(true);
    h.setHidden(false);
    r = await h.call('game.act', { action: land });
    expect(!r.ok && r.error.code).toBe('PAUSED');
    expect(must(await h.call('clock.get'))!.reasons).toEqual(['player']);
    h.setSleep(true);
    h.setSleep(false);
    expect(must(await h.call('clock.get'))!.running).toBe(false);
    must(await h.call('clock.resume'));
    must(await h.call('game.act', { action: land }));
  });

  it('only the seated player resumes: not from behind the hand-off screen', async () => {
    const h = make();
    must(await h.call('campaign.new', TWO));
    await seatNext(h);
    must(await h.call('clock.pause'));
    must(await h.call('game.unseat'));
    const r = await h.call('clock.resume');
    expect(!r.ok && r.error.code).toBe('NOT_SEATED');
  });
});

describe('3. the 15 s of grace at zero', () => {
  it('is said by the clock and nothing stretches it: pause, dialog, hidden window', async () => {
    const h = make(15_000);
    must(await h.call('campaign.new', TWO));
    const me = (await seatNext(h)).seated!;
    await advance(180_000);
    let c = must(await h.call('clock.get'))!;
    expect(c.expired).toBe(true);
    expect(c.graceMs).toBe(15_000);
    expect(c.graceLeftMs).toBe(15_000);
    // in the grace only shots, captures and the end of the turn are taken: a legal landing is refused by name
    const spot = autoLanding(h.stateForTools!)!;
    const late = await h.call('game.act', {
      action: { type: 'land', astronef: spot.astronef, at: spot.at, orientation: spot.orientation },
    });
    expect(!late.ok && late.error).toMatchObject({ code: 'TIME_UP', params: { player: me } });
    expect(must(await h.call('game.log'))).toHaveLength(0);
    must(await h.call('clock.pause'));
    must(await h.call('ui.modal', { open: true, id: 'x' }));
    h.setHidden(true);
    await advance(10_000);
    c = must(await h.call('clock.get'))!;
    expect(c.graceLeftMs).toBe(5000);
    await advance(5000);
    // the grace is over on time: the host ended the turn (landing the astronef for him)
    const sv = must(await h.call('game.view'))!;
    expect(sv.active).not.toBe(me);
    expect(sv.handoff?.timedOut?.player).toBe(me);
  });

  it('runs even when a pause comes as time runs out, before the clock has seen zero', async () => {
    // past bug: a pause taken in the instant between zero and the clock's own timer stopped the clock at zero
    // without its grace; the turn never ended (the screen said "Time up" and "Paused" for ever)
    const h = make(15_000);
    must(await h.call('campaign.new', TWO));
    const me = (await seatNext(h)).seated!;
    await advance(179_000);
    now += 1050; // zero has passed; the clock's timer for it has not fired yet
    must(await h.call('clock.pause'));
    let c = must(await h.call('clock.get'))!;
    expect(c.expired).toBe(true);
    expect(c.running).toBe(true);
    await advance(13_000);
    c = must(await h.call('clock.get'))!;
    expect(c.graceLeftMs).toBe(1950);
    await advance(2000);
    const sv = must(await h.call('game.view'))!;
    expect(sv.active).not.toBe(me);
    expect(sv.handoff?.timedOut?.player).toBe(me);
  });
});

describe('4. time running out on turn 1', () => {
  it('lands the astronef on a legal spot with room to deploy, not the first in reading order, and says so', async () => {
    const h = make();
    must(await h.call('campaign.new', TWO));
    const first = (await seatNext(h)).seated!;
    const before = h.stateForTools!;
    const board = getBoard(before.map);
    const readingOrder = autoLandSpot(before, board)!;
    const chosen = autoLanding(before)!;
    expect(board.hex(readingOrder.at)).not.toEqual(chosen.at);
    expect(
      apply(before, { type: 'land', astronef: chosen.astronef, at: chosen.at, orientation: chosen.orientation }).ok,
    ).toBe(true);
    // room to deploy: no sea within two hexes of the bubble
    for (const i of board.within(board.parse(chosen.at), 2)) expect(board.terrainName(i)).not.toBe('sea');
    await advance(185_000);
    const log = must(await h.call('game.log'));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: { type: 'land', at: chosen.at }, timeout: true, player: first });
    const sv = must(await h.call('game.view'))!;
    expect(sv.handoff?.timedOut).toEqual({
      player: first,
      turn: 1,
      landedAt: chosen.at,
      orientation: chosen.orientation,
    });
    // the second player lands far from the first
    const second = autoLanding(h.stateForTools!)!;
    expect(board.dist(board.parse(second.at), board.parse(chosen.at))).toBeGreaterThan(6);
    // once the next player sits, the notice has been given
    await seatNext(h);
    must(await h.call('game.unseat'));
    expect(must(await h.call('game.view'))!.handoff?.timedOut).toBeUndefined();
  });
});

describe('5. the rules reference', () => {
  it('does not stop the clock during a game', async () => {
    const h = make();
    must(await h.call('campaign.new', TWO));
    const me = (await seatNext(h)).seated!;
    const c = must(await h.call('ui.modal', { open: true, id: 'rules' }))!;
    expect(c.running).toBe(true);
    await advance(5000);
    expect(must(await h.call('clock.get'))!.remainingMs[me]).toBe(175_000);
    // and play goes on with the rules open
    await landNext(h);
  });

  it('stops it in a lesson', async () => {
    const h = make();
    const lessons = must(await h.call('lesson.list'));
    must(await h.call('lesson.start', { id: lessons[0]!.id }));
    const c = must(await h.call('ui.modal', { open: true, id: 'rules' }))!;
    expect(c.reasons).toContain('modal');
  });
});

describe('8. turn 21 behind the hand-off', () => {
  it('the hand-off says who has chosen, never what', async () => {
    const h = make();
    must(await h.call('campaign.new', TWO));
    await landNext(h);
    await landNext(h);
    let sv = must(await h.call('game.view'))!;
    for (let guard = 0; guard < 100 && sv.phase !== 'liftoff'; guard++) {
      await seatNext(h);
      must(await h.call('game.endTurn'));
      sv = must(await h.call('game.view'))!;
    }
    expect(sv.phase).toBe('liftoff');
    expect(sv.handoff?.liftOff?.decided).toEqual([]);
    expect([...sv.handoff!.liftOff!.waiting].sort()).toEqual(sv.players.map((p) => p.id).sort());
    const who = (await seatNext(h)).seated!;
    const view = must(await h.call('game.view'))!.view!;
    const nefs = view.pieces.filter((p) => p.type === 'astronef' && p.owner === who);
    for (const n of nefs)
      must(await h.call('game.act', { action: { type: 'liftOff', player: who, astronef: n.id, choice: 'stay' } }));
    sv = must(await h.call('game.view'))!;
    expect(sv.seated).toBeNull();
    expect(sv.handoff?.liftOff?.decided).toEqual([who]);
    expect(sv.handoff?.liftOff?.waiting).not.toContain(who);
    expect(JSON.stringify(sv)).not.toMatch(/stay|leave/);
  });
});
