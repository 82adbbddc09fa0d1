// Puzzles mined from a seeded computer game (src/puzzles): each verified by the engine (the goal unmet at the
// start and after ending the turn at once, met by the solution within the turn), rated, in both languages;
// the checks catch a puzzle that is broken. The shipped set is checked by `npm run puzzles -- --check`, in npm test.
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/ai/index.js';
import { SEEDED_LEVELS, seededOptions } from '../../../src/debrief/seeded.js';
import { minePuzzles, turnStarts } from '../../../src/puzzles/mine.js';
import { boundedGoal, puzzleProblems, type Puzzle } from '../../../src/puzzles/puzzle.js';
import {
  apply,
  forecastFor,
  legalDestinations,
  ownerOf,
  playerView,
  replay,
  type Hex,
} from '../../../src/engine/index.js';
import { unsafePieces } from '../../../src/ai/index.js';
import { holds } from '../../../src/lessons/conditions.js';
import { loadPuzzles } from '../../../src/puzzles/files.js';
import {
  NO_PLAIN_WAY,
  ratePuzzle,
  ratingOf,
  searchDifficulty,
  type SearchDifficulty,
} from '../../../src/puzzles/difficulty.js';
import { lessonStart } from '../../../src/lessons/lessons.js';

const seed = 6;
const game = playGame([...SEEDED_LEVELS], seed, { think: { untimed: true } });
const mined = minePuzzles({ name: `seed ${seed}`, options: seededOptions(SEEDED_LEVELS, seed), log: game.log });

describe('puzzles mined from a seeded game', () => {
  it('are verified and rated, with the goal in both languages', () => {
    expect(mined.puzzles.length).toBeGreaterThan(0);
    for (const p of mined.puzzles) {
      expect(puzzleProblems(p)).toEqual([]);
      expect(p.rating).toBeGreaterThanOrEqual(1000);
      expect(p.rating).toBeLessThanOrEqual(2000);
      expect(p.plausible.reached).toBeLessThanOrEqual(p.plausible.tried);
      expect(p.goal.en).toMatch(/this turn/);
      expect(p.goal.fr).toMatch(/ce tour-ci/);
      expect(p.hints.length).toBeGreaterThan(0);
    }
  });

  it('every miner starts from the same walk over the log: each turn start is the engine’s replay there, a new player to play', () => {
    const options = seededOptions(SEEDED_LEVELS, seed);
    const starts = turnStarts({ name: 'seed', options, log: game.log });
    expect(starts.length).toBeGreaterThan(40);
    for (const { at, state } of [starts[0]!, starts[17]!, starts.at(-1)!]) {
      expect(state).toEqual(replay(options, game.log.slice(0, at)).state);
      const before = replay(options, game.log.slice(0, at - 1)).state;
      expect(before.phase !== 'play' || before.activeIdx !== state.activeIdx || before.turn !== state.turn).toBe(true);
    }
  });

  it('a broken puzzle is caught: the decisive action left out, a goal met from the start', () => {
    const p = mined.puzzles[0]!;
    const short: Puzzle = { ...p, solution: p.solution.slice(0, -1) };
    expect(puzzleProblems(short)).toContain('the solution does not meet the goal');
    const met: Puzzle = { ...p, core: { not: p.core } };
    expect(puzzleProblems(met).join()).toMatch(/met at the start/);
  });
});

