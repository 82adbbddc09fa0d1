// Whether the active player could still end his turn, and random games that look for a position where he
// could not: shared by never-frozen.test.ts (fixed seeds, steady) and the wider hunts run by hand
// (`npx tsx tests/unit/engine/hunt-frozen.ts`: many random seeds, outside the test suite).
import {
  apply,
  deploySpots,
  legalDestinations,
  newGame,
  type Action,
  type GameOptions,
  type GameState,
  type Hex,
  type Variant,
} from '../../../src/engine/index.js';
import { activeId, boardOf, ownerOf, rangeOf } from '../../../src/engine/pieces.js';
import { Rand, randomStep } from '../../../src/engine/random-play.js';
import { generate } from '../../../src/planets/index.js';

/** The shots a pending second arrival may fire now (with each partner, at each hex in its range). */
function secondArrivalShots(s: GameState, id: string): { type: 'fire'; shooters: [string, string]; target: Hex }[] {
  const board = boardOf(s);
  const me = activeId(s);
  const p = s.pieces[s.index[id]!]!;
  const partners: string[] = [];
  for (const q of s.pieces) {
    if (q.destroyed || q.id === id || ownerOf(s, q) !== me || q.at < 0) continue;
    if (q.type === 'astronef') partners.push(`${q.id}:0`, `${q.id}:1`, `${q.id}:2`);
    else if (q.in === null) partners.push(q.id);
  }
  const out: { type: 'fire'; shooters: [string, string]; target: Hex }[] = [];
  for (const h of board.within(p.at, rangeOf(board, p)))
    for (const q of partners) out.push({ type: 'fire', shooters: [id, q], target: board.hex(h) as Hex });
  return out;
}

/** Why the active player could not end his turn now, or null when he could (or it is not his to end). */
export function frozen(s: GameState, depth = 0): string | null {
  if (s.phase !== 'play' && s.phase !== 'deploy') return null;
  const r = apply(s, { type: 'endTurn' });
  if (r.ok) return null;
  // a pending second arrival comes first: it must shoot before anything else (then a pair may be broken)
  const pending = s.turnState.secondArrival;
  if (pending && depth < 2) {
    // a second arrival must shoot its way out: some shot of it must lead to a turn that can end
    for (const shot of secondArrivalShots(s, pending)) {
      const f = apply(s, shot);
      if (f.ok && frozen(f.state, depth + 1) === null) return null;
    }
    return `the second arrival ${pending} cannot shoot its way out of enemy fire`;
  }
  if (r.error.code === 'MOUNTAIN_PAIR') {
    for (const id of (r.error.params as { pieces: string[] }).pieces) {
      if (s.turnState.deployed.includes(id))
        for (const h of deploySpots(s, id)) {
          const m = apply(s, { type: 'deploy', piece: id, to: h });
          if (m.ok && apply(m.state, { type: 'endTurn' }).ok) return null;
        }
      for (const d of legalDestinations(s, id)) {
        const m = apply(s, { type: 'move', piece: id, path: d.path });
        // a move into enemy fire is a second arrival, which then shoots its way out
        if (
          m.ok &&
          (depth < 2 ? frozen(m.state, depth + 1) : apply(m.state, { type: 'endTurn' }).ok ? null : 'no') === null
        )
          return null;
      }
    }
    return `a mountain pair that no move breaks: ${r.error.message}`;
  }
  return `${r.error.code}: ${r.error.message}`;
}

export type BoardKind = Pick<GameOptions, 'map' | 'board'> & { kind: string };

/** The original map and one generated board of each kind (for 2-3 players, and for 4). */
export function boards(players: 3 | 4, seed = 11): BoardKind[] {
  return [
    { kind: 'original', map: 'original' },
    ...(['folded', 'modular', 'planet'] as const).map((kind) => {
      const g = generate({ kind, players, seed, ...(kind === 'folded' ? { side: 'left' as const } : {}) });
      return { kind: `${kind}/${players}`, board: { terrain: g.file.terrain, ore: g.file.ore } };
    }),
  ];
}

export const VARIANTS: Variant[] = [
  {},
  { mountainPair: 'penalty' },
  { baseAp: 25, secondAstronef: true },
  { landing: 'computer', ores: 'three-kinds', forecast: 'single' },
  { war: true, baseAp: 20 },
  { mining: true },
  { war: true, baseAp: 25, mountainPair: 'penalty' },
  { secondAstronef: true, ores: 'three-kinds', baseAp: 20 },
  { mountainPair: 'galaxy' },
  { war: true, mountainPair: 'galaxy' },
];

/** The first freeze of one random game (after which action, and why), or null when it ran to its end. */
export function firstFreeze(
  b: BoardKind,
  variant: Variant,
  players: number,
  seed: number,
  maxSteps = 2500,
): { step: number; action: Action; why: string; log: Action[]; options: GameOptions } | null {
  const options: GameOptions = {
    players: ['A', 'B', 'C', 'D'].slice(0, players).map((id) => ({ id })),
    seed,
    ...(b.board ? { board: b.board } : { map: b.map }),
    variant,
    rulings: '2026-11-27',
  };
  let s = newGame(options);
  const r = new Rand(seed ^ 0x2545f491);
  const log: Action[] = [];
  for (let i = 0; i < maxSteps && s.phase !== 'over'; i++) {
    const { action, result } = randomStep(s, r);
    s = result.state;
    if (!result.ok) continue;
    log.push(action);
    const why = frozen(s);
    if (why) return { step: i, action, why, log, options };
  }
  return null;
}
