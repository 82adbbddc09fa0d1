import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  REASONS,
  REFUSAL_WHYS,
  activePlayer,
  apply,
  loadScenario,
  ownerOf,
  pieceAbilities,
  refusalCases,
  type Action,
  type GameState,
  type Refusal,
} from '../../../src/engine/index';
import { HOST_ERROR_CODES, HOST_ERROR_WHYS } from '../../../src/host/contract';
import { HOST_REFUSALS, REFUSALS, refusalSection, refusalText } from '../../../renderer/src/i18n/refusals';
import { RULES, SECTION_IDS, section } from '../../../renderer/src/content/rules';
import { expectOwnSentence } from './own-sentence';

function scen(pieces: Record<string, unknown>[], extra: Record<string, unknown> = {}): GameState {
  return loadScenario({
    name: 'refusal sample',
    board: { terrain: ['pppppppp', 'ppppMMpp', 'ppmmrrss', 'ppmmrrss', 'pppppsss', 'pppppsss'] },
    turn: 7,
    tide: 'normal',
    players: [{ id: 'A', ap: 15 }, { id: 'B' }],
    active: 'A',
    pieces,
    ...extra,
  });
}

/** Real refusals from the engine, on small positions. */
function samples(): Refusal[] {
  const out: Refusal[] = [];
  const tryIt = (s: GameState, a: unknown) => {
    const r = apply(s, a as Action);
    if (!r.ok) out.push(r.error);
  };
  const base = scen([
    { id: 't1', type: 'tank', owner: 'A', at: [0, 0] },
    { id: 't2', type: 'tank', owner: 'A', at: [0, 2] },
    { id: 'st', type: 'superTank', owner: 'A', at: [3, 0] },
    { id: 'c1', type: 'crab', owner: 'A', at: [1, 4] },
    { id: 'o1', type: 'ore', at: [2, 4] },
    { id: 'o2', type: 'ore', at: [3, 5] },
    { id: 'w1', type: 'pondeuse', owner: 'A', at: [0, 5], built: ['tank', 'crab'] },
    { id: 'e1', type: 'tank', owner: 'B', at: [7, 0] },
    { id: 'e2', type: 'tank', owner: 'B', at: [6, 0] },
    { id: 'b1', type: 'motorBoat', owner: 'A', at: [7, 3] },
  ]);
  tryIt(base, { type: 'move', piece: 't1', path: [[2, 0]] }); // NOT_ADJACENT
  tryIt(base, { type: 'move', piece: 'e1', path: [[7, 1]] }); // NOT_YOUR_PIECE
  tryIt(base, {
    type: 'move',
    piece: 't1',
    path: [
      [0, 1],
      [0, 2],
    ],
  }); // OCCUPIED
  tryIt(base, { type: 'move', piece: 'st', path: [[4, 1]] }); // TERRAIN super tank
  tryIt(base, { type: 'move', piece: 'b1', path: [[6, 4]] }); // TERRAIN sea->land
  tryIt(base, {
    type: 'move',
    piece: 't1',
    path: [
      [1, 0],
      [2, 0],
      [3, 1],
      [4, 0],
      [5, 0],
    ],
  }); // UNDER_FIRE hex
  tryIt(base, { type: 'fire', shooters: ['t1', 't2'], target: [7, 0] }); // OUT_OF_RANGE
  tryIt(base, { type: 'fire', shooters: ['t1', 't1'], target: [1, 0] }); // NEEDS_TWO
  tryIt(base, { type: 'fire', shooters: ['t1', 't2'], target: [1, 1] }); // INVALID_TARGET
  tryIt(base, { type: 'capture', captors: ['t1', 'c1'], target: 'e1' }); // NEEDS_TWO not a destructor
  tryIt(base, { type: 'load', carrier: 't1', item: 't2' }); // CANNOT_CARRY
  tryIt(base, { type: 'load', carrier: 'c1', item: 'o2' }); // NOT_ADJACENT (load)
  tryIt(base, { type: 'build', pondeuse: 'w1', kind: 'tank', to: [1, 5] }); // BUILD_LIMIT
  tryIt(base, { type: 'endTurn', timeout: 'x' }); // BAD_INPUT
  tryIt(base, { type: 'land', astronef: 't1', at: [3, 3], orientation: 'N' }); // WRONG_PHASE
  tryIt(base, { type: 'liftOff', player: 'A', astronef: 't1', choice: 'leave' }); // BAD_INPUT not astronef
  const poor = scen(
    [
      { id: 't1', type: 'tank', owner: 'A', at: [0, 0] },
      { id: 't2', type: 'tank', owner: 'A', at: [0, 2] },
      { id: 'e1', type: 'tank', owner: 'B', at: [1, 1] },
    ],
    { players: [{ id: 'A', ap: 1 }, { id: 'B' }] },
  );
  tryIt(poor, { type: 'fire', shooters: ['t1', 't2'], target: [1, 1] }); // NOT_ENOUGH_AP
  const ammo = scen([
    { id: 't1', type: 'tank', owner: 'A', at: [0, 0], shots: 2 },
    { id: 't2', type: 'tank', owner: 'A', at: [0, 2] },
    { id: 'e1', type: 'tank', owner: 'B', at: [1, 1] },
  ]);
  tryIt(ammo, { type: 'fire', shooters: ['t1', 't2'], target: [1, 1] }); // NO_AMMO
  const full = scen([
    { id: 'c1', type: 'crab', owner: 'A', at: [1, 4] },
    { id: 'o1', type: 'ore', in: 'c1' },
    { id: 'o3', type: 'ore', in: 'c1' },
    { id: 'o2', type: 'ore', at: [2, 4] },
  ]);
  tryIt(full, { type: 'load', carrier: 'c1', item: 'o2' }); // CAPACITY
  const stuck = scen([{ id: 't1', type: 'tank', owner: 'A', at: [4, 2] }], { tide: 'normal' });
  tryIt(stuck, { type: 'move', piece: 't1', path: [[3, 2]] }); // STUCK
  const reef = scen([
    { id: 'c1', type: 'crab', owner: 'A', at: [3, 3] },
    { id: 'o1', type: 'ore', at: [4, 3] },
  ]);
  tryIt(reef, { type: 'load', carrier: 'c1', item: 'o1' }); // TERRAIN submerged ore
  const pont = scen(
    [
      { id: 'c1', type: 'crab', owner: 'A', at: [7, 5] },
      { id: 'p1', type: 'pontoon', in: 'c1' },
    ],
    {
      board: { terrain: ['pppppppp', 'ssssssss', 'ssssssss', 'ssssssss', 'ssssssss', 'sssssssp'] },
    },
  );
  void pont;
  const pont2 = scen(
    [
      {
        id: 'g1',
        type: 'barge',
        owner: 'A',
        at: [
          [5, 3],
          [5, 4],
        ],
      },
      { id: 'p1', type: 'pontoon', in: 'g1' },
    ],
    {
      board: { terrain: ['pppppppp', 'ssssssss', 'ssssssss', 'ssssssss', 'ssssssss', 'ssssssss'] },
    },
  );
  tryIt(pont2, { type: 'unload', carrier: 'g1', item: 'p1', to: [6, 3] }); // PONTOON_UNSUPPORTED
  const reserve = scen(
    [
      { id: 'w1', type: 'pondeuse', owner: 'A', at: [0, 5] },
      { id: 'o1', type: 'ore', in: 'w1' },
    ],
    { variant: { mining: true } },
  );
  tryIt(reserve, { type: 'build', pondeuse: 'w1', kind: 'tank', to: [1, 5] }); // RESERVE_EMPTY (no tanks in mining)
  tryIt(reserve, { type: 'fire', shooters: ['w1', 'w1'], target: [1, 5] }); // WRONG_PHASE mining
  const nef = scen(
    [
      { id: 'k1', type: 'astronef', owner: 'B', at: [3, 2], orientation: 'N', towers: [true, false, false] },
      { id: 't1', type: 'tank', owner: 'A', at: [3, 0] },
      { id: 'kA', type: 'astronef', owner: 'A', at: [6, 4], orientation: 'N', towers: [false, false, false] },
      { id: 'o1', type: 'ore', in: 'kA' },
      { id: 'x1', type: 'tank', owner: 'A', in: 'kA' },
    ],
    { board: { terrain: ['pppppppp', 'pppppppp', 'pppppppp', 'pppppppp', 'pppppppp', 'pppppppp', 'pppppppp'] } },
  );
  tryIt(nef, { type: 'load', carrier: 'k1', item: 't1' }); // TOWERS_STANDING
  tryIt(nef, { type: 'unload', carrier: 'kA', item: 'x1', to: [6, 2] }); // PODE_DESTROYED
  tryIt(nef, { type: 'rebuildTower', astronef: 'kA', pode: 0 }); // NOT_CAPTOR
  const pair = scen([
    { id: 't1', type: 'tank', owner: 'A', at: [4, 1] },
    { id: 't2', type: 'tank', owner: 'A', at: [5, 1] },
  ]);
  tryIt(pair, { type: 'endTurn' }); // MOUNTAIN_PAIR
  const held = scen([
    { id: 'e1', type: 'tank', owner: 'B', at: [2, 0] },
    { id: 'e2', type: 'tank', owner: 'B', at: [2, 2] },
    { id: 'c1', type: 'crab', owner: 'A', at: [2, 1] },
    { id: 't1', type: 'tank', owner: 'A', at: [6, 5] },
  ]);
  tryIt(held, { type: 'move', piece: 't1', path: [[6, 4]] });
  const h2 = apply(held, { type: 'move', piece: 't1', path: [[5, 5]] } as Action);
  if (h2.ok) tryIt(h2.state, { type: 'move', piece: 'c1', path: [[1, 1]] }); // RETREAT_OVER
  tryIt(held, {
    type: 'move',
    piece: 'c1',
    path: [
      [3, 1],
      [4, 1],
    ],
  }); // retreat is one hex / under fire
  const notTurn = scen([{ id: 'kA', type: 'astronef', owner: 'A', at: [3, 2] }], { turn: 25 });
  tryIt(notTurn, { type: 'liftOff', player: 'B', astronef: 'kA', choice: 'leave' }); // NOT_YOUR_PIECE / NOT_YOUR_TURN
  return out;
}

