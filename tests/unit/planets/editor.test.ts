// The map editor's model (src/planets/editor.ts): drafts stand for exactly the board they were made from,
// edits move terrain and ore together, and a refused edit says why and changes nothing.
import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  checkDraft,
  draftOfSpec,
  fileOfDraft,
  gridOfFile,
  moduleAt,
  moduleCentres,
  nearestLatticeCentre,
  type Draft,
  type Edit,
} from '../../../src/planets/editor.js';
import { generate, type BoardSpec } from '../../../src/planets/generate.js';
import { latticeCentre } from '../../../src/planets/modular.js';

function edited(d: Draft, e: Edit): Draft {
  const r = applyEdit(d, e);
  if (!r.ok) throw new Error(`${r.refusal.code}: ${r.refusal.message}`);
  return r.draft;
}
const oreCount = (d: Draft) => fileOfDraft(d).ore.length;
const letterAt = (d: Draft, [x, y]: [number, number]) => fileOfDraft(d).terrain[y]![x];

describe('a draft stands for the board it was made from', () => {
  it.each([
    { kind: 'modular', players: 4, seed: 7 },
    { kind: 'modular', players: 3, seed: 31 },
    { kind: 'planet', players: 2, seed: 5 },
    { kind: 'folded', players: 2, side: 'right' },
    { kind: 'original', players: 4 },
  ] as BoardSpec[])('%o', (spec) => {
    const g = generate(spec);
    const d = draftOfSpec(spec);
    expect(d.kind).toBe(spec.kind === 'modular' ? 'modules' : 'grid');
    const f = fileOfDraft(d);
    expect(f.terrain).toEqual(g.file.terrain);
    expect([...f.ore].sort()).toEqual([...g.file.ore].sort());
    const c = checkDraft(d, spec.players);
    expect(c.check.ok).toBe(g.check.ok);
    expect(c.check.ore).toBe(g.check.ore);
  });
});

describe('modules', () => {
  const base = draftOfSpec({ kind: 'modular', players: 4, seed: 7 }) as Extract<Draft, { kind: 'modules' }>;
  const centres = moduleCentres(base);

  it('every module centre is on its own module', () => {
    expect(centres).toHaveLength(19);
    centres.forEach((c, i) => expect(moduleAt(base, c)).toEqual({ placement: i, cell: 18 }));
  });

  it('a module turns with its terrain and ore; six turns give the board back', () => {
    const hex = centres[3]!;
    let d = base;
    const once = edited(d, { op: 'rotate', hex, turns: 1 });
    expect(fileOfDraft(once).terrain).not.toEqual(fileOfDraft(base).terrain);
    expect(oreCount(once)).toBe(oreCount(base));
    for (let k = 0; k < 6; k++) d = edited(d, { op: 'rotate', hex, turns: 1 }) as typeof base;
    expect(fileOfDraft(d)).toEqual(fileOfDraft(base));
    expect(fileOfDraft(edited(base, { op: 'rotate', hex, turns: -1 }))).toEqual(
      fileOfDraft(edited(base, { op: 'rotate', hex, turns: 5 })),
    );
  });

  it('a module moves to a free place that touches the others, carrying its terrain and ore; an overlap is refused', () => {
    // the outer ring's module at lattice place (2, 0)
    const outer = base.placements.findIndex(
      (p) => p.at[0] === latticeCentre(2, 0)[0] && p.at[1] === latticeCentre(2, 0)[1],
    );
    expect(outer).toBeGreaterThanOrEqual(0);
    const from = centres[outer]!;
    const moduleTerrain = base.modules[base.placements[outer]!.module]!.terrain;
    // the target: the free lattice place (3, -1), next to the outer ring, as a board hex of the current frame
    const target = boardHexOfCube(base, latticeCentre(3, -1));
    const moved = edited(base, { op: 'move', from, to: target }) as typeof base;
    expect(moved.placements[outer]!.at).toEqual(latticeCentre(3, -1));
    expect(moved.modules[moved.placements[outer]!.module]!.terrain).toBe(moduleTerrain);
    expect(oreCount(moved)).toBe(oreCount(base));
    const overlap = applyEdit(base, { op: 'move', from, to: centres[0]! });
    expect(overlap.ok).toBe(false);
    if (!overlap.ok) expect(overlap.refusal.code).toBe('ARRANGEMENT');
    const far = applyEdit(base, { op: 'move', from, to: boardHexOfCube(base, latticeCentre(6, 0)) });
    expect(far.ok).toBe(false);
  });

  it('paints inside a module, refuses outside one and refuses cutting hexes away until flattened', () => {
    const hex = centres[5]!;
    const sea = edited(base, { op: 'paint', hexes: [hex], terrain: 's' });
    expect(letterAt(sea, hex)).toBe('s');
    const cut = applyEdit(base, { op: 'paint', hexes: [hex], terrain: '.' });
    expect(cut.ok ? null : cut.refusal.code).toBe('OFF_IN_MODULE');
    const corner: [number, number] = [0, 0];
    if (moduleAt(base, corner) === null) {
      const out = applyEdit(base, { op: 'paint', hexes: [corner], terrain: 'p' });
      expect(out.ok ? null : out.refusal.code).toBe('NOT_MODULE');
    }
    const flat = edited(base, { op: 'flatten' });
    expect(flat.kind).toBe('grid');
    expect(fileOfDraft(flat)).toEqual(fileOfDraft(base));
    expect(letterAt(edited(flat, { op: 'paint', hexes: [hex], terrain: '.' }), hex)).toBe('.');
    const noModules = applyEdit(flat, { op: 'rotate', hex, turns: 1 });
    expect(noModules.ok ? null : noModules.refusal.code).toBe('NO_MODULES');
  });

  it('the nearest lattice centre of a centre is itself', () => {
    for (const [i, j] of [
      [0, 0],
      [1, 0],
      [-2, 1],
      [3, -3],
    ] as const)
      expect(nearestLatticeCentre(latticeCentre(i, j))).toEqual(latticeCentre(i, j));
  });
});

