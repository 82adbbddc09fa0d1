// The front door: a board spec (kind, seed, players, sliders...) -> a checked board file. A generated board
// that fails its check is drawn again from the next seed of the same spec (up to MAX_ATTEMPTS), so the
// same spec always gives the same board.
import originalMap from '../../assets/maps/original.json' with { type: 'json' };
import { Board } from '../engine/board.js';
import { ORE_LATTICE_OFFSETS, oreLattice } from '../engine/setup.js';
import { checkBoard, type CheckResult } from './check.js';
import {
  arrangementError,
  arrangementMessage,
  assemble,
  COMPACT_POSITIONS,
  fitArrangement,
  makeModules,
  MODULE_COUNT,
  type Module,
  type Placement,
} from './modular.js';
import { DEFAULT_SLIDERS, makePlanet, parseSliders, PLANET_SIZES, type Sliders } from './planet.js';
import { mixSeed, Stream } from './rand.js';
import { encodeMapCode } from './code.js';

export type Kind = 'original' | 'folded' | 'modular' | 'planet';
export const KINDS: readonly Kind[] = ['original', 'folded', 'modular', 'planet'];

export interface BoardSpec {
  kind: Kind;
  /** 2 to 4: the check looks for landing spots for this many; a planet's size follows it. */
  players: number;
  /** modular and planet: the seed of the draw (a 32-bit unsigned integer). */
  seed?: number;
  /** folded: which flap is folded away. */
  side?: 'left' | 'right';
  /** planet: the sliders (defaults where missing). */
  sliders?: Sliders;
  /** modular: where each module lies (default: the compact hexagon of hexagons, rotations from the seed). */
  arrangement?: Placement[];
}

/**
 * What a generated board is: its kind and what tells it apart, so that a screen names it in its own language
 * (`titleOf` names it in English, for board files and the command line).
 */
export type BoardSource =
  | { kind: 'original' }
  | { kind: 'folded'; side: 'left' | 'right' }
  | { kind: 'modular'; seed: number; modules: number }
  | { kind: 'planet'; seed: number };

/** A board file: the format of assets/maps/original.json with '.' for hexes off the board, plus its ore and where it came from. */
export interface BoardFile {
  name: string;
  title: string;
  cols: number;
  rows: number;
  layout: 'odd-q';
  legend: Record<string, string>;
  terrain: string[];
  /** The ore at the start of a game, [x, y] each. */
  ore: [number, number][];
  /** How it was made; attempt is the draw that passed the check (0 the first). */
  spec?: BoardSpec & { attempt: number };
  /** The short map code that makes it again. */
  code?: string;
}

export const LEGEND = { p: 'plain', s: 'sea', m: 'marsh', r: 'reef', M: 'mountain', '.': 'off the board' };
export const MAX_ATTEMPTS = 40;

/**
 * The folded board: the printed board folds in three panels; folding a flap away leaves 25 of its 37
 * columns. The left flap is columns 0-11, the right flap columns 25-36: a third of the board is 12.3
 * columns, and 12 is even, so the columns that remain keep their parity (the odd-q half-hex shift) and
 * every hex keeps its neighbours.
 */
export const FOLD_COLUMNS = 12;
export function foldedTerrain(side: 'left' | 'right'): string[] {
  const rows = (originalMap as { terrain: string[] }).terrain;
  return rows.map((r) => (side === 'left' ? r.slice(FOLD_COLUMNS) : r.slice(0, r.length - FOLD_COLUMNS)));
}

/** The modules of a modular spec's draw and where they lie (the map editor turns and moves them). */
export function modularParts(spec: BoardSpec, draw: number): { modules: Module[]; arrangement: Placement[] } {
  const modules = makeModules(draw);
  return {
    modules,
    arrangement: spec.arrangement ?? fitArrangement(modules, COMPACT_POSITIONS, new Stream(mixSeed(draw, 1))),
  };
}

/** The seed of a spec's draw number `attempt` (0: the spec's own seed). */
export function drawOf(spec: BoardSpec, attempt: number): number {
  const seed = (spec.seed ?? 0) >>> 0;
  return attempt === 0 ? seed : mixSeed(seed, 1000 + attempt);
}

function terrainOf(spec: BoardSpec, seed: number): string[] {
  switch (spec.kind) {
    case 'original':
      return (originalMap as { terrain: string[] }).terrain.slice();
    case 'folded':
      return foldedTerrain(spec.side ?? 'left');
    case 'modular': {
      const { modules, arrangement } = modularParts(spec, seed);
      return assemble(modules, arrangement).terrain;
    }
    case 'planet': {
      const size = PLANET_SIZES[Math.min(4, Math.max(2, spec.players)) as 2 | 3 | 4];
      return makePlanet(seed, spec.sliders ?? DEFAULT_SLIDERS, size);
    }
  }
}

/**
 * Ore "à raison d'un pion toutes les trois cases" as a new game on the original board lays it (the lattice
 * of src/engine/rulings.md), none on open sea or off the board; the lattice's offset comes from the draw,
 * so the same spec gives the same board.
 */
