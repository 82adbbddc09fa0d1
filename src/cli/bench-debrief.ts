// Bench row for the debrief (src/debrief): the figures of a finished 25-turn 4-player game between computer
// players (the curve, the turning points, the best and worst turns), as the host's debrief worker computes them.
import { playGame } from '../ai/index.js';
import { debriefFigures } from '../debrief/figures.js';
import { SEEDED_LEVELS, seededOptions } from '../debrief/seeded.js';
import { stats, type BenchRow } from './bench-lib.js';

export function benchDebrief(): BenchRow[] {
  const seed = 1;
  const game = playGame([...SEEDED_LEVELS], seed, { think: { untimed: true } });
  const options = seededOptions(SEEDED_LEVELS, seed);
  debriefFigures(options, game.log);
  const out: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = process.hrtime.bigint();
    debriefFigures(options, game.log);
    out.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return [
    {
      name: `debrief figures of a 25-turn 4-player computer game (${game.log.length} actions)`,
      ...stats(out),
      measured: [...stats(out).measured, { what: 'actions in the game', count: game.log.length, least: 200 }],
      unit: 'ms',
      target: '< 1000 ms',
    },
  ];
}
