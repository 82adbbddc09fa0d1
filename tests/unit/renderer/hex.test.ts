import { describe, expect, it } from 'vitest';
import {
  boardPixelSize,
  fitView,
  hexDistance,
  hexToPixel,
  makeLayout,
  hexCorners,
  neighbours,
  neighboursByEdge,
  pixelToHex,
  screenPointToHex,
  zoomAbout,
  type Hex,
} from '../../../renderer/src/lib/hex';
import map from '../../../assets/maps/original.json';
import { isBoardHex, type MapData } from '../../../renderer/src/lib/terrain';

const L = makeLayout(32);

describe('hex math (flat-topped, odd-q)', () => {
  it('puts odd columns half a hex lower', () => {
    const a = hexToPixel([0, 0], L);
    const b = hexToPixel([1, 0], L);
    const c = hexToPixel([2, 0], L);
    expect(b.x - a.x).toBeCloseTo(48);
    expect(b.y - a.y).toBeCloseTo((Math.sqrt(3) * 32) / 2);
    expect(c.y).toBeCloseTo(a.y);
  });

  it('round-trips every hex of the original board through its centre and near its corners', () => {
    for (let y = 0; y < map.rows; y++)
      for (let x = 0; x < map.cols; x++) {
        const p = hexToPixel([x, y], L);
        expect(pixelToHex(p.x, p.y, L)).toEqual([x, y]);
        for (let i = 0; i < 6; i++) {
          const a = (Math.PI / 3) * i;
          expect(pixelToHex(p.x + 0.9 * 32 * Math.cos(a), p.y + 0.9 * 32 * Math.sin(a), L)).toEqual([x, y]);
        }
      }
  });

  it('neighbours follow the layoutNote of the map and are at distance 1', () => {
    expect(neighbours([4, 4])).toEqual([
      [4, 3],
      [5, 3],
      [5, 4],
      [4, 5],
      [3, 4],
      [3, 3],
    ]);
    expect(neighbours([5, 4])).toEqual([
      [5, 3],
      [6, 4],
      [6, 5],
      [5, 5],
      [4, 5],
      [4, 4],
    ]);
    for (const h of [
      [4, 4],
      [5, 4],
      [0, 0],
      [36, 22],
    ] as Hex[])
      for (const n of neighbours(h)) expect(hexDistance(h, n)).toBe(1);
  });

  it('neighbour centres are one hex height apart', () => {
    for (const h of [
      [4, 4],
      [5, 4],
    ] as Hex[]) {
      const p = hexToPixel(h, L);
      for (const n of neighbours(h)) {
        const q = hexToPixel(n, L);
        expect(Math.hypot(q.x - p.x, q.y - p.y)).toBeCloseTo(Math.sqrt(3) * 32);
      }
    }
  });

  it('the neighbour across each edge is the hex its centre reflects to over that edge', () => {
    // the coastline and the board's rim are drawn along these edges: a wrong turn draws them on the wrong sides
    for (const h of [
      [4, 4],
      [5, 4],
    ] as Hex[]) {
      const p = hexToPixel(h, L);
      const c = hexCorners(p.x, p.y, 32);
      neighboursByEdge(h).forEach((n, i) => {
        const j = (i + 1) % 6;
        const mx = (c[2 * i]! + c[2 * j]!) / 2;
        const my = (c[2 * i + 1]! + c[2 * j + 1]!) / 2;
        expect(n).toEqual(pixelToHex(2 * mx - p.x, 2 * my - p.y, L));
      });
    }
  });

  it('measures distance', () => {
    expect(hexDistance([0, 0], [0, 5])).toBe(5);
    expect(hexDistance([0, 0], [4, 0])).toBe(4);
    expect(hexDistance([0, 0], [3, 3])).toBe(5);
  });

  it('sizes and fits the board', () => {
    const s = boardPixelSize(37, 23, 32);
    expect(s.width).toBeCloseTo(1.5 * 32 * 36 + 64);
    const last = hexToPixel([35, 22], L);
    expect(last.y + (Math.sqrt(3) * 32) / 2).toBeCloseTo(s.height);
    const f = fitView(s.width, s.height, 1366, 700);
    expect(s.width * f.scale).toBeLessThanOrEqual(1366);
    expect(s.height * f.scale).toBeLessThanOrEqual(700);
  });

  it('zooms about a point that stays put', () => {
    const v = { scale: 1, x: 10, y: 20 };
    const z = zoomAbout(v, 300, 200, 2);
    expect((300 - z.x) / z.scale).toBeCloseTo((300 - v.x) / v.scale);
    expect((200 - z.y) / z.scale).toBeCloseTo((200 - v.y) / v.scale);
  });
});

describe('the hex under the pointer on a board with holes', () => {
  // a 5x4 board whose column 2 is off the board in rows 1-2 (a hole) and whose row 3 starts off the board
  const holed: MapData = { name: 'holed', cols: 5, rows: 4, terrain: ['ppsss', 'pp.ss', 'pM.ms', '..prs'] };
  const view = { scale: 0.5, x: 40, y: 20 };
  const onScreen = (h: Hex) => {
    const p = hexToPixel(h, L);
    return { x: p.x * view.scale + view.x, y: p.y * view.scale + view.y };
  };
  const at = (h: Hex, board: MapData = holed) => {
    const p = onScreen(h);
    return screenPointToHex(p.x, p.y, view, L, (x) => isBoardHex(board, x));
  };

  it('gives the board hexes and nothing for hexes that are not part of the board', () => {
    expect(at([0, 0])).toEqual([0, 0]);
    expect(at([1, 2])).toEqual([1, 2]);
    expect(at([3, 2])).toEqual([3, 2]);
    expect(at([2, 1])).toBeNull();
    expect(at([2, 2])).toBeNull();
    expect(at([0, 3])).toBeNull();
    expect(at([1, 3])).toBeNull();
    expect(at([2, 3])).toEqual([2, 3]);
  });

  it('gives nothing outside the board rectangle', () => {
    expect(at([-1, 0])).toBeNull();
    expect(at([5, 1])).toBeNull();
    expect(at([0, 4])).toBeNull();
    expect(screenPointToHex(-500, -500, view, L, (x) => isBoardHex(holed, x))).toBeNull();
  });

  it('reads every hex of the original board as on the board', () => {
    const m = map as MapData;
    for (let y = 0; y < m.rows; y++) for (let x = 0; x < m.cols; x++) expect(at([x, y], m)).toEqual([x, y]);
  });
});
