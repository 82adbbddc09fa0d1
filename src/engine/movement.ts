// Moving a piece along a path: one point a hex; stopped by occupied hexes, terrain, enemy fire (except a
// second arrival, which stops on the first hex under fire) and the tide.
import { T_MOUNTAIN, type Board } from './board.js';
import { controlCheck, finish, getPiece, isRefusal, needPlay, no, pendingSecondArrival } from './checks.js';
import { coverersOf } from './combat.js';
import { Edit } from './edit.js';
import { canClearFireAfterStep } from './fire.js';
import { enemiesCovering, fireMaps, seedMovedFireMaps, underEnemyFire } from './fire-maps.js';
import { mountainPair, pairCanBeBroken } from './mountain-pair.js';
import { markArrival } from './mountain-silence.js';
import { heldTargets } from './neutralisation.js';
import { clockPaysMountainPair } from './rulings.js';
import { holdsSuperTank, occupancy, seedMovedOccupancy, type Occupancy } from './occupancy.js';
import type { ActionOf } from './parse.js';
import { activeId, boardOf, DESTRUCTORS, SEA_TYPES } from './pieces.js';
import { refuse, type Refusal } from './refusals.js';
import { canUse, couldEverUse, isStuckAt } from './terrain.js';
import type { GameEvent, GameState, Piece, PlayerId, Result } from './types.js';

