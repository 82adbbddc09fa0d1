// Questions the UI asks: where can a piece go, what may it do, which hexes are under fire.
import { apply } from './apply.js';
import { landingCheck } from './landing.js';
import { T_MOUNTAIN, type Board } from './board.js';
import { canClearFireAt, fireContext, mayShootFrom, resolveShooter, resolveShooters } from './combat.js';
import { canClearFireAfterStep } from './fire.js';
import { Edit } from './edit.js';
import { mountainPair, pairCanBeBroken } from './mountain-pair.js';
import { silencesPairs, silencingHexes } from './mountain-silence.js';
import { fireMaps, type FireMaps } from './fire-maps.js';
import { occupancy, holdsSuperTank, tanksOnMountains } from './occupancy.js';
import {
  CAPACITY,
  DESTRUCTORS,
  activeId,
  boardOf,
  hexesOf,
  isAbandoned,
  ownerOf,
  pieceById,
  podeHexes,
  rangeOf,
} from './pieces.js';
import { canUse, couldEverUse, isStuckAt, pontoonUse, terrainUse } from './terrain.js';
import { liftOffPending } from './lift-off.js';
import { heldTargets } from './neutralisation.js';
import { clockPaysMountainPair, countsPartnerShots } from './rulings.js';
import { tallyScores } from './scoring.js';
import { refuse } from './refusals.js';
import { whyNoWayOut } from './unreachable.js';
import type { PersistentArray } from './persistent-array.js';
import type { Action, GameState, Hex, Piece, PieceId, PlayerId, Refusal, Score, Tide } from './types.js';
import type { Ability, Destination, FireZone, LandingSpot } from './view-types.js';

export { ownerOf } from './pieces.js';

export function activePlayer(state: GameState): PlayerId | null {
  return activeId(state);
}

export function isStuck(state: GameState, pieceId: PieceId): boolean {
  const p = pieceById(state, pieceId);
  return !!p && isStuckAt(state, boardOf(state), p);
}

/** Hexes under each player's fire. */
export function fireZones(state: GameState): FireZone[] {
  const board = boardOf(state);
  const cov = fireMaps(state, board);
  return cov.players.map((player, k) => {
    const c = cov.counts[k]!;
    const hexes: Hex[] = [];
    for (let i = 0; i < board.n; i++) if (c.get(i) >= 2) hexes.push(board.hex(i));
    return { player, hexes };
  });
}

/** The future tides a viewer may see now (his operational pondeuses at the last tide change). */
export function forecastFor(state: GameState, viewer: PlayerId | null): Tide[] {
  if (!viewer || !state.players[viewer] || state.phase === 'over') return [];
  return state.deck.slice(0, state.players[viewer]!.forecast);
}

/** What each player would bring home now: departed astronefs plus those he controls on the planet. */
export function scoresNow(state: GameState): Record<PlayerId, number> {
  const out: Record<PlayerId, number> = {};
  for (const sc of tallyScores(state, true)) out[sc.player] = sc.points;
  return out;
}

/** Per player: points, ore, pieces and towers each would bring home now (departed astronefs included). */
export function scoresDetail(state: GameState): Score[] {
  return tallyScores(state, true);
}

/** Turn 21: the players who still have a secret lift-off choice to make, in turn order. */
export function liftOffWaitingFor(state: GameState): PlayerId[] {
  if (state.phase !== 'liftoff') return [];
  const out: PlayerId[] = [];
  for (const x of liftOffPending(state)) if (!out.includes(x.player)) out.push(x.player);
  return out;
}

interface Search {
  board: Board;
  piece: Piece;
  me: PlayerId;
  ap: number;
  retreat: boolean;
}

/**
 * What a reachability search may set aside, to find why a hex cannot be reached (unreachable.ts): the
 * pieces in the way (pontoons still carry land pieces, and no longer stop boats), the enemy fire zones
 * (every enemy's, or those of the players listed), the tide in force (the terrain as at that tide). Action
 * points are never counted by such a search.
 */
export interface Relax {
  pieces?: boolean;
  fire?: boolean | readonly PlayerId[];
  tide?: Tide;
}

/** Whether a search keeps this enemy's fire zones (not set aside by `relax`). */
export function keepsFire(relax: Relax | undefined, player: PlayerId): boolean {
  const aside = relax?.fire;
  return !aside || (aside !== true && !aside.includes(player));
}

