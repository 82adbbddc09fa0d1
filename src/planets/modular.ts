// The modular board: 19 modules of 37 hexes (hexagons of radius 3), generated in the spirit of the box's
// modules (its terrain is not available), and arranged as the players like.
import { CUBE_DIRS, cubeDist, cubeKey, framed, hexagonCells, rotate, type Cube } from './hexgrid.js';
import { Stream } from './rand.js';

export const MODULE_RADIUS = 3;
export const MODULE_CELLS: readonly Cube[] = hexagonCells(MODULE_RADIUS); // 37
export const MODULE_COUNT = 19;

/** What a module is about; each theme has its own recipe below. */
export const THEMES = ['coast', 'ridge', 'lake', 'channel', 'islands', 'plain', 'marshland'] as const;
export type Theme = (typeof THEMES)[number];

export interface Module {
  theme: Theme;
  /** 37 terrain letters, in MODULE_CELLS order. */
  terrain: string;
}

/** Where a module lies: its centre in cube coordinates and how many 60° turns clockwise. */
export interface Placement {
  module: number;
  at: Cube;
  rotation: number;
}

/**
 * The box's mix, roughly: coasts and channels bring the sea in, ridges and plains the land, lakes,
 * islands and marshland the tidal hexes. Nineteen in all.
 */
const MIX: Theme[] = [
  'coast',
  'coast',
  'coast',
  'coast',
  'coast',
  'channel',
  'channel',
  'channel',
  'ridge',
  'ridge',
  'ridge',
  'plain',
  'plain',
  'plain',
  'lake',
  'lake',
  'islands',
  'islands',
  'marshland',
];

const SQ3 = Math.sqrt(3);
/** A cube hex's centre in units of the hex's outer radius (flat-topped). */
const px = (c: Cube): [number, number] => [1.5 * c[0], SQ3 * (c[1] + c[0] / 2)];

/** A module of this theme, its hexes as a Map cube key -> letter during the recipe. */
function makeModule(theme: Theme, rng: Stream): Module {
  const t = new Map<string, string>();
  const angle = rng.next() * Math.PI * 2;
  const dir: [number, number] = [Math.cos(angle), Math.sin(angle)];
  const along = (c: Cube) => {
    const [x, y] = px(c);
    return x * dir[0] + y * dir[1];
  };
  const jitter = () => (rng.next() - 0.5) * 0.9;
  const set = (c: Cube, letter: string) => t.set(cubeKey(c), letter);
  const get = (c: Cube) => t.get(cubeKey(c));
  for (const c of MODULE_CELLS) set(c, 'p');

  switch (theme) {
    case 'coast': {
      // A shore across the module: sea on one side, a reef belt off it, a marsh belt on it.
      const shore = (rng.next() - 0.3) * 2.5;
      for (const c of MODULE_CELLS) if (along(c) + jitter() < shore) set(c, 's');
      belts(t, rng, 0.7, 0.6);
      if (rng.chance(0.5)) sprinkle(t, rng, 'p', 'M', 1 + rng.int(2));
      break;
    }
    case 'channel': {
      // A sea channel right across, one or two hexes wide, with reef and marsh banks.
      const width = 1.2 + rng.next() * 0.8;
      const offset = (rng.next() - 0.5) * 2;
      for (const c of MODULE_CELLS) {
        const [x, y] = px(c);
        const across = -x * dir[1] + y * dir[0];
        if (Math.abs(across - offset) + jitter() * 0.4 < width) set(c, 's');
      }
      belts(t, rng, 0.55, 0.55);
      break;
    }
    case 'ridge': {
      // A mountain ridge through the middle, foothills of plain, a marsh or two.
      const offset = (rng.next() - 0.5) * 2;
      for (const c of MODULE_CELLS) {
        const [x, y] = px(c);
        const across = -x * dir[1] + y * dir[0];
        if (Math.abs(across - offset) < 0.8 && rng.chance(0.8)) set(c, 'M');
      }
      sprinkle(t, rng, 'p', 'm', 1 + rng.int(3));
      break;
    }
    case 'lake': {
      // A lake of sea inland, ringed by marsh (and reef inside when it is big).
      const centre = rng.pick(hexagonCells(1));
      const radius = rng.chance(0.5) ? 1 : 2;
      for (const c of MODULE_CELLS)
        if (cubeDist(c, centre) <= radius && (cubeDist(c, centre) < radius || rng.chance(0.6))) set(c, 's');
      belts(t, rng, radius > 1 ? 0.4 : 0, 0.8);
      if (rng.chance(0.5)) sprinkle(t, rng, 'p', 'M', 1);
      break;
    }
    case 'islands': {
      // Open sea with two or three islands, reefs round them.
      for (const c of MODULE_CELLS) set(c, 's');
      const count = 2 + rng.int(2);
      for (let k = 0; k < count; k++) {
        const centre = rng.pick(MODULE_CELLS.filter((c) => cubeDist(c, [0, 0]) <= 2));
        for (const c of MODULE_CELLS) if (cubeDist(c, centre) <= 1 && (c === centre || rng.chance(0.6))) set(c, 'p');
      }
      belts(t, rng, 0.7, 0.3);
      break;
    }
    case 'plain': {
      sprinkle(t, rng, 'p', 'm', 2 + rng.int(3));
      sprinkle(t, rng, 'p', 'M', 1 + rng.int(3));
      break;
    }
    case 'marshland': {
      for (const c of MODULE_CELLS) if (rng.chance(0.55)) set(c, 'm');
      sprinkle(t, rng, 'p', 's', 1 + rng.int(2));
      belts(t, rng, 0.5, 0);
      break;
    }
  }
  return { theme, terrain: MODULE_CELLS.map((c) => get(c)!).join('') };
}