export function handleMove(s: GameState, a: ActionOf<'move'>): Result {
  const board = boardOf(s);
  const p = getPiece(s, a.piece, 'piece');
  if (isRefusal(p)) return no(s, p);
  const wrongPhase = needPlay(s);
  if (wrongPhase) return no(s, wrongPhase);
  const isBarge = p.type === 'barge';
  const steps = a.path;
  for (const st of steps) {
    if (isBarge && st.length !== 2)
      return no(
        s,
        refuse('BAD_INPUT', 'a barge path is a list of two-hex positions', {
          why: 'malformed',
          field: 'path',
          got: st.map((h) => board.hex(h)),
        }),
      );
    if (!isBarge && st.length !== 1)
      return no(
        s,
        refuse('BAD_INPUT', 'path must be a list of hexes [x, y] on the board', {
          why: 'malformed',
          field: 'path',
          got: st.map((h) => board.hex(h)),
        }),
      );
  }
  if (p.type === 'ore' || p.type === 'pontoon')
    return no(s, refuse('NOT_YOUR_PIECE', `${p.id} moves only when carried`, { why: 'inert', piece: p.id }));
  const notYours = controlCheck(s, p);
  if (notYours) return no(s, notYours);
  if (p.type === 'astronef')
    return no(s, refuse('INVALID_TARGET', 'an astronef does not move', { why: 'astronefMoves', piece: p.id }));
  if (s.turnState.secondArrival) return no(s, pendingSecondArrival(s)!);
  const d = occupancy(s, board);
  if (p.in !== null)
    return no(
      s,
      refuse('STUCK', `${p.id} is carried: unload it first`, { why: 'carried', piece: p.id, carried: p.in }),
    );
  if (p.at < 0) return no(s, refuse('INVALID_TARGET', `${p.id} is not on the board`, { why: 'offBoard', piece: p.id }));
  if (isStuckAt(s, board, p, d))
    return no(
      s,
      refuse('STUCK', `${p.id} is stranded or bogged by the tide`, { why: 'tide', piece: p.id, tide: s.tide }),
    );
  let retreat = false;
  if (p.neutralisedBy !== null) {
    if (!s.turnState.mayRetreat.includes(p.id) || s.turnState.retreated.includes(p.id))
      return no(
        s,
        refuse('UNDER_FIRE', `${p.id} is neutralised by ${p.neutralisedBy}'s fire`, {
          why: 'neutralised',
          piece: p.id,
          by: [p.neutralisedBy],
        }),
      );
    if (s.turnState.acted)
      return no(
        s,
        refuse('RETREAT_OVER', 'a retreat out of fire comes before any other action', {
          why: 'afterAction',
          piece: p.id,
        }),
      );
    retreat = true;
  }
  const held = heldTargets(s, p.id);
  if (held.length)
    return no(
      s,
      refuse('STUCK', `${p.id} holds ${held.join(', ')} under its fire and stays put this turn`, {
        why: 'holding',
        piece: p.id,
        neutralising: held,
      }),
    );

  const me = activeId(s)!;
  const cov = fireMaps(s, board);
  const superCargo = holdsSuperTank(s, p.id, d);
  let ap = s.players[me]!.ap;
  let cur = p.at2 >= 0 ? [p.at, p.at2] : [p.at];
  const done: number[][] = [];
  let err: Refusal | null = null;
  let stranded = false;
  let secondArrival = false;
  for (let k = 0; k < steps.length; k++) {
    const next = steps[k]!;
    if (stranded) {
      err = refuse('STUCK', `${p.id} stopped on the first hex it cannot use at this tide`, {
        why: 'stranded',
        piece: p.id,
        hex: board.hex(cur[0]!),
      });
      break;
    }
    if (retreat && k >= 1) {
      err = refuse('RETREAT_OVER', 'a retreat is one hex', { why: 'oneHex', piece: p.id });
      break;
    }
    // the new hex
    let nh: number;
    if (isBarge) {
      const [x, y] = next as [number, number];
      const keepX = cur.includes(x);
      const keepY = cur.includes(y);
      if (keepX === keepY || !board.adjacent(x, y)) {
        err = refuse('NOT_ADJACENT', 'a barge step keeps one of its hexes and takes one new adjacent hex', {
          why: 'bargeStep',
          piece: p.id,
          step: k,
        });
        break;
      }
      nh = keepX ? y : x;
    } else {
      nh = next[0]!;
      if (!board.adjacent(cur[0]!, nh)) {
        err = refuse('NOT_ADJACENT', `${board.hex(nh)} is not next to ${board.hex(cur[0]!)}`, {
          why: 'step',
          piece: p.id,
          from: board.hex(cur[0]!),
          to: board.hex(nh),
        });
        break;
      }
    }
    if (ap < 1) {
      err = refuse('NOT_ENOUGH_AP', 'this costs 1, 0 left', { cost: 1, left: ap });
      break;
    }
    err = entryRefusal(s, board, p, nh, d, superCargo);
    if (err) break;
    const usable = canUse(s, board, p.type, nh, d);
    if (underEnemyFire(cov, me, nh)) {
      const by = enemiesCovering(cov, me, nh);
      if (retreat || !DESTRUCTORS.has(p.type) || !usable) {
        err = fireRefusal(s, board, me, nh, by);
        break;
      }
      // Second arrival: may stop under fire only if its shots can clear that fire.
      if (!canClearFireAfterStep(s, p, nh, ap - 1)) {
        err = refuse('UNDER_FIRE', `${board.hex(nh)} is under enemy fire that this attack cannot clear`, {
          why: 'cannotClear',
          hex: board.hex(nh),
          by,
          covering: coverersOf(s, board, me, nh),
        });
        break;
      }
      secondArrival = true;
    }
    ap -= 1;
    cur = isBarge ? (next as number[]) : [nh];
    done.push(cur);
    if (!usable) stranded = true;
    // A second arrival "vient se placer jusque sous le feu adverse, pour aussitôt s'arrêter et tirer":
    // it stops on the first hex under fire; the steps up to it stand, a step beyond is refused.
    if (secondArrival && k < steps.length - 1) {
      err = refuse(
        'UNDER_FIRE',
        `${p.id} stopped on ${board.hex(nh)}, the first hex under enemy fire: it must shoot from there`,
        {
          why: 'secondArrivalStops',
          secondArrival: p.id,
          hex: board.hex(nh),
          by: enemiesCovering(cov, me, nh),
        },
      );
      break;
    }
  }
  if (done.length === 0) return no(s, err!);
  const cost = done.length;
  const final = done[done.length - 1]!;
  // The hottest path of the engine: plain copy-on-write (see edit.ts).
  const pi = s.index[p.id]!;
  const e = new Edit(s);
  const q = e.piece(pi);
  q.at = final[0]!;
  q.at2 = final.length > 1 ? final[1]! : -1;
  if (retreat) q.neutralisedBy = null;
  markArrival(s, board, p, q.at, q);
  e.pay(cost);
  if (retreat || secondArrival || !s.turnState.acted) {
    const ts = e.turnState();
    ts.acted = s.turnState.acted || !retreat;
    if (retreat) ts.retreated = s.turnState.retreated.concat([p.id]);
    if (secondArrival) ts.secondArrival = p.id;
  }
  const next = e.done();
  const pieces = next.pieces;
  seedMovedOccupancy(s, next, pi, board);
  seedMovedFireMaps(s, next, pi, board);
  const events: GameEvent[] = [
    {
      type: 'moved',
      piece: p.id,
      path: done.map((h) => board.hex(h[0]!)),
      cost,
      ...(stranded ? { stuck: true } : {}),
    },
  ];
  const hint = DESTRUCTORS.has(p.type) && s.turnState.held ? { prev: s, after: pieces[pi]! } : undefined;
  // A tank may not make a pair on neighbouring mountains that no move could break before the turn ends
  // (the turn could then never end): rulings of 2026-11-27, the rulebook's variant only.
  if (
    p.type === 'tank' &&
    board.terrain[q.at] === T_MOUNTAIN &&
    clockPaysMountainPair(s) &&
    (s.variant.mountainPair ?? 'forbid') === 'forbid'
  ) {
    const pair = mountainPair(next, board);
    if (pair && !pairCanBeBroken(next, board))
      return no(
        s,
        refuse('MOUNTAIN_PAIR', `${pair.join(' and ')} would stay on neighbouring mountains: no move could part them`, {
          why: 'cannotBreak',
          pieces: pair,
          left: ap,
        }),
      );
  }
  return finish(
    next,
    events,
    cost,
    !retreat,
    err === null,
    err ?? undefined,
    false,
    DESTRUCTORS.has(p.type) || retreat,
    hint,
  );
}

