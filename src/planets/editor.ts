// The map editor's model: a board being edited (a draft), the edits a player makes to it, and the board
// file it stands for. Pure: the host runs it and checks the result; the screen only shows drafts and asks
// for edits.
//
// A modular board is edited module by module: each module keeps its own 37 hexes and ore, so it can be
// turned and moved and carries its terrain and ore with it; the board is assembled from them. Any other
// board (or a modular board once flattened) is a plain grid of odd-q rows.
import { Board } from '../engine/board.js';
import {
  arrangementError,
  arrangementMessage,
  assemble,
  latticeCentre,
  MODULE_CELLS,
  MODULE_RADIUS,
  type Placement,
} from './modular.js';
import { cubeDist, cubeKey, framedOrigin, rotate, toCube, toOffset, type Cube } from './hexgrid.js';
import {
  drawOf,
  generate,
  LEGEND,
  modularParts,
  sourceOf,
  titleOf,
  type BoardFile,
  type BoardSource,
  type BoardSpec,
} from './generate.js';
import { checkBoard, type CheckResult } from './check.js';
import { HIDDEN_CHARACTERS_RULE, visibleName } from '../shared/names.js';

export const TERRAIN_LETTERS = ['p', 's', 'm', 'r', 'M', '.'] as const;
export type TerrainLetter = (typeof TERRAIN_LETTERS)[number];
/** The largest board the editor makes or takes: twice the original's frame each way. */
export const MAX_COLS = 74;
export const MAX_ROWS = 46;
export const MAX_TITLE = 60;

export interface ModuleDraft {
  /** 37 terrain letters, in MODULE_CELLS order. */
  terrain: string;
  /** Cells (indexes into MODULE_CELLS) that hold ore at the start of a game. */
  ore: number[];
}

/**
 * `title` is the name its maker gave it ('' for none); `source`, the generated board it started from, names it
 * until then (a screen in its own language, a board file in English).
 */
export type Draft =
  | { kind: 'grid'; title: string; source?: BoardSource; terrain: string[]; ore: [number, number][] }
  | { kind: 'modules'; title: string; source?: BoardSource; modules: ModuleDraft[]; placements: Placement[] };

export type Edit =
  | { op: 'paint'; hexes: [number, number][]; terrain: TerrainLetter }
  | { op: 'ore'; hex: [number, number]; on: boolean }
  /** Turns the module under `hex` by `turns` × 60° clockwise. */
  | { op: 'rotate'; hex: [number, number]; turns: number }
  /** Moves the module under `from` so that its centre lies at the lattice place nearest `to`. */
  | { op: 'move'; from: [number, number]; to: [number, number] }
  /** The modules become a plain grid: every hex can be painted, nothing can be turned or moved any more. */
  | { op: 'flatten' }
  | { op: 'title'; title: string };

/** Why an edit is refused: a code for the screen's sentence and an English sentence for logs. */
export interface EditRefusal {
  code:
    | 'OUTSIDE'
    | 'NOT_MODULE'
    | 'NO_MODULES'
    | 'ORE_ON_SEA'
    | 'OFF_IN_MODULE'
    | 'ARRANGEMENT'
    | 'TOO_LARGE'
    | 'EMPTY'
    | 'TITLE_TOO_LONG'
    | 'TITLE_HIDDEN';
  message: string;
}

type Result = { ok: true; draft: Draft } | { ok: false; refusal: EditRefusal };
const refuse = (code: EditRefusal['code'], message: string): Result => ({ ok: false, refusal: { code, message } });

/** The draft a generated board starts from: modules for the modular board, a grid for the others. */
export function draftOfSpec(spec: BoardSpec): Draft {
  const g = generate(spec);
  // untitled: named by what it is, in the language of whoever shows it
  const source = sourceOf(spec);
  if (spec.kind !== 'modular') return { ...gridOfFile(g.file), title: '', source };
  const { modules, arrangement } = modularParts(spec, drawOf(spec, g.file.spec?.attempt ?? 0));
  const origin = framedOrigin(placementCells(arrangement));
  const oreAt = new Set(g.file.ore.map(([x, y]) => `${x},${y}`));
  const ore: number[][] = modules.map(() => []);
  for (const p of arrangement)
    MODULE_CELLS.forEach((c, k) => {
      const [x, y] = boardHexOf(origin, p, c);
      if (oreAt.has(`${x},${y}`)) ore[p.module]!.push(k);
    });
  return {
    kind: 'modules',
    title: '',
    source,
    modules: modules.map((m, i) => ({ terrain: m.terrain, ore: ore[i]! })),
    placements: arrangement.map((p) => ({ module: p.module, at: [p.at[0], p.at[1]], rotation: p.rotation })),
  };
}

