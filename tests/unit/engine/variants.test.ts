import { describe, expect, it } from 'vitest';
import {
  apply,
  deploySpots,
  determinise,
  fireZones,
  legalDestinations,
  loadScenario,
  newGame,
  playerView,
  type GameOptions,
} from '../../../src/engine/index.js';
import { deployablePieces } from '../../../src/engine/deployment.js';
import { Rand, randomStep, playRandomGame } from '../../../src/engine/random-play.js';
import { astronefsOf, creditFor } from '../../../src/engine/turns.js';

const P3: GameOptions = { players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }], seed: 3 };

describe('the second astronef (turn 15)', () => {
  const opts: GameOptions = { ...P3, variant: { secondAstronef: true } };
  let s = newGame(opts);
  const r = new Rand(5);
  const seen: string[] = [];
  while (s.phase !== 'over' && s.turn < 17) {
    const prev = s;
    s = randomStep(s, r).result.state;
    if (prev.turn === 14 && s.turn === 15) seen.push(`${s.phase}`);
    if (s.turn === 15 && s.phase === 'play' && !seen.includes('play')) seen.push('play');
  }
  it('lands a second astronef per player, then deploys, then plays', () => {
    expect(seen[0]).toBe('landing');
    expect(seen).toContain('play');
    for (const pid of ['A', 'B', 'C']) {
      const ks = astronefsOf(s, pid);
      if (!s.players[pid]!.out) expect(ks.length).toBeGreaterThanOrEqual(1);
    }
    expect(s.pieces.filter((p) => p.type === 'astronef').length).toBe(6);
    expect(s.pieces.filter((p) => p.color === 'A#2' && p.type === 'tank').length).toBe(4);
  });
  it('offers the second army, and only it, for deployment on turn 15 (in the view too)', () => {
    let g = newGame(opts);
    const rr = new Rand(5);
    while (g.phase !== 'over' && !(g.turn === 15 && g.phase === 'deploy')) g = randomStep(g, rr).result.state;
    expect(g.phase).toBe('deploy');
    const me = g.order[g.activeIdx]!;
    const list = deployablePieces(g);
    expect(list.length).toBeGreaterThan(5);
    for (const id of list) {
      const p = g.pieces[g.index[id]!]!;
      expect(p.in).toBe(`${me}.astronef2`);
    }
    // whatever the first astronef holds stays there
    const first = g.pieces.filter((p) => p.in === `${me}.astronef` && !p.destroyed);
    for (const p of first) expect(list).not.toContain(p.id);
    expect(playerView(g, me).deployable).toEqual(list);
    expect(
      playerView(
        g,
        g.order.find((x) => x !== me)!,
      ).deployable,
    ).toEqual([]);
    // each of them can really be deployed somewhere
    for (const id of list.slice(0, 3)) expect(deploySpots(g, id).length).toBeGreaterThan(0);
  });
  it('offers the whole army for deployment on turn 2, and nothing else', () => {
    let g = newGame(P3);
    const rr = new Rand(2);
    while (g.phase === 'landing') g = randomStep(g, rr).result.state;
    expect(g.phase).toBe('deploy');
    const me = g.order[g.activeIdx]!;
    const inside = g.pieces.filter((p) => p.in === `${me}.astronef` && p.type !== 'ore').map((p) => p.id);
    expect(deployablePieces(g).sort()).toEqual(inside.sort());
  });
  it('credits 5 on turn 15, 10 on 16, then 20 for two astronefs', () => {
    const base = loadScenario({
      name: 'c',
      board: 'original',
      turn: 15,
      tide: 'normal',
      variant: { secondAstronef: true },
      players: [{ id: 'A', ap: 5 }, { id: 'B' }],
      active: 'A',
      pieces: [
        { id: 'k1', type: 'astronef', owner: 'A', at: [5, 10] },
        { id: 'k2', type: 'astronef', owner: 'A', at: [14, 10] },
      ],
    });
    expect(creditFor(base, 'A')).toBe(5);
    expect(creditFor({ ...base, turn: 16 }, 'A')).toBe(10);
    expect(creditFor({ ...base, turn: 17 }, 'A')).toBe(20);
  });
  it('keeps every landing rule: 5 hexes from any astronef', () => {
    const g = playRandomGame(opts, 9);
    expect(g.state.phase).toBe('over');
  });
});

