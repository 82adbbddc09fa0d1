// Scoring: what each astronef holds when it takes off (ore, pieces, towers), the totals and the winner.
import { Edit } from './edit.js';
import { occupancy } from './occupancy.js';
import { ownerOf } from './pieces.js';
import type { Step } from './turns.js';
import type { GameEvent, GameState, Piece, PlayerId, Score } from './types.js';

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
