// How hard a puzzle is, from the position itself (issue 29, point 7): the engine searches the plain ways to meet a
// "destroy" goal (two of the learner's destructors, each moved at most once into range, then one shot) and says
// how many pairs of destructors can do it and how few of his pieces must move first. A puzzle that needs more
// (a carrier, a capture, a shot to clear the way, taking an astronef) has no plain way: the hardest. The rating
// blends that with how many plausible turns (the computer players' from the learner's view) reach the goal.
import {
  apply,
  getBoard,
  legalDestinations,
  ownerOf,
  DESTRUCTORS,
  MOUNTAIN_REACH,
  REACH,
  T_MOUNTAIN,
  astronefHexes,
  type Action,
  type GameState,
  type Hex,
  type Piece,
} from '../engine/index.js';
import { holds, type Condition } from '../lessons/conditions.js';
import { lessonStart } from '../lessons/lessons.js';
import type { Puzzle } from './puzzle.js';

export interface SearchDifficulty {
  /** The pairs of the learner's destructors (towers included) that meet the goal by a plain way. */
  ways: number;
  /** The fewest of his pieces moved first, over those ways (0: two already in range); null: no plain way. */
  moves: number | null;
  /** Of the placements tried (two shooters in range, the points to shoot left), how many meet the goal. */
  found: number;
  tried: number;
  /** The action points left over by the cheapest way (null: no plain way). */
  slack: number | null;
}

/** What a puzzle with no plain way gives (and one whose goal is not a piece to destroy). */
export const NO_PLAIN_WAY: SearchDifficulty = { ways: 0, moves: null, found: 0, tried: 0, slack: null };

/** A destructor's reach from a hex (a tank on a mountain reaches further). */
function reachAt(state: GameState, type: Piece['type'], at: number): number {
  const board = getBoard(state.map);
  if (type === 'tank') return board.terrain[at] === T_MOUNTAIN ? MOUNTAIN_REACH : REACH.tank;
  if (type === 'superTank' || type === 'motorBoat') return REACH[type];
  return REACH.tower;
}

interface Option {
  /** The move that brings it into range (null: it is in range where it stands). */
  move: Action | null;
  cost: number;
}

/** The attempts per pair at most: a pair that cannot within them is counted as unable. */
const MAX_TRIES_PER_PAIR = 600;

/** The plain ways to destroy `target` this turn from `start` (see the file's head). */
export function searchDifficulty(start: GameState, target: string, core: Condition): SearchDifficulty {
  const board = getBoard(start.map);
  const me = start.order[start.activeIdx];
  const t = start.pieces[start.index[target] ?? -1];
  if (!me || !t || t.at < 0) return NO_PLAIN_WAY;
  const targets = [t.at, ...(t.at2 >= 0 ? [t.at2] : [])];
  const ap = start.players[me]!.ap;
  const inRange = (type: Piece['type'], at: number) =>
    targets.some((h) => board.dist(at, h) <= reachAt(start, type, at));
  const shooters: { id: string; options: Option[] }[] = [];
  for (const p of start.pieces) {
    if (p.destroyed || p.at < 0 || p.in !== null || !p.color || ownerOf(start, p) !== me) continue;
    if (p.type === 'astronef') {
      const hexes = astronefHexes(board, p.at, p.orientation ?? 'N');
      (p.towers ?? []).forEach((up, i) => {
        const pode = hexes?.[i + 1];
        if (up && pode !== undefined && inRange('astronef', pode))
          shooters.push({ id: `${p.id}:${i}`, options: [{ move: null, cost: 0 }] });
      });
      continue;
    }
    if (!DESTRUCTORS.has(p.type)) continue;
    const options: Option[] = inRange(p.type, p.at) ? [{ move: null, cost: 0 }] : [];
    for (const d of legalDestinations(start, p.id)) {
      if (d.cost > ap - 2 || d.strands) continue;
      const to = d.to as Hex;
      if (inRange(p.type, board.idx(to[0], to[1])))
        options.push({ move: { type: 'move', piece: p.id, path: d.path as Hex[] }, cost: d.cost });
    }
    if (options.length) shooters.push({ id: p.id, options });
  }
  let ways = 0;
  let fewest: number | null = null;
  let cheapest: number | null = null;
  let found = 0;
  let tried = 0;
  for (let a = 0; a < shooters.length; a++)
    for (let b = a + 1; b < shooters.length; b++) {
      const A = shooters[a]!;
      const B = shooters[b]!;
      let best: number | null = null;
      let tries = 0;
      for (const oa of A.options)
        for (const ob of B.options) {
          const cost = oa.cost + ob.cost + 2;
          if (cost > ap || tries >= MAX_TRIES_PER_PAIR) continue;
          tries++;
          if (
            !meets(
              start,
              [oa.move, ob.move],
              [A.id, B.id],
              targets.map((h) => board.hex(h)),
              core,
            )
          )
            continue;
          found++;
          const moves = (oa.move ? 1 : 0) + (ob.move ? 1 : 0);
          best = best === null ? moves : Math.min(best, moves);
          cheapest = cheapest === null ? cost : Math.min(cheapest, cost);
        }
      tried += tries;
      if (best !== null) {
        ways++;
        fewest = fewest === null ? best : Math.min(fewest, best);
      }
    }
  return { ways, moves: fewest, found, tried, slack: cheapest === null ? null : ap - cheapest };
}

