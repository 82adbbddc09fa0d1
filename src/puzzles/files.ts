// The puzzle files: `assets/puzzles/*.json`, each a list of puzzles (puzzle.ts), shipped with the application
// like the lessons. Host-side (Node's fs), like src/lessons/lessons.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Puzzle } from './puzzle.js';

/** Where the puzzle files are: the repository's assets/puzzles (tools and web mode), or a packaged copy. */
export function defaultPuzzlesDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../assets/puzzles'),
    path.resolve(here, '../assets/puzzles'),
    path.resolve(process.cwd(), 'assets/puzzles'),
  ];
  return candidates.find((d) => fs.existsSync(d)) ?? candidates[0]!;
}

/** Every puzzle of a folder's files, easiest first (by rating, then id). A file that is not a list throws, naming it. */
export function loadPuzzles(dir = defaultPuzzlesDir()): Puzzle[] {
  if (!fs.existsSync(dir)) return [];
  const out: Puzzle[] = [];
  for (const f of fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const file = path.join(dir, f);
    const list = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    if (!Array.isArray(list)) throw new Error(`${file}: a puzzle file is a list of puzzles`);
    out.push(...(list as Puzzle[]));
  }
  return out.sort((a, b) => a.rating - b.rating || a.id.localeCompare(b.id)).map((p, i) => ({ ...p, order: i + 1 }));
}
