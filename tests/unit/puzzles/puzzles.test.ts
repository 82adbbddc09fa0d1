// Puzzles mined from a seeded computer game (src/puzzles): each verified by the engine (the goal unmet at the
// start and after ending the turn at once, met by the solution within the turn), rated, in both languages;
// the checks catch a puzzle that is broken. The shipped set is checked by `npm run puzzles -- --check`, in npm test.
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/ai/index.js';
import { SEEDED_LEVELS, seededOptions } from '../../../src/debrief/seeded.js';
import { minePuzzles } from '../../../src/puzzles/mine.js';
import { boundedGoal, puzzleProblems, type Puzzle } from '../../../src/puzzles/puzzle.js';
import { forecastFor } from '../../../src/engine/index.js';
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
