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
  | { kind: 'fit' }
  /** The keyboard's hex cursor: a step by column (`dx`) or row (`dy`). */
  | { kind: 'cursor'; dx: number; dy: number }
  /** Enter or Space: what a click on the cursor's hex does (or a confirmation waiting for it). */
  | { kind: 'activate' }
  /** The cursor to the next (`dir` 1) or previous (-1) of the player's pieces, or of the choices offered. */
  | { kind: 'cycle'; what: 'pieces' | 'choices'; dir: 1 | -1 };

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

/**
 * The board's keys: arrows move the hex cursor (with Shift they pan the view), Enter or Space act at it, N and T
 * (Shift: backwards) go to the next of one's pieces or of the choices offered, + and - zoom, F or 0 fits.
 */
export function keyIntent(key: string, shift = false): BoardIntent | null {
  const arrow = ARROWS[key];
  if (arrow)
    return shift
      ? { kind: 'pan', dx: -arrow[0] * KEY_PAN_PX, dy: -arrow[1] * KEY_PAN_PX }
      : { kind: 'cursor', dx: arrow[0], dy: arrow[1] };
  switch (key) {
    case 'Enter':
    case ' ':
      return { kind: 'activate' };
    case 'n':
    case 'N':
      return { kind: 'cycle', what: 'pieces', dir: shift ? -1 : 1 };
    case 't':
    case 'T':
      return { kind: 'cycle', what: 'choices', dir: shift ? -1 : 1 };
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

/** Each arrow's step of the cursor, by column and row (the view pans the other way). */
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};
