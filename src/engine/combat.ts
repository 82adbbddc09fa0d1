// Shooters (pieces and towers) and the second-arrival check.
import type { Board } from './board.js';
import { fireMaps, enemiesCovering, underEnemyFire } from './fire-maps.js';
import { registerCache, RingCache } from './lineage.js';
import { occupancy } from './occupancy.js';
import {
  DESTRUCTORS,
  REACH,
  activeId,
  boardOf,
  isAbandoned,
  ownerOf,
  pieceById,
  podeHexes,
  rangeOf,
} from './pieces.js';
import { isStuckAt } from './terrain.js';
import type { GameState, Piece, PlayerId, Refusal } from './types.js';
import { refuse } from './refusals.js';
import { countsPartnerShots } from './rulings.js';

export type Shooter =
  | { kind: 'piece'; idx: number; ref: string; at: number }
  | { kind: 'tower'; idx: number; pode: number; ref: string; at: number };

const isRefusal = (v: unknown): v is Refusal => !!v && typeof v === 'object' && 'code' in (v as object);

/** One shooter reference: a destructor id, an astronef id (any of its towers) or "astronef:pode". */
function resolveOne(s: GameState, board: Board, ref: string, target: number, taken: Shooter | null): Shooter | Refusal {
  const me = activeId(s);
  let id = ref;
  let pode: number | null = null;
  const m = /^(.*):([0-2])$/.exec(ref);
  if (m && pieceById(s, m[1])?.type === 'astronef') {
    id = m[1]!;
    pode = Number(m[2]);
  }
  const p = pieceById(s, id);
  if (!p) return refuse('BAD_INPUT', `no piece ${ref}`, { why: 'malformed', field: 'shooters', got: ref });
  if (p.destroyed) return refuse('INVALID_TARGET', `${ref} was destroyed`, { why: 'destroyed', piece: ref });
  if (ownerOf(s, p) !== me || isAbandoned(s, p)) {
    // One of mine and one of another player's make no pair.
    if (taken)
      return refuse('NEEDS_TWO', 'two destructors of one player are needed', {
        why: 'mixedOwners',
        piece: ref,
        owner: ownerOf(s, p),
      });
    return refuse('NOT_YOUR_PIECE', `${ref} is not yours`, { why: 'enemyShooter', piece: ref });
  }
  if (p.type === 'astronef') {
    if (p.at < 0 || p.departed)
      return refuse('INVALID_TARGET', `${p.id} is not on the planet`, { why: 'astronefGone', astronef: p.id });
    const podes = podeHexes(board, p);
    const candidates = pode === null ? [0, 1, 2] : [pode];
    let why: Refusal | null = null;
    for (const k of candidates) {
      if (taken && taken.kind === 'tower' && taken.idx === s.index[p.id] && taken.pode === k) continue;
      if (!p.towers?.[k]) {
        why ??= refuse('NEEDS_TWO', `the tower on pode ${k} of ${p.id} is destroyed`, {
          why: 'towerDestroyed',
          astronef: p.id,
          pode: k,
        });
        continue;
      }
      if ((p.towerShots?.[k] ?? 0) >= 2) {
        why ??= refuse('NO_AMMO', `the tower on pode ${k} of ${p.id} has fired twice`, {
          why: 'tower',
          astronef: p.id,
          pode: k,
        });
        continue;
      }
      if (board.dist(podes[k]!, target) > REACH.tower) {
        why ??= refuse('OUT_OF_RANGE', `the tower on pode ${k} of ${p.id} reaches ${REACH.tower} hexes`, {
          why: 'tower',
          astronef: p.id,
          pode: k,
          range: REACH.tower,
          distance: board.dist(podes[k]!, target),
        });
        continue;
      }
      return { kind: 'tower', idx: s.index[p.id]!, pode: k, ref: `${p.id}:${k}`, at: podes[k]! };
    }
    return why ?? refuse('NEEDS_TWO', 'two destructors are needed', { why: 'noTower', astronef: p.id });
  }
  if (!DESTRUCTORS.has(p.type))
    return refuse('NEEDS_TWO', `${p.id} is not a destructor`, { why: 'notDestructor', piece: p.id });
  if (p.in !== null) return refuse('STUCK', `${p.id} is carried`, { why: 'carried', piece: p.id, carried: p.in });
  if (p.at < 0) return refuse('INVALID_TARGET', `${p.id} is not on the board`, { why: 'offBoard', piece: p.id });
  if (isStuckAt(s, board, p))
    return refuse('STUCK', `${p.id} is stranded or bogged`, { why: 'tide', piece: p.id, tide: s.tide });
  if (p.neutralisedBy !== null)
    return refuse('UNDER_FIRE', `${p.id} is neutralised`, { why: 'neutralised', piece: p.id, by: [p.neutralisedBy] });
  if (p.shots >= 2)
    return refuse('NO_AMMO', `${p.id} has fired twice this turn`, { why: 'shooter', piece: p.id, shots: p.shots });
  const range = rangeOf(board, p);
  const dist = board.dist(p.at, target);
  if (dist > range)
    return refuse('OUT_OF_RANGE', `${p.id} reaches ${range} hexes, the target is ${dist} away`, {
      why: 'shooter',
      piece: p.id,
      range,
      distance: dist,
    });
  if (s.turnState.secondArrival !== p.id) {
    const by = enemiesCovering(fireMaps(s, board), me, p.at);
    if (by.length)
      return refuse('UNDER_FIRE', `${p.id} is under enemy fire: only a second arrival may shoot from there`, {
        why: 'shooterUnderFire',
        piece: p.id,
        hex: board.hex(p.at),
        by,
      });
  }
  return { kind: 'piece', idx: s.index[p.id]!, ref: p.id, at: p.at };
}

