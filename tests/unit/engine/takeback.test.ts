// Take-backs: the position after taking back k actions is the replay of the log without them, and
// what revealed something (a new turn, a tide, a turn-21 reveal) is never taken back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  barrierOf,
  newGame,
  playerView,
  replay,
  TakeBackTrail,
  type Action,
  type GameOptions,
  type GameState,
} from '../../../src/engine/index.js';
import { Rand, randomStep } from '../../../src/engine/random-play.js';
import { activeId } from '../../../src/engine/pieces.js';

const same = (a: GameState, b: GameState) => expect(JSON.stringify(a)).toBe(JSON.stringify(b));

/** Plays a random game, taking back k actions now and then; checks each take-back against a replay. */
function playWithTakeBacks(
  options: GameOptions,
  seed: number,
  maxActions: number,
): { takenBack: number; refused: Set<string> } {
  const r = new Rand(seed);
  let state = newGame(options);
  const log: Action[] = [];
  const trail = new TakeBackTrail<number>();
  let takenBack = 0;
  const refused = new Set<string>();
  while (state.phase !== 'over' && log.length < maxActions) {
    const me = state.phase === 'liftoff' ? null : activeId(state);
    if (me && log.length > 0 && r.next() < 0.15) {
      const k = 1 + r.int(4);
      for (let i = 0; i < k; i++) {
        const c = trail.check(me, undefined);
        if (!c.ok) {
          refused.add(c.error.code === 'REVEALED' ? `REVEALED:${c.error.params.what}` : c.error.code);
          break;
        }
        expect(c.step.tag).toBe(log.length - 1);
        trail.pop();
        log.pop();
        state = c.step.before;
        takenBack++;
      }
      // the position is the replay of the shortened log, in every field (AP, shots, builds, reserve,
      // neutralisations, cargo...), and so is what the player sees
      const fresh = replay(options, log);
      expect(fresh.failedAt).toBeNull();
      same(state, fresh.state);
      if (me) expect(playerView(state, me)).toEqual(playerView(fresh.state, me));
    }
    const { action, result } = randomStep(state, r);
    trail.push(state, action, result.state, result.events, log.length);
    log.push(action);
    state = result.state;
  }
  return { takenBack, refused };
}

describe('take-backs', () => {
  it('give the replay of the log without the actions taken back (random 2- to 4-player games)', () => {
    let total = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 2, max: 4 }), (seed, n) => {
        const options: GameOptions = {
          players: ['A', 'B', 'C', 'D'].slice(0, n).map((id) => ({ id })),
          seed,
          oreSetup: 'lattice',
        };
        total += playWithTakeBacks(options, seed ^ 0x5bd1e995, 700).takenBack;
      }),
      { numRuns: 6 },
    );
    expect(total).toBeGreaterThan(20);
  });

  it('never take back an end of turn, a landing that passes the turn, or a turn-21 reveal', () => {
    const options: GameOptions = { players: [{ id: 'A' }, { id: 'B' }], seed: 11 };
    let state = newGame(options);
    const r = new Rand(3);
    const trail = new TakeBackTrail<number>();
    const codes = new Set<string>();
    let i = 0;
    while (state.phase !== 'over' && i < 6000) {
      const before = state;
      const { action, result } = randomStep(state, r);
      const barrier = barrierOf(before, action, result.state, result.events);
      if (action.type === 'endTurn') expect(barrier?.code).toBe('TURN_OVER');
      if (result.events.some((e) => e.type === 'liftOffRevealed' || e.type === 'tideRevealed'))
        expect(barrier).not.toBeNull();
      if (barrier) codes.add(barrier.code);
      trail.push(before, action, result.state, result.events, i++);
      state = result.state;
      // just after a barrier, the next player has nothing to take back
      const me = activeId(state);
      if (barrier && me && me !== activeId(before)) {
        const c = trail.check(me, undefined);
        expect(c.ok).toBe(false);
        if (!c.ok) expect(c.error.code).toBe('NOTHING_TO_TAKE_BACK');
      }
    }
    expect(codes.has('TURN_OVER')).toBe(true);
  });

  it('say TAKE_BACKS_OFF in a game whose moves are final, and the position stays', () => {
    const options: GameOptions = { players: [{ id: 'A' }, { id: 'B' }], seed: 5, takeBacks: 'final' };
    let state = newGame(options);
    const r = new Rand(9);
    const trail = new TakeBackTrail<number>();
    while (state.turn < 4) {
      const { action, result } = randomStep(state, r);
      trail.push(state, action, result.state, result.events, 0);
      state = result.state;
    }
    const c = trail.check(activeId(state), state.options.takeBacks);
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.error).toMatchObject({ code: 'TAKE_BACKS_OFF', params: {} });
    expect(() => newGame({ ...options, takeBacks: 'sometimes' as never })).toThrow(/takeBacks/);
  });

  it("refuse someone else's action, and a reveal names what it showed", () => {
    const options: GameOptions = { players: [{ id: 'A' }, { id: 'B' }], seed: 5 };
    let state = newGame(options);
    const r = new Rand(4);
    while (state.phase !== 'play' || state.turn < 5) state = randomStep(state, r).result.state;
    const me = activeId(state)!;
    const other = me === 'A' ? 'B' : 'A';
    const trail = new TakeBackTrail<number>();
    const { action, result } = randomStep(state, r);
    trail.push(state, action, result.state, result.events, 0);
    if (action.type !== 'endTurn') {
      expect(trail.check(me, undefined).ok).toBe(true);
      const c = trail.check(other, undefined);
      expect(c.ok).toBe(false);
      if (!c.ok) expect(c.error.code).toBe('NOTHING_TO_TAKE_BACK');
    }
    // a forecast card seen for the first time
    const move: Action = { type: 'rebuildTower', astronef: `${me}.astronef`, pode: 0 };
    const seen = barrierOf(
      state,
      move,
      {
        ...state,
        players: { ...state.players, [me]: { ...state.players[me]!, forecast: state.players[me]!.forecast + 1 } },
      },
      [],
    );
    expect(seen).toMatchObject({ code: 'REVEALED', params: { what: 'forecast', action: 'rebuildTower' } });
  });
});
