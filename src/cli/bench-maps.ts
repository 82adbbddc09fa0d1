// Bench rows for the boards (src/planets): generating and checking a board, each run a new seed (no cache).
import { checkBoard, generate, readBoardFile } from '../planets/index.js';
import originalMap from '../../assets/maps/original.json' with { type: 'json' };
import { stats, type BenchRow } from './bench-lib.js';

function eachMs(fn: (i: number) => void, runs: number): ReturnType<typeof stats> {
  fn(-1);
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    fn(i);
    out.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return stats(out);
}

export function benchMaps(): BenchRow[] {
  const rows: BenchRow[] = [];
  let draws = 0;
  const modular = eachMs((i) => {
    const a = generate({ kind: 'modular', players: 4, seed: 1000 + i }).attempts;
    if (i >= 0) draws += a;
  }, 12);
  rows.push({
    name: 'generate and check a modular board, 4 players',
    ...modular,
    unit: 'ms',
    target: '< 200 ms',
    note: `${(draws / 12).toFixed(1)} draws a board on average, redraws included`,
  });
  draws = 0;
  const planet = eachMs((i) => {
    const a = generate({ kind: 'planet', players: 4, seed: 1000 + i }).attempts;
    if (i >= 0) draws += a;
  }, 12);
  rows.push({
    name: 'generate and check a planet of 851 hexes, 4 players',
    ...planet,
    unit: 'ms',
    target: '< 200 ms',
    note: `${(draws / 12).toFixed(1)} draws a board on average, redraws included`,
  });
  const check = eachMs(() => {
    const loaded = readBoardFile(originalMap);
    if (typeof loaded !== 'string') checkBoard(loaded.board, loaded.ore, 4);
  }, 12);
  rows.push({ name: 'read and check the original board, 4 players', ...check, unit: 'ms', target: '—' });
  return rows;
}
