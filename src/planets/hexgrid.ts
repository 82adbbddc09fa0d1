// Cube coordinates and the odd-q frame: generators work in cube coordinates (q, r), boards are stored as
// odd-q rows (x = q, y = r + (q - (q & 1)) / 2), the layout of assets/maps/*.json.

export type Cube = readonly [q: number, r: number];

/** The six cube directions, the engine's own (its order: N, NE, SE, S, SW, NW). */
export { CUBE_DIRS } from '../engine/board.js';

export function cubeDist(a: Cube, b: Cube): number {
  const dq = a[0] - b[0];
  const dr = a[1] - b[1];
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
export function toOffset(c: Cube): [number, number] {
  return [c[0], c[1] + (c[0] - (c[0] & 1)) / 2];
}
export function toCube(x: number, y: number): Cube {
  return [x, y - (x - (x & 1)) / 2];
}
/** Turns c by 60° clockwise `times` times around the origin. */
export function rotate(c: Cube, times: number): Cube {
  let [q, r] = c;
  for (let k = 0; k < ((times % 6) + 6) % 6; k++) {
    const s = -q - r;
    [q, r] = [-r, -s];
  }
  return [q + 0, r + 0];
}
/** Every hex within distance radius of the origin, in a fixed order (by r, then q). */
export function hexagonCells(radius: number): Cube[] {
  const out: Cube[] = [];
  for (let r = -radius; r <= radius; r++)
    for (let q = -radius; q <= radius; q++) if (cubeDist([q, r], [0, 0]) <= radius) out.push([q, r]);
  return out;
}

/**
 * Terrain letters on cube hexes -> odd-q rows. The frame is the bounding box; its hexes that are not
 * given are '.', off the board. The frame starts on an even column, so the columns keep their parity
 * and every hex keeps its neighbours.
 */
export function framed(cells: Map<string, string>): { cols: number; rows: number; terrain: string[] } {
  if (cells.size === 0) throw new Error('a board needs at least one hex');
  const [minX, minY] = framedOrigin(cells);
  let maxX = -Infinity;
  let maxY = -Infinity;
  const placed: [number, number, string][] = [];
  for (const [key, t] of cells) {
    const [x, y] = toOffset(cubeOfKey(key));
    placed.push([x, y, t]);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  const cols = maxX - minX + 1;
  const rows = maxY - minY + 1;
  const grid: string[][] = Array.from({ length: rows }, () => new Array<string>(cols).fill('.'));
  for (const [x, y, t] of placed) grid[y - minY]![x - minX] = t;
  return { cols, rows, terrain: grid.map((row) => row.join('')) };
}
/** The odd-q hex [x, y] that `framed` puts at the frame's top-left corner (the frame starts on an even column). */
export function framedOrigin(cells: Map<string, unknown>): [number, number] {
  let minX = Infinity;
  let minY = Infinity;
  for (const key of cells.keys()) {
    const [x, y] = toOffset(cubeOfKey(key));
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
  }
  return [minX - (minX & 1), minY];
}
const cubeOfKey = (key: string): Cube => key.split(',').map(Number) as unknown as Cube;
export const cubeKey = (c: Cube): string => `${c[0]},${c[1]}`;