/** Plausible params for any case, by field name (the sentence reads only its own case's fields). */
const SAMPLE: Record<string, unknown> = {
  hex: [3, 4],
  from: [3, 4],
  to: [3, 5],
  at: [3, 4],
  by: ['B'],
  opens: ['low'],
  closed: ['pieces', 'terrain'],
  neutralising: ['e1'],
  pieces: ['t1', 't2'],
  built: ['tank'],
  reasons: ['player'],
  podes: [1],
  shooters: ['t1', 't2'],
  covering: [{ id: 'e1', type: 'tank', player: 'B', at: [5, 5] }],
  cost: 2,
  left: 1,
  step: 1,
  turn: 7,
  pending: 2,
  distance: 4,
  min: 6,
  max: 2,
  range: 2,
  pode: 1,
  shots: 2,
  capacity: 4,
  used: 3,
  need: 2,
  standing: 2,
  seq: 3,
  tide: 'low',
  phase: 'landing',
  terrain: 'marsh',
  kind: 'crab',
  owner: 'B',
  player: 'A',
  active: 'B',
  expected: 'B',
  field: 'path',
  detail: 'boom',
  problem: 'truncated',
  file: 'x.fmh',
  got: 'x',
  name: 'Ada',
};
/** Where a field's name means something else in one code: a map code's parts, as typed. */
const SAMPLE_OF_CODE: Record<string, Record<string, unknown>> = {
  BAD_MAP_CODE: { code: 'M4-7-Q', kind: 'modular', letter: 'X', players: '5', seed: '7!', sliders: '1.2', extra: '9' },
};
function sampleParams(why: string | undefined, code?: string): Record<string, unknown> {
  const target: Record<string, unknown> = {
    ...SAMPLE,
    ...(code ? SAMPLE_OF_CODE[code] : {}),
    ...(why ? { why } : {}),
  };
  const base = new Proxy(target, {
    get: (t, k: string) =>
      k in t ? t[k] : k === 'why' || k === 'then' || typeof k !== 'string' ? undefined : `id-${k}`,
    has: () => true,
  });
  return base;
}

