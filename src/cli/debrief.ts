// npm run debrief -- [--games 100] [--seed 1] [--levels normal,normal,normal,normal]: seeded computer games,
// each debriefed; prints for how many the largest swing falls on a capture or a shot (issue 29's figure).
import { LEVELS, type Level } from '../ai/index.js';
import { judgeSeededGame, SEEDED_LEVELS } from '../debrief/seeded.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const games = Number(arg('games') ?? 100);
const seed0 = Number(arg('seed') ?? 1);
const levels = (arg('levels')?.split(',') ?? SEEDED_LEVELS) as Level[];
if (!Number.isInteger(games) || games < 1 || !Number.isInteger(seed0) || levels.some((l) => !LEVELS.includes(l))) {
  console.error(`usage: npm run debrief -- [--games N] [--seed S] [--levels ${LEVELS.join('|')},...]`);
  process.exit(2);
}
let combat = 0;
let onCombat = 0;
const ms: number[] = [];
for (let k = 0; k < games; k++) {
  const g = judgeSeededGame(seed0 + k, levels);
  ms.push(g.analyseMs);
  if (g.combat) combat++;
  if (g.onCombat) onCombat++;
  const l = g.figures.largest;
  console.log(
    `seed ${g.seed}: largest swing ${l ? `${l.swing} on turn ${l.turn}, ${l.kind ?? l.action}` : 'none'}${g.combat ? '' : ' (no shot or capture)'}; ${g.analyseMs.toFixed(0)} ms`,
  );
}
ms.sort((a, b) => a - b);
console.log(
  `${games} games (${levels.join(', ')}), ${combat} with a shot or capture; largest swing on a capture or shot in ${onCombat} (${((100 * onCombat) / games).toFixed(0)}%); debrief median ${ms[Math.floor(ms.length / 2)]!.toFixed(0)} ms, max ${ms[ms.length - 1]!.toFixed(0)} ms`,
);
