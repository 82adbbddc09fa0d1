// Secrets that stay secret (issue 12, points 1 and 3): the export of an unfinished campaign shows
// neither the rest of the tide deck nor what rebuilds it, nor a pending turn-21 choice; the page gets
// no local path; the replay of a game waits for its end.
import { afterEach, describe, expect, it } from 'vitest';
import { liftOffWaitingFor, loadScenario, newGame, playerView } from '../../../src/engine/index.js';
import type { GameOptions, GameState, Tide } from '../../../src/engine/types.js';
import { canonicalJson, chainHash, sha256 } from '../../../src/store/index.js';
import { botStep, rng } from '../../../src/host/bot.js';
import type { Host } from '../../../src/host/host.js';
import { must, newHost, TWO } from './helpers.js';

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});
function host(): Host {
  const { host: h } = newHost();
  hosts.push(h);
  return h;
}

/** Plays seeded bot steps until `done` (or the game ends). */
async function playUntil(
  h: Host,
  seed: number,
  done: (turn: number, phase: string) => boolean,
  endTurnChance = 0.25,
): Promise<void> {
  const rand = rng(seed);
  for (let i = 0; i < 5000; i++) {
    const sv = must(await h.call('game.view'))!;
    if (sv.over || done(sv.turn, sv.phase)) return;
    await botStep(h, rand, { endTurnChance });
  }
  throw new Error('the game did not get there');
}

