// The ore set-up: "à raison d'un pion toutes les trois cases" is one ore every three hexes in each
// direction (a lattice whose nearest ore are 3 hexes apart), about a hundred pawns in the box.
import { describe, expect, it } from 'vitest';
import { getBoard, newGame } from '../../../src/engine/index.js';
import { T_SEA } from '../../../src/engine/board.js';
import { ORE_LATTICE_OFFSETS, oreLattice, orePattern } from '../../../src/engine/setup.js';

const board = getBoard('original');
const two = { players: [{ id: 'A' }, { id: 'B' }] };

function oreOf(seed: number, oreSetup?: 'lattice' | 'one-in-three'): number[] {
  const s = newGame({ ...two, seed, ...(oreSetup ? { oreSetup } : {}) });
  return s.pieces.filter((p) => p.type === 'ore').map((p) => p.at);
}

describe('ore lattice on the original board', () => {
  for (let offset = 0; offset < ORE_LATTICE_OFFSETS; offset++) {
    it(`offset ${offset}: 62 to 83 ore, nearest ore 3 hexes apart, every third hex along each direction`, () => {
      const ore = oreLattice(board, offset);
      expect(ore.length).toBeGreaterThanOrEqual(62);
      expect(ore.length).toBeLessThanOrEqual(83);
      const set = new Set(ore);
      let nearest = Infinity;
      for (let i = 0; i < ore.length; i++)
        for (let j = i + 1; j < ore.length; j++) nearest = Math.min(nearest, board.dist(ore[i]!, ore[j]!));
      expect(nearest).toBe(3);
      for (const h of ore) {
        expect(board.terrain[h]).not.toBe(T_SEA);
        // three steps in each of the six directions: the next ore of the line (unless sea or off the board)
        for (let d = 0; d < 6; d++) {
          let x = h;
          for (let k = 0; k < 3 && x >= 0; k++) {
            x = board.neighbor(x, d);
            if (k < 2 && x >= 0)
              expect(set.has(x), `${board.hex(x)} is 1 or 2 steps from ore at ${board.hex(h)}`).toBe(false);
          }
          if (x >= 0 && board.terrain[x] !== T_SEA)
            expect(set.has(x), `${board.hex(x)} is 3 steps from ore at ${board.hex(h)}`).toBe(true);
        }
      }
      // away from the edges, no hex is farther than 2 from the lattice (before sea removal): the ore is spread evenly
      const full = new Set<number>();
      for (let i = 0; i < board.n; i++) {
        const [x, y] = board.hex(i);
        const q = x;
        const r = y - (x - (x & 1)) / 2;
        if ((((q - (offset % 3)) % 3) + 3) % 3 === 0 && (((r - Math.floor(offset / 3)) % 3) + 3) % 3 === 0) full.add(i);
      }
      for (let i = 0; i < board.n; i++) {
        const near = Array.from(board.within(i, 2));
        if (near.length === 19)
          expect(
            near.some((h) => full.has(h)),
            `${board.hex(i)} has no lattice hex within 2`,
          ).toBe(true);
      }
    });
  }

  it('the nine offsets give 62 to 83 ore, and together every land hex once', () => {
    const counts = [];
    const seen = new Map<number, number>();
    for (let k = 0; k < ORE_LATTICE_OFFSETS; k++) {
      const ore = oreLattice(board, k);
      counts.push(ore.length);
      for (const h of ore) seen.set(h, (seen.get(h) ?? 0) + 1);
    }
    expect(Math.min(...counts)).toBe(62);
    expect(Math.max(...counts)).toBe(83);
    let land = 0;
    for (let i = 0; i < board.n; i++) if (board.terrain[i] !== T_SEA) land++;
    expect(seen.size).toBe(land);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
  });

  it('new games with the lattice draw its offset from the seed', () => {
    const offsets = new Set<number>();
    for (let seed = 1; seed <= 60; seed++) {
      const ore = oreOf(seed, 'lattice');
      const k = [...Array(ORE_LATTICE_OFFSETS).keys()].find(
        (o) => JSON.stringify(oreLattice(board, o)) === JSON.stringify(ore),
      );
      expect(k, `seed ${seed}: the ore is one of the nine lattices`).toBeDefined();
      offsets.add(k!);
      expect(oreOf(seed, 'lattice')).toEqual(ore);
    }
    expect(offsets.size).toBeGreaterThan(4);
  });

  it('games whose options name no set-up (campaigns created before the lattice) keep one hex in three', () => {
    expect(oreOf(7)).toEqual(orePattern(board));
    expect(oreOf(7, 'one-in-three')).toEqual(orePattern(board));
    expect(orePattern(board).length).toBe(219);
  });

  it('an unknown set-up is refused', () => {
    expect(() => newGame({ ...two, seed: 1, oreSetup: 'dense' as 'lattice' })).toThrow(/oreSetup/);
  });
});
