// Tides and forecast: the next card of the tide pile, and how many future cards each player may see
// (one per working pondeuse).
import { cloneState, Edit } from './edit.js';
import { fireMaps, underEnemyFire } from './fire-maps.js';
import { occupancy } from './occupancy.js';
import { boardOf, isAbandoned, ownerOf } from './pieces.js';
import { shuffle } from './rng.js';
import { TIDE_CARDS } from './setup.js';
import { isStuckAt } from './terrain.js';
import type { Step } from './turns.js';
import type { GameState, PlayerId, Tide } from './types.js';

/** Operational pondeuses of each player: on the board, not stuck, not neutralised, not under enemy fire. */
function operationalPondeuses(state: GameState): Record<PlayerId, number> {
  const board = boardOf(state);
  const d = occupancy(state, board);
  const cov = fireMaps(state, board);
  const out: Record<PlayerId, number> = {};
  for (const pid of Object.keys(state.players)) out[pid] = 0;
  for (const i of d.units) {
    const p = state.pieces[i]!;
    if (p.type !== 'pondeuse' || p.destroyed || p.in !== null || p.at < 0) continue;
    const player = ownerOf(state, p);
    if (player === null || out[player] === undefined || isAbandoned(state, p) || p.neutralisedBy !== null) continue;
    if (isStuckAt(state, board, p, d) || underEnemyFire(cov, player, p.at)) continue;
    out[player]!++;
  }
  return out;
}

/** Each player's forecast rights at a tide change. */
export function forecastRights(state: GameState): Record<PlayerId, number> {
  const n = operationalPondeuses(state);
  if (state.variant.forecast === 'single') for (const pid of Object.keys(n)) n[pid] = Math.min(1, n[pid]!);
  return n;
}

export function computeForecasts(state: GameState): GameState {
  const counts = forecastRights(state);
  const e = new Edit(state);
  for (const [pid, n] of Object.entries(counts)) if (state.players[pid]!.forecast !== n) e.player(pid).forecast = n;
  return e.done();
}

/** Reveals the tide of a new turn (turn 3 on), reshuffling when the pile is exhausted. */
export function revealTide(state: GameState): Step {
  let reshuffled = false;
  const s = cloneState(state);
  s.tide = state.deck[0] ?? state.tide;
  s.deck = state.deck.slice(1);
  if (s.deck.length === 0) {
    const rest: Tide[] = TIDE_CARDS.slice();
    rest.splice(rest.indexOf(s.tide), 1);
    const [sh, rng] = shuffle(rest, s.rng);
    s.rng = rng;
    s.aside = sh.slice(0, 6);
    s.deck = sh.slice(6);
    reshuffled = true;
  }
  return { state: s, events: [{ type: 'tideRevealed', turn: s.turn, tide: s.tide, reshuffled }] };
}

/**
 * The tide cards turned face up since the pile was last shuffled, by tide: the fifteen cards less the pile and
 * the set-aside ones (public at the table; a player counts them to weigh the tides to come).
 */
export function tidesPlayed(state: Pick<GameState, 'deck' | 'aside'>): Record<Tide, number> {
  const n: Record<Tide, number> = { low: 0, normal: 0, high: 0 };
  for (const t of TIDE_CARDS) n[t]++;
  for (const t of state.deck) n[t]--;
  for (const t of state.aside) n[t]--;
  return n;
}
