// Why a piece cannot go to a hex now: the question a player asks by picking a hex his piece cannot reach.
// The answer is the true reason, found with the move's own checks and the engine's own reachability: the
// piece cannot move at all (the move's refusal), the hex itself refuses it (a piece there, a terrain it
// never uses...), the way is too long for the points left (with what it would cost), or there is no way
// there now: the terrain at this tide, the pieces in the way, or the enemy fire zones shut every way.
import { apply } from './apply.js';
import { TIDES, type Board } from './board.js';
import { fireMaps, enemiesCovering, type FireMaps } from './fire-maps.js';
import { entryRefusal, fireRefusal } from './movement.js';
import { holdsSuperTank, occupancy } from './occupancy.js';
import { activeId, boardOf, DESTRUCTORS, hexesOf, pieceById } from './pieces.js';
import { keepsFire, legalDestinations, reachAnyway, type Relax } from './queries.js';
import { refuse, type Refusal } from './refusals.js';
import type { GameState, Hex, PieceId, PlayerId } from './types.js';
import type { Destination } from './view-types.js';

/**
 * Why the active player's piece cannot go to hex `to` by a move now, or null when it can (a barge: when
 * one of its two hexes can stand there), when `to` is where it stands, or when the engine has no reason
 * to give. Nothing is played.
 */
export function whyNotReach(state: GameState, pieceId: PieceId, to: Hex): Refusal | null {
  const board = boardOf(state);
  const p = pieceById(state, pieceId);
  const h = board.parse(to);
  // the piece, the phase, the turn, the tide it is stuck at...: the move's own answer to a one-step move there
  const probe = () => {
    const r = apply(state, { type: 'move', piece: pieceId, path: [p?.type === 'barge' ? [to, to] : to] });
    return r.ok ? null : r.error;
  };
  if (!p || h < 0) return probe();
  if (hexesOf(board, p).includes(h)) return null;
  const strict = reachAnyway(state, pieceId);
  if (!strict) return probe();
  if (legalDestinations(state, pieceId, { paths: false }).some((d) => covers(d.to, to))) return null;

  const me = activeId(state)!;
  const d = occupancy(state, board);
  const hexWhy = entryRefusal(state, board, p, h, d, holdsSuperTank(state, p.id, d));
  if (hexWhy) return hexWhy;
  const cov = fireMaps(state, board);
  // the enemies whose fire covers the hex itself
  const covering = enemiesCovering(cov, me, h);
  const underFire = covering.length > 0;
  // a destructor may stop on a hex under fire (a second arrival); a retreat never, nor any other piece
  const arrives = DESTRUCTORS.has(p.type) && p.neutralisedBy === null;
  if (underFire && !arrives) return fireRefusal(state, board, me, h, covering);
  // a neutralised piece retreats one hex: the move itself says why not there
  if (p.neutralisedBy !== null) return probe();

  // Is there a way, however long? Then it is the points, or the move's own refusal at its end.
  const left = state.players[me]!.ap;
  const way = cheapestWay(board, strict, h, underFire && arrives);
  if (way) {
    const cost = way.cost;
    if (cost > left)
      return refuse('NOT_ENOUGH_AP', `it takes ${cost} points to go there, ${left} left`, { cost, left });
    const r = apply(state, { type: 'move', piece: pieceId, path: way.path } as never);
    if (!r.ok) return r.error;
    if (!underFire) return null;
    // a second arrival stops under fire to shoot at once: a shot costs 2 points and needs shots left
    if (left - cost < 2)
      return refuse('NOT_ENOUGH_AP', `it takes ${cost} points to go there and 2 to shoot, ${left} left`, {
        cost: cost + 2,
        left,
      });
    return refuse('UNDER_FIRE', `${board.hex(h)} is under enemy fire that this attack cannot clear`, {
      why: 'cannotClear',
      hex: board.hex(h),
      by: covering,
    });
  }

  // No way at all: what shuts it. First the terrain (at this tide, or at every tide), then pieces and fire.
  const reaches = (relax: Relax) => {
    const m = reachAnyway(state, pieceId, relax)!;
    // a second arrival ends under the fire the search still keeps
    const kept = covering.some((x) => keepsFire(relax, x));
    return cheapestWay(board, m, h, arrives && kept) !== null;
  };
  const opens = TIDES.filter((t) => reaches({ pieces: true, fire: true, tide: t }));
  if (!opens.includes(state.tide))
    return refuse(
      'TERRAIN',
      `no way to ${board.hex(h)} for ${p.id}: the terrain shuts every way ${opens.length ? 'at this tide' : 'at any tide'}`,
      {
        why: 'noWay',
        piece: p.id,
        hex: board.hex(h),
        tide: state.tide,
        opens,
      },
    );
  const byPieces = reaches({ pieces: true });
  const byFire = reaches({ fire: true });
  if (byPieces && !byFire)
    return refuse('OCCUPIED', `no way to ${board.hex(h)} for ${p.id} now: pieces stand on every way`, {
      why: 'noWay',
      piece: p.id,
      hex: board.hex(h),
    });
  const pieces = !byFire || byPieces;
  const shut = pieces ? 'pieces and enemy fire zones shut every way' : 'enemy fire zones shut every way';
  return refuse('UNDER_FIRE', `no way to ${board.hex(h)} for ${p.id} now: ${shut}`, {
    why: 'noWay',
    piece: p.id,
    hex: board.hex(h),
    by: firesShutting(cov, me, (aside) => reaches({ pieces: !byFire, fire: aside })),
    // pieces close ways too: every way needs both set aside, or some way needs only the pieces set aside
    pieces,
  });
}

