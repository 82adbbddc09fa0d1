// Interactive lessons: small positions with a goal, checked by the engine. A lesson is a data file
// (assets/lessons/*.json): a rule scenario (src/engine/scenario-format.md: the position and optional
// setup `steps`) plus the lesson's own fields (below). Host-side: this module may import the engine.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apply, loadScenario, type Action, type GameEvent, type GameState } from '../engine/index.js';
import { checkCondition, holds, type Condition } from './conditions.js';
import type { Language } from '../shared/lists.js';

export type Lang = Language;
export type Text = Record<Lang, string>;

export interface Lesson {
  id: string;
  /** Sort order in the lessons list. */
  order: number;
  title: Text;
  /** What the lesson is about, a few sentences. */
  intro: Text;
  /** What to do to succeed. */
  goal: Text;
  hints: Text[];
  /** The rules-reference section to read (renderer/src/content/rules.ts). */
  section?: string;
  /** The player at the screen; the others end their turns at once. */
  learner: string;
  /** Player names shown in the lesson, by player id. */
  names?: Record<string, Text>;
  /** Player colours (palette names), by player id. */
  colours?: Record<string, string>;
  /** The scenario position (scenario-format.md), with optional setup steps. */
  scenario: Record<string, unknown> & { steps?: { do: unknown }[] };
  success: Condition;
  /** One way to succeed (actions of the learner, in order); the tests play it. */
  solution: Action[];
}

/** Where the lesson files are: the repository's assets/lessons (tools and web mode), or a packaged copy. */
export function defaultLessonsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../assets/lessons'),
    path.resolve(here, '../assets/lessons'),
    path.resolve(process.cwd(), 'assets/lessons'),
  ];
  return candidates.find((d) => fs.existsSync(d)) ?? candidates[0]!;
}

/** Every lesson of a folder, in order. A file that is not a valid lesson throws, naming the file. */
export function loadLessons(dir = defaultLessonsDir()): Lesson[] {
  if (!fs.existsSync(dir)) return [];
  const out: Lesson[] = [];
  for (const f of fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const file = path.join(dir, f);
    const l = JSON.parse(fs.readFileSync(file, 'utf8')) as Lesson;
    const problems = lessonProblems(l);
    if (problems.length) throw new Error(`${file}: ${problems.join('; ')}`);
    out.push(l);
  }
  return out.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

/** What is wrong with a lesson file (empty when it is good). */
export function lessonProblems(l: Lesson): string[] {
  const p: string[] = [];
  const text = (t: unknown, what: string) => {
    const x = t as Text | undefined;
    if (!x || typeof x.en !== 'string' || typeof x.fr !== 'string' || !x.en || !x.fr) p.push(`${what} needs en and fr`);
  };
  if (!l || typeof l !== 'object') return ['a lesson is an object'];
  if (typeof l.id !== 'string' || !/^[a-z0-9-]+$/.test(l.id)) p.push('id is lower-case letters, digits and dashes');
  text(l.title, 'title');
  text(l.intro, 'intro');
  text(l.goal, 'goal');
  if (!Array.isArray(l.hints) || l.hints.length === 0) p.push('hints is a non-empty list');
  else l.hints.forEach((h, i) => text(h, `hints[${i}]`));
  if (typeof l.learner !== 'string') p.push('learner is a player id');
  if (!Array.isArray(l.solution)) p.push('solution is a list of actions');
  let state: GameState | null = null;
  try {
    state = lessonStart(l);
  } catch (e) {
    p.push(`scenario: ${(e as Error).message}`);
  }
  p.push(...checkCondition(l.success, state ?? undefined));
  return p;
}

/** The lesson's starting position: the scenario, its setup steps, and the learner to play. */
export function lessonStart(l: Lesson): GameState {
  let s = loadScenario({ name: l.id, ...l.scenario });
  for (const [i, step] of (l.scenario.steps ?? []).entries()) {
    const r = apply(s, step.do);
    if (!r.ok) throw new Error(`setup step ${i + 1} refused: ${r.error.code} ${r.error.message}`);
    s = r.state;
  }
  return passToLearner(l, s).state;
}

/** The other players end their turns at once until the learner plays again (or the game ends). */
export function passToLearner(l: Lesson, s: GameState): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 16; guard++) {
    if (s.phase === 'over') break;
    const active = s.phase === 'liftoff' ? null : s.order[s.activeIdx];
    if (s.phase === 'liftoff') {
      // the others' secret turn-21 choices: stay (the learner makes his own)
      const other = Object.values(s.players).find(
        (p) =>
          p.id !== l.learner &&
          !p.gone &&
          !p.out &&
          s.pieces.some(
            (k) =>
              k.type === 'astronef' &&
              !k.departed &&
              !k.destroyed &&
              s.colors[k.color ?? '']?.controller === p.id &&
              !(k.id in p.liftOff),
          ),
      );
      if (!other) break;
      const k = s.pieces.find(
        (q) =>
          q.type === 'astronef' &&
          !q.departed &&
          !q.destroyed &&
          s.colors[q.color ?? '']?.controller === other.id &&
          !(q.id in other.liftOff),
      )!;
      const r = apply(s, { type: 'liftOff', player: other.id, astronef: k.id, choice: 'stay' });
      if (!r.ok) break;
      s = r.state;
      events.push(...r.events);
      continue;
    }
    if (active === l.learner) break;
    let r = apply(s, { type: 'endTurn' });
    if (!r.ok) r = apply(s, { type: 'endTurn', timeout: true });
    if (!r.ok) break;
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Plays the learner's actions from the start; the state after each, or the first refusal. */
export function playSolution(l: Lesson): { state: GameState; refused: string | null; steps: number } {
  let s = lessonStart(l);
  for (const [i, a] of l.solution.entries()) {
    const r = apply(s, a);
    if (!r.ok)
      return {
        state: r.state,
        refused: `step ${i + 1} ${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`,
        steps: i,
      };
    s = passToLearner(l, r.state).state;
  }
  return { state: s, refused: null, steps: l.solution.length };
}

export function succeeded(l: Lesson, s: GameState): boolean {
  return holds(l.success, s);
}