/**
 * Reef on sea touching land (probability reef), marsh on plain touching sea (probability marsh). A sea
 * hex turns to reef only while three of its neighbours are still sea, so a reef never closes a strait
 * at low tide (reef is land then).
 */
function belts(t: Map<string, string>, rng: Stream, reef: number, marsh: number): void {
  const changes: [string, string][] = [];
  const around = (c: Cube) => CUBE_DIRS.map((d) => t.get(cubeKey([c[0] + d[0], c[1] + d[1]])));
  for (const c of MODULE_CELLS) {
    const here = t.get(cubeKey(c))!;
    const n = around(c);
    const sea = n.some((x) => x === 's');
    const land = n.some((x) => x === 'p' || x === 'M' || x === 'm');
    if (here === 's' && land && rng.chance(reef) && n.filter((x) => x === 's').length >= 3) t.set(cubeKey(c), 'r');
    if (here === 'p' && sea && rng.chance(marsh)) changes.push([cubeKey(c), 'm']);
  }
  for (const [k, v] of changes) t.set(k, v);
}

function sprinkle(t: Map<string, string>, rng: Stream, from: string, to: string, count: number): void {
  const spots = MODULE_CELLS.filter((c) => t.get(cubeKey(c)) === from);
  for (let k = 0; k < count && spots.length > 0; k++) {
    const i = rng.int(spots.length);
    t.set(cubeKey(spots[i]!), to);
    spots.splice(i, 1);
  }
}

/** The 19 modules of a seed: the mix shuffled, each drawn from its own recipe. */
export function makeModules(seed: number): Module[] {
  const rng = new Stream(seed);
  const themes = MIX.slice();
  for (let i = themes.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [themes[i], themes[j]] = [themes[j]!, themes[i]!];
  }
  return themes.map((theme) => makeModule(theme, rng));
}

// Hexagons of radius 3 tile the plane on the lattice spanned by (7, -3) and (3, 4) (its cell has 37 hexes):
// the six neighbours of a module are these vectors, their opposites, and (4, -7), (-4, 7).
const V1: Cube = [2 * MODULE_RADIUS + 1, -MODULE_RADIUS];
const V2: Cube = [MODULE_RADIUS, MODULE_RADIUS + 1];
/** A module centre on the tiling lattice, from lattice coordinates (i, j) (themselves axial). */
export function latticeCentre(i: number, j: number): Cube {
  return [i * V1[0] + j * V2[0], i * V1[1] + j * V2[1]];
}

/** The 19 lattice positions of the compact hexagon of hexagons: one in the middle, six round it, twelve round those. */
export const COMPACT_POSITIONS: readonly Cube[] = hexagonCells(2).map(([i, j]) => latticeCentre(i, j));

/** Terrain letters as small numbers for the search: sea, reef, marsh, plain, mountain. */
const CODE: Record<string, number> = { s: 0, r: 1, m: 2, p: 3, M: 4 };
/** What a pair of neighbouring hexes on two modules' border is worth: sea meets sea and land meets land. */
const PAIR = (() => {
  const cls = [0, 0, 1, 2, 2]; // water, half, land
  const t = new Int8Array(25);
  for (let a = 0; a < 5; a++)
    for (let b = 0; b < 5; b++) {
      const gap = Math.abs(cls[a]! - cls[b]!);
      t[a * 5 + b] = gap === 0 ? (a === 0 && b === 0 ? 3 : 1) : gap === 1 ? 0 : -2;
    }
  return t;
})();

