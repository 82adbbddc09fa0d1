// Transport: loading and unloading carriers (barge, crab, pondeuse) and astronefs; entering an enemy
// astronef whose towers are down takes it.
import { Board, T_MOUNTAIN } from './board.js';
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
import { enemiesCovering, fireMaps, underEnemyFire } from './fire-maps.js';
import { settleNeutralisation } from './neutralisation.js';
import { holdsSuperTank, occupancy, slotsUsed, withCargo, type Occupancy } from './occupancy.js';
import type { ActionOf } from './parse.js';
import {
  activeId,
  boardOf,
  CAPACITY,
  DESTRUCTORS,
  hexesOf,
  isAbandoned,
  onBoard,
  ownerOf,
  podeHexes,
  sizeOf,
} from './pieces.js';
import { pontoonSupported } from './pontoons.js';
import { markArrival } from './mountain-silence.js';
import { refuse, type Refusal } from './refusals.js';
import { canUse, couldEverUse, isStuckAt } from './terrain.js';
import { astronefsOf } from './turns.js';
import type { GameEvent, GameState, Piece, Result } from './types.js';

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
export function dropCheck(
  s: GameState,
  board: Board,
  d: Occupancy,
  item: Piece | { type: Piece['type']; id: string },
  h: number,
): Drop | Refusal {
  const b = d.blocker.get(h);
  const me = activeId(s);
  if (b >= 0) {
    const host = s.pieces[b]!;
    if (host.id === item.id) return { kind: 'hex' };
    if (host.type === 'astronef') {
      if (ownerOf(s, host) !== me)
        return refuse('OCCUPIED', `${board.hex(h)} is an enemy astronef`, {
          why: 'enemyAstronef',
          hex: board.hex(h),
          piece: host.id,
        });
      if (!podeHexes(board, host).includes(h))
        return refuse('OCCUPIED', `the bubble has no door: use a pode`, { why: 'bubble', hex: board.hex(h) });
      return { kind: 'into', into: host };
    }
    const cap = CAPACITY[host.type];
    if (cap !== undefined && ownerOf(s, host) === me && !isAbandoned(s, host)) {
      const r = carryCheck(s, d, host, item as Piece);
      if (r) return r;
      return { kind: 'into', into: host };
    }
    return refuse('OCCUPIED', `${board.hex(h)} is occupied by ${host.id}`, {
      why: 'taken',
      hex: board.hex(h),
      piece: host.id,
    });
  }
  const pontoon = d.pontoon.get(h) >= 0;
  if (item.type === 'pontoon') {
    if (pontoon)
      return refuse('OCCUPIED', `there is a pontoon there already`, { why: 'pontoonThere', hex: board.hex(h) });
    if (!pontoonSupported(s, board, d, h))
      return refuse('PONTOON_UNSUPPORTED', `a pontoon must touch land or a chain from land`, { hex: board.hex(h) });
    return { kind: 'hex' };
  }
  if (item.type === 'ore') {
    if (board.terrain[h] === 1 && !pontoon)
      return refuse('TERRAIN', `nothing can be unloaded at sea`, { why: 'sea', hex: board.hex(h) });
    return { kind: 'hex' };
  }
  if (!couldEverUse(board, item.type, h, pontoon))
    return item.type === 'superTank' && board.terrain[h] === T_MOUNTAIN
      ? refuse('TERRAIN', 'the super tank never goes on a mountain', { why: 'superTankMountain', hex: board.hex(h) })
      : refuse('TERRAIN', `a ${item.type} cannot go on ${board.terrainName(h)}`, {
          why: 'cannotGo',
          hex: board.hex(h),
          terrain: board.terrainName(h),
          piece: item.id,
        });
  return { kind: 'hex', strands: !canUse(s, board, item.type, h, d) };
}

/** Can carrier c take item (type and capacity)? */
function carryCheck(s: GameState, d: Occupancy, c: Piece, item: Piece): Refusal | null {
  if (c.type === 'astronef') return null;
  const cap = CAPACITY[c.type];
  if (cap === undefined)
    return refuse('CANNOT_CARRY', `a ${c.type} carries nothing`, { why: 'carriesNothing', carrier: c.id });
  const size = sizeOf(item.type);
  if (size === 0)
    return refuse('CANNOT_CARRY', `a ${item.type} cannot be carried`, {
      why: 'notCarriable',
      carrier: c.id,
      item: item.id,
    });
  if (c.type === 'pondeuse' && item.type !== 'ore')
    return refuse('CANNOT_CARRY', `a pondeuse carries only ore`, {
      why: 'pondeuseOreOnly',
      carrier: c.id,
      item: item.id,
    });
  if (c.type === 'crab' && size > 1)
    return refuse('CANNOT_CARRY', `only a barge carries a ${item.type}`, {
      why: 'bargeOnly',
      carrier: c.id,
      item: item.id,
    });
  const need = size + (item.type === 'crab' ? slotsUsed(s, item.id, d) : 0);
  const used = slotsUsed(s, c.id, d);
  if (used + need > cap)
    return refuse('CAPACITY', `${c.id} has ${cap - used} free of ${cap}, this needs ${need}`, {
      carrier: c.id,
      used,
      capacity: cap,
      need,
    });
  return null;
}

