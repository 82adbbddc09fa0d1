// Redrawing what nobody has seen yet: the coming tides and the turn-21 choices not yet revealed. A copy of
// a campaign (an import) or a game played on from a past position must not foretell the original: it keeps
// every card already revealed or shown by a forecast, and draws the rest afresh from a new salt.
import { cloneState } from './edit.js';
import { shuffle } from './rng.js';
import { saltDeck } from './setup.js';
import type { GameOptions, GameState } from './types.js';

/**
 * The last turn whose tide some player has been shown by now: the turn in force plus the longest
 * forecast of this turn (a forecast shows the next cards of the pile). Fold it (max) over the positions of
 * a game to know which cards a redraw must keep (`redrawHidden`'s `shownThrough`).
 */
export function forecastReach(state: GameState): number {
  let f = 0;
  for (const pl of Object.values(state.players)) f = Math.max(f, pl.forecast);
  return state.turn + f;
}

/**
 * The same position with its hidden parts drawn afresh from `salt`: the cards of the tide pile for turns
 * after `shownThrough` (and after what a forecast shows now), the set-aside cards and the generator are
 * reshuffled together; turn-21 choices not yet revealed are forgotten, to be asked again. What was
 * revealed or shown stays. The game then plays on from the new state like any other.
 */
export function redrawHidden(state: GameState, salt: number, shownThrough = 0): GameState {
  const keep = Math.min(state.deck.length, Math.max(0, Math.max(shownThrough, forecastReach(state)) - state.turn));
  const unseen = state.deck.slice(keep).concat(state.aside);
  const [drawn, rng] = shuffle(unseen, saltDeck(state.rng, salt >>> 0));
  const s = cloneState(state);
  const rest = state.deck.length - keep;
  s.deck = state.deck.slice(0, keep).concat(drawn.slice(0, rest));
  s.aside = drawn.slice(rest);
  s.rng = rng;
  if (state.phase === 'liftoff') {
    const players: GameState['players'] = {};
    for (const [id, pl] of Object.entries(state.players)) players[id] = { ...pl, liftOff: {} };
    s.players = players;
  }
  return s;
}

/**
 * The position after `standing` actions of the log that stand, with the redraws the options place there
 * applied (`GameOptions.redraws`). Every replay of a log calls it after the new game (0) and after each
 * action it applies; the position is returned unchanged where no redraw is due.
 */
export function redrawsAt(options: Pick<GameOptions, 'redraws'>, standing: number, state: GameState): GameState {
  if (!options.redraws) return state;
  let s = state;
  for (const r of options.redraws) if (r.at === standing) s = redrawHidden(s, r.salt, r.shownThrough);
  return s;
}

/** The same, for a log whose take-backs are rows of their own: after `rows` rows (`Redraw.row`). */
export function redrawsAfterRow(options: Pick<GameOptions, 'redraws'>, rows: number, state: GameState): GameState {
  if (!options.redraws) return state;
  let s = state;
  for (const r of options.redraws) if (r.row === rows) s = redrawHidden(s, r.salt, r.shownThrough);
  return s;
}