describe('a grid', () => {
  const base = draftOfSpec({ kind: 'original', players: 4 });
  it('places and clears ore on land, refuses it on open sea, and painting sea under ore clears it', () => {
    const f = fileOfDraft(base);
    const land = findHex(f.terrain, 'p', f.ore);
    const sea = findHex(f.terrain, 's', f.ore);
    const withOre = edited(base, { op: 'ore', hex: land, on: true });
    expect(oreCount(withOre)).toBe(oreCount(base) + 1);
    expect(oreCount(edited(withOre, { op: 'ore', hex: land, on: false }))).toBe(oreCount(base));
    const onSea = applyEdit(base, { op: 'ore', hex: sea, on: true });
    expect(onSea.ok ? null : onSea.refusal.code).toBe('ORE_ON_SEA');
    expect(oreCount(edited(withOre, { op: 'paint', hexes: [land], terrain: 's' }))).toBe(oreCount(base));
    const outside = applyEdit(base, { op: 'paint', hexes: [[99, 0]], terrain: 'p' });
    expect(outside.ok ? null : outside.refusal.code).toBe('OUTSIDE');
  });
  it('a title is trimmed and bounded: a longer one is refused, not cut (issue 26, point 12)', () => {
    expect(edited(base, { op: 'title', title: `  ${'x'.repeat(60)}  ` }).title).toBe('x'.repeat(60));
    const long = applyEdit(base, { op: 'title', title: 'x'.repeat(61) });
    expect(long.ok ? null : long.refusal.code).toBe('TITLE_TOO_LONG');
  });
  it("a title refuses what a player's name refuses: control, bidirectional, invisible characters (point 10)", () => {
    for (const hidden of ['\u202E', '\u200B', '\u200D', '\u2066', '\u0007', '\uFEFF', '\u00AD', '\u2028']) {
      const r = applyEdit(base, { op: 'title', title: `Bay${hidden}side` });
      expect(r.ok ? null : r.refusal.code, JSON.stringify(hidden)).toBe('TITLE_HIDDEN');
    }
    expect(edited(base, { op: 'title', title: 'Baie d’Île-Ré 🌊' }).title).toBe('Baie d’Île-Ré 🌊');
  });
  it('a board file becomes a grid draft unchanged', () => {
    const f = fileOfDraft(base);
    expect(fileOfDraft(gridOfFile(f))).toEqual(f);
  });
});

function findHex(terrain: string[], letter: string, ore: [number, number][]): [number, number] {
  const taken = new Set(ore.map(([x, y]) => `${x},${y}`));
  for (let y = 0; y < terrain.length; y++)
    for (let x = 0; x < terrain[y]!.length; x++)
      if (terrain[y]![x] === letter && !taken.has(`${x},${y}`)) return [x, y];
  throw new Error(`no ${letter}`);
}
/** The board hex of a cube hex in a modules draft's frame: found from a module centre's known cube. */
function boardHexOfCube(d: Extract<Draft, { kind: 'modules' }>, c: readonly [number, number]): [number, number] {
  const [cx, cy] = moduleCentres(d)[0]!;
  const at = d.placements[0]!.at;
  const off = (q: number, r: number): [number, number] => [q, r + (q - (q & 1)) / 2];
  const [ax, ay] = off(at[0], at[1]);
  const [tx, ty] = off(c[0], c[1]);
  return [tx - ax + cx, ty - ay + cy];
}
