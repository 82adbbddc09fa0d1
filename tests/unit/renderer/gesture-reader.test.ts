// What a pointer's moves mean on the board: clicks, drags, paths, and with fingers taps, long presses and pinches.
import { describe, expect, it } from 'vitest';
import { GestureReader, LONG_PRESS_MS, type PointerSample } from '../../../renderer/src/board/gesture-reader';
import type { BoardIntent } from '../../../renderer/src/board/board-intents';
import type { Hex } from '../../../renderer/src/lib/hex';

/** Hexes 10 px square for the test; a drag from hex 0,0 (the selected piece) draws a path. */
function reader() {
  const out: BoardIntent[] = [];
  const pending: { fn: () => void; ms: number }[] = [];
  const r = new GestureReader(
    {
      hexAt: (x, y): Hex | null => (x < 0 || y < 0 ? null : [Math.floor(x / 10), Math.floor(y / 10)]),
      startsPath: (h) => h[0] === 0 && h[1] === 0,
    },
    (i) => out.push(i),
    {
      set: (fn, ms) => {
        const t = { fn, ms };
        pending.push(t);
        return t;
      },
      clear: (h) => {
        const k = pending.indexOf(h as (typeof pending)[number]);
        if (k >= 0) pending.splice(k, 1);
      },
    },
  );
  /** Runs the timers due after `ms`. */
  const elapse = (ms: number) => {
    const due = pending.filter((t) => t.ms <= ms);
    for (const t of due) pending.splice(pending.indexOf(t), 1);
    for (const t of due) t.fn();
  };
  return { r, out, elapse, pending };
}

const mouse = (x: number, y: number, extra: Partial<PointerSample> = {}): PointerSample => ({
  id: 1,
  x,
  y,
  button: 0,
  touch: false,
  shift: false,
  ...extra,
});
const finger = (id: number, x: number, y: number): PointerSample => ({
  id,
  x,
  y,
  button: 0,
  touch: true,
  shift: false,
});
const kinds = (out: BoardIntent[]) => out.map((i) => i.kind);

describe('the mouse', () => {
  it('hovers as it moves, and a click is a tap on the hex under it (shift and the right button said)', () => {
    const { r, out } = reader();
    r.pointerMove(mouse(25, 35));
    expect(out).toEqual([{ kind: 'hover', hex: [2, 3], at: { x: 25, y: 35 } }]);
    out.length = 0;
    r.pointerDown(mouse(25, 35, { button: 2, shift: true }));
    r.pointerUp(mouse(26, 35, { button: 2, shift: true }));
    expect(out).toEqual([{ kind: 'tap', hex: [2, 3], at: { x: 26, y: 35 }, shift: true, right: true, touch: false }]);
  });

  it('a drag pans by what it moved; released, it taps nothing', () => {
    const { r, out } = reader();
    r.pointerDown(mouse(50, 50));
    r.pointerMove(mouse(60, 50));
    r.pointerMove(mouse(60, 70));
    r.pointerUp(mouse(60, 70));
    expect(out.filter((i) => i.kind === 'pan')).toEqual([
      { kind: 'pan', dx: 10, dy: 0 },
      { kind: 'pan', dx: 0, dy: 20 },
    ]);
    expect(kinds(out)).not.toContain('tap');
  });

  it('a drag from the selected piece draws a path through neighbouring hexes, stepping back undoes a step', () => {
    const { r, out } = reader();
    r.pointerDown(mouse(5, 5));
    r.pointerMove(mouse(15, 5));
    r.pointerMove(mouse(25, 5));
    r.pointerMove(mouse(15, 5));
    r.pointerUp(mouse(15, 5));
    const previews = out.filter((i) => i.kind === 'pathPreview').map((i) => (i as { path: Hex[] }).path);
    expect(previews).toEqual([
      [
        [0, 0],
        [1, 0],
      ],
      [
        [0, 0],
        [1, 0],
        [2, 0],
      ],
      [
        [0, 0],
        [1, 0],
      ],
    ]);
    expect(out.at(-1)).toEqual({
      kind: 'pathDrawn',
      path: [
        [0, 0],
        [1, 0],
      ],
      at: { x: 15, y: 5 },
    });
  });

  it('leaving the board takes the hover away', () => {
    const { r, out } = reader();
    r.pointerLeave(false);
    expect(out).toEqual([{ kind: 'hover', hex: null, at: { x: 0, y: 0 } }]);
  });
});

