// A seat's handicap or advantage (issue 28, point 9) in words: the lists come from src/shared/lists.ts.
import type { Handicap } from '../../../src/host/contract';

/** A signed figure as the screen writes it: '+2', '−2' (a true minus sign), '0'. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0';
}

/** Whether a handicap changes anything (absent or both 0: no). */
export function hasHandicap(h: Handicap | undefined | null): h is Handicap {
  return !!h && (h.ap !== 0 || h.seconds !== 0);
}
