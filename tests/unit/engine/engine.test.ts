import { describe, expect, it } from 'vitest';
import {
  apply,
  fireZones,
  getBoard,
  holdingFor,
  legalDestinations,
  loadScenario,
  newGame,
  playerView,
  replay,
  REASONS,
  type GameOptions,
  type GameState,
} from '../../../src/engine/index.js';
import { orePattern, TIDE_CARDS } from '../../../src/engine/setup.js';

const TWO: GameOptions = { players: [{ id: 'A' }, { id: 'B' }], seed: 1234 };

describe('board geometry (odd-q)', () => {
  const b = getBoard('original');
  it('has 851 hexes of the transcribed counts', () => {
    expect(b.n).toBe(851);
    const counts = [0, 0, 0, 0, 0];
    for (let i = 0; i < b.n; i++) counts[b.terrain[i]!]!++;
    expect(counts).toEqual([401, 231, 102, 45, 72]); // plain sea marsh reef mountain
  });
  it.each([
    // [x, y] -> neighbours N, NE, SE, S, SW, NW from the layout note
    [
      [4, 4],
      [
        [4, 3],
        [5, 3],
        [5, 4],
        [4, 5],
        [3, 4],
        [3, 3],
      ],
    ],
    [
      [5, 4],
      [
        [5, 3],
        [6, 4],
        [6, 5],
        [5, 5],
        [4, 5],
        [4, 4],
      ],
    ],
  ] as const)('neighbours of %j', (h, want) => {
    const i = b.idx(h[0], h[1]);
    const got = [0, 1, 2, 3, 4, 5].map((d) => b.hex(b.neighbor(i, d)));
    expect(got).toEqual(want);
    for (const n of want) expect(b.dist(i, b.idx(n[0], n[1]))).toBe(1);
  });
  it('distance is symmetric and matches ring sizes', () => {
    const c = b.idx(18, 11);
    expect(b.within(c, 1).length).toBe(7);
    expect(b.within(c, 2).length).toBe(19);
    expect(b.within(c, 3).length).toBe(37);
    expect(b.dist(b.idx(0, 0), b.idx(36, 22))).toBe(b.dist(b.idx(36, 22), b.idx(0, 0)));
  });
  it('off-board and garbage hexes parse to -1', () => {
    for (const bad of [[-1, 0], [37, 0], [0, 23], [1.5, 2], ['1', 2], null, [1], 'x']) expect(b.parse(bad)).toBe(-1);
  });
});

describe('a new game', () => {
  const g = newGame(TWO);
  it('puts every army in its astronef, with the reserve of 2 players', () => {
    const a = g.pieces.filter((p) => p.color === 'A');
    expect(a.map((p) => p.type).sort()).toEqual(
      [
        'astronef',
        'barge',
        'crab',
        'pondeuse',
        'motorBoat',
        'motorBoat',
        'tank',
        'tank',
        'tank',
        'tank',
        'superTank',
        'pontoon',
      ].sort(),
    );
    expect(g.reserve).toEqual({ tank: 16, crab: 4, pontoon: 4 });
    expect(newGame({ ...TWO, players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }] }).reserve).toEqual({
      tank: 12,
      crab: 3,
      pontoon: 3,
    });
  });
  it('spreads one ore every three hexes, none on sea, no two adjacent', () => {
    const b = getBoard('original');
    const ore = orePattern(b);
    expect(ore.every((h) => b.terrain[h] !== 1)).toBe(true);
    for (const x of ore) for (const y of ore) if (x !== y) expect(b.adjacent(x, y)).toBe(false);
    expect(Math.abs(ore.length - (851 - 231) / 3)).toBeLessThan(20);
  });
  it('deals 9 future tide cards and sets 6 aside, from 5 of each', () => {
    expect(g.deck.length).toBe(9);
    expect(g.aside.length).toBe(6);
    const all = g.deck.concat(g.aside).sort();
    expect(all).toEqual(TIDE_CARDS.slice().sort());
    expect(g.tide).toBe('normal');
  });
  it('is deterministic from its seed', () => {
    expect(JSON.stringify(newGame(TWO))).toEqual(JSON.stringify(newGame(TWO)));
    expect(JSON.stringify(newGame({ ...TWO, seed: 99 }).deck)).not.toEqual(JSON.stringify(g.deck) + 'x');
  });
  it('refuses bad options with a clear error', () => {
    expect(() => newGame({ players: [{ id: 'A' }], seed: 1 })).toThrow(/2 to 4/);
    expect(() => newGame({ players: [{ id: 'A' }, { id: 'A' }], seed: 1 })).toThrow(/duplicate/);
    expect(() => newGame({ players: [{ id: 'A' }, { id: 'B' }], seed: -1 })).toThrow(/seed/);
  });
});

