// The one door: apply(state, action) -> Result. Every rule check ends in a reason code.
import { Edit, cloneState } from './edit.js';
import { T_MARSH, T_MOUNTAIN, T_PLAIN, type Board } from './board.js';
import {
  CAPACITY,
  DESTRUCTORS,
  SEA_TYPES,
  activeId,
  bankAtEndOfTurn,
  astronefHexes,
  boardOf,
  canUse,
  couldEverUse,
  fireMaps,
  occupancy,
  enemiesCovering,
  hexesOf,
  isAbandoned,
  isStuckAt,
  onBoard,
  ownerOf,
  pieceById,
  podeHexes,
  rangeOf,
  sizeOf,
  slotsUsed,
  underEnemyFire,
  withCargo,
  holdsSuperTank,
  tanksOnMountains,
  seedMovedFireMaps,
  seedMovedOccupancy,
  type Occupancy,
  hasLineage,
  noteDescent,
} from './core.js';
import { newPiece } from './setup.js';
import {
  astronefsOf,
  collapsePontoons,
  destroyIn,
  everythingOn,
  heldTargets,
  liftOffPending,
  nextPlayer,
  type MoveHint,
  revealLiftOff,
  settleNeutralisation,
  takeOff,
} from './turns.js';
import type { Action, BuildKind, GameEvent, GameState, Piece, PlayerId, Refusal, Result } from './types.js';
import { refuse } from './refusals.js';
import { parseAction, type ActionOf, type ParsedAction } from './parse.js';
import { canClearFire, coverersOf, resolveShooters, type Shooter } from './combat.js';


const ok = (state: GameState, events: GameEvent[], spent = 0): Result => ({ ok: true, state, events, spent });
const no = (state: GameState, error: Refusal, events: GameEvent[] = [], spent = 0): Result => ({
  ok: false,
  state,
  error,
  events,
  spent,
});

export function apply(state: GameState, action: unknown): Result {
  try {
    const type = action && typeof action === 'object' ? (action as { type?: unknown }).type : undefined;
    if (state.phase === 'over' && typeof type === 'string' && Object.hasOwn(HANDLERS, type))
      return no(state, refuse('WRONG_PHASE', 'the game is over', { why: 'gameOver', phase: state.phase }));
    const a = parseAction(boardOf(state), action);
    if ('code' in a) return no(state, a);
    const r = handle(state, a);
    // Every state the door hands out knows the state it came from: caches are patched along that line only.
    if (!hasLineage(r.state)) noteDescent(state, r.state, null);
    return r;
  } catch (e) {
    // A rules bug must not lose the game: refuse, keep the state, say what happened.
    return no(state, refuse('BAD_INPUT', `internal error: ${(e as Error).message}`, { why: 'internal', detail: (e as Error).message }));
  }
}

// ---------------------------------------------------------------- input checks

function getPiece(s: GameState, id: string, field: string): Piece | Refusal {
  const p = pieceById(s, id);
  if (!p) return refuse('BAD_INPUT', `no piece ${id}`, { why: 'malformed', field, got: id });
  if (p.destroyed) return refuse('INVALID_TARGET', `${id} was destroyed`, { why: 'destroyed', piece: id });
  return p;
}

const isRefusal = (v: unknown): v is Refusal => !!v && typeof v === 'object' && 'code' in (v as object);

function needPlay(s: GameState): Refusal | null {
  if (s.phase !== 'play') return refuse('WRONG_PHASE', `not during the ${s.phase} phase`, { why: 'playOnly', phase: s.phase });
  return null;
}

/** The active player may act with this piece. */
function controlCheck(s: GameState, p: Piece): Refusal | null {
  const me = activeId(s);
  const owner = ownerOf(s, p);
  if (isAbandoned(s, p)) return refuse('NOT_YOUR_PIECE', `${p.id} was abandoned`, { why: 'abandoned', piece: p.id });
  if (owner === null) return refuse('NOT_YOUR_PIECE', `${p.id} belongs to nobody`, { why: 'neutral', piece: p.id });
  if (owner !== me) return refuse('NOT_YOUR_PIECE', `${p.id} is not yours`, { why: 'enemy', piece: p.id, owner });
  return null;
}

function pendingSecondArrival(s: GameState): Refusal | null {
  const arriving = s.turnState.secondArrival;
  if (arriving) return refuse('UNDER_FIRE', `${arriving} came under fire as a second arrival: it must shoot first`, { why: 'secondArrivalPending', secondArrival: arriving });
  return null;
}

function fireAt(s: GameState, board: Board, h: number): string[] {
  return enemiesCovering(fireMaps(s, board), activeId(s), h);
}

function firstUnderFire(s: GameState, board: Board, hexes: number[]): { hex: number; by: string[] } | null {
  for (const h of hexes) {
    const by = fireAt(s, board, h);
    if (by.length) return { hex: h, by };
  }
  return null;
}

function underFireRefusal(board: Board, f: { hex: number; by: string[] }, what: string, s: GameState): Refusal {
  const covering = coverersOf(s, board, activeId(s), f.hex).filter((c) => f.by.includes(c.player));
  return refuse('UNDER_FIRE', `${what} is under enemy fire`, { why: 'hex', hex: board.hex(f.hex), by: f.by, covering });
}

/** The piece can act: not carried, not stuck, not neutralised. */
function readyCheck(s: GameState, board: Board, p: Piece, d: Occupancy): Refusal | null {
  if (p.in !== null) return refuse('STUCK', `${p.id} is carried`, { why: 'carried', piece: p.id, carried: p.in });
  if (p.at < 0) return refuse('INVALID_TARGET', `${p.id} is not on the board`, { why: 'offBoard', piece: p.id });
  if (isStuckAt(s, board, p, d)) return refuse('STUCK', `${p.id} is stranded or bogged by the tide`, { why: 'tide', piece: p.id, tide: s.tide });
  if (p.neutralisedBy !== null)
    return refuse('UNDER_FIRE', `${p.id} is neutralised by ${p.neutralisedBy}'s fire`, { why: 'neutralised', piece: p.id, by: [p.neutralisedBy] });
  return null;
}

