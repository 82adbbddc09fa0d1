// Seeded randomness: a 32-bit mulberry32 generator whose whole state is one number kept in the game state.

/** Returns [value in [0, 1), next state]. */
export function nextRandom(state: number): [number, number] {
  const s = (state + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, s];
}

/** Fisher-Yates shuffle driven by the seeded generator; returns [shuffled copy, next state]. */
export function shuffle<T>(items: readonly T[], state: number): [T[], number] {
  const a = items.slice();
  let s = state;
  for (let i = a.length - 1; i > 0; i--) {
    const [r, ns] = nextRandom(s);
    s = ns;
    const j = Math.floor(r * (i + 1));
    const tmp = a[i]!;
    a[i] = a[j]!;
    a[j] = tmp;
  }
  return [a, s];
}