/** The fire maps of the enemies whose fire a search keeps (every enemy's when nothing is set aside). */
function keptEnemyMaps(cov: FireMaps, me: PlayerId, relax: Relax | undefined): PersistentArray[] {
  const kept: PersistentArray[] = [];
  for (let k = 0; k < cov.players.length; k++)
    if (cov.players[k] !== me && keepsFire(relax, cov.players[k]!)) kept.push(cov.counts[k]!);
  return kept;
}

/** No action point limit: the points a relaxed search may spend (dist is an Int16Array). */
const ANY_AP = 30000;

function searchSetup(state: GameState, pieceId: PieceId, anyAp = false): Search | null {
  if (state.phase !== 'play') return null;
  const board = boardOf(state);
  const p = pieceById(state, pieceId);
  const me = activeId(state);
  if (!p || !me || p.destroyed || p.in !== null || p.at < 0) return null;
  if (ownerOf(state, p) !== me || isAbandoned(state, p)) return null;
  if (p.type === 'astronef' || p.type === 'ore' || p.type === 'pontoon') return null;
  if (state.turnState.secondArrival) return null;
  if (isStuckAt(state, board, p)) return null;
  let retreat = false;
  if (p.neutralisedBy !== null) {
    const ts = state.turnState;
    if (!ts.mayRetreat.includes(p.id) || ts.retreated.includes(p.id) || ts.acted) return null;
    retreat = true;
  }
  if (heldTargets(state, p.id).length) return null;
  const ap = state.players[me]!.ap;
  if (ap < 1 && !anyAp) return null;
  return { board, piece: p, me, ap: retreat ? 1 : anyAp ? ANY_AP : ap, retreat };
}

/**
 * Every hex a piece can reach this turn with the cost of the cheapest legal route
 * (occupancy, terrain and tide, enemy fire respected). A destructor may also stop on a hex under
 * enemy fire as a second arrival when its shots can clear that fire. `pairs: false` keeps the
 * destinations where a tank would leave a mountain pair no move could break (the move refuses them):
 * for that very check, which asks only for destinations that make no pair.
 */
export function legalDestinations(
  state: GameState,
  pieceId: PieceId,
  opts: { paths?: boolean; pairs?: boolean } = {},
): Destination[] {
  const sx = searchSetup(state, pieceId);
  if (!sx) return [];
  if (sx.piece.type === 'barge') return bargeDestinations(state, sx, opts.paths !== false);
  const out = hexDestinations(state, sx, opts.paths !== false);
  return opts.pairs === false ? out : withoutUnbreakablePairs(state, sx, out);
}

/**
 * Every hex this piece could reach now with no limit of action points, each with its cheapest cost, the
 * search setting aside what `relax` says (for a barge: every hex one of its two hexes could cover). No
 * second arrival (a hex under enemy fire is never entered unless `relax.fire`). null: the piece cannot
 * move at all now (the move's own refusal says why).
 */
export function reachAnyway(state: GameState, pieceId: PieceId, relax: Relax = {}): Map<number, Destination> | null {
  const sx = searchSetup(state, pieceId, true);
  if (!sx) return null;
  const out = new Map<number, Destination>();
  const board = sx.board;
  const keep = (h: number, d: Destination) => {
    const had = out.get(h);
    if (!had || d.cost < had.cost) out.set(h, d);
  };
  if (sx.piece.type === 'barge')
    for (const d of bargeDestinations(state, sx, true, relax)) for (const x of d.to as Hex[]) keep(board.parse(x), d);
  else for (const d of hexDestinations(state, sx, true, relax)) keep(board.parse(d.to), d);
  return out;
}

/**
 * The destinations the move itself would accept: under the rulings of 2026-11-27 (the rulebook's
 * variant) a tank may not stop on a mountain that leaves its player a pair no move could break
 * (movement.ts, `MOUNTAIN_PAIR` `cannotBreak`). Only mountains that make a pair, or any mountain while a
 * pair stands already, need the check, on the position the move would make.
 */
