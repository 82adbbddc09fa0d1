// Every refusal the engine really gives in seeded games reads in its own sentence, English and French (issue 28,
// point 8: the refusals name their true reason). refusalText falls back to a code's general sentence when a
// case's sentence throws on params it did not expect; the sample params of refusals.test.ts cannot show that,
// so here the games give the params: actions refused at random (by the active player and by the others, in
// every phase), the Move ability's and every ability's reason, `whyNotReach` for hexes around each piece
// (query.whyNotMove's answer), and the take-backs refused; and what the host itself answers the seated player in
// a game played through it (game.act, query.whyNotMove, game.takeBack, game.seat, campaign calls). Each goes
// through its case's own sentence.
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  Rand,
  TakeBackTrail,
  activePlayer,
  apply,
  newGame,
  pieceAbilities,
  randomStep,
  whyNotReach,
  type Action,
  type GameOptions,
  type GameState,
  type Hex,
  type Refusal,
} from '../../../src/engine/index';
import { boardOf } from '../../../src/engine/pieces.js';
import { refusalText } from '../../../renderer/src/i18n/refusals';
import { FALLBACK_MARK } from '../../../renderer/src/i18n/refusal-fallback';
import { botStep, rng } from '../../../src/host/bot';
import type { Host } from '../../../src/host/host';
import { must, newHost } from '../host/helpers';
import { expectOwnSentence } from './own-sentence';

/** Actions at random around a piece, most of them refused: what a player may try by hand. */
function attempts(s: GameState, r: Rand): Action[] {
  const board = boardOf(s);
  const hex = (h: number) => board.hex(h);
  const near = (h: number, d: number) => Array.from(board.within(h, d));
  const some = <T>(xs: readonly T[]) => (xs.length ? r.pick(xs) : undefined);
  const live = s.pieces.filter((p) => !p.destroyed);
  const placed = live.filter((p) => p.at >= 0 && p.in === null);
  const out: Action[] = [];
  const players = Object.keys(s.players);
  for (let k = 0; k < 14; k++) {
    const p = some(live);
    const q = some(placed);
    if (!p || !q) break;
    const at = p.at >= 0 ? p.at : q.at;
    const to = some(near(at, 3))!;
    const other = some(live)!;
    switch (k % 11) {
      case 0:
        out.push({ type: 'move', piece: p.id, path: [hex(some(near(at, 1))!)] });
        break;
      case 1:
        out.push({ type: 'move', piece: p.id, path: [hex(some(near(at, 1))!), hex(to)] });
        break;
      case 2:
        out.push({ type: 'fire', shooters: [p.id, other.id], target: hex(to) });
        break;
      case 3:
        out.push({ type: 'capture', captors: [p.id, other.id], target: q.id });
        break;
      case 4:
        out.push({ type: 'load', carrier: p.id, item: other.id });
        break;
      case 5:
        out.push({ type: 'unload', carrier: p.id, item: other.id, to: hex(to) });
        break;
      case 6:
        out.push({ type: 'build', pondeuse: p.id, kind: r.pick(['tank', 'crab', 'pontoon'] as const), to: hex(to) });
        break;
      case 7:
        out.push({ type: 'rebuildTower', astronef: p.id, pode: r.int(4) - 1 });
        break;
      case 8:
        out.push({
          type: 'liftOff',
          player: r.pick(players),
          astronef: p.id,
          choice: r.next() < 0.5 ? 'leave' : 'stay',
        });
        break;
      case 9:
        out.push({ type: 'deploy', piece: p.id, to: hex(to) });
        break;
      default:
        out.push(
          r.next() < 0.5
            ? { type: 'land', astronef: p.id, at: hex(to), orientation: r.next() < 0.5 ? 'N' : 'S' }
            : { type: 'endTurn' },
        );
    }
  }
  return out;
}

/** The refusals of a seeded game: tried at random every few actions, until the end or `max` actions. */
function refusalsOfGame(options: GameOptions, seed: number, max: number): { r: Refusal; s: GameState; by: string }[] {
  let s = newGame(options);
  const r = new Rand(seed);
  const trail = new TakeBackTrail<number>();
  const got: { r: Refusal; s: GameState; by: string }[] = [];
  const keep = (x: Refusal | null | undefined, by: string) => {
    if (x) got.push({ r: x, s, by });
  };
  for (let n = 0; s.phase !== 'over' && n < max; n++) {
    if (n % 23 === 0) {
      for (const a of attempts(s, r)) {
        const res = apply(s, a);
        if (!res.ok) keep(res.error, `${a.type} ${JSON.stringify(a)}`);
      }
      const me = activePlayer(s);
      for (const p of s.pieces) {
        if (p.destroyed) continue;
        for (const a of pieceAbilities(s, p.id))
          if (!a.allowed && a.reason)
            keep({ code: a.reason, params: a.params, message: '' } as Refusal, `ability ${a.action} of ${p.id}`);
        if (p.at < 0 || p.in !== null || r.next() < 0.5) continue;
        const board = boardOf(s);
        for (const h of board.within(p.at, 5))
          if (h % 4 === n % 4) keep(whyNotReach(s, p.id, board.hex(h) as Hex), `whyNotReach ${p.id} ${board.hex(h)}`);
      }
      for (const player of Object.keys(s.players))
        for (const rule of ['own-turn', 'final'] as const) {
          const c = trail.check(player, rule);
          if (!c.ok) keep(c.error as unknown as Refusal, `take-back by ${player}${player === me ? ' (active)' : ''}`);
        }
    }
    const before = s;
    const { action, result } = randomStep(s, r);
    s = result.state;
    trail.push(before, action, s, result.events, n);
  }
  return got;
}

