// Full Metal Galaxy's reading of the mountain pair (the variant `mountainPair: 'galaxy'`): two tanks of one
// player may stay on neighbouring mountains, but one of the two makes no fire zone, the one that came last
// (the player chooses by the order of his moves). It still shoots and captures; it covers no hex, so it
// neither holds, nor protects, nor counts against a second arrival. `Piece.silenced` records it, a state
// as neutralisation is: set when the tank arrives, lifted when no tank of its player that makes fire
// stands next to it on a mountain any more.
import { T_MOUNTAIN, type Board } from './board.js';
import { Edit } from './edit.js';
import { occupancy } from './occupancy.js';
import { boardOf, isAbandoned, onBoard, ownerOf } from './pieces.js';
import type { GameState, Piece, PlayerId } from './types.js';

/** The game plays Full Metal Galaxy's mountain pairs. */
export const silencesPairs = (s: GameState): boolean => s.variant.mountainPair === 'galaxy';

/** The player a tank on a mountain answers to, or null (not a tank on a mountain, or abandoned). */
function mountainTankOwner(s: GameState, board: Board, p: Piece): PlayerId | null {
  if (p.type !== 'tank' || !onBoard(p) || board.terrain[p.at] !== T_MOUNTAIN || isAbandoned(s, p)) return null;
  return ownerOf(s, p);
}

/**
 * Would tank `p` arriving on hex `at` come silenced: a mountain next to a mountain where another tank of its
 * player stands and makes fire? (On the position before it arrives.)
 */
export function arrivesSilenced(s: GameState, board: Board, p: Piece, at: number): boolean {
  if (!silencesPairs(s) || p.type !== 'tank' || at < 0 || board.terrain[at] !== T_MOUNTAIN) return false;
  const me = ownerOf(s, p);
  if (me === null || isAbandoned(s, p)) return false;
  const d = occupancy(s, board);
  for (let k = 0; k < 6; k++) {
    const x = board.nb[at * 6 + k]!;
    if (x < 0) continue;
    const i = d.blocker.get(x);
    if (i < 0) continue;
    const q = s.pieces[i]!;
    if (q.id !== p.id && !q.silenced && mountainTankOwner(s, board, q) === me) return true;
  }
  return false;
}

/** The mountain hexes where a tank of `me` would arrive silenced (next to one of his that makes fire there). */
export function silencingHexes(s: GameState, board: Board, mover: Piece, me: PlayerId): Set<number> | null {
  if (!silencesPairs(s)) return null;
  let out: Set<number> | null = null;
  for (const i of occupancy(s, board).units) {
    const q = s.pieces[i]!;
    if (q === mover || q.silenced || mountainTankOwner(s, board, q) !== me) continue;
    for (let k = 0; k < 6; k++) {
      const x = board.nb[q.at * 6 + k]!;
      if (x >= 0 && board.terrain[x] === T_MOUNTAIN) (out ??= new Set()).add(x);
    }
  }
  return out;
}

/** Sets or lifts the flag on a piece being written (the arriving tank, in its handler's edit). */
export function markArrival(s: GameState, board: Board, p: Piece, at: number, written: Piece): void {
  if (!silencesPairs(s) || p.type !== 'tank') return;
  if (arrivesSilenced(s, board, p, at)) written.silenced = true;
  else delete written.silenced;
}

/**
 * After an action (or at a turn's start, or a scenario's): a silenced tank whose partners left (moved,
 * destroyed, taken, silenced themselves) makes fire again; two tanks of one player that both make fire on
 * neighbouring mountains (armies joined by taking an astronef, a scenario's start) silence the later in
 * the pieces' order; a piece off the mountains is never silenced.
 */
export function settleMountainSilence(s: GameState): GameState {
  if (!silencesPairs(s)) return s;
  const board = boardOf(s);
  const tanks: number[] = [];
  const owner: (PlayerId | null)[] = [];
  const silent = new Map<number, boolean>();
  let e: Edit | null = null;
  for (let i = 0; i < s.pieces.length; i++) {
    const p = s.pieces[i]!;
    const o = mountainTankOwner(s, board, p);
    if (o !== null) {
      tanks.push(i);
      owner.push(o);
      silent.set(i, !!p.silenced);
    } else if (p.silenced) delete (e ??= new Edit(s)).piece(i).silenced;
  }
  const friends = (a: number, b: number) =>
    a !== b && owner[a] === owner[b] && board.adjacent(s.pieces[tanks[a]!]!.at, s.pieces[tanks[b]!]!.at);
  const firing = (a: number) => !silent.get(tanks[a]!);
  for (let round = 0, changed = true; changed && round < 8; round++) {
    changed = false;
    for (let a = 0; a < tanks.length; a++)
      if (!firing(a) && !tanks.some((_, b) => friends(a, b) && firing(b))) {
        silent.set(tanks[a]!, false);
        changed = true;
      }
    for (let a = 0; a < tanks.length; a++)
      if (firing(a) && tanks.some((_, b) => b < a && friends(a, b) && firing(b))) {
        silent.set(tanks[a]!, true);
        changed = true;
      }
  }
  for (const i of tanks) {
    const now = silent.get(i)!;
    if (now === !!s.pieces[i]!.silenced) continue;
    const w = (e ??= new Edit(s)).piece(i);
    if (now) w.silenced = true;
    else delete w.silenced;
  }
  return e ? e.done() : s;
}