/**
 * Lays the modules on the positions so that their borders agree, as the box's modules do ("montagnes,
 * lacs, marécages se correspondent"), the sea in the middle and the land round it as on the printed board,
 * and the whole board connected for the check. A seeded local search over which module goes where and
 * how each is turned; the same rng gives the same arrangement.
 */
export function fitArrangement(
  modules: readonly Module[],
  positions: readonly Cube[],
  rng: Stream,
  rounds = 2500,
): Placement[] {
  const C = MODULE_CELLS.length;
  const index = new Map(MODULE_CELLS.map((c, k) => [cubeKey(c), k]));
  // tab[(module * 6 + rot) * C + k]: the terrain code shown at cell k of a module turned rot times.
  const tab = new Int8Array(modules.length * 6 * C);
  modules.forEach((m, mi) => {
    for (let rot = 0; rot < 6; rot++)
      MODULE_CELLS.forEach((c, from) => {
        tab[(mi * 6 + rot) * C + index.get(cubeKey(rotate(c, rot)))!] = CODE[m.terrain[from]!]!;
      });
  });
  const seaOf = modules.map((m) => m.terrain.split('').filter((c) => c === 's').length);
  // Every pair of neighbouring hexes in two different positions, as board cells pos * C + k; neighbours of each cell.
  const at = new Map<string, number>();
  positions.forEach((p, pi) => MODULE_CELLS.forEach((c, k) => at.set(cubeKey([p[0] + c[0], p[1] + c[1]]), pi * C + k)));
  const cellCount = positions.length * C;
  const links = new Int32Array(cellCount * 6).fill(-1);
  const pairList: number[] = [];
  const rimList: number[] = [];
  positions.forEach((p, pi) =>
    MODULE_CELLS.forEach((c, k) => {
      const me = pi * C + k;
      let onRim = false;
      CUBE_DIRS.forEach((d, di) => {
        const o = at.get(cubeKey([p[0] + c[0] + d[0], p[1] + c[1] + d[1]]));
        if (o === undefined) onRim = true;
        else {
          links[me * 6 + di] = o;
          if (Math.floor(o / C) > pi) pairList.push(me, o);
        }
      });
      if (onRim) rimList.push(me);
    }),
  );
  const pairs = Int32Array.from(pairList);
  const rim = Int32Array.from(rimList);
  const centre: Cube = [
    positions.reduce((a, p) => a + p[0], 0) / positions.length,
    positions.reduce((a, p) => a + p[1], 0) / positions.length,
  ];
  const far = positions.map((p) => cubeDist(p, centre) / (2 * MODULE_RADIUS + 1));
  const outer = Math.max(...far);

  const assign = positions.map((_, i) => i % modules.length);
  const rot = positions.map(() => rng.int(6));
  for (let i = assign.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [assign[i], assign[j]] = [assign[j]!, assign[i]!];
  }
  const code = new Int8Array(cellCount);
  const paint = (pi: number) =>
    code.set(tab.subarray((assign[pi]! * 6 + rot[pi]!) * C, (assign[pi]! * 6 + rot[pi]! + 1) * C), pi * C);
  for (let pi = 0; pi < positions.length; pi++) paint(pi);

  // Border agreement, sea towards the middle, no sea on the board's outer edge.
  const local = () => {
    let total = 0;
    for (let k = 0; k < pairs.length; k += 2) total += PAIR[code[pairs[k]!]! * 5 + code[pairs[k + 1]!]!]!;
    for (let i = 0; i < positions.length; i++) total += 2 * seaOf[assign[i]!]! * (outer - far[i]!);
    for (let k = 0; k < rim.length; k++) if (code[rim[k]!] === 0) total -= 4;
    return total;
  };
  // The share of land (normal tide: not sea, not reef) in its largest mass and of sea in its largest stretch.
  const seen = new Uint8Array(cellCount);
  const stack = new Int32Array(cellCount);
  const largestShare = (land: boolean): number => {
    seen.fill(0);
    let total = 0;
    let best = 0;
    for (let i = 0; i < cellCount; i++) {
      if (seen[i] || code[i]! >= 2 !== land || code[i] === 1) continue;
      let size = 0;
      let top = 0;
      stack[top++] = i;
      seen[i] = 1;
      while (top > 0) {
        const h = stack[--top]!;
        size++;
        for (let d = 0; d < 6; d++) {
          const x = links[h * 6 + d]!;
          if (x >= 0 && !seen[x] && code[x]! >= 2 === land && code[x] !== 1) {
            seen[x] = 1;
            stack[top++] = x;
          }
        }
      }
      total += size;
      best = Math.max(best, size);
    }
    return total === 0 ? 1 : best / total;
  };
  // Up to a comfortable margin over the check's 0.7, every point of connectivity outweighs the borders.
  const whole = () => 4000 * (Math.min(0.8, largestShare(true)) + Math.min(0.8, largestShare(false)));
  // The last rounds weigh the real connectivity too (costlier, so only at the end).
  const wholeFrom = rounds - Math.min(300, rounds);
  let current = local();
  for (let round = 0; round < rounds; round++) {
    const score = round >= wholeFrom ? () => local() + whole() : local;
    if (round === wholeFrom) current = score();
    if (rng.chance(0.5) || assign.length < 2) {
      const p = rng.int(rot.length);
      const old = rot[p]!;
      rot[p] = (old + 1 + rng.int(5)) % 6;
      paint(p);
      const s = score();
      if (s >= current) current = s;
      else {
        rot[p] = old;
        paint(p);
      }
    } else {
      const a = rng.int(assign.length);
      const b = rng.int(assign.length);
      [assign[a], assign[b]] = [assign[b]!, assign[a]!];
      paint(a);
      paint(b);
      const s = score();
      if (s >= current) current = s;
      else {
        [assign[a], assign[b]] = [assign[b]!, assign[a]!];
        paint(a);
        paint(b);
      }
    }
  }
  return positions.map((p, i) => ({ module: assign[i]!, at: p, rotation: rot[i]! }));
}

