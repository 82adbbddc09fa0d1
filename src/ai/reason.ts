// Why the computer plays an action: the task that proposed it, and where a move is heading. Each planned
// step carries one; the coach's words are chosen from it (src/host/coach.ts), not guessed from the move.
import type { Hex } from '../engine/index.js';
import type { TaskName } from './tasks/context.js';

/** The planner's tasks, and the steps of a turn that no task proposes. */
export type ReasonTask =
  | TaskName
  | 'retreat'
  | 'land'
  | 'deploy'
  | 'liftOffChoice'
  | 'takeOff'
  | 'endTurn'
  | 'bankForStrike'
  | 'mountainPair'
  | 'random';

export const REASON_TASKS: readonly ReasonTask[] = [
  'evacuate',
  'harvest',
  'home',
  'build',
  'ferry',
  'strike',
  'strikeMove',
  'sortie',
  'capture',
  'tower',
  'take',
  'guard',
  'hunt',
  'safety',
  'escort',
  'rebuild',
  'liftOff',
  'retreat',
  'land',
  'deploy',
  'liftOffChoice',
  'takeOff',
  'endTurn',
  'bankForStrike',
  'mountainPair',
  'random',
];

export interface Reason {
  task: ReasonTask;
  /** Where the piece is heading (the ore, the pode, the ring round a target...), when the step is a move. */
  goal: Hex | null;
}
