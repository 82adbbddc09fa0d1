// Capture: two destructors in contact take an enemy piece, with everything it carries.
import {
  controlCheck,
  finish,
  firstUnderFire,
  getPiece,
  isRefusal,
  needPlay,
  no,
  pendingSecondArrival,
  readyCheck,
  spend,
  underFireRefusal,
} from './checks.js';
import { Edit } from './edit.js';
import { occupancy, withCargo } from './occupancy.js';
import type { ActionOf } from './parse.js';
import { activeId, boardOf, DESTRUCTORS, hexesOf, isAbandoned, onBoard, ownerOf } from './pieces.js';
import { refuse } from './refusals.js';
import type { GameState, Piece, Result } from './types.js';

export function handleCapture(s: GameState, a: ActionOf<'capture'>): Result {
  const board = boardOf(s);
  const t = getPiece(s, a.target, 'target');
  if (isRefusal(t)) return no(s, t);
  const wrongPhase = needPlay(s);
  if (wrongPhase) return no(s, wrongPhase);
  if (s.variant.mining) return no(s, refuse('WRONG_PHASE', 'no combat in the mining game', { why: 'mining' }));
  const mustShootFirst = pendingSecondArrival(s);
  if (mustShootFirst) return no(s, mustShootFirst);
  const me = activeId(s)!;
  const d = occupancy(s, board);
  const caps: Piece[] = [];
  for (const id of a.captors) {
    const c = getPiece(s, id, 'captors');
    if (isRefusal(c)) return no(s, c);
    if (!DESTRUCTORS.has(c.type))
      return no(s, refuse('NEEDS_TWO', `${c.id} is not a destructor`, { why: 'notDestructor', piece: c.id }));
    const notYours = controlCheck(s, c);
    if (notYours) return no(s, notYours);
    const notReady = readyCheck(s, board, c, d);
    if (notReady) return no(s, notReady);
    caps.push(c);
  }
  if (t.type === 'astronef')
    return no(
      s,
      refuse('INVALID_TARGET', 'an astronef is taken by entering it when its towers are down', {
        why: 'captureAstronef',
        target: t.id,
      }),
    );
  if (t.type === 'pontoon' || t.type === 'ore')
    return no(
      s,
      refuse('INVALID_TARGET', `a ${t.type} is not captured: just load it`, { why: 'captureNeutral', target: t.id }),
    );
  const owner = ownerOf(s, t);
  if (owner === me && !isAbandoned(s, t))
    return no(s, refuse('INVALID_TARGET', `${t.id} is yours already`, { why: 'captureOwn', target: t.id }));
  if (!onBoard(t))
    return no(s, refuse('INVALID_TARGET', `${t.id} is not on the board`, { why: 'offBoard', piece: t.id }));
  const th = hexesOf(board, t);
  for (const c of caps)
    if (!th.some((h) => board.adjacent(c.at, h)))
      return no(
        s,
        refuse('NOT_ADJACENT', `${c.id} is not in contact with ${t.id}`, { why: 'capture', piece: c.id, target: t.id }),
      );
  const f = firstUnderFire(s, board, caps.map((c) => c.at).concat(th));
  if (f) return no(s, underFireRefusal(board, f, 'a piece of this capture', s));
  const cost = 1;
  const tooDear = spend(s, cost);
  if (tooDear) return no(s, tooDear);
  const moving = withCargo(s, s.index[t.id]!, d);
  const color = caps[0]!.color;
  const e = new Edit(s);
  for (const i of moving) {
    const q = e.piece(i);
    if (q.color !== null) q.color = color;
    q.neutralisedBy = null;
  }
  e.pay(cost);
  const next = e.done();
  return finish(next, [{ type: 'captured', piece: t.id, by: me, from: owner ?? '' }], cost);
}
