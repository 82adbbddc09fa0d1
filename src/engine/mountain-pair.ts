// Two tanks of one player on neighbouring mountains: the turn may not end so (the rulebook), or costs 5 AP
// on the next turn (the penalty variant, a time-out). Under the rulings of 2026-11-27 a pair must always be
// one move away from broken, so that the player can never be left unable to end his turn.
import type { Board } from './board.js';
import { tanksOnMountains } from './occupancy.js';
import { activeId } from './pieces.js';
import { apply } from './apply.js';
import { deploySpots, legalDestinations } from './queries.js';
import type { GameState, Piece } from './types.js';

/** The first pair of the active player's tanks on neighbouring mountains, or null. */
export function mountainPair(s: GameState, board: Board): [string, string] | null {
  const tanks = tanksOnMountains(s, board, activeId(s));
  for (let i = 0; i < tanks.length; i++)
    for (let j = i + 1; j < tanks.length; j++)
      if (board.adjacent(tanks[i]!.at, tanks[j]!.at)) return [tanks[i]!.id, tanks[j]!.id];
  return null;
}

function anyPair(tanks: Piece[], board: Board): boolean {
  for (let i = 0; i < tanks.length; i++)
    for (let j = i + 1; j < tanks.length; j++) if (board.adjacent(tanks[i]!.at, tanks[j]!.at)) return true;
  return false;
}

/**
 * Can one move (or, on a deployment turn, a new deployment) of one tank leave the active player with no pair at all? (A destination marked
 * `mountainPair` would make a new one.)
 */
export function pairCanBeBroken(s: GameState, board: Board): boolean {
  const tanks = tanksOnMountains(s, board, activeId(s));
  for (const t of tanks) {
    const rest = tanks.filter((q) => q !== t);
    if (anyPair(rest, board)) continue;
    if (!tanks.some((q) => q !== t && board.adjacent(q.at, t.at))) continue;
    // Deployment (turn 2, the second army): a tank deployed this turn may be deployed again elsewhere, if
    // one of its spots parts it (a deploy zone full of mountains and tanks may have none).
    if (s.turnState.deployed.includes(t.id)) {
      for (const h of deploySpots(s, t.id)) {
        const r = apply(s, { type: 'deploy', piece: t.id, to: h });
        if (r.ok && !mountainPair(r.state, board)) return true;
      }
      continue;
    }
    if (legalDestinations(s, t.id, { paths: false, pairs: false }).some((d) => !d.mountainPair)) return true;
  }
  return false;
}
