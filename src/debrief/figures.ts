// The debrief's figures of a finished game, from its full state (nothing is hidden once a game is over):
// the projected final score of each player once per round, the turning points named from the log with
// their swing, and each player's best and worst turn. Pure: it replays the log through the engine's one
// door and judges each position with the computer players' projection (src/ai/evaluate.ts).
import { projectedScores } from '../ai/index.js';
import {
  apply,
  newGame,
  redrawsAt,
  type Action,
  type GameEvent,
  type GameOptions,
  type GameState,
  type PieceId,
  type PieceType,
  type PlayerId,
} from '../engine/index.js';

/** The projected final score of each player at the end of one round (the last point is the final score). */
export interface CurvePoint {
  turn: number;
  /** Actions played up to this point (the replay's position). */
  seq: number;
  scores: Record<PlayerId, number>;
}

export type TurningKind = 'astronefTaken' | 'capture' | 'shot' | 'lost' | 'liftOff';

/** A piece a turning point took from its owner (destroyed, captured, or the astronef taken). */
export interface PieceLost {
  id: PieceId;
  type: PieceType;
  owner: PlayerId | null;
  /** What it carried (ore counted apart). */
  ore: number;
  cargo: number;
}

export interface TurningPoint {
  /** Actions played up to and including it: the replay's position that shows its result. */
  seq: number;
  turn: number;
  kind: TurningKind;
  /** Who played it (the lift-off reveal: the player whose choice completed it). */
  player: PlayerId | null;
  /** What it cost its owner (destroyed, captured, taken), biggest first. */
  pieces: PieceLost[];
  /** The tide or a sinking pontoon chain, when kind is 'lost'. */
  cause?: 'tide' | 'pontoon';
  /** Turn 21's choices revealed, or a take-off. */
  choices?: { player: PlayerId; choice: 'leave' | 'stay' }[];
  /** How far it moved the game: the largest change of one player's margin (his projection minus the best other's). */
  swing: number;
  /** Each player's projected score after it minus before it. */
  deltas: Record<PlayerId, number>;
}

/** One player's turn judged by the change of his margin from its start to its end. */
export interface TurnJudged {
  player: PlayerId;
  turn: number;
  /** The positions at its start (before its first action) and its end (before the action that ended it). */
  fromSeq: number;
  toSeq: number;
  /** His margin's change over the turn, in projected points. */
  gain: number;
}

export interface DebriefFigures {
  players: PlayerId[];
  curve: CurvePoint[];
  turningPoints: TurningPoint[];
  /** Per player: his best and his worst turn (from turn 3: landing and deployment are set-up). */
  turns: Record<PlayerId, { best: TurnJudged; worst: TurnJudged } | null>;
  /** The largest swing of any action from turn 3 on, named or not (what the seeded-games test checks). */
  largest: LargestSwing | null;
}

export interface LargestSwing {
  seq: number;
  turn: number;
  action: Action['type'];
  /** What the debrief names it, or null for an action it does not name (a move, a load, an end of turn...). */
  kind: TurningKind | null;
  swing: number;
}

/** The largest swings shown (besides every astronef taken and lift-off decision). */
export const MAX_TURNING_POINTS = 10;
/** A shot or capture below this swing is routine, not a turning point. */
export const MIN_SWING = 1;
/** Before turn 3 a piece leaving the astronef counts as a gain in the projection: set-up, not play. */
export const FIRST_JUDGED_TURN = 3;

/** Each player's projection minus the best other player's. */
export function margins(scores: Record<PlayerId, number>): Record<PlayerId, number> {
  const out: Record<PlayerId, number> = {};
  for (const p of Object.keys(scores)) {
    let best = -Infinity;
    for (const q of Object.keys(scores)) if (q !== p && scores[q]! > best) best = scores[q]!;
    out[p] = scores[p]! - (best === -Infinity ? 0 : best);
  }
  return out;
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}

function ownerIn(state: GameState, id: PieceId): PlayerId | null {
  const p = state.pieces[state.index[id]!];
  if (!p || p.color === null) return null;
  return state.colors[p.color]?.controller ?? null;
}