function spend(s: GameState, cost: number): Refusal | null {
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
function finish(s: GameState, events: GameEvent[], spent: number, acted = true, okResult = true, err?: Refusal, pontoons = false, fire = true, hint?: MoveHint): Result {
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
  if (cur.phase === 'play' && fire) {
    const n = settleNeutralisation(cur, 'action', hint);
    cur = n.state;
    events.push(...n.events);
    const arriving = cur.turnState.secondArrival;
    if (arriving) {
      const p = pieceById(cur, arriving);
      const board = boardOf(cur);
      if (!p || p.destroyed || !onBoard(p) || !firstUnderFire(cur, board, hexesOf(board, p)))
      {
        const e = new Edit(cur);
        e.turnState().secondArrival = null;
        cur = e.done();
      }
    }
  }
  return okResult ? ok(cur, events, spent) : no(cur, err!, events, spent);
}

// ---------------------------------------------------------------- destinations shared by unload/build/deploy

interface Drop {
  kind: 'hex' | 'into';
  /** The carrier or astronef the item goes into. */
  into?: Piece;
  strands?: boolean;
}

/**
 * Can `item` be put down on hex h (unload, build, deploy)? A free hex usable by it, a pontoon,
 * a transporter of the active player with room, or a pode of his astronef.
 */
function dropCheck(s: GameState, board: Board, d: Occupancy, item: Piece | { type: Piece['type']; id: string }, h: number): Drop | Refusal {
  const b = d.blocker.get(h);
  const me = activeId(s);
  if (b >= 0) {
    const host = s.pieces[b]!;
    if (host.id === item.id) return { kind: 'hex' };
    if (host.type === 'astronef') {
      if (ownerOf(s, host) !== me) return refuse('OCCUPIED', `${board.hex(h)} is an enemy astronef`, { why: 'enemyAstronef', hex: board.hex(h), piece: host.id });
      if (!podeHexes(board, host).includes(h)) return refuse('OCCUPIED', `the bubble has no door: use a pode`, { why: 'bubble', hex: board.hex(h) });
      return { kind: 'into', into: host };
    }
    const cap = CAPACITY[host.type];
    if (cap !== undefined && ownerOf(s, host) === me && !isAbandoned(s, host)) {
      const r = carryCheck(s, d, host, item as Piece);
      if (r) return r;
      return { kind: 'into', into: host };
    }
    return refuse('OCCUPIED', `${board.hex(h)} is occupied by ${host.id}`, { why: 'taken', hex: board.hex(h), piece: host.id });
  }
  const pontoon = d.pontoon.get(h) >= 0;
  if (item.type === 'pontoon') {
    if (pontoon) return refuse('OCCUPIED', `there is a pontoon there already`, { why: 'pontoonThere', hex: board.hex(h) });
    if (!pontoonSupported(s, board, d, h)) return refuse('PONTOON_UNSUPPORTED', `a pontoon must touch land or a chain from land`, { hex: board.hex(h) });
    return { kind: 'hex' };
  }
  if (item.type === 'ore') {
    if (board.terrain[h] === 1 && !pontoon) return refuse('TERRAIN', `nothing can be unloaded at sea`, { why: 'sea', hex: board.hex(h) });
    return { kind: 'hex' };
  }
  if (!couldEverUse(board, item.type, h, pontoon))
    return item.type === 'superTank' && board.terrain[h] === T_MOUNTAIN
      ? refuse('TERRAIN', 'the super tank never goes on a mountain', { why: 'superTankMountain', hex: board.hex(h) })
      : refuse('TERRAIN', `a ${item.type} cannot go on ${board.terrainName(h)}`, { why: 'cannotGo', hex: board.hex(h), terrain: board.terrainName(h), piece: item.id });
  return { kind: 'hex', strands: !canUse(s, board, item.type, h, d) };
}

function pontoonSupported(s: GameState, board: Board, d: Occupancy, h: number): boolean {
  if (board.isLand(h, s.tide)) return true;
  // Adjacent land, or adjacent to a pontoon of a supported chain (chains on the board are kept supported).
  for (let k = 0; k < 6; k++) {
    const nb = board.nb[h * 6 + k]!;
    if (nb < 0) continue;
    if (board.isLand(nb, s.tide) || d.pontoon.get(nb) >= 0) return true;
  }
  return false;
}

/** Can carrier c take item (type and capacity)? */
function carryCheck(s: GameState, d: Occupancy, c: Piece, item: Piece): Refusal | null {
  if (c.type === 'astronef') return null;
  const cap = CAPACITY[c.type];
  if (cap === undefined) return refuse('CANNOT_CARRY', `a ${c.type} carries nothing`, { why: 'carriesNothing', carrier: c.id });
  const size = sizeOf(item.type);
  if (size === 0) return refuse('CANNOT_CARRY', `a ${item.type} cannot be carried`, { why: 'notCarriable', carrier: c.id, item: item.id });
  if (c.type === 'pondeuse' && item.type !== 'ore') return refuse('CANNOT_CARRY', `a pondeuse carries only ore`, { why: 'pondeuseOreOnly', carrier: c.id, item: item.id });
  if (c.type === 'crab' && size > 1) return refuse('CANNOT_CARRY', `only a barge carries a ${item.type}`, { why: 'bargeOnly', carrier: c.id, item: item.id });
  const need = size + (item.type === 'crab' ? slotsUsed(s, item.id, d) : 0);
  const used = slotsUsed(s, c.id, d);
  if (used + need > cap) return refuse('CAPACITY', `${c.id} has ${cap - used} free of ${cap}, this needs ${need}`, { carrier: c.id, used, capacity: cap, need });
  return null;
}

// ---------------------------------------------------------------- landing and deployment

function handleLand(s: GameState, a: ActionOf<'land'>): Result {
  if (s.phase !== 'landing') return no(s, refuse('WRONG_PHASE', 'astronefs land on turn 1', { why: 'landingOnly', phase: s.phase }));
  const board = boardOf(s);
  const k = getPiece(s, a.astronef, 'astronef');
  if (isRefusal(k)) return no(s, k);
  if (k.type !== 'astronef') return no(s, refuse('BAD_INPUT', `${k.id} is not an astronef`, { why: 'malformed', field: 'astronef', got: k.id }));
  const notYours = controlCheck(s, k);
  if (notYours) return no(s, notYours);
  if (k.at >= 0) return no(s, refuse('WRONG_PHASE', `${k.id} has landed already`, { why: 'landedAlready', piece: k.id }));
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
    if (board.edge[h]) return refuse('TERRAIN', 'leave at least one hex between the astronef and the board edge', { why: 'edge', hex: board.hex(h) });
    const t = board.terrain[h];
    if (t !== T_PLAIN && t !== T_MARSH) return refuse('TERRAIN', 'an astronef lands on plain or marsh only', { why: 'landingTerrain', hex: board.hex(h), terrain: board.terrainName(h) });
    const b = d.blocker.get(h);
    if (b >= 0 && s.pieces[b]!.type !== 'ore') return refuse('OCCUPIED', `${board.hex(h)} is occupied`, { why: 'taken', hex: board.hex(h), piece: s.pieces[b]!.id });
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
      return refuse('OUT_OF_RANGE', `too close to ${o.id}: ${dmin} hexes, at least ${minDist} needed`, { why: 'tooClose', astronef: o.id, distance: dmin, min: minDist });
  }
  return hs;
}

