// What every benchmark module shares: the row it reports, what the row measured, and percentiles.

/**
 * One thing a row measured and how much of it: the timings taken, the actions of the campaign opened, the
 * campaigns listed. `least` is the least for the row to measure what its name says (an "open a 25-turn
 * campaign" row that opened 220 actions, a take-back row that timed none, measured nothing).
 */
export interface Measured {
  what: string;
  count: number;
  least: number;
}

export interface BenchRow {
  name: string;
  median: number;
  p95: number;
  p99?: number;
  unit: string;
  target: string;
  note?: string;
  /** What the row measured (at least its samples). */
  measured: Measured[];
}

/** A row's samples: at least `least` of them (5 unless said). */
export function samples(times: readonly number[], least = 5): Measured {
  return { what: 'timings', count: times.length, least };
}

/**
 * Why each row measured nothing, one line a row: no figures, nothing said of what it measured, or less of
 * something than it needs. `npm run bench` fails when this is not empty.
 */
export function rowsThatMeasuredNothing(rows: readonly BenchRow[]): string[] {
  const out: string[] = [];
  for (const r of rows) {
    const why: string[] = [];
    if (!Number.isFinite(r.median) || !Number.isFinite(r.p95)) why.push('no figures');
    if (r.measured.length === 0) why.push('it says nothing of what it measured');
    for (const m of r.measured)
      if (!(m.count >= m.least)) why.push(`${m.count} ${m.what} where it needs at least ${m.least}`);
    if (why.length) out.push(`${r.name}: ${why.join('; ')}`);
  }
  return out;
}

/** The p-th percentile (0..100) of some samples. */
export function percentile(samples: readonly number[], p: number): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

/** The median, p95 and p99 of some timings, and how many there were (at least `least`). */
export function stats(
  times: readonly number[],
  least = 5,
): { median: number; p95: number; p99: number; measured: Measured[] } {
  return {
    median: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    measured: [samples(times, least)],
  };
}
