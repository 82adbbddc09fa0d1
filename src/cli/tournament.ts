// npm run tournament -- --a hard --b random --games 100 --players 2 [--c easy --d easy] [--seed 1]
//                       [--jobs N] [--budget-scale 1] [--ore lattice|one-in-three] [--json]
//                       [--board original|folded|modular|planet] [--board-seed N] [--ap-a N]
//                       [--budget-a S] [--clock wall|cpu]
// Seeded games between computer players, played in parallel child processes. Seat 1 is --a, seat 2
// --b, seats 3 and 4 --c and --d (default: --b again). The seats rotate from game to game so that each
// level plays from every position. The ore is laid as in the host's new games (the lattice) unless
// --ore one-in-three asks for the older set-up (every campaign created before the lattice). --board plays on
// another kind of board (src/planets, with its own ore): each game draws its own from its seed (a folded
// board folds the left flap on even seeds, the right on odd ones), or all play on the one of --board-seed.
// --ap-a N gives the seat that plays --a a handicap (N < 0) or an advantage (N > 0) of N action points a turn
// (-5 to 5), so that a win rate can be measured against it. --budget-a S gives the seat playing --a its own
// budget scale (the others keep --budget-scale): hard at 0.1 s (0.0333) or 1 s (0.333) of its 3 s against a
// normal that keeps its own (until session 9 hard's budget was 10 s: 0.01 and 0.1 then). --clock cpu spends the budgets on the game process's CPU time, not the wall clock: on a
// busy machine (nice 19 among many) a second of budget is then a second of thinking, as on a quiet one.
// Prints a table, or with --json one object; stopped early (SIGINT, SIGTERM) it reports the games finished so far:
// {"games": N, "players": [{"name", "wins", "winRate", "low95", "meanScore", "thinkMsMedian", "thinkMsP95", "refusedRate"}, ...]}
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { LEVELS, playGame, type GameRecord, type Level, type OreSetup } from '../ai/index.js';
import type { BoardData } from '../engine/index.js';
import { KINDS, generate, type Kind } from '../planets/index.js';

const ORE_SETUPS: readonly OreSetup[] = ['lattice', 'one-in-three'];
const CLOCKS = ['wall', 'cpu'] as const;
type Clock = (typeof CLOCKS)[number];

/** This process's CPU time in ms (a game runs in one thread of its own process: its thinking). */
const cpuClock = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

interface Args {
  seats: Level[];
  games: number;
  seed: number;
  jobs: number;
  budgetScale: number;
  /** The budget scale of the seat playing --a (null: --budget-scale, as the others). */
  budgetA: number | null;
  clock: Clock;
  ore: OreSetup;
  board: Kind;
  /** Action points a turn given to (or taken from) the seat playing --a. */
  apA: number;
  /** One board for every game; null: each game draws its own from its seed. */
  boardSeed: number | null;
  json: boolean;
}

function fail(message: string): never {
  process.stderr.write(`tournament: ${message}\n`);
  process.exit(2);
}

function parseArgs(argv: string[]): Args {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const level = (name: string, fallback?: Level): Level => {
    const v = get(name) ?? fallback;
    if (!v || !(LEVELS as readonly string[]).includes(v))
      fail(`--${name} must be one of ${LEVELS.join(', ')} (got ${v})`);
    return v as Level;
  };
  const int = (name: string, fallback: number, min: number) => {
    const v = get(name);
    const n = v === undefined ? fallback : Number(v);
    if (!Number.isInteger(n) || n < min) fail(`--${name} must be an integer >= ${min} (got ${v})`);
    return n;
  };
  const players = int('players', 2, 2);
  if (players > 4) fail('--players is 2, 3 or 4');
  const a = level('a', 'hard');
  const b = level('b', 'random');
  const seats: Level[] = [a, b, level('c', b), level('d', b)].slice(0, players);
  const scale = get('budget-scale') === undefined ? 1 : Number(get('budget-scale'));
  if (!(scale > 0)) fail('--budget-scale must be a positive number');
  const ore = get('ore') ?? 'lattice';
  if (!(ORE_SETUPS as readonly string[]).includes(ore))
    fail(`--ore must be one of ${ORE_SETUPS.join(', ')} (got ${ore})`);
  const board = get('board') ?? 'original';
  if (!(KINDS as readonly string[]).includes(board)) fail(`--board must be one of ${KINDS.join(', ')} (got ${board})`);
  const boardSeed = get('board-seed') === undefined ? null : int('board-seed', 0, 0);
  const budgetA = get('budget-a') === undefined ? null : Number(get('budget-a'));
  if (budgetA !== null && !(budgetA > 0)) fail('--budget-a must be a positive number');
  const clock = get('clock') ?? 'wall';
  if (!(CLOCKS as readonly string[]).includes(clock))
    fail(`--clock must be one of ${CLOCKS.join(', ')} (got ${clock})`);
  const apA = get('ap-a') === undefined ? 0 : Number(get('ap-a'));
  if (!Number.isInteger(apA) || Math.abs(apA) > 5) fail(`--ap-a must be an integer from -5 to 5 (got ${get('ap-a')})`);
  return {
    seats,
    apA,
    board: board as Kind,
    boardSeed,
    games: int('games', 100, 1),
    seed: int('seed', 1, 0),
    jobs: int('jobs', Math.max(1, availableParallelism()), 1),
    budgetScale: scale,
    budgetA,
    clock: clock as Clock,
    ore: ore as OreSetup,
    json: argv.includes('--json'),
  };
}