const TIDE_ARRAY = /\[\s*"(low|normal|high)"\s*,\s*"(low|normal|high)"/;

describe('an exported campaign keeps the future secret', () => {
  it('at turn 10: neither the rest of the deck nor a seed that rebuilds it; a re-import shows the same position and draws its own future', async () => {
    const a = host();
    must(await a.call('campaign.new', { ...TWO, seed: 4242 }));
    await playUntil(a, 1, (turn) => turn >= 10);
    const state = a.stateForTools!;
    expect(state.turn).toBe(10);
    const id = must(await a.call('game.view'))!.campaignId;
    const { content } = must(await a.call('campaign.export', { id }));

    // the deck, in any order, is not in the text
    expect(content).not.toMatch(/"deck"|"aside"|"rng"/);
    expect(content).not.toMatch(TIDE_ARRAY);
    const file = JSON.parse(content) as { campaign: { options: GameOptions } };
    // the seed the file shows does not rebuild the deck (nor the draws to come)
    const rebuilt = newGame(file.campaign.options);
    const real = newGame(state.options);
    expect(rebuilt.deck).not.toEqual(real.deck);
    expect(rebuilt.rng).not.toBe(real.rng);
    // the secret salt is nowhere in the text, in decimal or hexadecimal
    const salt = state.options.deckSalt!;
    expect(salt).toBeTypeOf('number');
    expect(content).not.toContain(String(salt));
    expect(content.toLowerCase()).not.toContain(salt.toString(16).padStart(8, '0'));
    expect(content).not.toMatch(/deckSalt/i);

    // re-imported elsewhere: the same position for every seat, but the copy does not foretell the
    // original (issue 24, point 6): its hidden parts were drawn afresh, and it plays on, and reopens
    const b = host();
    const summary = must(await b.call('campaign.import', { content }));
    must(await b.call('campaign.open', { id: summary.id }));
    const original = a.stateForTools!;
    const copy = b.stateForTools!;
    for (const p of Object.keys(original.players)) expect(playerView(copy, p)).toEqual(playerView(original, p));
    expect(copy.rng).not.toBe(original.rng);
    expect(copy.options.redraws).toHaveLength(1);
    // the list tells the copy apart: imported on that day, its tides to come shuffled anew
    expect(summary.importedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const list = must(await b.call('campaign.list'));
    expect(list.find((x) => x.id === summary.id)?.importedOn).toBe(summary.importedOn);
    expect(must(await a.call('campaign.list'))[0]!.importedOn).toBeUndefined();
    expect(content).not.toContain(String(copy.options.redraws![0]!.salt));
    await playUntil(b, 77, (turn) => turn >= 13);
    const played = canonicalJson(b.stateForTools);
    must(await b.call('campaign.open', { id: summary.id }));
    expect(canonicalJson(b.stateForTools)).toBe(played);
    // and its own export keeps the copy's future sealed: a copy of the copy opens at the same position
    const again = must(await b.call('campaign.export', { id: summary.id })).content;
    expect(again).not.toMatch(/redraws|"salt"/);
    const c = host();
    const third = must(await c.call('campaign.import', { content: again }));
    must(await c.call('campaign.open', { id: third.id }));
    expect(c.stateForTools!.options.redraws).toHaveLength(2);
    for (const p of Object.keys(original.players))
      expect(playerView(c.stateForTools!, p)).toEqual(playerView(b.stateForTools!, p));
  });

  it('a pending turn-21 choice cannot be found in the file; the re-import asks it again', async () => {
    const a = host();
    must(await a.call('campaign.new', { ...TWO, seed: 99 }));
    await playUntil(a, 3, (_t, phase) => phase === 'liftoff', 1);
    const first = must(await a.call('game.view'))!;
    expect(first.phase).toBe('liftoff');
    const who = first.handoff?.next ?? first.seated!;
    if (!first.seated) must(await a.call('game.seat', { player: who }));
    const choice = 'stay' as const;
    must(await a.call('game.act', { action: { type: 'liftOff', player: who, astronef: `${who}.astronef`, choice } }));
    const sv = must(await a.call('game.view'))!;
    expect(sv.phase).toBe('liftoff'); // the other player has not chosen: nothing is revealed
    const { content } = must(await a.call('campaign.export', { id: sv.campaignId }));
    expect(content).not.toMatch(/"(stay|leave)"/);
    expect(content).toContain('"hidden"');

    const b = host();
    const summary = must(await b.call('campaign.import', { content }));
    must(await b.call('campaign.open', { id: summary.id }));
    // the copy asks again the choice not yet revealed (issue 24, point 6): it does not carry it over
    expect(b.stateForTools!.phase).toBe('liftoff');
    expect(b.stateForTools!.players[who]!.liftOff).toEqual({});
    expect(a.stateForTools!.players[who]!.liftOff[`${who}.astronef`]).toBe(choice);
    expect(liftOffWaitingFor(b.stateForTools!)).toContain(who);

    // the file's log chain is over the log as it shows it: trying 'leave' and 'stay' against it tells nothing
    // (issue 24, point 8); a file written before, whose chain went over the real choice, still imports
    const file = JSON.parse(content) as { head: string; log: { action: { type: string; choice?: string } }[] };
    const chain = (choice: string | null) =>
      file.log.reduce((h, l, i) => {
        const a = l.action.type === 'liftOff' && choice ? { ...l.action, choice } : l.action;
        return chainHash(h, i, JSON.stringify(a));
      }, '');
    expect(file.head).toBe(chain(null));
    expect([chain('stay'), chain('leave')]).not.toContain(file.head);
    const older = { ...JSON.parse(content), head: chain(choice) } as Record<string, unknown>;
    older.checksum = sha256(
      canonicalJson({ campaign: older.campaign, log: older.log, sealed: older.sealed, head: older.head }),
    );
    must(await host().call('campaign.import', { content: JSON.stringify(older) }));
  });
});

describe('what the page is told', () => {
  it('app.info names no local path', async () => {
    const a = host();
    const info = must(await a.call('app.info'));
    const text = JSON.stringify(info);
    expect(text).not.toContain(a.dataDir);
    expect(text).not.toMatch(/[/\\]/);
    expect(info).toEqual({ version: expect.any(String), mode: 'web', storeName: 'campaigns.sqlite' });
  });

  it('game.replayAt answers only once the game is over', async () => {
    const a = host();
    must(await a.call('campaign.new', TWO));
    await playUntil(a, 5, (turn) => turn >= 4);
    const r = await a.call('game.replayAt', { seq: 1 });
    expect(!r.ok && r.error.code).toBe('FORBIDDEN');
  });

  it("game.log and game.history hide another player's turn-21 choice until all are in", async () => {
    const a = host();
    must(await a.call('campaign.new', { ...TWO, seed: 5 }));
    await playUntil(a, 9, (_t, phase) => phase === 'liftoff', 1);
    const first = must(await a.call('game.view'))!;
    const who = first.handoff?.next ?? first.seated!;
    if (!first.seated) must(await a.call('game.seat', { player: who }));
    must(
      await a.call('game.act', {
        action: { type: 'liftOff', player: who, astronef: `${who}.astronef`, choice: 'leave' },
      }),
    );
    const next = must(await a.call('game.view'))!;
    const other = next.handoff?.next ?? next.seated!;
    expect(other).not.toBe(who);
    // at the hand-off screen, and with the other player seated
    for (const seat of [false, true]) {
      if (seat && !must(await a.call('game.view'))!.seated) must(await a.call('game.seat', { player: other }));
      const log = JSON.stringify(must(await a.call('game.log')));
      const history = JSON.stringify(must(await a.call('game.history')));
      for (const text of [log, history]) {
        expect(text).not.toContain('"leave"');
        expect(text).toContain('"hidden"');
      }
    }
  });
});

describe('the log shows what was played in the open', () => {
  it("shows another player's turn-25 take-off as it was played: only turn-21 choices are secret", async () => {
    const h = host();
    must(await h.call('campaign.new', TWO));
    const [a, b] = Object.keys(h.stateForTools!.players) as [string, string];
    const inner = (h as unknown as { h: { session: { state: GameState; seated: string | null } } }).h;
    inner.session.state = loadScenario({
      name: 'turn 25',
      board: { terrain: Array.from({ length: 10 }, () => 'pppppppppppp') },
      turn: 25,
      tide: 'normal',
      deck: [],
      players: [{ id: a }, { id: b, ap: 15 }],
      active: b,
      pieces: [
        { id: 'kA', type: 'astronef', owner: a, at: [2, 7], orientation: 'N' },
        { id: 'kB', type: 'astronef', owner: b, at: [8, 7], orientation: 'N' },
      ],
    });
    inner.session.seated = b;
    must(await h.call('game.act', { action: { type: 'liftOff', player: b, astronef: 'kB', choice: 'leave' } }));
    inner.session.seated = a;
    const row = must(await h.call('game.log')).find((e) => e.action.type === 'liftOff');
    expect(row?.action).toEqual({ type: 'liftOff', player: b, astronef: 'kB', choice: 'leave' });
    expect(row?.events.map((e) => e.type)).toContain('tookOff');
  });
});

describe('every question answers from what the asking seat may see (issue 24, points 7 and 8)', () => {
  // A chain of pontoons whose only land support is a marsh: a high tide sinks it with the tank on it.
  // The seat to play is the last of the round; the tide pile differs, and nothing he may see does.
  const terrain = ['pppmpppppppp', 'ssssssssssss', 'ssssssssssss', 'ssssssssssss'].concat(
    Array.from({ length: 6 }, () => 'pppppppppppp'),
  );
  async function answers(deck: Tide[], pondeuse = false): Promise<unknown[]> {
    const h = host();
    must(await h.call('campaign.new', TWO));
    const [a, b] = Object.keys(h.stateForTools!.players) as [string, string];
    const inner = (h as unknown as { h: { session: { state: GameState; seated: string | null } } }).h;
    inner.session.state = loadScenario({
      name: 'hidden tide',
      board: { terrain },
      turn: 7,
      tide: 'normal',
      deck,
      players: [{ id: a }, { id: b, ap: 15 }],
      active: b,
      pieces: [
        { id: 'kA', type: 'astronef', owner: a, at: [2, 7], orientation: 'N' },
        { id: 'kB', type: 'astronef', owner: b, at: [8, 7], orientation: 'N' },
        { id: 'p1', type: 'pontoon', at: [3, 1] },
        { id: 'p2', type: 'pontoon', at: [3, 2] },
        { id: 't1', type: 'tank', owner: a, at: [3, 2] },
        { id: 'tB', type: 'tank', owner: b, at: [9, 4] },
        // a working pondeuse shows its player the next card
        ...(pondeuse ? [{ id: 'w1', type: 'pondeuse', owner: b, at: [6, 5] }] : []),
      ],
    });
    inner.session.seated = b;
    const out: unknown[] = [];
    for (const action of [
      { type: 'endTurn' as const },
      { type: 'move' as const, piece: 'tB', path: [[9, 5]] as [number, number][] },
    ])
      out.push(must(await h.call('query.preview', { action })));
    out.push(must(await h.call('query.destinations', { piece: 'tB' })));
    out.push(must(await h.call('query.abilities', { piece: 'tB' })));
    out.push(must(await h.call('query.fireZones')));
    out.push(must(await h.call('query.whyNotMove', { piece: 'tB', to: [9, 7] })));
    return out;
  }
  it('query.preview of an end of turn across the round says nothing of a tide the seat has not seen', async () => {
    const high = await answers(['high', 'low', 'normal']);
    const low = await answers(['low', 'high', 'normal']);
    expect((high[0] as { destroyed: string[] }).destroyed).toEqual([]);
    expect(high).toEqual(low);
  });
  it('a seat whose forecast shows the next tide is told what it would sink', async () => {
    const high = await answers(['high', 'low', 'normal'], true);
    expect((high[0] as { destroyed: string[] }).destroyed).toEqual(['p1', 'p2', 't1']);
    expect(((await answers(['low', 'high', 'normal'], true))[0] as { destroyed: string[] }).destroyed).toEqual([]);
  });
});
