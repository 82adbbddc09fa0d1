// A lesson (or a puzzle, a lesson mined from a real game) as a kind of session: played in memory, its learner
// seated from the start and never handed off, no clock to time or keep, no computer seats, its own take-back
// rule (the learner's own turn), its title and players named in the screen's language. What it plays and
// records is in lessons.ts.
import type { Lesson } from '../lessons/lessons.js';
import type { SessionKind } from './session-kind.js';

export function lessonKind(lesson: Lesson): SessionKind {
  return {
    lesson,
    learner: lesson.learner,
    timed: false,
    stored: false,
    computerSeats: false,
    namesInLanguage: true,
    takeBackRule: () => 'own-turn',
    act: (h, s, action) => h.concepts.lessons.act(s, lesson, action),
    describe: (h, s) => {
      const { lessons } = h.concepts;
      return {
        name: lesson.title[h.settings.language],
        seat: (p) => lessons.seat(lesson, p),
        // a lesson's log is not kept: its row counts the actions played
        actions: s.row.actions,
        lesson: lessons.info(lesson, s.state),
      };
    },
    coachStep: (h, s) => h.concepts.lessons.coachStep(s, lesson),
  };
}