const bad =
  /undefined|null|NaN|\[object|\{\w+\}|id-(?!piece|item|carrier|astronef|target|pondeuse|secondArrival|carried|lesson|id|campaign)/;
const frenchSpacing = /[^\u00a0] [:;?!»]|« /;

describe('refusal sentences: every (code, why) the engine and the host can give', () => {
  const engineCases = refusalCases();
  const hostCases = HOST_ERROR_CODES.flatMap((code) => {
    const whys: readonly string[] = HOST_ERROR_WHYS[code];
    return whys.length ? whys.map((why) => ({ code, why: why as string | undefined })) : [{ code, why: undefined }];
  });

  it('the engine lists a case for every reason code, and each case has its own sentence', () => {
    expect(Object.keys(REFUSAL_WHYS).sort()).toEqual([...REASONS].sort());
    expect(engineCases.length).toBeGreaterThan(100);
    for (const { code, why } of engineCases) {
      const entry = REFUSALS[code] as unknown as { cases: Record<string, { en?: unknown; fr?: unknown }> };
      const c = entry.cases[why ?? ''];
      expect(c, `${code}/${why}`).toBeDefined();
      expect(typeof c!.en, `${code}/${why}`).toBe('function');
      expect(typeof c!.fr, `${code}/${why}`).toBe('function');
    }
  });

  it('each case reads in English and French, with a rule link', () => {
    for (const { code, why } of [...engineCases, ...hostCases]) {
      if (code === 'BAD_INPUT' && why === undefined) continue; // the host's BAD_INPUT: the code's general sentence, tested below
      const p = sampleParams(why, code);
      const en = refusalText(code, p, 'en', { piece: (id) => `«${id}»`, player: (id) => `P-${id}` });
      const fr = refusalText(code, p, 'fr', { piece: (id) => `«${id}»`, player: (id) => `P-${id}` });
      // the case's own sentence, not its code's general one (refusalText falls back to it when a case throws)
      const entry = { ...REFUSALS, ...HOST_REFUSALS }[code as 'TERRAIN'] as unknown as {
        cases: Record<string, Record<'en' | 'fr', (p: unknown, c: unknown) => string>>;
      };
      const ctx = { piece: (id: string) => `«${id}»`, player: (id: string) => `P-${id}`, type: () => undefined };
      for (const lang of ['en', 'fr'] as const)
        expect(() => entry.cases[why ?? '']![lang](p, ctx), `${code}/${why} ${lang} throws`).not.toThrow();
      for (const [lang, s] of [
        ['en', en],
        ['fr', fr],
      ] as const) {
        expect(s.length, `${code}/${why} ${lang}`).toBeGreaterThan(4);
        expect(s, `${code}/${why} ${lang}`).not.toMatch(bad);
        // the typographic apostrophe, as every other sentence of the screen (typography.test.ts)
        expect(s, `${code}/${why} ${lang} apostrophe`).not.toMatch(/\p{L}'\p{L}/u);
        if (lang === 'en') expect(s, `${code}/${why}: a player is "they"`).not.toMatch(/\b(he|his|him|himself)\b/i);
      }
      expect(fr.replace(/«[^»]*»/g, 'X'), `${code}/${why} fr typography`).not.toMatch(frenchSpacing);
      expect(en, `${code}/${why}`).not.toBe(fr);
      expect(section(refusalSection(code, p)), `${code}/${why} -> ${refusalSection(code, p)}`).toBeDefined();
    }
  });

  it("a code without a why (an older host, the host's BAD_INPUT) gets its general sentence", () => {
    for (const code of [...REASONS, ...HOST_ERROR_CODES]) {
      for (const lang of ['en', 'fr'] as const) {
        const s = refusalText(code, {}, lang);
        expect(s.length, `${code} ${lang} without params`).toBeGreaterThan(5);
        expect(s, `${code} ${lang}`).not.toMatch(bad);
      }
      expect(section(refusalSection(code, {}))).toBeDefined();
    }
    expect(Object.keys(HOST_REFUSALS).sort()).toEqual(HOST_ERROR_CODES.filter((c) => c !== 'BAD_INPUT').sort());
  });

  it('every refusal the engine gives in the samples and in every scenario is a listed case, and reads in its own sentence', () => {
    const got: Refusal[] = samples();
    const root = join(__dirname, '../../scenarios');
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) =>
        statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : n.endsWith('.json') ? [join(dir, n)] : [],
      );
    for (const f of walk(root)) {
      const json = JSON.parse(readFileSync(f, 'utf8')) as { steps?: { do: unknown }[] };
      let s: GameState;
      try {
        s = loadScenario(json);
      } catch {
        continue;
      }
      for (const step of json.steps ?? []) {
        const r = apply(s, step.do as Action);
        if (!r.ok) got.push(r.error);
        s = r.state;
        const me = activePlayer(s);
        for (const p of s.pieces)
          if (!p.destroyed && p.type !== 'ore' && p.in === null && ownerOf(s, p) === me)
            for (const a of pieceAbilities(s, p.id))
              if (!a.allowed && a.reason) got.push({ code: a.reason, params: a.params, message: '' } as Refusal);
      }
    }
    const listed = new Set(refusalCases().map((c) => `${c.code}/${c.why ?? ''}`));
    const seen = new Set<string>();
    for (const r of got) {
      const why = (r.params as { why?: string }).why ?? '';
      const key = `${r.code}/${why}`;
      expect(listed.has(key), `${key} is produced but not listed`).toBe(true);
      seen.add(key);
      // its case's own sentence, with the params the engine gave (not the general one refusalText falls back to)
      expectOwnSentence(r, 'a sample or a scenario');
    }
    expect(seen.size).toBeGreaterThan(50);
  });

  it('the rules reference has every section in both languages', () => {
    expect(RULES.map((s) => s.id).sort()).toEqual([...SECTION_IDS].sort());
    for (const s of RULES) {
      expect(s.title.en && s.title.fr, s.id).toBeTruthy();
      expect(s.body.en.length, s.id).toBe(s.body.fr.length);
      for (const d of s.diagrams ?? []) {
        expect(d.caption.en && d.caption.fr).toBeTruthy();
        for (const p of d.pieces) expect(d.terrain[p.at[1]]?.[p.at[0]], `${s.id} ${p.id}`).toBeDefined();
      }
    }
  });
});