describe('a finger', () => {
  it('shows nothing by passing over; a tap, even with a little jitter, shows the hex and taps it', () => {
    const { r, out } = reader();
    r.pointerDown(finger(7, 42, 42));
    r.pointerMove(finger(7, 48, 46));
    r.pointerUp(finger(7, 48, 46));
    expect(out).toEqual([
      { kind: 'hover', hex: [4, 4], at: { x: 48, y: 46 } },
      { kind: 'tap', hex: [4, 4], at: { x: 48, y: 46 }, shift: false, right: false, touch: true },
    ]);
  });

  it('lifting a finger is no leaving: the hex it showed stays shown', () => {
    const { r, out } = reader();
    r.pointerLeave(true);
    expect(out).toEqual([]);
  });

  it('held still, it shows what the hover shows; lifted then, it taps nothing', () => {
    const { r, out, elapse } = reader();
    r.pointerDown(finger(7, 42, 42));
    elapse(LONG_PRESS_MS - 1);
    expect(out).toEqual([]);
    elapse(LONG_PRESS_MS);
    expect(out).toEqual([{ kind: 'hover', hex: [4, 4], at: { x: 42, y: 42 } }]);
    r.pointerUp(finger(7, 42, 42));
    expect(kinds(out)).toEqual(['hover']);
  });

  it('a finger that moves is a drag: no long press', () => {
    const { r, out, elapse, pending } = reader();
    r.pointerDown(finger(7, 42, 42));
    r.pointerMove(finger(7, 70, 42));
    expect(pending).toEqual([]);
    elapse(LONG_PRESS_MS);
    expect(kinds(out)).toEqual(['pan']);
  });

  it('two fingers pinch to zoom about their middle and pan with it; neither taps when lifted', () => {
    const { r, out, elapse } = reader();
    r.pointerDown(finger(1, 100, 100));
    r.pointerDown(finger(2, 200, 100));
    elapse(LONG_PRESS_MS);
    expect(out).toEqual([]);
    // apart: from 100 px to 200 px, about the middle (150, 100)
    r.pointerMove(finger(1, 50, 100));
    r.pointerMove(finger(2, 250, 100));
    const zooms = out.filter((i) => i.kind === 'zoom') as { factor: number; at: { x: number; y: number } }[];
    expect(zooms.reduce((k, z) => k * z.factor, 1)).toBeCloseTo(2);
    expect(zooms.at(-1)!.at).toEqual({ x: 150, y: 100 });
    out.length = 0;
    // both down by 30: the board follows
    r.pointerMove(finger(1, 50, 130));
    r.pointerMove(finger(2, 250, 130));
    const pans = out.filter((i) => i.kind === 'pan') as { dx: number; dy: number }[];
    expect(pans.reduce((s, p) => s + p.dy, 0)).toBe(30);
    expect(pans.reduce((s, p) => s + p.dx, 0)).toBe(0);
    out.length = 0;
    r.pointerUp(finger(2, 250, 130));
    r.pointerMove(finger(1, 60, 130));
    r.pointerUp(finger(1, 60, 130));
    expect(kinds(out)).not.toContain('tap');
  });

  it("a second finger ends the first one's path", () => {
    const { r, out } = reader();
    r.pointerDown(finger(1, 5, 5));
    r.pointerMove(finger(1, 25, 5));
    expect(out.at(-1)?.kind).toBe('pathPreview');
    r.pointerDown(finger(2, 100, 100));
    expect(out.at(-1)).toEqual({ kind: 'pathPreview', path: [] });
    r.pointerUp(finger(2, 100, 100));
    r.pointerUp(finger(1, 25, 5));
    expect(kinds(out)).not.toContain('pathDrawn');
  });
});
