// Boards that are not rectangles: a board is a set of hexes in an odd-q frame, '.' marks the frame's
// hexes that are off the board. The rules must see the board's real edge, not the frame's.
import { describe, expect, it } from 'vitest';
import {
  apply,
  fireZones,
  legalDestinations,
  loadScenario,
  newGame,
  registerMap,
  replay,
  type GameState,
  type Hex,
} from '../../../src/engine/index.js';
import { Board, CUBE_DIRS, boardFromTerrain, neighbourTable } from '../../../src/engine/board.js';
import { orePattern } from '../../../src/engine/setup.js';
import { playRandomGame } from '../../../src/engine/random-play.js';

const cube = (x: number, y: number) => [x, y - (x - (x & 1)) / 2] as const;
function hexDist(a: Hex, b: Hex): number {
  const [q1, r1] = cube(a[0], a[1]);
  const [q2, r2] = cube(b[0], b[1]);
  const dq = q1 - q2;
  const dr = r1 - r2;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
/** A hexagon of radius r around [c, c] in a (2r+1)-square frame, every hex `fill` unless `at` says otherwise. */
function hexagon(r: number, fill = 'p', at: (x: number, y: number) => string | undefined = () => undefined): string[] {
  const rows: string[] = [];
  for (let y = 0; y <= 2 * r; y++) {
    let row = '';
    for (let x = 0; x <= 2 * r; x++) row += hexDist([x, y], [r, r]) <= r ? (at(x, y) ?? fill) : '.';
    rows.push(row);
  }
  return rows;
}

describe('the odd-q neighbour table', () => {
  // the neighbours written out by parity, as the layout defines them (odd columns half a hex lower)
  const EVEN: Hex[] = [
    [0, -1],
    [1, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
    [-1, -1],
  ];
  const ODD: Hex[] = [
    [0, -1],
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
    [-1, 0],
  ];
  const frames: [number, number, string][] = [
    [1, 1, 'p'],
    [6, 5, 'pppppp'.repeat(5)],
    [7, 6, 'p.pp.pspp..pmMpp.rppp.pppppppppp..p.pppppp'],
  ];
  it('gives each hex its six neighbours in DIRS order, none outside the frame or off the board', () => {
    for (const [cols, rows, cells] of frames) {
      const on = Uint8Array.from(cells, (c) => (c === '.' ? 0 : 1));
      const terrain = Array.from({ length: rows }, (_, y) => cells.slice(y * cols, (y + 1) * cols));
      const board = new Board({ name: 'frame', cols, rows, terrain });
      for (const [table, onBoard] of [
        [neighbourTable(cols, rows), () => true],
        [neighbourTable(cols, rows, on), (i: number) => on[i] === 1],
        [board.nb, (i: number) => on[i] === 1],
      ] as const)
        for (let y = 0; y < rows; y++)
          for (let x = 0; x < cols; x++) {
            const i = y * cols + x;
            for (let d = 0; d < 6; d++) {
              const [dx, dy] = (x & 1 ? ODD : EVEN)[d]!;
              const [nx, ny] = [x + dx, y + dy];
              const there = nx >= 0 && ny >= 0 && nx < cols && ny < rows && onBoard(i) && onBoard(ny * cols + nx);
              expect(table[i * 6 + d], `${cols}x${rows} [${x},${y}] ${d}`).toBe(there ? ny * cols + nx : -1);
            }
          }
    }
  });
  it('is the cube steps of CUBE_DIRS, and each step back is the opposite direction', () => {
    const cols = 6;
    const table = neighbourTable(cols, 5);
    for (let i = 0; i < table.length / 6; i++)
      for (let d = 0; d < 6; d++) {
        const j = table[i * 6 + d]!;
        if (j < 0) continue;
        const [q, r] = cube(i % cols, Math.floor(i / cols));
        const [q2, r2] = cube(j % cols, Math.floor(j / cols));
        expect([q2 - q, r2 - r]).toEqual(CUBE_DIRS[d]);
        expect(table[j * 6 + ((d + 3) % 6)]).toBe(i);
      }
  });
});

describe('a board of any shape', () => {
  const rows = hexagon(4);
  const b = boardFromTerrain(rows);
  it('holds only the marked hexes: off-board hexes have no neighbours and are in no range', () => {
    expect(rows[0]).toBe('...ppp...');
    expect(b.n).toBe(81); // the frame
    expect(b.size).toBe(61); // the hexagon of radius 4
    for (let i = 0; i < b.n; i++) {
      const on = hexDist(b.hex(i), [4, 4]) <= 4;
      expect(b.on[i]).toBe(on ? 1 : 0);
      expect(b.parse(b.hex(i))).toBe(on ? i : -1);
      for (let d = 0; d < 6; d++) {
        const x = b.neighbor(i, d);
        if (x >= 0) expect(on && b.on[x]).toBe(1);
      }
    }
    const corner = b.idx(1, 1); // on the board, its NW neighbour [0, 1] is in the frame but off the board
    expect(b.on[corner]).toBe(1);
    expect(b.on[b.idx(0, 1)]).toBe(0);
    expect(b.neighbor(corner, 5)).toBe(-1);
    expect(b.within(b.idx(4, 4), 4).length).toBe(61);
    expect(Array.from(b.within(corner, 2)).every((x) => b.on[x] === 1)).toBe(true);
    expect(b.within(b.idx(0, 0), 2).length).toBe(0);
  });
  it('ranges are every hex of the board within the distance, in index order, on any shape', () => {
    for (const board of [b, boardFromTerrain(['pp.pp', '.ppp.', 'pp.pp'])]) {
      for (const r of [1, 2, 3, 5]) {
        for (let i = 0; i < board.n; i++) {
          const want: number[] = [];
          if (board.on[i]) for (let j = 0; j < board.n; j++) if (board.on[j] && board.dist(i, j) <= r) want.push(j);
          expect(Array.from(board.within(i, r))).toEqual(want);
        }
      }
    }
  });
  it('its edge ring is the hexes with an off-board neighbour, wherever they sit in the frame', () => {
    for (let i = 0; i < b.n; i++) if (b.on[i]) expect(b.edge[i]).toBe(hexDist(b.hex(i), [4, 4]) === 4 ? 1 : 0);
  });
  it('a frame with no hex on the board is refused', () => {
    expect(() => boardFromTerrain(['...', '...'])).toThrow(/no hex is on the board/);
  });
  it('an inline scenario board marks off-board hexes with "." and refuses a piece placed there', () => {
    const sc = {
      name: 'off',
      board: { terrain: rows },
      turn: 5,
      tide: 'normal',
      active: 'A',
      players: [{ id: 'A', ap: 5 }, { id: 'B' }],
      pieces: [{ id: 't', type: 'tank', owner: 'A', at: [0, 0] }],
    };
    expect(() => loadScenario(sc)).toThrow(/not a hex of the board/);
    expect(loadScenario({ ...sc, pieces: [{ id: 't', type: 'tank', owner: 'A', at: [1, 2] }] }).pieces.length).toBe(1);
  });
});

describe('movement follows the board, not the frame', () => {
  // A "C": the middle of the frame is off the board, so the way from [0,2] to [6,2] goes round.
  const terrain = ['ppppppp', 'p.....p', 'p.....p', 'p.....p', 'ppppppp'];
  const s: GameState = loadScenario({
    name: 'C',
    board: { terrain },
    turn: 5,
    tide: 'normal',
    active: 'A',
    players: [{ id: 'A', ap: 15 }, { id: 'B' }],
    pieces: [{ id: 't', type: 'tank', owner: 'A', at: [0, 2] }],
  });
  it('destinations are on the board, paid by the path round the gap', () => {
    const d = legalDestinations(s, 't');
    const board = boardFromTerrain(terrain);
    expect(d.every((x) => board.parse(x.to) >= 0)).toBe(true);
    expect(d.length).toBe(board.size - 1);
    const far = d.find((x) => x.to[0] === 6 && x.to[1] === 2)!;
    expect(hexDist([0, 2], [6, 2])).toBe(6);
    // [0,1] [1,0] [2,0] [3,0] [4,0] [5,0] [6,1] [6,2]: the only way is along the top.
    expect(far.cost).toBe(8);
    expect((far.path as Hex[]).every((h) => h[1] <= 1 || h[0] === 6)).toBe(true);
    expect(apply(s, { type: 'move', piece: 't', path: far.path }).ok).toBe(true);
  });
  it('a step off the board is refused and changes nothing', () => {
    const r = apply(s, { type: 'move', piece: 't', path: [[1, 2]] });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('BAD_INPUT');
    expect(r.state).toBe(s);
  });
});

describe('fire zones on a board with a gap', () => {
  // Two strips of land either side of an off-board gap: fire reaches across the gap (range is hex
  // distance, as on the printed board), but no off-board hex is ever under fire.
  const terrain = ['pp.ppp', 'pp.ppp', 'pp.ppp', 'pp.ppp'];
  const s = loadScenario({
    name: 'gap',
    board: { terrain },
    turn: 5,
    tide: 'normal',
    active: 'A',
    players: [{ id: 'A', ap: 15 }, { id: 'B' }],
    pieces: [
      { id: 't1', type: 'tank', owner: 'A', at: [1, 1] },
      { id: 't2', type: 'tank', owner: 'A', at: [1, 2] },
      { id: 'u', type: 'tank', owner: 'B', at: [3, 1] },
      { id: 'u2', type: 'tank', owner: 'B', at: [5, 2] },
    ],
  });
  it('covers on-board hexes only, across the gap', () => {
    const board = boardFromTerrain(terrain);
    const zone = fireZones(s).find((z) => z.player === 'A')!.hexes;
    expect(zone.length).toBeGreaterThan(0);
    expect(zone.every((h) => board.parse(h) >= 0)).toBe(true);
    expect(zone.some((h) => h[0] === 3)).toBe(true);
    expect(zone.some((h) => h[0] === 2)).toBe(false);
  });
  it('shots cross the gap, within the range counted in hexes', () => {
    const hit = apply(s, { type: 'fire', shooters: ['t1', 't2'], target: [3, 1] });
    expect(hit.ok).toBe(true);
    expect(hit.state.pieces[hit.state.index['u']!]!.destroyed).toBe(true);
    const far = apply(s, { type: 'fire', shooters: ['t1', 't2'], target: [5, 2] }); // 4 hexes away
    expect(!far.ok && far.error.code).toBe('OUT_OF_RANGE');
    const off = apply(s, { type: 'fire', shooters: ['t1', 't2'], target: [2, 1] });
    expect(!off.ok && off.error.code).toBe('BAD_INPUT');
  });
});

describe("landing keeps off the board's real edge", () => {
  const rows = hexagon(5);
  const mapName = 'test-hexagon-5';
  registerMap({ name: mapName, cols: rows[0]!.length, rows: rows.length, terrain: rows });
  const g = newGame({ players: [{ id: 'A' }, { id: 'B' }], seed: 3, map: mapName });
  const first = g.order[0]!;
  const k = `${first}.astronef`;
  it('an astronef touching an off-board hex is refused, one hex further in it lands', () => {
    // Bubble [2,3], orientation S: its NW pode [1,2] is inside the frame, but two of its neighbours are off the board.
    const board = boardFromTerrain(rows);
    expect(board.on[board.idx(1, 2)]).toBe(1);
    expect(board.edge[board.idx(1, 2)]).toBe(1);
    expect(board.on[board.idx(0, 2)]).toBe(0);
    const r = apply(g, { type: 'land', astronef: k, at: [2, 3], orientation: 'S' });
    expect(!r.ok && r.error.code).toBe('TERRAIN');
    expect(!r.ok && r.error.code === 'TERRAIN' && r.error.params.why).toBe('edge');
    expect(apply(g, { type: 'land', astronef: k, at: [3, 4], orientation: 'N' }).ok).toBe(true);
  });
  it('ore lies on the board only, and a whole random game plays to the end', () => {
    const board = boardFromTerrain(rows);
    const ore = orePattern(board);
    expect(ore.length).toBeGreaterThan(0);
    expect(ore.every((h) => board.on[h] === 1)).toBe(true);
    const { state } = playRandomGame({ players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }], seed: 9, map: mapName }, 4);
    expect(state.phase).toBe('over');
    for (const p of state.pieces) if (p.at >= 0) expect(board.on[p.at]).toBe(1);
  });
});

