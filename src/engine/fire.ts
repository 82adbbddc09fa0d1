// Shooting: two destructors (or towers) destroy what stands on a hex in their range; an astronef's towers
// are shot down and rebuilt by its captor.
import {
  controlCheck,
  finish,
  firstUnderFire,
  getPiece,
  isRefusal,
  needPlay,
  no,
  pendingSecondArrival,
  spend,
  underFireRefusal,
} from './checks.js';
import { canClearFire, resolveShooters, volleysOf, type Shooter } from './combat.js';
import { destroyIn, everythingOn } from './destruction.js';
import { Edit } from './edit.js';
import { fireMaps, underEnemyFire } from './fire-maps.js';
import { settleNeutralisation } from './neutralisation.js';
import { occupancy } from './occupancy.js';
import type { ActionOf } from './parse.js';
import { activeId, boardOf, isAbandoned, ownerOf, pieceById, podeHexes } from './pieces.js';
import { refuse } from './refusals.js';
import { countsPartnerShots } from './rulings.js';
import type { GameEvent, GameState, Piece, Result } from './types.js';

export function handleFire(s: GameState, a: ActionOf<'fire'>): Result {
  const board = boardOf(s);
  const target = a.target;
  const wrongPhase = needPlay(s);
  if (wrongPhase) return no(s, wrongPhase);
  if (s.variant.mining) return no(s, refuse('WRONG_PHASE', 'no combat in the mining game', { why: 'mining' }));
  const me = activeId(s)!;
  const sh = resolveShooters(s, board, a.shooters, target);
  if (isRefusal(sh)) return no(s, sh);
  const d = occupancy(s, board);
  // the target
  const victims = everythingOn(s, board, target);
  const b = d.blocker.get(target);
  let tower: { k: Piece; pode: number } | null = null;
  if (b >= 0 && s.pieces[b]!.type === 'astronef') {
    const k = s.pieces[b]!;
    const pode = podeHexes(board, k).indexOf(target);
    if (pode < 0)
      return no(
        s,
        refuse('INVALID_TARGET', 'an astronef cannot be destroyed', { why: 'astronefIndestructible', astronef: k.id }),
      );
    if (ownerOf(s, k) === me && !isAbandoned(s, k))
      return no(s, refuse('INVALID_TARGET', 'you cannot shoot your own tower', { why: 'ownTower', astronef: k.id }));
    if (!k.towers?.[pode])
      return no(
        s,
        refuse('INVALID_TARGET', 'that tower is already destroyed', { why: 'towerDown', astronef: k.id, pode }),
      );
    tower = { k, pode };
  } else {
    if (victims.length === 0)
      return no(
        s,
        refuse('INVALID_TARGET', 'there is nothing to destroy there', { why: 'nothingThere', hex: board.hex(target) }),
      );
    for (const i of victims) {
      const v = s.pieces[i]!;
      if (v.type === 'pontoon') continue;
      if (ownerOf(s, v) === me && !isAbandoned(s, v))
        return no(
          s,
          refuse('INVALID_TARGET', `${v.id} is yours`, { why: 'ownPiece', piece: v.id, hex: board.hex(target) }),
        );
    }
  }
  const cost = 2;
  const tooDear = spend(s, cost);
  if (tooDear) return no(s, tooDear);
  const killed: string[] = [];
  const e = new Edit(s);
  for (const x of sh as Shooter[]) {
    if (x.kind === 'piece') e.piece(x.idx).shots++;
    else e.piece(x.idx).towerShots![x.pode]!++;
  }
  if (tower) e.piece(s.index[tower.k.id]!).towers![tower.pode] = false;
  else destroyIn(e, victims, killed);
  e.pay(cost);
  const next = e.done();
  const events: GameEvent[] = [
    {
      type: 'fired',
      shooters: (sh as Shooter[]).map((x) => x.ref),
      target: board.hex(target),
      destroyed: tower ? [`${tower.k.id}:${tower.pode}`] : killed,
    },
  ];
  if (killed.length) events.push({ type: 'destroyed', pieces: killed, cause: 'shot' });
  const pending = s.turnState.secondArrival;
  const r = finish(next, events, cost, true, true, undefined, true);
  if (pending && r.ok && r.state.turnState.secondArrival === pending && !canShootOut(r.state, pending))
    return no(
      s,
      refuse('UNDER_FIRE', `after this shot ${pending} could no longer get out of enemy fire`, {
        why: 'shotStrandsSecondArrival',
        secondArrival: pending,
      }),
    );
  return r;
}