export function handleLoad(s: GameState, a: ActionOf<'load'>): Result {
  const board = boardOf(s);
  const c = getPiece(s, a.carrier, 'carrier');
  if (isRefusal(c)) return no(s, c);
  const item = getPiece(s, a.item, 'item');
  if (isRefusal(item)) return no(s, item);
  if (c.id === item.id)
    return no(s, refuse('INVALID_TARGET', 'a piece cannot load itself', { why: 'loadItself', piece: c.id }));
  const d = occupancy(s, board);
  if (s.phase === 'deploy') return loadInsideAstronef(s, c, item, d);
  const wrongPhase = needPlay(s);
  if (wrongPhase) return no(s, wrongPhase);
  const mustShootFirst = pendingSecondArrival(s);
  if (mustShootFirst) return no(s, mustShootFirst);
  const me = activeId(s)!;
  if (c.type === 'astronef') return enterAstronef(s, board, d, c, item, null);
  if (CAPACITY[c.type] === undefined)
    return no(s, refuse('CANNOT_CARRY', `a ${c.type} carries nothing`, { why: 'carriesNothing', carrier: c.id }));
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
  if (item.type === 'astronef')
    return no(
      s,
      refuse('CANNOT_CARRY', 'an astronef cannot be carried', { why: 'notCarriable', carrier: c.id, item: item.id }),
    );
  if (io !== null && isAbandoned(s, item))
    return no(s, refuse('NOT_YOUR_PIECE', `${item.id} was abandoned`, { why: 'abandoned', piece: item.id }));
  if (io !== null && io !== me)
    return no(s, refuse('NOT_YOUR_PIECE', `${item.id} is not yours`, { why: 'item', item: item.id, owner: io }));
  const wrongKind = carryType(c, item);
  if (wrongKind) return no(s, wrongKind);
  if (item.in !== null)
    return no(
      s,
      refuse('INVALID_TARGET', `${item.id} is already carried`, {
        why: 'alreadyCarried',
        piece: item.id,
        carried: item.in,
      }),
    );
  if (item.at < 0)
    return no(s, refuse('INVALID_TARGET', `${item.id} is not on the board`, { why: 'offBoard', piece: item.id }));
  const ch = hexesOf(board, c);
  const ih = hexesOf(board, item);
  if (!ch.some((x) => ih.some((y) => board.adjacent(x, y))))
    return no(
      s,
      refuse('NOT_ADJACENT', `${item.id} is not next to ${c.id}`, { why: 'load', carrier: c.id, item: item.id }),
    );
  const notLiftable = liftableCheck(s, board, d, item);
  if (notLiftable) return no(s, notLiftable);
  if ((item.type === 'superTank' || holdsSuperTank(s, item.id, d)) && ch.some((h) => board.terrain[h] === T_MOUNTAIN))
    return no(
      s,
      refuse('TERRAIN', 'the super tank never goes on a mountain, even carried', {
        why: 'superTankMountain',
        carrier: c.id,
      }),
    );
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
  return finish(
    next,
    [{ type: 'loaded', carrier: c.id, item: item.id, cost }],
    cost,
    true,
    true,
    undefined,
    item.type === 'pontoon',
  );
}

/**
 * Can this item on the board be taken aboard? Submerged ore cannot, a pontoon can on any tide unless
 * something stands on it, a stranded or bogged piece cannot, nor a neutralised one.
 */
function liftableCheck(s: GameState, board: Board, d: Occupancy, item: Piece): Refusal | null {
  if (item.type === 'ore') {
    if (!board.isLand(item.at, s.tide))
      return refuse('TERRAIN', 'this ore is under water at this tide', {
        why: 'oreUnderWater',
        item: item.id,
        hex: board.hex(item.at),
        tide: s.tide,
      });
  } else if (item.type === 'pontoon') {
    const b = d.blocker.get(item.at);
    if (b >= 0)
      return refuse('OCCUPIED', 'something stands on that pontoon', {
        why: 'pontoonCarries',
        item: item.id,
        piece: s.pieces[b]!.id,
      });
  } else {
    if (isStuckAt(s, board, item, d))
      return refuse('STUCK', `${item.id} is stranded or bogged`, { why: 'tide', piece: item.id, tide: s.tide });
    if (item.neutralisedBy !== null)
      return refuse('UNDER_FIRE', `${item.id} is neutralised`, {
        why: 'neutralised',
        piece: item.id,
        by: [item.neutralisedBy],
      });
  }
  return null;
}

