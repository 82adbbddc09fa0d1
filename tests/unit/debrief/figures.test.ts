// The debrief's figures on seeded computer games (src/debrief): one point of the curve per round ending on
// the final scores, turning points that are what the log says happened, each player's best and worst turn,
// and the largest swing falling on a capture or a shot. The figure over 100 games comes from
// `npm run debrief -- --games 100` (the session note); here a few games keep `npm test` short.
import { describe, expect, it } from 'vitest';
import { playGame, projectedScores } from '../../../src/ai/index.js';
import { apply, newGame, replay, type Action, type GameState } from '../../../src/engine/index.js';
import { debriefFigures, margins } from '../../../src/debrief/figures.js';
import { hardAlternative } from '../../../src/debrief/alternative.js';
import { judgeSeededGame, SEEDED_LEVELS, seededOptions } from '../../../src/debrief/seeded.js';

const levels = SEEDED_LEVELS;
const seed = 1;
const game = playGame([...levels], seed, { think: { untimed: true } });
const options = seededOptions(levels, seed);
const figures = debriefFigures(options, game.log);
/** The game's positions, `at(k)` after its first k actions: replayed once, as `replay` plays a log, not once a question. */
const positions: GameState[] = [replay(options, []).state];
for (let k = 1; k <= game.log.length; k++)
  positions.push(replay(options, game.log.slice(0, k), { state: positions[k - 1]!, index: k - 1 }).state);
const at = (k: number): GameState => positions[k]!;
const final = at(game.log.length);

describe('the debrief of a seeded 4-player game', () => {
  it('samples the projected score once per round and ends on the final scores', () => {
    expect(final.phase).toBe('over');
    expect(figures.curve.map((c) => c.turn)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const last = figures.curve[figures.curve.length - 1]!;
    expect(last.seq).toBe(game.log.length);
    for (const sc of final.result!.scores) expect(last.scores[sc.player]).toBe(sc.points);
    // each point is the projection at the first position of the next round
    for (const c of figures.curve.slice(0, -1)) {
      expect(at(c.seq).turn).toBe(c.turn + 1);
      expect(at(c.seq - 1).turn).toBe(c.turn);
    }
  });

  it('names turning points that the log shows, at the position that shows them', () => {
    expect(figures.turningPoints.length).toBeGreaterThan(0);
    let prev = 0;
    for (const tp of figures.turningPoints) {
      expect(tp.seq).toBeGreaterThan(prev);
      prev = tp.seq;
      const r = apply(at(tp.seq - 1), game.log[tp.seq - 1]!);
      expect(r.ok).toBe(true);
      const types = r.events.map((e) => e.type);
      if (tp.kind === 'shot') expect(types).toContain('fired');
      if (tp.kind === 'capture') expect(types).toContain('captured');
      if (tp.kind === 'astronefTaken') expect(types).toContain('astronefTaken');
      if (tp.kind === 'liftOff') expect(types.some((t) => t === 'liftOffRevealed' || t === 'tookOff')).toBe(true);
      for (const p of tp.pieces)
        expect(r.state.pieces[r.state.index[p.id]!]!.destroyed || tp.kind !== 'shot').toBe(true);
      expect(tp.swing).toBeGreaterThanOrEqual(0);
    }
  });

  it("judges each player's best and worst turn by his margin over it", () => {
    for (const p of figures.players) {
      const t = figures.turns[p]!;
      expect(t.best.gain).toBeGreaterThanOrEqual(t.worst.gain);
      for (const j of [t.best, t.worst]) {
        expect(j.turn).toBeGreaterThanOrEqual(3);
        const from = at(j.fromSeq);
        const to = at(j.toSeq);
        // his turn starts there: the position before it was another player's
        const before = at(j.fromSeq - 1);
        expect(before.order[before.activeIdx]).not.toBe(p);
        expect(from.order[from.activeIdx]).toBe(p);
        expect(to.order[to.activeIdx]).toBe(p);
        expect(game.log[j.toSeq]!.type).toBe('endTurn');
      }
    }
  });

  it("sets the hard player's turn beside the player's own, played on the real position", () => {
    const p = figures.players[0]!;
    const judged = figures.turns[p]!.best;
    const alt = hardAlternative(options, game.log, judged);
    expect(alt.played).toBe(judged.gain);
    let st = at(judged.fromSeq);
    for (const a of alt.actions) {
      const r = apply(st, a);
      expect(r.ok).toBe(true);
      st = r.state;
    }
    expect(st.order[st.activeIdx]).toBe(p);
    const start = at(judged.fromSeq);
    expect(alt.gain).toBeCloseTo(margins(projectedScores(st))[p]! - margins(projectedScores(start))[p]!, 0);
  });

  it('stops where a log stops: an unfinished game ends its curve on the position reached', () => {
    const half: Action[] = game.log.slice(0, 150);
    const f = debriefFigures(options, half);
    const reached = replay(options, half).state;
    expect(f.curve[f.curve.length - 1]!.seq).toBe(150);
    expect(f.curve[f.curve.length - 1]!.turn).toBe(reached.turn);
    expect(newGame(options).turn).toBe(1);
  });
});

describe('the largest swing of seeded computer games', () => {
  // 100 games: `npm run debrief -- --games 100` (about 5 minutes); three here, each one pinned
  it('falls on a capture or a shot', () => {
    for (const s of [2, 3, 6]) {
      const g = judgeSeededGame(s);
      expect(g.combat).toBe(true);
      expect(g.figures.largest?.kind, `seed ${s}`).toMatch(/^(shot|capture|astronefTaken)$/);
    }
    // three whole computer games: ~13 s on a quiet machine, past the default minute with both cores busy
  }, 300_000);
});
