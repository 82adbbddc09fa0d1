// A computer player: from its seat's view only, the actions it plays next.
import {
  Rand,
  activePlayer,
  determinise,
  playerView,
  type Action,
  type GameState,
  type PlayerId,
  type PlayerView,
  type PublicOptions,
  type Tide,
} from '../engine/index.js';
import { evaluate } from './evaluate.js';
import { planDeploy, planLanding } from './opening.js';
import { BASE_WEIGHTS, finishTurn, planPlayTurn, type TurnContext, type Weights } from './planner.js';
import { Sim } from './sim.js';
import { liftOffChoice } from './turn21.js';
import { randomAction } from './random.js';
import type { Reason } from './reason.js';
import { styleFor, type Level, type Style } from './style.js';

export interface ThinkOptions {
  /** Multiplies the level's thinking budget (the tournament may shorten it). */
  budgetScale?: number;
  /** No clock at all: the same view always gives the same plan, however busy the machine (tests). */
  untimed?: boolean;
  /** Hard: how many candidate turns and sampled hidden states (default: the level's). */
  portfolio?: number;
  samples?: number;
  /** Hard: turns per rollout and the second round's extra samples (default: the level's). */
  depth?: number;
  extraSamples?: number;
  /**
   * The clock the budget is spent on, in ms (Date.now by default). The tournament may count the process's
   * CPU time (a busy machine then does not shorten the thinking); a test, a counter (the same plan every run).
   */
  clock?: () => number;
  /** Added to the level's budget (a computer seat's handicap or advantage in seconds); the budget stays >= 100 ms. */
  budgetExtraMs?: number;
  /** Hard: told how much was searched (candidate turns judged, samples the chosen one was judged on). */
  onSearch?: (s: SearchStats) => void;
}

/** How much of the budget hard's search used. */
export interface SearchStats {
  /** Candidate turns planned (the same turn planned twice counts twice) and the distinct ones judged. */
  planned: number;
  candidates: number;
  finalists: number;
  /** Samples of the hidden state the chosen turn was judged on. */
  samples: number;
}

/** One planned action and the view expected when it is played (a plan is only served on that view). */
export interface PlannedStep {
  action: Action;
  viewKey: string;
  /** Why the planner plays it. */
  reason: Reason;
}

/** A stable fingerprint of a view: a plan made for one view is only followed on the same view. */
export function viewKey(view: PlayerView): string {
  return JSON.stringify(view);
}

/**
 * The actions this seat plays from this view, in order: the rest of its turn (ending it), its turn-21
 * choices, or nothing when it has nothing to do. Deterministic for a given (view, options, level, seed).
 */
export function think(
  view: PlayerView,
  options: PublicOptions,
  level: Level,
  seed: number,
  opts: ThinkOptions = {},
): PlannedStep[] {
  const me = view.viewer;
  if (!me || view.phase === 'over') return [];
  const rand = new Rand(seed >>> 0 || 1);
  const state = determinise(view, options, rand.int(0x7fffffff) + 1);
  const steps = (sim: Sim): PlannedStep[] => planSteps(view, state, sim, me);
  if (view.phase === 'liftoff') {
    const mine = view.pieces.filter(
      (p) => p.type === 'astronef' && p.owner === me && p.at !== null && !p.departed && !view.myLiftOff[p.id],
    );
    const style = level === 'random' ? null : styleFor(level);
    const actions: Action[] = mine.map((k) => ({
      type: 'liftOff',
      player: me,
      astronef: k.id,
      choice: style ? liftOffChoice(state, me, k.id, style) : rand.next() < 0.5 ? 'leave' : 'stay',
    }));
    const sim = new Sim(state, me);
    for (const a of actions) sim.step(a, { task: 'liftOffChoice', goal: null });
    return steps(sim);
  }
  if (view.active !== me) return [];
  if (level === 'random') {
    const sim = new Sim(state, me);
    sim.step(randomAction(state, me, rand));
    if (!sim.actions.length) sim.step({ type: 'endTurn', timeout: true }, { task: 'endTurn', goal: null });
    return steps(sim);
  }
  const style = { ...styleFor(level) };
  if (opts.portfolio !== undefined) style.portfolio = opts.portfolio;
  if (opts.samples !== undefined) style.samples = opts.samples;
  if (opts.depth !== undefined) style.depth = opts.depth;
  if (opts.extraSamples !== undefined) style.extraSamples = opts.extraSamples;
  const budget = Math.max(100, style.budgetMs * (opts.budgetScale ?? 1) + (opts.budgetExtraMs ?? 0));
  const now = opts.clock ?? Date.now;
  const deadline = opts.untimed ? Infinity : now() + budget * 0.9;
  const sim = new Sim(state, me);
  if (view.phase === 'landing') {
    const a = planLanding(state, me, style, rand);
    if (!a || !sim.step(a, { task: 'land', goal: a.type === 'land' ? a.at : null }))
      sim.step({ type: 'endTurn', timeout: true }, { task: 'endTurn', goal: null });
    return steps(sim);
  }
  if (view.phase === 'deploy') {
    planDeploy(sim, style, rand);
    return steps(sim);
  }
  const nextTide: Tide | null = view.forecast[0] ?? null;
  const ctx: TurnContext = {
    style,
    rand,
    deadline,
    now,
    nextTide: style.useForecast ? nextTide : null,
    weights: BASE_WEIGHTS,
  };
  if (style.portfolio <= 1) {
    planPlayTurn(sim, ctx);
    return steps(sim);
  }
  return steps(portfolioTurn(view, options, state, me, style, ctx, rand, opts.onSearch));
}

