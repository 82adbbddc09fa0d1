// Any moment of a game as a rule scenario (src/debrief/scenario-export.ts): the scenario runner replays it
// and agrees, at moments across a whole seeded game; a moment the format cannot say is refused, with why.
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/ai/index.js';
import { replay, runScenario } from '../../../src/engine/index.js';
import { exportScenario, ExportRefused } from '../../../src/debrief/scenario-export.js';
import { SEEDED_LEVELS, seededOptions } from '../../../src/debrief/seeded.js';

const seed = 6;
const game = playGame([...SEEDED_LEVELS], seed, { think: { untimed: true } });
const options = seededOptions(SEEDED_LEVELS, seed);

describe('a moment of a game as a rule scenario', () => {
  it('replays in the scenario runner at moments across the game, each with its turn so far as steps', () => {
    let exported = 0;
    for (let seq = 0; seq <= game.log.length; seq += 7) {
      const at = replay(options, game.log.slice(0, seq)).state;
      let sc;
      try {
        sc = exportScenario(options, game.log, seq, `seq ${seq}`);
      } catch (e) {
        expect(e).toBeInstanceOf(ExportRefused);
        if ((e as ExportRefused).why === 'departed')
          expect(at.pieces.some((p) => p.type === 'astronef' && p.departed)).toBe(true);
        else expect(at.phase !== 'play' || at.turn === 21).toBe(true);
        continue;
      }
      exported++;
      // through JSON, as a file would carry it
      const r = runScenario(JSON.parse(JSON.stringify(sc)));
      expect(r.failures, `seq ${seq}`).toEqual([]);
      expect(sc.turn).toBe(at.turn);
      expect(sc.final.active).toBe(at.order[at.activeIdx]);
    }
    expect(exported).toBeGreaterThan(40);
  });

  it('says when the engine no longer agrees: a final check changed fails', () => {
    const seq = Math.floor(game.log.length / 2);
    const sc = exportScenario(options, game.log, seq, 'changed');
    const mover = Object.entries(sc.final.pieces).find(([, w]) => w !== 'destroyed' && (w as { at?: unknown }).at)!;
    (sc.final.pieces[mover[0]] as { at?: unknown }).at = [0, 0];
    expect(runScenario(JSON.parse(JSON.stringify(sc))).passed).toBe(false);
  });

  it('refuses the landing, the deployment and turn 21, saying why', () => {
    expect(() => exportScenario(options, game.log, 3, 'landing')).toThrow(ExportRefused);
    const t21 = game.log.findIndex((_a, i) => replay(options, game.log.slice(0, i)).state.turn === 21);
    expect(() => exportScenario(options, game.log, t21 + 1, 't21')).toThrow(/turn-21|turn in play/);
  });
});
