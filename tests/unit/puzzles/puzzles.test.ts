// Puzzles mined from a seeded computer game (src/puzzles): each verified by the engine (the goal unmet at the
// start and after ending the turn at once, met by the solution within the turn), rated, in both languages;
// the checks catch a puzzle that is broken. The shipped set is checked by `npm run puzzles -- --check`, in npm test.
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/ai/index.js';
import { SEEDED_LEVELS, seededOptions } from '../../../src/debrief/seeded.js';
import { minePuzzles } from '../../../src/puzzles/mine.js';
import { puzzleProblems, type Puzzle } from '../../../src/puzzles/puzzle.js';
import { loadPuzzles } from '../../../src/puzzles/files.js';

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

describe('the shipped puzzles', () => {
  it('are at least 100, each id once, each goal in English and French', () => {
    const all = loadPuzzles();
    expect(all.length).toBeGreaterThanOrEqual(100);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    for (const p of all) expect(p.goal.en && p.goal.fr).toBeTruthy();
  });
});
