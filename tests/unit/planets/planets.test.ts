// Board generation: every kind of board, its check, its code; property tests over many seeds.
import { describe, expect, it } from 'vitest';
import { Board, T_OFF, T_SEA } from '../../../src/engine/board.js';
import { newGame, registerMap, apply } from '../../../src/engine/index.js';
import { playRandomGame } from '../../../src/engine/random-play.js';
import {
  arrangementError,
  assemble,
  checkBoard,
  COMPACT_POSITIONS,
  decodeMapCode,
  encodeMapCode,
  failureText,
  FOLD_COLUMNS,
  generate,
  makeModules,
  MODULE_CELLS,
  parseSpec,
  readBoardFile,
  type BoardSpec,
} from '../../../src/planets/index.js';
import originalMap from '../../../assets/maps/original.json' with { type: 'json' };

const boardOf = (terrain: string[]) =>
  new Board({ name: 't', cols: terrain[0]!.length, rows: terrain.length, terrain });

describe('the original and the folded board', () => {
  it('the original board is the printed one and passes its check for 2, 3 and 4 players', () => {
    for (const players of [2, 3, 4]) {
      const g = generate({ kind: 'original', players });
      expect(g.file.terrain).toEqual(originalMap.terrain);
      expect(g.check.ok).toBe(true);
      expect(g.check.landing.spots.length).toBe(players);
      expect(g.file.code).toBe(encodeMapCode({ kind: 'original', players }));
    }
  });
  it('the folded board drops the left or the right twelve columns, keeps the column parity, and passes for 2 and 3 players', () => {
    const left = generate({ kind: 'folded', side: 'left', players: 3 });
    const right = generate({ kind: 'folded', side: 'right', players: 2 });
    expect(left.file.cols).toBe(37 - FOLD_COLUMNS);
    expect(left.file.terrain[5]).toBe(originalMap.terrain[5]!.slice(12));
    expect(right.file.terrain[5]).toBe(originalMap.terrain[5]!.slice(0, 25));
    expect(FOLD_COLUMNS % 2).toBe(0);
    for (const g of [
      left,
      right,
      generate({ kind: 'folded', side: 'left', players: 2 }),
      generate({ kind: 'folded', side: 'right', players: 3 }),
    ])
      expect(g.check.problems).toEqual([]);
  });
});

describe('the modular board', () => {
  it('has 19 modules of 37 hexes; the compact arrangement is 703 hexes in one piece', () => {
    const modules = makeModules(5);
    expect(modules.length).toBe(19);
    expect(MODULE_CELLS.length).toBe(37);
    for (const m of modules) expect(m.terrain).toMatch(/^[psmrM]{37}$/);
    const placements = COMPACT_POSITIONS.map((at, i) => ({ module: i, at, rotation: i % 6 }));
    expect(arrangementError(placements, 19)).toBeNull();
    const { terrain } = assemble(modules, placements);
    const b = boardOf(terrain);
    expect(b.size).toBe(703);
  });
  it('draws modules in the spirit of the game: every theme, sea and land in the mix', () => {
    const themes = new Set(makeModules(11).map((m) => m.theme));
    expect([...themes].sort()).toEqual(['channel', 'coast', 'islands', 'lake', 'marshland', 'plain', 'ridge']);
  });
  it('a module turned six times is itself; turning it moves its terrain, not its hexes', () => {
    const modules = makeModules(3).slice(0, 1);
    const at = (rotation: number) => assemble(modules, [{ module: 0, at: [0, 0], rotation }]).terrain.join('/');
    expect(at(6)).toBe(at(0));
    const turned = new Set([0, 1, 2, 3, 4, 5].map(at));
    expect(turned.size).toBeGreaterThan(1);
    for (const t of turned) expect(t.replace(/[^.]/g, '').length).toBe(at(0).replace(/[^.]/g, '').length);
  });
  it('refuses arrangements that overlap or leave a module apart, and accepts any other shape', () => {
    const line = [0, 1, 2].map((i) => ({ module: i, at: [7 * i, -3 * i] as [number, number], rotation: 0 }));
    expect(arrangementError(line, 19)).toBeNull();
    expect(arrangementError([...line, { module: 3, at: [1, 0], rotation: 0 }], 19)).toEqual({
      code: 'OVERLAP',
      placements: [0, 3],
    });
    expect(arrangementError([...line, { module: 3, at: [40, 0], rotation: 0 }], 19)).toEqual({
      code: 'DETACHED',
      placement: 3,
    });
    expect(arrangementError([{ module: 25, at: [0, 0], rotation: 0 }], 19)).toEqual({
      code: 'MODULE_INDEX',
      placement: 0,
    });
    // Shifted by one hex off the tiling lattice, still touching: allowed.
    expect(
      arrangementError(
        [
          { module: 0, at: [0, 0], rotation: 0 },
          { module: 1, at: [7, -2], rotation: 2 },
        ],
        19,
      ),
    ).toBeNull();
    const g = generate({ kind: 'modular', players: 2, seed: 4, arrangement: line });
    expect(boardOf(g.file.terrain).size).toBe(3 * 37);
    expect(g.file.code).toBeUndefined();
  });
});

