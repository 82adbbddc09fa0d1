import { describe, expect, it } from 'vitest';
import { copiesPixelForPixel } from '../../../renderer/src/board/pixel-copy';

describe('whole-pixel copies of sprites', () => {
  const fit = 0.8168892106619173; // the board's Fit scale at 1920x1080
  it('takes a scale read back in single precision for the scale it was set to', () => {
    // past bug: an exact comparison (within 1e-9) sent every destination through a resampled copy
    const readBack = Math.fround(fit);
    expect(Math.abs(readBack - fit)).toBeGreaterThan(1e-9);
    expect(copiesPixelForPixel({ a: readBack, b: 0, c: 0, d: readBack }, fit)).toBe(true);
  });
  it('refuses another scale, a skew or a rotation', () => {
    expect(copiesPixelForPixel({ a: fit * 1.001, b: 0, c: 0, d: fit * 1.001 }, fit)).toBe(false);
    expect(copiesPixelForPixel({ a: fit, b: 0, c: 0, d: fit * 0.99 }, fit)).toBe(false);
    expect(copiesPixelForPixel({ a: fit, b: 0.1, c: 0, d: fit }, fit)).toBe(false);
    expect(copiesPixelForPixel({ a: 0, b: fit, c: -fit, d: 0 }, fit)).toBe(false);
  });
});