/** Game i: its seed and its seats (rotated by i), and the seed of its board. */
function gamePlan(
  args: Args,
  i: number,
): { seed: number; levels: Level[]; boardSeed: number; apHandicaps: number[]; budgets: number[] } {
  const n = args.seats.length;
  const levels = args.seats.map((_, k) => args.seats[(k + i) % n]!);
  const seed = (args.seed * 1000003 + i * 7919) >>> 0;
  // the seat playing --a this game (the seats rotate) carries --ap-a
  const apHandicaps = args.seats.map((_, k) => ((k + i) % n === 0 ? args.apA : 0));
  const budgets = args.seats.map((_, k) => ((k + i) % n === 0 ? (args.budgetA ?? args.budgetScale) : args.budgetScale));
  return { seed, levels, boardSeed: args.boardSeed ?? seed, apHandicaps, budgets };
}

/** The board of a game: undefined for the original map (laid with the ore set-up), else a drawn one. */
function boardOf(kind: Kind, players: number, seed: number): BoardData | undefined {
  if (kind === 'original') return undefined;
  const { file } = generate({
    kind,
    players,
    seed,
    ...(kind === 'folded' ? { side: seed % 2 ? 'right' : 'left' } : {}),
  });
  return { terrain: file.terrain, ore: file.ore, title: file.title };
}

type Result = Omit<GameRecord, 'log'>;

async function runAll(args: Args, results: Result[]): Promise<Result[]> {
  let next = 0;
  let done = 0;
  const self = fileURLToPath(import.meta.url);
  const worker = () =>
    new Promise<void>((resolve, reject) => {
      const child = fork(self, ['--worker'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      const feed = () => {
        if (next >= args.games) {
          child.send({ stop: true });
          return;
        }
        const i = next++;
        child.send({ i, ...gamePlan(args, i), clock: args.clock, ore: args.ore, board: args.board });
      };
      child.on('message', (m: { i: number; result: Result }) => {
        results[m.i] = m.result;
        done++;
        if (!args.json) process.stderr.write(`\r${done}/${args.games} games`);
        feed();
      });
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`a game process ended with code ${code}`)),
      );
      feed();
    });
  await Promise.all(Array.from({ length: Math.min(args.jobs, args.games) }, worker));
  if (!args.json) process.stderr.write('\n');
  return results;
}

function quantile(xs: number[], q: number): number {
  if (!xs.length) return 0;
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

/** Wilson score interval, 95%. */
function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 0];
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

