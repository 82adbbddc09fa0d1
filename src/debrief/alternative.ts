// What the hard computer player would have done in a player's place: from his view at the start of one of
// his turns (only what he could see then), its whole turn played on the game's real position, and the
// change of his margin it would have made, to set beside the change his own turn made.
import { think } from '../ai/index.js';
import {
  apply,
  playerView,
  replay,
  type Action,
  type GameOptions,
  type GameState,
  type PlayerId,
  type PublicOptions,
} from '../engine/index.js';
import { projectedScores } from '../ai/index.js';
import { margins, type TurnJudged } from './figures.js';

export interface Alternative {
  player: PlayerId;
  turn: number;
  /** The hard player's actions, as accepted by the engine on the real position (the end of turn left out). */
  actions: Action[];
  /** His margin's change had he played them, in projected points. */
  gain: number;
  /** What he gained himself over that turn, for the comparison. */
  played: number;
  /** The position after the hard player's turn (before it ends): full state, the game being over. */
  state: GameState;
}

/** The options a computer player may know (neither the seed nor the deck's salt). */
function publicOf(options: GameOptions): PublicOptions {
  const { seed: _seed, deckSalt: _salt, ...rest } = options;
  return rest;
}

/**
 * The hard player's turn in place of `judged` (one of a player's turns of this log). Untimed, so the same
 * game always gives the same answer, however busy the machine.
 */
export function hardAlternative(options: GameOptions, log: readonly Action[], judged: TurnJudged): Alternative {
  const start = replay(options, log.slice(0, judged.fromSeq)).state;
  const me = judged.player;
  const steps = think(playerView(start, me), publicOf(options), 'hard', (options.seed ^ (judged.turn * 7919)) >>> 0, {
    untimed: true,
  });
  let state = start;
  const actions: Action[] = [];
  for (const { action } of steps) {
    if (action.type === 'endTurn') break;
    const r = apply(state, action);
    if (!r.ok) {
      // a refused step keeps what it did (a move's first steps), then the plan stops: the rest was built on it
      if (r.state !== state) state = r.state;
      break;
    }
    state = r.state;
    actions.push(action);
    if (state.phase === 'over' || state.order[state.activeIdx] !== me) break;
  }
  const margin = (s: GameState) => margins(projectedScores(s))[me] ?? 0;
  const round1 = (x: number) => Math.round(x * 10) / 10;
  return {
    player: me,
    turn: judged.turn,
    actions,
    gain: round1(margin(state) - margin(start)),
    played: judged.gain,
    state,
  };
}
