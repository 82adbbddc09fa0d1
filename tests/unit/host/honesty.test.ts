// Every request of the contract answers a seat the same when only what that seat may not see differs
// (issue 24, point 8): the tide pile beyond his forecast, the set-aside cards, the generator, the sealed
// salts, another player's unrevealed turn-21 choice. Two worlds share one public past: two imports of one
// exported campaign (each import draws the hidden parts afresh from its own secret salt), and, at turn 21,
// the same game where another player chose 'leave' in one and 'stay' in the other. Every request name of the
// contract has a probe run in both worlds (answers compared after the campaign's id and the clock's
// running milliseconds are set aside), or the reason it cannot read a campaign at all; a request added to
// the contract fails this test until it gets one.
import { afterEach, describe, expect, it } from 'vitest';
import { REQUEST_NAMES, type ApiResult, type RequestName } from '../../../src/host/contract.js';
import type { Action, Hex } from '../../../src/engine/types.js';
import { botStep, rng } from '../../../src/host/bot.js';
import type { Host } from '../../../src/host/host.js';
import { must, newHost } from './helpers.js';

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});
function host(): Host {
  const { host: h } = newHost();
  hosts.push(h);
  return h;
}

interface World {
  h: Host;
  /** The open campaign. */
  id: string;
  /** The seat every question is asked as. */
  seat: string;
}

/**
 * Times that tell when something was done, not what (a log entry's `at` is a time; a piece's `at` is a
 * hex, never a number): set aside. A file's checksum covers its sealed part too.
 */
const TIMES = new Set(['remainingMs', 'createdAt', 'lastPlayed', 'exportedAt', 'checksum']);
const isTime = (k: string, x: unknown) => TIMES.has(k) || (k === 'at' && typeof x === 'number');

/** An answer as a seat reads it: the campaign's id (random per import) and the clocks' times set aside. */
function readable(r: ApiResult<unknown>, w: World): unknown {
  const walk = (v: unknown): unknown => {
    if (v === w.id) return '<campaign>';
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, isTime(k, x) ? '<time>' : walk(x)]),
      );
    return v;
  };
  return r.ok ? { ok: true, value: walk(r.value) } : { ok: false, code: r.error.code };
}

type Probe = (w: World) => Promise<ApiResult<unknown>>;

/** A legal move of one of the seat's pieces, the same in both worlds (the first piece, by id, that can move). */
async function someMove(w: World): Promise<Action | null> {
  const sv = must(await w.h.call('game.view'))!;
  const mine = (sv.view?.pieces ?? [])
    .filter((p) => p.owner === w.seat && p.at && p.type !== 'astronef')
    .map((p) => p.id)
    .sort();
  for (const piece of mine) {
    const r = await w.h.call('query.destinations', { piece });
    if (r.ok && r.value.length) return { type: 'move', piece, path: r.value[0]!.path as Hex[] };
  }
  return null;
}

async function firstPiece(w: World): Promise<string> {
  const sv = must(await w.h.call('game.view'))!;
  return (
    (sv.view?.pieces ?? [])
      .filter((p) => p.owner === w.seat && p.at)
      .map((p) => p.id)
      .sort()[0] ?? 'none'
  );
}

/**
 * What each request is asked in both worlds, in this order (the ones that change the session last). A string
 * instead of a probe: why the request cannot read a campaign's hidden parts at all.
 */
