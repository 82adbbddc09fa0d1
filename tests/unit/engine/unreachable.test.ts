// Why a piece cannot go to a hex (`whyNotReach`): the hex itself, the points the cheapest way would take,
// or what shuts every way now (the terrain at this tide or at any tide, pieces, enemy fire zones), never
// the first refusal met along a straight line (the fault a person found playing: a super tank told "never
// on a mountain" for a plain, a crab "cannot go on sea" for a plain cut off by water, a barge BAD_INPUT).
import { describe, expect, it } from 'vitest';
import {
  Rand,
  activePlayer,
  fireZones,
  legalDestinations,
  loadScenario,
  newGame,
  ownerOf,
  pieceAbilities,
  randomStep,
  whyNotReach,
  type GameState,
  type Hex,
  type Tide,
} from '../../../src/engine/index.js';
import { boardOf } from '../../../src/engine/pieces.js';

function scen(terrain: string[], pieces: Record<string, unknown>[], ap = 15, tide: Tide = 'normal'): GameState {
  return loadScenario({
    name: 'why not there',
    board: { terrain },
    turn: 7,
    tide,
    players: [{ id: 'A', ap }, { id: 'B' }],
    active: 'A',
    pieces,
  });
}

const costTo = (s: GameState, id: string, to: Hex) =>
  legalDestinations(s, id).find((d) => d.to[0] === to[0] && d.to[1] === to[1])?.cost;

