// Input: what the player does to the board — pointer (mouse, pen, touch) and keys — turned into board intents.
// It knows hexes only through `hexAt` and decides nothing about the game: the board carries out the view's intents
// (pan, zoom, fit) and hands the rest to the screen.
import { type Hex, neighbours, sameHex } from '../lib/hex';

export interface Point {
  x: number;
  y: number;
}

/** What an input means for the board. */
export type BoardIntent =
  /** The pointer is over this hex (null: over no hex, or gone). */
  | { kind: 'hover'; hex: Hex | null; at: Point }
  /** A click or a tap on a hex (`right`: the secondary button). */
  | { kind: 'tap'; hex: Hex; at: Point; shift: boolean; right: boolean }
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

/** A pointer moved this far (CSS px) is a drag, not a click. */
const DRAG_PX = 5;
/** One wheel notch (deltaY 100) zooms by ~1.16. */
const WHEEL_BASE = 1.0015;
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

/** Listens to the board's frame; returns what removes the listeners. */
export function attachBoardInput(el: HTMLElement, target: InputTarget, emit: (i: BoardIntent) => void): () => void {
  let down: { x: number; y: number; id: number; button: number; moved: boolean; path: Hex[] | null } | null = null;
  const local = (e: PointerEvent | WheelEvent | MouseEvent): Point => {
    const r = el.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const onDown = (e: PointerEvent) => {
    const p = local(e);
    const hex = target.hexAt(p.x, p.y);
    const path = hex && e.button === 0 && target.startsPath(hex) ? [hex] : null;
    down = { ...p, id: e.pointerId, button: e.button, moved: false, path };
    el.setPointerCapture?.(e.pointerId);
  };
  const onMove = (e: PointerEvent) => {
    const p = local(e);
    const hex = target.hexAt(p.x, p.y);
    emit({ kind: 'hover', hex, at: p });
    if (!down || down.id !== e.pointerId) return;
    const dx = p.x - down.x;
    const dy = p.y - down.y;
    if (!down.moved && Math.hypot(dx, dy) > DRAG_PX) down.moved = true;
    if (!down.moved) return;
    if (down.path) {
      const last = down.path[down.path.length - 1]!;
      if (hex && !sameHex(hex, last)) {
        const back = down.path.length > 1 && sameHex(hex, down.path[down.path.length - 2]);
        if (back) down.path.pop();
        else if (neighbours(last).some((n) => sameHex(n, hex))) down.path.push(hex);
        emit({ kind: 'pathPreview', path: down.path.slice() });
      }
    } else {
      emit({ kind: 'pan', dx, dy });
      down.x = p.x;
      down.y = p.y;
    }
  };
  const onUp = (e: PointerEvent) => {
    if (!down || down.id !== e.pointerId) return;
    const p = local(e);
    const d = down;
    down = null;
    el.releasePointerCapture?.(e.pointerId);
    if (d.moved && d.path && d.path.length > 1) return emit({ kind: 'pathDrawn', path: d.path, at: p });
    if (d.moved) {
      if (d.path) emit({ kind: 'pathPreview', path: [] });
      return;
    }
    const hex = target.hexAt(p.x, p.y);
    if (hex) emit({ kind: 'tap', hex, at: p, shift: e.shiftKey, right: d.button === 2 });
  };
  const onLeave = () => emit({ kind: 'hover', hex: null, at: { x: 0, y: 0 } });
  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    emit({ kind: 'zoom', factor: Math.pow(WHEEL_BASE, -e.deltaY), at: local(e) });
  };
  const onContext = (e: MouseEvent) => e.preventDefault();
  el.addEventListener('pointerdown', onDown);
  el.addEventListener('pointermove', onMove);
  el.addEventListener('pointerup', onUp);
  el.addEventListener('pointerleave', onLeave);
  el.addEventListener('wheel', onWheel, { passive: false });
  el.addEventListener('contextmenu', onContext);
  return () => {
    el.removeEventListener('pointerdown', onDown);
    el.removeEventListener('pointermove', onMove);
    el.removeEventListener('pointerup', onUp);
    el.removeEventListener('pointerleave', onLeave);
    el.removeEventListener('wheel', onWheel);
    el.removeEventListener('contextmenu', onContext);
  };
}