/**
 * The enemies whose fire shuts every way, for the sentence "every way passes under X's fire". Not every
 * enemy with a zone somewhere (with three or four players that named a player whose fire had nothing to do
 * with it), nor every enemy whose zone some way crosses (with no limit of points every zone lies on some
 * way). A player needs to hear whose fire he has to deal with: the fire that, set aside, would open a way.
 * So: every enemy in some smallest-by-inclusion set of enemies whose fire, set aside, opens a way. One
 * enemy's zone on the only pass: that enemy. Two passes, each under another enemy's zone: both (each way
 * passes under one of them). One pass under two zones (overlapping or one after the other): both.
 * `opens(aside)`: whether setting aside these players' fire opens a way (setting aside all of them does).
 * At most seven searches: four players at most, so three enemies.
 */
function firesShutting(cov: FireMaps, me: PlayerId, opens: (aside: PlayerId[]) => boolean): PlayerId[] {
  const enemies = cov.players.filter((x, k) => x !== me && cov.counts[k]!.values().some((c) => c >= 2));
  const sets = (1 << enemies.length) - 1;
  // every subset of the enemies by size, smallest first: a subset holding an opening one is not minimal
  const order = Array.from({ length: sets }, (_, k) => k + 1).sort((a, b) => bits(a) - bits(b) || a - b);
  const minimal: number[] = [];
  for (const m of order) {
    if (minimal.some((o) => (o & m) === o)) continue;
    if (opens(enemies.filter((_, k) => m & (1 << k)))) minimal.push(m);
  }
  const named = minimal.reduce((a, m) => a | m, 0);
  return enemies.filter((_, k) => named & (1 << k));
}

function bits(m: number): number {
  let n = 0;
  for (; m; m &= m - 1) n++;
  return n;
}

/**
 * The cheapest way to hex h in a search's answer; `secondArrival`: h is under enemy fire and a destructor
 * may end there, one step from a hex of the search it does not strand on.
 */
function cheapestWay(
  board: Board,
  reach: Map<number, Destination>,
  h: number,
  secondArrival: boolean,
): { cost: number; path: Destination['path'] } | null {
  const there = reach.get(h);
  if (there) return { cost: there.cost, path: there.path };
  if (!secondArrival) return null;
  let best: Destination | null = null;
  for (let k = 0; k < 6; k++) {
    const n = board.nb[h * 6 + k]!;
    const d = n >= 0 ? reach.get(n) : undefined;
    if (d && !d.strands && (!best || d.cost < best.cost)) best = d;
  }
  return best ? { cost: best.cost + 1, path: [...(best.path as Hex[]), board.hex(h)] } : null;
}

/**
 * Why a piece has nowhere to go now (the Move ability's reason when it has no destination): the move's own
 * refusal when it cannot move at all, no points left, or each hex around it closed: their one reason when
 * they share it, else STUCK/hemmed with what closes them. null: it has somewhere to go.
 */
export function whyNoWayOut(state: GameState, pieceId: PieceId): Refusal | null {
  const board = boardOf(state);
  const p = pieceById(state, pieceId);
  if (!p || p.at < 0) return null;
  const own = hexesOf(board, p);
  const around: number[] = [];
  for (const h of own)
    for (let k = 0; k < 6; k++) {
      const x = board.nb[h * 6 + k]!;
      if (x >= 0 && !own.includes(x) && !around.includes(x)) around.push(x);
    }
  if (!around.length) return null;
  const me = activeId(state);
  if (reachAnyway(state, pieceId) && me && state.players[me]!.ap < 1)
    return refuse('NOT_ENOUGH_AP', 'no action points left', { cost: 1, left: state.players[me]!.ap });
  const whys: Refusal[] = [];
  for (const x of around) {
    const why = whyNotReach(state, pieceId, board.hex(x));
    if (!why) return null;
    whys.push(why);
  }
  const kind = (r: Refusal) => `${r.code}/${(r.params as { why?: string }).why ?? ''}`;
  if (whys.every((r) => kind(r) === kind(whys[0]!))) return whys[0]!;
  const closed = new Set<'pieces' | 'terrain' | 'fire' | 'other'>();
  for (const r of whys)
    closed.add(
      r.code === 'OCCUPIED' ? 'pieces' : r.code === 'TERRAIN' ? 'terrain' : r.code === 'UNDER_FIRE' ? 'fire' : 'other',
    );
  return refuse('STUCK', `${p.id} has no hex around it to go to now`, {
    why: 'hemmed',
    piece: p.id,
    closed: [...closed],
  });
}

/** Whether a destination puts the piece on hex `to` (a barge: either of its two hexes). */
function covers(dest: Destination['to'], to: Hex): boolean {
  const hexes = Array.isArray(dest[0]) ? (dest as [Hex, Hex]) : [dest as Hex];
  return hexes.some((x) => x[0] === to[0] && x[1] === to[1]);
}