function summarise(args: Args, results: Result[]) {
  const names = [...new Set(args.seats)];
  return {
    games: results.length,
    players: names.map((name) => {
      let wins = 0;
      const scores: number[] = [];
      const ores: number[] = [];
      const think: number[] = [];
      let actions = 0;
      let refused = 0;
      for (const g of results) {
        const seats = g.seats.filter((s) => s.level === name);
        if (seats.some((s) => s.player === g.winner)) wins++;
        for (const s of seats) {
          scores.push(s.points);
          ores.push(s.ore);
          think.push(...s.thinkMs);
          actions += s.actions;
          refused += s.refused;
        }
      }
      const [low95, high95] = wilson(wins, results.length);
      return {
        name,
        wins,
        winRate: round(wins / Math.max(1, results.length)),
        low95: round(low95),
        high95: round(high95),
        meanScore: round(scores.reduce((a, b) => a + b, 0) / Math.max(1, scores.length), 1),
        meanOre: round(ores.reduce((a, b) => a + b, 0) / Math.max(1, ores.length), 1),
        thinkMsMedian: Math.round(quantile(think, 0.5)),
        thinkMsP95: Math.round(quantile(think, 0.95)),
        refusedRate: round(refused / Math.max(1, actions), 4),
      };
    }),
    draws: results.filter((g) => g.winner === null).length,
    unfinished: results.filter((g) => !g.finished).length,
  };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv[0] === '--worker') {
    // the tournament stopped: leave after the game in hand
    process.on('disconnect', () => process.exit(0));
    process.on(
      'message',
      (m: {
        stop?: boolean;
        i: number;
        seed: number;
        levels: Level[];
        budgets: number[];
        clock: Clock;
        ore: OreSetup;
        board: Kind;
        boardSeed: number;
        apHandicaps: number[];
      }) => {
        if (m.stop) {
          process.disconnect?.();
          return;
        }
        const board = boardOf(m.board, m.levels.length, m.boardSeed);
        const bank = bankCounter();
        const { log: _log, ...result } = playGame(m.levels, m.seed, {
          ...(bank ? { onAction: bank.onAction } : {}),
          thinkBySeat: m.budgets.map((budgetScale) => ({
            budgetScale,
            ...(m.clock === 'cpu' ? { clock: cpuClock } : {}),
          })),
          oreSetup: m.ore,
          apHandicaps: m.apHandicaps,
          ...(board ? { board } : {}),
        });
        if (bank) process.stderr.write(`\nbank-for-strike game ${m.seed}: ${bank.line()}\n`);
        process.send!({ i: m.i, result });
      },
    );
    return;
  }
  const args = parseArgs(argv);
  const t0 = Date.now();
  const results: Result[] = new Array(args.games);
  // stopped early (SIGINT, SIGTERM): the games finished so far are reported, and said to be fewer
  const stop = () => {
    const done = results.filter(Boolean);
    report(args, done, t0, `stopped after ${done.length} of ${args.games} games`);
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  report(args, await runAll(args, results), t0, null);
}

function report(args: Args, results: Result[], t0: number, stopped: string | null): void {
  const summary = summarise(args, results);
  if (args.json) {
    const players = summary.players.map(
      ({ name, wins, winRate, low95, meanScore, thinkMsMedian, thinkMsP95, refusedRate }) => ({
        name,
        wins,
        winRate,
        low95,
        meanScore,
        thinkMsMedian,
        thinkMsP95,
        refusedRate,
      }),
    );
    process.stdout.write(
      JSON.stringify({
        games: summary.games,
        ...(stopped ? { stopped } : {}),
        board: args.board,
        boardSeed: args.boardSeed,
        apA: args.apA,
        budgetScale: args.budgetScale,
        budgetA: args.budgetA,
        clock: args.clock,
        players,
      }) + '\n',
    );
    return;
  }
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const lines = [
    `${stopped ? `${stopped}: ` : ''}${summary.games} games, seats ${args.seats.join(' / ')} (rotated), seed ${args.seed}, ${args.jobs} jobs, budget x${args.budgetScale}${args.budgetA === null ? '' : ` (${args.seats[0]} x${args.budgetA})`}, ${args.clock} clock, ore ${args.ore}, board ${args.board}${args.boardSeed === null ? '' : ` (seed ${args.boardSeed})`}${args.apA ? `, ${args.seats[0]} ${args.apA > 0 ? '+' : ''}${args.apA} AP a turn` : ''}, ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    '',
    '| player | wins | win rate (95% interval) | mean score | mean ore | think ms/turn median | p95 | refused |',
    '|---|---|---|---|---|---|---|---|',
    ...summary.players.map(
      (p) =>
        `| ${p.name} | ${p.wins} | ${pct(p.winRate)} (${pct(p.low95)}–${pct(p.high95)}) | ${p.meanScore} | ${p.meanOre} | ${p.thinkMsMedian} | ${p.thinkMsP95} | ${pct(p.refusedRate)} |`,
    ),
    '',
    `draws: ${summary.draws}, unfinished: ${summary.unfinished}`,
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : e}\n`);
  process.exit(1);
});

/**
 * FMH_BANK_STATS=1: each game writes how often a computer seat ended its turn banking points for a strike
 * (hard, `src/ai/tasks/bank.ts`) and how often it fired or captured on its next turn (a measurement aid).
 */
function bankCounter() {
  if (!process.env.FMH_BANK_STATS) return null;
  let fired = 0;
  let executed = 0;
  const pending = new Map<string, boolean>();
  return {
    onAction(a: { type: string }, player: string, reason?: { task: string }) {
      if (pending.get(player) && (a.type === 'fire' || a.type === 'capture')) {
        executed++;
        pending.set(player, false);
      }
      if (a.type !== 'endTurn') return;
      // the turn after the bank is over: struck or not
      pending.delete(player);
      if (reason?.task === 'bankForStrike') {
        fired++;
        pending.set(player, true);
      }
    },
    line: () => `fired ${fired}, struck next turn ${executed}`,
  };
}
