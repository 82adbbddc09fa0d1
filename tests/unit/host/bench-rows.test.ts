// The bench measures what it says (issue 26, point 7): a row that measured nothing (no timings, a take-back
// row that timed no take-back, an "open a 25-turn campaign" row that opened a quarter of a game) is named by
// the guard `npm run bench` fails on.
import { describe, expect, it } from 'vitest';
import { rowsThatMeasuredNothing, samples, stats, type BenchRow } from '../../../src/cli/bench-lib.js';

const good = (over: Partial<BenchRow> = {}): BenchRow => ({
  name: 'store: open a 25-turn 4-player campaign',
  ...stats([3, 4, 5, 6, 7]),
  unit: 'ms',
  target: '< 100 ms',
  ...over,
});

describe('bench rows that measured nothing', () => {
  it('passes a row that measured what it says', () => {
    const row = good({ measured: [samples([3, 4, 5, 6, 7]), { what: 'actions', count: 1100, least: 800 }] });
    expect(rowsThatMeasuredNothing([row])).toEqual([]);
  });

  it('names a row with no timings (the take-back row that timed 0 take-backs)', () => {
    const row = good({ name: 'host: take back a move', ...stats([], 20) });
    const why = rowsThatMeasuredNothing([good(), row]);
    expect(why).toHaveLength(1);
    expect(why[0]).toMatch(/^host: take back a move: no figures; 0 timings where it needs at least 20$/);
  });

  it('names a row that measured less than its name says (220 actions for a 25-turn campaign)', () => {
    const row = good({
      measured: [samples([1, 2, 3, 4, 5]), { what: 'actions in the campaign', count: 220, least: 800 }],
    });
    expect(rowsThatMeasuredNothing([row])).toEqual([
      'store: open a 25-turn 4-player campaign: 220 actions in the campaign where it needs at least 800',
    ]);
  });

  it('names a row that says nothing of what it measured, or whose group failed', () => {
    expect(rowsThatMeasuredNothing([good({ measured: [] })])[0]).toMatch(/says nothing of what it measured/);
    const failed = good({ name: 'renderer failed', median: NaN, p95: NaN, measured: [] });
    expect(rowsThatMeasuredNothing([failed])[0]).toMatch(/^renderer failed: no figures/);
  });

  it('names a count that is not a number', () => {
    const row = good({ measured: [{ what: 'campaigns listed', count: NaN, least: 1000 }] });
    expect(rowsThatMeasuredNothing([row])).toHaveLength(1);
  });
});
