// The coach in a lesson (issue 27, point 9): the lesson's own way to its goal (its `solution`), from where the
// learner stands. The computer player's planner knows nothing of a lesson's goal (in the first lessons it had
// nothing to say); the lesson's solution does. Off that way, the host asks the planner as in a game.
import { apply, legalDestinations } from '../engine/index.js';
import type { Action, GameState, Hex } from '../engine/types.js';
import { lessonStart, passToLearner, type Lesson } from './lessons.js';

/**
 * What the learner's position is, for finding it along the solution: the turn, the tide, whose turn, and each
 * piece's place and state. Action points are left out: a piece that took another way there stands the same.
 */
function situation(s: GameState, skip: string | null = null): string {
  return JSON.stringify([
    s.turn,
    s.tide,
    s.phase,
    s.activeIdx,
    s.pieces
      .filter((p) => p.id !== skip)
      .map((p) => [p.id, p.at, p.at2, p.in, p.destroyed, p.neutralisedBy, p.towers, p.shots, p.departed, p.color]),
  ]);
}

const sameHex = (a: Hex, b: Hex) => a[0] === b[0] && a[1] === b[1];

/** The hex a move ends on (a barge's path steps are pairs: its first hex). */
function endOf(a: Extract<Action, { type: 'move' }>): Hex | null {
  const last = a.path[a.path.length - 1];
  if (!last) return null;
  return Array.isArray(last[0]) ? (last as [Hex, Hex])[0] : (last as Hex);
}

/**
 * The solution's step as it can be played now: as written, or, for a move the engine refuses as written (the
 * piece already went part of the way, or by another road), the piece's legal move to the same end hex.
 */
function playable(now: GameState, step: Action): Action | null {
  if (apply(now, step).ok) return step;
  if (step.type !== 'move') return null;
  const end = endOf(step);
  if (!end) return null;
  const d = legalDestinations(now, step.piece).find((x) => {
    const to = Array.isArray(x.to[0]) ? (x.to as [Hex, Hex])[0] : (x.to as Hex);
    return sameHex(to, end) && !x.strands;
  });
  return d ? ({ type: 'move', piece: step.piece, path: d.path } as Action) : null;
}

/**
 * The lesson's next step for the learner in the position `now`, or null when he is off the lesson's way (the
 * host then asks the planner) or the way is done. Found by playing the solution from the lesson's start: the
 * latest position along it that is his, or the position before a move whose piece is now part of the way.
 */
export function lessonNextStep(l: Lesson, now: GameState): Action | null {
  const here = situation(now);
  let s = lessonStart(l);
  let found: Action | null = null;
  for (const step of l.solution) {
    if (situation(s) === here) found = playable(now, step) ?? found;
    else if (step.type === 'move' && situation(s, step.piece) === situation(now, step.piece))
      found = playable(now, step) ?? found;
    const r = apply(s, step);
    if (!r.ok) break;
    s = passToLearner(l, r.state).state;
  }
  return found;
}