/** Ore lies on the board, never on open sea, never two side by side; the terrain has only known letters. */
function wellFormed(terrain: string[], ore: [number, number][]) {
  const b = boardOf(terrain);
  const seen = new Set<number>();
  for (const h of ore) {
    const i = b.parse(h);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(b.terrain[i]).not.toBe(T_SEA);
    expect(b.terrain[i]).not.toBe(T_OFF);
    seen.add(i);
  }
  for (const i of seen) for (let d = 0; d < 6; d++) expect(seen.has(b.neighbor(i, d))).toBe(false);
  return b;
}

describe('every generated board passes its check (property tests)', () => {
  const cases: BoardSpec[] = [];
  for (let seed = 0; seed < 12; seed++) {
    cases.push({ kind: 'modular', players: 2 + (seed % 3), seed: seed * 7919 });
    cases.push({
      kind: 'planet',
      players: 2 + (seed % 3),
      seed: seed * 104729,
      sliders: {
        sea: (seed * 37) % 101,
        mountains: (seed * 53) % 101,
        marsh: (seed * 71) % 101,
        islands: (seed * 29) % 101,
      },
    });
  }
  it.each(cases.map((c) => [`${c.kind} seed ${c.seed} for ${c.players}`, c] as const))('%s', (_name, spec) => {
    const g = generate(spec);
    expect(g.check.problems).toEqual([]);
    expect(g.check.ok).toBe(true);
    const b = wellFormed(g.file.terrain, g.file.ore);
    // The check, run again on the file as it will be stored, agrees.
    const again = checkBoard(
      b,
      g.file.ore.map((h) => b.parse(h)),
      spec.players,
    );
    expect(again).toEqual(g.check);
    // The landing spots are legal landings in the engine, far enough apart.
    const name = `test-${spec.kind}-${spec.seed}`;
    registerMap({ name, cols: b.cols, rows: b.rows, terrain: g.file.terrain });
    let state = newGame({
      players: Array.from({ length: spec.players }, (_, i) => ({ id: `P${i}` })),
      seed: 1,
      map: name,
    });
    for (const spot of g.check.landing.spots) {
      const k = state.pieces.find(
        (p) => p.type === 'astronef' && p.at < 0 && p.color === state.order[state.activeIdx],
      )!;
      const r = apply(state, { type: 'land', astronef: k.id, at: spot.at, orientation: spot.orientation });
      expect(r.ok).toBe(true);
      state = r.state;
    }
    // Same spec, same board.
    expect(generate(spec).file).toEqual(g.file);
  });
  it('a board that fails is drawn again, and the same spec finds the same draw', () => {
    // Planets with a lot of islands often fail the land check at first.
    const specs: BoardSpec[] = Array.from({ length: 6 }, (_, seed) => ({
      kind: 'planet',
      players: 4,
      seed,
      sliders: { sea: 80, mountains: 40, marsh: 50, islands: 90 },
    }));
    const redrawn = specs.map(generate).filter((g) => g.attempts > 1);
    expect(redrawn.length).toBeGreaterThan(0);
    for (const g of redrawn) {
      expect(g.check.ok).toBe(true);
      expect(g.file.spec!.attempt).toBe(g.attempts - 1);
    }
  });
  it('a whole random game plays to the end on a modular board', () => {
    const g = generate({ kind: 'modular', players: 3, seed: 21 });
    registerMap({ name: 'test-modular-play', cols: g.file.cols, rows: g.file.rows, terrain: g.file.terrain });
    const { state } = playRandomGame(
      { players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }], seed: 5, map: 'test-modular-play' },
      8,
    );
    expect(state.phase).toBe('over');
  });
});