function lostPiece(before: GameState, id: PieceId): PieceLost | null {
  const p = before.pieces[before.index[id]!];
  if (!p) return null;
  let ore = 0;
  let cargo = 0;
  for (const q of before.pieces) {
    if (q.in !== id || q.destroyed) continue;
    if (q.type === 'ore') ore++;
    else cargo++;
  }
  return { id, type: p.type, owner: ownerIn(before, id), ore, cargo };
}

/** What an accepted action did that a debrief names, from its events and the position before it. */
function classify(
  before: GameState,
  events: GameEvent[],
): Omit<TurningPoint, 'seq' | 'turn' | 'player' | 'swing' | 'deltas'> | null {
  const taken = events.find((e) => e.type === 'astronefTaken');
  if (taken) return { kind: 'astronefTaken', pieces: [lostPiece(before, taken.astronef)!] };
  const captured = events.filter((e) => e.type === 'captured');
  if (captured.length)
    return { kind: 'capture', pieces: captured.map((e) => lostPiece(before, e.piece)).filter((p) => p !== null) };
  const fired = events.find((e) => e.type === 'fired');
  if (fired) return { kind: 'shot', pieces: outermostLost(before, fired.destroyed) };
  const reveal = events.find((e) => e.type === 'liftOffRevealed');
  if (reveal) return { kind: 'liftOff', pieces: [], choices: reveal.choices.map((c) => ({ ...c })) };
  const off = events.find((e) => e.type === 'tookOff');
  if (off) return { kind: 'liftOff', pieces: [], choices: [{ player: off.player, choice: 'leave' }] };
  const stranded = events.find((e) => e.type === 'strandedForever');
  if (stranded) return { kind: 'lost', pieces: outermostLost(before, [stranded.astronef]), cause: 'tide' };
  const sunk = events.find(
    (e): e is Extract<GameEvent, { type: 'destroyed' }> => e.type === 'destroyed' && e.cause !== 'shot',
  );
  if (sunk) {
    const pieces = outermostLost(before, sunk.pieces).filter((p) => p.owner !== null);
    if (pieces.length) return { kind: 'lost', pieces, cause: sunk.cause === 'tide' ? 'tide' : 'pontoon' };
  }
  return null;
}

/** The pieces lost, their cargo counted on their carrier rather than listed. */
function outermostLost(before: GameState, ids: readonly PieceId[]): PieceLost[] {
  const set = new Set(ids);
  return ids
    .filter((id) => {
      const carrier = before.pieces[before.index[id]!]?.in;
      return !carrier || !set.has(carrier);
    })
    .map((id) => lostPiece(before, id))
    .filter((p): p is PieceLost => p !== null);
}

function weight(p: PieceLost): number {
  return (p.type === 'astronef' ? 100 : 1) + p.ore * 2 + p.cargo;
}

/**
 * Every figure of the debrief, from the game's options and its log (the actions as played, refusals
 * left out). The game need not be over: the figures then stop at the position reached.
 */
