// What every benchmark module shares: the row it reports and percentiles.

export interface BenchRow {
  name: string;
  median: number;
  p95: number;
  p99?: number;
  unit: string;
  target: string;
  note?: string;
}

/** The p-th percentile (0..100) of some samples. */
export function percentile(samples: readonly number[], p: number): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

export function stats(samples: readonly number[]): { median: number; p95: number; p99: number } {
  return { median: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99) };
}