function withoutUnbreakablePairs(state: GameState, sx: Search, out: Destination[]): Destination[] {
  const { board, piece } = sx;
  if (piece.type !== 'tank' || !clockPaysMountainPair(state) || (state.variant.mountainPair ?? 'forbid') !== 'forbid')
    return out;
  const standing = mountainPair(state, board) !== null;
  if (!standing && !out.some((d) => d.mountainPair)) return out;
  const idx = state.index[piece.id]!;
  return out.filter((d) => {
    const [x, y] = d.to as Hex;
    const h = board.idx(x, y);
    if (board.terrain[h] !== T_MOUNTAIN || (!d.mountainPair && !standing)) return true;
    const e = new Edit(state);
    const q = e.piece(idx);
    q.at = h;
    if (sx.retreat) q.neutralisedBy = null;
    e.pay(d.cost);
    // the turn's state as the move leaves it (movement.ts): acted, retreated, the second arrival
    const ts = e.turnState();
    ts.acted = state.turnState.acted || !sx.retreat;
    if (sx.retreat) ts.retreated = state.turnState.retreated.concat([piece.id]);
    if (d.secondArrival) ts.secondArrival = piece.id;
    const next = e.done();
    return !mountainPair(next, board) || pairCanBeBroken(next, board);
  });
}

/**
 * Reusable BFS buffers (allocating four typed arrays per query cost more than the search itself).
 * The engine is never re-entered during a search, so one set per board size is enough.
 */
const scratch = new Map<number, { dist: Int16Array; parent: Int16Array; queue: Int16Array; strands: Uint8Array }>();
function scratchFor(n: number) {
  let b = scratch.get(n);
  if (!b) {
    b = { dist: new Int16Array(n), parent: new Int16Array(n), queue: new Int16Array(n), strands: new Uint8Array(n) };
    scratch.set(n, b);
  }
  b.dist.fill(-1);
  b.strands.fill(0);
  return b;
}