describe('the sentences the issue found wrong', () => {
  const base = () =>
    scen([
      { id: 't1', type: 'tank', owner: 'A', at: [0, 0] },
      { id: 't2', type: 'tank', owner: 'A', at: [0, 2] },
      { id: 'e1', type: 'tank', owner: 'B', at: [2, 1] },
      { id: 'e2', type: 'crab', owner: 'B', at: [3, 3] },
    ]);
  it('an enemy piece named as a shooter is not "it only travels carried"', () => {
    const r = apply(base(), { type: 'fire', shooters: ['e1', 't1'], target: [1, 1] } as Action);
    expect(!r.ok && r.error.code).toBe('NOT_YOUR_PIECE');
    if (r.ok) return;
    expect((r.error.params as { why: string }).why).toBe('enemyShooter');
    const en = refusalText(r.error.code, r.error.params, 'en');
    expect(en).not.toMatch(/carried/);
    expect(en).toMatch(/two of your own destructors/);
    expect(refusalText(r.error.code, r.error.params, 'fr')).toMatch(/deux de vos propres destructeurs/);
    expect(refusalSection(r.error.code, r.error.params)).toBe('destructors');
    // an ore "moved" is the case that sentence was written for
    const s2 = scen([{ id: 'o1', type: 'ore', at: [1, 1] }]);
    const r2 = apply(s2, { type: 'move', piece: 'o1', path: [[1, 2]] } as Action);
    expect(!r2.ok && refusalText(r2.error.code, r2.error.params, 'en')).toMatch(/only travels carried/);
  });
  it('a super tank on its own tracks is told the mountain, not "not even carried"', () => {
    const s2 = scen([{ id: 'st', type: 'superTank', owner: 'A', at: [3, 0] }]);
    const r = apply(s2, { type: 'move', piece: 'st', path: [[4, 1]] } as Action);
    expect(!r.ok && r.error.code).toBe('TERRAIN');
    if (r.ok) return;
    expect(refusalText(r.error.code, r.error.params, 'en')).toBe('The super tank never goes on a mountain (4,1).');
    expect(refusalText(r.error.code, r.error.params, 'fr')).toBe('Le gros tas ne va jamais sur une montagne (4,1).');
    // carried there (an unload, a load from a mountain): "not even carried"
    const carried = { why: 'superTankMountain', carrier: 'b1' };
    expect(refusalText('TERRAIN', carried, 'en')).toBe('The super tank never goes on a mountain, not even carried.');
    expect(refusalText('TERRAIN', carried, 'fr')).toBe('Le gros tas ne va jamais sur une montagne, même transporté.');
  });
  it('a capture refused for lack of contact links to the capture rule, not to moving', () => {
    const r = apply(base(), { type: 'capture', captors: ['t1', 't2'], target: 'e2' } as Action);
    expect(!r.ok && r.error.code).toBe('NOT_ADJACENT');
    if (r.ok) return;
    expect(refusalSection(r.error.code, r.error.params)).toBe('capture');
    expect(refusalText(r.error.code, r.error.params, 'en')).toMatch(/captor must stand next to its target/);
  });
  it("a disabled Shoot button gives the tank's own reason, not a partner tower's", () => {
    const s = scen(
      [
        { id: 'kA', type: 'astronef', owner: 'A', at: [2, 2], orientation: 'N', towers: [false, false, false] },
        { id: 't1', type: 'tank', owner: 'A', at: [4, 1] },
        { id: 'e1', type: 'tank', owner: 'B', at: [6, 1] },
      ],
      { board: { terrain: ['pppppppp', 'pppppppp', 'pppppppp', 'pppppppp', 'pppppppp', 'pppppppp'] } },
    );
    const fire = pieceAbilities(s, 't1').find((a) => a.action === 'fire');
    expect(fire?.allowed).toBe(false);
    expect(fire?.reason).toBe('NEEDS_TWO');
    expect((fire?.params as { why: string }).why).toBe('noPartner');
    const en = refusalText(fire!.reason!, fire!.params, 'en');
    expect(en).not.toMatch(/tower|astronef/i);
    expect(en).toMatch(/No other destructor of yours can shoot with t1/);
    // its own trouble comes first: out of shots
    const s2 = scen([
      { id: 't1', type: 'tank', owner: 'A', at: [0, 0], shots: 2 },
      { id: 't2', type: 'tank', owner: 'A', at: [0, 2] },
      { id: 'e1', type: 'tank', owner: 'B', at: [1, 1] },
    ]);
    const f2 = pieceAbilities(s2, 't1').find((a) => a.action === 'fire');
    expect(f2?.reason).toBe('NO_AMMO');
  });
});

