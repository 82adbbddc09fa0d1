// Hex geometry on the odd-q layout (flat-topped hexes, odd columns half a hex lower).
// A hex is an index idx = y * cols + x; [x, y] only at the engine's surface.
// A board is any set of hexes inside its cols x rows frame: the frame's other hexes (legend '.') are off
// the board. Nothing reaches them: they have no neighbours, are no one's neighbour, are in no range, and
// parse() refuses them, so every rule that looks at neighbours or ranges sees the board's real edge.
import originalMap from '../../assets/maps/original.json' with { type: 'json' };
import type { Hex, Tide } from './types.js';

export interface MapData {
  name: string;
  cols: number;
  rows: number;
  terrain: string[]; // rows top to bottom, legend p s m r M, '.' off the board
}

export const T_PLAIN = 0;
export const T_SEA = 1;
export const T_MARSH = 2;
export const T_REEF = 3;
export const T_MOUNTAIN = 4;
/** A hex of the frame that is not on the board. */
export const T_OFF = 5;
export const TERRAIN_NAMES = ['plain', 'sea', 'marsh', 'reef', 'mountain'] as const;
/** The three tides, lowest first (one list for every loop over them). */
export const TIDES: readonly Tide[] = ['low', 'normal', 'high'];
/** Is terrain t land at this tide? Plain, mountain, marsh unless high, reef only at low. */
export function landAt(t: number, tide: Tide): boolean {
  if (t === T_PLAIN || t === T_MOUNTAIN) return true;
  if (t === T_SEA) return false;
  if (t === T_MARSH) return tide !== 'high';
  return t === T_REEF && tide === 'low';
}

const LEGEND: Record<string, number> = { p: T_PLAIN, s: T_SEA, m: T_MARSH, r: T_REEF, M: T_MOUNTAIN, '.': T_OFF };

/** Direction order used everywhere: N, NE, SE, S, SW, NW. */
export const DIRS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
/**
 * The same six directions as cube steps (dq, dr): the neighbour of the hex at cube (q, r) in direction d is at
 * (q, r) + CUBE_DIRS[d]. The odd-q hex [x, y] is cube (x, y - (x - (x & 1)) / 2).
 */
export const CUBE_DIRS: readonly (readonly [dq: number, dr: number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
];

/**
 * The neighbours of every hex of a cols x rows odd-q frame: n * 6 hex indices (y * cols + x) in DIRS order,
 * -1 outside the frame. With `on` (1 for the hexes of the board), a hex off the board has no neighbours and
 * is no one's neighbour. Built once per board (the rules read the table, `Board.nb`); the board generators
 * use it for frames still being made.
 */
export function neighbourTable(cols: number, rows: number, on?: Uint8Array): Int16Array {
  const nb = new Int16Array(cols * rows * 6).fill(-1);
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < cols; x++) {
      const i = y * cols + x;
      if (on && !on[i]) continue;
      const r = y - (x - (x & 1)) / 2;
      for (let d = 0; d < 6; d++) {
        const nx = x + CUBE_DIRS[d]![0];
        const ny = r + CUBE_DIRS[d]![1] + (nx - (nx & 1)) / 2;
        if (nx >= 0 && nx < cols && ny >= 0 && ny < rows && (!on || on[ny * cols + nx])) nb[i * 6 + d] = ny * cols + nx;
      }
    }
  return nb;
}

export class Board {
  readonly name: string;
  readonly cols: number;
  readonly rows: number;
  readonly n: number;
  /** Terrain of each hex of the frame; T_OFF off the board. */
  readonly terrain: Uint8Array;
  /** 1 for the hexes of the board, 0 for the frame's hexes that are off it. */
  readonly on: Uint8Array;
  /** How many hexes are on the board. */
  readonly size: number;
  /** n * 6 neighbour indices in DIRS order, -1 off the board. */
  readonly nb: Int16Array;
  /** 1 for hexes with fewer than six neighbours on the board (the edge ring), and for hexes off it. */
  readonly edge: Uint8Array;
  private readonly cq: Int16Array;
  private readonly cr: Int16Array;
  private readonly ranges = new Map<number, { start: Int32Array; list: Int16Array }>();
  private readonly pairs: Hex[] = [];

  constructor(map: MapData) {
    this.name = map.name;
    this.cols = map.cols;
    this.rows = map.rows;
    this.n = map.cols * map.rows;
    if (map.terrain.length !== map.rows)
      throw new Error(`map ${map.name}: ${map.terrain.length} rows, expected ${map.rows}`);
    this.terrain = new Uint8Array(this.n);
    this.on = new Uint8Array(this.n);
    this.edge = new Uint8Array(this.n);
    this.cq = new Int16Array(this.n);
    this.cr = new Int16Array(this.n);
    for (let i = 0; i < this.n; i++) {
      const x = i % this.cols;
      this.pairs.push(Object.freeze([x, (i - x) / this.cols]) as Hex);
    }
    for (let y = 0; y < map.rows; y++) {
      const row = map.terrain[y]!;
      if (row.length !== map.cols)
        throw new Error(`map ${map.name}: row ${y} has ${row.length} hexes, expected ${map.cols}`);
      for (let x = 0; x < map.cols; x++) {
        const t = LEGEND[row[x]!];
        if (t === undefined) throw new Error(`map ${map.name}: unknown terrain '${row[x]}' at ${x},${y}`);
        const i = y * map.cols + x;
        this.terrain[i] = t;
        this.on[i] = t === T_OFF ? 0 : 1;
        this.cq[i] = x;
        this.cr[i] = y - (x - (x & 1)) / 2;
      }
    }
    this.nb = neighbourTable(this.cols, this.rows, this.on);
    let size = 0;
    for (let i = 0; i < this.n; i++) {
      if (!this.on[i]) {
        this.edge[i] = 1;
        continue;
      }
      size++;
      for (let d = 0; d < 6; d++) if (this.nb[i * 6 + d]! < 0) this.edge[i] = 1;
    }
    this.size = size;
    if (size === 0) throw new Error(`map ${map.name}: no hex is on the board`);
  }