/** Can this piece or tower shoot at the target, whatever its partner? (The screen's "why not shoot".) */
export function resolveShooter(s: GameState, board: Board, ref: string, target: number): Shooter | Refusal {
  return resolveOne(s, board, ref, target, null);
}

export function resolveShooters(
  s: GameState,
  board: Board,
  refs: [string, string],
  target: number,
): Shooter[] | Refusal {
  const a = resolveOne(s, board, refs[0], target, null);
  if (isRefusal(a)) return a;
  const b = resolveOne(s, board, refs[1], target, a);
  if (isRefusal(b)) return b;
  if (a.kind === b.kind && a.idx === b.idx && (a.kind === 'piece' || a.pode === (b as { pode: number }).pode))
    return refuse('NEEDS_TWO', 'two different destructors are needed', { why: 'same', shooters: refs });
  return [a, b];
}

interface Unit {
  player: PlayerId;
  at: number;
  range: number;
}

/** One of my units that could shoot with the mover, and how many shots it has left (1 or 2). */
interface Partner extends Unit {
  shots: number;
  /** How a shot names it: the destructor's id, or "astronef:pode" for a tower. */
  ref: string;
}

/** What the second-arrival check needs, computed once for a mover. */
export interface FireContext {
  me: PlayerId;
  /** Destructors and towers of the other players that make fire. */
  enemies: Unit[];
  /** My units other than the mover that could shoot with it (ammo left, out of enemy fire). */
  partners: Partner[];
  /** The enemies a partner reaches: the only ones the mover could destroy. */
  targets: Unit[];
  /**
   * The ruling of 2026-11-27 (`countsPartnerShots`): each volley needs a partner with a shot left that
   * reaches its target. Older campaigns counted only the mover's shots and the points.
   */
  countPartners: boolean;
}

/** Every unit that makes fire in a state, seen from one player: his enemies', and his own that could shoot. */
interface FireUnits {
  me: PlayerId;
  tide: string;
  colors: unknown;
  enemies: Unit[];
  /** My destructors and towers with a shot left and out of enemy fire (idx: the piece). */
  mine: (Partner & { idx: number })[];
  /** Per enemy: how many of mine reach it. */
  reached: number[];
}
const unitsCache = registerCache(new RingCache<Piece[], FireUnits>(8));

