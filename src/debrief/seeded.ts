// The debrief judged on seeded computer games: does its largest swing fall on a capture or a shot (the
// astronef taken included), as a player would expect of a game's turning point? Used by the unit test (a few
// games) and by `npm run debrief -- --games 100` (the hundred).
import { playGame, type Level } from '../ai/index.js';
import type { GameOptions } from '../engine/index.js';
import { debriefFigures, type DebriefFigures } from './figures.js';

export interface SeededGame {
  seed: number;
  /** The game had at least one shot or capture (without one, no swing can fall on one). */
  combat: boolean;
  /** Its largest swing is a capture, a shot or an astronef taken. */
  onCombat: boolean;
  figures: DebriefFigures;
  analyseMs: number;
}

/** Four normal computer players: they move into range, shoot and capture, and play the same game for a seed. */
export const SEEDED_LEVELS: Level[] = ['normal', 'normal', 'normal', 'normal'];

export function seededOptions(levels: readonly Level[], seed: number): GameOptions {
  return { players: levels.map((_, i) => ({ id: `p${i + 1}` })), seed, oreSetup: 'lattice' };
}

export function judgeSeededGame(seed: number, levels: readonly Level[] = SEEDED_LEVELS): SeededGame {
  const game = playGame([...levels], seed, { think: { untimed: true } });
  const options = seededOptions(levels, seed);
  const t0 = performance.now();
  const figures = debriefFigures(options, game.log);
  const analyseMs = performance.now() - t0;
  const combat =
    figures.turningPoints.some((t) => t.kind === 'shot' || t.kind === 'capture' || t.kind === 'astronefTaken') ||
    game.log.some((a) => a.type === 'fire' || a.type === 'capture');
  const kind = figures.largest?.kind;
  return {
    seed,
    combat,
    onCombat: kind === 'shot' || kind === 'capture' || kind === 'astronefTaken',
    figures,
    analyseMs,
  };
}