  idx(x: number, y: number): number {
    return y * this.cols + x;
  }
  /** Is [x, y] a hex of the board (inside the frame and not off the board)? */
  inside(x: number, y: number): boolean {
    return (
      Number.isInteger(x) &&
      Number.isInteger(y) &&
      x >= 0 &&
      y >= 0 &&
      x < this.cols &&
      y < this.rows &&
      this.on[y * this.cols + x] === 1
    );
  }
  /** The [x, y] of hex i: one shared, frozen pair per hex (queries return hundreds of them). */
  hex(i: number): Hex {
    return this.pairs[i]!;
  }
  /** Parses [x, y]; -1 when it is not a hex of this board. */
  parse(h: unknown): number {
    if (!Array.isArray(h) || h.length !== 2) return -1;
    const [x, y] = h as [unknown, unknown];
    if (typeof x !== 'number' || typeof y !== 'number' || !this.inside(x, y)) return -1;
    return y * this.cols + x;
  }
  neighbor(i: number, dir: number): number {
    return this.nb[i * 6 + dir]!;
  }
  adjacent(a: number, b: number): boolean {
    const base = a * 6;
    const nb = this.nb;
    return (
      nb[base] === b ||
      nb[base + 1] === b ||
      nb[base + 2] === b ||
      nb[base + 3] === b ||
      nb[base + 4] === b ||
      nb[base + 5] === b
    );
  }
  dist(a: number, b: number): number {
    const dq = this.cq[a]! - this.cq[b]!;
    const dr = this.cr[a]! - this.cr[b]!;
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  }
  /** Every hex of the board within distance r of i (i included), as a slice of a shared table. */
  within(i: number, r: number): Int16Array {
    let t = this.ranges.get(r);
    if (!t) {
      const start = new Int32Array(this.n + 1);
      const list = new Int16Array(this.n * (3 * r * r + 3 * r + 1));
      const here = new Int32Array(3 * r * r + 3 * r + 1);
      let used = 0;
      for (let a = 0; a < this.n; a++) {
        start[a] = used;
        if (!this.on[a]) continue;
        // The cube offsets within r, turned back into frame hexes (in index order, as the queries expect).
        let k = 0;
        const q0 = this.cq[a]!;
        const r0 = this.cr[a]!;
        for (let dq = -r; dq <= r; dq++)
          for (let dr = Math.max(-r, -dq - r); dr <= Math.min(r, -dq + r); dr++) {
            const x = q0 + dq;
            const y = r0 + dr + (x - (x & 1)) / 2;
            if (x >= 0 && y >= 0 && x < this.cols && y < this.rows && this.on[y * this.cols + x])
              here[k++] = y * this.cols + x;
          }
        const sorted = here.subarray(0, k).sort();
        list.set(sorted, used);
        used += k;
      }
      start[this.n] = used;
      t = { start, list: list.slice(0, used) };
      this.ranges.set(r, t);
    }
    return t.list.subarray(t.start[i]!, t.start[i + 1]!);
  }
  /** Land at this tide: plain, mountain, marsh unless high, reef only at low. */
  isLand(i: number, tide: Tide): boolean {
    return landAt(this.terrain[i]!, tide);
  }
  /** Marsh and reef: land or water depending on the tide. */
  isTidal(i: number): boolean {
    const t = this.terrain[i]!;
    return t === T_MARSH || t === T_REEF;
  }
  terrainName(i: number): (typeof TERRAIN_NAMES)[number] {
    return TERRAIN_NAMES[this.terrain[i]!]!;
  }
}

const registry = new Map<string, Board>();

export function registerMap(map: MapData): Board {
  const b = new Board(map);
  registry.set(map.name, b);
  return b;
}

export function getBoard(name: string): Board {
  let b = registry.get(name);
  if (!b && name === 'original') b = registerMap(originalMap as MapData);
  if (!b && name.startsWith('custom:')) b = boardFromTerrain(name.slice(7).split('/'));
  if (!b) throw new Error(`unknown map '${name}'`);
  return b;
}

/** A board from inline terrain rows (scenarios), cached by content. */
export function boardFromTerrain(rows: string[]): Board {
  const name = 'custom:' + rows.join('/');
  const existing = registry.get(name);
  if (existing) return existing;
  const cols = rows[0]?.length ?? 0;
  return registerMap({ name, cols, rows: rows.length, terrain: rows });
}
