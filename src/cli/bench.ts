// npm run bench [-- --json] [-- --engine-only]: speed figures (median and p95) printed as a table.
import {
  activePlayer,
  apply,
  getBoard,
  legalDestinations,
  fireZones,
  newGame,
  ownerOf,
  replay,
  randomStep,
  Rand,
  playRandomGame,
} from '../engine/index.js';
import { fireMaps, fireMapsFromScratch } from '../engine/fire-maps.js';
import type { Action, GameOptions, GameState } from '../engine/index.js';
import { rowsThatMeasuredNothing, stats, type BenchRow } from './bench-lib.js';
import { benchStore } from './bench-store.js';
import { benchRenderer } from './bench-renderer.js';
import { benchMaps } from './bench-maps.js';
import { benchDebrief } from './bench-debrief.js';

export type { BenchRow };

/** At least this long of calls before a row's samples: V8 has then compiled what the row runs with its top tier. */
const MICRO_WARMUP_MS = 250;

/**
 * Runs fn in batches; each sample is the mean time of one call in a batch, in microseconds. The samples start
 * once the code is warm (at least 5 batches and MICRO_WARMUP_MS of calls): with 5 batches only, the first rows
 * (one move, a shot) were measured while still being compiled, 10 to 30% slower than the same code a moment later,
 * by an amount that differed from one engine version to the next (session 6: one move 3.5-4.0 µs at first, then
 * 3.0-3.3 µs for seven more measurements, in both versions).
 */
function micro(fn: (i: number) => void, batch = 200, samples = 150): ReturnType<typeof stats> {
  const warm = process.hrtime.bigint();
  for (let n = 0; n < 5 || Number(process.hrtime.bigint() - warm) < MICRO_WARMUP_MS * 1e6; n++)
    for (let i = 0; i < batch; i++) fn(i);
  const out: number[] = [];
  let k = 0;
  for (let s = 0; s < samples; s++) {
    const t = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) fn(k++);
    out.push(Number(process.hrtime.bigint() - t) / 1000 / batch);
  }
  return stats(out);
}

function timeMs(fn: () => void, runs: number, warmup = 1): ReturnType<typeof stats> {
  for (let i = 0; i < warmup; i++) fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    fn();
    out.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return stats(out);
}

const FOUR: GameOptions = { players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }, { id: 'D' }], seed: 20261121 };

/** A 4-player mid-game position: every army landed, deployed and spread by random play until turn 10. */
function midGame(): GameState {
  let state = newGame(FOUR);
  const r = new Rand(99);
  while (state.phase !== 'over' && state.turn < 10) state = randomStep(state, r).result.state;
  return state;
}

