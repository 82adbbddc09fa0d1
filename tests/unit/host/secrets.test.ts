// Secrets that stay secret (issue 12, points 1 and 3): the export of an unfinished campaign shows
// neither the rest of the tide deck nor what rebuilds it, nor a pending turn-21 choice; the page gets
// no local path; the replay of a game waits for its end.
import { afterEach, describe, expect, it } from 'vitest';
import { newGame } from '../../../src/engine/index.js';
import type { GameOptions } from '../../../src/engine/types.js';
import { canonicalJson } from '../../../src/store/index.js';
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
  it('at turn 10: neither the rest of the deck nor a seed that rebuilds it; a re-import plays on identically', async () => {
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

    // re-imported elsewhere: the same position, and the same future under the same moves
    const b = host();
    const summary = must(await b.call('campaign.import', { content }));
    must(await b.call('campaign.open', { id: summary.id }));
    expect(canonicalJson(b.stateForTools)).toBe(canonicalJson(a.stateForTools));
    await playUntil(a, 77, (turn) => turn >= 13);
    await playUntil(b, 77, (turn) => turn >= 13);
    expect(canonicalJson(b.stateForTools)).toBe(canonicalJson(a.stateForTools));
  });

  it('a pending turn-21 choice cannot be found in the file; the re-import keeps it', async () => {
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
    expect(canonicalJson(b.stateForTools)).toBe(canonicalJson(a.stateForTools));
    expect(b.stateForTools!.players[who]!.liftOff[`${who}.astronef`]).toBe(choice);
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
