// The coach's words: why the normal computer player plays its next action, as the planner itself says it
// (each planned step carries the task that proposed it and where a move is heading: src/ai/reason.ts),
// not guessed from the move's shape. The screen turns the task into a sentence, in English or French.
import type { Reason, ReasonTask } from '../ai/index.js';
import type { Action, PieceId } from '../engine/types.js';
import type { Suggestion } from './contract.js';

/** The coach's word for each of the planner's reasons (the screen has a sentence for each word). */
export const COACH_TASK: Record<ReasonTask, Suggestion['task']> = {
  evacuate: 'evacuate',
  harvest: 'harvest',
  home: 'home',
  build: 'build',
  ferry: 'ferry',
  strike: 'strike',
  strikeMove: 'strike',
  sortie: 'sortie',
  capture: 'capture',
  tower: 'tower',
  take: 'take',
  guard: 'guard',
  hunt: 'hunt',
  safety: 'safety',
  retreat: 'safety',
  escort: 'escort',
  rebuild: 'rebuild',
  liftOff: 'takeOff',
  takeOff: 'takeOff',
  land: 'land',
  deploy: 'deploy',
  liftOffChoice: 'liftOff',
  endTurn: 'endTurn',
  // only hard banks for a strike; the coach plans with normal, so it never suggests this end of turn
  bankForStrike: 'endTurn',
  mountainPair: 'move',
  random: 'move',
};

export function suggestionOf(action: Action, reason: Reason): Suggestion {
  const first = (to: Suggestion['to'] | [NonNullable<Suggestion['to']>, NonNullable<Suggestion['to']>]) =>
    to && Array.isArray(to[0]) ? (to as [NonNullable<Suggestion['to']>, unknown])[0] : (to as Suggestion['to']);
  let pieces: PieceId[] = [];
  let to: Suggestion['to'] = null;
  switch (action.type) {
    case 'land':
      pieces = [action.astronef];
      to = action.at;
      break;
    case 'deploy':
      pieces = [action.piece];
      to = first(action.to);
      break;
    case 'load':
      pieces = [action.carrier, action.item];
      break;
    case 'unload':
      pieces = [action.carrier, action.item];
      to = first(action.to);
      break;
    case 'build':
      pieces = [action.pondeuse];
      to = action.to;
      break;
    case 'fire':
      pieces = action.shooters.map((s) => s.split(':')[0]!);
      to = action.target;
      break;
    case 'capture':
      pieces = [...action.captors, action.target];
      break;
    case 'rebuildTower':
      pieces = [action.astronef];
      break;
    case 'liftOff':
      pieces = [action.astronef];
      break;
    case 'move': {
      const path = action.path as (
        NonNullable<Suggestion['to']> | [NonNullable<Suggestion['to']>, NonNullable<Suggestion['to']>]
      )[];
      pieces = [action.piece];
      to = path.length ? first(path[path.length - 1]!) : null;
      break;
    }
    case 'endTurn':
      break;
  }
  return { action, task: COACH_TASK[reason.task], pieces, to, goal: reason.goal };
}