/** The plan with the view expected before each action (computed on the simulated states). */
function planSteps(view: PlayerView, start: GameState, planned: Sim, me: PlayerId): PlannedStep[] {
  const out: PlannedStep[] = [];
  let state = start;
  let key = viewKey(view);
  const sim = new Sim(state, me);
  for (const [i, a] of planned.actions.entries()) {
    const reason = planned.reasons[i] ?? { task: 'random', goal: null };
    out.push({ action: a, viewKey: key, reason });
    if (!sim.step(a, reason)) break;
    state = sim.state;
    key = viewKey(playerView(state, me));
  }
  return out;
}

/** Weight sets the hard level tries first: the base turn, and turns leaning to each task. */
const VARIANTS: Weights[] = [
  BASE_WEIGHTS,
  { harvest: 1.4, strike: 0.7, safety: 1, escort: 0.5 },
  { harvest: 0.8, strike: 1.6, safety: 0.8, escort: 1 },
  { harvest: 1, strike: 1, safety: 2, escort: 1.5 },
  { harvest: 1.2, strike: 1.2, safety: 0.5, escort: 0 },
  { harvest: 1, strike: 0.4, safety: 1.5, escort: 2 },
  { harvest: 1.7, strike: 0.5, safety: 0.8, escort: 0 },
  { harvest: 0.9, strike: 2.2, safety: 0.6, escort: 0.5 },
];

/** A weight set drawn around the base one (the portfolio goes on with these while time allows). */
function drawnWeights(rand: Rand): Weights {
  const f = () => 0.5 + rand.next() * 1.3;
  return { harvest: f(), strike: f(), safety: f(), escort: f() * 1.5 };
}