describe('the ore of a generated board', () => {
  it('is the lattice new games lay (one land hex in nine, no two adjacent), at an offset the seed fixes', () => {
    const offsets = new Set<string>();
    for (const spec of [
      { kind: 'modular', players: 3, seed: 11 },
      { kind: 'planet', players: 4, seed: 12 },
      { kind: 'planet', players: 2, seed: 13 },
    ] as BoardSpec[]) {
      const g = generate(spec);
      const b = wellFormed(g.file.terrain, g.file.ore);
      const ore = g.file.ore.map((h) => b.parse(h));
      const land = b.terrain.filter((t) => t !== T_SEA && t !== T_OFF).length;
      expect(ore.length).toBeGreaterThan(land / 9 - land / 20);
      expect(ore.length).toBeLessThan(land / 9 + land / 20);
      for (const h of ore) {
        expect(b.terrain[h]).not.toBe(T_SEA);
        for (const k of ore) expect(b.adjacent(h, k)).toBe(false);
      }
      expect(generate(spec).file.ore).toEqual(g.file.ore);
      offsets.add(JSON.stringify(g.file.ore[0]));
    }
    expect(offsets.size).toBeGreaterThan(1);
  });
});

describe('the check says why a board fails', () => {
  it('a board cut in two by sea', () => {
    const rows = Array.from({ length: 20 }, () => 'p'.repeat(14) + 'ss' + 'p'.repeat(14));
    const b = boardOf(rows);
    const c = checkBoard(b, [], 2);
    expect(c.ok).toBe(false);
    expect(c.problems.join(' ')).toMatch(/land is broken up/);
    expect(c.problems.join(' ')).toMatch(/landing spots/);
    // what fails and its figures, for a screen to say in its own words; the sentences are said from them
    expect(c.failures.map((f) => f.code)).toEqual(['LAND_BROKEN', 'NO_SPOTS']);
    expect(c.failures[0]).toEqual({ code: 'LAND_BROKEN', share: 0.5, needed: 0.7 });
    expect(c.problems).toEqual(c.failures.map(failureText));
  });
  it('a board without sea', () => {
    const c = checkBoard(boardOf(Array.from({ length: 20 }, () => 'p'.repeat(30))), [], 2);
    expect(c.problems.join(' ')).toMatch(/too little sea/);
    expect(c.failures[0]).toEqual({ code: 'TOO_LITTLE_SEA', share: 0, needed: 0.04 });
    expect(c.problems[0]).toBe('too little sea: 0% of the board, at least 4% needed');
  });
});

