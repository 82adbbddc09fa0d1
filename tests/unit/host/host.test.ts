import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostEvent } from '../../../src/host/contract.js';
import { REQUEST_NAMES, methodName } from '../../../src/host/contract.js';
import { requestSchemas } from '../../../src/host/schemas.js';
import { Host } from '../../../src/host/host.js';
import { landNext, must, newHost, tmpDir, TWO } from './helpers.js';

let now = 0;
const clockNow = () => now;
const hosts: Host[] = [];
function make(dir?: string, graceMs = 5000): Host {
  const { host } = newHost({ dataDir: dir ?? tmpDir(), now: clockNow, graceMs });
  hosts.push(host);
  return host;
}
/** Advances the fake monotonic clock and the timers together. */
async function advance(ms: number) {
  now += ms;
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  now = 1000;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  for (const h of hosts.splice(0)) h.close();
});

describe('contract', () => {
  it('has a schema for every request and camel-cased method names', () => {
    expect(Object.keys(requestSchemas).sort()).toEqual([...REQUEST_NAMES].sort());
    expect(methodName('campaign.new')).toBe('campaignNew');
    expect(methodName('query.fireZones')).toBe('queryFireZones');
  });
});

describe('host API', () => {
  it('refuses bad payloads with BAD_INPUT and changes nothing', async () => {
    const h = make();
    const bad = [
      ['campaign.new', { players: [{ name: 'A', colour: 'red' }] }],
      [
        'campaign.new',
        {
          players: [
            { name: 'A', colour: 'red' },
            { name: 'B', colour: 'red' },
          ],
        },
      ],
      ['campaign.open', { id: 5 }],
      ['game.act', { action: { type: 'teleport' } }],
      ['game.act', { action: { type: 'endTurn', timeout: true } }],
      ['settings.set', { volume: 7 }],
      ['no.such', {}],
    ] as const;
    for (const [m, a] of bad) {
      const r = await h.handle(m, a);
      expect(r.ok, m).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('BAD_INPUT');
    }
    expect(must(await h.call('campaign.list'))).toHaveLength(0);
  });

  it('plays hot-seat: hand-off hides the view, only the seated player acts, secrets stay in the host', async () => {
    const h = make();
    const events: HostEvent[] = [];
    h.onEvent((e) => events.push(e));
    const sv = must(await h.call('campaign.new', TWO));
    expect(sv.seated).toBeNull();
    expect(sv.view).toBeNull();
    expect(sv.clock.paused).toBe(true);
    expect(sv.clock.reason).toBe('handoff');
    const next = sv.handoff!.next;
    const other = sv.players.map((p) => p.id).find((p) => p !== next)!;
    // acting before anyone is seated
    const r0 = await h.call('game.act', { action: { type: 'endTurn' } });
    expect(!r0.ok && r0.error.code).toBe('NOT_SEATED');
    // the wrong player cannot sit
    const w = await h.call('game.seat', { player: other });
    expect(!w.ok && w.error.code).toBe('WRONG_PLAYER');
    const seated = must(await h.call('game.seat', { player: next }));
    expect(seated.view?.viewer).toBe(next);
    expect(seated.clock.running).toBe(true);
    // no pushed view ever carries the deck or the RNG
    for (const e of events) if (e.event === 'view') expect(JSON.stringify(e.data)).not.toMatch(/"deck"|"rng"|"aside"/);
    await landNext(h);
    const after = must(await h.call('game.view'))!;
    expect(after.seated).toBeNull();
    expect(after.view).toBeNull();
    expect(after.handoff?.next).toBe(other);
    expect(after.actions).toBe(1);
    const log = must(await h.call('game.log'));
    expect(log).toHaveLength(1);
    expect(log[0]?.action.type).toBe('land');
    expect(log[0]?.player).toBe(next);
  });

  it('runs the clock from a monotonic time: pauses for modals, hidden window, sleep and the player', async () => {
    const h = make();
    const sv = must(await h.call('campaign.new', TWO));
    must(await h.call('game.seat', { player: sv.handoff!.next }));
    const p = sv.handoff!.next;
    await advance(10_000);
    expect(must(await h.call('clock.get'))!.remainingMs[p]).toBe(170_000);
    must(await h.call('ui.modal', { open: true, id: 'menu' }));
    await advance(20_000);
    let c = must(await h.call('clock.get'))!;
    expect(c.paused).toBe(true);
    expect(c.reason).toBe('modal');
    expect(c.remainingMs[p]).toBe(170_000);
    must(await h.call('ui.modal', { open: false, id: 'menu' }));
    h.setHidden(true);
    await advance(5000);
    h.setHidden(false);
    h.setSleep(true);
    await advance(60_000);
    h.setSleep(false);
    must(await h.call('clock.pause'));
    await advance(5000);
    c = must(await h.call('clock.resume'));
    expect(c.remainingMs[p]).toBe(170_000);
    await advance(1000);
    expect(must(await h.call('clock.get'))!.remainingMs[p]).toBe(169_000);
  });

  it('gives a newcomer four minutes and any value asked for', async () => {
    const h = make();
    const sv = must(
      await h.call('campaign.new', {
        players: [
          { name: 'New', colour: 'red', newcomer: true },
          { name: 'Pro', colour: 'blue', turnSeconds: 90 },
          { name: 'Std', colour: 'green' },
        ],
        seed: 3,
      }),
    );
    const t = Object.fromEntries(sv.players.map((p) => [p.name, p.turnMs]));
    expect(t).toEqual({ New: 240_000, Pro: 90_000, Std: 180_000 });
  });

  it('sounds at low time and zero, then ends the turn after the grace (only shots meanwhile)', async () => {
    const h = make(undefined, 5000);
    const sounds: string[] = [];
    h.onEvent((e) => e.event === 'sound' && sounds.push(e.data));
    const sv = must(await h.call('campaign.new', TWO));
    const first = sv.handoff!.next;
    must(await h.call('game.seat', { player: first }));
    await advance(151_000);
    expect(sounds).toEqual(['lowTime']);
    await advance(29_000);
    expect(sounds).toEqual(['lowTime', 'timeUp']);
    const c = must(await h.call('clock.get'))!;
    expect(c.expired).toBe(true);
    expect(c.remainingMs[first]).toBe(0);
    await advance(6000);
    const after = must(await h.call('game.view'))!;
    // turn 1: the host lands the astronef for him, logs it as the clock's doing and says where
    const log = must(await h.call('game.log'));
    expect(log).toHaveLength(1);
    expect(log[0]?.action.type).toBe('land');
    expect(log[0]?.timeout).toBe(true);
    expect(after.handoff?.next).not.toBe(first);
    const landed = log[0]!.action as { at: [number, number]; orientation: 'N' | 'S' };
    expect(after.handoff?.timedOut).toEqual({
      player: first,
      turn: 1,
      landedAt: landed.at,
      orientation: landed.orientation,
    });
  });

  it('saves the clock with the campaign: a resumed game gets exactly the time that was left', async () => {
    const dir = tmpDir();
    const h = make(dir);
    const sv = must(await h.call('campaign.new', TWO));
    const p = sv.handoff!.next;
    must(await h.call('game.seat', { player: p }));
    await advance(42_000);
    h.close();
    hosts.splice(hosts.indexOf(h), 1);
    const h2 = make(dir);
    const reopened = must(await h2.call('campaign.open', { id: sv.campaignId }));
    expect(reopened.seated).toBeNull();
    expect(reopened.clock.remainingMs[p]).toBe(138_000);
    must(await h2.call('game.seat', { player: p }));
    await advance(1000);
    expect(must(await h2.call('clock.get'))!.remainingMs[p]).toBe(137_000);
  });

  it('lists, renames, exports, imports and deletes campaigns; history after play', async () => {
    const h = make();
    const sv = must(await h.call('campaign.new', { ...TWO, name: 'Sunday' }));
    await landNext(h);
    await landNext(h);
    const list = must(await h.call('campaign.list'));
    expect(list[0]).toMatchObject({ name: 'Sunday', actions: 2 });
    expect(list[0]?.players.map((p) => p.name)).toEqual(['Ann', 'Bob']);
    must(await h.call('campaign.rename', { id: sv.campaignId, name: 'Monday' }));
    const ex = must(await h.call('campaign.export', { id: sv.campaignId }));
    expect(ex.fileName).toBe('Monday.fmh');
    const imp = must(await h.call('campaign.import', { content: ex.content, fileName: 'Monday.fmh' }));
    expect(imp.actions).toBe(2);
    const hist = must(await h.call('game.history'));
    expect(hist.log).toHaveLength(2);
    const bad = await h.call('campaign.import', { content: ex.content.slice(0, 100), fileName: 'cut.fmh' });
    expect(!bad.ok && bad.error.code).toBe('BAD_FILE');
    expect(!bad.ok && bad.error.message).toContain('cut.fmh');
    must(await h.call('campaign.delete', { id: sv.campaignId }));
    expect(must(await h.call('campaign.list'))).toHaveLength(1);
    expect(must(await h.call('game.view'))).toBeNull();
    const nf = await h.call('campaign.open', { id: sv.campaignId });
    expect(!nf.ok && nf.error.code).toBe('NOT_FOUND');
  });

  it('keeps settings', async () => {
    const dir = tmpDir();
    const h = make(dir);
    must(await h.call('settings.set', { volume: 0.25, language: 'en' }));
    h.close();
    hosts.splice(hosts.indexOf(h), 1);
    const h2 = make(dir);
    expect(must(await h2.call('settings.get'))).toMatchObject({ volume: 0.25, language: 'en' });
  });
});