export type ArrangementError =
  | { code: 'MODULE_INDEX'; placement: number }
  | { code: 'OVERLAP'; placements: [number, number] }
  | { code: 'DETACHED'; placement: number }
  | { code: 'EMPTY' };

export function arrangementMessage(e: ArrangementError): string {
  switch (e.code) {
    case 'EMPTY':
      return 'no module is placed';
    case 'MODULE_INDEX':
      return `placement ${e.placement} names no module (0 to ${MODULE_COUNT - 1})`;
    case 'OVERLAP':
      return `placements ${e.placements[0]} and ${e.placements[1]} overlap`;
    case 'DETACHED':
      return `placement ${e.placement} is not joined to the others (every module must touch another, all in one piece)`;
  }
}

/**
 * An arrangement is playable when no two modules overlap and every module touches another, all of them
 * in one piece (a board split in two would be two boards).
 */
export function arrangementError(placements: readonly Placement[], moduleCount: number): ArrangementError | null {
  if (placements.length === 0) return { code: 'EMPTY' };
  for (let a = 0; a < placements.length; a++) {
    const m = placements[a]!.module;
    if (!Number.isInteger(m) || m < 0 || m >= moduleCount) return { code: 'MODULE_INDEX', placement: a };
    for (let b = a + 1; b < placements.length; b++)
      if (cubeDist(placements[a]!.at, placements[b]!.at) <= 2 * MODULE_RADIUS)
        return { code: 'OVERLAP', placements: [a, b] };
  }
  // Two radius-3 hexagons that do not overlap touch when some hex of one is next to some hex of the other.
  const touches = (a: Placement, b: Placement) => {
    const d = cubeDist(a.at, b.at);
    if (d > 2 * MODULE_RADIUS + 2) return false;
    for (const c of MODULE_CELLS) {
      const h: Cube = [a.at[0] + c[0], a.at[1] + c[1]];
      if (cubeDist(h, b.at) === MODULE_RADIUS + 1) return true;
    }
    return false;
  };
  const reached = new Set<number>([0]);
  const queue = [0];
  while (queue.length > 0) {
    const a = queue.pop()!;
    for (let b = 0; b < placements.length; b++)
      if (!reached.has(b) && touches(placements[a]!, placements[b]!)) {
        reached.add(b);
        queue.push(b);
      }
  }
  for (let b = 0; b < placements.length; b++) if (!reached.has(b)) return { code: 'DETACHED', placement: b };
  return null;
}

/** The board's terrain rows from modules and their placements (checked with arrangementError first). */
export function assemble(
  modules: readonly Module[],
  placements: readonly Placement[],
): { cols: number; rows: number; terrain: string[] } {
  const err = arrangementError(placements, modules.length);
  if (err) throw new Error(`modules cannot be arranged so: ${JSON.stringify(err)}`);
  const cells = new Map<string, string>();
  for (const p of placements) {
    const m = modules[p.module]!;
    MODULE_CELLS.forEach((c, k) => {
      const r = rotate(c, p.rotation);
      cells.set(cubeKey([p.at[0] + r[0], p.at[1] + r[1]]), m.terrain[k]!);
    });
  }
  return framed(cells);
}