describe('the one door never throws', () => {
  const g = newGame(TWO);
  it.each([
    null,
    undefined,
    42,
    'move',
    [],
    {},
    { type: 'nope' },
    { type: 'constructor' },
    { type: 'toString' },
    { type: 'move' },
    { type: 'move', piece: 'A.tank1', path: 'x' },
    { type: 'fire', shooters: 'ab', target: [1, 1] },
    { type: 'land', astronef: 'A.astronef', at: [999, 1], orientation: 'N' },
  ])('refuses %j with a reason code', (a) => {
    const r = apply(g, a);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(REASONS).toContain(r.error.code);
    expect(r.state).toBe(g);
  });
});

/** Deep-freezes a state: any handler that mutates its input then throws (and the door reports it). */
function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

describe('states are never mutated', () => {
  it('a seeded game played on frozen states gives the same result', async () => {
    const { playRandomGame, Rand, randomStep } = await import('../../../src/engine/random-play.js');
    const { log, state } = playRandomGame({ ...TWO, seed: 5 }, 3, 1500);
    let s = deepFreeze(newGame({ ...TWO, seed: 5 }));
    for (const a of log) {
      const r = apply(s, a);
      if (!r.ok) expect(r.error.message).not.toMatch(/internal error/);
      s = deepFreeze(r.state);
    }
    expect(JSON.stringify(s)).toBe(JSON.stringify(state));
    void Rand;
    void randomStep;
  });
});

describe('playerView hides secrets', () => {
  const s = loadScenario({
    name: 'v',
    board: 'original',
    turn: 7,
    tide: 'normal',
    deck: ['high', 'low', 'normal'],
    players: [{ id: 'A', ap: 15 }, { id: 'B' }],
    active: 'A',
    pieces: [
      { id: 'w', type: 'pondeuse', owner: 'A', at: [3, 10] },
      { id: 't', type: 'tank', owner: 'B', at: [20, 10] },
    ],
  });
  it('the forecast reaches only a pondeuse holder', () => {
    expect(playerView(s, 'A').forecast).toEqual(['high']);
    expect(playerView(s, 'B').forecast).toEqual([]);
    expect(playerView(s, null).forecast).toEqual([]);
  });
  it('no deck, aside or rng in any view', () => {
    for (const v of ['A', 'B', null] as const) {
      const text = JSON.stringify(playerView(s, v));
      expect(text).not.toMatch(/"deck"|"aside"|"rng"/);
    }
  });
  it('turn-21 choices are secret until revealed', () => {
    const t = loadScenario({
      name: 'l',
      board: 'original',
      turn: 21,
      tide: 'normal',
      players: [{ id: 'A' }, { id: 'B' }],
      active: 'A',
      pieces: [
        { id: 'kA', type: 'astronef', owner: 'A', at: [5, 10] },
        { id: 'kB', type: 'astronef', owner: 'B', at: [20, 10] },
      ],
    });
    const r = apply(t, { type: 'liftOff', player: 'A', astronef: 'kA', choice: 'leave' });
    expect(r.ok).toBe(true);
    const vb = playerView(r.state, 'B');
    expect(JSON.stringify(vb)).not.toMatch(/leave/);
    expect(vb.players.A!.liftOffDecided).toBe(1);
    expect(playerView(r.state, 'A').myLiftOff).toEqual({ kA: 'leave' });
    const r2 = apply(r.state, { type: 'liftOff', player: 'B', astronef: 'kB', choice: 'stay' });
    expect(r2.ok).toBe(true);
    expect(playerView(r2.state, 'B').liftOffRevealed).toEqual([
      { player: 'A', astronef: 'kA', choice: 'leave' },
      { player: 'B', astronef: 'kB', choice: 'stay' },
    ]);
  });
});

describe('queries', () => {
  const s: GameState = loadScenario({
    name: 'q',
    board: { terrain: ['ppppppp', 'ppppppp', 'ppppppp', 'ppppppp', 'ppppppp'] },
    turn: 7,
    tide: 'normal',
    players: [{ id: 'A', ap: 2 }, { id: 'B' }],
    active: 'A',
    pieces: [
      { id: 't', type: 'tank', owner: 'A', at: [0, 0] },
      { id: 'o', type: 'ore', at: [1, 0] },
    ],
  });
  it('destinations respect AP and obstacles, with cheapest paths', () => {
    const d = legalDestinations(s, 't');
    const hexes = d.map((x) => JSON.stringify(x.to));
    expect(hexes).not.toContain('[1,0]');
    expect(d.every((x) => x.cost <= 2 && x.path.length === x.cost)).toBe(true);
    // [2,0] is 4 steps away round the ore; [1,1] is 2 (S then SE).
    expect(hexes).not.toContain('[2,0]');
    expect(d.find((x) => JSON.stringify(x.to) === '[1,1]')?.cost).toBe(2);
    for (const x of d) expect(apply(s, { type: 'move', piece: 't', path: x.path }).ok).toBe(true);
  });
  it('fire zones need two destructors', () => {
    const z = fireZones(s);
    expect(z.find((f) => f.player === 'A')!.hexes).toEqual([]);
  });
  it('what the fire holds names every holder, towers among them', () => {
    // kA's pode N stands on 3,2 (bubble 3,3, orientation N); its tower and the tank reach B's crab on 3,0
    const h = loadScenario({
      name: 'h',
      board: { terrain: ['ppppppp', 'ppppppp', 'ppppppp', 'ppppppp', 'ppppppp', 'ppppppp'] },
      turn: 7,
      tide: 'normal',
      players: [{ id: 'A', ap: 5 }, { id: 'B' }],
      active: 'A',
      pieces: [
        { id: 'kA', type: 'astronef', owner: 'A', at: [3, 3], orientation: 'N' },
        { id: 't', type: 'tank', owner: 'A', at: [1, 0] },
        { id: 'c', type: 'crab', owner: 'B', at: [3, 0] },
      ],
    });
    expect(holdingFor(h, 'A').holding).toEqual([{ piece: 'c', by: ['t', 'kA:0'] }]);
  });
});

