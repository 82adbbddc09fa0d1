// Input: what the player does to the board — pointer (mouse, pen, touch) and keys — turned into board intents.
// It knows hexes only through `hexAt` and decides nothing about the game: the board carries out the view's intents
// (pan, zoom, fit) and hands the rest to the screen. The DOM's events are read here; what a pointer's moves mean
// (click, drag, path, long press, pinch) is gesture-reader.ts's.
import { GestureReader, type PointerSample } from './gesture-reader';
import { type BoardIntent, type InputTarget, type Point, WHEEL_BASE } from './board-intents';

/** Listens to the board's frame; returns what removes the listeners. */
export function attachBoardInput(el: HTMLElement, target: InputTarget, emit: (i: BoardIntent) => void): () => void {
  const reader = new GestureReader(target, emit);
  const local = (e: PointerEvent | WheelEvent | MouseEvent): Point => {
    const r = el.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const sample = (e: PointerEvent): PointerSample => ({
    ...local(e),
    id: e.pointerId,
    button: e.button,
    touch: e.pointerType === 'touch',
    shift: e.shiftKey,
  });
  const onDown = (e: PointerEvent) => {
    reader.pointerDown(sample(e));
    el.setPointerCapture?.(e.pointerId);
  };
  const onMove = (e: PointerEvent) => reader.pointerMove(sample(e));
  const onUp = (e: PointerEvent) => {
    reader.pointerUp(sample(e));
    if (el.hasPointerCapture?.(e.pointerId)) el.releasePointerCapture(e.pointerId);
  };
  const onCancel = (e: PointerEvent) => reader.pointerCancel(sample(e));
  const onLeave = (e: PointerEvent) => reader.pointerLeave(e.pointerType === 'touch');
  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    emit({ kind: 'zoom', factor: Math.pow(WHEEL_BASE, -e.deltaY), at: local(e) });
  };
  // the secondary button cancels (a long press on a touch screen would open the page's menu)
  const onContext = (e: MouseEvent) => e.preventDefault();
  el.addEventListener('pointerdown', onDown);
  el.addEventListener('pointermove', onMove);
  el.addEventListener('pointerup', onUp);
  el.addEventListener('pointercancel', onCancel);
  el.addEventListener('pointerleave', onLeave);
  el.addEventListener('wheel', onWheel, { passive: false });
  el.addEventListener('contextmenu', onContext);
  return () => {
    el.removeEventListener('pointerdown', onDown);
    el.removeEventListener('pointermove', onMove);
    el.removeEventListener('pointerup', onUp);
    el.removeEventListener('pointercancel', onCancel);
    el.removeEventListener('pointerleave', onLeave);
    el.removeEventListener('wheel', onWheel);
    el.removeEventListener('contextmenu', onContext);
  };
}