describe('sentences use their parameters', () => {
  it('reads the params of its case', () => {
    expect(refusalText('NOT_ENOUGH_AP', { cost: 2, left: 1 }, 'en')).toBe(
      'Not enough action points: this costs 2, you have 1 left.',
    );
    expect(refusalText('NOT_ENOUGH_AP', { cost: 2, left: 1 }, 'fr')).toContain('il en faut 2, il vous en reste 1');
    expect(
      refusalText(
        'UNDER_FIRE',
        {
          why: 'hex',
          hex: [12, 7],
          by: ['B'],
          shooters: [
            [12, 9],
            [13, 9],
          ],
        },
        'en',
        { player: () => 'Blue' },
      ),
    ).toBe('This hex is under Blue’s fire: destructors at 12,9 and 13,9 reach it (12,7).');
    expect(refusalText('OUT_OF_RANGE', { why: 'shooter', piece: 't1', range: 2, distance: 4 }, 'en')).toContain(
      'reaches 2 hexes; the target is 4 away',
    );
    expect(refusalText('OUT_OF_RANGE', { why: 'tooClose', astronef: 'k2', distance: 4, min: 6 }, 'fr')).toContain(
      'il en faut au moins 6',
    );
    expect(refusalText('INVALID_TARGET', { why: 'oreStaysAboard', item: 'o1' }, 'en')).toMatch(/stays there/);
    expect(refusalText('SOMETHING_NEW', {}, 'en', {}, 'host message')).toBe('host message');
  });
  it('no way for the fire of one enemy, or of several: "Bob’s fire", "Ann’s or Bob’s fire" (each way under one)', () => {
    const names: Record<string, string> = { A: 'Ann', B: 'Bob', C: 'Cat' };
    const say = (by: string[], pieces: boolean, lang: 'en' | 'fr') =>
      refusalText('UNDER_FIRE', { why: 'noWay', piece: 'c', hex: [9, 2], by, pieces }, lang, {
        player: (x) => names[x]!,
        piece: () => (lang === 'en' ? 'your crab' : 'votre crabe'),
      });
    expect(say(['B'], false, 'en')).toBe('No way to 9,2 now for your crab: every way passes under Bob’s fire.');
    expect(say(['B'], false, 'fr')).toBe(
      'Aucun chemin vers 9,2 pour votre crabe pour l’instant\u00a0: tous les chemins passent sous le feu de Bob.',
    );
    expect(say(['A', 'B'], false, 'en')).toBe(
      'No way to 9,2 now for your crab: every way passes under Ann’s or Bob’s fire.',
    );
    expect(say(['A', 'B', 'C'], true, 'en')).toBe(
      'No way to 9,2 now for your crab: every way is blocked by pieces or passes under Ann’s, Bob’s or Cat’s fire.',
    );
    expect(say(['A', 'B', 'C'], false, 'fr')).toBe(
      'Aucun chemin vers 9,2 pour votre crabe pour l’instant\u00a0: tous les chemins passent sous le feu d’Ann, de Bob ou de Cat.',
    );
    expect(say([], false, 'en')).toMatch(/under enemy fire\.$/);
  });
  it('two tanks on neighbouring mountains with no AP left: the sentence says the turn ends with the clock', () => {
    expect(refusalText('MOUNTAIN_PAIR', { why: 'endTurn', pieces: ['t1', 't2'], left: 4 }, 'en')).not.toMatch(
      /no AP left/,
    );
    expect(refusalText('MOUNTAIN_PAIR', { why: 'endTurn', pieces: ['t1', 't2'], left: 0 }, 'en')).toMatch(
      /no AP left to move one: the turn ends when your time runs out/,
    );
    expect(refusalText('MOUNTAIN_PAIR', { why: 'endTurn', pieces: ['t1', 't2'], left: 0 }, 'fr')).toMatch(
      /aucun point pour en déplacer un/,
    );
  });
  it('a tank that would make a pair no move could part (rulings of 2026-11-27) is told to stop elsewhere', () => {
    const p = { why: 'cannotBreak', pieces: ['t1', 't2'], left: 0 };
    expect(refusalText('MOUNTAIN_PAIR', p, 'en')).toMatch(/no move could part them .*stop elsewhere/);
    expect(refusalText('MOUNTAIN_PAIR', p, 'fr')).toMatch(/aucun déplacement ne pourrait les séparer/);
  });
});