describe('puzzles of a piece to save from a known tide', () => {
  const tide = mined.puzzles.filter((p) => p.kind === 'saveFromTide');

  it('are mined from the seeded game, verified, on a tide the learner’s forecast shows', () => {
    expect(tide.length).toBeGreaterThan(0);
    for (const p of tide) {
      expect(puzzleProblems(p)).toEqual([]);
      const start = lessonStart(p);
      const core = p.core as { freeAt: { piece: string; tide: string } };
      expect(forecastFor(start, p.learner)[0]).toBe(core.freeAt.tide);
      // the scenario's tide pile holds no more than the learner is shown
      expect((p.scenario as { deck?: string[] }).deck!.length).toBeLessThanOrEqual(start.players[p.learner]!.forecast);
      expect(p.goal.en).toMatch(/forecast.*this turn/);
      expect(p.goal.fr).toMatch(/prévision.*ce tour-ci/);
    }
  });

  it('a forged one is caught: a goal met by doing nothing, a tide the forecast does not show', () => {
    const p = tide[0]!;
    const start = lessonStart(p);
    // the next tide forged to the one of the start, under which the piece stands free: nothing to do
    const now = start.tide;
    const core = { freeAt: { piece: p.target, tide: now } };
    const idle: Puzzle = {
      ...p,
      scenario: { ...p.scenario, deck: [now] } as Puzzle['scenario'],
      core,
      success: boundedGoal(core, start.turn, p.learner),
    };
    expect(puzzleProblems(idle)).toContain('ending the turn at once meets the goal');
    // the goal's tide not the one the forecast shows
    const hidden: Puzzle = { ...p, scenario: { ...p.scenario, deck: [now] } as Puzzle['scenario'] };
    expect(puzzleProblems(hidden)).toContain('the tide is not the next one in the learner’s forecast');
    // tides beyond the forecast put into the puzzle (cards the learner was never shown)
    const deck = (p.scenario as { deck: string[] }).deck;
    const more: Puzzle = { ...p, scenario: { ...p.scenario, deck: [...deck, 'high', 'low', 'high', 'low'] } };
    expect(puzzleProblems(more)).toContain('the tide pile holds a card the learner is not shown');
  });
});

describe('puzzles of a piece to save from a strike', () => {
  const strike = mined.puzzles.filter((p) => p.kind === 'saveFromStrike');
  const unsafe = (s: ReturnType<typeof lessonStart>, who: string) => {
    const { seed: _seed, ...options } = s.options;
    return unsafePieces(playerView(s, who), options);
  };

  it('are mined from the seeded game: the piece in reach of enemy fire at the start, safe after the solution found by search', () => {
    expect(strike.length).toBeGreaterThan(0);
    for (const p of strike) {
      expect(puzzleProblems(p)).toEqual([]);
      const start = lessonStart(p);
      expect(p.core).toEqual({ safe: { piece: p.target, player: p.learner } });
      // the coach's exact threat map puts the piece under an enemy pair's fire next turn
      expect(unsafe(start, p.learner)).toContainEqual({ piece: p.target, why: 'fire' });
      // the solution is one move of the piece (the search's), after which the coach sees it safe
      expect(p.solution).toHaveLength(1);
      expect(p.solution[0]).toMatchObject({ type: 'move', piece: p.target });
      const after = apply(start, p.solution[0]!);
      expect(after.ok).toBe(true);
      expect(unsafe(after.state, p.learner).map((u) => u.piece)).not.toContain(p.target);
      expect((p.scenario as { deck?: string[] }).deck!.length).toBeLessThanOrEqual(start.players[p.learner]!.forecast);
      expect(p.goal.en).toMatch(/next turn.*this turn/);
      expect(p.goal.fr).toMatch(/prochain tour.*ce tour-ci/);
      expect(p.hints).toHaveLength(2);
    }
  });

  it('a forged one is caught: a goal met by doing nothing, a solution that leaves the piece in reach, hidden tides', () => {
    const p = strike[0]!;
    const start = lessonStart(p);
    // another of the learner's pieces, safe where it stands: nothing to do
    const threatened = new Set(unsafe(start, p.learner).map((u) => u.piece));
    const calm = start.pieces.find(
      (q) =>
        !q.destroyed &&
        q.in === null &&
        q.at >= 0 &&
        !['astronef', 'pontoon', 'ore'].includes(q.type) &&
        ownerOf(start, q) === p.learner &&
        !threatened.has(q.id),
    )!;
    expect(calm).toBeDefined();
    const core = { safe: { piece: calm.id, player: p.learner } };
    const idle: Puzzle = { ...p, target: calm.id, core, success: boundedGoal(core, start.turn, p.learner) };
    const problems = puzzleProblems(idle);
    expect(problems).toContain('the goal is met at the start');
    expect(problems).toContain('the piece to save is not in reach of an enemy’s fire at the start');
    // a move of the piece that leaves it in reach: the solution does not meet the goal
    const ap = start.players[p.learner]!.ap;
    const stays = legalDestinations(start, p.target).find((d) => {
      if (d.cost > ap) return false;
      const r = apply(start, { type: 'move', piece: p.target, path: d.path as Hex[] });
      return r.ok && !holds(p.core, r.state);
    })!;
    expect(stays).toBeDefined();
    const inReach: Puzzle = { ...p, solution: [{ type: 'move', piece: p.target, path: stays.path as Hex[] }] };
    expect(puzzleProblems(inReach)).toContain('the solution does not meet the goal');
    // tides beyond the forecast put into the puzzle
    const deck = (p.scenario as { deck: string[] }).deck;
    const more: Puzzle = { ...p, scenario: { ...p.scenario, deck: [...deck, 'high', 'low', 'high', 'low'] } };
    expect(puzzleProblems(more)).toContain('the tide pile holds a card the learner is not shown');
  });

  it('the goal: the piece taken aboard its astronef is safe; destroyed or another’s, it is not', () => {
    const p = strike[0]!;
    const start = lessonStart(p);
    expect(holds(p.core, start)).toBe(false);
    const i = start.index[p.target]!;
    const astronef = start.pieces.find((q) => q.type === 'astronef' && q.color === start.pieces[i]!.color)!;
    const aboard = { ...start, pieces: start.pieces.map((q, k) => (k === i ? { ...q, in: astronef.id, at: -1 } : q)) };
    expect(holds(p.core, aboard)).toBe(true);
    const gone = { ...start, pieces: start.pieces.map((q, k) => (k === i ? { ...q, destroyed: true } : q)) };
    expect(holds(p.core, gone)).toBe(false);
    const after = apply(start, p.solution[0]!).state;
    expect(holds(p.core, after)).toBe(true);
    expect(holds({ safe: { piece: p.target, player: 'nobody' } }, after)).toBe(false);
  });
});

