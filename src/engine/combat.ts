// Shooters (pieces and towers) and the second-arrival check.
import type { Board } from './board.js';
import {
  DESTRUCTORS,
  activeId,
  boardOf,
  coverage,
  derived,
  enemiesCovering,
  isAbandoned,
  isStuckAt,
  ownerOf,
  pieceById,
  podeHexes,
  rangeOf,
  refuse,
  underEnemyFire,
} from './core.js';
import type { GameState, Piece, PlayerId, Refusal } from './types.js';

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
  if (!p) return refuse('BAD_INPUT', `no piece ${ref}`, { piece: ref });
  if (p.destroyed) return refuse('INVALID_TARGET', `${ref} was destroyed`, { piece: ref });
  if (ownerOf(s, p) !== me || isAbandoned(s, p)) {
    // One of mine and one of another player's make no pair.
    if (taken) return refuse('NEEDS_TWO', 'two destructors of one player are needed', { piece: ref, owner: ownerOf(s, p) });
    return refuse('NOT_YOUR_PIECE', `${ref} is not yours`, { piece: ref });
  }
  if (p.type === 'astronef') {
    if (p.at < 0 || p.departed) return refuse('INVALID_TARGET', `${p.id} is not on the planet`, { astronef: p.id });
    const podes = podeHexes(board, p);
    const candidates = pode === null ? [0, 1, 2] : [pode];
    let why: Refusal | null = null;
    for (const k of candidates) {
      if (taken && taken.kind === 'tower' && taken.idx === s.index[p.id] && taken.pode === k) continue;
      if (!p.towers?.[k]) {
        why ??= refuse('NEEDS_TWO', `the tower on pode ${k} of ${p.id} is destroyed`, { astronef: p.id, pode: k });
        continue;
      }
      if ((p.towerShots?.[k] ?? 0) >= 2) {
        why ??= refuse('NO_AMMO', `the tower on pode ${k} of ${p.id} has fired twice`, { astronef: p.id, pode: k });
        continue;
      }
      if (board.dist(podes[k]!, target) > 2) {
        why ??= refuse('OUT_OF_RANGE', `the tower on pode ${k} of ${p.id} reaches 2 hexes`, { astronef: p.id, pode: k, range: 2, distance: board.dist(podes[k]!, target) });
        continue;
      }
      return { kind: 'tower', idx: s.index[p.id]!, pode: k, ref: `${p.id}:${k}`, at: podes[k]! };
    }
    return why ?? refuse('NEEDS_TWO', 'two destructors are needed', { astronef: p.id });
  }
  if (!DESTRUCTORS.has(p.type)) return refuse('NEEDS_TWO', `${p.id} is not a destructor`, { piece: p.id });
  if (p.in !== null) return refuse('STUCK', `${p.id} is carried`, { piece: p.id, carried: p.in });
  if (p.at < 0) return refuse('INVALID_TARGET', `${p.id} is not on the board`, { piece: p.id });
  if (isStuckAt(s, board, p)) return refuse('STUCK', `${p.id} is stranded or bogged`, { piece: p.id });
  if (p.neutralisedBy !== null) return refuse('UNDER_FIRE', `${p.id} is neutralised`, { piece: p.id, by: [p.neutralisedBy] });
  if (p.shots >= 2) return refuse('NO_AMMO', `${p.id} has fired twice this turn`, { piece: p.id, shots: p.shots });
  const range = rangeOf(board, p);
  const dist = board.dist(p.at, target);
  if (dist > range) return refuse('OUT_OF_RANGE', `${p.id} reaches ${range} hexes, the target is ${dist} away`, { piece: p.id, range, distance: dist });
  if (s.turnState.secondArrival !== p.id) {
    const by = enemiesCovering(coverage(s, board), me, p.at);
    if (by.length) return refuse('UNDER_FIRE', `${p.id} is under enemy fire: only a second arrival may shoot from there`, { piece: p.id, hex: board.hex(p.at), by });
  }
  return { kind: 'piece', idx: s.index[p.id]!, ref: p.id, at: p.at };
}