describe('French elision once the names are in (issue 27, point 11)', () => {
  it('elides before a name that starts with a vowel, not before one that does not', () => {
    const as = (name: string) => ({ player: () => name });
    const seat = { why: 'notComputer', player: 'x' };
    expect(refusalText('NOT_SEATED', seat, 'fr', as('Ann'))).toBe('La place d’Ann n’est pas jouée par l’ordinateur.');
    expect(refusalText('NOT_SEATED', seat, 'fr', as('Bob'))).toBe('La place de Bob n’est pas jouée par l’ordinateur.');
    expect(refusalText('NOT_SEATED', seat, 'en', as('Ann'))).toBe('Ann’s seat is not played by the computer.');
  });
  it('agrees with a feminine piece (la barge, la pondeuse, la vedette): participles and pronouns', () => {
    const named = (name: string, type: string) => ({ piece: () => name, type: () => type });
    expect(refusalText('INVALID_TARGET', { why: 'destroyed', piece: 'b' }, 'fr', named('votre barge', 'barge'))).toBe(
      'Votre barge a été détruite.',
    );
    expect(refusalText('INVALID_TARGET', { why: 'destroyed', piece: 't' }, 'fr', named('votre char', 'tank'))).toBe(
      'Votre char a été détruit.',
    );
    expect(
      refusalText('STUCK', { why: 'tide', piece: 'm', tide: 'low' }, 'fr', named('votre vedette', 'motorBoat')),
    ).toBe('Votre vedette est échouée ou embourbée à marée basse\u00a0: elle attend que la marée change.');
    expect(
      refusalText(
        'STUCK',
        { why: 'carried', piece: 'p', carried: 'g' },
        'fr',
        named('la pondeuse de Rouge', 'pondeuse'),
      ),
    ).toMatch(/^La pondeuse de Rouge est transportée par .*\u00a0: déchargez-la d’abord\.$/);
  });
});