/**
 * Why a piece may never step onto hex h whatever the way (null: the hex itself lets it in): another piece
 * there, a pontoon before a boat, a terrain it never uses, a mountain for a super tank (or a carrier
 * holding one). Enemy fire is the move's own check: a destructor may stop under it as a second arrival.
 */
export function entryRefusal(
  s: GameState,
  board: Board,
  p: Piece,
  h: number,
  d: Occupancy,
  superCargo: boolean,
): Refusal | null {
  const b = d.blocker.get(h);
  if (b >= 0 && s.pieces[b]!.id !== p.id)
    return refuse('OCCUPIED', `${board.hex(h)} is occupied by ${s.pieces[b]!.id}`, {
      why: 'taken',
      hex: board.hex(h),
      piece: s.pieces[b]!.id,
    });
  const pontoon = d.pontoon.get(h) >= 0;
  if (SEA_TYPES.has(p.type) && pontoon)
    return refuse('OCCUPIED', 'a pontoon blocks boats and barges', { why: 'pontoonBlocksBoats', hex: board.hex(h) });
  if (!couldEverUse(board, p.type, h, pontoon)) {
    const superTank = p.type === 'superTank' && board.terrain[h] === T_MOUNTAIN;
    return superTank
      ? refuse('TERRAIN', 'the super tank never goes on a mountain', { why: 'superTankMountain', hex: board.hex(h) })
      : refuse('TERRAIN', `a ${p.type} cannot go on ${board.terrainName(h)}`, {
          why: 'cannotGo',
          piece: p.id,
          hex: board.hex(h),
          terrain: board.terrainName(h),
        });
  }
  if (superCargo && board.terrain[h] === T_MOUNTAIN)
    return refuse('TERRAIN', 'the super tank never goes on a mountain, even carried', {
      why: 'superTankMountain',
      hex: board.hex(h),
      carrier: p.id,
    });
  return null;
}

/** A hex under the fire of `by` (enemies of `me`), that this piece may not enter. */
export function fireRefusal(s: GameState, board: Board, me: PlayerId, h: number, by: PlayerId[]): Refusal {
  return refuse('UNDER_FIRE', `${board.hex(h)} is under enemy fire`, {
    why: 'hex',
    hex: board.hex(h),
    by,
    covering: coverersOf(s, board, me, h),
  });
}