describe('two tanks on adjacent mountains', () => {
  const pos = (variant: object) =>
    loadScenario({
      name: 'm',
      board: { terrain: ['pMMpp', 'ppppp', 'ppppp'] },
      turn: 7,
      tide: 'normal',
      variant,
      players: [{ id: 'A', ap: 15 }, { id: 'B' }],
      active: 'A',
      pieces: [
        { id: 't1', type: 'tank', owner: 'A', at: [1, 0] },
        { id: 't2', type: 'tank', owner: 'A', at: [2, 0] },
      ],
    });
  it('the rulebook forbids ending the turn so (the refusal says how many AP are left to fix it)', () => {
    const r = apply(pos({}), { type: 'endTurn' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'MOUNTAIN_PAIR', params: { pieces: ['t1', 't2'], left: 15 } });
  });
  it('destinations that would make such a pair are marked, for tanks only', () => {
    // t1 on the mountain at 1,0; t2 and a crab below. Row 0 is 'pMpMp' (no neighbouring mountains) or 'pMMpp'.
    const marked = (row0: string, id: string) =>
      legalDestinations(
        loadScenario({
          name: 'm',
          board: { terrain: [row0, 'ppppp', 'ppppp'] },
          turn: 7,
          tide: 'normal',
          players: [{ id: 'A', ap: 15 }, { id: 'B' }],
          active: 'A',
          pieces: [
            { id: 't1', type: 'tank', owner: 'A', at: [1, 0] },
            { id: 't2', type: 'tank', owner: 'A', at: [3, 1] },
            { id: 'c1', type: 'crab', owner: 'A', at: [4, 2] },
          ],
        }),
        id,
      )
        .filter((d) => d.mountainPair)
        .map((d) => d.to);
    expect(marked('pMpMp', 't2')).toEqual([]);
    expect(marked('pMMpp', 't2')).toEqual([[2, 0]]);
    expect(marked('pMMpp', 'c1')).toEqual([]);
  });
  it('a destination the move would refuse (a pair no move could break) is not offered: destinations agree with the move', () => {
    const at = (ap: number) =>
      loadScenario({
        name: 'm',
        board: { terrain: ['pppppp', 'ppMMpM', 'pppppp', 'pppppp'] },
        turn: 7,
        tide: 'normal',
        players: [{ id: 'A', ap }, { id: 'B' }],
        active: 'A',
        pieces: [
          { id: 't1', type: 'tank', owner: 'A', at: [2, 1] },
          { id: 't2', type: 'tank', owner: 'A', at: [3, 2] },
        ],
      });
    // with its last point t2 would stand next to t1 on 3,1 and nothing could part them: refused, not offered
    const poor = at(1);
    expect(apply(poor, { type: 'move', piece: 't2', path: [[3, 1]] }).ok).toBe(false);
    const ds = legalDestinations(poor, 't2');
    expect(ds.map((d) => d.to)).not.toContainEqual([3, 1]);
    expect(ds.length).toBeGreaterThan(0);
    for (const d of ds) expect(apply(poor, { type: 'move', piece: 't2', path: d.path }).ok).toBe(true);
    // with points to spare the pair can be parted again: offered, marked as a pair
    const rich = legalDestinations(at(5), 't2').find((d) => d.to[0] === 3 && d.to[1] === 1);
    expect(rich?.mountainPair).toBe(true);
  });
  it('the penalty variant allows it and takes 5 points off the next credit', () => {
    let s = pos({ mountainPair: 'penalty' });
    let r = apply(s, { type: 'endTurn' });
    expect(r.ok).toBe(true);
    s = r.state;
    expect(s.players.A!.penalty).toBe(5);
    r = apply(s, { type: 'endTurn' }); // B ends, back to A on turn 8
    expect(r.ok).toBe(true);
    expect(r.state.turn).toBe(8);
    expect(r.state.players.A!.ap).toBe(15 + 10 - 5); // credit 15 + banked 10 (15 left) - 5
    expect(r.state.players.A!.penalty).toBe(0);
  });
});