function meets(
  start: GameState,
  moves: (Action | null)[],
  shooters: string[],
  targets: Hex[],
  core: Condition,
): boolean {
  let s = start;
  for (const m of moves) {
    if (!m) continue;
    const r = apply(s, m);
    if (!r.ok) return false;
    s = r.state;
  }
  for (const target of targets) {
    const r = apply(s, { type: 'fire', shooters, target });
    if (r.ok && holds(core, r.state)) return true;
  }
  return false;
}

/** What the search of one move of a piece to save gives: the rating's figures and the cheapest move that saves it. */
export interface SaveSearch {
  search: SearchDifficulty;
  /** The cheapest of the piece's moves that meets the goal (the first found among equals); null: none does. */
  move: Action | null;
}

/**
 * The plain ways to save `target` (a "saveFromTide" or "saveFromStrike" puzzle): the piece itself moved once,
 * to each hex it may reach with its points this turn; `found` of the `tried` destinations meet the goal (free
 * at that tide, out of the enemy's reach), `moves` is 1 when one does (null: it needs more, a carrier, a
 * pontoon, a shot), `slack` the points the cheapest one leaves.
 */
export function searchSave(start: GameState, target: string, core: Condition): SaveSearch {
  const me = start.order[start.activeIdx];
  const t = start.pieces[start.index[target] ?? -1];
  if (!me || !t || t.at < 0) return { search: NO_PLAIN_WAY, move: null };
  const ap = start.players[me]!.ap;
  let found = 0;
  let tried = 0;
  let cheapest: { cost: number; move: Action } | null = null;
  for (const d of legalDestinations(start, target)) {
    if (d.cost > ap) continue;
    tried++;
    const move: Action = { type: 'move', piece: target, path: d.path as Hex[] };
    const r = apply(start, move);
    if (!r.ok || !holds(core, r.state)) continue;
    found++;
    if (!cheapest || d.cost < cheapest.cost) cheapest = { cost: d.cost, move };
  }
  if (!cheapest) return { search: NO_PLAIN_WAY, move: null };
  return { search: { ways: 1, moves: 1, found, tried, slack: ap - cheapest.cost }, move: cheapest.move };
}

/** `searchSave`'s figures for a piece to keep free at the coming tide. */
export function searchTideDifficulty(start: GameState, target: string, core: Condition): SearchDifficulty {
  return searchSave(start, target, core).search;
}

/** The engine's search for a puzzle's kind (a goal that is not a piece to destroy or to save has no plain way). */
export function searchFor(p: Pick<Puzzle, 'kind' | 'target' | 'core'>, start: GameState): SearchDifficulty {
  if (p.kind === 'destroy') return searchDifficulty(start, p.target, p.core);
  if (p.kind === 'saveFromTide' || p.kind === 'saveFromStrike') return searchSave(start, p.target, p.core).search;
  return NO_PLAIN_WAY;
}

/**
 * The rating, 1000 (easiest) to 2000, from what makes a turn hard to find: the pieces to move first (none, one,
 * two, or no plain way at all), how few of the placements in range work (the alternatives that fail), how little
 * the points leave to spare, and the share of plausible turns that miss the goal.
 */
export function ratingOf(search: SearchDifficulty, plausible: Puzzle['plausible']): number {
  const plain = search.moves !== null;
  const moves = plain ? search.moves! / 3 : 1;
  const failing = plain && search.tried ? 1 - search.found / search.tried : 1;
  const tight = plain ? Math.max(0, 1 - (search.slack ?? 0) / 8) : 1;
  const missed = plausible.tried ? (plausible.tried - plausible.reached) / plausible.tried : 1;
  return 1000 + Math.round(1000 * (0.35 * moves + 0.3 * failing + 0.15 * tight + 0.2 * missed));
}

/** A puzzle's rating from its start position and its plausible turns (as mined; `npm run puzzles -- --rate`). */
export function ratePuzzle(p: Puzzle): number {
  return ratingOf(searchFor(p, lessonStart(p)), p.plausible);
}