const PROBES: Record<RequestName, Probe | string> = {
  'app.info': (w) => w.h.call('app.info'),
  'game.view': (w) => w.h.call('game.view'),
  'game.log': (w) => w.h.call('game.log'),
  'game.history': (w) => w.h.call('game.history'),
  'game.since': (w) => w.h.call('game.since'),
  'game.replayAt': (w) => w.h.call('game.replayAt', { seq: 1 }),
  'game.debrief': (w) => w.h.call('game.debrief'),
  'game.debriefTurn': (w) => w.h.call('game.debriefTurn', { player: w.seat, which: 'best' }),
  'game.exportScenario': async (w) => {
    const seq = must(await w.h.call('game.view'))!.actions;
    return w.h.call('game.exportScenario', { seq });
  },
  'query.destinations': async (w) => w.h.call('query.destinations', { piece: await firstPiece(w) }),
  'query.abilities': async (w) => w.h.call('query.abilities', { piece: await firstPiece(w) }),
  'query.fireZones': (w) => w.h.call('query.fireZones'),
  'query.landingSpots': (w) => w.h.call('query.landingSpots'),
  'query.deploySpots': async (w) => w.h.call('query.deploySpots', { piece: await firstPiece(w) }),
  'query.preview': async (w) => {
    const move = await someMove(w);
    return w.h.call('query.preview', { action: move ?? { type: 'endTurn' } });
  },
  'query.whyNotMove': async (w) => w.h.call('query.whyNotMove', { piece: await firstPiece(w), to: [0, 0] }),
  'query.suggest': (w) => w.h.call('query.suggest'),
  'rules.vocabulary': (w) => w.h.call('rules.vocabulary'),
  'clock.get': (w) => w.h.call('clock.get'),
  'clock.pause': (w) => w.h.call('clock.pause'),
  'clock.resume': (w) => w.h.call('clock.resume'),
  'ui.modal': (w) => w.h.call('ui.modal', { open: false }),
  'ui.visibility': (w) => w.h.call('ui.visibility', { hidden: false }),
  'ui.shown': (w) => w.h.call('ui.shown', { open: false, id: 'tide-card' }),
  'settings.get': (w) => w.h.call('settings.get'),
  'campaign.list': (w) => w.h.call('campaign.list'),
  'campaign.export': async (w) => {
    // the file carries the hidden parts sealed (unreadable, and different in each world): the rest must agree
    const r = await w.h.call('campaign.export', { id: w.id });
    if (!r.ok) return r;
    const file = JSON.parse(r.value.content) as Record<string, unknown>;
    const sealed = typeof file.sealed === 'string';
    delete file.sealed;
    return { ok: true, value: { ...r.value, content: file, sealed } };
  },
  'profile.list': (w) => w.h.call('profile.list'),
  'league.table': (w) => w.h.call('league.table'),
  'league.records': (w) => w.h.call('league.records'),
  'lesson.list': (w) => w.h.call('lesson.list'),
  'puzzle.list': (w) => w.h.call('puzzle.list', { profile: null }),
  'boards.saved': (w) => w.h.call('boards.saved'),
  // only once the game is over (refused here in both worlds); what was hidden is then drawn afresh
  'campaign.playOn': async (w) => {
    const seats = must(await w.h.call('game.view'))!.players.map((p) => ({ player: p.id }));
    return w.h.call('campaign.playOn', { seq: 1, seats });
  },
  // the ones that change the session: played the same in both worlds
  'game.act': async (w) => {
    const move = await someMove(w);
    return w.h.call('game.act', { action: move ?? { type: 'endTurn' } });
  },
  'game.takeBack': (w) => w.h.call('game.takeBack'),
  'game.unseat': (w) => w.h.call('game.unseat'),
  'game.seat': (w) => w.h.call('game.seat', { player: w.seat }),
  'game.setHands': (w) => w.h.call('game.setHands', { player: w.seat, computer: null }),
  'game.skipComputer': (w) => w.h.call('game.skipComputer'),
  'game.endTurn': (w) => w.h.call('game.endTurn'),
  'campaign.rename': (w) => w.h.call('campaign.rename', { id: w.id, name: 'Renamed' }),
  'campaign.close': (w) => w.h.call('campaign.close'),
  'campaign.open': (w) => w.h.call('campaign.open', { id: w.id }),
  'campaign.delete': (w) => w.h.call('campaign.delete', { id: w.id }),
  // requests that read no campaign: boards, profiles, the league's files, lessons and puzzles, settings
  'campaign.new': 'makes a new campaign from the arguments and a fresh secret salt: it reads no other campaign',
  'campaign.import': 'reads the file it is given (an import draws its hidden parts afresh: redraw.test)',
  'boards.preview': 'makes a board from the arguments: no campaign',
  'boards.draft': 'a board draft from the arguments or a saved board: no campaign',
  'boards.edit': 'one edit of the draft it is given: no campaign',
  'boards.save': 'stores the draft it is given: no campaign',
  'boards.delete': 'deletes a saved board: no campaign',
  'boards.import': 'reads the board file it is given: no campaign',
  'boards.export': 'writes the draft it is given: no campaign',
  'settings.set': 'stores the settings it is given: no campaign',
  'profile.create': 'stores the profile it is given: no campaign',
  'profile.update': 'changes a profile: no campaign',
  'profile.merge': 'merges two profiles: no campaign',
  'profile.delete': 'deletes a profile: no campaign',
  'profile.get': "a profile's page: his finished games' results only",
  'league.export': "finished games' results and the profiles: no campaign in play",
  'league.import': 'reads the league file it is given',
  'league.suggestHandicap': "a handicap from the league's finished results: no campaign in play",
  'lesson.start': "closes the campaign (its clock saved) and starts a lesson's own position",
  'lesson.restart': "a lesson's own position",
  'lesson.check': "a lesson's goal on its own position",
  'puzzle.start': "closes the campaign and starts a puzzle's own position",
  'puzzle.solution': "a puzzle's own solution",
};