describe('map codes', () => {
  it('round-trip every kind, and another copy makes the same board from the code', () => {
    const specs: BoardSpec[] = [
      { kind: 'original', players: 4 },
      { kind: 'folded', players: 3, side: 'right' },
      { kind: 'modular', players: 4, seed: 7 },
      { kind: 'planet', players: 2, seed: 123456789, sliders: { sea: 60, mountains: 20, marsh: 50, islands: 0 } },
      { kind: 'planet', players: 3, seed: 0xffffffff, sliders: { sea: 40, mountains: 40, marsh: 50, islands: 30 } },
    ];
    for (const spec of specs) {
      const code = encodeMapCode(spec);
      expect(code.length).toBeLessThanOrEqual(24);
      const back = decodeMapCode(code.toLowerCase());
      expect('error' in back).toBe(false);
      expect(generate(back as BoardSpec).file.terrain).toEqual(generate(spec).file.terrain);
    }
    expect(encodeMapCode({ kind: 'modular', players: 4, seed: 7 })).toMatch(/^M4-7-[0-9A-Z]$/);
  });
  it('refuses mistyped and malformed codes with a reason', () => {
    const good = encodeMapCode({ kind: 'modular', players: 4, seed: 7 });
    const typo = good.replace('M4-7', 'M4-8');
    expect(decodeMapCode(typo)).toMatchObject({ error: expect.stringMatching(/mistyped/) });
    expect(decodeMapCode('hello')).toMatchObject({ error: expect.stringMatching(/not a map code/) });
    expect(decodeMapCode('X4-1-0')).toHaveProperty('error');
  });
  it('says which part of a code is wrong, each part read before the check character', () => {
    const problem = (code: string) => {
      const r = decodeMapCode(code);
      return 'problem' in r ? r.problem : null;
    };
    expect(problem('xyz')).toEqual({ why: 'notACode' });
    expect(problem('X4-1-0')).toEqual({ why: 'kind', letter: 'X' });
    expect(problem('F3-G')).toEqual({ why: 'side', letter: '' });
    expect(problem('FX3-G')).toEqual({ why: 'side', letter: 'X' });
    expect(problem('ML4-7-R')).toEqual({ why: 'sideNotFolded', kind: 'modular' });
    expect(problem('M5-7-R')).toEqual({ why: 'players', players: '5' });
    expect(problem('m-7-r')).toEqual({ why: 'players', players: '' });
    expect(problem('M4-7')).toEqual({ why: 'seed', kind: 'modular', seed: '' });
    expect(problem('P4-7!-C')).toEqual({ why: 'seed', kind: 'planet', seed: '7!' });
    expect(problem('M4-1Z141Z4-R')).toEqual({ why: 'seed', kind: 'modular', seed: '1Z141Z4' });
    expect(problem('P4-7-60.20.50-I')).toEqual({ why: 'sliders', sliders: '60.20.50' });
    expect(problem('O4-7-S')).toEqual({ why: 'extra', kind: 'original', extra: '7' });
    expect(problem('M4-7-1-R')).toEqual({ why: 'extra', kind: 'modular', extra: '1' });
    expect(problem('M4-7-Q')).toEqual({ why: 'check' });
    // every code the encoder makes reads back
    expect(problem('O4-S')).toBeNull();
    expect(problem('fl3-g')).toBeNull();
    expect(problem('P4-7-60.20.50.30-I')).toBeNull();
  });
});

describe('board files from outside', () => {
  it('reads the original board file and a generated one', () => {
    const r = readBoardFile(originalMap);
    expect(typeof r).not.toBe('string');
    if (typeof r === 'string') return;
    expect(r.board.size).toBe(851);
    const g = generate({ kind: 'modular', players: 4, seed: 7 });
    const back = readBoardFile(JSON.parse(JSON.stringify(g.file)));
    expect(typeof back === 'string' ? back : back.file.ore).toEqual(g.file.ore);
  });
  it.each([
    [null, /JSON object/],
    [{ terrain: 'pp' }, /list of rows/],
    [{ terrain: ['pp', 'p'] }, /row 1 has 1 hexes/],
    [{ terrain: ['px'] }, /"x" is not a terrain/],
    [{ terrain: ['..'] }, /no hex is on the board/],
    [{ terrain: ['pp'], cols: 3 }, /"cols" says 3/],
    [{ terrain: ['ps'], ore: [[1, 0]] }, /open sea/],
    [{ terrain: ['p.'], ore: [[1, 0]] }, /not a hex of the board/],
  ])('refuses %j', (json, why) => {
    expect(readBoardFile(json)).toMatch(why);
  });
  it('parses specs from untrusted input', () => {
    expect(parseSpec({ kind: 'planet', players: 3, seed: 5, sliders: { sea: 10 } })).toEqual({
      kind: 'planet',
      players: 3,
      seed: 5,
      sliders: { sea: 10, mountains: 40, marsh: 50, islands: 30 },
    });
    expect(parseSpec({ kind: 'moon', players: 3 })).toMatch(/kind is one of/);
    expect(parseSpec({ kind: 'planet', players: 5 })).toMatch(/players/);
    expect(parseSpec({ kind: 'planet', players: 2, sliders: { sea: 101 } })).toMatch(/0 to 100/);
    expect(parseSpec({ kind: 'planet', players: 2, sliders: { wind: 3 } })).toMatch(/unknown slider/);
    expect(
      parseSpec({
        kind: 'modular',
        players: 2,
        arrangement: [
          { module: 0, at: [0, 0], rotation: 0 },
          { module: 1, at: [1, 0], rotation: 0 },
        ],
      }),
    ).toMatch(/overlap/);
  });
});