const GAMES: { name: string; options: GameOptions; seed: number; max: number }[] = [
  {
    name: 'two players, original board',
    options: { players: [{ id: 'a' }, { id: 'b' }], seed: 5, oreSetup: 'lattice' },
    seed: 5,
    max: 2500,
  },
  {
    name: 'three players, three kinds of ore',
    options: { players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], seed: 8, variant: { ores: 'three-kinds' } },
    seed: 8,
    max: 1800,
  },
  {
    name: 'four players, a second astronef each, war',
    options: {
      players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }],
      seed: 13,
      variant: { secondAstronef: true, war: true },
    },
    seed: 13,
    max: 1800,
  },
  {
    name: 'two players, the mining game',
    options: { players: [{ id: 'a' }, { id: 'b' }], seed: 21, variant: { mining: true } },
    seed: 21,
    max: 1200,
  },
];

describe('the refusals of seeded games read in their own sentences', () => {
  for (const g of GAMES)
    it(g.name, () => {
      const got = refusalsOfGame(g.options, g.seed, g.max);
      // each distinct refusal once, and a few dozen of each kind: the same sentence with other params
      const kinds = new Map<string, number>();
      const seen = new Set<string>();
      for (const { r, s, by } of got) {
        const kind = `${r.code}/${(r.params as { why?: string }).why ?? ''}`;
        const exact = `${r.code} ${JSON.stringify(r.params)}`;
        if (seen.has(exact) || (kinds.get(kind) ?? 0) >= 30) continue;
        seen.add(exact);
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        expectOwnSentence(r, `${g.name}, turn ${s.turn} ${s.phase}: ${by}`, s);
      }
      // a game gives many kinds of refusal, or this test says little
      expect(kinds.size, [...kinds.keys()].join(' ')).toBeGreaterThan(20);
    });
});

describe('what the host answers in a game played through it reads in its own sentence', () => {
  const hosts: Host[] = [];
  afterAll(() => {
    for (const h of hosts) h.close();
  });

  it('three players, a seeded game: the refused actions, whyNotMove, take-backs, seats and campaigns', async () => {
    const { host } = newHost();
    hosts.push(host);
    const players = [
      { name: 'Ann', colour: 'red' },
      { name: 'Bob', colour: 'blue' },
      { name: 'Ugo', colour: 'green' },
    ];
    must(await host.call('campaign.new', { players, seed: 11 }));
    const rand = rng(11);
    const r = new Rand(11);
    const kinds = new Set<string>();
    const check = (res: { ok: boolean; error?: { code: string; params?: unknown } }, by: string) => {
      if (res.ok || !res.error) return;
      kinds.add(`${res.error.code}/${(res.error.params as { why?: string } | undefined)?.why ?? ''}`);
      expectOwnSentence(res.error as Refusal, `through the host: ${by}`, host.stateForTools ?? undefined);
    };
    for (let n = 0; n < 700; n++) {
      const sv = must(await host.call('game.view'))!;
      if (sv.over) break;
      if (n % 29 === 0 && sv.seated) {
        const s = host.stateForTools!;
        const board = boardOf(s);
        const mine = sv.view!.pieces.filter((p) => p.owner === sv.seated && p.at && !p.in);
        for (const p of mine.slice(0, 4)) {
          const at = board.idx(p.at![0], p.at![1]);
          for (const h of board.within(at, 4))
            if (h % 3 === n % 3) {
              const why = await host.call('query.whyNotMove', { piece: p.id, to: board.hex(h) as Hex });
              const answer = why.ok ? (why.value ? { ok: false, error: why.value } : why) : why;
              check(answer, `query.whyNotMove ${p.id} ${board.hex(h)}`);
            }
        }
        // actions tried at random (an end of turn among them hands off: nobody is seated after it)
        for (const a of attempts(s, r)) check(await host.call('game.act', { action: a }), `game.act ${a.type}`);
        check(await host.call('game.takeBack'), 'game.takeBack');
        const other = Object.keys(s.players).find((x) => x !== sv.seated)!;
        check(await host.call('game.seat', { player: other }), 'game.seat another');
        check(await host.call('campaign.open', { id: 'no-such-campaign' }), 'campaign.open unknown');
        check(await host.call('campaign.rename', { id: sv.campaignId, name: '' }), 'campaign.rename empty');
      }
      await botStep(host, rand, { endTurnChance: 0.05, takeBackChance: 0.05 });
    }
    expect(kinds.size, [...kinds].join(' ')).toBeGreaterThan(15);
  });
});

describe('a case whose sentence throws is never silent', () => {
  it('the player reads the general sentence, and the console says which case fell back', () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // UNDER_FIRE/noWay without the `by` its sentence reads
      const text = refusalText('UNDER_FIRE', { why: 'noWay', piece: 't1', hex: [3, 4], pieces: false }, 'en');
      expect(text).toBe('That is under enemy fire.');
      expect(said).toHaveBeenCalledTimes(1);
      expect(String(said.mock.calls[0]![0])).toMatch(
        new RegExp(`^${FALLBACK_MARK.replace(/[[\]]/g, '\\$&')} UNDER_FIRE/noWay \\(en\\): .*params \\{"why":"noWay"`),
      );
      // a sentence that reads: nothing said
      said.mockClear();
      refusalText('UNDER_FIRE', { why: 'noWay', piece: 't1', hex: [3, 4], by: ['B'], pieces: false }, 'fr');
      expect(said).not.toHaveBeenCalled();
    } finally {
      said.mockRestore();
    }
  });
});
