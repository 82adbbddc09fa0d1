// Neutralisation, a state: after each action every enemy piece under the active player's fire is
// neutralised by him, and freed when that fire no longer covers it; a destructor holding a piece under
// its fire stays put this turn.
import { Board } from './board.js';
import { Edit } from './edit.js';
import { destructorActive, fireMaps, fireOf } from './fire-maps.js';
import { occupancy } from './occupancy.js';
import { PersistentArray } from './persistent-array.js';
import { activeId, boardOf, hexesOf, isAbandoned, ownerOf, podeHexes, rangeOf, REACH } from './pieces.js';
import { holdersMoveFreely } from './rulings.js';
import type { Step } from './turns.js';
import type { GameEvent, GameState, Piece, PlayerId } from './types.js';

function coversPiece(cov: PersistentArray | undefined, _board: Board, p: Piece): boolean {
  if (!cov || p.at < 0) return false;
  return cov.get(p.at) >= 2 || (p.at2 >= 0 && cov.get(p.at2) >= 2);
}

function neutralisable(state: GameState, p: Piece): boolean {
  return (
    !p.destroyed &&
    p.at >= 0 &&
    p.in === null &&
    p.type !== 'astronef' &&
    p.type !== 'ore' &&
    p.type !== 'pontoon' &&
    p.color !== null &&
    !isAbandoned(state, p)
  );
}

/**
 * Neutralisation is a state. At the start of a player's turn ('turnStart') his pieces under enemy fire are
 * neutralised; after every action ('action') a neutralisation ends where that fire no longer lasts.
 * A neutralised destructor makes no fire, so the order in which fire arose decides who holds whom.
 * After an action the active player's destructors that newly hold an enemy piece under fire are recorded as
 * neutralisers: they stay put for the rest of the turn.
 */
export interface MoveHint {
  /** The state before a destructor's move (its held pieces), and the mover after it. */
  prev: GameState;
  after: Piece;
}

export function settleNeutralisation(state: GameState, mode: 'action' | 'turnStart', hint?: MoveHint): Step {
  const board = boardOf(state);
  const active = activeId(state);
  const events: GameEvent[] = [];
  let cur = state;
  let candidates: readonly number[];
  const d0 = occupancy(state, board);
  // After an action only neutralised pieces can change; at a turn start also the new active player's.
  if (mode === 'action') candidates = d0.neutral;
  else {
    // The colours the new active player controls (usually one or two).
    const mine: (string | null)[] = [];
    for (const [c, col] of Object.entries(state.colors)) if (col.controller === active) mine.push(c);
    const list: number[] = [];
    for (const i of d0.units) {
      const p = state.pieces[i]!;
      if (p.neutralisedBy !== null || mine.includes(p.color)) list.push(i);
    }
    candidates = list;
  }
  for (let round = 0; candidates.length > 0 && round < 8; round++) {
    const cov = fireMaps(cur, board);
    const set: [number, PlayerId][] = [];
    const clear: number[] = [];
    for (let j = 0; j < candidates.length; j++) {
      const i = candidates[j]!;
      const p = cur.pieces[i]!;
      if (!neutralisable(cur, p)) {
        if (p.neutralisedBy !== null) clear.push(i);
        continue;
      }
      const owner = ownerOf(cur, p);
      const by = p.neutralisedBy;
      if (by !== null && by !== owner && coversPiece(fireOf(cov, by), board, p)) continue;
      let other: PlayerId | null = null;
      for (const pid of cov.players) {
        if (pid !== owner && coversPiece(fireOf(cov, pid), board, p)) {
          other = pid;
          break;
        }
      }
      if (by !== null) {
        if (other === null || by === owner) clear.push(i);
        else set.push([i, other]);
      } else if (other !== null && mode === 'turnStart' && owner === active) set.push([i, other]);
    }
    if (set.length === 0 && clear.length === 0) break;
    const e = new Edit(cur);
    for (const i of clear) e.piece(i).neutralisedBy = null;
    for (const [i, by] of set) e.piece(i).neutralisedBy = by;
    cur = e.done();
    if (clear.length) events.push({ type: 'freed', pieces: clear.map((i) => cur.pieces[i]!.id) });
    const byWho = new Map<PlayerId, string[]>();
    for (const [i, by] of set) {
      if (state.pieces[i]!.neutralisedBy !== null) continue;
      const l = byWho.get(by) ?? [];
      l.push(cur.pieces[i]!.id);
      byWho.set(by, l);
    }
    for (const [by, pieces] of byWho) events.push({ type: 'neutralised', pieces, by });
  }
  if (active && cur.phase === 'play')
    cur = trackHeld(cur, board, active, mode === 'turnStart', cur === state ? hint : undefined);
  return { state: cur, events };
}

/** Enemy pieces (not astronefs) that the active player's fire covers now. */
function heldNow(state: GameState, board: Board, active: PlayerId): string[] {
  const cov = fireOf(fireMaps(state, board), active);
  const out: string[] = [];
  if (!cov) return out;
  for (const i of occupancy(state, board).units) {
    const p = state.pieces[i]!;
    if (
      p.color === null ||
      p.at < 0 ||
      p.destroyed ||
      p.in !== null ||
      p.type === 'astronef' ||
      p.type === 'pontoon' ||
      p.type === 'ore'
    )
      continue;
    if (!coversPiece(cov, board, p)) continue;
    if (ownerOf(state, p) === active && !isAbandoned(state, p)) continue;
    out.push(p.id);
  }
  return out;
}

/**
 * heldNow after a destructor's move: the pieces held before that still are, and those within the
 * mover's new reach (nobody else's fire changed).
 */
