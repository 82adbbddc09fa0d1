// Turn 1: landing an astronef (where it may land, the ore it clears), and the spot chosen for a player
// whose landing time runs out.
import { Board, T_MARSH, T_PLAIN } from './board.js';
import { controlCheck, firstUnderFire, getPiece, isRefusal, no, ok, underFireRefusal } from './checks.js';
import { Edit } from './edit.js';
import { occupancy } from './occupancy.js';
import type { ActionOf } from './parse.js';
import { activeId, astronefHexes, boardOf, hexesOf } from './pieces.js';
import { refuse, type Refusal } from './refusals.js';
import { nextPlayer } from './turns.js';
import type { GameEvent, GameState, Piece, Result } from './types.js';

export function handleLand(s: GameState, a: ActionOf<'land'>): Result {
  if (s.phase !== 'landing')
    return no(s, refuse('WRONG_PHASE', 'astronefs land on turn 1', { why: 'landingOnly', phase: s.phase }));
  const board = boardOf(s);
  const k = getPiece(s, a.astronef, 'astronef');
  if (isRefusal(k)) return no(s, k);
  if (k.type !== 'astronef')
    return no(s, refuse('BAD_INPUT', `${k.id} is not an astronef`, { why: 'malformed', field: 'astronef', got: k.id }));
  const notYours = controlCheck(s, k);
  if (notYours) return no(s, notYours);
  if (k.at >= 0)
    return no(s, refuse('WRONG_PHASE', `${k.id} has landed already`, { why: 'landedAlready', piece: k.id }));
  const r = landingCheck(s, board, a.at, a.orientation);
  if (isRefusal(r)) return no(s, r);
  return doLand(s, board, k, a.at, a.orientation);
}

/** Is this a legal landing spot? Returns the four hexes or a refusal. */
export function landingCheck(s: GameState, board: Board, at: number, orientation: 'N' | 'S'): number[] | Refusal {
  const hs = astronefHexes(board, at, orientation);
  if (!hs) return refuse('TERRAIN', 'the astronef must stay on the board', { why: 'offBoard', at: board.hex(at) });
  const d = occupancy(s, board);
  for (const h of hs) {
    if (board.edge[h])
      return refuse('TERRAIN', 'leave at least one hex between the astronef and the board edge', {
        why: 'edge',
        hex: board.hex(h),
      });
    const t = board.terrain[h];
    if (t !== T_PLAIN && t !== T_MARSH)
      return refuse('TERRAIN', 'an astronef lands on plain or marsh only', {
        why: 'landingTerrain',
        hex: board.hex(h),
        terrain: board.terrainName(h),
      });
    const b = d.blocker.get(h);
    if (b >= 0 && s.pieces[b]!.type !== 'ore')
      return refuse('OCCUPIED', `${board.hex(h)} is occupied`, {
        why: 'taken',
        hex: board.hex(h),
        piece: s.pieces[b]!.id,
      });
  }
  const computer = s.variant.landing === 'computer';
  const second = s.turn === 15;
  const minDist = second ? 5 : computer ? 8 : 6;
  if (second) {
    // "impossible de poser un astronef sous le feu de destructeurs ennemis"
    const f = firstUnderFire(s, board, hs);
    if (f) return underFireRefusal(board, f, 'that landing spot', s);
  }
  for (const o of s.pieces) {
    if (o.type !== 'astronef' || o.at < 0 || o.departed) continue;
    const ohs = hexesOf(board, o);
    let dmin = Infinity;
    if (computer && !second) dmin = board.dist(at, o.at);
    else for (const h of hs) for (const oh of ohs) dmin = Math.min(dmin, board.dist(h, oh));
    if (dmin < minDist)
      return refuse('OUT_OF_RANGE', `too close to ${o.id}: ${dmin} hexes, at least ${minDist} needed`, {
        why: 'tooClose',
        astronef: o.id,
        distance: dmin,
        min: minDist,
      });
  }
  return hs;
}

export function doLand(s: GameState, board: Board, k: Piece, at: number, orientation: 'N' | 'S'): Result {
  const hs = astronefHexes(board, at, orientation)!;
  const computer = s.variant.landing === 'computer';
  const cleared: number[] = [];
  s.pieces.forEach((p, i) => {
    if (p.type !== 'ore' || p.destroyed || p.at < 0 || p.in !== null) return;
    const near = computer ? board.dist(p.at, at) <= 4 : hs.some((h) => board.dist(h, p.at) <= 3);
    if (near) cleared.push(i);
  });
  const me = activeId(s)!;
  const e = new Edit(s);
  const kk = e.piece(s.index[k.id]!);
  kk.at = at;
  kk.orientation = orientation;
  kk.landedTurn = s.turn;
  for (const i of cleared) {
    const o = e.piece(i);
    o.destroyed = true;
    o.at = -1;
  }
  e.oreGone().cleared += cleared.length;
  const next = e.done();
  const events: GameEvent[] = [
    { type: 'landed', astronef: k.id, player: me, at: board.hex(at), orientation, oreCleared: cleared.length },
  ];
  // Landing ends that player's part of turn 1.
  const np = nextPlayer(next);
  return ok(np.state, events.concat(np.events));
}

/** The first legal landing spot in reading order (used when a player's landing time runs out). */
export function autoLandSpot(s: GameState, board: Board, start = 0): { at: number; orientation: 'N' | 'S' } | null {
  for (let j = 0; j < board.n; j++) {
    const i = (start + j) % board.n;
    for (const o of ['N', 'S'] as const) {
      const r = landingCheck(s, board, i, o);
      if (!isRefusal(r)) return { at: i, orientation: o };
    }
  }
  return null;
}
