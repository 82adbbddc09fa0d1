// Turn order and the points of a turn: who plays next, rounds and their tide, the credit of action
// points and the bank, the start of a player's turn, the second army of turn 15.
import { cloneState, Edit } from './edit.js';
import { seedSameFootprint } from './fire-maps.js';
import { produce } from './immer.js';
import { noteDescent } from './lineage.js';
import { settleMountainSilence } from './mountain-silence.js';
import { settleNeutralisation } from './neutralisation.js';
import { occupancy } from './occupancy.js';
import { activeId, ownerOf } from './pieces.js';
import { collapsePontoons } from './pontoons.js';
import { shuffle } from './rng.js';
import { finishGame } from './scoring.js';
import { ARMY, freshTurnState, newPiece } from './setup.js';
import { computeForecasts, revealTide } from './tides.js';
import type { GameEvent, GameState, Piece, PlayerId } from './types.js';

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

/**
 * The credit of a player at the start of his turn (turn 3: 5, turn 4: 10, then base + 5 per extra astronef),
 * with his handicap or advantage (`PlayerSetup.apHandicap`) from turn 3, never below 0.
 */
export function creditFor(state: GameState, player: PlayerId): number {
  const base = baseCredit(state, player);
  if (base === 0) return 0;
  const handicap = state.options.players.find((p) => p.id === player)?.apHandicap ?? 0;
  return Math.max(0, base + handicap);
}

function baseCredit(state: GameState, player: PlayerId): number {
  if (state.turn <= 2) return 0;
  if (state.turn === 3) return 5;
  if (state.turn === 4) return 10;
  if (state.variant.secondAstronef && state.turn === 15) return 5;
  if (state.variant.secondAstronef && state.turn === 16) return 10;
  const base = state.variant.baseAp ?? 15;
  const n = astronefsOf(state, player).length;
  return base + 5 * Math.max(0, n - 1);
}

/** Begins the turn of order[activeIdx]: re-arm, credit, neutralisation. */
function startPlayerTurn(state: GameState, keepAp = false): Step {
  const pid = state.order[state.activeIdx]!;
  const credit = creditFor(state, pid);
  // Re-arm every destructor and reset the pondeuses' builds: touch only the pieces that need it.
  const reset: number[] = [];
  for (const i of occupancy(state).units) {
    const p = state.pieces[i]!;
    if (
      p.shots ||
      (p.towerShots && (p.towerShots[0] || p.towerShots[1] || p.towerShots[2])) ||
      (p.built && p.built.length)
    )
      reset.push(i);
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
    const st = settleNeutralisation(settleMountainSilence(s), 'turnStart');
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

export function eligible(state: GameState, pid: PlayerId): boolean {
  const p = state.players[pid]!;
  return !p.out && !p.gone;
}

/** After the last player of a round: the next game turn. */
function newRound(state: GameState): Step {
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
  const s = produce(state, (d) => {
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

export function firstEligible(s: GameState, events: GameEvent[]): Step {
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

/**
 * What a player would bank if his turn ended now: the AP left, in fives, at most 10 ("Le maximum de
 * points que l'on peut économiser est de dix"). Outside his turn in play: the bank he carries.
 */
export function bankAtEndOfTurn(state: GameState, player: PlayerId): number {
  const pl = state.players[player];
  if (!pl) return 0;
  if (state.phase !== 'play' || activeId(state) !== player) return pl.saved;
  return Math.min(10, Math.floor(Math.max(0, pl.ap) / 5) * 5);
}