describe('a hex under fire names the destructors that reach it (from the engine)', () => {
  it('uses the covering list of a real UNDER_FIRE refusal', () => {
    const s: GameState = loadScenario({
      name: 'uf',
      board: { terrain: ['ppppppppp', 'ppppppppp', 'ppppppppp'] },
      turn: 7,
      tide: 'normal',
      players: [{ id: 'A', ap: 15 }, { id: 'B' }],
      active: 'A',
      pieces: [
        { id: 'c', type: 'crab', owner: 'A', at: [3, 1] },
        { id: 'u1', type: 'tank', owner: 'B', at: [7, 0] },
        { id: 'u2', type: 'tank', owner: 'B', at: [7, 2] },
      ],
    });
    const r = apply(s, {
      type: 'move',
      piece: 'c',
      path: [
        [4, 1],
        [5, 1],
      ],
    } as Action);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('UNDER_FIRE');
    const en = refusalText(r.error.code, r.error.params, 'en');
    const fr = refusalText(r.error.code, r.error.params, 'fr');
    expect(en).toContain('7,0');
    expect(en).toContain('7,2');
    expect(fr).toContain('7,0');
    expect(fr).toContain('7,2');
  });
});

describe('take-back refusals', () => {
  it('have an English and a French sentence for every reason the engine gives', async () => {
    const { TAKE_BACK_REASONS } = await import('../../../src/engine/takeback');
    const { refusalText, hasRefusal } = await import('../../../renderer/src/i18n/refusals');
    for (const code of TAKE_BACK_REASONS) {
      expect(hasRefusal(code), code).toBe(true);
      for (const lang of ['en', 'fr'] as const)
        expect(refusalText(code, { what: 'forecast', action: 'unload' }, lang)).not.toBe(code);
    }
    expect(refusalText('REVEALED', { what: 'forecast', action: 'unload' }, 'en')).toBe(
      'That cannot be taken back: it showed a forecast card.',
    );
    expect(refusalText('REVEALED', { what: 'liftOff', action: 'liftOff' }, 'fr')).toBe(
      'Impossible de le reprendre\u00a0: cela a dévoilé les choix du tour 21.',
    );
  });
});

