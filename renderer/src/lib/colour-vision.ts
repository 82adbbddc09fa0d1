// How a colour looks to a reader with a colour-vision deficiency, and how far apart two colours look: the
// players' palette (`colors.ts`) is chosen with it and a unit test holds it to it. Pure, no DOM.
//
// Simulation: Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for Simulation of Color
// Vision Deficiency", their matrices at severity 1.0 (dichromacy), applied to linear RGB.
// Distance: CIEDE2000 (Sharma, Wu and Dalal 2005, "The CIEDE2000 Color-Difference Formula: Implementation
// Notes"), on CIELAB under D65.

export type Rgb = readonly [number, number, number];
export type Lab = readonly [number, number, number];
export type Vision = 'normal' | 'protanopia' | 'deuteranopia' | 'tritanopia' | 'greyscale';
export const DEFICIENCIES = ['protanopia', 'deuteranopia', 'tritanopia'] as const;

type Matrix = readonly [Rgb, Rgb, Rgb];

/** Machado et al. 2009, severity 1.0, on linear RGB. */
const MACHADO: Record<(typeof DEFICIENCIES)[number], Matrix> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** '#rrggbb' -> sRGB channels in 0..1. */
export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const toGamma = (v: number) => (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055);
const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** sRGB -> linear RGB. */
export function linearise(c: Rgb): Rgb {
  return [toLinear(c[0]), toLinear(c[1]), toLinear(c[2])];
}

/** The colour as a reader with this vision sees it, in sRGB (0..1). Greyscale keeps the relative luminance. */
export function simulate(c: Rgb, vision: Vision): Rgb {
  if (vision === 'normal') return c;
  const l = linearise(c);
  if (vision === 'greyscale') {
    const y = toGamma(luminance(c));
    return [y, y, y];
  }
  const m = MACHADO[vision];
  const row = (r: Rgb) => toGamma(clamp01(r[0] * l[0] + r[1] * l[1] + r[2] * l[2]));
  return [row(m[0]), row(m[1]), row(m[2])];
}

/** Relative luminance (WCAG, Rec. 709 primaries) of an sRGB colour. */
export function luminance(c: Rgb): number {
  const l = linearise(c);
  return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
}

/** sRGB -> CIELAB (D65 white). */
export function toLab(c: Rgb): Lab {
  const [r, g, b] = linearise(c);
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const deg = (rad: number) => (rad * 180) / Math.PI;
const rad = (d: number) => (d * Math.PI) / 180;

/** CIEDE2000 colour difference (kL = kC = kH = 1), after Sharma, Wu and Dalal (2005). */
export function deltaE2000(lab1: Lab, lab2: Lab): number {
  const [L1, a1, b1] = lab1;
  const [L2, a2, b2] = lab2;
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const Cbar7 = ((C1 + C2) / 2) ** 7;
  const G = 0.5 * (1 - Math.sqrt(Cbar7 / (Cbar7 + 25 ** 7)));
  const a1p = (1 + G) * a1;
  const a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1);
  const C2p = Math.hypot(a2p, b2);
  // hue angles in degrees, 0..360; 0 for an achromatic colour
  const hue = (b: number, ap: number) => (b === 0 && ap === 0 ? 0 : (deg(Math.atan2(b, ap)) + 360) % 360);
  const h1p = hue(b1, a1p);
  const h2p = hue(b2, a2p);

  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin(rad(dhp / 2));

  const Lbarp = (L1 + L2) / 2;
  const Cbarp = (C1p + C2p) / 2;
  let hbarp = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hbarp = (h1p + h2p) / 2;
    else if (h1p + h2p < 360) hbarp = (h1p + h2p + 360) / 2;
    else hbarp = (h1p + h2p - 360) / 2;
  }
  const T =
    1 -
    0.17 * Math.cos(rad(hbarp - 30)) +
    0.24 * Math.cos(rad(2 * hbarp)) +
    0.32 * Math.cos(rad(3 * hbarp + 6)) -
    0.2 * Math.cos(rad(4 * hbarp - 63));
  const dTheta = 30 * Math.exp(-(((hbarp - 275) / 25) ** 2));
  const Cbarp7 = Cbarp ** 7;
  const Rc = 2 * Math.sqrt(Cbarp7 / (Cbarp7 + 25 ** 7));
  const Sl = 1 + (0.015 * (Lbarp - 50) ** 2) / Math.sqrt(20 + (Lbarp - 50) ** 2);
  const Sc = 1 + 0.045 * Cbarp;
  const Sh = 1 + 0.015 * Cbarp * T;
  const Rt = -Math.sin(rad(2 * dTheta)) * Rc;
  const l = dLp / Sl;
  const c = dCp / Sc;
  const h = dHp / Sh;
  return Math.sqrt(l * l + c * c + h * h + Rt * c * h);
}

/** How far apart two '#rrggbb' colours look to a reader with this vision (CIEDE2000). */
export function seenDistance(hex1: string, hex2: string, vision: Vision): number {
  return deltaE2000(toLab(simulate(parseHex(hex1), vision)), toLab(simulate(parseHex(hex2), vision)));
}

/** The closest two colours of a list as this vision sees them: their distance and which they are. */
export function closestPair(hexes: readonly string[], vision: Vision): { distance: number; pair: [string, string] } {
  let best = { distance: Infinity, pair: ['', ''] as [string, string] };
  for (let i = 0; i < hexes.length; i++)
    for (let j = i + 1; j < hexes.length; j++) {
      const d = seenDistance(hexes[i]!, hexes[j]!, vision);
      if (d < best.distance) best = { distance: d, pair: [hexes[i]!, hexes[j]!] };
    }
  return best;
}

/** CIELAB lightness L* of a colour (what a greyscale picture keeps). */
export function lightness(hex: string): number {
  return toLab(parseHex(hex))[0];
}
