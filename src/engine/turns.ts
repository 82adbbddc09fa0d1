// The flow of the game: turn starts, neutralisation, pontoon chains, tides, the end and the scores.
import { produce } from './immer.js';
import { Edit, cloneState } from './edit.js';
import type { Board } from './board.js';
import {
  activeId,
  boardOf,
  fireMaps,
  occupancy,
  destructorActive,
  fireOf,
  DESTRUCTORS,
  hexesOf,
  isAbandoned,
  isStuckAt,
  ownerOf,
  rangeOf,
  seedSameFootprint,
  underEnemyFire,
  withCargo,
  noteDescent,
} from './core.js';
import { shuffle } from './rng.js';
import { ARMY, TIDE_CARDS, freshTurnState, newPiece } from './setup.js';
import type { PersistentArray } from './persistent-array.js';
import type { GameEvent, GameState, Piece, PlayerId, Score, Tide } from './types.js';

export interface Step {
  state: GameState;
  events: GameEvent[];
}

/** Astronefs a player controls that are on the planet (landed or not yet landed, not departed). */
export function astronefsOf(state: GameState, player: PlayerId): Piece[] {
  const out: Piece[] = [];
  for (const c of Object.values(state.colors)) {
    if (c.controller !== player || !c.astronef) continue;
    const k = state.pieces[state.index[c.astronef]!];
    if (k && !k.departed && !k.destroyed) out.push(k);
  }
  return out;
}

/** The base credit of a player at the start of his turn (turn 3: 5, turn 4: 10, then base + 5 per extra astronef). */
export function creditFor(state: GameState, player: PlayerId): number {
  if (state.turn <= 2) return 0;
  if (state.turn === 3) return 5;
  if (state.turn === 4) return 10;
  if (state.variant.secondAstronef && state.turn === 15) return 5;
  if (state.variant.secondAstronef && state.turn === 16) return 10;
  const base = state.variant.baseAp ?? 15;
  const n = astronefsOf(state, player).length;
  return base + 5 * Math.max(0, n - 1);
}

/** Marks pieces destroyed (with their cargo) in an edit; pushes their ids to out. */
export function destroyIn(e: Edit, indices: number[], out: string[]): void {
  for (const i of indices) {
    if (e.state.pieces[i]!.destroyed) continue;
    const p = e.piece(i);
    if (p.type === 'ore') e.oreGone().destroyed++;
    p.destroyed = true;
    p.at = -1;
    p.at2 = -1;
    p.neutralisedBy = null;
    out.push(p.id);
  }
}

/** Everything that stands on a hex (pontoon, the piece on it and all cargo), as indices. */
export function everythingOn(state: GameState, board: Board, h: number): number[] {
  const d = occupancy(state, board);
  const out: number[] = [];
  const b = d.blocker.get(h);
  if (b >= 0 && state.pieces[b]!.type !== 'astronef') withCargo(state, b, d, out);
  const pt = d.pontoon.get(h);
  if (pt >= 0) out.push(pt);
  return out;
}

/** Pontoon groups without land support collapse, with everything on them. */
export function collapsePontoons(state: GameState, cause: 'pontoon' | 'tide' = 'pontoon'): Step {
  const board = boardOf(state);
  const d = occupancy(state, board);
  const pontoons: number[] = [];
  for (const i of d.units) {
    const p = state.pieces[i]!;
    if (p.type === 'pontoon' && !p.destroyed && p.in === null && p.at >= 0) pontoons.push(i);
  }
  if (pontoons.length === 0) return { state, events: [] };
  const supported = new Set<number>();
  const queue: number[] = [];
  for (const i of pontoons) {
    const h = state.pieces[i]!.at;
    let land = board.isLand(h, state.tide);
    for (let k = 0; k < 6 && !land; k++) {
      const nb = board.nb[h * 6 + k]!;
      if (nb >= 0 && board.isLand(nb, state.tide)) land = true;
    }
    if (land) {
      supported.add(h);
      queue.push(h);
    }
  }
  while (queue.length) {
    const h = queue.pop()!;
    for (let k = 0; k < 6; k++) {
      const nb = board.nb[h * 6 + k]!;
      if (nb >= 0 && d.pontoon.get(nb) >= 0 && !supported.has(nb)) {
        supported.add(nb);
        queue.push(nb);
      }
    }
  }
  const doomed: number[] = [];
  for (const i of pontoons) {
    const h = state.pieces[i]!.at;
    if (!supported.has(h)) doomed.push(...everythingOn(state, board, h));
  }
  if (doomed.length === 0) return { state, events: [] };
  const ids: string[] = [];
  const e = new Edit(state);
  destroyIn(e, doomed, ids);
  const next = e.done();
  return { state: next, events: [{ type: 'destroyed', pieces: ids, cause }] };
}

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
  if (active && cur.phase === 'play') cur = trackHeld(cur, board, active, mode === 'turnStart', cur === state ? hint : undefined);
  return { state: cur, events };
}