function heldAfterMove(state: GameState, board: Board, active: PlayerId, h: MoveHint): string[] {
  const cov = fireOf(fireMaps(state, board), active);
  if (!cov) return [];
  const d = occupancy(state, board);
  const a = h.after;
  const newR = destructorActive(state, board, a, d) ? rangeOf(board, a) : -1;
  const isHeld = (p: Piece) =>
    p.color !== null &&
    p.at >= 0 &&
    !p.destroyed &&
    p.in === null &&
    p.type !== 'astronef' &&
    p.type !== 'pontoon' &&
    p.type !== 'ore' &&
    !(ownerOf(state, p) === active && !isAbandoned(state, p)) &&
    coversPiece(cov, board, p);
  const out: string[] = [];
  for (const id of h.prev.turnState.held) {
    const p = state.pieces[state.index[id]!];
    if (p && isHeld(p)) out.push(id);
  }
  if (newR >= 0) {
    const near = board.within(a.at, newR);
    for (let j = 0; j < near.length; j++) {
      const i = d.blocker.get(near[j]!);
      if (i < 0) continue;
      const p = state.pieces[i]!;
      if (!out.includes(p.id) && isHeld(p)) out.push(p.id);
    }
  }
  return out;
}

/**
 * The active player's destructors that newly hold an enemy piece under fire become neutralisers
 * (they stay put for the rest of the turn). Pieces already held at the start of the turn do not count.
 */
function trackHeld(state: GameState, board: Board, active: PlayerId, reset: boolean, hint?: MoveHint): GameState {
  const now = hint ? heldAfterMove(state, board, active, hint) : heldNow(state, board, active);
  const before = reset ? now : state.turnState.held;
  const fresh = reset ? [] : now.filter((id) => !before.includes(id));
  const same = !reset && now.length === before.length && now.every((id) => before.includes(id));
  if (fresh.length === 0 && same) return state;
  const add: Record<string, string[]> = {};
  const d = fresh.length ? occupancy(state, board) : null;
  for (const tid of fresh) {
    const t = state.pieces[state.index[tid]!]!;
    for (const i of d!.units) {
      const p = state.pieces[i]!;
      if (!destructorActive(state, board, p, d!) || ownerOf(state, p) !== active) continue;
      const r = rangeOf(board, p);
      if (hexesOf(board, t).some((h) => board.dist(p.at, h) <= r)) (add[p.id] ??= []).push(t.id);
    }
  }
  const e = new Edit(state);
  const ts = e.turnState();
  ts.held = now;
  const ids = Object.keys(add);
  if (ids.length) {
    const neutralisers = { ...ts.neutralisers };
    for (const id of ids) {
      const list = (neutralisers[id] ?? []).slice();
      for (const t of add[id]!) if (!list.includes(t)) list.push(t);
      neutralisers[id] = list;
    }
    ts.neutralisers = neutralisers;
  }
  return e.done();
}

/**
 * Pieces a destructor of the active player neutralised this turn and still holds: under the rulings before
 * 2026-11-27 they keep it in place for the rest of the turn. Under today's the holder may move away (it
 * then lets the piece go), so nothing keeps it: [].
 */
export function heldTargets(state: GameState, pieceId: string): string[] {
  if (holdersMoveFreely(state)) return [];
  const list = state.turnState.neutralisers[pieceId];
  if (!list || list.length === 0) return [];
  const active = activeId(state);
  return list.filter((id) => {
    const t = state.pieces[state.index[id]!];
    return !!t && !t.destroyed && ownerOf(state, t) !== active && state.turnState.held.includes(id);
  });
}

/**
 * The enemy pieces the active player's fire holds now (computed afresh), each with his destructors that
 * reach it: for the screen ("stay and it is neutralised; leave and it goes free").
 */
function holdingNow(state: GameState): { piece: string; by: string[] }[] {
  const board = boardOf(state);
  const active = activeId(state);
  if (!active) return [];
  const held = heldNow(state, board, active);
  if (held.length === 0) return [];
  const d = occupancy(state, board);
  const out: { piece: string; by: string[] }[] = [];
  // in the pieces' order, whatever order the turn's history listed them in
  const ids = held.slice().sort((x, y) => state.index[x]! - state.index[y]!);
  for (const id of ids) {
    const t = state.pieces[state.index[id]!];
    if (!t || t.destroyed || t.at < 0) continue;
    const by: string[] = [];
    const towers: string[] = [];
    const near = (at: number, r: number) => hexesOf(board, t).some((h) => board.dist(at, h) <= r);
    for (const i of d.units) {
      const p = state.pieces[i]!;
      if (ownerOf(state, p) !== active || isAbandoned(state, p)) continue;
      if (p.type === 'astronef') {
        // its standing towers hold too (named "astronef:pode", as shots name them), after the destructors
        if (p.at < 0 || p.departed || !p.towers) continue;
        podeHexes(board, p).forEach((pd, k) => {
          if (p.towers![k] && near(pd, REACH.tower)) towers.push(`${p.id}:${k}`);
        });
      } else if (destructorActive(state, board, p, d) && near(p.at, rangeOf(board, p))) by.push(p.id);
    }
    out.push({ piece: id, by: by.concat(towers) });
  }
  return out;
}

/** What the screen says of the viewer's holds: on his own turn, the pieces he holds; and which rule holds. */
export function holdingFor(
  state: GameState,
  viewer: PlayerId | null,
): { holding: { piece: string; by: string[] }[]; holdersStay: boolean } {
  const mine = viewer !== null && state.phase === 'play' && activeId(state) === viewer;
  return { holding: mine ? holdingNow(state) : [], holdersStay: !holdersMoveFreely(state) };
}