describe("Full Metal Galaxy's mountain pairs", () => {
  const pos = () =>
    loadScenario({
      name: 'm',
      board: { terrain: ['pMMpp', 'ppppp', 'ppMpp'] },
      turn: 7,
      tide: 'normal',
      variant: { mountainPair: 'galaxy' },
      players: [{ id: 'A', ap: 15 }, { id: 'B' }],
      active: 'A',
      pieces: [
        { id: 't1', type: 'tank', owner: 'A', at: [1, 0] },
        { id: 't2', type: 'tank', owner: 'A', at: [2, 0] },
        { id: 't3', type: 'tank', owner: 'A', at: [3, 2] },
      ],
    });
  it('the pair stays: the tank listed later makes no fire zone (the view says so), and the turn ends at no price', () => {
    const s = pos();
    expect(playerView(s, 'B').pieces.find((p) => p.id === 't2')!.silenced).toBe(true);
    expect(playerView(s, 'B').pieces.find((p) => p.id === 't1')!.silenced).toBeUndefined();
    const r = apply(s, { type: 'endTurn' });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.state.players.A!.penalty ?? 0).toBe(0);
  });
  it('a destination next to a tank that makes fire on a mountain is marked silenced, never as a pair to break', () => {
    const s = pos();
    const t3 = legalDestinations(s, 't3');
    expect(t3.filter((d) => d.mountainPair || d.silenced)).toEqual([]);
    // t1 steps off: t2, alone on the mountains, makes fire again; t1 coming back would be the silent one
    const moved = apply(s, { type: 'move', piece: 't1', path: [[1, 1]] });
    expect(moved.ok).toBe(true);
    if (!moved.ok) return;
    expect(moved.state.pieces[moved.state.index.t2!]!.silenced).toBeUndefined();
    const t1 = legalDestinations(moved.state, 't1');
    expect(t1.filter((d) => d.silenced).map((d) => d.to)).toEqual([[1, 0]]);
    expect(t1.filter((d) => d.mountainPair)).toEqual([]);
  });
  it("a computer player's determinised state keeps the silence (its fire zones are the real ones)", () => {
    const s = pos();
    const { seed: _seed, ...open } = s.options;
    const sample = determinise(playerView(s, 'B'), open, 5);
    expect(sample.pieces[sample.index.t2!]!.silenced).toBe(true);
    expect(fireZones(sample)).toEqual(fireZones(s));
  });
});

describe('other variants', () => {
  it('mining: no destructors, no combat', () => {
    const g = newGame({ ...P3, variant: { mining: true } });
    expect(g.pieces.some((p) => p.type === 'tank' || p.type === 'motorBoat' || p.type === 'superTank')).toBe(false);
    expect(g.reserve.tank).toBe(0);
  });
  it('war: no ore, each takes his share of the reserve', () => {
    const g = newGame({ ...P3, variant: { war: true } });
    expect(g.pieces.some((p) => p.type === 'ore')).toBe(false);
    expect(g.pieces.filter((p) => p.color === 'A' && p.type === 'tank').length).toBe(4 + 4);
    expect(g.reserve).toEqual({ tank: 0, crab: 0, pontoon: 0 });
  });
  it('three kinds of ore worth 2, 3 and 5', () => {
    const g = newGame({ ...P3, variant: { ores: 'three-kinds' } });
    const values = new Set(g.pieces.filter((p) => p.type === 'ore').map((p) => p.value));
    expect([...values].sort()).toEqual([2, 3, 5]);
  });
  it('base credit 25', () => {
    const s = loadScenario({
      name: 'b',
      board: 'original',
      turn: 8,
      tide: 'normal',
      variant: { baseAp: 25 },
      players: [{ id: 'A', ap: 25 }, { id: 'B' }],
      active: 'A',
      pieces: [],
    });
    expect(creditFor(s, 'A')).toBe(25);
  });
});