function fireUnits(s: GameState, board: Board, me: PlayerId): FireUnits {
  const hit = unitsCache.get(s.pieces);
  if (hit && hit.me === me && hit.tide === s.tide && hit.colors === s.colors) return hit;
  const d = occupancy(s, board);
  const cov = fireMaps(s, board);
  const enemies: Unit[] = [];
  const mine: (Partner & { idx: number })[] = [];
  for (const i of d.units) {
    const p = s.pieces[i]!;
    if (p.destroyed || p.at < 0 || p.in !== null || !p.color) continue;
    const col = s.colors[p.color];
    if (!col || col.departed) continue;
    const isMine = col.controller === me;
    if (p.type === 'astronef') {
      if (p.departed) continue;
      const podes = podeHexes(board, p);
      for (let k = 0; k < podes.length; k++) {
        if (!p.towers?.[k]) continue;
        if (!isMine) enemies.push({ player: col.controller, at: podes[k]!, range: REACH.tower });
        else if ((p.towerShots?.[k] ?? 0) < 2)
          mine.push({
            player: me,
            at: podes[k]!,
            range: REACH.tower,
            idx: i,
            shots: 2 - (p.towerShots?.[k] ?? 0),
            ref: `${p.id}:${k}`,
          });
      }
      continue;
    }
    if (!DESTRUCTORS.has(p.type) || p.neutralisedBy !== null || isStuckAt(s, board, p, d)) continue;
    const r = rangeOf(board, p);
    // a silenced tank (Full Metal Galaxy's mountain pair) covers nothing, but shoots
    if (!isMine) {
      if (!p.silenced) enemies.push({ player: col.controller, at: p.at, range: r });
    } else if (p.shots < 2 && !underEnemyFire(cov, me, p.at))
      mine.push({ player: me, at: p.at, range: r, idx: i, shots: 2 - p.shots, ref: p.id });
  }
  const reached = enemies.map((u) => mine.filter((q) => board.dist(q.at, u.at) <= q.range).length);
  const fu = { me, tide: s.tide, colors: s.colors, enemies, mine, reached };
  unitsCache.set(s.pieces, fu);
  return fu;
}

/** The units around a mover (cached per state and player; only the mover is taken out here). */
export function fireContext(s: GameState, board: Board, mover: Piece): FireContext {
  const me = ownerOf(s, mover)!;
  const fu = fireUnits(s, board, me);
  const idx = s.index[mover.id]!;
  const partners = fu.mine.filter((q) => q.idx !== idx);
  const self = fu.mine.filter((q) => q.idx === idx);
  const targets = fu.enemies.filter(
    (u, k) => fu.reached[k]! - self.filter((q) => board.dist(q.at, u.at) <= q.range).length > 0,
  );
  return { me, enemies: fu.enemies, partners, targets, countPartners: countsPartnerShots(s) };
}

/** Can a mover standing on h with this range shoot at enemy unit u, and does u fire on h? */
function inReachOf(board: Board, u: Unit, h: number, range: number): boolean {
  const d = board.dist(u.at, h);
  return d <= u.range && d <= range;
}

/**
 * The volleys the mover, standing where it is, could fire at the enemies covering its hex: each target
 * with each partner that reaches it (what the count of `canClearFireAt` plays with).
 */
export function volleysOf(s: GameState, board: Board, mover: Piece): { shooters: [string, string]; target: number }[] {
  const ctx = fireContext(s, board, mover);
  const range = rangeOf(board, mover);
  const out: { shooters: [string, string]; target: number }[] = [];
  for (const u of ctx.targets) {
    if (!inReachOf(board, u, mover.at, range)) continue;
    for (const q of ctx.partners)
      if (board.dist(q.at, u.at) <= q.range) out.push({ shooters: [mover.id, q.ref], target: u.at });
  }
  return out;
}

/** Could the mover, standing on h with this range, shoot at any of the enemies covering h? */
export function mayShootFrom(ctx: FireContext, board: Board, h: number, range: number): boolean {
  return ctx.targets.some((u) => inReachOf(board, u, h, range));
}

/**
 * The second-arrival theory: a mover standing on hex h under enemy fire must be able to destroy enough
 * of that fire with its remaining shots (each with a partner out of fire) to end out of fire.
 */