describe('replay', () => {
  it('gives the same state as live play, bit for bit', async () => {
    const { playRandomGame } = await import('../../../src/engine/random-play.js');
    const opts: GameOptions = { players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }], seed: 77 };
    const { state, log } = playRandomGame(opts, 21);
    const r = replay(opts, log);
    expect(r.failedAt).toBeNull();
    expect(JSON.stringify(r.state)).toBe(JSON.stringify(state));
    expect(state.phase).toBe('over');
  });
});

describe('refusals carry what a sentence needs', () => {
  const s = loadScenario({
    name: 'r',
    board: { terrain: ['ppppppppp', 'ppppppppp', 'ppppMpppp', 'ppppppppp', 'ppppppppp'] },
    turn: 7,
    tide: 'normal',
    players: [{ id: 'A', ap: 15 }, { id: 'B' }],
    active: 'A',
    pieces: [
      { id: 'kA', type: 'astronef', owner: 'A', at: [1, 3] },
      { id: 't', type: 'tank', owner: 'A', at: [1, 0] },
      { id: 'g', type: 'superTank', owner: 'A', at: [3, 2] },
      { id: 'c', type: 'crab', owner: 'A', at: [0, 2] },
      { id: 'u1', type: 'tank', owner: 'B', at: [7, 0] },
      { id: 'u2', type: 'tank', owner: 'B', at: [7, 2] },
    ],
  });
  it('UNDER_FIRE names the enemy destructors that reach the hex', () => {
    // [5,1] is 2 from both [7,0] and [7,2]; no partner can help t shoot its way out.
    const r2 = apply(s, {
      type: 'move',
      piece: 't',
      path: [
        [2, 0],
        [3, 0],
        [4, 0],
        [5, 0],
        [5, 1],
      ],
    });
    expect(r2.ok).toBe(false);
    if (r2.ok) return;
    expect(r2.error.code).toBe('UNDER_FIRE');
    const covering =
      r2.error.code === 'UNDER_FIRE' && 'covering' in r2.error.params ? (r2.error.params.covering ?? []) : [];
    expect(covering.map((c) => c.id).sort()).toEqual(['u1', 'u2']);
    expect(covering.find((c) => c.id === 'u1')!.at).toEqual([7, 0]);
  });
  it('a super tank refused a mountain says so', () => {
    const r = apply(s, { type: 'move', piece: 'g', path: [[4, 2]] });
    expect(!r.ok && r.error.code).toBe('TERRAIN');
    expect(!r.ok && r.error.code === 'TERRAIN' && r.error.params.why).toBe('superTankMountain');
  });
  it('a carried piece cannot move: it is carried (not "stranded"), and nothing moves while deploying', async () => {
    const { pieceAbilities, newGame } = await import('../../../src/engine/index.js');
    const g = newGame({ players: [{ id: 'A' }, { id: 'B' }], seed: 5 });
    const tank = pieceAbilities(g, 'A.tank1').find((a) => a.action === 'move');
    expect(tank).toMatchObject({ allowed: false, reason: 'WRONG_PHASE', params: { phase: 'landing' } });
    const played = loadScenario({
      name: 'carried',
      board: 'original',
      turn: 5,
      tide: 'normal',
      active: 'A',
      players: [
        { id: 'A', ap: 10 },
        { id: 'B', ap: 0 },
      ],
      pieces: [
        {
          id: 'b',
          type: 'barge',
          owner: 'A',
          at: [
            [1, 10],
            [1, 11],
          ],
        },
        { id: 't9', type: 'tank', owner: 'A', in: 'b' },
      ],
    });
    const carried = pieceAbilities(played, 't9').find((a) => a.action === 'move');
    expect(carried).toMatchObject({ allowed: false, reason: 'STUCK', params: { piece: 't9', carried: 'b' } });
  });
  it('a piece next to a pode of its astronef may enter it', async () => {
    const { pieceAbilities } = await import('../../../src/engine/index.js');
    const enter = pieceAbilities(s, 'c').find((a) => a.action === 'load' && a.enter);
    expect(enter).toMatchObject({ allowed: true, pieces: ['kA'] });
  });
});