describe("pontoons at the board's edge", () => {
  // Sea along the top edge; the frame's corners are off the board. Off-board hexes are not land.
  const terrain = ['.sss.', 'ssssp', 'ppppp'];
  const base = {
    name: 'pontoon edge',
    board: { terrain },
    turn: 5,
    tide: 'normal',
    active: 'A',
    players: [{ id: 'A', ap: 15 }, { id: 'B' }],
  };
  it('a pontoon laid at the edge holds on land beside it; one with only off-board hexes beside it is unsupported', () => {
    const s = loadScenario({
      ...base,
      pieces: [
        { id: 'c', type: 'crab', owner: 'A', at: [3, 2] },
        { id: 'p', type: 'pontoon', in: 'c' },
      ],
    });
    const ok = apply(s, { type: 'unload', carrier: 'c', item: 'p', to: [3, 1] });
    expect(ok.ok).toBe(true);
    const s2 = loadScenario({
      ...base,
      pieces: [
        {
          id: 'b',
          type: 'barge',
          owner: 'A',
          at: [
            [2, 0],
            [2, 1],
          ],
        },
        { id: 'p', type: 'pontoon', in: 'b' },
      ],
    });
    // [1,0] touches [0,0] (off the board), sea, and the barge: no land, no chain.
    const no = apply(s2, { type: 'unload', carrier: 'b', item: 'p', to: [1, 0] });
    expect(!no.ok && no.error.code).toBe('PONTOON_UNSUPPORTED');
  });
  it('a chain along the edge holds while it touches land and sinks when the tide takes its support', () => {
    // Marsh is the only land by the chain: a high tide floods it and the chain goes down.
    const s = loadScenario({
      ...base,
      board: { terrain: ['.sss.', 'msssp', 'sssss'] },
      tide: 'normal',
      deck: ['high'],
      players: [
        { id: 'A', ap: 15 },
        { id: 'B', ap: 0 },
      ],
      pieces: [
        { id: 'p1', type: 'pontoon', at: [1, 0] },
        { id: 'p2', type: 'pontoon', at: [1, 1] },
        { id: 't', type: 'tank', owner: 'A', at: [0, 1] },
      ],
    });
    const step = apply(s, {
      type: 'move',
      piece: 't',
      path: [
        [1, 1],
        [1, 0],
      ],
    });
    expect(step.ok).toBe(true);
    let st = step.state;
    for (let i = 0; i < 4 && st.tide !== 'high'; i++) {
      const r = apply(st, { type: 'endTurn' });
      expect(r.ok).toBe(true);
      st = r.state;
    }
    expect(st.tide).toBe('high');
    const p1 = st.pieces[st.index['p1']!]!;
    expect(p1.destroyed).toBe(true);
    expect(st.pieces[st.index['t']!]!.destroyed).toBe(true);
  });
});