interface Judged {
  sim: Sim;
  scores: number[];
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** Spending a budget (a clock), hard judges at most this many candidate turns and this many samples each. */
const MAX_CANDIDATES = 40;
const MAX_SAMPLES = 24;
/** One candidate turn and one rollout are cut at this many ms (a turn's plan never runs away with the budget). */
const STEP_CAP_MS = 2000;
/** The chance a drawn candidate turn takes another worthwhile action than the best (as easy does half the time). */
const DRAWN_NOISE = 0.15;

/**
 * Hard: several candidate turns (the same planner under different weights), each followed on sampled
 * hidden states by the other players' replies, my own next turn and their replies again (all played by
 * the normal planner), and judged by the projected score difference after them. A second round plays
 * the best few on more samples before choosing.
 *
 * Untimed, the search has the style's sizes (`portfolio`, `samples`, `finalists`, `extraSamples`). Given a
 * budget, it spends it (issue 28, point 4): the first round goes on with weight sets drawn around the base
 * one until about half the budget is used (up to MAX_CANDIDATES turns), then the finalists are played on
 * fresh samples of the hidden tides, together, while a whole sample fits in what is left (up to
 * MAX_SAMPLES), the weakest dropped every four samples. Under a clock that counts work (a test's), the
 * same view and seed give the same turn.
 */
function portfolioTurn(
  view: PlayerView,
  options: PublicOptions,
  state: GameState,
  me: PlayerId,
  style: Style,
  ctx: TurnContext,
  rand: Rand,
  onSearch?: (s: SearchStats) => void,
): Sim {
  const now = ctx.now ?? Date.now;
  const deadline = ctx.deadline;
  const spend = Number.isFinite(deadline);
  const start = now();
  const samples: GameState[] = [state];
  const sample = (i: number): GameState => {
    while (samples.length <= i) samples.push(determinise(view, options, rand.int(0x7fffffff) + 1));
    return samples[i]!;
  };
  // a step's own deadline: capped when spending a budget, none untimed (the same plan however busy the machine)
  const capped = (t0: number) => (spend ? Math.min(deadline, t0 + STEP_CAP_MS) : Infinity);
  let judgeMs = 0;
  let judgeCount = 0;
  const judge = (j: Judged, i: number) => {
    const t0 = now();
    const mine = new Sim(sample(i), me);
    for (const a of j.sim.actions) if (!mine.step(a)) break;
    j.scores.push(evaluate(rollout(mine.state, me, style.depth, capped(t0), now), me));
    judgeMs += now() - t0;
    judgeCount++;
  };
  // the first round keeps to about half of the time it may take, the second to most of the rest
  const firstRound = start + (deadline - start) * 0.45;
  const judged: Judged[] = [];
  const tried = new Set<string>();
  let planned = 0;
  const most = spend ? Math.max(style.portfolio, MAX_CANDIDATES) : style.portfolio;
  for (let v = 0; v < most; v++) {
    if (judged.length && now() > firstRound) break;
    // past the style's size, only while the budget's first half lasts
    if (v >= style.portfolio && !(now() < firstRound)) break;
    const drawn = v >= VARIANTS.length;
    const weights = VARIANTS[v] ?? drawnWeights(rand);
    const sim = new Sim(state, me);
    planned++;
    // past the fixed sets, a little noise in the choice too: weights alone often give the same turn again
    const turnStyle = drawn ? { ...style, noise: DRAWN_NOISE } : style;
    planPlayTurn(sim, { ...ctx, style: turnStyle, weights, deadline: capped(now()) });
    const key = JSON.stringify(sim.actions);
    if (tried.has(key)) continue;
    tried.add(key);
    const j: Judged = { sim, scores: [] };
    for (let i = 0; i < style.samples; i++) judge(j, i);
    judged.push(j);
  }
  judged.sort((a, b) => mean(b.scores) - mean(a.scores));
  const finalistCount = spend ? Math.min(6, Math.max(style.finalists, Math.ceil(judged.length / 4))) : style.finalists;
  let finalists = judged.slice(0, Math.min(finalistCount, judged.length));
  if (finalists.length > 1) {
    const lastSample = spend
      ? style.samples + Math.max(style.extraSamples, MAX_SAMPLES)
      : style.samples + style.extraSamples;
    for (let i = style.samples; i < lastSample; i++) {
      if (now() > deadline) break;
      // a sample is played for every finalist or for none (they are compared on the same samples)
      const perJudge = judgeCount ? judgeMs / judgeCount : 0;
      if (i >= style.samples + style.extraSamples && now() + perJudge * finalists.length > deadline) break;
      for (const j of finalists) judge(j, i);
      if (spend && finalists.length > 2 && (i - style.samples + 1) % 4 === 0) {
        finalists.sort((a, b) => mean(b.scores) - mean(a.scores));
        finalists = finalists.slice(0, finalists.length - 1);
      }
    }
  }
  // compare the finalists on the samples every one of them was played on
  const n = Math.min(...finalists.map((j) => j.scores.length));
  let best = finalists[0]!;
  for (const j of finalists) if (mean(j.scores.slice(0, n)) > mean(best.scores.slice(0, n))) best = j;
  onSearch?.({ planned, candidates: judged.length, finalists: finalists.length, samples: best.scores.length });
  return best.sim;
}

/**
 * Plays on from my turn's end: the other players' turns, then (depth 2) my next turn and theirs again,
 * all by the normal planner, quick; stops early at the take-off phase or the game's end.
 */
function rollout(state: GameState, me: PlayerId, depth: number, deadline: number, now: () => number): GameState {
  const style = styleFor('normal');
  const rand = new Rand(7);
  let s = state;
  let mine = 0;
  for (let guard = 0; guard < 12; guard++) {
    if (s.phase === 'over' || s.phase === 'liftoff') break;
    const who = activePlayer(s);
    if (!who) break;
    if (who === me && ++mine >= depth) break;
    const sim = new Sim(s, who);
    if (s.phase === 'play') planPlayTurn(sim, { style, rand, deadline, now, nextTide: null, weights: BASE_WEIGHTS });
    else finishTurn(sim);
    if (sim.state === s) break;
    s = sim.state;
  }
  return s;
}

/**
 * A seat's computer player: asks `think` for a turn's plan, then serves it one action at a time, as long
 * as each view it is shown is the one the plan expected (otherwise it thinks again).
 */
export class ComputerPlayer {
  private plan: PlannedStep[] = [];
  private calls = 0;
  constructor(
    readonly level: Level,
    readonly options: PublicOptions,
    private readonly seed: number,
    private readonly opts: ThinkOptions = {},
  ) {}

  /** The next action for this view, or null when this seat has nothing to do. */
  next(view: PlayerView): Action | null {
    return this.nextStep(view)?.action ?? null;
  }

  /** The next planned step (its action and why), or null when this seat has nothing to do. */
  nextStep(view: PlayerView): PlannedStep | null {
    if (this.plan.length && this.plan[0]!.viewKey === viewKey(view)) return this.plan.shift()!;
    this.plan = think(
      view,
      this.options,
      this.level,
      (this.seed ^ Math.imul(++this.calls, 0x9e3779b1)) >>> 0,
      this.opts,
    );
    return this.plan.shift() ?? null;
  }

  /** The engine refused the last action: forget the plan. */
  refused(): void {
    this.plan = [];
  }
}