describe('landing and deployment spots', () => {
  it('offers the seated player every legal landing spot, then where each piece may deploy', async () => {
    const h = make();
    let sv = must(await h.call('campaign.new', TWO));
    for (let k = 0; k < 2; k++) {
      sv = must(await h.call('game.seat', { player: sv.handoff!.next }));
      const spots = must(await h.call('query.landingSpots'));
      expect(spots.length).toBeGreaterThan(50);
      const me = sv.seated!;
      const astronef = sv.view!.pieces.find((p) => p.type === 'astronef' && p.owner === me)!;
      const spot = spots[k === 0 ? 0 : spots.length - 1]!;
      must(
        await h.call('game.act', {
          action: { type: 'land', astronef: astronef.id, at: spot.at, orientation: spot.orientation },
        }),
      );
      sv = must(await h.call('game.view'))!;
    }
    sv = must(await h.call('game.seat', { player: sv.handoff!.next }));
    expect(sv.view!.phase).toBe('deploy');
    const tank = sv.view!.pieces.find((p) => p.type === 'tank' && p.owner === sv.seated)!;
    const hexes = must(await h.call('query.deploySpots', { piece: tank.id }));
    expect(hexes.length).toBeGreaterThan(0);
    must(await h.call('game.act', { action: { type: 'deploy', piece: tank.id, to: hexes[0]! } }));
    const bad = await h.call('query.deploySpots', { piece: 42 as unknown as string });
    expect(!bad.ok && bad.error.code).toBe('BAD_INPUT');
  });
});
