// What every handler checks (phase, control, readiness, points, enemy fire) and how an accepted action
// ends (finish: pontoon chains, neutralisation, the second arrival's state).
import { Board } from './board.js';
import { coverersOf } from './combat.js';
import { Edit } from './edit.js';
import { enemiesCovering, fireMaps } from './fire-maps.js';
import { settleMountainSilence } from './mountain-silence.js';
import { settleNeutralisation, type MoveHint } from './neutralisation.js';
import type { Occupancy } from './occupancy.js';
import { activeId, boardOf, hexesOf, isAbandoned, onBoard, ownerOf, pieceById } from './pieces.js';
import { collapsePontoons } from './pontoons.js';
import { refuse, type Refusal } from './refusals.js';
import { isStuckAt } from './terrain.js';
import type { GameEvent, GameState, Piece, Result } from './types.js';

export const ok = (state: GameState, events: GameEvent[], spent = 0): Result => ({ ok: true, state, events, spent });

export const no = (state: GameState, error: Refusal, events: GameEvent[] = [], spent = 0): Result => ({
  ok: false,
  state,
  error,
  events,
  spent,
});

export function getPiece(s: GameState, id: string, field: string): Piece | Refusal {
  const p = pieceById(s, id);
  if (!p) return refuse('BAD_INPUT', `no piece ${id}`, { why: 'malformed', field, got: id });
  if (p.destroyed) return refuse('INVALID_TARGET', `${id} was destroyed`, { why: 'destroyed', piece: id });
  return p;
}

export const isRefusal = (v: unknown): v is Refusal => !!v && typeof v === 'object' && 'code' in (v as object);

export function needPlay(s: GameState): Refusal | null {
  if (s.phase !== 'play')
    return refuse('WRONG_PHASE', `not during the ${s.phase} phase`, { why: 'playOnly', phase: s.phase });
  return null;
}

/** The active player may act with this piece. */
export function controlCheck(s: GameState, p: Piece): Refusal | null {
  const me = activeId(s);
  const owner = ownerOf(s, p);
  if (isAbandoned(s, p)) return refuse('NOT_YOUR_PIECE', `${p.id} was abandoned`, { why: 'abandoned', piece: p.id });
  if (owner === null) return refuse('NOT_YOUR_PIECE', `${p.id} belongs to nobody`, { why: 'neutral', piece: p.id });
  if (owner !== me) return refuse('NOT_YOUR_PIECE', `${p.id} is not yours`, { why: 'enemy', piece: p.id, owner });
  return null;
}

export function pendingSecondArrival(s: GameState): Refusal | null {
  const arriving = s.turnState.secondArrival;
  if (arriving)
    return refuse('UNDER_FIRE', `${arriving} came under fire as a second arrival: it must shoot first`, {
      why: 'secondArrivalPending',
      secondArrival: arriving,
    });
  return null;
}

function fireAt(s: GameState, board: Board, h: number): string[] {
  return enemiesCovering(fireMaps(s, board), activeId(s), h);
}

export function firstUnderFire(s: GameState, board: Board, hexes: number[]): { hex: number; by: string[] } | null {
  for (const h of hexes) {
    const by = fireAt(s, board, h);
    if (by.length) return { hex: h, by };
  }
  return null;
}

export function underFireRefusal(board: Board, f: { hex: number; by: string[] }, what: string, s: GameState): Refusal {
  const covering = coverersOf(s, board, activeId(s), f.hex).filter((c) => f.by.includes(c.player));
  return refuse('UNDER_FIRE', `${what} is under enemy fire`, { why: 'hex', hex: board.hex(f.hex), by: f.by, covering });
}

/** The piece can act: not carried, not stuck, not neutralised. */
export function readyCheck(s: GameState, board: Board, p: Piece, d: Occupancy): Refusal | null {
  if (p.in !== null) return refuse('STUCK', `${p.id} is carried`, { why: 'carried', piece: p.id, carried: p.in });
  if (p.at < 0) return refuse('INVALID_TARGET', `${p.id} is not on the board`, { why: 'offBoard', piece: p.id });
  if (isStuckAt(s, board, p, d))
    return refuse('STUCK', `${p.id} is stranded or bogged by the tide`, { why: 'tide', piece: p.id, tide: s.tide });
  if (p.neutralisedBy !== null)
    return refuse('UNDER_FIRE', `${p.id} is neutralised by ${p.neutralisedBy}'s fire`, {
      why: 'neutralised',
      piece: p.id,
      by: [p.neutralisedBy],
    });
  return null;
}

export function spend(s: GameState, cost: number): Refusal | null {
  const me = activeId(s)!;
  const ap = s.players[me]!.ap;
  if (ap < cost) return refuse('NOT_ENOUGH_AP', `this costs ${cost}, ${ap} left`, { cost, left: ap });
  return null;
}

/** After an accepted action: pontoon chains, neutralisation, the second arrival's state. */
/**
 * `fire`: the action may have changed somebody's fire (a destructor moved, anything destroyed, captured,
 * loaded or unloaded); a crab or a barge moving changes nobody's fire.
 */
export function finish(
  s: GameState,
  events: GameEvent[],
  spent: number,
  acted = true,
  okResult = true,
  err?: Refusal,
  pontoons = false,
  fire = true,
  hint?: MoveHint,
): Result {
  let cur = s;
  if (acted && !cur.turnState.acted) {
    const e = new Edit(cur);
    e.turnState().acted = true;
    cur = e.done();
  }
  if (pontoons) {
    const c = collapsePontoons(cur);
    cur = c.state;
    events.push(...c.events);
  }
  // Full Metal Galaxy's mountain pairs: a silenced tank whose partner left makes fire again
  if (fire) {
    const settled = settleMountainSilence(cur);
    // the move's hint says nobody else's fire changed: no longer true once a partner makes fire again
    if (settled !== cur) hint = undefined;
    cur = settled;
  }
  if (cur.phase === 'play' && fire) {
    const n = settleNeutralisation(cur, 'action', hint);
    cur = n.state;
    events.push(...n.events);
    const arriving = cur.turnState.secondArrival;
    if (arriving) {
      const p = pieceById(cur, arriving);
      const board = boardOf(cur);
      if (!p || p.destroyed || !onBoard(p) || !firstUnderFire(cur, board, hexesOf(board, p))) {
        const e = new Edit(cur);
        e.turnState().secondArrival = null;
        cur = e.done();
      }
    }
  }
  return okResult ? ok(cur, events, spent) : no(cur, err!, events, spent);
}
