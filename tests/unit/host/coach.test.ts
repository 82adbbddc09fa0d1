// The coach's words come from the planner's own reason: over a few hundred positions of seeded games,
// each label is checked against what the action does in its position (issue 28, point 8).
import { describe, expect, it } from 'vitest';
import { ComputerPlayer } from '../../../src/ai/index.js';
import {
  activePlayer,
  apply,
  getBoard,
  liftOffWaitingFor,
  newGame,
  playerView,
  type Action,
  type GameState,
  type Hex,
  type PlayerView,
} from '../../../src/engine/index.js';
import { suggestionOf } from '../../../src/host/coach.js';
import type { Suggestion } from '../../../src/host/contract.js';

interface Seen {
  s: Suggestion;
  view: PlayerView;
  state: GameState;
}

/** The coach's suggestions for seat p1 (the normal level, as the coach plays) at every step of a game. */
function coachedGame(seed: number): Seen[] {
  const players = [{ id: 'p1' }, { id: 'p2' }];
  let state = newGame({ players, seed, oreSetup: 'lattice' });
  const { seed: _seed, ...options } = state.options;
  const seats = {
    p1: new ComputerPlayer('normal', options, seed * 7 + 1, { untimed: true }),
    p2: new ComputerPlayer('easy', options, seed * 7 + 2, { untimed: true }),
  };
  const seen: Seen[] = [];
  for (let guard = 0; guard < 3000 && state.phase !== 'over'; guard++) {
    const who = (activePlayer(state) ?? liftOffWaitingFor(state)[0]) as 'p1' | 'p2' | undefined;
    if (!who) break;
    const view = playerView(state, who);
    const step = seats[who].nextStep(view);
    const action: Action = step?.action ?? { type: 'endTurn', timeout: true };
    if (who === 'p1' && step) seen.push({ s: suggestionOf(step.action, step.reason), view, state });
    const r = apply(state, action);
    if (!r.ok) {
      seats[who].refused();
      continue;
    }
    state = r.state;
  }
  return seen;
}

describe('the coach says the planner’s reason', () => {
  it('labels each action by what it does, over a few hundred positions of two seeded games', () => {
    const seen = [...coachedGame(3), ...coachedGame(4)];
    expect(seen.length).toBeGreaterThan(200);
    const counts: Record<string, number> = {};
    for (const { s, view, state } of seen) {
      counts[s.task] = (counts[s.task] ?? 0) + 1;
      const board = getBoard(view.map);
      const idx = (h: Hex) => board.idx(h[0], h[1]);
      const piece = (id: string) => view.pieces.find((p) => p.id === id);
      const ore = view.pieces.filter((p) => p.type === 'ore' && p.at).map((p) => idx(p.at!));
      const myPodes = view.pieces
        .filter((p) => p.type === 'astronef' && p.owner === 'p1' && p.hexes)
        .flatMap((p) => p.hexes!.slice(1).map(idx));
      const carriesOre = (id: string) => view.pieces.some((q) => q.in === id && q.type === 'ore');
      const a = s.action;
      const what = `${s.task} ${JSON.stringify(a)} turn ${state.turn}`;
      switch (s.task) {
        case 'home':
          // ore on its way to the astronef: a laden carrier's move toward a pode, or ore unloaded there
          if (a.type === 'move') {
            expect(carriesOre(a.piece), what).toBe(true);
            expect(
              myPodes.some((pd) => board.adjacent(idx(s.goal!), pd)),
              what,
            ).toBe(true);
          } else {
            expect(a.type, what).toBe('unload');
            if (a.type === 'unload') expect(piece(a.item)?.type, what).toBe('ore');
          }
          break;
        case 'harvest':
          // ore loaded, or a carrier heading for a hex beside ore
          if (a.type === 'load') expect(piece(a.item)?.type, what).toBe('ore');
          else {
            expect(a.type, what).toBe('move');
            expect(
              ore.some((o) => board.adjacent(o, idx(s.goal!))),
              what,
            ).toBe(true);
          }
          break;
        case 'takeOff':
          expect(a.type, what).toBe('liftOff');
          expect(state.turn, what).toBe(25);
          break;
        case 'liftOff':
          expect(a.type, what).toBe('liftOff');
          expect(state.phase, what).toBe('liftoff');
          break;
        case 'strike':
          expect(['fire', 'move'], what).toContain(a.type);
          if (a.type === 'move') expect(['tank', 'superTank', 'motorBoat'], what).toContain(piece(a.piece)?.type);
          break;
        case 'capture':
          expect(a.type, what).toBe('capture');
          break;
        case 'evacuate':
          expect(['move', 'load'], what).toContain(a.type);
          if (a.type === 'load') expect(piece(a.carrier)?.type, what).toBe('astronef');
          break;
        case 'endTurn':
          expect(a.type, what).toBe('endTurn');
          break;
        case 'land':
          expect(a.type, what).toBe('land');
          break;
        case 'deploy':
          expect(a.type, what).toBe('deploy');
          break;
        case 'safety':
        case 'escort':
          expect(a.type, what).toBe('move');
          break;
      }
    }
    // the planner's tasks reach the screen: harvest, trips home, the take-off at the last turn
    for (const task of ['harvest', 'home', 'takeOff', 'liftOff', 'endTurn', 'deploy', 'land'])
      expect(counts[task] ?? 0, `${task} in ${JSON.stringify(counts)}`).toBeGreaterThan(0);
    // "Move X there" only for what no task proposes (breaking a pair of tanks on mountains)
    expect((counts.move ?? 0) / seen.length, JSON.stringify(counts)).toBeLessThan(0.02);
  }, 300_000);
});
