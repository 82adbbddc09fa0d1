// A seeded random stream for board generation, on the engine's own generator (one 32-bit state).
import { nextRandom } from '../engine/rng.js';

export class Stream {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** A value in [0, 1). */
  next(): number {
    const [v, s] = nextRandom(this.state);
    this.state = s;
    return v;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** A seed for a sub-stream: the same (seed, salt) always gives the same value, different salts differ. */
export function mixSeed(seed: number, salt: number): number {
  let h = (seed ^ Math.imul(salt + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}