function benchEngine(): BenchRow[] {
  const rows: BenchRow[] = [];
  const mid = midGame();
  const active = mid.order[mid.activeIdx]!;
  const mine = mid.pieces.filter(
    (p) =>
      p.type === 'tank' && !p.destroyed && p.in === null && p.at >= 0 && mid.colors[p.color!]!.controller === active,
  );
  // One move: a tank of the active player with a legal one-hex step, validated and applied.
  let moveAction: Action | null = null;
  for (const t of mine) {
    const d = legalDestinations(mid, t.id).find((x) => x.cost === 1);
    if (d) {
      moveAction = { type: 'move', piece: t.id, path: d.path as [number, number][] };
      break;
    }
  }
  const pieces = mid.pieces.filter((p) => !p.destroyed && p.type !== 'ore').length;
  if (moveAction) {
    const m = micro(() => {
      const r = apply(mid, moveAction!);
      if (!r.ok) throw new Error('bench move refused');
    });
    rows.push({
      name: 'validate + apply one move',
      ...m,
      unit: 'µs',
      target: '< 10 µs',
      note: `${pieces} pieces on a 4-player board`,
    });
  } else rows.push(notFound('validate + apply one move', 'tanks with a one-hex step'));
  // All fire zones, from scratch (defeating the cache).
  rows.push({
    name: 'fire zones of every player (from scratch)',
    ...micro(() => fireMapsFromScratch(mid)),
    unit: 'µs',
    target: '< 20 µs',
  });
  rows.push({
    name: 'fireZones() query as hex lists',
    ...micro(() => fireZones(mid), 50, 100),
    unit: 'µs',
    target: '—',
  });
  // Destinations of a tank with 15 and 25 AP.
  const tank = mine[0];
  if (tank) {
    for (const ap of [15, 25]) {
      const s: GameState = { ...mid, players: { ...mid.players, [active]: { ...mid.players[active]!, ap } } };
      legalDestinations(s, tank.id);
      rows.push({
        name: `legal destinations with costs, tank with ${ap} AP`,
        ...micro(() => legalDestinations(s, tank.id, { paths: false }), 100, 150),
        unit: 'µs',
        target: '< 25 µs',
        note: `${legalDestinations(s, tank.id).length} destinations`,
      });
      rows.push({
        name: `  ... and the cheapest path to each`,
        ...micro(() => legalDestinations(s, tank.id), 100, 150),
        unit: 'µs',
        target: '—',
      });
    }
  }
  // A shot with its cascade: find a legal fire action in a random game.
  const shot = findAction(mid, 'fire');
  if (shot)
    rows.push({
      name: 'a shot with its cascade',
      ...micro(() => apply(shot.state, shot.action), 50, 100),
      unit: 'µs',
      target: '—',
    });
  else rows.push(notFound('a shot with its cascade', 'shots found in random play'));
  // The fire zones after a capture: the capture applied, then every player's fire recomputed (cache patched).
  const cap = findCapture(mid);
  if (cap)
    rows.push({
      name: 'a capture, then the fire zones of every player',
      ...micro(() => fireMaps(apply(cap.state, cap.action).state), 50, 100),
      unit: 'µs',
      target: '—',
    });
  else rows.push(notFound('a capture, then the fire zones of every player', 'captures found in random play'));
  // Replay a seeded random 25-turn 4-player game from its log, with full validation.
  const game = playRandomGame(FOUR, 7);
  const n = game.log.length;
  // Measured once the JIT has settled (about twenty replays); the first, cold replays are 3 to 5 times slower.
  const rep = timeMs(() => replay(FOUR, game.log), 30, 20);
  const played = { what: 'turns played', count: game.state.phase === 'over' ? 25 : game.state.turn, least: 25 };
  rows.push({
    name: `replay a 25-turn 4-player game (${n} actions), full validation`,
    ...rep,
    measured: [...rep.measured, played],
    unit: 'ms',
    target: '—',
  });
  // A 4-player game by the rules has under 3,000 actions: the target is on the time per action.
  const per = (x: number | undefined) => (x === undefined ? undefined : (x * 3000) / n);
  rows.push({
    name: '  ... the same, per 3,000 actions',
    median: per(rep.median)!,
    p95: per(rep.p95)!,
    p99: per(rep.p99),
    measured: [...rep.measured, played],
    unit: 'ms',
    target: '< 30 ms',
  });
  // The same game each time, measured once the JIT has settled: the random player's own code (landing,
  // deployment, every piece kind's destinations) is not warmed by the rows above, and a fresh process's first
  // games take several times as long as its tenth. Until session 6 this row was the median of 3 games after
  // 1 warm-up, which swung by up to 2.5 times from one run to the next in both versions of a comparison.
  const whole = timeMs(() => playRandomGame(FOUR, 11), 15, 5);
  const ended = playRandomGame(FOUR, 11).state.phase === 'over' ? 1 : 0;
  rows.push({
    name: 'a whole random 4-player game with combat, to the end',
    ...whole,
    measured: [...whole.measured, { what: 'games played to their end', count: ended, least: 1 }],
    unit: 'ms',
    target: '< 500 ms',
  });
  return rows;
}

type Found = { state: GameState; action: Action } | null;

/** The row of a measure whose position was not found: it measured nothing, and says so (the bench then fails). */
function notFound(name: string, what: string): BenchRow {
  return {
    name,
    median: NaN,
    p95: NaN,
    unit: 'µs',
    target: '—',
    note: `no ${what}`,
    measured: [{ what, count: 0, least: 1 }],
  };
}

/**
 * Random play from a position, with seeds `from` to `to - 1` in turn, until `look` finds an action: either
 * in the position itself or as the random step just accepted there.
 */
