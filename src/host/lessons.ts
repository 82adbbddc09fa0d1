// Lessons: played like a game, but in memory; only the progress is stored (with the settings). The learner
// is seated at once, there is no clock, and the other players end their turns at once.
import { activePlayer, apply } from '../engine/index.js';
import type { Action, GameState } from '../engine/types.js';
import type { CampaignRow, StoredPlayer } from '../store/index.js';
import {
  defaultLessonsDir,
  lessonStart,
  loadLessons,
  passToLearner,
  succeeded,
  type Lesson,
} from '../lessons/lessons.js';
import type { ActResult, LessonCheck, LessonInfo, LessonSummary, PlayerInfo, SessionView } from './contract.js';
import type { HostContext } from './context.js';
import { HostError } from './errors.js';
import { NEWCOMER_TURN_SECONDS } from './options.js';
import type { Session } from './session.js';
import { infoOf } from './views.js';

export class Lessons {
  private cache: Lesson[] | null = null;

  constructor(private readonly h: HostContext) {}

  private all(): Lesson[] {
    this.cache ??= loadLessons(this.h.opts.lessonsDir ?? defaultLessonsDir());
    return this.cache;
  }

  private done(): Record<string, number> {
    return this.h.store.getSetting<Record<string, number>>('lessonsDone') ?? {};
  }

  private summary(l: Lesson): LessonSummary {
    return {
      id: l.id,
      order: l.order,
      title: l.title,
      intro: l.intro,
      goal: l.goal,
      section: l.section,
      done: this.done()[l.id] !== undefined,
    };
  }

  info(l: Lesson, state: GameState): LessonInfo {
    return { ...this.summary(l), hints: l.hints, learner: l.learner, met: succeeded(l, state) };
  }

  list(): LessonSummary[] {
    return this.all().map((l) => this.summary(l));
  }

  /** A lesson's seat, named in the language of the settings now (the names stored are the opening language's). */
  seat(l: Lesson, seat: StoredPlayer): PlayerInfo {
    return { ...infoOf(seat), name: l.names?.[seat.id]?.[this.h.settings.language] ?? seat.name };
  }

  /** Closes any open campaign (its clock saved) and starts a lesson. */
  open(id: string): SessionView {
    const l = this.all().find((x) => x.id === id);
    if (!l) throw new HostError('NOT_FOUND', `no lesson ${id}`, { lesson: id });
    const state = lessonStart(l);
    const lang = this.h.settings.language;
    const players: StoredPlayer[] = state.order.map((pid, i) => ({
      id: pid,
      name: l.names?.[pid]?.[lang] ?? pid,
      colour: l.colours?.[pid] ?? ['blue', 'red', 'yellow', 'green'][i % 4]!,
      turnMs: NEWCOMER_TURN_SECONDS * 1000,
      newcomer: pid === l.learner,
    }));
    const now = Date.now();
    const row: CampaignRow = {
      id: `lesson:${l.id}`,
      name: l.title[lang],
      createdAt: now,
      lastPlayed: now,
      options: state.options,
      players,
      turn: state.turn,
      phase: state.phase,
      active: activePlayer(state),
      over: false,
      winner: null,
      actions: 0,
      head: '',
      clock: null,
      thumbnail: null,
    };
    const { sessions, views } = this.h.concepts;
    sessions.close();
    sessions.start(row, state, [], [], null, l);
    return views.sessionView();
  }

  /** Starts the open lesson again from its first position. */
  restart(): SessionView {
    const l = this.h.session?.lesson;
    if (!l) throw new HostError('NO_CAMPAIGN', 'no lesson is open');
    return this.open(l.id);
  }

  /** Whether the open lesson's goal holds now. */
  check(): LessonCheck {
    const s = this.h.session;
    if (!s?.lesson) throw new HostError('NO_CAMPAIGN', 'no lesson is open');
    return {
      id: s.lesson.id,
      met: succeeded(s.lesson, s.state),
      done: this.done()[s.lesson.id] !== undefined,
    };
  }

  /** The learner's action: played in memory, the others' turns passed, the goal checked. */
  act(s: Session, l: Lesson, action: Action): ActResult {
    const st = s.state;
    if (st.phase === 'over') throw new HostError('GAME_OVER', 'the game is over');
    if (
      st.phase === 'liftoff' ? action.type !== 'liftOff' || action.player !== l.learner : activePlayer(st) !== l.learner
    )
      throw new HostError('NOT_SEATED', `it is not ${l.learner}'s turn`, { why: 'notHisTurn', player: l.learner });
    const r = apply(st, action);
    if (!r.ok && r.state === st) throw new HostError(r.error.code, r.error.message, r.error.params);
    const after = passToLearner(l, r.state);
    s.trail.push(st, action, after.state, [...r.events, ...after.events], {
      seq: s.row.actions,
      action,
      info: { turn: st.turn, tide: st.tide, player: l.learner, events: r.events, at: Date.now() },
      hash: '',
    });
    s.state = after.state;
    s.row.actions += 1;
    s.row.turn = s.state.turn;
    s.row.phase = s.state.phase;
    if (s.state.phase === 'over') {
      s.seated = null;
      s.clock.pause('over');
    }
    if (succeeded(l, s.state) && this.done()[l.id] === undefined) {
      try {
        this.h.store.setSetting('lessonsDone', { ...this.done(), [l.id]: Date.now() });
      } catch {
        /* the progress is a comfort, not a game */
      }
    }
    const session = this.h.concepts.views.sessionView();
    this.h.emit({ event: 'view', data: session });
    if (!r.ok) throw new HostError(r.error.code, r.error.message, { ...r.error.params, partial: true });
    return { events: [...r.events, ...after.events], spent: r.spent, session };
  }
}