/** Every probe's answer in one world, by request name. */
async function askAll(w: World): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  // in the order written above (the requests that change the session last)
  for (const [name, probe] of Object.entries(PROBES))
    if (typeof probe === 'function') out[name] = readable(await probe(w), w);
  return out;
}

/** Plays seeded bot steps until `done` (or the game ends). */
async function playUntil(h: Host, seed: number, done: (turn: number, phase: string) => boolean, endTurnChance = 0.25) {
  const rand = rng(seed);
  for (let i = 0; i < 5000; i++) {
    const sv = must(await h.call('game.view'))!;
    if (sv.over || done(sv.turn, sv.phase)) return;
    await botStep(h, rand, { endTurnChance });
  }
  throw new Error('the game did not get there');
}

/** A fresh host holding an import of `content`, open, the player to play seated. */
async function imported(content: string): Promise<World> {
  const h = host();
  const { id } = must(await h.call('campaign.import', { content }));
  let sv = must(await h.call('campaign.open', { id }));
  if (!sv.seated) sv = must(await h.call('game.seat', { player: sv.handoff!.next }));
  return { h, id, seat: sv.seated! };
}

describe('every request of the contract answers from what the asking seat may see (issue 24, point 8)', () => {
  it('each request name has a probe or a reason', () => {
    for (const name of REQUEST_NAMES) expect(PROBES[name], name).toBeDefined();
    expect(Object.keys(PROBES).sort()).toEqual([...REQUEST_NAMES].sort());
  });

  it('the tide pile, the set-aside cards and the generator drawn otherwise: every answer the same', async () => {
    const a = host();
    must(
      await a.call('campaign.new', {
        players: [
          { name: 'Ann', colour: 'red' },
          { name: 'Bob', colour: 'blue' },
        ],
        seed: 31,
      }),
    );
    // mid-game, at the start of the first player's turn (his end of turn reveals no tide)
    await playUntil(a, 5, (turn) => turn >= 7);
    const order = a.stateForTools!.order;
    for (let i = 0; i < 4 && a.stateForTools!.order[a.stateForTools!.activeIdx] !== order[0]; i++) {
      const sv = must(await a.call('game.view'))!;
      if (!sv.seated) must(await a.call('game.seat', { player: sv.handoff!.next }));
      must(await a.call('game.endTurn'));
    }
    const sv = must(await a.call('game.view'))!;
    expect(sv.active).toBe(order[0]);
    const { content } = must(await a.call('campaign.export', { id: sv.campaignId }));
    const one = await imported(content);
    const two = await imported(content);
    expect(two.seat).toBe(one.seat);
    // the worlds do differ in what the seat may not see (the pile's order alone may come out the same by chance:
    // at turn 7 a few cards are left; the pile, the set-aside cards and the generator together do not)
    const hidden = (s: typeof one.h.stateForTools) => ({ deck: s!.deck, aside: s!.aside, rng: s!.rng });
    expect(hidden(one.h.stateForTools)).not.toEqual(hidden(two.h.stateForTools));
    const first = await askAll(one);
    const second = await askAll(two);
    for (const name of Object.keys(first)) expect(second[name], name).toEqual(first[name]);
  });

  it("another player's turn-21 choice, not yet revealed, made otherwise: every answer the same", async () => {
    const a = host();
    must(
      await a.call('campaign.new', {
        players: [
          { name: 'Ann', colour: 'red' },
          { name: 'Bob', colour: 'blue' },
          { name: 'Cid', colour: 'green' },
        ],
        seed: 99,
      }),
    );
    await playUntil(a, 3, (_t, phase) => phase === 'liftoff', 1);
    const sv = must(await a.call('game.view'))!;
    const { content } = must(await a.call('campaign.export', { id: sv.campaignId }));
    const worlds: World[] = [];
    let chooser = '';
    for (const choice of ['leave', 'stay'] as const) {
      const w = await imported(content);
      chooser = w.seat;
      must(
        await w.h.call('game.act', {
          action: { type: 'liftOff', player: chooser, astronef: `${chooser}.astronef`, choice },
        }),
      );
      // the next player to choose takes the seat: the one every question is asked as
      const next = must(await w.h.call('game.view'))!;
      const seat = next.seated ?? must(await w.h.call('game.seat', { player: next.handoff!.next })).seated!;
      expect(seat).not.toBe(chooser);
      worlds.push({ ...w, seat });
    }
    expect(worlds[1]!.seat).toBe(worlds[0]!.seat);
    expect(worlds[0]!.h.stateForTools!.players[chooser]!.liftOff).not.toEqual(
      worlds[1]!.h.stateForTools!.players[chooser]!.liftOff,
    );
    const first = await askAll(worlds[0]!);
    const second = await askAll(worlds[1]!);
    for (const name of Object.keys(first)) expect(second[name], name).toEqual(first[name]);
  });
});