/** A board file as a plain grid draft. */
export function gridOfFile(file: Pick<BoardFile, 'title' | 'terrain' | 'ore'>): Draft {
  return {
    kind: 'grid',
    title: file.title.slice(0, MAX_TITLE),
    terrain: file.terrain.slice(),
    ore: file.ore.map(([x, y]) => [x, y]),
  };
}

/** The hexes every placement covers, cube key -> letter placeholder (for the frame's origin). */
function placementCells(placements: readonly Placement[]): Map<string, string> {
  const cells = new Map<string, string>();
  for (const p of placements) for (const c of MODULE_CELLS) cells.set(cubeKey([p.at[0] + c[0], p.at[1] + c[1]]), 'p');
  return cells;
}

/** The board hex [x, y] where cell c of a module placed at p lies. */
function boardHexOf(origin: [number, number], p: Placement, c: Cube): [number, number] {
  const r = rotate(c, p.rotation);
  const [x, y] = toOffset([p.at[0] + r[0], p.at[1] + r[1]]);
  return [x - origin[0], y - origin[1]];
}

/** The cube hex of board hex [x, y] of a modules draft. */
function cubeOfBoardHex(origin: [number, number], hex: [number, number]): Cube {
  return toCube(hex[0] + origin[0], hex[1] + origin[1]);
}

/** Which module (index into placements) covers board hex `hex`, and at which of its cells; null if none. */
export function moduleAt(draft: Draft, hex: [number, number]): { placement: number; cell: number } | null {
  if (draft.kind !== 'modules') return null;
  const origin = framedOrigin(placementCells(draft.placements));
  const c = cubeOfBoardHex(origin, hex);
  for (let i = 0; i < draft.placements.length; i++) {
    const p = draft.placements[i]!;
    if (cubeDist(c, p.at) > MODULE_RADIUS) continue;
    const local = rotate([c[0] - p.at[0], c[1] - p.at[1]], -p.rotation);
    const cell = MODULE_CELLS.findIndex((m) => m[0] === local[0] && m[1] === local[1]);
    if (cell >= 0) return { placement: i, cell };
  }
  return null;
}

/** The board file a draft stands for (terrain rows and ore), without its check; untitled, named by its source. */
export function fileOfDraft(draft: Draft): BoardFile {
  const title = draft.title || (draft.source ? titleOf(draft.source) : '');
  if (draft.kind === 'grid') {
    return {
      name: 'edited',
      title,
      cols: draft.terrain[0]?.length ?? 0,
      rows: draft.terrain.length,
      layout: 'odd-q',
      legend: LEGEND,
      terrain: draft.terrain.slice(),
      ore: draft.ore.map(([x, y]) => [x, y]),
    };
  }
  const modules = draft.modules.map((m) => ({ theme: 'plain' as const, terrain: m.terrain }));
  const { cols, rows, terrain } = assemble(modules, draft.placements);
  const origin = framedOrigin(placementCells(draft.placements));
  const ore: [number, number][] = [];
  for (const p of draft.placements)
    for (const k of draft.modules[p.module]!.ore) ore.push(boardHexOf(origin, p, MODULE_CELLS[k]!));
  ore.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  return { name: 'edited', title, cols, rows, layout: 'odd-q', legend: LEGEND, terrain, ore };
}

/** The engine's board of a draft and its ore as hex indexes. */
function boardOfDraft(draft: Draft): { board: Board; ore: number[]; file: BoardFile } {
  const file = fileOfDraft(draft);
  const board = new Board({ name: 'edited', cols: file.cols, rows: file.rows, terrain: file.terrain });
  return { board, ore: file.ore.map((h) => board.parse(h)), file };
}

