// When a sprite can be copied pixel for pixel (a whole-pixel copy rasterises several times faster than a
// resampled one): pure, so that the test pins the single-precision trap below.

/** A canvas transform's linear part (DOMMatrix's a, b, c, d). */
export interface LinearPart {
  a: number;
  b: number;
  c: number;
  d: number;
}

/**
 * Whether sprites made at `res` device pixels per board unit can be copied pixel for pixel under this transform:
 * no rotation or skew, and the transform's scale is the sprites'. A 2D context keeps its transform in single
 * precision, so a scale set from a double reads back up to ~1e-7 of it away (an exact comparison made every stamp
 * a resampled one at almost every zoom).
 */
export function copiesPixelForPixel(m: LinearPart, res: number): boolean {
  return m.b === 0 && m.c === 0 && Math.abs(m.a / res - 1) < 1e-5 && Math.abs(m.d / res - 1) < 1e-5;
}