function hexDestinations(state: GameState, sx: Search, withPaths: boolean, relax?: Relax): Destination[] {
  const { board, piece, me } = sx;
  const d = occupancy(state, board);
  const enemyMaps = keptEnemyMaps(fireMaps(state, board), me, relax);
  const n = board.n;
  const { dist, parent, queue, strands } = scratchFor(n);
  const type = piece.type;
  const nb = board.nb;
  // The live values of these maps, read in the loop below only (nothing there reads other versions).
  const blocker: readonly number[] = relax?.pieces ? new Array<number>(n).fill(-1) : d.blocker.values();
  const pontoon = d.pontoon.values();
  const enemy = enemyMaps.map((m) => m.values());
  const isDestructor = DESTRUCTORS.has(type);
  const noMountain = holdsSuperTank(state, piece.id, d);
  // What each terrain is to this piece now (see terrainUse): 0 closed, 1 usable, 2 it strands there.
  const use: number[] = [];
  const onPontoon: number[] = [];
  const tide = relax?.tide ?? state.tide;
  for (let t = 0; t < 5; t++) {
    const blocked = noMountain && t === T_MOUNTAIN;
    use.push(blocked ? 0 : terrainUse(type, t, tide));
    // pieces set aside: a pontoon no longer stops a boat (it still carries a land piece)
    onPontoon.push(blocked ? 0 : relax?.pieces ? Math.max(pontoonUse(type, t), use[t]!) : pontoonUse(type, t));
  }
  const terrain = board.terrain;
  const fireFront: number[] = [];
  let head = 0;
  let tail = 0;
  dist[piece.at] = 0;
  queue[tail++] = piece.at;
  const out: Destination[] = [];
  while (head < tail) {
    const h = queue[head++]!;
    const dh = dist[h]!;
    if (dh >= sx.ap || strands[h]) continue;
    const base = h * 6;
    for (let k = 0; k < 6; k++) {
      const x = nb[base + k]!;
      if (x < 0 || dist[x]! >= 0) continue;
      if (blocker[x]! >= 0) continue;
      const u = pontoon[x]! >= 0 ? onPontoon[terrain[x]!]! : use[terrain[x]!]!;
      if (u === 0) continue;
      let fire = false;
      for (let e = 0; e < enemy.length; e++)
        if (enemy[e]![x]! >= 2) {
          fire = true;
          break;
        }
      if (fire) {
        if (isDestructor && !sx.retreat) fireFront.push(x, h);
        continue;
      }
      dist[x] = dh + 1;
      parent[x] = h;
      if (u === 2) strands[x] = 1;
      queue[tail++] = x;
    }
  }
  if (relax) {
    for (let i = 1; i < tail; i++) {
      const h = queue[i]!;
      const path = withPaths ? pathOf(board, parent, piece.at, h) : [];
      out.push({
        to: board.hex(h),
        cost: dist[h]!,
        path,
        strands: !!strands[h],
        secondArrival: false,
        mountainPair: false,
      });
    }
    return out;
  }
  const galaxy = silencesPairs(state);
  const pairs = type === 'tank' && !galaxy ? mountainPairHexes(state, board, piece, me) : null;
  const silencing = type === 'tank' && galaxy ? silencingHexes(state, board, piece, me) : null;
  for (let i = 1; i < tail; i++) {
    const h = queue[i]!;
    out.push({
      to: board.hex(h),
      cost: dist[h]!,
      path: withPaths ? pathOf(board, parent, piece.at, h) : [],
      strands: !!strands[h],
      secondArrival: false,
      mountainPair: !!pairs?.has(h),
      ...(silencing?.has(h) ? { silenced: true } : {}),
    });
  }
  // Second arrival: stop on a hex under fire when the attack can clear it.
  // It must arrive with a shot and 2 AP left (the hex is under fire, so it has to shoot).
  if (fireFront.length === 0 || piece.shots >= 2) return out;
  let ctx: ReturnType<typeof fireContext> | null = null;
  const seen = new Set<number>();
  for (let i = 0; i < fireFront.length; i += 2) {
    const x = fireFront[i]!;
    const from = fireFront[i + 1]!;
    if (seen.has(x) || !canUse(state, board, type, x, d)) continue;
    seen.add(x);
    let best = from;
    for (let k = 0; k < 6; k++) {
      const y = nb[x * 6 + k]!;
      if (y >= 0 && dist[y]! >= 0 && dist[y]! < dist[best]! && !strands[y]) best = y;
    }
    const cost = dist[best]! + 1;
    if (cost > sx.ap || state.players[me]!.ap - cost < 2) continue;
    ctx ??= fireContext(state, board, piece);
    const range = type === 'tank' && board.terrain[x] === T_MOUNTAIN ? 3 : rangeOf(board, piece);
    if (!mayShootFrom(ctx, board, x, range)) continue;
    if (!canClearFireAt(ctx, board, x, range, 2 - piece.shots, state.players[me]!.ap - cost)) continue;
    // While a piece is held, leaving a hex or destroying a holder may free it, its fire counting again: then
    // the move's own check decides (the settled position, the volleys played through the engine).
    if (
      d.neutral.length &&
      countsPartnerShots(state) &&
      !canClearFireAfterStep(state, piece, x, state.players[me]!.ap - cost)
    )
      continue;
    const path = withPaths ? pathOf(board, parent, piece.at, best) : [];
    if (withPaths) path.push(board.hex(x));
    out.push({
      to: board.hex(x),
      cost,
      path,
      strands: false,
      secondArrival: true,
      mountainPair: !!pairs?.has(x),
      ...(silencing?.has(x) ? { silenced: true } : {}),
    });
  }
  return out;
}

/**
 * Mountain hexes next to another of my tanks standing on a mountain: a tank stopping there makes a pair
 * (the same tanks the end of the turn looks at).
 */
function mountainPairHexes(state: GameState, board: Board, mover: Piece, me: PlayerId): Set<number> | null {
  let out: Set<number> | null = null;
  for (const q of tanksOnMountains(state, board, me)) {
    if (q === mover) continue;
    for (let k = 0; k < 6; k++) {
      const x = board.nb[q.at * 6 + k]!;
      if (x >= 0 && board.terrain[x] === T_MOUNTAIN) (out ??= new Set()).add(x);
    }
  }
  return out;
}

function pathOf(board: Board, parent: Int16Array, start: number, end: number): Hex[] {
  const rev: Hex[] = [];
  for (let h = end; h !== start; h = parent[h]!) rev.push(board.hex(h));
  return rev.reverse();
}

