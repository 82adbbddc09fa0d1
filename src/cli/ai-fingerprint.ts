// npm run ai:fingerprint [-- --games 3]
// Plays a few seeded games between computer players without a clock (the plans depend only on the
// views and the seeds) and prints a hash of each game's action log. A change meant to keep the
// players' behaviour (a refactoring of the planner) must print the same lines before and after.
import { createHash } from 'node:crypto';
import { playGame, type Level } from '../ai/index.js';

const argv = process.argv.slice(2);
const gi = argv.indexOf('--games');
const games = gi >= 0 ? Number(argv[gi + 1]) : 3;
if (!Number.isInteger(games) || games < 1) {
  process.stderr.write('ai-fingerprint: --games must be a positive integer\n');
  process.exit(2);
}

// hard with a small portfolio: untimed, each of its candidate turns is still bounded by its own clock
const MATCHES: { levels: Level[]; think: Parameters<typeof playGame>[2] }[] = [
  { levels: ['normal', 'easy'], think: { think: { untimed: true } } },
  { levels: ['easy', 'normal'], think: { think: { untimed: true } } },
  { levels: ['hard', 'easy'], think: { think: { untimed: true, portfolio: 3, extraSamples: 1 } } },
  { levels: ['hard', 'normal'], think: { think: { untimed: true, portfolio: 3, extraSamples: 1 } } },
  { levels: ['hard', 'normal', 'easy', 'random'], think: { think: { untimed: true, portfolio: 2 } } },
];

for (const m of MATCHES)
  for (let g = 0; g < games; g++) {
    const seed = 101 + g;
    const game = playGame(m.levels, seed, m.think);
    const hash = createHash('sha256').update(JSON.stringify(game.log)).digest('hex').slice(0, 16);
    const score = game.seats.map((s) => `${s.level}:${s.points}`).join(' ');
    process.stdout.write(`${m.levels.join('-')} seed ${seed}: ${game.log.length} actions ${hash} (${score})\n`);
  }