describe('a game that carries its own board (GameOptions.board)', () => {
  const terrain = hexagon(6, 'p', (x, y) => (x === 6 && y >= 4 && y <= 8 ? 's' : undefined));
  const ore: Hex[] = [
    [2, 6],
    [9, 5],
    [6, 1],
  ];
  const options = { players: [{ id: 'A' }, { id: 'B' }], seed: 8, board: { terrain, ore, title: 'test' } };
  it('plays on that terrain with exactly that ore, and replays to the same state', () => {
    const g = newGame(options);
    expect(g.map).toBe('custom:' + terrain.join('/'));
    const placed = g.pieces.filter((p) => p.type === 'ore').map((p) => boardFromTerrain(terrain).hex(p.at));
    expect(placed).toEqual(ore);
    const { state, log } = playRandomGame(options, 3);
    expect(state.phase).toBe('over');
    expect(JSON.stringify(replay(options, log).state)).toBe(JSON.stringify(state));
  });
  it.each([
    [{ terrain: 'pp', ore: [] }, /list of rows/],
    [{ terrain: ['pp', 'p'], ore: [] }, /same length/],
    [{ terrain: ['px'], ore: [] }, /unknown terrain/],
    [{ terrain: ['ps'], ore: [[1, 0]] }, /open sea/],
    [{ terrain: ['p.'], ore: [[1, 0]] }, /not a hex of the board/],
    [
      {
        terrain: ['pp'],
        ore: [
          [0, 0],
          [0, 0],
        ],
      },
      /twice/,
    ],
    [{ terrain: ['pp'] }, /list of hexes/],
  ])('refuses the board %j', (board, why) => {
    expect(() => newGame({ players: [{ id: 'A' }, { id: 'B' }], seed: 1, board } as never)).toThrow(why);
  });
  it('names a map or carries a board, not both', () => {
    expect(() => newGame({ ...options, map: 'original' })).toThrow(/not both/);
  });
});
