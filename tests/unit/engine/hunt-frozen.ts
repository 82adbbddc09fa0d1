// A wider hunt for frozen turns than the test suite affords: random games with random seeds over every
// board kind, variant and number of players, each checked after every accepted action (frozen.ts).
// Run by hand, niced and bounded: `nice -n 19 npx tsx tests/unit/engine/hunt-frozen.ts [games] [seconds]`.
// Prints each freeze with what it takes to replay it, then a summary line.
import { boards, firstFreeze, VARIANTS } from './frozen.js';

const games = Number(process.argv[2] ?? 200);
const seconds = Number(process.argv[3] ?? 1800);
const kinds = [...boards(3), ...boards(4).slice(1)];
const started = Date.now();
let played = 0;
let found = 0;
for (let g = 0; g < games && Date.now() - started < seconds * 1000; g++) {
  const b = kinds[Math.floor(Math.random() * kinds.length)]!;
  const variant = VARIANTS[Math.floor(Math.random() * VARIANTS.length)]!;
  const n = 2 + Math.floor(Math.random() * 3);
  const players = b.kind === 'original' ? n : b.kind.endsWith('/4') ? 4 : Math.min(n, 3);
  const seed = 1 + Math.floor(Math.random() * (2 ** 31 - 2));
  const f = firstFreeze(b, variant, players, seed);
  played++;
  if (f) {
    found++;
    console.log(
      `FROZEN ${b.kind} ${JSON.stringify(variant)} ${players} players, seed ${seed}, step ${f.step}, after ${JSON.stringify(f.action)}: ${f.why}`,
    );
  }
}
console.log(`${played} games, ${found} frozen, ${Math.round((Date.now() - started) / 1000)} s`);
