import { describe, expect, it } from 'vitest';
import {
  closestPair,
  deltaE2000,
  lightness,
  parseHex,
  simulate,
  toLab,
  type Lab,
} from '../../../renderer/src/lib/colour-vision';
import { DEFAULT_SEAT_COLOURS, PALETTE } from '../../../renderer/src/lib/colors';

/**
 * Sharma, Wu and Dalal (2005), Table 1: the 34 pairs that exercise every branch of CIEDE2000 (hue wrap-around,
 * the mean hue's two cases, achromatic colours, the rotation term).
 */
const SHARMA: [Lab, Lab, number][] = [
  [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
  [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
  [[50, 2.8361, -74.02], [50, 0, -82.7485], 3.4412],
  [[50, -1.3802, -84.2814], [50, 0, -82.7485], 1.0],
  [[50, -1.1848, -84.8006], [50, 0, -82.7485], 1.0],
  [[50, -0.9009, -85.5211], [50, 0, -82.7485], 1.0],
  [[50, 0, 0], [50, -1, 2], 2.3669],
  [[50, -1, 2], [50, 0, 0], 2.3669],
  [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
  [[50, 2.49, -0.001], [50, -2.49, 0.001], 7.1792],
  [[50, 2.49, -0.001], [50, -2.49, 0.0011], 7.2195],
  [[50, 2.49, -0.001], [50, -2.49, 0.0012], 7.2195],
  [[50, -0.001, 2.49], [50, 0.0009, -2.49], 4.8045],
  [[50, -0.001, 2.49], [50, 0.001, -2.49], 4.8045],
  [[50, -0.001, 2.49], [50, 0.0011, -2.49], 4.7461],
  [[50, 2.5, 0], [50, 0, -2.5], 4.3065],
  [[50, 2.5, 0], [73, 25, -18], 27.1492],
  [[50, 2.5, 0], [61, -5, 29], 22.8977],
  [[50, 2.5, 0], [56, -27, -3], 31.903],
  [[50, 2.5, 0], [58, 24, 15], 19.4535],
  [[50, 2.5, 0], [50, 3.1736, 0.5854], 1.0],
  [[50, 2.5, 0], [50, 3.2972, 0], 1.0],
  [[50, 2.5, 0], [50, 1.8634, 0.5757], 1.0],
  [[50, 2.5, 0], [50, 3.2592, 0.335], 1.0],
  [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
  [[63.0109, -31.0961, -5.8663], [62.8187, -29.7946, -4.0864], 1.263],
  [[61.2901, 3.7196, -5.3901], [61.4292, 2.248, -4.962], 1.8731],
  [[35.0831, -44.1164, 3.7933], [35.0232, -40.0716, 1.5901], 1.8645],
  [[22.7233, 20.0904, -46.694], [23.0331, 14.973, -42.5619], 2.0373],
  [[36.4612, 47.858, 18.3852], [36.2715, 50.5065, 21.2231], 1.4146],
  [[90.8027, -2.0831, 1.441], [91.1528, -1.6435, 0.0447], 1.4441],
  [[90.9257, -0.5406, -0.9208], [88.6381, -0.8985, -0.7239], 1.5381],
  [[6.7747, -0.2908, -2.4247], [5.8714, -0.0985, -2.2286], 0.6377],
  [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
];

describe('CIEDE2000', () => {
  it.each(SHARMA.map((p, i) => [i + 1, ...p] as const))('Sharma pair %i', (_n, a, b, expected) => {
    expect(deltaE2000(a, b)).toBeCloseTo(expected, 4);
    // symmetric
    expect(deltaE2000(b, a)).toBeCloseTo(expected, 4);
  });

  it('is zero for a colour and itself', () => {
    expect(deltaE2000([40, 20, -30], [40, 20, -30])).toBe(0);
  });
});

describe('sRGB to CIELAB and the simulations', () => {
  it('puts white, black and the primaries where CIELAB (D65) has them', () => {
    const near = (lab: readonly number[], want: number[]) => lab.forEach((v, i) => expect(v).toBeCloseTo(want[i]!, 1));
    near(toLab(parseHex('#ffffff')), [100, 0, 0]);
    near(toLab(parseHex('#000000')), [0, 0, 0]);
    near(toLab(parseHex('#ff0000')), [53.24, 80.09, 67.2]);
    near(toLab(parseHex('#0000ff')), [32.3, 79.19, -107.86]);
  });

  it('leaves greys grey and white white under every deficiency', () => {
    for (const v of ['protanopia', 'deuteranopia', 'tritanopia', 'greyscale'] as const)
      for (const g of [0, 0.5, 1]) simulate([g, g, g], v).forEach((c) => expect(c).toBeCloseTo(g, 2));
  });

  it('merges red and green for a protanope and a deuteranope but not for a tritanope', () => {
    const rg = ['#c0392b', '#5a8a2a'];
    expect(closestPair(rg, 'normal').distance).toBeGreaterThan(30);
    // the classic confusion: much closer under the red-green deficiencies than under tritanopia
    expect(closestPair(rg, 'deuteranopia').distance).toBeLessThan(closestPair(rg, 'tritanopia').distance / 2);
    expect(closestPair(rg, 'protanopia').distance).toBeLessThan(closestPair(rg, 'tritanopia').distance / 2);
  });

  it('reads lightness as CIELAB L*', () => {
    expect(lightness('#777777')).toBeCloseTo(50.0, 0);
  });
});

describe("the players' palette, for every eye", () => {
  // A new game's four default colours, as the board paints them.
  const four = DEFAULT_SEAT_COLOURS.map((id) => PALETTE.find((c) => c.id === id)!.fill);
  /** CIEDE2000 ~2 is a just-noticeable difference; 20 is "another colour" at a glance across the board. */
  const MIN_DISTANCE = 20;
  /** Lightness L* apart in a greyscale picture (or for a reader without colour vision). */
  const MIN_GREY_STEP = 15;

  it('has four default colours', () => {
    expect(four).toHaveLength(4);
    expect(new Set(four).size).toBe(4);
  });

  it.each(['normal', 'protanopia', 'deuteranopia', 'tritanopia'] as const)(
    'keeps the four apart under %s (CIEDE2000 after Machado et al. 2009, severity 1)',
    (vision) => {
      const { distance, pair } = closestPair(four, vision);
      expect({ vision, pair, far: distance >= MIN_DISTANCE }).toEqual({ vision, pair, far: true });
    },
  );

  it('keeps the four apart in grey: their lightness a step apart', () => {
    const ls = four.map(lightness).sort((a, b) => a - b);
    for (let i = 1; i < ls.length; i++) expect(ls[i]! - ls[i - 1]!).toBeGreaterThanOrEqual(MIN_GREY_STEP);
    expect(closestPair(four, 'greyscale').distance).toBeGreaterThan(10);
  });

  it('gives each of the four its own shape mark', () => {
    expect(new Set(PALETTE.slice(0, 4).map((c) => c.marker)).size).toBe(4);
  });
});
