// "Play on from here" (issue 29, point 5): from a moment of a finished game, a new practice campaign at that
// position, its seats chosen anew, its hidden parts drawn afresh (so it reveals nothing of the game it came from),
// kept out of the league; it reopens identically, its file carries it, and a forged file is refused.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  forecastReach,
  legalDestinations,
  ownerOf,
  playerView,
  replay,
  type Action,
  type GameState,
  type PlayerId,
} from '../../../src/engine/index.js';
import { botStep, rng } from '../../../src/host/bot.js';
import type { Host } from '../../../src/host/host.js';
import { canonicalJson, sha256 } from '../../../src/store/index.js';
import { playOnStart } from '../../../src/store/play-on.js';
import { must, newHost, tmpDir, TWO } from './helpers.js';

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});
function host(dir: string): Host {
  // the game played on from is the same at every run (its deck from the seed alone); the redraws' salts are not
  const { host: h } = newHost({ dataDir: dir, deckSalt: 'none' });
  hosts.push(h);
  return h;
}

async function playToEnd(h: Host, seed: number, onTurn?: (turn: number) => Promise<void>): Promise<void> {
  const rand = rng(seed);
  for (let i = 0; i < 20000; i++) {
    const sv = must(await h.call('game.view'))!;
    if (sv.over) return;
    if (onTurn) await onTurn(sv.turn);
    await botStep(h, rand, { endTurnChance: 0.3 });
  }
  throw new Error('the game did not end');
}

/** A position without what a redraw draws afresh (the tide pile, the set-aside cards, the generator) and the names. */
function publicPart(s: GameState) {
  const { deck: _d, aside: _a, rng: _r, options: _o, players, ...rest } = s;
  return {
    ...rest,
    players: Object.fromEntries(Object.entries(players).map(([id, p]) => [id, { ...p, name: '' }])),
  };
}

const dir = tmpDir();
let sourceId = '';
let log: Action[] = [];
let refusedBefore = false;

beforeAll(async () => {
  const h = host(dir);
  must(await h.call('campaign.new', { ...TWO, seed: 41 }));
  sourceId = must(await h.call('game.view'))!.campaignId;
  await playToEnd(h, 9, async (turn) => {
    if (refusedBefore || turn < 3) return;
    const r = await h.call('campaign.playOn', { seq: 1, seats: [{ player: 'red' }, { player: 'blue' }] });
    refusedBefore = !r.ok && r.error.code === 'FORBIDDEN' && r.error.params.why === 'replayBeforeEnd';
  });
  log = must(await h.call('game.history')).log.map((e) => e.action as Action);
  h.close();
}, 180_000);

