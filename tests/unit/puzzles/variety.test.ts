// Variety among the puzzles of a piece to save (src/puzzles/variety.ts, issue 29 point 7): look-alikes of the same
// game and turn, the same piece saved the same way again in its game, and a class past its share are left out,
// each with why; the shipped set holds no such look-alikes.
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/ai/index.js';
import { SEEDED_LEVELS, seededOptions } from '../../../src/debrief/seeded.js';
import { loadPuzzles } from '../../../src/puzzles/files.js';
import { minePuzzles } from '../../../src/puzzles/mine.js';
import type { Puzzle } from '../../../src/puzzles/puzzle.js';
import { escapeClass, keepVaried, PER_CLASS } from '../../../src/puzzles/variety.js';

const seed = 6;
const game = playGame([...SEEDED_LEVELS], seed, { think: { untimed: true } });
const mined = minePuzzles({ name: `seed ${seed}`, options: seededOptions(SEEDED_LEVELS, seed), log: game.log });

describe('variety among the puzzles of a piece to save', () => {
  it('leaves out a look-alike of the same game and turn, the same piece saved the same way, a class past its share', () => {
    const tide = mined.puzzles.find((p) => p.kind === 'saveFromTide')!;
    const win = mined.puzzles.find((p) => p.kind === 'destroy' || p.kind === 'capture')!;
    const copy = (id: string, origin: Partial<Puzzle['origin']>, rating = tide.rating): Puzzle => ({
      ...tide,
      id,
      rating,
      origin: { ...tide.origin, ...origin },
    });
    const sameTurn = copy('same-turn', {}, tide.rating - 1);
    const samePiece = copy('same-piece', { turn: tide.origin.turn + 3 }, tide.rating - 2);
    // the same class in 12 other games: PER_CLASS kept, spread over the ratings (the easiest and hardest kept)
    const others = Array.from({ length: 12 }, (_, i) => copy(`other-${i}`, { game: `game ${i}` }, 1100 + 50 * i));
    const { kept, dropped } = keepVaried([tide, sameTurn, samePiece, win, ...others]);
    const why = Object.fromEntries(dropped.map((d) => [d.id, d.why]));
    expect(why['same-turn']).toMatch(/^same game and turn/);
    expect(why['same-piece']).toMatch(/^the same piece saved the same way/);
    expect(kept.map((p) => p.id)).toContain(tide.id);
    expect(kept.map((p) => p.id)).toContain(win.id);
    const inClass = kept.filter((p) => escapeClass(p) === escapeClass(tide));
    expect(inClass).toHaveLength(PER_CLASS);
    expect(inClass.map((p) => p.id)).toEqual(expect.arrayContaining(['other-0', 'other-11']));
    expect(dropped.filter((d) => /its class holds/.test(d.why))).toHaveLength(13 - PER_CLASS);
    expect(escapeClass(win)).toBeNull();
  });

  it('the shipped puzzles hold no look-alikes: none of the same game, turn and class, no class past its share', () => {
    const all = loadPuzzles();
    const perClass = new Map<string, number>();
    const turns = new Set<string>();
    const pieces = new Set<string>();
    for (const p of all) {
      const c = escapeClass(p);
      if (!c) continue;
      perClass.set(c, (perClass.get(c) ?? 0) + 1);
      const turn = `${p.origin.game}|${p.origin.turn}|${c}`;
      const piece = `${p.origin.game}|${p.target}|${c}`;
      expect(turns.has(turn), p.id).toBe(false);
      expect(pieces.has(piece), p.id).toBe(false);
      turns.add(turn);
      pieces.add(piece);
    }
    expect(Math.max(...perClass.values())).toBeLessThanOrEqual(PER_CLASS);
    expect(perClass.size).toBeGreaterThanOrEqual(30);
  });
});