/** The check of a draft for this many players (the same check generated boards pass). */
export function checkDraft(draft: Draft, players: number): { file: BoardFile; check: CheckResult } {
  const { board, ore, file } = boardOfDraft(draft);
  return { file, check: checkBoard(board, ore, players) };
}

function inGrid(terrain: string[], [x, y]: [number, number]): boolean {
  return (
    Number.isInteger(x) &&
    Number.isInteger(y) &&
    y >= 0 &&
    y < terrain.length &&
    x >= 0 &&
    x < (terrain[y]?.length ?? 0)
  );
}

/**
 * Why a board's title cannot be kept (null: it can, once trimmed): longer than MAX_TITLE, or holding a control,
 * bidirectional or invisible character (the rule of every name: src/shared/names.ts). Board files are held to it too.
 */
export function titleProblem(title: string): EditRefusal | null {
  const t = title.trim();
  if (t.length > MAX_TITLE)
    return { code: 'TITLE_TOO_LONG', message: `a board's title has at most ${MAX_TITLE} characters, not ${t.length}` };
  if (!visibleName(t)) return { code: 'TITLE_HIDDEN', message: `a board's title: ${HIDDEN_CHARACTERS_RULE}` };
  return null;
}

/** Applies one edit; a refused edit leaves the draft as it was and says why. */
export function applyEdit(draft: Draft, edit: Edit): Result {
  switch (edit.op) {
    case 'title': {
      const problem = titleProblem(edit.title);
      if (problem) return { ok: false, refusal: problem };
      return { ok: true, draft: { ...draft, title: edit.title.trim() } };
    }
    case 'flatten': {
      if (draft.kind === 'grid') return { ok: true, draft };
      const file = fileOfDraft(draft);
      // still the board it was, under the name it had
      return {
        ok: true,
        draft: { ...gridOfFile(file), title: draft.title, ...(draft.source ? { source: draft.source } : {}) },
      };
    }
    case 'paint':
      return draft.kind === 'grid'
        ? paintGrid(draft, edit.hexes, edit.terrain)
        : paintModules(draft, edit.hexes, edit.terrain);
    case 'ore':
      return draft.kind === 'grid' ? oreGrid(draft, edit.hex, edit.on) : oreModules(draft, edit.hex, edit.on);
    case 'rotate':
    case 'move':
      return draft.kind === 'grid'
        ? refuse('NO_MODULES', 'only a modular board has modules to turn or move')
        : moduleEdit(draft, edit);
  }
}

function paintGrid(draft: Extract<Draft, { kind: 'grid' }>, hexes: [number, number][], letter: TerrainLetter): Result {
  const rows = draft.terrain.map((r) => r.split(''));
  for (const h of hexes) {
    if (!inGrid(draft.terrain, h)) return refuse('OUTSIDE', `${h[0]},${h[1]} is outside the board's frame`);
    rows[h[1]]![h[0]] = letter;
  }
  const terrain = rows.map((r) => r.join(''));
  if (terrain.every((r) => /^\.*$/.test(r))) return refuse('EMPTY', 'a board needs at least one hex');
  // ore never stays on open sea or off the board
  const ore = draft.ore.filter(([x, y]) => {
    const t = terrain[y]![x];
    return t !== 's' && t !== '.';
  });
  return { ok: true, draft: { ...draft, terrain, ore } };
}

function oreGrid(draft: Extract<Draft, { kind: 'grid' }>, hex: [number, number], on: boolean): Result {
  if (!inGrid(draft.terrain, hex)) return refuse('OUTSIDE', `${hex[0]},${hex[1]} is outside the board's frame`);
  const t = draft.terrain[hex[1]]![hex[0]];
  const rest = draft.ore.filter(([x, y]) => x !== hex[0] || y !== hex[1]);
  if (!on) return { ok: true, draft: { ...draft, ore: rest } };
  if (t === 's' || t === '.')
    return refuse('ORE_ON_SEA', 'ore lies on land, marsh or reef, never on open sea or off the board');
  return { ok: true, draft: { ...draft, ore: [...rest, [hex[0], hex[1]]] } };
}