describe('play on from here', () => {
  it('is refused before the game is over, at its end, and without every seat once', async () => {
    expect(refusedBefore).toBe(true);
    const h = host(dir);
    must(await h.call('campaign.open', { id: sourceId }));
    const atEnd = await h.call('campaign.playOn', {
      seq: log.length,
      seats: [{ player: 'red' }, { player: 'blue' }],
    });
    expect(!atEnd.ok && atEnd.error.params.why).toBe('playOnAtEnd');
    const oneSeat = await h.call('campaign.playOn', { seq: 10, seats: [{ player: 'red' }, { player: 'red' }] });
    expect(!oneSeat.ok && oneSeat.error.code).toBe('BAD_INPUT');
    const beyond = await h.call('campaign.playOn', {
      seq: log.length + 1,
      seats: [{ player: 'red' }, { player: 'blue' }],
    });
    expect(!beyond.ok && beyond.error.code).toBe('BAD_INPUT');
    expect(must(await h.call('campaign.list'))).toHaveLength(1);
  });

  it('starts a practice campaign at that position, seats chosen anew, what was hidden drawn afresh, out of the league', async () => {
    const h = host(dir);
    must(await h.call('campaign.open', { id: sourceId }));
    const source = h.stateForTools!;
    // a moment in the middle of a turn of the game
    const seq = log.findIndex((_, i) => replay(source.options, log.slice(0, i)).state.turn >= 8) + 3;
    const then = replay(source.options, log.slice(0, seq)).state;
    const sv = must(
      await h.call('campaign.playOn', {
        seq,
        name: 'Practice',
        seats: [
          { player: 'red', computer: 'easy' },
          { player: 'blue', name: 'Zoe' },
        ],
      }),
    );
    expect(sv.campaignId).not.toBe(sourceId);
    expect(sv.practice).toMatchObject({ at: seq, from: expect.any(String) });
    expect(sv.actions).toBe(seq);
    expect(sv.players.map((p) => [p.id, p.name, p.computer])).toEqual([
      ['red', 'Ann', 'easy'],
      ['blue', 'Zoe', undefined],
    ]);
    const now = h.stateForTools!;
    // the same position, but for the hidden parts
    expect(publicPart(now)).toEqual(publicPart(then));
    expect(now.players.blue!.name).toBe('Zoe');
    // the cards someone had been shown stay; the rest of the pile is drawn afresh (not the game's own order)
    const keep = forecastReach(then) - then.turn;
    expect(now.deck.slice(0, keep)).toEqual(then.deck.slice(0, keep));
    expect([...now.deck, ...now.aside].sort()).toEqual([...then.deck, ...then.aside].sort());
    expect(now.deck.concat(now.aside).join()).not.toBe(then.deck.concat(then.aside).join());
    // every seat sees what it saw in the game at that moment: nothing more
    for (const p of ['red', 'blue'] as PlayerId[]) {
      const { players: a, ...va } = playerView(now, p);
      const { players: b, ...vb } = playerView(then, p);
      expect(va).toEqual(vb);
      expect(Object.keys(a)).toEqual(Object.keys(b));
    }

    // the list says practice; it reopens identically after the application is closed
    const summary = must(await h.call('campaign.list')).find((c) => c.id === sv.campaignId)!;
    expect(summary.practice?.at).toBe(seq);
    expect(summary.importedOn).toBeUndefined();
    h.close();
    const again = host(dir);
    must(await again.call('campaign.open', { id: sv.campaignId }));
    expect(again.stateForTools).toEqual(now);

    // played to its end (by people: the random bot): not in the league (the source game is, once)
    must(await again.call('game.setHands', { player: 'red', computer: null }));
    await playToEnd(again, 13);
    const history = again.store.league.history();
    expect(history.some((r) => r.campaignId === sv.campaignId)).toBe(false);
    expect(history.some((r) => r.campaignId === sourceId)).toBe(true);
    // its own replay and debrief are of the game played on, from its redrawn start
    const practiceLog = must(await again.call('game.history')).log.map((e) => e.action as Action);
    expect(practiceLog.slice(0, seq)).toEqual(log.slice(0, seq));
    const end = again.stateForTools!;
    expect(must(await again.call('game.replayAt', { seq: practiceLog.length }))).toEqual(playerView(end, null));
  }, 180_000);

  it('takes back as any campaign does, never behind the moment it starts from', async () => {
    const h = host(dir);
    must(await h.call('campaign.open', { id: sourceId }));
    const source = h.stateForTools!;
    // a moment of a turn where the player to move has a piece to move: what came before is not the practice game's to take back
    const seq = log.findIndex((_, i) => {
      const st = replay(source.options, log.slice(0, i)).state;
      const who = st.order[st.activeIdx];
      return (
        st.turn >= 12 &&
        st.phase === 'play' &&
        st.players[who!]!.ap > 2 &&
        st.pieces.some(
          (p) =>
            p.type !== 'astronef' &&
            p.at >= 0 &&
            p.in === null &&
            legalDestinations(st, p.id).length > 0 &&
            ownerOf(st, p) === who,
        )
      );
    });
    const sv = must(await h.call('campaign.playOn', { seq, seats: [{ player: 'red' }, { player: 'blue' }] }));
    let seated = must(await h.call('game.seat', { player: sv.handoff!.next }));
    expect(seated.takeBack?.ok).toBe(false);
    const start = h.stateForTools!;
    // one move of one of his pieces: a take-back may undo it
    const me = seated.seated!;
    let moved = false;
    for (const p of seated.view!.pieces) {
      if (moved || p.owner !== me || !p.at || p.type === 'astronef' || p.type === 'ore') continue;
      const dests = (await h.call('query.destinations', { piece: p.id })) as {
        ok: boolean;
        value?: { path: unknown }[];
      };
      const d = dests.ok ? dests.value?.[0] : undefined;
      if (d) moved = (await h.call('game.act', { action: { type: 'move', piece: p.id, path: d.path as never } })).ok;
    }
    expect(moved).toBe(true);
    seated = must(await h.call('game.view'))!;
    expect(seated.takeBack?.ok).toBe(true);
    must(await h.call('game.takeBack'));
    expect(h.stateForTools).toEqual(start);
    const again = await h.call('game.takeBack');
    expect(again.ok).toBe(false);
    expect(h.stateForTools).toEqual(start);
  });

  it('keeps no turn-21 choice: a moment among them goes back to before the first', () => {
    const h = host(dir);
    const loaded = h.store.load(sourceId);
    const first = loaded.log.findIndex((l) => l.action.type === 'liftOff');
    expect(first).toBeGreaterThan(0);
    const players = loaded.row.players;
    const start = playOnStart(
      { name: 'x', options: loaded.row.options, log: loaded.log },
      first + 1,
      players,
      7,
      '2026-11-27',
    );
    expect(start.options.practice!.at).toBe(first);
    expect(start.log).toHaveLength(first);
    expect(start.state.phase).toBe('liftoff');
    for (const p of Object.values(start.state.players)) expect(p.liftOff).toEqual({});
  });

  it('travels in its file, and a forged practice start is refused, changing nothing', async () => {
    const h = host(dir);
    must(await h.call('campaign.open', { id: sourceId }));
    const sv = must(
      await h.call('campaign.playOn', { seq: 40, seats: [{ player: 'red' }, { player: 'blue', computer: 'hard' }] }),
    );
    const file = must(await h.call('campaign.export', { id: sv.campaignId }));
    expect(file.content).not.toContain('"salt"');
    const copy = must(await h.call('campaign.import', { content: file.content, fileName: 'p.fmh' }));
    expect(copy.practice?.at).toBe(40);
    const before = must(await h.call('campaign.list')).length;
    const forged = JSON.parse(file.content) as {
      campaign: { options: { practice: { at: number } } };
      log: unknown;
      sealed: unknown;
      head: unknown;
      checksum: string;
    };
    forged.campaign.options.practice.at = 41;
    forged.checksum = sha256(
      canonicalJson({ campaign: forged.campaign, log: forged.log, sealed: forged.sealed, head: forged.head }),
    );
    const r = await h.call('campaign.import', { content: JSON.stringify(forged), fileName: 'forged.fmh' });
    expect(!r.ok && r.error.code).toBe('BAD_FILE');
    expect(!r.ok && r.error.message).toMatch(/practice game does not start where it says/);
    expect(must(await h.call('campaign.list'))).toHaveLength(before);
  });
});