function doLand(s: GameState, board: Board, k: Piece, at: number, orientation: 'N' | 'S'): Result {
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
  const events: GameEvent[] = [{ type: 'landed', astronef: k.id, player: me, at: board.hex(at), orientation, oreCleared: cleared.length }];
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

function deployZoneOk(s: GameState, board: Board, k: Piece, h: number): boolean {
  // The second astronef's army deploys on hexes adjacent to it.
  if (s.turn === 15) return hexesOf(board, k).some((kh) => board.dist(kh, h) <= 1);
  if (s.variant.landing === 'computer') return board.dist(k.at, h) <= 4;
  return hexesOf(board, k).some((kh) => board.dist(kh, h) <= 2);
}

/** The active player's astronef this piece is in, if it is in one. */
function inMyAstronef(s: GameState, p: Piece): Piece | undefined {
  const host = p.in !== null ? pieceById(s, p.in) : undefined;
  return host && host.type === 'astronef' && ownerOf(s, host) === activeId(s) ? host : undefined;
}

/** May the active player deploy this piece at all (whose it is)? */
function deployOwner(s: GameState, p: Piece): Refusal | null {
  // A pontoon is neutral, but one in my astronef is mine to deploy.
  if (p.type === 'pontoon') {
    if (!inMyAstronef(s, p) && !s.turnState.deployed.includes(p.id)) return refuse('NOT_YOUR_PIECE', `${p.id} is not in your astronef`, { why: 'pontoonNotAboard', piece: p.id });
    return null;
  }
  return controlCheck(s, p);
}

/** The astronef this piece deploys from now, or why it cannot be deployed (wherever it goes). */
function deployHome(s: GameState, p: Piece): Piece | Refusal {
  const home = inMyAstronef(s, p) ?? (p.color ? pieceById(s, s.colors[p.color]?.astronef) : undefined);
  if (!home || home.at < 0) return refuse('INVALID_TARGET', `${p.id} has no landed astronef`, { why: 'noAstronef', piece: p.id });
  const inside = p.in === home.id;
  const redeploy = p.in === null && s.turnState.deployed.includes(p.id);
  if (!inside && !redeploy) return refuse('INVALID_TARGET', `${p.id} is not in its astronef`, { why: 'notAboard', piece: p.id });
  if (s.turn === 15 && home.landedTurn !== 15)
    return refuse('WRONG_PHASE', 'on turn 15 only the newly landed armies deploy', { why: 'newArmiesOnly', piece: p.id, astronef: home.id });
  if (p.type === 'astronef' || p.type === 'ore') return refuse('INVALID_TARGET', `${p.id} cannot be deployed`, { why: 'notDeployable', piece: p.id });
  return home;
}

/** Deployment: the active player's pieces still in an astronef that may be deployed now. */
export function deployablePieces(s: GameState): string[] {
  if (s.phase !== 'deploy') return [];
  const out: string[] = [];
  for (const p of s.pieces) {
    if (p.destroyed || p.in === null || p.type === 'ore' || p.type === 'astronef') continue;
    if (!deployOwner(s, p) && !isRefusal(deployHome(s, p))) out.push(p.id);
  }
  return out;
}

function handleDeploy(s: GameState, a: ActionOf<'deploy'>): Result {
  if (s.phase !== 'deploy') return no(s, refuse('WRONG_PHASE', 'deployment is on turn 2', { why: 'deployOnly', phase: s.phase }));
  const board = boardOf(s);
  const p = getPiece(s, a.piece, 'piece');
  if (isRefusal(p)) return no(s, p);
  const notOwner = deployOwner(s, p);
  if (notOwner) return no(s, notOwner);
  const to = a.to;
  const home = deployHome(s, p);
  if (isRefusal(home)) return no(s, home);
  const d = occupancy(s, board);
  let hexes = to;
  if (p.type === 'barge' && hexes.length === 1) {
    const second = secondBargeHex(s, board, d, p, hexes[0]!, (h) => deployZoneOk(s, board, home, h));
    if (second < 0) return no(s, refuse('OCCUPIED', 'no room for the barge\'s second hex', { why: 'bargeNoRoom', hex: board.hex(hexes[0]!) }));
    hexes = [hexes[0]!, second];
  }
  if (p.type !== 'barge' && hexes.length !== 1) return no(s, refuse('BAD_INPUT', 'one hex for this piece', { why: 'malformed', field: 'to', got: a.to.map((h) => board.hex(h)) }));
  if (hexes.length === 2 && !board.adjacent(hexes[0]!, hexes[1]!)) return no(s, refuse('NOT_ADJACENT', 'a barge holds two adjacent hexes', { why: 'bargeHexes' }));
  // Deployment is judged at normal tide.
  const vs = cloneState(s);
  vs.tide = 'normal';
  for (const [n, h] of hexes.entries()) {
    // Only the barge's second hex escapes the turn-15 adjacency rule.
    const exempt = s.turn === 15 && n === 1;
    if (!exempt && !deployZoneOk(s, board, home, h))
      return no(s, refuse('OUT_OF_RANGE', `deploy within ${s.turn === 15 ? 1 : s.variant.landing === 'computer' ? 4 : 2} hexes of the astronef`, { why: 'deployZone', hex: board.hex(h), max: s.turn === 15 ? 1 : s.variant.landing === 'computer' ? 4 : 2 }));
    const b = d.blocker.get(h);
    if (b >= 0 && s.pieces[b]!.id !== p.id) return no(s, refuse('OCCUPIED', `${board.hex(h)} is occupied`, { why: 'taken', hex: board.hex(h), piece: s.pieces[b]!.id }));
    if (p.type === 'pontoon') {
      if (d.pontoon.get(h) >= 0) return no(s, refuse('OCCUPIED', 'there is a pontoon there already', { why: 'pontoonThere', hex: board.hex(h) }));
      if (!pontoonSupported(vs, board, d, h)) return no(s, refuse('PONTOON_UNSUPPORTED', 'a pontoon must touch land', { hex: board.hex(h) }));
    } else if (!canUse(vs, board, p.type, h, d))
      return no(s, refuse('TERRAIN', `a ${p.type} cannot be deployed on ${board.terrainName(h)}`, { why: 'cannotGo', piece: p.id, hex: board.hex(h), terrain: board.terrainName(h) }));
    const f = firstUnderFire(s, board, [h]);
    if (f) return no(s, underFireRefusal(board, f, 'that hex', s));
  }
  const e = new Edit(s);
  const q = e.piece(s.index[p.id]!);
  q.in = null;
  q.at = hexes[0]!;
  q.at2 = hexes.length > 1 ? hexes[1]! : -1;
  if (!s.turnState.deployed.includes(p.id)) e.turnState().deployed = s.turnState.deployed.concat([p.id]);
  const next = e.done();
  return finish(next, [{ type: 'deployed', piece: p.id, to: hexes.map((h) => board.hex(h)) }], 0, false);
}

/** A free sea hex next to `first` for a barge's second hex (deterministic: N, NE, SE, S, SW, NW). */
function secondBargeHex(s: GameState, board: Board, d: Occupancy, barge: Piece, first: number, extra: (h: number) => boolean = () => true): number {
  for (let k = 0; k < 6; k++) {
    const h = board.nb[first * 6 + k]!;
    if (h < 0) continue;
    const b = d.blocker.get(h);
    if (b >= 0 && s.pieces[b]!.id !== barge.id) continue;
    if (!canUse(s, board, 'barge', h, d) || !extra(h)) continue;
    return h;
  }
  return -1;
}

// ---------------------------------------------------------------- movement

function handleMove(s: GameState, a: ActionOf<'move'>): Result {
  const board = boardOf(s);
  const p = getPiece(s, a.piece, 'piece');
  if (isRefusal(p)) return no(s, p);
  const wrongPhase = needPlay(s);
  if (wrongPhase) return no(s, wrongPhase);
  const isBarge = p.type === 'barge';
  const steps = a.path;
  for (const st of steps) {
    if (isBarge && st.length !== 2) return no(s, refuse('BAD_INPUT', 'a barge path is a list of two-hex positions', { why: 'malformed', field: 'path', got: st.map((h) => board.hex(h)) }));
    if (!isBarge && st.length !== 1) return no(s, refuse('BAD_INPUT', 'path must be a list of hexes [x, y] on the board', { why: 'malformed', field: 'path', got: st.map((h) => board.hex(h)) }));
  }
  if (p.type === 'ore' || p.type === 'pontoon') return no(s, refuse('NOT_YOUR_PIECE', `${p.id} moves only when carried`, { why: 'inert', piece: p.id }));
  const notYours = controlCheck(s, p);
  if (notYours) return no(s, notYours);
  if (p.type === 'astronef') return no(s, refuse('INVALID_TARGET', 'an astronef does not move', { why: 'astronefMoves', piece: p.id }));
  if (s.turnState.secondArrival) return no(s, pendingSecondArrival(s)!);
  const d = occupancy(s, board);
  if (p.in !== null) return no(s, refuse('STUCK', `${p.id} is carried: unload it first`, { why: 'carried', piece: p.id, carried: p.in }));
  if (p.at < 0) return no(s, refuse('INVALID_TARGET', `${p.id} is not on the board`, { why: 'offBoard', piece: p.id }));
  if (isStuckAt(s, board, p, d)) return no(s, refuse('STUCK', `${p.id} is stranded or bogged by the tide`, { why: 'tide', piece: p.id, tide: s.tide }));
  let retreat = false;
  if (p.neutralisedBy !== null) {
    if (!s.turnState.mayRetreat.includes(p.id) || s.turnState.retreated.includes(p.id))
      return no(s, refuse('UNDER_FIRE', `${p.id} is neutralised by ${p.neutralisedBy}'s fire`, { why: 'neutralised', piece: p.id, by: [p.neutralisedBy] }));
    if (s.turnState.acted)
      return no(s, refuse('RETREAT_OVER', 'a retreat out of fire comes before any other action', { why: 'afterAction', piece: p.id }));
    retreat = true;
  }
  const held = heldTargets(s, p.id);
  if (held.length) return no(s, refuse('STUCK', `${p.id} holds ${held.join(', ')} under its fire and stays put this turn`, { why: 'holding', piece: p.id, neutralising: held }));

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
      err = refuse('STUCK', `${p.id} stopped on the first hex it cannot use at this tide`, { why: 'stranded', piece: p.id, hex: board.hex(cur[0]!) });
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
        err = refuse('NOT_ADJACENT', 'a barge step keeps one of its hexes and takes one new adjacent hex', { why: 'bargeStep', piece: p.id, step: k });
        break;
      }
      nh = keepX ? y : x;
    } else {
      nh = next[0]!;
      if (!board.adjacent(cur[0]!, nh)) {
        err = refuse('NOT_ADJACENT', `${board.hex(nh)} is not next to ${board.hex(cur[0]!)}`, { why: 'step', piece: p.id, from: board.hex(cur[0]!), to: board.hex(nh) });
        break;
      }
    }
    if (ap < 1) {
      err = refuse('NOT_ENOUGH_AP', 'this costs 1, 0 left', { cost: 1, left: ap });
      break;
    }
    const b = d.blocker.get(nh);
    if (b >= 0 && s.pieces[b]!.id !== p.id) {
      err = refuse('OCCUPIED', `${board.hex(nh)} is occupied by ${s.pieces[b]!.id}`, { why: 'taken', hex: board.hex(nh), piece: s.pieces[b]!.id });
      break;
    }
    const pontoon = d.pontoon.get(nh) >= 0;
    if (SEA_TYPES.has(p.type) && pontoon) {
      err = refuse('OCCUPIED', 'a pontoon blocks boats and barges', { why: 'pontoonBlocksBoats', hex: board.hex(nh) });
      break;
    }
    if (!couldEverUse(board, p.type, nh, pontoon)) {
      const superTank = p.type === 'superTank' && board.terrain[nh] === T_MOUNTAIN;
      err = superTank
        ? refuse('TERRAIN', 'the super tank never goes on a mountain', { why: 'superTankMountain', hex: board.hex(nh) })
        : refuse('TERRAIN', `a ${p.type} cannot go on ${board.terrainName(nh)}`, { why: 'cannotGo', piece: p.id, hex: board.hex(nh), terrain: board.terrainName(nh) });
      break;
    }
    if (superCargo && board.terrain[nh] === T_MOUNTAIN) {
      err = refuse('TERRAIN', 'the super tank never goes on a mountain, even carried', { why: 'superTankMountain', hex: board.hex(nh) });
      break;
    }
    const usable = canUse(s, board, p.type, nh, d);
    if (underEnemyFire(cov, me, nh)) {
      const by = enemiesCovering(cov, me, nh);
      if (retreat || !DESTRUCTORS.has(p.type) || !usable) {
        err = refuse('UNDER_FIRE', `${board.hex(nh)} is under enemy fire`, { why: 'hex', hex: board.hex(nh), by, covering: coverersOf(s, board, me, nh) });
        break;
      }
      // Second arrival: may stop under fire only if its shots can clear that fire.
      const trial = new Edit(s);
      trial.piece(s.index[p.id]!).at = nh;
      trial.player(me).ap = ap - 1;
      const moved = trial.done();
      if (!canClearFire(moved, p.id)) {
        err = refuse('UNDER_FIRE', `${board.hex(nh)} is under enemy fire that this attack cannot clear`, { why: 'cannotClear', hex: board.hex(nh), by, covering: coverersOf(s, board, me, nh) });
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
      err = refuse('UNDER_FIRE', `${p.id} stopped on ${board.hex(nh)}, the first hex under enemy fire: it must shoot from there`, {
        why: 'secondArrivalStops',
        secondArrival: p.id,
        hex: board.hex(nh),
        by: enemiesCovering(cov, me, nh),
      });
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
  return finish(next, events, cost, !retreat, err === null, err ?? undefined, false, DESTRUCTORS.has(p.type) || retreat, hint);
}

// ---------------------------------------------------------------- transport

function handleLoad(s: GameState, a: ActionOf<'load'>): Result {
  const board = boardOf(s);
  const c = getPiece(s, a.carrier, 'carrier');
  if (isRefusal(c)) return no(s, c);
  const item = getPiece(s, a.item, 'item');
  if (isRefusal(item)) return no(s, item);
  if (c.id === item.id) return no(s, refuse('INVALID_TARGET', 'a piece cannot load itself', { why: 'loadItself', piece: c.id }));
  const d = occupancy(s, board);
  if (s.phase === 'deploy') return loadInsideAstronef(s, c, item, d);
  const wrongPhase = needPlay(s);
  if (wrongPhase) return no(s, wrongPhase);
  const mustShootFirst = pendingSecondArrival(s);
  if (mustShootFirst) return no(s, mustShootFirst);
  const me = activeId(s)!;
  if (c.type === 'astronef') return enterAstronef(s, board, d, c, item, null);
  if (CAPACITY[c.type] === undefined) return no(s, refuse('CANNOT_CARRY', `a ${c.type} carries nothing`, { why: 'carriesNothing', carrier: c.id }));
  const notYours = controlCheck(s, c);
  if (notYours) return no(s, notYours);
  // Rearranging aboard a barge, or inside an astronef, is free.
  if (c.in !== null) {
    if (item.in === c.in) return loadInsideAstronef(s, c, item, d);
    return no(s, refuse('STUCK', `${c.id} is carried`, { why: 'carried', piece: c.id, carried: c.in }));
  }
  const notReady = readyCheck(s, board, c, d);
  if (notReady) return no(s, notReady);
  const io = ownerOf(s, item);
  if (item.type === 'astronef') return no(s, refuse('CANNOT_CARRY', 'an astronef cannot be carried', { why: 'notCarriable', carrier: c.id, item: item.id }));
  if (io !== null && isAbandoned(s, item)) return no(s, refuse('NOT_YOUR_PIECE', `${item.id} was abandoned`, { why: 'abandoned', piece: item.id }));
  if (io !== null && io !== me) return no(s, refuse('NOT_YOUR_PIECE', `${item.id} is not yours`, { why: 'item', item: item.id, owner: io }));
  const wrongKind = carryType(c, item);
  if (wrongKind) return no(s, wrongKind);
  if (item.in !== null) return no(s, refuse('INVALID_TARGET', `${item.id} is already carried`, { why: 'alreadyCarried', piece: item.id, carried: item.in }));
  if (item.at < 0) return no(s, refuse('INVALID_TARGET', `${item.id} is not on the board`, { why: 'offBoard', piece: item.id }));
  const ch = hexesOf(board, c);
  const ih = hexesOf(board, item);
  if (!ch.some((x) => ih.some((y) => board.adjacent(x, y))))
    return no(s, refuse('NOT_ADJACENT', `${item.id} is not next to ${c.id}`, { why: 'load', carrier: c.id, item: item.id }));
  const notLiftable = liftableCheck(s, board, d, item);
  if (notLiftable) return no(s, notLiftable);
  if ((item.type === 'superTank' || holdsSuperTank(s, item.id, d)) && ch.some((h) => board.terrain[h] === T_MOUNTAIN))
    return no(s, refuse('TERRAIN', 'the super tank never goes on a mountain, even carried', { why: 'superTankMountain', carrier: c.id }));
  const f = firstUnderFire(s, board, ch.concat(ih));
  if (f) return no(s, underFireRefusal(board, f, 'a hex of this loading', s));
  const noRoom = carryCheck(s, d, c, item);
  if (noRoom) return no(s, noRoom);
  const cost = 1;
  const tooDear = spend(s, cost);
  if (tooDear) return no(s, tooDear);
  const e = new Edit(s);
  const q = e.piece(s.index[item.id]!);
  q.in = c.id;
  q.at = -1;
  q.at2 = -1;
  e.pay(cost);
  const next = e.done();
  return finish(next, [{ type: 'loaded', carrier: c.id, item: item.id, cost }], cost, true, true, undefined, item.type === 'pontoon');
}

/**
 * Can this item on the board be taken aboard? Submerged ore cannot, a pontoon can on any tide unless
 * something stands on it, a stranded or bogged piece cannot, nor a neutralised one.
 */
function liftableCheck(s: GameState, board: Board, d: Occupancy, item: Piece): Refusal | null {
  if (item.type === 'ore') {
    if (!board.isLand(item.at, s.tide)) return refuse('TERRAIN', 'this ore is under water at this tide', { why: 'oreUnderWater', item: item.id, hex: board.hex(item.at), tide: s.tide });
  } else if (item.type === 'pontoon') {
    const b = d.blocker.get(item.at);
    if (b >= 0) return refuse('OCCUPIED', 'something stands on that pontoon', { why: 'pontoonCarries', item: item.id, piece: s.pieces[b]!.id });
  } else {
    if (isStuckAt(s, board, item, d)) return refuse('STUCK', `${item.id} is stranded or bogged`, { why: 'tide', piece: item.id, tide: s.tide });
    if (item.neutralisedBy !== null) return refuse('UNDER_FIRE', `${item.id} is neutralised`, { why: 'neutralised', piece: item.id, by: [item.neutralisedBy] });
  }
  return null;
}

/** The kinds of item a carrier takes (before capacity). */
function carryType(c: Piece, item: Piece): Refusal | null {
  if (sizeOf(item.type) === 0) return refuse('CANNOT_CARRY', `a ${item.type} cannot be carried by a ${c.type}`, { why: 'notCarriable', carrier: c.id, item: item.id });
  if (c.type === 'pondeuse' && item.type !== 'ore') return refuse('CANNOT_CARRY', 'a pondeuse carries only ore', { why: 'pondeuseOreOnly', carrier: c.id, item: item.id });
  if (c.type === 'crab' && sizeOf(item.type) > 1) return refuse('CANNOT_CARRY', `only a barge carries a ${item.type}`, { why: 'bargeOnly', carrier: c.id, item: item.id });
  return null;
}

/** Loading a carrier from items in the same astronef (or aboard the same barge): free. */
function loadInsideAstronef(s: GameState, c: Piece, item: Piece, d: Occupancy): Result {
  const notYours = controlCheck(s, c);
  if (notYours) return no(s, notYours);
  const host = c.in;
  if (host === null || item.in !== host) {
    if (s.phase === 'deploy') return no(s, refuse('WRONG_PHASE', 'on turn 2 loading is done inside the astronef', { why: 'loadInsideOnly' }));
    return no(s, refuse('NOT_ADJACENT', `${item.id} is not beside ${c.id}`, { why: 'load', carrier: c.id, item: item.id }));
  }
  const io = ownerOf(s, item);
  if (io !== null && io !== activeId(s)) return no(s, refuse('NOT_YOUR_PIECE', `${item.id} is not yours`, { why: 'item', item: item.id, owner: io }));
  if (CAPACITY[c.type] === undefined) return no(s, refuse('CANNOT_CARRY', `a ${c.type} carries nothing`, { why: 'carriesNothing', carrier: c.id }));
  const wrongKind = carryType(c, item);
  if (wrongKind) return no(s, wrongKind);
  const noRoom = carryCheck(s, d, c, item);
  if (noRoom) return no(s, noRoom);
  const e = new Edit(s);
  e.piece(s.index[item.id]!).in = c.id;
  const next = e.done();
  return finish(next, [{ type: 'loaded', carrier: c.id, item: item.id, cost: 0 }], 0, s.phase === 'play');
}

/**
 * An item enters an astronef through a pode: from the board (load) or from a carrier next to a pode
 * (unload to the pode). An enemy destructor entering an astronef whose towers are all down takes it.
 */
function enterAstronef(s: GameState, board: Board, d: Occupancy, k: Piece, item: Piece, from: Piece | null): Result {
  const me = activeId(s)!;
  if (k.at < 0 || k.departed) return no(s, refuse('INVALID_TARGET', `${k.id} is not on the planet`, { why: 'astronefGone', astronef: k.id }));
  const mine = ownerOf(s, k) === me;
  const io = ownerOf(s, item);
  if (io !== null && isAbandoned(s, item)) return no(s, refuse('NOT_YOUR_PIECE', `${item.id} was abandoned`, { why: 'abandoned', piece: item.id }));
  if (io !== null && io !== me) return no(s, refuse('NOT_YOUR_PIECE', `${item.id} is not yours`, { why: 'item', item: item.id, owner: io }));
  const taking = !mine;
  if (taking) {
    const standing = (k.towers ?? []).filter(Boolean).length;
    if (!DESTRUCTORS.has(item.type)) {
      if (standing > 0) return no(s, refuse('NOT_YOUR_PIECE', `${k.id} is not yours`, { why: 'enemyAstronef', astronef: k.id }));
      return no(s, refuse('NOT_CAPTOR', 'only a destructor can take an astronef', { why: 'notDestructor', astronef: k.id, item: item.id }));
    }
    if (standing > 0) return no(s, refuse('TOWERS_STANDING', `${standing} tower(s) of ${k.id} still stand`, { astronef: k.id, standing }));
    if (from) return no(s, refuse('NOT_CAPTOR', 'a destructor takes an astronef on its own tracks', { why: 'ownTracks', astronef: k.id, item: item.id }));
  }
  const podes = podeHexes(board, k);
  const source = from ?? item;
  if (from === null) {
    if (item.in !== null) return no(s, refuse('STUCK', `${item.id} is carried`, { why: 'carried', piece: item.id, carried: item.in }));
    if (item.at < 0) return no(s, refuse('INVALID_TARGET', `${item.id} is not on the board`, { why: 'offBoard', piece: item.id }));
  }
  const sh = hexesOf(board, source);
  if (!sh.some((h) => podes.some((pd) => board.adjacent(h, pd))))
    return no(s, refuse('NOT_ADJACENT', `${source.id} is not next to a pode of ${k.id}`, { why: 'pode', astronef: k.id, item: source.id }));
  if (from === null) {
    const notLiftable = liftableCheck(s, board, d, item);
    if (notLiftable) return no(s, notLiftable);
  } else {
    const notReady = readyCheck(s, board, from, d);
    if (notReady) return no(s, notReady);
  }
  // The pode may be under fire, the hex the item comes from may not.
  const f = firstUnderFire(s, board, sh);
  if (f) return no(s, underFireRefusal(board, f, 'the hex it enters from', s));
  const cost = 1;
  const tooDear = spend(s, cost);
  if (tooDear) return no(s, tooDear);
  const moving = withCargo(s, s.index[item.id]!, d);
  const events: GameEvent[] = [];
  const prev = ownerOf(s, k)!;
  const e = new Edit(s);
  const q = e.piece(s.index[item.id]!);
  q.in = k.id;
  q.at = -1;
  q.at2 = -1;
  for (const i of moving) if (s.pieces[i]!.color !== null) e.piece(i).color = k.color;
  e.pay(cost);
  if (taking && k.color) {
    e.color(k.color).controller = me;
    e.piece(s.index[k.id]!).rebuildBy = me;
    e.player(me).ap += 5;
  }
  let next = e.done();
  if (from) events.push({ type: 'unloaded', carrier: from.id, item: item.id, to: [board.hex(podes[0]!)], cost });
  else events.push({ type: 'loaded', carrier: k.id, item: item.id, cost });
  if (taking) {
    events.push({ type: 'astronefTaken', astronef: k.id, by: me, from: prev });
    if (astronefsOf(next, prev).length === 0) {
      const e2 = new Edit(next);
      const pp = e2.player(prev);
      pp.out = true;
      pp.saved = 0;
      next = e2.done();
      events.push({ type: 'playerOut', player: prev });
    }
    // Pieces changing hands: freed of my fire; under the others' fire they must retreat before acting.
    const e3 = new Edit(next);
    next.pieces.forEach((p, i) => {
      if (p.color === k.color && p.neutralisedBy === me) e3.piece(i).neutralisedBy = null;
    });
    next = e3.done();
    const st = settleNeutralisation(next, 'action');
    next = st.state;
    events.push(...st.events);
    const board2 = boardOf(next);
    const cov = fireMaps(next, board2);
    const newly: string[] = [];
    for (const p of next.pieces)
      if (p.color === k.color && onBoard(p) && p.type !== 'astronef' && hexesOf(board2, p).some((h) => underEnemyFire(cov, me, h))) newly.push(p.id);
    if (newly.length) {
      const e4 = new Edit(next);
      for (const id of newly) {
        const q = e4.piece(next.index[id]!);
        q.neutralisedBy = enemiesCovering(cov, me, q.at)[0] ?? null;
      }
      const ts = e4.turnState();
      ts.mayRetreat = newly;
      ts.acted = false;
      next = e4.done();
      return finish(next, events, cost, false, true, undefined, true);
    }
  }
  return finish(next, events, cost, true, true, undefined, item.type === 'pontoon');
}

function handleUnload(s: GameState, a: ActionOf<'unload'>): Result {
  const board = boardOf(s);
  const c = getPiece(s, a.carrier, 'carrier');
  if (isRefusal(c)) return no(s, c);
  const item = getPiece(s, a.item, 'item');
  if (isRefusal(item)) return no(s, item);
  const to = a.to;
  const wrongPhase = needPlay(s);
  if (wrongPhase) return no(s, wrongPhase);
  const notYours = controlCheck(s, c);
  if (notYours) return no(s, notYours);
  const mustShootFirst = pendingSecondArrival(s);
  if (mustShootFirst) return no(s, mustShootFirst);
  if (item.in !== c.id) return no(s, refuse('INVALID_TARGET', `${item.id} is not in ${c.id}`, { why: 'notInCarrier', carrier: c.id, item: item.id }));
  const d = occupancy(s, board);
  const me = activeId(s)!;
  let hexes = to;
  if (c.type === 'astronef') {
    if (c.at < 0 || c.departed) return no(s, refuse('INVALID_TARGET', `${c.id} is not on the planet`, { why: 'astronefGone', astronef: c.id }));
    if (item.type === 'ore') return no(s, refuse('INVALID_TARGET', 'ore in an astronef never leaves it', { why: 'oreStaysAboard', item: item.id }));
    if (item.type === 'barge' && hexes.length === 1) {
      const second = secondBargeHex(s, board, d, item, hexes[0]!);
      if (second < 0) return no(s, refuse('OCCUPIED', 'no room for the barge\'s second hex', { why: 'bargeNoRoom', hex: board.hex(hexes[0]!) }));
      hexes = [hexes[0]!, second];
    }
    if (item.type !== 'barge' && hexes.length !== 1) return no(s, refuse('BAD_INPUT', 'one hex for this piece', { why: 'malformed', field: 'to', got: a.to.map((h) => board.hex(h)) }));
    if (hexes.length === 2 && !board.adjacent(hexes[0]!, hexes[1]!)) return no(s, refuse('NOT_ADJACENT', 'a barge holds two adjacent hexes', { why: 'bargeHexes' }));
    const podes = podeHexes(board, c);
    const near = podes.map((pd, k) => ({ k, pd })).filter(({ pd }) => hexes.some((h) => board.adjacent(h, pd)));
    if (near.length === 0) return no(s, refuse('NOT_ADJACENT', `${board.hex(hexes[0]!)} is not next to a pode of ${c.id}`, { why: 'podeUnload', astronef: c.id, hex: board.hex(hexes[0]!) }));
    if (!near.some(({ k }) => c.towers?.[k])) return no(s, refuse('PODE_DESTROYED', 'nothing goes out through a pode whose tower is destroyed', { astronef: c.id, podes: near.map((x) => x.k) }));
  } else {
    if (c.in !== null) return no(s, refuse('STUCK', `${c.id} is carried`, { why: 'carried', piece: c.id, carried: c.in }));
    const notReady = readyCheck(s, board, c, d);
    if (notReady) return no(s, notReady);
    if (hexes.length !== 1) return no(s, refuse('BAD_INPUT', 'unload to one hex', { why: 'malformed', field: 'to', got: a.to.map((h) => board.hex(h)) }));
    if (!hexesOf(board, c).some((h) => board.adjacent(h, hexes[0]!)))
      return no(s, refuse('NOT_ADJACENT', `${board.hex(hexes[0]!)} is not next to ${c.id}`, { why: 'unload', carrier: c.id, hex: board.hex(hexes[0]!) }));
    const pode = d.blocker.get(hexes[0]!);
    if (pode >= 0 && s.pieces[pode]!.type === 'astronef') {
      const k = s.pieces[pode]!;
      if (!podeHexes(board, k).includes(hexes[0]!)) return no(s, refuse('OCCUPIED', 'the bubble has no door: use a pode', { why: 'bubble', hex: board.hex(hexes[0]!) }));
      return enterAstronef(s, board, d, k, item, c);
    }
    const f = firstUnderFire(s, board, hexesOf(board, c));
    if (f) return no(s, underFireRefusal(board, f, `${c.id}'s hex`, s));
  }
  for (const h of hexes) {
    const f = firstUnderFire(s, board, [h]);
    if (f) return no(s, underFireRefusal(board, f, 'the unloading hex', s));
  }
  const drops: Drop[] = [];
  for (const h of hexes) {
    const r = dropCheck(s, board, d, item, h);
    if (isRefusal(r)) return no(s, r);
    drops.push(r);
  }
  const drop = drops[0]!;
  if (drop.kind === 'into' && drop.into!.id === c.id) return no(s, refuse('INVALID_TARGET', `${item.id} is already in ${c.id}`, { why: 'alreadyIn', carrier: c.id, item: item.id }));
  if (drop.kind === 'into' && hexes.length > 1) return no(s, refuse('OCCUPIED', 'a barge needs two free hexes', { why: 'bargeNoRoom' }));
  if (drop.kind === 'into' && drop.into!.type === 'astronef' && c.type !== 'astronef') return enterAstronef(s, board, d, drop.into!, item, c);
  if (drop.kind === 'into' && drop.into!.type === 'astronef') return no(s, refuse('INVALID_TARGET', 'use a pode hex of another astronef', { why: 'otherAstronef' }));
  const cost = 1;
  const tooDear = spend(s, cost);
  if (tooDear) return no(s, tooDear);
  const e = new Edit(s);
  const q = e.piece(s.index[item.id]!);
  if (drop.kind === 'into') {
    q.in = drop.into!.id;
  } else {
    q.in = null;
    q.at = hexes[0]!;
    q.at2 = hexes.length > 1 ? hexes[1]! : -1;
  }
  e.pay(cost);
  const next = e.done();
  return finish(next, [{ type: 'unloaded', carrier: c.id, item: item.id, to: hexes.map((h) => board.hex(h)), cost }], cost);
}

// ---------------------------------------------------------------- the pondeuse

function handleBuild(s: GameState, a: ActionOf<'build'>): Result {
  const board = boardOf(s);
  const w = getPiece(s, a.pondeuse, 'pondeuse');
  if (isRefusal(w)) return no(s, w);
  const { kind, to } = a;
  const wrongPhase = needPlay(s);
  if (wrongPhase) return no(s, wrongPhase);
  if (w.type !== 'pondeuse') return no(s, refuse('CANNOT_CARRY', `${w.id} is not a pondeuse`, { why: 'notPondeuse', piece: w.id }));
  const notYours = controlCheck(s, w);
  if (notYours) return no(s, notYours);
  const mustShootFirst = pendingSecondArrival(s);
  if (mustShootFirst) return no(s, mustShootFirst);
  const d = occupancy(s, board);
  const notReady = readyCheck(s, board, w, d);
  if (notReady) return no(s, notReady);
  const ore = (d.contents.get(w.id) ?? []).find((i) => s.pieces[i]!.type === 'ore');
  if (ore === undefined) return no(s, refuse('INVALID_TARGET', `${w.id} has no ore loaded`, { why: 'noOre', pondeuse: w.id }));
  const built = w.built ?? [];
  if (built.length >= 2) return no(s, refuse('BUILD_LIMIT', 'a pondeuse builds two pieces a turn', { why: 'twoPerTurn', pondeuse: w.id, built }));
  if (kind !== 'tank' && built.includes(kind)) return no(s, refuse('BUILD_LIMIT', `never two ${kind}s in one turn`, { why: 'oneOfKind', pondeuse: w.id, kind, built }));
  if (s.reserve[kind] <= 0) return no(s, refuse('RESERVE_EMPTY', `no ${kind} left in the reserve`, { kind }));
  if (!board.adjacent(w.at, to)) return no(s, refuse('NOT_ADJACENT', `${board.hex(to)} is not next to ${w.id}`, { why: 'build', pondeuse: w.id, hex: board.hex(to) }));
  const f = firstUnderFire(s, board, [w.at, to]);
  if (f) return no(s, underFireRefusal(board, f, 'a hex of this building', s));
  const id = `b${s.nextId}`;
  const r = dropCheck(s, board, d, { id, type: kind }, to);
  if (isRefusal(r)) return no(s, r);
  if (r.kind === 'into' && r.into!.type === 'astronef') return no(s, refuse('INVALID_TARGET', 'build next to the pondeuse, not into an astronef', { why: 'buildIntoAstronef' }));
  const cost = 1;
  const tooDear = spend(s, cost);
  if (tooDear) return no(s, tooDear);
  const e = new Edit(s);
  const o = e.piece(ore);
  o.destroyed = true;
  o.in = null;
  o.at = -1;
  e.oreGone().built++;
  const np = newPiece(id, kind, w.color);
  if (r.kind === 'into') np.in = r.into!.id;
  else np.at = to;
  e.addPiece(np);
  e.state.nextId++;
  e.reserve()[kind]--;
  e.piece(s.index[w.id]!).built!.push(kind);
  e.pay(cost);
  const next = e.done();
  return finish(next, [{ type: 'built', pondeuse: w.id, piece: id, kind, to: board.hex(to) }], cost);
}

// ---------------------------------------------------------------- combat

function handleFire(s: GameState, a: ActionOf<'fire'>): Result {
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
    if (pode < 0) return no(s, refuse('INVALID_TARGET', 'an astronef cannot be destroyed', { why: 'astronefIndestructible', astronef: k.id }));
    if (ownerOf(s, k) === me && !isAbandoned(s, k)) return no(s, refuse('INVALID_TARGET', 'you cannot shoot your own tower', { why: 'ownTower', astronef: k.id }));
    if (!k.towers?.[pode]) return no(s, refuse('INVALID_TARGET', 'that tower is already destroyed', { why: 'towerDown', astronef: k.id, pode }));
    tower = { k, pode };
  } else {
    if (victims.length === 0) return no(s, refuse('INVALID_TARGET', 'there is nothing to destroy there', { why: 'nothingThere', hex: board.hex(target) }));
    for (const i of victims) {
      const v = s.pieces[i]!;
      if (v.type === 'pontoon') continue;
      if (ownerOf(s, v) === me && !isAbandoned(s, v))
        return no(s, refuse('INVALID_TARGET', `${v.id} is yours`, { why: 'ownPiece', piece: v.id, hex: board.hex(target) }));
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
    { type: 'fired', shooters: (sh as Shooter[]).map((x) => x.ref), target: board.hex(target), destroyed: tower ? [`${tower.k.id}:${tower.pode}`] : killed },
  ];
  if (killed.length) events.push({ type: 'destroyed', pieces: killed, cause: 'shot' });
  const pending = s.turnState.secondArrival;
  const r = finish(next, events, cost, true, true, undefined, true);
  if (pending && r.ok && r.state.turnState.secondArrival === pending && !canClearFire(r.state, pending))
    return no(s, refuse('UNDER_FIRE', `after this shot ${pending} could no longer get out of enemy fire`, { why: 'shotStrandsSecondArrival', secondArrival: pending }));
  return r;
}

function handleCapture(s: GameState, a: ActionOf<'capture'>): Result {
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
    if (!DESTRUCTORS.has(c.type)) return no(s, refuse('NEEDS_TWO', `${c.id} is not a destructor`, { why: 'notDestructor', piece: c.id }));
    const notYours = controlCheck(s, c);
    if (notYours) return no(s, notYours);
    const notReady = readyCheck(s, board, c, d);
    if (notReady) return no(s, notReady);
    caps.push(c);
  }
  if (t.type === 'astronef') return no(s, refuse('INVALID_TARGET', 'an astronef is taken by entering it when its towers are down', { why: 'captureAstronef', target: t.id }));
  if (t.type === 'pontoon' || t.type === 'ore') return no(s, refuse('INVALID_TARGET', `a ${t.type} is not captured: just load it`, { why: 'captureNeutral', target: t.id }));
  const owner = ownerOf(s, t);
  if (owner === me && !isAbandoned(s, t)) return no(s, refuse('INVALID_TARGET', `${t.id} is yours already`, { why: 'captureOwn', target: t.id }));
  if (!onBoard(t)) return no(s, refuse('INVALID_TARGET', `${t.id} is not on the board`, { why: 'offBoard', piece: t.id }));
  const th = hexesOf(board, t);
  for (const c of caps)
    if (!th.some((h) => board.adjacent(c.at, h))) return no(s, refuse('NOT_ADJACENT', `${c.id} is not in contact with ${t.id}`, { why: 'capture', piece: c.id, target: t.id }));
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

function handleRebuild(s: GameState, a: ActionOf<'rebuildTower'>): Result {
  const board = boardOf(s);
  const k = getPiece(s, a.astronef, 'astronef');
  if (isRefusal(k)) return no(s, k);
  if (k.type !== 'astronef') return no(s, refuse('BAD_INPUT', `${k.id} is not an astronef`, { why: 'malformed', field: 'astronef', got: k.id }));
  const wrongPhase = needPlay(s);
  if (wrongPhase) return no(s, wrongPhase);
  const notYours = controlCheck(s, k);
  if (notYours) return no(s, notYours);
  const mustShootFirst = pendingSecondArrival(s);
  if (mustShootFirst) return no(s, mustShootFirst);
  const me = activeId(s)!;
  if (k.rebuildBy !== me) return no(s, refuse('NOT_CAPTOR', 'only the player who took this astronef rebuilds its towers', { why: 'rebuild', astronef: k.id }));
  if (k.towers?.[a.pode]) return no(s, refuse('INVALID_TARGET', 'that tower stands', { why: 'towerStands', astronef: k.id, pode: a.pode }));
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

// ---------------------------------------------------------------- the end

function handleLiftOff(s: GameState, a: ActionOf<'liftOff'>): Result {
  if (!Object.hasOwn(s.players, a.player)) return no(s, refuse('BAD_INPUT', 'player must be a player id', { why: 'malformed', field: 'player', got: a.player }));
  const k = getPiece(s, a.astronef, 'astronef');
  if (isRefusal(k)) return no(s, k);
  if (k.type !== 'astronef') return no(s, refuse('BAD_INPUT', `${k.id} is not an astronef`, { why: 'malformed', field: 'astronef', got: k.id }));
  const pid = a.player;
  if (ownerOf(s, k) !== pid || k.departed) return no(s, refuse('NOT_YOUR_PIECE', `${pid} does not control ${k.id}`, { why: 'liftOff', astronef: k.id, player: pid }));
  if (s.phase === 'liftoff') {
    const pl = s.players[pid]!;
    if (pl.out || pl.gone) return no(s, refuse('NOT_YOUR_TURN', `${pid} is no longer playing`, { why: 'noLongerPlaying', player: pid }));
    const e = new Edit(s);
    const pe = e.player(pid);
    pe.liftOff = { ...pe.liftOff, [k.id]: a.choice };
    const next = e.done();
    const mine = astronefsOf(next, pid).filter((x) => x.at >= 0);
    const decided = mine.filter((x) => next.players[pid]!.liftOff[x.id]).length;
    const events: GameEvent[] = [{ type: 'liftOffChosen', player: pid, decided, of: mine.length }];
    if (liftOffPending(next).length === 0) {
      const r = revealLiftOff(next);
      return ok(r.state, events.concat(r.events));
    }
    return ok(next, events);
  }
  if (s.phase !== 'play' || s.turn !== 25)
    return no(s, refuse('WRONG_PHASE', 'astronefs take off on turn 21 (secret choice) or during turn 25', { why: 'liftOffTurn', turn: s.turn }));
  const me = activeId(s)!;
  if (pid !== me) return no(s, refuse('NOT_YOUR_TURN', `it is ${me}'s turn`, { why: 'notActive', player: pid, active: me }));
  const mustShootFirst = pendingSecondArrival(s);
  if (mustShootFirst) return no(s, mustShootFirst);
  if (a.choice === 'stay') return ok(s, []);
  const cost = 1 + (k.towers ?? []).filter((t) => !t).length;
  const tooDear = spend(s, cost);
  if (tooDear) return no(s, tooDear);
  // The turn goes on after a take-off until the player ends it (rulings.md).
  const r = takeOff(s, k.id, me, cost);
  return finish(r.state, r.events, cost);
}

function mountainPair(s: GameState, board: Board): [string, string] | null {
  const tanks = tanksOnMountains(s, board, activeId(s));
  for (let i = 0; i < tanks.length; i++)
    for (let j = i + 1; j < tanks.length; j++) if (board.adjacent(tanks[i]!.at, tanks[j]!.at)) return [tanks[i]!.id, tanks[j]!.id];
  return null;
}

function endTurnNow(s: GameState, timeout: boolean): { state: GameState; events: GameEvent[] } {
  const me = activeId(s)!;
  const pl = s.players[me]!;
  const saved = bankAtEndOfTurn(s, me);
  // Turn 25: his astronefs still on the planet stay there forever.
  const strand =
    s.turn === 25 && s.phase === 'play'
      ? occupancy(s).units.filter((i) => {
          const k = s.pieces[i]!;
          return k.type === 'astronef' && !k.departed && k.at >= 0 && !!k.color && s.colors[k.color]!.controller === me;
        })
      : [];
  const e = new Edit(s);
  for (const i of strand) e.piece(i).stranded = true;
  const pe = e.player(me);
  pe.saved = pl.out ? 0 : saved;
  pe.ap = 0;
  e.turnState().secondArrival = null;
  const next = e.done();
  const events: GameEvent[] = [{ type: 'turnEnded', player: me, saved, timeout }];
  if (s.turn === 25 && s.phase === 'play')
    for (const k of next.pieces) if (k.stranded && !s.pieces[s.index[k.id]!]!.stranded) events.push({ type: 'strandedForever', astronef: k.id });
  const np = nextPlayer(next);
  return { state: np.state, events: events.concat(np.events) };
}

function handleEndTurn(s: GameState, a: ActionOf<'endTurn'>): Result {
  const timeout = a.timeout;
  const board = boardOf(s);
  if (s.phase === 'liftoff') return no(s, refuse('WRONG_PHASE', 'turn 21 begins with every player\'s secret lift-off choice', { why: 'liftOffPending', pending: liftOffPending(s).length }));
  if (s.phase === 'landing') {
    if (!timeout) return no(s, refuse('WRONG_PHASE', 'land your astronef first', { why: 'landFirst' }));
    const me = activeId(s)!;
    const k = astronefsOf(s, me).find((x) => x.at < 0);
    const spot = autoLandSpot(s, board);
    if (k && spot) return doLand(s, board, k, spot.at, spot.orientation);
    const np = nextPlayer(s);
    return ok(np.state, np.events);
  }
  let penalty = 0;
  if (!timeout) {
    const pair = mountainPair(s, board);
    if (pair && s.variant.mountainPair === 'penalty') penalty = 5;
    else if (pair)
      return no(s, refuse('MOUNTAIN_PAIR', 'two tanks may not stay on adjacent mountains between turns', { pieces: pair, left: s.players[activeId(s)!]!.ap }));
    if (s.turnState.secondArrival) return no(s, pendingSecondArrival(s)!);
  }
  let from = s;
  if (penalty) {
    const pe = new Edit(s);
    pe.player(activeId(s)!).penalty = penalty;
    from = pe.done();
  }
  const e = endTurnNow(from, timeout);
  if (penalty) {
    const ev = e.events.find((x) => x.type === 'turnEnded');
    if (ev && ev.type === 'turnEnded') ev.penalty = penalty;
  }
  return ok(e.state, e.events);
}

/** Which handler takes each parsed action. */
function handle(s: GameState, a: ParsedAction): Result {
  switch (a.type) {
    case 'land':
      return handleLand(s, a);
    case 'deploy':
      return handleDeploy(s, a);
    case 'move':
      return handleMove(s, a);
    case 'load':
      return handleLoad(s, a);
    case 'unload':
      return handleUnload(s, a);
    case 'build':
      return handleBuild(s, a);
    case 'fire':
      return handleFire(s, a);
    case 'capture':
      return handleCapture(s, a);
    case 'rebuildTower':
      return handleRebuild(s, a);
    case 'liftOff':
      return handleLiftOff(s, a);
    case 'endTurn':
      return handleEndTurn(s, a);
  }
}

const HANDLERS: Record<ParsedAction['type'], true> = {
  land: true,
  deploy: true,
  move: true,
  load: true,
  unload: true,
  build: true,
  fire: true,
  capture: true,
  rebuildTower: true,
  liftOff: true,
  endTurn: true,
};
