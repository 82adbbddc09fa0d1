// Whole games of computer players through the engine's one door, to the end.
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/ai/index.js';
import { CURRENT_RULINGS, replay } from '../../../src/engine/index.js';
import { generate } from '../../../src/planets/index.js';

describe('computer players play whole games', () => {
  it('four computer players (hard, normal, easy, random) play a game to its end, every phase, almost nothing refused', () => {
    const seed = 21;
    // no clock (the game must not depend on how busy the machine is) and a small hard portfolio:
    // the test checks what is played, not how well (npm run tournament measures that)
    const game = playGame(['hard', 'normal', 'easy', 'random'], seed, {
      think: { untimed: true, portfolio: 2, samples: 1, extraSamples: 1 },
    });
    expect(game.finished).toBe(true);
    const kinds = new Set(game.log.map((a) => a.type));
    for (const kind of ['land', 'deploy', 'move', 'load', 'unload', 'fire', 'liftOff', 'endTurn'])
      expect(kinds, kind).toContain(kind);
    // turn-21 choices and turn-25 take-offs are both ordinary actions in the log
    expect(game.log.filter((a) => a.type === 'liftOff').length).toBeGreaterThanOrEqual(4);
    const computers = game.seats.filter((s) => s.level !== 'random');
    for (const seat of computers) expect(seat.refused / seat.actions).toBeLessThan(0.01);
    // (a seat may lose its astronef to another and score nothing; together they bring home plenty)
    expect(computers.reduce((sum, s) => sum + s.points, 0)).toBeGreaterThan(60);
    // the log is the game: replaying it gives the same end
    const players = game.seats.map((s) => ({ id: s.player }));
    const again = replay({ players, seed, oreSetup: 'lattice', rulings: CURRENT_RULINGS }, game.log);
    expect(again.failedAt).toBeNull();
    expect(again.state.result?.winner ?? null).toBe(game.winner);
  }, 600_000);
});

describe('computer players on other boards', () => {
  it('play a whole game on a modular board given with its ore (what npm run tournament -- --board modular plays)', () => {
    const { file } = generate({ kind: 'modular', players: 2, seed: 5 });
    const board = { terrain: file.terrain, ore: file.ore };
    const seed = 3;
    const game = playGame(['normal', 'easy'], seed, { think: { untimed: true }, board });
    expect(game.finished).toBe(true);
    for (const seat of game.seats) expect(seat.refused).toBe(0);
    // the log is a game on that board: replayed on the original map it goes wrong at the landing or after
    const again = replay(
      { players: game.seats.map((s) => ({ id: s.player })), seed, board, rulings: CURRENT_RULINGS },
      game.log,
    );
    expect(again.failedAt).toBeNull();
    expect(again.state.result?.winner ?? null).toBe(game.winner);
    const original = replay(
      { players: game.seats.map((s) => ({ id: s.player })), seed, oreSetup: 'lattice', rulings: CURRENT_RULINGS },
      game.log,
    );
    expect(original.failedAt).not.toBeNull();
  }, 300_000);
});
