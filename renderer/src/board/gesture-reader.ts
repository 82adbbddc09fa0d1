// What a pointer's moves mean, as board intents: a click or a tap, a drag that pans or draws a path from the
// selected piece, and with fingers a long press (what the mouse's hover shows) and two fingers that pinch to zoom
// and pan together. Pure (samples in, intents out; the long press's timer passed in), so unit tests drive it.
import { type Hex, neighbours, sameHex } from '../lib/hex';
import type { BoardIntent, InputTarget, Point } from './board-intents';

export interface PointerSample {
  id: number;
  x: number;
  y: number;
  /** 0 the primary button (or a finger), 2 the secondary. */
  button: number;
  /** A finger on a touch screen (a pen or a mouse is not). */
  touch: boolean;
  shift: boolean;
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const REAL_TIMERS: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** A pointer moved this far (CSS px) is a drag, not a click; a finger jitters more than a mouse. */
const DRAG_PX = 5;
const DRAG_TOUCH_PX = 10;
/** A finger held still this long shows what the mouse's hover shows. */
export const LONG_PRESS_MS = 500;

interface Down {
  x: number;
  y: number;
  id: number;
  button: number;
  touch: boolean;
  moved: boolean;
  /** The path being drawn from the selected piece; null when the drag pans. */
  path: Hex[] | null;
  /** A long press was shown: lifting the finger is no tap. */
  pressed: boolean;
}

export class GestureReader {
  private down: Down | null = null;
  /** The fingers on the screen, where each is now. */
  private fingers = new Map<number, Point>();
  /** Two fingers: their distance and middle at the last step. */
  private pinch: { dist: number; mid: Point } | null = null;
  private pressTimer: unknown = null;

  constructor(
    private readonly target: InputTarget,
    private readonly emit: (i: BoardIntent) => void,
    private readonly timers: Timers = REAL_TIMERS,
  ) {}

  /** Whether two fingers are zooming or panning the board. */
  get pinching(): boolean {
    return this.pinch !== null;
  }

  pointerDown(s: PointerSample): void {
    if (s.touch) {
      this.fingers.set(s.id, { x: s.x, y: s.y });
      if (this.fingers.size >= 2) return this.startPinch();
    }
    if (this.down) return;
    const hex = this.target.hexAt(s.x, s.y);
    const path = hex && s.button === 0 && this.target.startsPath(hex) ? [hex] : null;
    this.down = { x: s.x, y: s.y, id: s.id, button: s.button, touch: s.touch, moved: false, path, pressed: false };
    if (s.touch && hex) this.armLongPress(s.id, hex, { x: s.x, y: s.y });
  }

  pointerMove(s: PointerSample): void {
    if (s.touch && this.fingers.has(s.id)) {
      this.fingers.set(s.id, { x: s.x, y: s.y });
      if (this.pinch) return this.stepPinch();
    }
    const p = { x: s.x, y: s.y };
    const hex = this.target.hexAt(s.x, s.y);
    // a finger shows nothing by passing over: what it shows is what it taps or holds
    if (!s.touch) this.emit({ kind: 'hover', hex, at: p });
    const d = this.down;
    if (!d || d.id !== s.id) return;
    const dx = s.x - d.x;
    const dy = s.y - d.y;
    if (!d.moved && Math.hypot(dx, dy) > (d.touch ? DRAG_TOUCH_PX : DRAG_PX)) {
      d.moved = true;
      this.disarmLongPress();
    }
    if (!d.moved) return;
    if (d.path) {
      const last = d.path[d.path.length - 1]!;
      if (hex && !sameHex(hex, last)) {
        const back = d.path.length > 1 && sameHex(hex, d.path[d.path.length - 2]);
        if (back) d.path.pop();
        else if (neighbours(last).some((n) => sameHex(n, hex))) d.path.push(hex);
        this.emit({ kind: 'pathPreview', path: d.path.slice() });
      }
    } else {
      this.emit({ kind: 'pan', dx, dy });
      d.x = s.x;
      d.y = s.y;
    }
  }

  pointerUp(s: PointerSample): void {
    if (s.touch) {
      this.fingers.delete(s.id);
      if (this.pinch) {
        // the pinch ends with its second finger; the one left does nothing until lifted
        if (this.fingers.size < 2) this.pinch = null;
        return;
      }
    }
    const d = this.down;
    if (!d || d.id !== s.id) return;
    this.down = null;
    this.disarmLongPress();
    const p = { x: s.x, y: s.y };
    if (d.moved && d.path && d.path.length > 1) return this.emit({ kind: 'pathDrawn', path: d.path, at: p });
    if (d.moved) {
      if (d.path) this.emit({ kind: 'pathPreview', path: [] });
      return;
    }
    if (d.pressed) return;
    const hex = this.target.hexAt(s.x, s.y);
    if (!hex) return;
    // a finger has no hover: what it taps is what the readout shows
    if (d.touch) this.emit({ kind: 'hover', hex, at: p });
    this.emit({ kind: 'tap', hex, at: p, shift: s.shift, right: d.button === 2, touch: d.touch });
  }

  /** The browser took the pointer (a system gesture): whatever it was doing is dropped. */
  pointerCancel(s: PointerSample): void {
    this.fingers.delete(s.id);
    if (this.fingers.size < 2) this.pinch = null;
    if (this.down?.id !== s.id) return;
    if (this.down.path && this.down.moved) this.emit({ kind: 'pathPreview', path: [] });
    this.down = null;
    this.disarmLongPress();
  }

  /** The pointer left the board: the mouse's hover goes (a finger's stays: it leaves at every lift). */
  pointerLeave(touch: boolean): void {
    if (!touch) this.emit({ kind: 'hover', hex: null, at: { x: 0, y: 0 } });
  }

  private startPinch(): void {
    // a second finger: what the first was doing (a tap, a path, a long press) gives way to the pinch
    const d = this.down;
    if (d?.path && d.moved) this.emit({ kind: 'pathPreview', path: [] });
    this.down = null;
    this.disarmLongPress();
    this.pinch = this.pinchNow();
  }

  private stepPinch(): void {
    const was = this.pinch!;
    const now = this.pinchNow();
    if (now.dist > 0 && was.dist > 0 && now.dist !== was.dist)
      this.emit({ kind: 'zoom', factor: now.dist / was.dist, at: now.mid });
    const dx = now.mid.x - was.mid.x;
    const dy = now.mid.y - was.mid.y;
    if (dx || dy) this.emit({ kind: 'pan', dx, dy });
    this.pinch = now;
  }

  /** The first two fingers' distance and middle. */
  private pinchNow(): { dist: number; mid: Point } {
    const [a, b] = [...this.fingers.values()] as [Point, Point];
    return { dist: Math.hypot(b.x - a.x, b.y - a.y), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
  }

  private armLongPress(id: number, hex: Hex, at: Point): void {
    this.disarmLongPress();
    this.pressTimer = this.timers.set(() => {
      this.pressTimer = null;
      const d = this.down;
      if (!d || d.id !== id || d.moved) return;
      d.pressed = true;
      this.emit({ kind: 'hover', hex, at });
    }, LONG_PRESS_MS);
  }

  private disarmLongPress(): void {
    if (this.pressTimer !== null) this.timers.clear(this.pressTimer);
    this.pressTimer = null;
  }
}
