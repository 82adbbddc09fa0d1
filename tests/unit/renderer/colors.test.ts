import { describe, expect, it } from 'vitest';
import { LARGE_MARK_SCALE, PALETTE, seatColours } from '../../../renderer/src/lib/colors';
import { parseColour } from '../../../src/store/util';

const markers = (players: Parameters<typeof seatColours>[0]) => [...seatColours(players).values()].map((c) => c.marker);

describe("each seat's colour and marker", () => {
  it('gives the seats the four markers in order when no profile chose one', () => {
    expect(
      markers([
        { id: 'a', colour: 'red' },
        { id: 'b', colour: 'blue' },
        { id: 'c', colour: 'yellow' },
        { id: 'd', colour: 'green' },
      ]),
    ).toEqual(['circle', 'square', 'triangle', 'diamond']);
  });

  it("draws a profile's chosen marker and keeps the markers distinct", () => {
    // the third seat's profile chose the circle: the first seat takes the next free one
    expect(
      markers([
        { id: 'a', colour: 'red' },
        { id: 'b', colour: 'blue' },
        { id: 'c', colour: 'yellow', mark: 'circle' },
      ]),
    ).toEqual(['square', 'triangle', 'circle']);
    // two profiles chose the diamond: the first seat keeps it, the second gets a free one
    expect(
      markers([
        { id: 'a', colour: 'red', mark: 'diamond' },
        { id: 'b', colour: 'blue', mark: 'diamond' },
      ]),
    ).toEqual(['diamond', 'circle']);
  });

  it('keeps the chosen colour: a palette name gives its fill, any other colour is used as given', () => {
    const m = seatColours([
      { id: 'a', colour: 'blue' },
      { id: 'b', colour: '#123456' },
    ]);
    expect(m.get('a')!.fill).toBe(PALETTE.find((c) => c.id === 'blue')!.fill);
    expect(m.get('b')!.fill).toBe('#123456');
  });
});

describe('one source for the colours', () => {
  it("gives the store's thumbnails the screen's colour for each palette name (no second red)", () => {
    const hex = (rgb: number[]) => '#' + rgb.map((v) => v.toString(16).padStart(2, '0')).join('');
    for (const c of PALETTE) expect(hex(parseColour(c.id))).toBe(c.fill);
  });
});

describe('larger marks', () => {
  it('draws every seat’s mark larger with the setting, and at its size without', () => {
    const seats = [
      { id: 'a', colour: 'red' },
      { id: 'b', colour: 'blue' },
    ];
    expect([...seatColours(seats).values()].map((c) => c.markScale ?? 1)).toEqual([1, 1]);
    expect([...seatColours(seats, true).values()].map((c) => c.markScale)).toEqual([
      LARGE_MARK_SCALE,
      LARGE_MARK_SCALE,
    ]);
    expect(LARGE_MARK_SCALE).toBeGreaterThan(1);
  });
});