export function oreOf(board: Board, draw: number): number[] {
  return oreLattice(board, (draw >>> 0) % ORE_LATTICE_OFFSETS);
}

function boardOfTerrain(name: string, terrain: string[]): Board {
  return new Board({ name, cols: terrain[0]?.length ?? 0, rows: terrain.length, terrain });
}

export interface Generated {
  file: BoardFile;
  check: CheckResult;
  /** How many draws were checked (1 when the first passed). */
  attempts: number;
}

/** The board of a spec, checked; generated kinds are drawn again until one passes. */
export function generate(spec: BoardSpec): Generated {
  const drawn = spec.kind === 'modular' || spec.kind === 'planet';
  let last: Generated | null = null;
  for (let attempt = 0; attempt < (drawn ? MAX_ATTEMPTS : 1); attempt++) {
    const draw = drawOf(spec, attempt);
    const terrain = terrainOf(spec, draw);
    const board = boardOfTerrain('generated', terrain);
    const ore = oreOf(board, draw);
    const check = checkBoard(board, ore, spec.players);
    const file: BoardFile = {
      name: nameOf(spec),
      title: titleOf(sourceOf(spec)),
      cols: board.cols,
      rows: board.rows,
      layout: 'odd-q',
      legend: LEGEND,
      terrain,
      ore: ore.map((h) => board.hex(h) as [number, number]),
      spec: { ...spec, attempt },
      ...(spec.arrangement ? {} : { code: encodeMapCode(spec) }),
    };
    last = { file, check, attempts: attempt + 1 };
    if (check.ok) return last;
  }
  return last!;
}

function nameOf(spec: BoardSpec): string {
  if (spec.kind === 'original') return 'original';
  if (spec.kind === 'folded') return `folded-${spec.side ?? 'left'}`;
  return `${spec.kind}-${(spec.seed ?? 0) >>> 0}`;
}
/** What the board of a spec is. */
export function sourceOf(spec: BoardSpec): BoardSource {
  const seed = (spec.seed ?? 0) >>> 0;
  switch (spec.kind) {
    case 'original':
      return { kind: 'original' };
    case 'folded':
      return { kind: 'folded', side: spec.side ?? 'left' };
    case 'modular':
      return { kind: 'modular', seed, modules: MODULE_COUNT };
    case 'planet':
      return { kind: 'planet', seed };
  }
}

/** A generated board's title in English (a board file's `title`; the screen names it from its source). */
export function titleOf(source: BoardSource): string {
  switch (source.kind) {
    case 'original':
      return 'Full Metal Planète original board';
    case 'folded':
      return `The original board, ${source.side} flap folded away`;
    case 'modular':
      return `Modular board, ${source.modules} modules, seed ${source.seed}`;
    case 'planet':
      return `Generated planet, seed ${source.seed}`;
  }
}

/** A board spec from untrusted input (the command line, the screen), or a sentence saying what is wrong. */
export function parseSpec(v: unknown): BoardSpec | string {
  if (!v || typeof v !== 'object') return 'a board spec is an object';
  const o = v as Record<string, unknown>;
  if (!KINDS.includes(o.kind as Kind)) return `kind is one of ${KINDS.join(', ')}`;
  const kind = o.kind as Kind;
  if (!Number.isInteger(o.players) || (o.players as number) < 2 || (o.players as number) > 4)
    return 'players is 2, 3 or 4';
  const spec: BoardSpec = { kind, players: o.players as number };
  if (o.seed !== undefined) {
    if (!Number.isInteger(o.seed) || (o.seed as number) < 0 || (o.seed as number) > 0xffffffff)
      return 'seed is a whole number from 0 to 4294967295';
    spec.seed = o.seed as number;
  }
  if (o.side !== undefined) {
    if (o.side !== 'left' && o.side !== 'right') return 'side is left or right';
    spec.side = o.side;
  }
  if (o.sliders !== undefined) {
    const sliders = parseSliders(o.sliders);
    if (typeof sliders === 'string') return sliders;
    spec.sliders = sliders;
  }
  if (o.arrangement !== undefined) {
    if (kind !== 'modular') return 'only a modular board has an arrangement';
    if (!Array.isArray(o.arrangement)) return 'arrangement is a list of {module, at: [q, r], rotation}';
    const placements: Placement[] = [];
    for (const p of o.arrangement as unknown[]) {
      const q = p as Record<string, unknown>;
      const at = q?.at as unknown[];
      if (
        !q ||
        !Number.isInteger(q.module) ||
        !Array.isArray(at) ||
        at.length !== 2 ||
        !at.every((x) => Number.isInteger(x)) ||
        !Number.isInteger(q.rotation)
      )
        return 'each placement is {module, at: [q, r], rotation}, whole numbers';
      placements.push({
        module: q.module as number,
        at: [at[0] as number, at[1] as number],
        rotation: (((q.rotation as number) % 6) + 6) % 6,
      });
    }
    const err = arrangementError(placements, MODULE_COUNT);
    if (err) return `the modules cannot be arranged so: ${arrangementMessage(err)}`;
    spec.arrangement = placements;
  }
  return spec;
}
