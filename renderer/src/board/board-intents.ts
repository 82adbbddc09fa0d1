// The board's intents: what an input means for the board, whatever made it (a mouse, a finger, a key). The
// board carries out the view's (pan, zoom, fit) and hands the rest to the screen. Pure: no DOM.
import type { Hex } from '../lib/hex';

export interface Point {
  x: number;
  y: number;
}

/** What an input means for the board. */
export type BoardIntent =
  /** The pointer is over this hex (null: over no hex, or gone). */
  | { kind: 'hover'; hex: Hex | null; at: Point }
  /** A click or a tap on a hex (`right`: the secondary button; `touch`: a finger's). */
  | { kind: 'tap'; hex: Hex; at: Point; shift: boolean; right: boolean; touch?: boolean }
  /** The path being drawn by a drag from the selected piece (empty: the drag ended without one). */
  | { kind: 'pathPreview'; path: Hex[] }
  /** A path drawn by a drag from the selected piece (its first hex is the start). */
  | { kind: 'pathDrawn'; path: Hex[]; at: Point }
  | { kind: 'pan'; dx: number; dy: number }
  /** Zoom by `factor` about a point of the frame (none: its middle). */
  | { kind: 'zoom'; factor: number; at?: Point }
  | { kind: 'fit' };

export interface InputTarget {
  /** The hex under a point of the frame, or null. */
  hexAt(x: number, y: number): Hex | null;
  /** Whether a drag starting on this hex draws a path rather than panning. */
  startsPath(hex: Hex): boolean;
}

/** One wheel notch (deltaY 100) zooms by ~1.16. */
export const WHEEL_BASE = 1.0015;
/** The keys' steps: a pan, a zoom. */
const KEY_PAN_PX = 80;
const KEY_ZOOM = 1.25;
const KEY_UNZOOM = 0.8;

/** The view's keys: arrows pan, + and - zoom, F or 0 fits. */
export function viewKeyIntent(key: string): BoardIntent | null {
  switch (key) {
    case 'ArrowLeft':
      return { kind: 'pan', dx: KEY_PAN_PX, dy: 0 };
    case 'ArrowRight':
      return { kind: 'pan', dx: -KEY_PAN_PX, dy: 0 };
    case 'ArrowUp':
      return { kind: 'pan', dx: 0, dy: KEY_PAN_PX };
    case 'ArrowDown':
      return { kind: 'pan', dx: 0, dy: -KEY_PAN_PX };
    case '+':
    case '=':
      return { kind: 'zoom', factor: KEY_ZOOM };
    case '-':
      return { kind: 'zoom', factor: KEY_UNZOOM };
    case 'f':
    case 'F':
    case '0':
      return { kind: 'fit' };
  }
  return null;
}