function bargeDestinations(state: GameState, sx: Search, withPaths: boolean, relax?: Relax): Destination[] {
  const { board, piece, me } = sx;
  const d = occupancy(state, board);
  const enemyMaps = keptEnemyMaps(fireMaps(state, board), me, relax);
  const n = board.n;
  const key = (a: number, b: number) => (a < b ? a * n + b : b * n + a);
  const start = key(piece.at, piece.at2);
  const dist = new Map<number, number>([[start, 0]]);
  const parent = new Map<number, number>();
  const strands = new Set<number>();
  const queue: number[] = [start];
  const free = (x: number) => {
    if (!relax?.pieces) {
      const b = d.blocker.get(x);
      if (b >= 0 && state.pieces[b] !== piece) return false;
      if (d.pontoon.get(x) >= 0) return false;
    }
    if (!couldEverUse(board, 'barge', x, false)) return false;
    for (const m of enemyMaps) if (m.get(x) >= 2) return false;
    return true;
  };
  // it strands on a hex it cannot use at this tide (a relaxed search: at the tide asked, pontoons set aside)
  const strandsOn = relax
    ? (x: number) => terrainUse('barge', board.terrain[x]!, relax.tide ?? state.tide) !== 1
    : (x: number) => !canUse(state, board, 'barge', x, d);
  for (let qi = 0; qi < queue.length; qi++) {
    const cur = queue[qi]!;
    const c = dist.get(cur)!;
    if (c >= sx.ap || strands.has(cur)) continue;
    const a = Math.floor(cur / n);
    const b = cur % n;
    for (const [keep, other] of [
      [a, b],
      [b, a],
    ] as const) {
      for (let k = 0; k < 6; k++) {
        const x = board.nb[keep * 6 + k]!;
        if (x < 0 || x === other || !free(x)) continue;
        const nk = key(keep, x);
        if (dist.has(nk)) continue;
        dist.set(nk, c + 1);
        parent.set(nk, cur);
        if (strandsOn(x)) strands.add(nk);
        queue.push(nk);
      }
    }
  }
  const out: Destination[] = [];
  for (const [k, c] of dist) {
    if (k === start) continue;
    const pair: [Hex, Hex] = [board.hex(Math.floor(k / n)), board.hex(k % n)];
    const path: [Hex, Hex][] = [];
    if (withPaths)
      for (let x = k; x !== start; x = parent.get(x)!) path.push([board.hex(Math.floor(x / n)), board.hex(x % n)]);
    out.push({
      to: pair,
      cost: c,
      path: path.reverse(),
      strands: strands.has(k),
      secondArrival: false,
      mountainPair: false,
    });
  }
  return out;
}