describe('whyNotReach: the true reason a piece cannot go to a hex', () => {
  // a mountain ridge between the super tank and a plain, a way round it
  const ridge = ['pppppppp', 'pppMpppp', 'pppMpppp', 'pppMpppp', 'pppppppp'];

  it('a plain beyond a mountain, too far for the points left: what the way would cost, not "never on a mountain"', () => {
    const rich = scen(ridge, [{ id: 'st', type: 'superTank', owner: 'A', at: [1, 2] }]);
    const cost = costTo(rich, 'st', [6, 2])!;
    expect(cost).toBeGreaterThan(3);
    expect(whyNotReach(rich, 'st', [6, 2])).toBeNull();
    const poor = scen(ridge, [{ id: 'st', type: 'superTank', owner: 'A', at: [1, 2] }], 3);
    expect(whyNotReach(poor, 'st', [6, 2])).toMatchObject({ code: 'NOT_ENOUGH_AP', params: { cost, left: 3 } });
    // the mountain itself: its own reason
    expect(whyNotReach(poor, 'st', [3, 2])).toMatchObject({ code: 'TERRAIN', params: { why: 'superTankMountain' } });
  });

  it('a plain cut off by water: no way at any tide (sea), or none at this tide but one at low tide (reef)', () => {
    const sea = scen(['ppsspp', 'ppsspp', 'ppsspp'], [{ id: 'c', type: 'crab', owner: 'A', at: [0, 1] }]);
    expect(whyNotReach(sea, 'c', [5, 1])).toMatchObject({
      code: 'TERRAIN',
      params: { why: 'noWay', piece: 'c', hex: [5, 1], tide: 'normal', opens: [] },
    });
    // the sea hex itself: the crab never goes there
    expect(whyNotReach(sea, 'c', [2, 1])).toMatchObject({ code: 'TERRAIN', params: { why: 'cannotGo' } });
    const reef = scen(['pprrpp', 'pprrpp', 'pprrpp'], [{ id: 'c', type: 'crab', owner: 'A', at: [0, 1] }]);
    expect(whyNotReach(reef, 'c', [5, 1])).toMatchObject({
      code: 'TERRAIN',
      params: { why: 'noWay', tide: 'normal', opens: ['low'] },
    });
  });

  it('pieces on every way, and enemy fire zones on every way', () => {
    const strip = ['pppppppp', 'ssssssss', 'pppppppp'];
    const blocked = scen(strip, [
      { id: 'c', type: 'crab', owner: 'A', at: [0, 0] },
      { id: 't', type: 'tank', owner: 'A', at: [3, 0] },
    ]);
    expect(whyNotReach(blocked, 'c', [6, 0])).toMatchObject({
      code: 'OCCUPIED',
      params: { why: 'noWay', piece: 'c', hex: [6, 0] },
    });
    // the hex itself taken: that piece
    expect(whyNotReach(blocked, 'c', [3, 0])).toMatchObject({ code: 'OCCUPIED', params: { why: 'taken', piece: 't' } });
    const fire = scen(strip, [
      { id: 'c', type: 'crab', owner: 'A', at: [0, 0] },
      { id: 'e1', type: 'tank', owner: 'B', at: [3, 2] },
      { id: 'e2', type: 'tank', owner: 'B', at: [4, 2] },
    ]);
    const zone = fireZones(fire).find((z) => z.player === 'B')!.hexes;
    expect(zone.some((h) => h[0] === 7 && h[1] === 0)).toBe(false);
    expect(zone.some((h) => h[0] === 3 && h[1] === 0)).toBe(true);
    expect(whyNotReach(fire, 'c', [7, 0])).toMatchObject({
      code: 'UNDER_FIRE',
      params: { why: 'noWay', piece: 'c', hex: [7, 0], by: ['B'], pieces: false },
    });
    // a hex under that fire: its own reason
    expect(whyNotReach(fire, 'c', [3, 0])).toMatchObject({ code: 'UNDER_FIRE', params: { why: 'hex', by: ['B'] } });
  });

  describe('with three or four players: it names only the enemies whose fire shuts the way', () => {
    const game = (terrain: string[], players: string[], pieces: Record<string, unknown>[]) =>
      loadScenario({
        name: 'whose fire',
        board: { terrain },
        turn: 7,
        tide: 'normal',
        players: players.map((id) => (id === 'A' ? { id, ap: 15 } : { id })),
        active: 'A',
        pieces,
      });
    const pair = (owner: string, type: string, a: Hex, b: Hex) => [
      { id: `${owner}1`, type, owner, at: a },
      { id: `${owner}2`, type, owner, at: b },
    ];
    const zoneOf = (s: GameState, player: string) => fireZones(s).find((z) => z.player === player)!.hexes;
    const inZone = (s: GameState, player: string, h: Hex) =>
      zoneOf(s, player).some((x) => x[0] === h[0] && x[1] === h[1]);

    it('one pass under B’s fire, C’s zone elsewhere on the crab’s own land: B only', () => {
      // the crab's land is row 0 (row 1 is sea): B's pair covers 3,0 on the way, C's covers 11,0 beyond 7,0
      const s = game(
        ['pppppppppppp', 'ssssssssssss', 'pppppppppppp'],
        ['A', 'B', 'C'],
        [
          { id: 'c', type: 'crab', owner: 'A', at: [0, 0] },
          ...pair('B', 'tank', [3, 2], [4, 2]),
          ...pair('C', 'tank', [10, 2], [11, 2]),
        ],
      );
      expect(inZone(s, 'B', [3, 0])).toBe(true);
      expect(inZone(s, 'C', [11, 0])).toBe(true);
      expect(whyNotReach(s, 'c', [7, 0])).toEqual(
        expect.objectContaining({
          code: 'UNDER_FIRE',
          params: { why: 'noWay', piece: 'c', hex: [7, 0], by: ['B'], pieces: false },
        }),
      );
    });

    it('a tank may end under C’s fire as a second arrival: the way is shut by B’s fire alone', () => {
      const s = game(
        ['pppppppppppp', 'ssssssssssss', 'pppppppppppp'],
        ['A', 'B', 'C'],
        [
          { id: 't', type: 'tank', owner: 'A', at: [0, 0] },
          ...pair('B', 'tank', [3, 2], [4, 2]),
          ...pair('C', 'tank', [8, 2], [9, 2]),
        ],
      );
      expect(inZone(s, 'B', [3, 0]) && inZone(s, 'C', [9, 0])).toBe(true);
      expect(whyNotReach(s, 't', [9, 0])).toMatchObject({
        code: 'UNDER_FIRE',
        params: { why: 'noWay', piece: 't', hex: [9, 0], by: ['B'], pieces: false },
      });
    });

    // two ways round a sea, along row 0 and row 4, joined by columns 0 and 9
    const ring = ['pppppppppppppp', 'psssssssspssss', 'psssssssspssss', 'psssssssspssss', 'pppppppppppppp'];

    it('two ways, each under another enemy’s fire, a third enemy’s zone off the ways: those two', () => {
      const s = game(
        ring,
        ['A', 'B', 'C', 'D'],
        [
          { id: 'c', type: 'crab', owner: 'A', at: [0, 2] },
          ...pair('B', 'motorBoat', [4, 1], [5, 1]),
          ...pair('C', 'motorBoat', [4, 3], [5, 3]),
          ...pair('D', 'motorBoat', [12, 2], [13, 2]),
        ],
      );
      expect(inZone(s, 'B', [4, 0]) && !inZone(s, 'B', [4, 4])).toBe(true);
      expect(inZone(s, 'C', [4, 4]) && !inZone(s, 'C', [4, 0])).toBe(true);
      expect(inZone(s, 'D', [13, 0])).toBe(true);
      expect(whyNotReach(s, 'c', [9, 2])).toMatchObject({
        code: 'UNDER_FIRE',
        params: { why: 'noWay', by: ['B', 'C'], pieces: false },
      });
    });

    it('one pass under B’s fire, then C’s: both (neither set aside alone opens it); D’s zone beyond: not D', () => {
      const s = game(
        ['ppppppppppppppp', 'sssssssssssssss', 'ppppppppppppppp'],
        ['A', 'B', 'C', 'D'],
        [
          { id: 'c', type: 'crab', owner: 'A', at: [0, 0] },
          ...pair('B', 'tank', [2, 2], [3, 2]),
          ...pair('C', 'tank', [7, 2], [8, 2]),
          ...pair('D', 'tank', [13, 2], [14, 2]),
        ],
      );
      expect(inZone(s, 'D', [13, 0])).toBe(true);
      expect(whyNotReach(s, 'c', [10, 0])).toMatchObject({
        code: 'UNDER_FIRE',
        params: { why: 'noWay', by: ['B', 'C'], pieces: false },
      });
    });

    it('one way blocked by a piece, the other under C’s fire, B’s zone off the ways: C, and pieces', () => {
      const s = game(
        ring,
        ['A', 'B', 'C'],
        [
          { id: 'c', type: 'crab', owner: 'A', at: [0, 2] },
          { id: 't', type: 'tank', owner: 'A', at: [5, 0] },
          ...pair('C', 'motorBoat', [4, 3], [5, 3]),
          ...pair('B', 'motorBoat', [12, 2], [13, 2]),
        ],
      );
      expect(inZone(s, 'B', [13, 0])).toBe(true);
      // "every way passes under C's fire" would be false: the way along row 0 has no fire, a piece on it
      expect(whyNotReach(s, 'c', [9, 2])).toMatchObject({
        code: 'UNDER_FIRE',
        params: { why: 'noWay', by: ['C'], pieces: true },
      });
    });
  });

  it('a barge asked for one hex: the real reason, never BAD_INPUT', () => {
    const water = ['ssssssssss', 'ssssssssss', 'sssssspppp'];
    const barge = (ap: number) =>
      scen(
        water,
        [
          {
            id: 'b',
            type: 'barge',
            owner: 'A',
            at: [
              [0, 0],
              [0, 1],
            ],
          },
        ],
        ap,
      );
    expect(whyNotReach(barge(15), 'b', [5, 0])).toBeNull();
    const far = whyNotReach(barge(2), 'b', [8, 0]);
    expect(far).toMatchObject({ code: 'NOT_ENOUGH_AP', params: { left: 2 } });
    expect((far!.params as { cost: number }).cost).toBeGreaterThan(2);
    expect(whyNotReach(barge(15), 'b', [8, 2])).toMatchObject({
      code: 'TERRAIN',
      params: { why: 'cannotGo', piece: 'b', terrain: 'plain' },
    });
  });

  it('a piece that cannot move at all: the move’s own refusal; its own hex and a legal hex: no reason', () => {
    const s = scen(
      ['pppp', 'pppp', 'pppp'],
      [
        { id: 'c', type: 'crab', owner: 'A', at: [0, 0] },
        { id: 'e', type: 'crab', owner: 'B', at: [3, 2] },
      ],
    );
    expect(whyNotReach(s, 'e', [2, 2])).toMatchObject({ code: 'NOT_YOUR_PIECE' });
    expect(whyNotReach(s, 'c', [0, 0])).toBeNull();
    expect(whyNotReach(s, 'c', [2, 1])).toBeNull();
    expect(whyNotReach(s, 'nobody', [2, 1])).toMatchObject({ code: 'BAD_INPUT' });
    const none = scen(['pppp', 'pppp'], [{ id: 'c', type: 'crab', owner: 'A', at: [0, 0] }], 0);
    expect(whyNotReach(none, 'c', [2, 1])).toMatchObject({ code: 'NOT_ENOUGH_AP', params: { left: 0 } });
  });

  it('a piece with nowhere to go: the Move ability says why for the piece, not for its first neighbour', () => {
    const moveWhy = (s: GameState, id: string) => pieceAbilities(s, id).find((a) => a.action === 'move');
    // a barge out of points: no points left (it answered BAD_INPUT: a one-hex probe of a barge)
    const barge = scen(
      ['ssssss', 'ssssss'],
      [
        {
          id: 'b',
          type: 'barge',
          owner: 'A',
          at: [
            [2, 0],
            [2, 1],
          ],
        },
      ],
      0,
    );
    expect(moveWhy(barge, 'b')).toMatchObject({
      allowed: false,
      reason: 'NOT_ENOUGH_AP',
      params: { cost: 1, left: 0 },
    });
    // a tank between the sea and friends: closed by pieces and by the terrain
    const hemmed = scen(
      ['psssss', 'ppssss', 'ssssss'],
      [
        { id: 't', type: 'tank', owner: 'A', at: [0, 0] },
        { id: 'c', type: 'crab', owner: 'A', at: [0, 1] },
        { id: 'w', type: 'crab', owner: 'A', at: [1, 1] },
      ],
    );
    expect(moveWhy(hemmed, 't')).toMatchObject({
      allowed: false,
      reason: 'STUCK',
      params: { why: 'hemmed', piece: 't', closed: expect.arrayContaining(['pieces', 'terrain']) },
    });
    // the same reason all round: that reason
    const island = scen(['ssss', 'spss', 'ssss'], [{ id: 't', type: 'tank', owner: 'A', at: [1, 1] }]);
    expect(moveWhy(island, 't')).toMatchObject({ allowed: false, reason: 'TERRAIN', params: { why: 'cannotGo' } });
  });

  it('over random positions: no reason exactly for the hexes a piece may go to, and never BAD_INPUT', () => {
    let s = newGame({ players: [{ id: 'a' }, { id: 'b' }], seed: 31, oreSetup: 'lattice' });
    const r = new Rand(31);
    let checked = 0;
    for (let n = 0; s.phase !== 'over' && s.turn <= 16 && n < 4000; n++) {
      s = randomStep(s, r).result.state;
      if (s.phase !== 'play' || s.turn < 6 || n % 97 !== 0) continue;
      const board = boardOf(s);
      const me = activePlayer(s);
      for (const p of s.pieces) {
        if (p.destroyed || p.in !== null || p.at < 0 || ownerOf(s, p) !== me || p.type === 'astronef') continue;
        if (p.type === 'ore' || p.type === 'pontoon') continue;
        const legal = new Set(
          legalDestinations(s, p.id, { paths: false }).flatMap((d) =>
            (Array.isArray(d.to[0]) ? (d.to as Hex[]) : [d.to as Hex]).map((h) => h.join(',')),
          ),
        );
        const own = new Set([p.at, p.at2].filter((h) => h >= 0).map((h) => board.hex(h).join(',')));
        for (const h of board.within(p.at, 6)) {
          if (h % 3 !== n % 3) continue;
          const hex = board.hex(h);
          const why = whyNotReach(s, p.id, hex);
          const k = hex.join(',');
          if (own.has(k)) expect(why).toBeNull();
          else if (legal.has(k)) expect(why, `${p.id} to ${k}`).toBeNull();
          else {
            expect(why, `${p.id} (${p.type}) to ${k}`).not.toBeNull();
            expect(why!.code).not.toBe('BAD_INPUT');
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});
