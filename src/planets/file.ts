// Reading a board file (untrusted: a file on disk, an import, the editor): the format of
// assets/maps/original.json with '.' for hexes off the board and an optional list of ore.
import { Board } from '../engine/board.js';
import { T_SEA } from '../engine/board.js';
import { oreOf, type BoardFile } from './generate.js';

export interface LoadedBoard {
  board: Board;
  /** Ore hexes: the file's list, or the lattice when the file has none. */
  ore: number[];
  file: BoardFile;
}

const MAX_SIDE = 120;

/** A board from parsed JSON, or a sentence saying what is wrong with it. */
export function readBoardFile(json: unknown): LoadedBoard | string {
  if (!json || typeof json !== 'object' || Array.isArray(json))
    return 'a board file is a JSON object with "terrain" rows';
  const o = json as Record<string, unknown>;
  const terrain = o.terrain;
  if (!Array.isArray(terrain) || terrain.length === 0 || !terrain.every((r) => typeof r === 'string'))
    return '"terrain" is a list of rows, each a string of p s m r M and . (off the board)';
  const rows = terrain as string[];
  if (rows.length > MAX_SIDE || rows[0]!.length === 0 || rows[0]!.length > MAX_SIDE)
    return `a board is 1 to ${MAX_SIDE} rows of 1 to ${MAX_SIDE} hexes`;
  const cols = rows[0]!.length;
  for (let y = 0; y < rows.length; y++) {
    if (rows[y]!.length !== cols)
      return `row ${y} has ${rows[y]!.length} hexes, row 0 has ${cols}: every row keeps the frame's width (. off the board)`;
    const bad = /[^psmrM.]/.exec(rows[y]!);
    if (bad)
      return `row ${y}, column ${bad.index}: "${bad[0]}" is not a terrain (p plain, s sea, m marsh, r reef, M mountain, . off the board)`;
  }
  if (o.cols !== undefined && o.cols !== cols) return `"cols" says ${String(o.cols)} but the rows have ${cols} hexes`;
  if (o.rows !== undefined && o.rows !== rows.length)
    return `"rows" says ${String(o.rows)} but there are ${rows.length} rows`;
  if (o.layout !== undefined && o.layout !== 'odd-q') return `"layout" is "odd-q" (the only layout)`;
  let board: Board;
  try {
    board = new Board({ name: typeof o.name === 'string' ? o.name : 'file', cols, rows: rows.length, terrain: rows });
  } catch (e) {
    return (e as Error).message;
  }
  let ore: number[];
  // A file that lists no ore gets the lattice at its first offset: the same file, the same board.
  if (o.ore === undefined) ore = oreOf(board, 0);
  else {
    if (!Array.isArray(o.ore)) return '"ore" is a list of hexes [x, y]';
    ore = [];
    const seen = new Set<number>();
    for (const h of o.ore as unknown[]) {
      const i = board.parse(h);
      if (i < 0) return `ore at ${JSON.stringify(h)} is not a hex of the board`;
      if (board.terrain[i] === T_SEA) return `ore at ${JSON.stringify(h)} lies on open sea`;
      if (seen.has(i)) return `ore at ${JSON.stringify(h)} is listed twice`;
      seen.add(i);
      ore.push(i);
    }
  }
  const file: BoardFile = {
    name: board.name,
    title: typeof o.title === 'string' ? o.title : board.name,
    cols,
    rows: rows.length,
    layout: 'odd-q',
    legend: { p: 'plain', s: 'sea', m: 'marsh', r: 'reef', M: 'mountain', '.': 'off the board' },
    terrain: rows.slice(),
    ore: ore.map((i) => board.hex(i) as [number, number]),
  };
  return { board, ore, file };
}
