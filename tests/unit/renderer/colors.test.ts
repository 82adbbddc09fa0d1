import { describe, expect, it } from 'vitest';
import { seatColours } from '../../../renderer/src/lib/colors';

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
    expect(m.get('a')!.fill).toBe('#0072b2');
    expect(m.get('b')!.fill).toBe('#123456');
  });
});