/** What a piece may do now, each with the engine's own answer (dry runs through apply). */
export function pieceAbilities(state: GameState, pieceId: PieceId): Ability[] {
  const p = pieceById(state, pieceId);
  if (!p) return [];
  const board = boardOf(state);
  const d = occupancy(state, board);
  const out: Ability[] = [];
  const tryAct = (a: Action) => apply(state, a);
  const me = activeId(state);
  const neighbours = (hs: number[]) => {
    const set = new Set<number>();
    for (const h of hs)
      for (let k = 0; k < 6; k++) {
        const x = board.nb[h * 6 + k]!;
        if (x >= 0 && !hs.includes(x)) set.add(x);
      }
    return [...set];
  };
  const myHexes = hexesOf(board, p);
  /** An action refused: its code and the refusal's own params (typed by code and why). */
  const denied = (action: Ability['action'], e: Refusal, extra: Partial<Ability> = {}): Ability => ({
    action,
    allowed: false,
    reason: e.code,
    params: e.params,
    ...extra,
  });

  if (p.type !== 'astronef' && p.type !== 'ore' && p.type !== 'pontoon') {
    const dests = legalDestinations(state, p.id, { paths: false });
    const retreat = p.neutralisedBy !== null && state.turnState.mayRetreat.includes(p.id);
    if (dests.length)
      out.push({
        action: retreat ? 'retreat' : 'move',
        allowed: true,
        hexes: dests.map((x) => (Array.isArray(x.to[0]) ? (x.to[0] as Hex) : (x.to as Hex))),
      });
    else if (state.phase !== 'play')
      out.push(
        denied('move', refuse('WRONG_PHASE', 'moves are made in play', { why: 'playOnly', phase: state.phase })),
      );
    else if (p.in !== null)
      out.push(denied('move', refuse('STUCK', `${p.id} is carried`, { why: 'carried', piece: p.id, carried: p.in })));
    else
      out.push(
        denied(
          'move',
          whyNoWayOut(state, p.id) ??
            refuse('INVALID_TARGET', `${p.id} is not on the board`, { why: 'offBoard', piece: p.id }),
        ),
      );
  }
  // load: adjacent items this carrier can take
  if (CAPACITY[p.type] !== undefined || p.type === 'astronef') {
    const around = p.type === 'astronef' ? neighbours(podeHexes(board, p)) : neighbours(myHexes);
    const pieces: PieceId[] = [];
    let why: Ability | null = null;
    for (const h of around) {
      for (const i of [d.blocker.get(h), d.pontoon.get(h)]) {
        if (i < 0) continue;
        const item = state.pieces[i]!;
        if (item === p || item.type === 'astronef') continue;
        const r = tryAct({ type: 'load', carrier: p.id, item: item.id });
        if (r.ok) pieces.push(item.id);
        else why ??= denied('load', r.error);
      }
    }
    if (pieces.length) out.push({ action: 'load', allowed: true, pieces });
    else if (why) out.push(why);
    // unload: each item aboard, the hexes it can go to
    const cargo = d.contents.get(p.id) ?? [];
    const dropZone = p.type === 'astronef' ? neighbours(podeHexes(board, p)) : neighbours(myHexes);
    for (const i of cargo) {
      const item = state.pieces[i]!;
      const hexes: Hex[] = [];
      let reason: Ability | null = null;
      for (const h of dropZone) {
        const r = tryAct({ type: 'unload', carrier: p.id, item: item.id, to: board.hex(h) });
        if (r.ok) hexes.push(board.hex(h));
        else reason ??= denied('unload', r.error, { item: item.id });
      }
      if (hexes.length) out.push({ action: 'unload', allowed: true, pieces: [item.id], item: item.id, hexes });
      else if (reason) out.push(reason);
    }
  }
  // build
  if (p.type === 'pondeuse') {
    for (const kind of ['tank', 'crab', 'pontoon'] as const) {
      const hexes: Hex[] = [];
      let reason: Ability | null = null;
      for (const h of neighbours(myHexes)) {
        const r = tryAct({ type: 'build', pondeuse: p.id, kind, to: board.hex(h) });
        if (r.ok) hexes.push(board.hex(h));
        else reason ??= denied('build', r.error, { kind });
      }
      if (hexes.length) out.push({ action: 'build', allowed: true, hexes, kind });
      else if (reason) out.push(reason);
    }
  }
  // fire and capture, for destructors
  if (DESTRUCTORS.has(p.type) && p.at >= 0 && me) {
    const partners = state.pieces.filter(
      (q) =>
        q !== p &&
        (DESTRUCTORS.has(q.type) || q.type === 'astronef') &&
        ownerOf(state, q) === me &&
        q.at >= 0 &&
        q.in === null &&
        !q.destroyed,
    );
    const targets: Hex[] = [];
    // Why it may not shoot: first its own state (ammo, fire, tide), then the shot itself; a partner's
    // own trouble (a tower down, out of range) is not this piece's reason: then it has no partner.
    let own: Refusal | null = null;
    let shot: Refusal | null = null;
    let partnerFailed = false;
    for (const h of board.within(p.at, rangeOf(board, p))) {
      const b = d.blocker.get(h);
      if (b < 0 && d.pontoon.get(h) < 0) continue;
      // one's own pieces are no targets, one's astronef with them (its towers' refusal was the Shoot button's reason)
      if (b >= 0 && ownerOf(state, state.pieces[b]!) === me) continue;
      const self = resolveShooter(state, board, p.id, h);
      if (!Array.isArray(self) && 'code' in self) {
        own ??= self;
        continue;
      }
      for (const q of partners) {
        const pair = resolveShooters(state, board, [p.id, q.id], h);
        if (!Array.isArray(pair)) {
          partnerFailed = true;
          continue;
        }
        const r = tryAct({ type: 'fire', shooters: [p.id, q.id], target: board.hex(h) });
        if (r.ok) {
          targets.push(board.hex(h));
          break;
        }
        shot ??= r.error;
      }
    }
    const fireWhy =
      own ??
      shot ??
      (partnerFailed || partners.length === 0
        ? refuse('NEEDS_TWO', `no partner can shoot with ${p.id}`, { why: 'noPartner', piece: p.id })
        : null);
    if (targets.length) out.push({ action: 'fire', allowed: true, hexes: targets });
    else if (fireWhy) out.push(denied('fire', fireWhy));
    const capt: PieceId[] = [];
    let creason: Ability | null = null;
    for (const h of neighbours(myHexes)) {
      const b = d.blocker.get(h);
      if (b < 0) continue;
      const t = state.pieces[b]!;
      if (t.type === 'astronef' || ownerOf(state, t) === me) continue;
      for (const q of partners) {
        if (q.type === 'astronef') continue;
        const r = tryAct({ type: 'capture', captors: [p.id, q.id], target: t.id });
        if (r.ok) {
          capt.push(t.id);
          break;
        }
        creason ??= denied('capture', r.error);
      }
    }
    if (capt.length) out.push({ action: 'capture', allowed: true, pieces: capt });
    else if (creason) out.push(creason);
    // enter (take) an adjacent enemy astronef whose towers are down
    for (const k of state.pieces) {
      if (k.type !== 'astronef' || k.at < 0 || k.departed || ownerOf(state, k) === me) continue;
      if (!podeHexes(board, k).some((pd) => myHexes.some((h) => board.adjacent(h, pd)))) continue;
      const r = tryAct({ type: 'load', carrier: k.id, item: p.id });
      out.push(
        r.ok
          ? { action: 'load', allowed: true, pieces: [k.id], enter: true }
          : denied('load', r.error, { enter: true, pieces: [k.id] }),
      );
    }
  }
  // enter one's own astronef through an adjacent pode
  if (
    me &&
    p.type !== 'astronef' &&
    p.type !== 'ore' &&
    p.type !== 'pontoon' &&
    p.in === null &&
    p.at >= 0 &&
    ownerOf(state, p) === me
  ) {
    for (const k of state.pieces) {
      if (k.type !== 'astronef' || k.at < 0 || k.departed || ownerOf(state, k) !== me) continue;
      if (!podeHexes(board, k).some((pd) => myHexes.some((h) => board.adjacent(h, pd)))) continue;
      const r = tryAct({ type: 'load', carrier: k.id, item: p.id });
      out.push(
        r.ok
          ? { action: 'load', allowed: true, pieces: [k.id], enter: true }
          : denied('load', r.error, { enter: true, pieces: [k.id] }),
      );
    }
  }
  if (p.type === 'astronef' && p.towers) {
    for (let k = 0; k < 3; k++) {
      if (p.towers[k]) continue;
      const r = tryAct({ type: 'rebuildTower', astronef: p.id, pode: k });
      out.push(
        r.ok ? { action: 'rebuildTower', allowed: true, pode: k } : denied('rebuildTower', r.error, { pode: k }),
      );
    }
    if (state.turn === 25 && me) {
      const r = tryAct({ type: 'liftOff', player: me, astronef: p.id, choice: 'leave' });
      out.push(r.ok ? { action: 'liftOff', allowed: true } : denied('liftOff', r.error));
    }
  }
  return out;
}