export function resolveShooters(s: GameState, board: Board, refs: [string, string], target: number): Shooter[] | Refusal {
  const a = resolveOne(s, board, refs[0], target, null);
  if (isRefusal(a)) return a;
  const b = resolveOne(s, board, refs[1], target, a);
  if (isRefusal(b)) return b;
  if (a.kind === b.kind && a.idx === b.idx && (a.kind === 'piece' || a.pode === (b as { pode: number }).pode))
    return refuse('NEEDS_TWO', 'two different destructors are needed', { shooters: refs });
  return [a, b];
}

interface Unit {
  player: PlayerId;
  at: number;
  range: number;
}

/** The units (destructors, towers) of players other than `me` that reach hex h and make fire. */
function enemyUnitsReaching(s: GameState, board: Board, me: PlayerId, h: number): Unit[] {
  const d = derived(s, board);
  const out: Unit[] = [];
  for (const p of s.pieces) {
    if (p.destroyed || p.at < 0 || p.in !== null || !p.color) continue;
    const col = s.colors[p.color];
    if (!col || col.departed || col.controller === me) continue;
    if (p.type === 'astronef') {
      if (p.departed) continue;
      const podes = podeHexes(board, p);
      podes.forEach((pd, k) => {
        if (p.towers?.[k] && board.dist(pd, h) <= 2) out.push({ player: col.controller, at: pd, range: 2 });
      });
      continue;
    }
    if (!DESTRUCTORS.has(p.type) || p.neutralisedBy !== null || isStuckAt(s, board, p, d)) continue;
    const r = rangeOf(board, p);
    if (board.dist(p.at, h) <= r) out.push({ player: col.controller, at: p.at, range: r });
  }
  return out;
}

/** Can one of my units other than `exclude` shoot at hex t (partner of the second arrival)? */
function hasPartner(s: GameState, board: Board, me: PlayerId, exclude: Piece, t: number): boolean {
  const cov = coverage(s, board);
  const d = derived(s, board);
  for (const p of s.pieces) {
    if (p === exclude || p.destroyed || p.at < 0 || p.in !== null || ownerOf(s, p) !== me || isAbandoned(s, p)) continue;
    if (p.type === 'astronef') {
      if (p.departed) continue;
      const podes = podeHexes(board, p);
      for (let k = 0; k < 3; k++)
        if (p.towers?.[k] && (p.towerShots?.[k] ?? 0) < 2 && board.dist(podes[k]!, t) <= 2) return true;
      continue;
    }
    if (!DESTRUCTORS.has(p.type) || p.neutralisedBy !== null || p.shots >= 2 || isStuckAt(s, board, p, d)) continue;
    if (board.dist(p.at, t) > rangeOf(board, p)) continue;
    if (underEnemyFire(cov, me, p.at)) continue;
    return true;
  }
  return false;
}

/**
 * The second-arrival theory: piece `id`, now on a hex under enemy fire, must be able to destroy enough of
 * that fire with its remaining shots (each with a partner out of fire) to end out of fire.
 */
export function canClearFire(s: GameState, id: string): boolean {
  const board = boardOf(s);
  const p = pieceById(s, id);
  if (!p || p.at < 0) return false;
  const me = ownerOf(s, p)!;
  const units = enemyUnitsReaching(s, board, me, p.at);
  const count = (removed: Set<number>) => {
    const by = new Map<PlayerId, number>();
    for (const u of units) if (!removed.has(u.at)) by.set(u.player, (by.get(u.player) ?? 0) + 1);
    for (const n of by.values()) if (n >= 2) return false;
    return true;
  };
  if (count(new Set())) return true;
  const shots = Math.min(2 - p.shots, Math.floor(s.players[me]!.ap / 2));
  if (shots <= 0) return false;
  const range = rangeOf(board, p);
  const targets = [...new Set(units.map((u) => u.at))].filter((t) => board.dist(p.at, t) <= range && hasPartner(s, board, me, p, t));
  for (const t of targets) if (count(new Set([t]))) return true;
  if (shots >= 2)
    for (let i = 0; i < targets.length; i++)
      for (let j = i + 1; j < targets.length; j++) if (count(new Set([targets[i]!, targets[j]!]))) return true;
  return false;
}
