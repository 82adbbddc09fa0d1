// npm run puzzles -- --check [folder]: every shipped puzzle checked by the engine; prints `N puzzles, M verified`
//   (exit 1 when one fails).
// npm run puzzles -- --mine <campaign file or folder> [--out file]: puzzles mined from exported campaigns
//   (.fmh files: the players' own games), verified and rated, written as one puzzle file.
// npm run puzzles -- --seeded N [--seed S] [--levels a,b,c,d] [--out file]: the same from N seeded computer games.
//   With --tide (either way): only the "save a piece from a known tide" puzzles (mine.ts, mineTidePuzzles);
//   with --strike: only the "save a piece from a strike" puzzles (mineStrikePuzzles).
// npm run puzzles -- --rate [folder]: each puzzle file's ratings computed again (difficulty.ts), written in place.
// npm run puzzles -- --vary <file>: the look-alike puzzles of a piece to save left out (variety.ts), in place;
//   prints each one left out and why.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LEVELS, playGame, type Level } from '../ai/index.js';
import { seededOptions } from '../debrief/seeded.js';
import { defaultPuzzlesDir, loadPuzzles } from '../puzzles/files.js';
import { minePuzzles, type MinedGame } from '../puzzles/mine.js';
import { puzzleProblems, type Puzzle } from '../puzzles/puzzle.js';
import { ratePuzzle } from '../puzzles/difficulty.js';
import { escapeClass, keepVaried } from '../puzzles/variety.js';
import { CampaignStore } from '../store/index.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const has = (name: string) => process.argv.includes(`--${name}`);

function usage(why: string): never {
  console.error(`${why}
usage: npm run puzzles -- --check [folder]
       npm run puzzles -- --mine <campaign file or folder> [--out file] [--tide|--strike]
       npm run puzzles -- --seeded N [--seed S] [--levels ${LEVELS.join('|')},...] [--out file] [--tide|--strike]
       npm run puzzles -- --rate [folder]
       npm run puzzles -- --vary <file>`);
  process.exit(2);
}

function check(dir: string): void {
  const puzzles = loadPuzzles(dir);
  let verified = 0;
  const ids = new Set<string>();
  for (const p of puzzles) {
    const problems = puzzleProblems(p);
    if (ids.has(p.id)) problems.push('its id is used twice');
    ids.add(p.id);
    if (problems.length) console.log(`${p.id}: ${problems.join('; ')}`);
    else verified++;
  }
  console.log(`${puzzles.length} puzzles, ${verified} verified`);
  if (verified !== puzzles.length || puzzles.length === 0) process.exit(1);
}

/** The games of exported campaign files: each imported into a scratch store (its checks included), then read as played. */
function campaignGames(target: string): MinedGame[] {
  const files = fs.statSync(target).isDirectory()
    ? fs
        .readdirSync(target)
        .filter((f) => f.endsWith('.fmh') || f.endsWith('.json'))
        .map((f) => path.join(target, f))
    : [target];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fmh-puzzles-'));
  const store = CampaignStore.open(dir);
  const games: MinedGame[] = [];
  try {
    for (const file of files) {
      try {
        const row = store.importCampaign(fs.readFileSync(file, 'utf8'), path.basename(file));
        const loaded = store.load(row.id);
        games.push({
          name: row.name,
          options: loaded.row.options,
          log: loaded.log.map((l) => l.action as MinedGame['log'][number]),
          colours: Object.fromEntries(loaded.row.players.map((p) => [p.id, p.colour])),
        });
      } catch (e) {
        console.error(`${file}: ${(e as Error).message}`);
      }
    }
  } finally {
    store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return games;
}

function seededGames(n: number, seed0: number, levels: Level[]): MinedGame[] {
  const out: MinedGame[] = [];
  for (let k = 0; k < n; k++) {
    const seed = seed0 + k;
    const game = playGame([...levels], seed, { think: { untimed: true } });
    out.push({ name: `seed ${seed} ${levels.join(' ')}`, options: seededOptions(levels, seed), log: game.log });
  }
  return out;
}

function mine(games: MinedGame[], out: string): void {
  const puzzles: Puzzle[] = [];
  for (const g of games) {
    const r = minePuzzles(g, { tideOnly: has('tide'), strikeOnly: has('strike') });
    for (const why of r.rejected) console.log(`left out ${why}`);
    console.log(`${g.name}: ${r.puzzles.length} puzzles`);
    puzzles.push(...r.puzzles);
  }
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(puzzles) + '\n');
  console.log(`${puzzles.length} puzzles written to ${out}`);
}

/** Each file's puzzles rated again (their plausible turns as mined), the file written in place, in its order. */
function rate(dir: string): void {
  const counts = new Map<number, number>();
  for (const f of fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const file = path.join(dir, f);
    const list = JSON.parse(fs.readFileSync(file, 'utf8')) as Puzzle[];
    for (const p of list) {
      p.rating = ratePuzzle(p);
      counts.set(p.rating, (counts.get(p.rating) ?? 0) + 1);
    }
    fs.writeFileSync(file, JSON.stringify(list));
    console.log(`${file}: ${list.length} puzzles rated`);
  }
  const most = Math.max(...counts.values());
  console.log(
    `${counts.size} different ratings, from ${Math.min(...counts.keys())} to ${Math.max(...counts.keys())}; the most common one held by ${most}`,
  );
}

/** A puzzle file's look-alikes left out, in place; what was dropped and why, and what each class keeps. */
function vary(file: string): void {
  const list = JSON.parse(fs.readFileSync(file, 'utf8')) as Puzzle[];
  const { kept, dropped } = keepVaried(list);
  for (const d of dropped) console.log(`left out ${d.id}: ${d.why}`);
  const classes = new Map<string, number>();
  for (const p of kept) {
    const c = escapeClass(p);
    if (c) classes.set(c, (classes.get(c) ?? 0) + 1);
  }
  for (const [c, n] of [...classes].sort((a, b) => b[1] - a[1])) console.log(`${n}\t${c}`);
  fs.writeFileSync(file, JSON.stringify(kept) + '\n');
  console.log(
    `${file}: ${list.length} puzzles, ${dropped.length} left out, ${kept.length} kept in ${classes.size} classes`,
  );
}

if (has('vary')) {
  const file = arg('vary');
  if (!file || !fs.existsSync(file)) usage('--vary needs a puzzle file');
  vary(file);
} else if (has('rate')) {
  const dir = arg('rate');
  rate(dir && !dir.startsWith('--') ? dir : defaultPuzzlesDir());
} else if (has('check')) {
  const dir = arg('check');
  check(dir && !dir.startsWith('--') ? dir : defaultPuzzlesDir());
} else if (has('mine')) {
  const target = arg('mine');
  if (!target || !fs.existsSync(target)) usage('--mine needs a campaign file or a folder of them');
  mine(campaignGames(target), arg('out') ?? 'mined-puzzles.json');
} else if (has('seeded')) {
  const n = Number(arg('seeded'));
  const seed0 = Number(arg('seed') ?? 1);
  const levels = (arg('levels')?.split(',') ?? ['normal', 'normal', 'normal', 'normal']) as Level[];
  if (!Number.isInteger(n) || n < 1 || !Number.isInteger(seed0) || levels.some((l) => !LEVELS.includes(l)))
    usage('--seeded needs a number of games');
  mine(seededGames(n, seed0, levels), arg('out') ?? 'mined-puzzles.json');
} else usage('say --check, --mine, --seeded, --rate or --vary');