/** Enemy pieces (not astronefs) that the active player's fire covers now. */
function heldNow(state: GameState, board: Board, active: PlayerId): string[] {
  const cov = fireOf(fireMaps(state, board), active);
  const out: string[] = [];
  if (!cov) return out;
  for (const i of occupancy(state, board).units) {
    const p = state.pieces[i]!;
    if (p.color === null || p.at < 0 || p.destroyed || p.in !== null || p.type === 'astronef' || p.type === 'pontoon' || p.type === 'ore') continue;
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
    p.color !== null && p.at >= 0 && !p.destroyed && p.in === null && p.type !== 'astronef' && p.type !== 'pontoon' && p.type !== 'ore' &&
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

/** Operational pondeuses of each player: on the board, not stuck, not neutralised, not under enemy fire. */
export function operationalPondeuses(state: GameState): Record<PlayerId, number> {
  const board = boardOf(state);
  const d = occupancy(state, board);
  const cov = fireMaps(state, board);
  const out: Record<PlayerId, number> = {};
  for (const pid of Object.keys(state.players)) out[pid] = 0;
  for (const i of d.units) {
    const p = state.pieces[i]!;
    if (p.type !== 'pondeuse' || p.destroyed || p.in !== null || p.at < 0) continue;
    const player = ownerOf(state, p);
    if (player === null || out[player] === undefined || isAbandoned(state, p) || p.neutralisedBy !== null) continue;
    if (isStuckAt(state, board, p, d) || underEnemyFire(cov, player, p.at)) continue;
    out[player]!++;
  }
  return out;
}

/** Each player's forecast rights at a tide change. */
export function forecastRights(state: GameState): Record<PlayerId, number> {
  const n = operationalPondeuses(state);
  if (state.variant.forecast === 'single') for (const pid of Object.keys(n)) n[pid] = Math.min(1, n[pid]!);
  return n;
}

function computeForecasts(state: GameState): GameState {
  const counts = forecastRights(state);
  const e = new Edit(state);
  for (const [pid, n] of Object.entries(counts)) if (state.players[pid]!.forecast !== n) e.player(pid).forecast = n;
  return e.done();
}

/** Begins the turn of order[activeIdx]: re-arm, credit, neutralisation. */
export function startPlayerTurn(state: GameState, keepAp = false): Step {
  const pid = state.order[state.activeIdx]!;
  const credit = creditFor(state, pid);
  // Re-arm every destructor and reset the pondeuses' builds: touch only the pieces that need it.
  const reset: number[] = [];
  for (const i of occupancy(state).units) {
    const p = state.pieces[i]!;
    if (p.shots || (p.towerShots && (p.towerShots[0] || p.towerShots[1] || p.towerShots[2])) || (p.built && p.built.length)) reset.push(i);
  }
  const e = new Edit(state);
  for (const i of reset) {
    const p = e.piece(i);
    p.shots = 0;
    if (p.towerShots) p.towerShots = [0, 0, 0];
    if (p.built) p.built = [];
  }
  if (!keepAp) {
    const play = state.phase === 'play';
    const pl = e.player(pid);
    pl.ap = play ? Math.max(0, credit + pl.saved - (pl.penalty ?? 0)) : 0;
    // The bank is spent once it is in the AP: it reads 0 until the end of the turn fills it again.
    if (play) pl.saved = 0;
    pl.spent = 0;
    if (play && pl.penalty) pl.penalty = 0;
  }
  e.state.turnState = freshTurnState();
  // Shots and builds change neither who stands where nor who fires where.
  if (reset.length) seedSameFootprint(state, e.state);
  let s = e.done();
  const events: GameEvent[] = [];
  if (s.phase === 'play') {
    const st = settleNeutralisation(s, 'turnStart');
    s = st.state;
    events.push(...st.events);
    const may: string[] = [];
    for (const i of occupancy(s).units) {
      const p = s.pieces[i]!;
      if (p.neutralisedBy !== null && ownerOf(s, p) === pid) may.push(p.id);
    }
    if (may.length) {
      const e2 = new Edit(s);
      e2.turnState().mayRetreat = may;
      s = e2.done();
    }
  }
  events.push({ type: 'turnStarted', player: pid, turn: s.turn, ap: s.players[pid]!.ap });
  return { state: s, events };
}

function eligible(state: GameState, pid: PlayerId): boolean {
  const p = state.players[pid]!;
  return !p.out && !p.gone;
}

/** Reveals the tide of a new turn (turn 3 on), reshuffling when the pile is exhausted. */
function revealTide(state: GameState): Step {
  let reshuffled = false;
  const s = cloneState(state);
  s.tide = state.deck[0] ?? state.tide;
  s.deck = state.deck.slice(1);
  if (s.deck.length === 0) {
    const rest: Tide[] = TIDE_CARDS.slice();
    rest.splice(rest.indexOf(s.tide), 1);
    const [sh, rng] = shuffle(rest, s.rng);
    s.rng = rng;
    s.aside = sh.slice(0, 6);
    s.deck = sh.slice(6);
    reshuffled = true;
  }
  return { state: s, events: [{ type: 'tideRevealed', turn: s.turn, tide: s.tide, reshuffled }] };
}

/** After the last player of a round: the next game turn. */
export function newRound(state: GameState): Step {
  const events: GameEvent[] = [];
  let s = state;
  if (s.turn >= 25) return finishGame(s);
  const turn = s.turn + 1;
  s = cloneState(s);
  s.turn = turn;
  s.activeIdx = 0;
  s.phase = turn === 2 ? 'deploy' : 'play';
  // Turn 3: the first player is drawn; the others follow clockwise (seating order).
  if (turn === 3) s = drawFirst(s);
  if (turn >= 3) {
    const t = revealTide(s);
    s = t.state;
    events.push(...t.events);
    const c = collapsePontoons(s, 'tide');
    s = c.state;
    events.push(...c.events);
    s = computeForecasts(s);
  }
  if (turn === 21) {
    const e = new Edit(s);
    for (const pid of Object.keys(s.players)) e.player(pid).liftOff = {};
    e.state.phase = 'liftoff';
    s = e.done();
    return { state: s, events };
  }
  if (turn === 15 && s.variant.secondAstronef) return secondArmy(s, events);
  return firstEligible(s, events);
}

/** Seating order rotated to a drawn first player. */
function drawFirst(s: GameState): GameState {
  const seats = s.options.players.map((p) => p.id);
  const [pick, rng] = shuffle(seats, s.rng);
  const first = seats.indexOf(pick[0]!);
  const order = seats.slice(first).concat(seats.slice(0, first));
  const n = cloneState(s);
  n.rng = rng;
  n.order = order;
  return n;
}

/**
 * The second astronef (the rulebook's favourite variant): after turn 14 every player still in the game
 * lands a second astronef with a full new army (in a drawn order), deploys it next to the astronef,
 * then turn 15 is played from a newly drawn first player.
 */
function secondArmy(state: GameState, events: GameEvent[]): Step {
  const who = state.options.players.map((p) => p.id).filter((pid) => eligible(state, pid));
  const [order, rng] = shuffle(who, state.rng);
  const ids: string[] = [];
  let s = produce(state, (d) => {
    d.rng = rng;
    d.order = order;
    d.activeIdx = 0;
    d.phase = 'landing';
    for (const pid of who) {
      const color = `${pid}#2`;
      const kid = `${pid}.astronef2`;
      ids.push(kid);
      d.colors[color] = { controller: pid, astronef: kid, departed: false };
      const k = newPiece(kid, 'astronef', color);
      d.index[kid] = d.pieces.length;
      d.pieces.push(k);
      for (const [type, suffix] of ARMY) {
        if (d.variant.mining && (type === 'tank' || type === 'superTank' || type === 'motorBoat')) continue;
        const p = newPiece(`${pid}.2.${suffix}`, type, color);
        p.in = kid;
        d.index[p.id] = d.pieces.length;
        d.pieces.push(p);
      }
    }
  });
  noteDescent(state, s, null);
  events.push({ type: 'secondArmyArrives', astronefs: ids });
  if (order.length === 0) return finishGame(s, events);
  const st = startPlayerTurn(s);
  return { state: st.state, events: events.concat(st.events) };
}

function withActive(s: GameState, idx: number): GameState {
  const n = cloneState(s);
  n.activeIdx = idx;
  return n;
}

function firstEligible(s: GameState, events: GameEvent[]): Step {
  let idx = 0;
  while (idx < s.order.length && !eligible(s, s.order[idx]!)) idx++;
  if (idx >= s.order.length) return finishGame(s, events);
  const st = startPlayerTurn(withActive(s, idx));
  return { state: st.state, events: events.concat(st.events) };
}

/** Passes the turn to the next eligible player, or to a new round. */
export function nextPlayer(state: GameState): Step {
  let idx = state.activeIdx + 1;
  while (idx < state.order.length && !eligible(state, state.order[idx]!)) idx++;
  if (idx >= state.order.length && state.turn === 15 && state.variant.secondAstronef) {
    // Turn 15 of the second-astronef variant: landing, then deployment, then play.
    if (state.phase === 'landing') {
      const n = withActive(state, 0);
      n.phase = 'deploy';
      return startPlayerTurn(n);
    }
    if (state.phase === 'deploy') {
      const n = drawFirst(state);
      n.phase = 'play';
      return firstEligible(n, []);
    }
  }
  if (idx >= state.order.length) return newRound(state);
  return startPlayerTurn(withActive(state, idx));
}

/** Turn 21: once every player has chosen for each of his astronefs, reveal and send the leavers off. */
export function liftOffPending(state: GameState): { player: PlayerId; astronef: string }[] {
  const out: { player: PlayerId; astronef: string }[] = [];
  for (const pid of state.order) {
    if (!eligible(state, pid)) continue;
    for (const k of astronefsOf(state, pid)) if (k.at >= 0 && !state.players[pid]!.liftOff[k.id]) out.push({ player: pid, astronef: k.id });
  }
  return out;
}

export function revealLiftOff(state: GameState): Step {
  const choices: { player: PlayerId; astronef: string; choice: 'leave' | 'stay' }[] = [];
  for (const pid of state.order) {
    for (const [k, c] of Object.entries(state.players[pid]!.liftOff)) choices.push({ player: pid, astronef: k, choice: c });
  }
  const events: GameEvent[] = [{ type: 'liftOffRevealed', choices }];
  let s = state;
  for (const c of choices) {
    if (c.choice !== 'leave') continue;
    const r = takeOff(s, c.astronef, c.player, 0);
    s = r.state;
    events.push(...r.events);
  }
  s = cloneState(s);
  s.phase = 'play';
  return firstEligible(s, events);
}

/** An astronef leaves the planet with its contents; its colour's pieces left behind are abandoned. */
export function takeOff(state: GameState, astronefId: string, player: PlayerId, cost: number): Step {
  const e = new Edit(state);
  const ki = state.index[astronefId]!;
  const k = e.piece(ki);
  k.departed = true;
  k.departedTurn = state.turn;
  k.departedWith = player;
  k.at = -1;
  k.at2 = -1;
  if (k.color) e.color(k.color).departed = true;
  const pl = e.player(player);
  pl.ap -= cost;
  pl.spent += cost;
  if (astronefsOf(e.state, player).length === 0) pl.gone = true;
  for (const i of occupancy(state).units) {
    const p = state.pieces[i]!;
    if (p.color === k.color && p.neutralisedBy !== null && p.in === null) e.piece(i).neutralisedBy = null;
  }
  const s = e.done();
  return { state: s, events: [{ type: 'tookOff', astronef: astronefId, player, cost }] };
}

function contentsScore(state: GameState, k: Piece): { ore: number; orePoints: number; pieces: number } {
  const d = occupancy(state);
  let ore = 0;
  let orePoints = 0;
  let pieces = 0;
  const walk = (id: string) => {
    for (const i of d.contents.get(id) ?? []) {
      const p = state.pieces[i]!;
      if (p.type === 'ore') {
        ore++;
        orePoints += p.value ?? 2;
      } else pieces++;
      walk(p.id);
    }
  };
  walk(k.id);
  return { ore, orePoints, pieces };
}

/** 2 per ore (or its value), 1 per piece inside, 1 per standing tower. */
export function astronefScore(state: GameState, k: Piece): Score & { orePoints: number } {
  const c = contentsScore(state, k);
  const towers = (k.towers ?? []).filter(Boolean).length;
  return {
    player: '',
    points: c.orePoints + c.pieces + towers,
    ore: c.ore,
    orePoints: c.orePoints,
    pieces: c.pieces,
    towers,
    astronefs: 1,
  };
}

/**
 * Points per player: the astronefs that took off with him, plus (with `live`) those he controls on the
 * planet, as if they left now. Stranded astronefs score nothing.
 */
export function tallyScores(state: GameState, live: boolean): Score[] {
  const scores = new Map<PlayerId, Score>();
  for (const pid of Object.keys(state.players))
    scores.set(pid, { player: pid, points: 0, ore: 0, pieces: 0, towers: 0, astronefs: 0 });
  for (const k of state.pieces) {
    if (k.type !== 'astronef' || k.destroyed || k.stranded) continue;
    if (!k.departed && !live) continue;
    const who = k.departed ? k.departedWith : ownerOf(state, k);
    const sc = who ? scores.get(who) : undefined;
    if (!sc) continue;
    const a = astronefScore(state, k);
    sc.points += a.points;
    sc.ore += a.ore;
    sc.pieces += a.pieces;
    sc.towers += a.towers;
    sc.astronefs += 1;
  }
  return [...scores.values()];
}

export function computeScores(state: GameState): Score[] {
  return tallyScores(state, false);
}

export function decideWinner(scores: Score[]): { winner: PlayerId | null; tieBreak: string } {
  const sorted = scores.slice().sort((a, b) => b.points - a.points || b.astronefs - a.astronefs || b.ore - a.ore);
  const top = sorted[0];
  if (!top) return { winner: null, tieBreak: 'no players' };
  const second = sorted[1];
  if (!second || second.points < top.points) return { winner: top.player, tieBreak: 'points' };
  if (second.astronefs < top.astronefs) return { winner: top.player, tieBreak: 'astronefs' };
  if (second.ore < top.ore) return { winner: top.player, tieBreak: 'ore' };
  return { winner: null, tieBreak: 'draw' };
}

export function finishGame(state: GameState, events: GameEvent[] = []): Step {
  const e = new Edit(state);
  state.pieces.forEach((k, i) => {
    if (k.type === 'astronef' && !k.departed && k.at >= 0) e.piece(i).stranded = true;
  });
  const scores = computeScores(e.state);
  const { winner, tieBreak } = decideWinner(scores);
  e.state.phase = 'over';
  e.state.result = { scores, winner, tieBreak };
  return { state: e.done(), events: events.concat([{ type: 'gameOver', scores, winner, tieBreak }]) };
}

/** Pieces a destructor of the active player neutralised this turn and still holds. */
export function heldTargets(state: GameState, pieceId: string): string[] {
  const list = state.turnState.neutralisers[pieceId];
  if (!list || list.length === 0) return [];
  const active = activeId(state);
  return list.filter((id) => {
    const t = state.pieces[state.index[id]!];
    return !!t && !t.destroyed && ownerOf(state, t) !== active && state.turnState.held.includes(id);
  });
}