/**
 * Can the second arrival `id` (standing where it is, its shots and the points left) get out of enemy fire?
 * The count first (`canClearFire`: the enemies its volleys destroy). That count leaves out one thing: a
 * destroyed piece lets go what its fire held, and a piece let go makes fire again (it may cover the hex
 * anew). So under the rulings of 2026-11-27, while any piece is held, some volley must also be accepted
 * when played through the engine: the engine accepts a volley only if the second arrival is then out of
 * fire or can still shoot its way out, so an accepted volley is a way out (at most two deep: two shots).
 */
export function canShootOut(s: GameState, id: string): boolean {
  const board = boardOf(s);
  const p = pieceById(s, id);
  if (!p || p.at < 0) return false;
  if (!underEnemyFire(fireMaps(s, board), ownerOf(s, p), p.at)) return true;
  if (!canClearFire(s, id)) return false;
  if (!countsPartnerShots(s) || occupancy(s, board).neutral.length === 0) return true;
  for (const v of volleysOf(s, board, p))
    if (handleFire(s, { type: 'fire', shooters: v.shooters, target: v.target }).ok) return true;
  return false;
}

/**
 * Could a destructor that stops on hex h (with `apAfter` points left) shoot its way out of the fire there?
 * The position is the one the move would make: under the rulings of 2026-11-27 with its neutralisations
 * settled, since leaving a hex may free an enemy piece the mover held, whose fire then counts (it may cover
 * a partner, or the hex).
 */
export function canClearFireAfterStep(s: GameState, p: Piece, h: number, apAfter: number): boolean {
  const trial = new Edit(s);
  trial.piece(s.index[p.id]!).at = h;
  trial.player(ownerOf(s, p)!).ap = apAfter;
  let moved = trial.done();
  if (!countsPartnerShots(s)) return canClearFire(moved, p.id);
  moved = settleNeutralisation(moved, 'action').state;
  const arrived = new Edit(moved);
  arrived.turnState().secondArrival = p.id;
  return canShootOut(arrived.done(), p.id);
}

export function handleRebuild(s: GameState, a: ActionOf<'rebuildTower'>): Result {
  const board = boardOf(s);
  const k = getPiece(s, a.astronef, 'astronef');
  if (isRefusal(k)) return no(s, k);
  if (k.type !== 'astronef')
    return no(s, refuse('BAD_INPUT', `${k.id} is not an astronef`, { why: 'malformed', field: 'astronef', got: k.id }));
  const wrongPhase = needPlay(s);
  if (wrongPhase) return no(s, wrongPhase);
  const notYours = controlCheck(s, k);
  if (notYours) return no(s, notYours);
  const mustShootFirst = pendingSecondArrival(s);
  if (mustShootFirst) return no(s, mustShootFirst);
  const me = activeId(s)!;
  if (k.rebuildBy !== me)
    return no(
      s,
      refuse('NOT_CAPTOR', 'only the player who took this astronef rebuilds its towers', {
        why: 'rebuild',
        astronef: k.id,
      }),
    );
  if (k.towers?.[a.pode])
    return no(s, refuse('INVALID_TARGET', 'that tower stands', { why: 'towerStands', astronef: k.id, pode: a.pode }));
  const pd = podeHexes(board, k)[a.pode]!;
  const f = firstUnderFire(s, board, [pd]);
  if (f) return no(s, underFireRefusal(board, f, 'that pode', s));
  const cost = 2;
  const tooDear = spend(s, cost);
  if (tooDear) return no(s, tooDear);
  const e = new Edit(s);
  const kk = e.piece(s.index[k.id]!);
  kk.towers![a.pode] = true;
  kk.towerShots![a.pode] = 0;
  e.pay(cost);
  const next = e.done();
  return finish(next, [{ type: 'towerRebuilt', astronef: k.id, pode: a.pode }], cost);
}
