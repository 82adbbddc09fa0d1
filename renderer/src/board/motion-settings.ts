// How fast the board animates: the player's setting (0 off .. 2 fast), and off when the system asks for reduced motion.

/** The tide's water rises or falls over about a second at normal speed. */
export const TIDE_MS = 1000;

export function effectiveSpeed(setting: number | undefined, reducedMotion: boolean): number {
  if (reducedMotion) return 0;
  const s = setting ?? 1;
  return Number.isFinite(s) && s > 0 ? Math.min(2, s) : 0;
}

export function prefersReducedMotion(): boolean {
  return !!globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}
