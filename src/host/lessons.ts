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
import { lessonNextStep } from '../lessons/lesson-coach.js';
import { defaultPuzzlesDir, loadPuzzles } from '../puzzles/files.js';
import type { Puzzle } from '../puzzles/puzzle.js';
import type {
  ActResult,
  LessonCheck,
  LessonInfo,
  LessonSummary,
  PlayerInfo,
  PuzzleSummary,
  SessionView,
} from './contract.js';
import type { HostContext } from './context.js';
import { HostError } from './errors.js';
import { lessonKind } from './lesson-kind.js';
import { NEWCOMER_TURN_SECONDS } from './options.js';
import type { Session } from './session.js';
import { infoOf } from './views.js';

/** The open puzzle's run: whose progress it counts for, whether the learner tried, whether its solution is shown. */
interface PuzzleRun {
  id: string;
  profile: string | null;
  tried: boolean;
  shown: boolean;
}

export class Lessons {
  private cache: Lesson[] | null = null;
  private puzzleCache: Puzzle[] | null = null;
  private run: PuzzleRun | null = null;

  constructor(private readonly h: HostContext) {}

  private all(): Lesson[] {
    this.cache ??= loadLessons(this.h.opts.lessonsDir ?? defaultLessonsDir());
    return this.cache;
  }

  /** The puzzles (issue 29): lessons mined from real games, in assets/puzzles. */
  private puzzles(): Puzzle[] {
    this.puzzleCache ??= loadPuzzles(this.h.opts.puzzlesDir ?? defaultPuzzlesDir());
    return this.puzzleCache;
  }

  private isPuzzle(l: Lesson): l is Puzzle {
    return (l as Puzzle).rating !== undefined && this.run?.id === l.id;
  }

  /** Solved puzzles of a profile (none chosen: nothing is kept). */
  private puzzlesDone(profile: string | null): Record<string, number> {
    if (!profile) return {};
    return this.h.store.getSetting<Record<string, Record<string, number>>>('puzzlesDone')?.[profile] ?? {};
  }

  private recordPuzzle(run: PuzzleRun): void {
    if (!run.profile || run.shown || this.puzzlesDone(run.profile)[run.id] !== undefined) return;
    const all = this.h.store.getSetting<Record<string, Record<string, number>>>('puzzlesDone') ?? {};
    try {
      this.h.store.setSetting('puzzlesDone', {
        ...all,
        [run.profile]: { ...(all[run.profile] ?? {}), [run.id]: Date.now() },
      });
    } catch {
      /* the progress is a comfort, not a game */
    }
  }

  puzzleList(profile: string | null): PuzzleSummary[] {
    const done = this.puzzlesDone(profile);
    return this.puzzles().map((p) => ({
      id: p.id,
      order: p.order,
      title: p.title,
      goal: p.goal,
      rating: p.rating,
      done: done[p.id] !== undefined,
    }));
  }

  /** Closes any open campaign and starts a puzzle, like a lesson; its success counts for the profile. */
  openPuzzle(id: string, profile: string | null): SessionView {
    const p = this.puzzles().find((x) => x.id === id);
    if (!p) throw new HostError('NOT_FOUND', `no puzzle ${id}`, { lesson: id });
    if (profile !== null) this.h.concepts.profiles.page(profile);
    const view = this.start(p);
    this.run = { id, profile, tried: false, shown: false };
    return this.h.concepts.views.sessionView() ?? view;
  }

  /** After a try: the open puzzle from its start with its solution played (counted for nobody). */
  solution(): SessionView {
    const s = this.h.session;
    const l = s?.kind.lesson;
    if (!s || !l || !this.isPuzzle(l)) throw new HostError('NO_CAMPAIGN', 'no puzzle is open');
    const run = this.run!;
    if (!run.tried) throw new HostError('FORBIDDEN', 'the solution is shown after a try', { why: 'solutionBeforeTry' });
    this.start(l);
    this.run = { ...run, shown: true };
    const session = this.h.session!;
    for (const action of l.solution) this.play(session, l, action);
    return this.h.concepts.views.sessionView();
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
    const info: LessonInfo = { ...this.summary(l), hints: l.hints, learner: l.learner, met: succeeded(l, state) };
    if (!this.isPuzzle(l)) return info;
    const run = this.run!;
    return {
      ...info,
      done: this.puzzlesDone(run.profile)[l.id] !== undefined,
      puzzle: { rating: l.rating, tried: run.tried, profile: run.profile, shown: run.shown, target: l.target },
    };
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
    this.run = null;
    return this.start(l);
  }

  private start(l: Lesson): SessionView {
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
    sessions.start(lessonKind(l), row, state, [], [], null);
    return views.sessionView();
  }

  /** Starts the open lesson (or puzzle) again from its first position. */
  restart(): SessionView {
    const l = this.h.session?.kind.lesson;
    if (!l) throw new HostError('NO_CAMPAIGN', 'no lesson is open');
    if (this.isPuzzle(l)) {
      const run = this.run!;
      this.start(l);
      // a restart after the solution was shown is a fresh try; one after a try keeps it (the solution stays offered)
      this.run = { ...run, shown: false };
      return this.h.concepts.views.sessionView();
    }
    return this.open(l.id);
  }

  /** Whether the open lesson's goal holds now. */
  check(): LessonCheck {
    const s = this.h.session;
    const l = s?.kind.lesson;
    if (!s || !l) throw new HostError('NO_CAMPAIGN', 'no lesson is open');
    return {
      id: l.id,
      met: succeeded(l, s.state),
      done: this.isPuzzle(l)
        ? this.puzzlesDone(this.run!.profile)[l.id] !== undefined
        : this.done()[l.id] !== undefined,
    };
  }

  /** The learner's action: played in memory, the others' turns passed, the goal checked. */
  /**
   * The coach's step in the open lesson: the lesson's own way to its goal from where the learner stands (null
   * off that way, or in a puzzle, whose solution is shown only after a try: the planner answers there).
   */
  coachStep(s: Session, l: Lesson): Action | null {
    return this.isPuzzle(l) ? null : lessonNextStep(l, s.state);
  }

  act(s: Session, l: Lesson, action: Action): ActResult {
    if (this.isPuzzle(l)) this.run!.tried = true;
    return this.play(s, l, action);
  }

  private play(s: Session, l: Lesson, action: Action): ActResult {
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
    if (this.isPuzzle(l)) {
      if (succeeded(l, s.state)) this.recordPuzzle(this.run!);
    } else if (succeeded(l, s.state) && this.done()[l.id] === undefined) {
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