function findInPlay(
  start: GameState,
  from: number,
  to: number,
  budget: number,
  look: (state: GameState, step: { action: Action; ok: boolean }) => Action | null,
): Found {
  for (let seed = from; seed < to; seed++) {
    let state = start;
    const r = new Rand(seed);
    for (let i = 0; i < budget && state.phase !== 'over'; i++) {
      const { action, result } = randomStep(state, r);
      const a = look(state, { action, ok: result.ok });
      if (a) return { state, action: a };
      state = result.state;
    }
  }
  return null;
}

/** An action of this type that random play makes and the engine accepts. */
function findAction(start: GameState, type: Action['type'], budget = 5000): Found {
  return findInPlay(start, 5, 40, budget, (_s, step) => (step.action.type === type && step.ok ? step.action : null));
}

/**
 * A legal capture: random play from the position until the active player has two destructors in contact
 * with an enemy piece and the capture is accepted (the random player seldom tries one by itself).
 */
function findCapture(start: GameState, budget = 20000): Found {
  return findInPlay(start, 3, 20, budget, (state) => {
    if (state.phase !== 'play') return null;
    const me = activePlayer(state);
    for (const t of state.pieces) {
      if (t.destroyed || t.at < 0 || t.in !== null || t.type === 'astronef' || t.type === 'ore' || t.type === 'pontoon')
        continue;
      if (ownerOf(state, t) === me) continue;
      const near = state.pieces.filter(
        (q) =>
          (q.type === 'tank' || q.type === 'superTank' || q.type === 'motorBoat') &&
          !q.destroyed &&
          q.in === null &&
          q.at >= 0 &&
          ownerOf(state, q) === me &&
          areAdjacent(state, q, t),
      );
      for (let a = 0; a < near.length; a++)
        for (let b = a + 1; b < near.length; b++) {
          const action: Action = { type: 'capture', captors: [near[a]!.id, near[b]!.id], target: t.id };
          if (apply(state, action).ok) return action;
        }
    }
    return null;
  });
}

function areAdjacent(state: GameState, a: { at: number }, t: { at: number; at2: number }): boolean {
  const board = getBoard(state.map);
  return board.adjacent(a.at, t.at) || (t.at2 >= 0 && board.adjacent(a.at, t.at2));
}

function printTable(rows: BenchRow[]): void {
  const head = ['benchmark', 'median', 'p95', 'p99', 'unit', 'target', 'note'];
  const body = rows.map((r) => [
    r.name,
    r.median.toFixed(2),
    r.p95.toFixed(2),
    r.p99 === undefined ? '' : r.p99.toFixed(2),
    r.unit,
    r.target,
    r.note ?? '',
  ]);
  const w = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(w[i]!)).join(' | ') + ' |';
  console.log(line(head));
  console.log('|' + w.map((x) => '-'.repeat(x + 2)).join('|') + '|');
  for (const b of body) console.log(line(b));
}

/** A group of measures that may fail (no browser, no writable temp dir) without hiding the others. */
async function optional(name: string, run: () => Promise<BenchRow[]>): Promise<BenchRow[]> {
  try {
    return await run();
  } catch (e) {
    return [
      {
        name: `${name} failed`,
        median: NaN,
        p95: NaN,
        unit: '',
        target: '',
        note: (e as Error).message.slice(0, 80),
        measured: [],
      },
    ];
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const rows = benchEngine();
  rows.push(...benchMaps());
  rows.push(...benchDebrief());
  if (!args.includes('--engine-only')) {
    rows.push(...(await optional('store', benchStore)));
    if (!args.includes('--no-browser')) rows.push(...(await optional('renderer', benchRenderer)));
  }
  if (args.includes('--json'))
    console.log(
      JSON.stringify(
        rows.map(({ name, median, p95, p99, unit, target, measured }) => ({
          name,
          median,
          p95,
          ...(p99 === undefined ? {} : { p99 }),
          unit,
          target,
          measured,
        })),
      ),
    );
  else printTable(rows);
  // A row that measured nothing (no figures, or less than its name says) fails the bench: its figure would
  // otherwise be read as a measure.
  const empty = rowsThatMeasuredNothing(rows);
  if (empty.length) {
    console.error(`\n${empty.length} bench row(s) measured nothing:\n${empty.map((e) => `  - ${e}`).join('\n')}`);
    process.exitCode = 1;
  }
}

if (/bench\.[cm]?[jt]s$/.test(process.argv[1] ?? '')) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
