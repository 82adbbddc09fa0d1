// The debrief through the host (issue 29): game.debrief and game.debriefTurn answer once the game is over
// only, computed in the debrief's worker thread from the campaign's own log; the figures are those of
// src/debrief for that log.
import { afterEach, describe, expect, it } from 'vitest';
import { playerView, replay, type Action, type GameOptions } from '../../../src/engine/index.js';
import { debriefFigures } from '../../../src/debrief/figures.js';
import { tallyGame } from '../../../src/store/index.js';
import { botStep, rng } from '../../../src/host/bot.js';
import type { Host } from '../../../src/host/host.js';
import { must, newHost, TWO } from './helpers.js';

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});

describe('the debrief of a finished campaign', () => {
  it('is refused before the end, then gives the figures of the game as played, and a turn beside the hard player’s', async () => {
    const { host: h } = newHost();
    hosts.push(h);
    must(await h.call('campaign.new', { ...TWO, seed: 29 }));
    const rand = rng(3);
    let refusedBefore = false;
    for (let i = 0; i < 20000; i++) {
      const sv = must(await h.call('game.view'))!;
      if (sv.over) break;
      if (!refusedBefore && sv.turn >= 3) {
        const r = await h.call('game.debrief');
        expect(!r.ok && r.error.code).toBe('FORBIDDEN');
        const t = await h.call('game.debriefTurn', { player: sv.players[0]!.id, which: 'best' });
        expect(!t.ok && t.error.code).toBe('FORBIDDEN');
        // an unfinished game: its present may be exported, never a moment of the past
        const past = await h.call('game.exportScenario', { seq: 1 });
        expect(!past.ok && past.error.code).toBe('FORBIDDEN');
        refusedBefore = true;
      }
      await botStep(h, rand, { endTurnChance: 0.3 });
    }
    expect(refusedBefore).toBe(true);
    const state = h.stateForTools!;
    expect(state.phase).toBe('over');
    const history = must(await h.call('game.history'));
    const log = history.log.map((e) => e.action as Action);
    expect(replay(state.options, log).state.result).toEqual(state.result);

    const figures = must(await h.call('game.debrief'));
    expect(figures).toEqual(debriefFigures(state.options, log));
    const last = figures.curve[figures.curve.length - 1]!;
    for (const sc of state.result!.scores) expect(last.scores[sc.player]).toBe(sc.points);

    const player = figures.players.find((p) => figures.turns[p])!;
    const turn = must(await h.call('game.debriefTurn', { player, which: 'worst' }))!;
    expect(turn.which).toBe('worst');
    expect(turn.played).toBe(figures.turns[player]!.worst.gain);
    expect(turn.fromSeq).toBe(figures.turns[player]!.worst.fromSeq);
    // the boards: the turn's start, his end and the hard player's, as the public replay shows them
    expect(turn.start).toEqual(must(await h.call('game.replayAt', { seq: turn.fromSeq })));
    expect(turn.playedEnd).toEqual(must(await h.call('game.replayAt', { seq: turn.toSeq })));
    expect(turn.hardEnd.viewer).toBeNull();

    // a moment as a rule scenario: the runner replays it; the landing cannot be one
    const mid = Math.floor(log.length / 2);
    const file = must(await h.call('game.exportScenario', { seq: mid }));
    expect(file.fileName).toMatch(/\.json$/);
    const { runScenario } = await import('../../../src/engine/index.js');
    const sc = JSON.parse(file.content) as Parameters<typeof runScenario>[0];
    expect(runScenario(sc).failures).toEqual([]);
    const landing = await h.call('game.exportScenario', { seq: 1 });
    expect(!landing.ok && landing.error.code).toBe('FORBIDDEN');
    expect(!landing.ok && landing.error.params.why).toBe('notInPlay');
  }, 180_000);
});

describe('the replay and debrief of a copy imported in the middle of its game', () => {
  it('replay the copy with its hidden parts drawn afresh where they were (GameOptions.redraws), up to its own end', async () => {
    const { host: h } = newHost();
    hosts.push(h);
    must(await h.call('campaign.new', { ...TWO, seed: 31 }));
    const rand = rng(5);
    for (let i = 0; i < 20000; i++) {
      const sv = must(await h.call('game.view'))!;
      if (sv.turn >= 6) break;
      await botStep(h, rand, { endTurnChance: 0.3 });
    }
    const source = must(await h.call('game.view'))!;
    const file = must(await h.call('campaign.export', { id: source.campaignId }));
    const copy = must(await h.call('campaign.import', { content: file.content, fileName: 'mid.fmh' }));
    must(await h.call('campaign.open', { id: copy.id }));
    for (let i = 0; i < 20000; i++) {
      const sv = must(await h.call('game.view'))!;
      if (sv.over) break;
      await botStep(h, rand, { endTurnChance: 0.3 });
    }
    const state = h.stateForTools!;
    expect(state.phase).toBe('over');
    expect(state.options.redraws?.length).toBe(1);
    const history = must(await h.call('game.history'));
    const log = history.log.map((e) => e.action as Action);
    // the copy's tides differ from the original's after the redraw: a replay without it is another game
    const { redraws: _r, ...unredrawn } = state.options;
    const tides = (o: GameOptions) => {
      const seen: string[] = [];
      for (let n = 0; n <= log.length; n += 10) seen.push(replay(o, log.slice(0, n)).state.tide);
      return seen.join();
    };
    expect(tides(unredrawn)).not.toBe(tides(state.options));
    expect(must(await h.call('game.replayAt', { seq: log.length }))).toEqual(playerView(state, null));
    const figures = must(await h.call('game.debrief'));
    const last = figures.curve[figures.curve.length - 1]!;
    for (const sc of state.result!.scores) expect(last.scores[sc.player]).toBe(sc.points);
    // the league's tally of the finished copy: its replay ends where the game did
    expect(tallyGame(state.options, log).state.result).toEqual(state.result);
  }, 180_000);
});