export function debriefFigures(options: GameOptions, log: readonly Action[]): DebriefFigures {
  // a copy's hidden parts were drawn afresh where its options say (GameOptions.redraws): replayed there too
  let state = redrawsAt(options, 0, newGame(options));
  const players = state.order
    .slice()
    .sort((a, b) => options.players.findIndex((p) => p.id === a) - options.players.findIndex((p) => p.id === b));
  let proj = projectedScores(state);
  let marg = margins(proj);
  const curve: CurvePoint[] = [];
  const candidates: TurningPoint[] = [];
  let largest: LargestSwing | null = null;
  const turnsOf: Record<PlayerId, TurnJudged[]> = Object.fromEntries(players.map((p) => [p, []]));
  // the turn in progress: whose, from which position, his margin then
  let open: { player: PlayerId; turn: number; fromSeq: number; margin: number } | null = null;
  const activeOf = (s: GameState): PlayerId | null => (s.phase === 'play' ? (s.order[s.activeIdx] ?? null) : null);
  const openTurn = (s: GameState, seq: number) => {
    const who = activeOf(s);
    open =
      who && s.turn >= FIRST_JUDGED_TURN ? { player: who, turn: s.turn, fromSeq: seq, margin: marg[who] ?? 0 } : null;
  };
  openTurn(state, 0);
  for (let i = 0; i < log.length; i++) {
    const action = log[i]!;
    const r = apply(state, action);
    if (!r.ok && r.state === state) {
      state = redrawsAt(options, i + 1, state);
      continue;
    }
    const before = state;
    const turnBefore = before.turn;
    const actor = activeOf(before) ?? (action.type === 'liftOff' ? action.player : null);
    const cur = open as { player: PlayerId; turn: number; fromSeq: number; margin: number } | null;
    const ends =
      r.events.some((e) => e.type === 'turnEnded' || e.type === 'gameOver') || activeOf(r.state) !== activeOf(before);
    if (cur && ends && cur.player === activeOf(before)) {
      // the turn's end is judged before the next one starts (its tide and credit are not his doing)
      turnsOf[cur.player]!.push({
        player: cur.player,
        turn: cur.turn,
        fromSeq: cur.fromSeq,
        toSeq: i,
        gain: round1((marg[cur.player] ?? 0) - cur.margin),
      });
      open = null;
    }
    state = redrawsAt(options, i + 1, r.state);
    const nextProj = projectedScores(state);
    const nextMarg = margins(nextProj);
    const what = classify(before, r.events);
    if (turnBefore >= FIRST_JUDGED_TURN) {
      let swing = 0;
      for (const p of players) swing = Math.max(swing, Math.abs((nextMarg[p] ?? 0) - (marg[p] ?? 0)));
      if (!largest || swing > largest.swing)
        largest = { seq: i + 1, turn: turnBefore, action: action.type, kind: what?.kind ?? null, swing: round1(swing) };
      if (what) {
        const deltas: Record<PlayerId, number> = {};
        for (const p of players) deltas[p] = round1((nextProj[p] ?? 0) - (proj[p] ?? 0));
        what.pieces.sort((a, b) => weight(b) - weight(a));
        candidates.push({ seq: i + 1, turn: turnBefore, player: actor, ...what, swing: round1(swing), deltas });
      }
    }
    proj = nextProj;
    marg = nextMarg;
    if (state.turn !== turnBefore || state.phase === 'over')
      curve.push({ turn: turnBefore, seq: i + 1, scores: roundAll(proj) });
    if (!open || activeOf(state) !== (open as { player: PlayerId }).player) openTurn(state, i + 1);
  }
  if (state.phase !== 'over' && curve[curve.length - 1]?.seq !== log.length)
    curve.push({ turn: state.turn, seq: log.length, scores: roundAll(proj) });
  const turns: DebriefFigures['turns'] = {};
  for (const p of players) {
    const list = turnsOf[p]!;
    if (!list.length) {
      turns[p] = null;
      continue;
    }
    let best = list[0]!;
    let worst = list[0]!;
    for (const t of list) {
      if (t.gain > best.gain) best = t;
      if (t.gain < worst.gain) worst = t;
    }
    turns[p] = { best, worst };
  }
  return { players, curve, turningPoints: pickTurningPoints(candidates), turns, largest };
}

function roundAll(s: Record<PlayerId, number>): Record<PlayerId, number> {
  const out: Record<PlayerId, number> = {};
  for (const [k, v] of Object.entries(s)) out[k] = round1(v);
  return out;
}

/** Every astronef taken and lift-off decision, and the largest other swings, in the game's order. */
function pickTurningPoints(all: TurningPoint[]): TurningPoint[] {
  // turn 21's reveal is a decision of everyone; a take-off on turn 25 is routine unless it moved the game
  const always = all.filter(
    (t) =>
      t.kind === 'astronefTaken' ||
      (t.kind === 'liftOff' && ((t.choices?.length ?? 0) > 1 || t.turn < 25 || t.swing >= MIN_SWING)),
  );
  const rest = all
    .filter((t) => !always.includes(t) && t.kind !== 'liftOff' && t.swing >= MIN_SWING && t.pieces.length > 0)
    .sort((a, b) => b.swing - a.swing || a.seq - b.seq)
    .slice(0, Math.max(0, MAX_TURNING_POINTS - always.length));
  return [...always, ...rest].sort((a, b) => a.seq - b.seq);
}
