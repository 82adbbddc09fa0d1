// Small positions for the computer players' tests (tactics, hard-tactics, unsafe): two players, A to play,
// A's astronef at [3,3] and B's at [12,8] (or where asked) on a 16x12 board of plains (or the one given), with
// the pieces of the test; and what the tests ask of a position: a level's plan, the state after it, where a
// piece stands, hex distances.
import { think, type Level } from '../../../src/ai/index.js';
import { apply, getBoard, loadScenario, playerView, type Action, type GameState } from '../../../src/engine/index.js';

export const plains = { terrain: Array.from({ length: 12 }, () => 'pppppppppppppppp') };

export interface PositionOptions {
  board: { terrain: string[] };
  turn: number;
  tide: string;
  deck: string[];
  /** A's action points (15 unless told) */
  ap: number;
  /** B's ore already saved */
  bSaved: number;
  /** where A's astronef stands */
  kA: number[];
  /** where B's astronef stands */
  kB: number[];
}

export function position(extra: object[], over: Partial<PositionOptions> = {}): GameState {
  return loadScenario({
    name: 'ai position',
    board: over.board ?? plains,
    turn: over.turn ?? 8,
    tide: over.tide ?? 'normal',
    ...(over.deck ? { deck: over.deck } : {}),
    players: [
      { id: 'A', ap: over.ap ?? 15, saved: 0 },
      { id: 'B', ap: 0, saved: over.bSaved ?? 0 },
    ],
    active: 'A',
    pieces: [
      { id: 'kA', type: 'astronef', owner: 'A', at: over.kA ?? [3, 3], orientation: 'N' },
      { id: 'kB', type: 'astronef', owner: 'B', at: over.kB ?? [12, 8], orientation: 'N' },
      ...extra,
    ],
    steps: [],
  });
}

/** The game's options as a seat knows them (its seed left out). */
export function seatOptions(state: GameState): Omit<GameState['options'], 'seed'> {
  const { seed: _seed, ...options } = state.options;
  return options;
}

/** A's plan for this turn at a level, untimed (hard: a portfolio of 2, as the tests of issue 28 use). */
export function plan(state: GameState, level: Level = 'normal', portfolio?: number): Action[] {
  const budget = portfolio === undefined ? { untimed: true } : { untimed: true, portfolio };
  return think(playerView(state, 'A'), seatOptions(state), level, 1, budget).map((s) => s.action);
}

export const hardPlan = (state: GameState): Action[] => plan(state, 'hard', 2);

/** The state after the planned actions (each must be accepted). */
export function playOut(state: GameState, actions: Action[]): GameState {
  let s = state;
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.error.code}`);
    s = r.state;
  }
  return s;
}

/** Where a piece stands, as [x, y]. */
export function hexOf(state: GameState, id: string): number[] {
  const p = state.pieces[state.index[id]!]!;
  return [...getBoard(state.map).hex(p.at)];
}

/** Hex distance on the odd-q layout (odd columns half a hex lower). */
export function hexDistance(a: number[], b: number[]): number {
  const cube = ([x, y]: number[]) => {
    const q = x!;
    const r = y! - (q - (q & 1)) / 2;
    return [q, r, -q - r];
  };
  const [p, q] = [cube(a), cube(b)];
  return Math.max(...p.map((v, i) => Math.abs(v - q[i]!)));
}
