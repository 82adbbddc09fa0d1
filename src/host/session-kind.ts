// The kinds of session, and what differs between them: a game (a stored campaign, people taking turns at the
// seat with a hand-off between them, the chess clock, computer seats, the league's history) and a lesson or a
// puzzle (played in memory, the learner always seated, no clock, nothing stored but the progress: see
// lesson-kind.ts). The concepts ask the session's kind what it does, never whether it is a lesson.
import type { TakeBackRule } from '../engine/index.js';
import type { Action, PlayerId } from '../engine/types.js';
import type { StoredPlayer } from '../store/index.js';
import type { Lesson } from '../lessons/lessons.js';
import type { ActResult, LessonInfo, PlayerInfo } from './contract.js';
import type { HostContext } from './context.js';
import type { Actor } from './play.js';
import type { Session } from './session.js';
import { infoOf } from './views.js';

/** What the session view says of a session that depends on its kind. */
export interface KindView {
  /** The name shown (a lesson's in the language the screen speaks now). */
  name: string;
  /** A seat as the screens see it (before its profile's mark and language). */
  seat(p: StoredPlayer): PlayerInfo;
  /** The count of actions played that stand. */
  actions: number;
  /** The lesson's panel. */
  lesson?: LessonInfo;
}

export interface SessionKind {
  /** The lesson or puzzle played (lessons.ts reads it); null in a game. */
  readonly lesson: Lesson | null;
  /** Who plays from the screen whatever the seat says (a lesson's learner, seated from the start); null: whoever sits. */
  readonly learner: PlayerId | null;
  /**
   * The chess clock times the turns: a hand-off screen before each person's turn, pauses that stop play, time
   * running out. Without it, reading the rules is what pauses the clock.
   */
  readonly timed: boolean;
  /**
   * The log and the clock are stored: actions and take-backs are written before anyone hears of them, and the
   * game is replayed, debriefed, shown since the last turn, exported as a scenario.
   */
  readonly stored: boolean;
  /** Seats may be given to computer players. */
  readonly computerSeats: boolean;
  /** Its names are said in the screen's language: a change of language is a new session view. */
  readonly namesInLanguage: boolean;
  /** The take-back rule now. */
  takeBackRule(s: Session): TakeBackRule | undefined;
  /** Plays one action that came through the one door (`Play.act`). */
  act(h: HostContext, s: Session, action: Action, by: Actor): ActResult;
  /** What the session view says of it. */
  describe(h: HostContext, s: Session): KindView;
  /** The coach's step of its own, before the planner's (a lesson's way to its goal); null: the planner answers. */
  coachStep(h: HostContext, s: Session): Action | null;
}

/** A game: a stored campaign. */
export const GAME: SessionKind = {
  lesson: null,
  learner: null,
  timed: true,
  stored: true,
  computerSeats: true,
  namesInLanguage: false,
  takeBackRule: (s) => s.row.options.takeBacks,
  act: (h, s, action, by) => h.concepts.play.inGame(s, action, by),
  describe: (_h, s) => ({ name: s.row.name, seat: infoOf, actions: s.log.length }),
  coachStep: () => null,
};