export function canClearFireAt(
  ctx: FireContext,
  board: Board,
  h: number,
  range: number,
  shotsLeft: number,
  ap: number,
): boolean {
  const units: Unit[] = [];
  for (const u of ctx.enemies) if (board.dist(u.at, h) <= u.range) units.push(u);
  // Is h still under fire once the units on hexes a and b are destroyed (-1: none)?
  const fire = (a: number, b: number) => {
    for (let i = 0; i < units.length; i++) {
      const u = units[i]!;
      if (u.at === a || u.at === b) continue;
      let n = 0;
      for (let j = 0; j < units.length; j++) {
        const v = units[j]!;
        if (v.player === u.player && v.at !== a && v.at !== b) n++;
      }
      if (n >= 2) return true;
    }
    return false;
  };
  if (!fire(-1, -1)) return true;
  const shots = Math.min(shotsLeft, Math.floor(ap / 2));
  if (shots <= 0) return false;
  const targets: number[] = [];
  for (const u of ctx.targets) {
    const t = u.at;
    if (!targets.includes(t) && inReachOf(board, u, h, range)) targets.push(t);
  }
  if (!ctx.countPartners) {
    // The count of campaigns created before 2026-11-27: any partner, whatever its shots.
    for (const t of targets) if (!fire(t, -1)) return true;
    if (shots >= 2)
      for (let i = 0; i < targets.length; i++)
        for (let j = i + 1; j < targets.length; j++) if (!fire(targets[i]!, targets[j]!)) return true;
    return false;
  }
  // Each volley is the mover and one partner that reaches the target; a partner with one shot left
  // fires once ("si ses tirs permettent d'annihiler ce feu adverse").
  const reach = targets.map((t) => ctx.partners.filter((q) => board.dist(q.at, t) <= q.range));
  for (let i = 0; i < targets.length; i++) if (reach[i]!.length && !fire(targets[i]!, -1)) return true;
  if (shots < 2) return false;
  for (let i = 0; i < targets.length; i++)
    for (let j = i + 1; j < targets.length; j++) {
      if (fire(targets[i]!, targets[j]!)) continue;
      const a = reach[i]!;
      const b = reach[j]!;
      // two volleys: two different partners, or one partner with both its shots
      if (a.some((p) => b.some((q) => q !== p || p.shots >= 2))) return true;
    }
  return false;
}

export function canClearFire(s: GameState, id: string): boolean {
  const board = boardOf(s);
  const p = pieceById(s, id);
  if (!p || p.at < 0) return false;
  const ctx = fireContext(s, board, p);
  return canClearFireAt(ctx, board, p.at, rangeOf(board, p), 2 - p.shots, s.players[ctx.me]!.ap);
}

/**
 * The destructors and towers of other players that make fire on hex h: for refusals that say who covers it
 * ("tanks at 12,7 and 13,9 reach it"). Towers are named "astronef:pode".
 */
export function coverersOf(
  s: GameState,
  board: Board,
  me: PlayerId | null,
  h: number,
): { id: string; type: string; player: PlayerId; at: [number, number] }[] {
  const d = occupancy(s, board);
  const out: { id: string; type: string; player: PlayerId; at: [number, number] }[] = [];
  for (const i of d.units) {
    const p = s.pieces[i]!;
    if (p.destroyed || p.at < 0 || p.in !== null || !p.color) continue;
    const col = s.colors[p.color];
    if (!col || col.departed || col.controller === me) continue;
    if (p.type === 'astronef') {
      if (p.departed) continue;
      podeHexes(board, p).forEach((pd, k) => {
        if (p.towers?.[k] && board.dist(pd, h) <= REACH.tower)
          out.push({ id: `${p.id}:${k}`, type: 'tower', player: col.controller, at: board.hex(pd) });
      });
      continue;
    }
    if (!DESTRUCTORS.has(p.type) || p.neutralisedBy !== null || p.silenced || isStuckAt(s, board, p, d)) continue;
    if (board.dist(p.at, h) <= rangeOf(board, p))
      out.push({ id: p.id, type: p.type, player: col.controller, at: board.hex(p.at) });
  }
  return out;
}