describe('the shipped puzzles', () => {
  it('are at least 100, each id once, each goal in English and French', () => {
    const all = loadPuzzles();
    expect(all.length).toBeGreaterThanOrEqual(100);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    for (const p of all) expect(p.goal.en && p.goal.fr).toBeTruthy();
  });
});

describe('the puzzles’ ratings', () => {
  it('spread from the real difficulty: many ratings, none held by most puzzles', () => {
    const ratings = loadPuzzles().map((p) => p.rating);
    const counts = new Map<number, number>();
    for (const r of ratings) counts.set(r, (counts.get(r) ?? 0) + 1);
    expect(counts.size).toBeGreaterThanOrEqual(30);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(ratings.length * 0.15);
    const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    const sd = Math.sqrt(ratings.reduce((a, b) => a + (b - mean) ** 2, 0) / ratings.length);
    expect(sd).toBeGreaterThan(120);
    expect(Math.max(...ratings) - Math.min(...ratings)).toBeGreaterThanOrEqual(600);
  });

  it('are those the difficulty search gives: fewer pieces to move, more points to spare, more plausible turns finding it, easier', () => {
    const all = loadPuzzles();
    for (const p of [all[0]!, all[Math.floor(all.length / 2)]!, all[all.length - 1]!])
      expect(ratePuzzle(p), p.id).toBe(p.rating);
    const easy = all.find((p) => p.kind === 'destroy' && p.solution.length === 1)!;
    expect(searchDifficulty(lessonStart(easy), easy.target, easy.core).moves).toBe(0);
    const way = (moves: number | null, slack: number | null, found = 10): SearchDifficulty => ({
      ways: moves === null ? 0 : 1,
      moves,
      found: moves === null ? 0 : found,
      tried: moves === null ? 0 : 20,
      slack,
    });
    const half = { tried: 8, reached: 4 };
    expect(ratingOf(way(0, 6), half)).toBeLessThan(ratingOf(way(1, 6), half));
    expect(ratingOf(way(1, 6), half)).toBeLessThan(ratingOf(way(2, 6), half));
    expect(ratingOf(way(2, 6), half)).toBeLessThan(ratingOf(way(2, 0), half));
    expect(ratingOf(way(2, 0), half)).toBeLessThan(ratingOf(way(2, 0, 2), half));
    expect(ratingOf(way(2, 0, 2), half)).toBeLessThan(ratingOf(NO_PLAIN_WAY, half));
    expect(ratingOf(way(1, 6), { tried: 8, reached: 8 })).toBeLessThan(ratingOf(way(1, 6), half));
  });
});