describe('a map code that cannot be read (BAD_MAP_CODE)', () => {
  it('says which part is wrong, in English and French, from what the planets module finds', async () => {
    const { decodeMapCode } = await import('../../../src/planets/index');
    const say = (code: string, lang: 'en' | 'fr') => {
      const r = decodeMapCode(code);
      if (!('problem' in r)) throw new Error(`${code} reads`);
      return refusalText('BAD_MAP_CODE', { code, ...r.problem }, lang);
    };
    expect(say('xyz', 'en')).toMatch(/^A map code reads like M4-7-R/);
    expect(say('xyz', 'fr')).toMatch(/^Un code de carte s’écrit comme M4-7-R/);
    expect(say('X4-7-R', 'en')).toMatch(/board’s letter: O .* P \(planet\), not X\.$/);
    expect(say('X4-7-R', 'fr')).toMatch(/lettre du plateau\u00a0: O .* P \(planète\), pas X\.$/);
    expect(say('FX3-G', 'en')).toMatch(/FL \(left\) or FR \(right\), not FX\.$/);
    expect(say('FX3-G', 'fr')).toMatch(/FL \(gauche\) ou FR \(droit\), pas FX\.$/);
    expect(say('PR4-7-C', 'en')).toMatch(/names a flap \(FL, FR\): after P comes the number of players/);
    expect(say('PR4-7-C', 'fr')).toMatch(/nomme un volet \(FL, FR\)\u00a0: après P vient le nombre de joueurs/);
    expect(say('M5-7-R', 'en')).toMatch(/number of players, 2, 3 or 4, not 5\.$/);
    expect(say('M5-7-R', 'fr')).toMatch(/nombre de joueurs, 2, 3 ou 4, pas 5\.$/);
    expect(say('M4-7', 'en')).toMatch(/^The seed is missing: a modular board’s code/);
    expect(say('P4-7!-C', 'fr')).toMatch(/^7! n’est pas une graine/);
    expect(say('P4-7-60.20-I', 'en')).toMatch(/four numbers from 0 to 100 .* not 60\.20\.$/);
    expect(say('O4-7-S', 'en')).toMatch(
      /^The original board’s code ends with the number of players.*: 7 does not belong/,
    );
    expect(say('FL3-1-G', 'fr')).toMatch(/^Le code du plateau replié finit par le nombre de joueurs/);
    expect(say('M4-7-Q', 'en')).toMatch(/^The code is mistyped: its last character/);
    expect(say('M4-7-Q', 'fr')).toMatch(/^Le code est mal saisi\u00a0: son dernier caractère/);
  });
});