/** Turn 1 (and turn 15 of the second-astronef variant): every legal spot for the active player's astronef. */
export function landingSpots(state: GameState): LandingSpot[] {
  const me = activeId(state);
  if (state.phase !== 'landing' || !me) return [];
  const board = boardOf(state);
  const out: LandingSpot[] = [];
  for (let i = 0; i < board.n; i++) {
    for (const o of ['N', 'S'] as const) {
      const r = landingCheck(state, board, i, o);
      if (Array.isArray(r)) out.push({ at: board.hex(i), orientation: o, hexes: r.map((h) => board.hex(h)) });
    }
  }
  return out;
}

/** Deployment (turn 2, or turn 15): the hexes where this piece may be deployed now (for a barge, its first hex). */
export function deploySpots(state: GameState, pieceId: PieceId): Hex[] {
  if (state.phase !== 'deploy') return [];
  const board = boardOf(state);
  const p = pieceById(state, pieceId);
  if (!p) return [];
  const near = new Set<number>();
  for (const k of state.pieces) {
    if (k.type !== 'astronef' || k.at < 0 || k.departed) continue;
    for (const h of hexesOf(board, k)) for (const x of board.within(h, 4)) near.add(x);
  }
  const out: Hex[] = [];
  for (const h of near)
    if (apply(state, { type: 'deploy', piece: pieceId, to: board.hex(h) }).ok) out.push(board.hex(h));
  return out;
}