/** The kinds of item a carrier takes (before capacity). */
function carryType(c: Piece, item: Piece): Refusal | null {
  if (sizeOf(item.type) === 0)
    return refuse('CANNOT_CARRY', `a ${item.type} cannot be carried by a ${c.type}`, {
      why: 'notCarriable',
      carrier: c.id,
      item: item.id,
    });
  if (c.type === 'pondeuse' && item.type !== 'ore')
    return refuse('CANNOT_CARRY', 'a pondeuse carries only ore', {
      why: 'pondeuseOreOnly',
      carrier: c.id,
      item: item.id,
    });
  if (c.type === 'crab' && sizeOf(item.type) > 1)
    return refuse('CANNOT_CARRY', `only a barge carries a ${item.type}`, {
      why: 'bargeOnly',
      carrier: c.id,
      item: item.id,
    });
  return null;
}

/** Loading a carrier from items in the same astronef (or aboard the same barge): free. */
function loadInsideAstronef(s: GameState, c: Piece, item: Piece, d: Occupancy): Result {
  const notYours = controlCheck(s, c);
  if (notYours) return no(s, notYours);
  const host = c.in;
  if (host === null || item.in !== host) {
    if (s.phase === 'deploy')
      return no(s, refuse('WRONG_PHASE', 'on turn 2 loading is done inside the astronef', { why: 'loadInsideOnly' }));
    return no(
      s,
      refuse('NOT_ADJACENT', `${item.id} is not beside ${c.id}`, { why: 'load', carrier: c.id, item: item.id }),
    );
  }
  const io = ownerOf(s, item);
  if (io !== null && io !== activeId(s))
    return no(s, refuse('NOT_YOUR_PIECE', `${item.id} is not yours`, { why: 'item', item: item.id, owner: io }));
  if (CAPACITY[c.type] === undefined)
    return no(s, refuse('CANNOT_CARRY', `a ${c.type} carries nothing`, { why: 'carriesNothing', carrier: c.id }));
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
  if (k.at < 0 || k.departed)
    return no(s, refuse('INVALID_TARGET', `${k.id} is not on the planet`, { why: 'astronefGone', astronef: k.id }));
  const mine = ownerOf(s, k) === me;
  const io = ownerOf(s, item);
  if (io !== null && isAbandoned(s, item))
    return no(s, refuse('NOT_YOUR_PIECE', `${item.id} was abandoned`, { why: 'abandoned', piece: item.id }));
  if (io !== null && io !== me)
    return no(s, refuse('NOT_YOUR_PIECE', `${item.id} is not yours`, { why: 'item', item: item.id, owner: io }));
  const taking = !mine;
  if (taking) {
    const standing = (k.towers ?? []).filter(Boolean).length;
    if (!DESTRUCTORS.has(item.type)) {
      if (standing > 0)
        return no(s, refuse('NOT_YOUR_PIECE', `${k.id} is not yours`, { why: 'enemyAstronef', astronef: k.id }));
      return no(
        s,
        refuse('NOT_CAPTOR', 'only a destructor can take an astronef', {
          why: 'notDestructor',
          astronef: k.id,
          item: item.id,
        }),
      );
    }
    if (standing > 0)
      return no(
        s,
        refuse('TOWERS_STANDING', `${standing} tower(s) of ${k.id} still stand`, { astronef: k.id, standing }),
      );
    if (from)
      return no(
        s,
        refuse('NOT_CAPTOR', 'a destructor takes an astronef on its own tracks', {
          why: 'ownTracks',
          astronef: k.id,
          item: item.id,
        }),
      );
  }
  const podes = podeHexes(board, k);
  const source = from ?? item;
  if (from === null) {
    if (item.in !== null)
      return no(s, refuse('STUCK', `${item.id} is carried`, { why: 'carried', piece: item.id, carried: item.in }));
    if (item.at < 0)
      return no(s, refuse('INVALID_TARGET', `${item.id} is not on the board`, { why: 'offBoard', piece: item.id }));
  }
  const sh = hexesOf(board, source);
  if (!sh.some((h) => podes.some((pd) => board.adjacent(h, pd))))
    return no(
      s,
      refuse('NOT_ADJACENT', `${source.id} is not next to a pode of ${k.id}`, {
        why: 'pode',
        astronef: k.id,
        item: source.id,
      }),
    );
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
      if (
        p.color === k.color &&
        onBoard(p) &&
        p.type !== 'astronef' &&
        hexesOf(board2, p).some((h) => underEnemyFire(cov, me, h))
      )
        newly.push(p.id);
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

export function handleUnload(s: GameState, a: ActionOf<'unload'>): Result {
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
  if (item.in !== c.id)
    return no(
      s,
      refuse('INVALID_TARGET', `${item.id} is not in ${c.id}`, { why: 'notInCarrier', carrier: c.id, item: item.id }),
    );
  const d = occupancy(s, board);
  let hexes = to;
  if (c.type === 'astronef') {
    if (c.at < 0 || c.departed)
      return no(s, refuse('INVALID_TARGET', `${c.id} is not on the planet`, { why: 'astronefGone', astronef: c.id }));
    if (item.type === 'ore')
      return no(
        s,
        refuse('INVALID_TARGET', 'ore in an astronef never leaves it', { why: 'oreStaysAboard', item: item.id }),
      );
    if (item.type === 'barge' && hexes.length === 1) {
      const second = secondBargeHex(s, board, d, item, hexes[0]!);
      if (second < 0)
        return no(
          s,
          refuse('OCCUPIED', "no room for the barge's second hex", { why: 'bargeNoRoom', hex: board.hex(hexes[0]!) }),
        );
      hexes = [hexes[0]!, second];
    }
    if (item.type !== 'barge' && hexes.length !== 1)
      return no(
        s,
        refuse('BAD_INPUT', 'one hex for this piece', {
          why: 'malformed',
          field: 'to',
          got: a.to.map((h) => board.hex(h)),
        }),
      );
    if (hexes.length === 2 && !board.adjacent(hexes[0]!, hexes[1]!))
      return no(s, refuse('NOT_ADJACENT', 'a barge holds two adjacent hexes', { why: 'bargeHexes' }));
    const podes = podeHexes(board, c);
    const near = podes.map((pd, k) => ({ k, pd })).filter(({ pd }) => hexes.some((h) => board.adjacent(h, pd)));
    if (near.length === 0)
      return no(
        s,
        refuse('NOT_ADJACENT', `${board.hex(hexes[0]!)} is not next to a pode of ${c.id}`, {
          why: 'podeUnload',
          astronef: c.id,
          hex: board.hex(hexes[0]!),
        }),
      );
    if (!near.some(({ k }) => c.towers?.[k]))
      return no(
        s,
        refuse('PODE_DESTROYED', 'nothing goes out through a pode whose tower is destroyed', {
          astronef: c.id,
          podes: near.map((x) => x.k),
        }),
      );
  } else {
    if (c.in !== null)
      return no(s, refuse('STUCK', `${c.id} is carried`, { why: 'carried', piece: c.id, carried: c.in }));
    const notReady = readyCheck(s, board, c, d);
    if (notReady) return no(s, notReady);
    if (hexes.length !== 1)
      return no(
        s,
        refuse('BAD_INPUT', 'unload to one hex', { why: 'malformed', field: 'to', got: a.to.map((h) => board.hex(h)) }),
      );
    if (!hexesOf(board, c).some((h) => board.adjacent(h, hexes[0]!)))
      return no(
        s,
        refuse('NOT_ADJACENT', `${board.hex(hexes[0]!)} is not next to ${c.id}`, {
          why: 'unload',
          carrier: c.id,
          hex: board.hex(hexes[0]!),
        }),
      );
    const pode = d.blocker.get(hexes[0]!);
    if (pode >= 0 && s.pieces[pode]!.type === 'astronef') {
      const k = s.pieces[pode]!;
      if (!podeHexes(board, k).includes(hexes[0]!))
        return no(
          s,
          refuse('OCCUPIED', 'the bubble has no door: use a pode', { why: 'bubble', hex: board.hex(hexes[0]!) }),
        );
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
  if (drop.kind === 'into' && drop.into!.id === c.id)
    return no(
      s,
      refuse('INVALID_TARGET', `${item.id} is already in ${c.id}`, { why: 'alreadyIn', carrier: c.id, item: item.id }),
    );
  if (drop.kind === 'into' && hexes.length > 1)
    return no(s, refuse('OCCUPIED', 'a barge needs two free hexes', { why: 'bargeNoRoom' }));
  if (drop.kind === 'into' && drop.into!.type === 'astronef' && c.type !== 'astronef')
    return enterAstronef(s, board, d, drop.into!, item, c);
  if (drop.kind === 'into' && drop.into!.type === 'astronef')
    return no(s, refuse('INVALID_TARGET', 'use a pode hex of another astronef', { why: 'otherAstronef' }));
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
    markArrival(s, board, item, q.at, q);
  }
  e.pay(cost);
  const next = e.done();
  return finish(
    next,
    [{ type: 'unloaded', carrier: c.id, item: item.id, to: hexes.map((h) => board.hex(h)), cost }],
    cost,
  );
}

/** A free sea hex next to `first` for a barge's second hex (deterministic: N, NE, SE, S, SW, NW). */
export function secondBargeHex(
  s: GameState,
  board: Board,
  d: Occupancy,
  barge: Piece,
  first: number,
  extra: (h: number) => boolean = () => true,
): number {
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