function paintModules(
  draft: Extract<Draft, { kind: 'modules' }>,
  hexes: [number, number][],
  letter: TerrainLetter,
): Result {
  if (letter === '.')
    return refuse('OFF_IN_MODULE', "a module's hexes stay on the board: flatten the board to cut hexes away");
  const modules = draft.modules.map((m) => ({ terrain: m.terrain.split(''), ore: m.ore.slice() }));
  for (const h of hexes) {
    const at = moduleAt(draft, h);
    if (!at)
      return refuse('NOT_MODULE', `${h[0]},${h[1]} is on no module: flatten the board to paint outside the modules`);
    const m = modules[draft.placements[at.placement]!.module]!;
    m.terrain[at.cell] = letter;
    if (letter === 's') m.ore = m.ore.filter((k) => k !== at.cell);
  }
  return { ok: true, draft: { ...draft, modules: modules.map((m) => ({ terrain: m.terrain.join(''), ore: m.ore })) } };
}

function oreModules(draft: Extract<Draft, { kind: 'modules' }>, hex: [number, number], on: boolean): Result {
  const at = moduleAt(draft, hex);
  if (!at) return refuse('NOT_MODULE', `${hex[0]},${hex[1]} is on no module`);
  const index = draft.placements[at.placement]!.module;
  const m = draft.modules[index]!;
  const rest = m.ore.filter((k) => k !== at.cell);
  if (on && m.terrain[at.cell] === 's')
    return refuse('ORE_ON_SEA', 'ore lies on land, marsh or reef, never on open sea or off the board');
  const ore = on ? [...rest, at.cell].sort((a, b) => a - b) : rest;
  const modules = draft.modules.map((x, i) => (i === index ? { terrain: x.terrain, ore } : x));
  return { ok: true, draft: { ...draft, modules } };
}

function moduleEdit(
  draft: Extract<Draft, { kind: 'modules' }>,
  edit: Extract<Edit, { op: 'rotate' | 'move' }>,
): Result {
  const at = moduleAt(draft, edit.op === 'rotate' ? edit.hex : edit.from);
  if (!at) return refuse('NOT_MODULE', 'there is no module there');
  const placements = draft.placements.map((p) => ({ ...p }));
  const p = placements[at.placement]!;
  if (edit.op === 'rotate') p.rotation = (((p.rotation + edit.turns) % 6) + 6) % 6;
  else {
    const origin = framedOrigin(placementCells(draft.placements));
    p.at = nearestLatticeCentre(cubeOfBoardHex(origin, edit.to));
  }
  const err = arrangementError(placements, draft.modules.length);
  if (err) return refuse('ARRANGEMENT', arrangementMessage(err));
  const next: Draft = { ...draft, placements };
  const { cols, rows } = fileOfDraft(next);
  if (cols > MAX_COLS || rows > MAX_ROWS)
    return refuse(
      'TOO_LARGE',
      `the board would be ${cols} × ${rows} hexes; the editor makes boards up to ${MAX_COLS} × ${MAX_ROWS}`,
    );
  return { ok: true, draft: next };
}

/** The module centre of the tiling lattice nearest a cube hex (modules only sit where they tile). */
export function nearestLatticeCentre(c: Cube): Cube {
  // Solve c = i*V1 + j*V2 in real numbers, then try the four integer corners around it.
  const v1 = latticeCentre(1, 0);
  const v2 = latticeCentre(0, 1);
  const det = v1[0] * v2[1] - v1[1] * v2[0];
  const fi = (c[0] * v2[1] - c[1] * v2[0]) / det;
  const fj = (v1[0] * c[1] - v1[1] * c[0]) / det;
  let best: Cube = latticeCentre(Math.round(fi), Math.round(fj));
  for (const i of [Math.floor(fi), Math.ceil(fi)])
    for (const j of [Math.floor(fj), Math.ceil(fj)]) {
      const cand = latticeCentre(i, j);
      if (cubeDist(cand, c) < cubeDist(best, c)) best = cand;
    }
  return best;
}

/** For the screen: each module's centre hex on the board (for its outline and its handle). */
export function moduleCentres(draft: Draft): [number, number][] {
  if (draft.kind !== 'modules') return [];
  const origin = framedOrigin(placementCells(draft.placements));
  return draft.placements.map((p) => {
    const [x, y] = toOffset(p.at);
    return [x - origin[0], y - origin[1]];
  });
}
