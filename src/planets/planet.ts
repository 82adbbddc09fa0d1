// A generated planet: a rectangular board of the original's size (or smaller or larger), from a seed and
// four sliders. Height is smooth noise; the sea fills the lowest hexes, mountains the highest ridges,
// marsh and reef the belts between land and sea.
import { neighbourTable } from '../engine/board.js';
import { Stream } from './rand.js';

export interface Sliders {
  /** 0..100: how much of the planet is sea (0: about a tenth, 100: about half). */
  sea: number;
  /** 0..100: mountains, as a share of the land (0: none, 100: about a sixth). */
  mountains: number;
  /** 0..100: how wide the marsh and reef belts between land and sea are. */
  marsh: number;
  /** 0..100: 0 one great landmass round a sea, 100 many islands in a broken sea. */
  islands: number;
}
export const DEFAULT_SLIDERS: Sliders = { sea: 40, mountains: 40, marsh: 50, islands: 30 };

/** Board size by number of players: the original's 37 x 23 for four, smaller for fewer. */
export const PLANET_SIZES: Record<2 | 3 | 4, { cols: number; rows: number }> = {
  2: { cols: 29, rows: 19 },
  3: { cols: 33, rows: 21 },
  4: { cols: 37, rows: 23 },
};

/** Value noise on a square grid of the given cell size (in hex widths), smoothed between grid points. */
function noiseField(rng: Stream, width: number, height: number, cell: number): (x: number, y: number) => number {
  const gw = Math.ceil(width / cell) + 2;
  const gh = Math.ceil(height / cell) + 2;
  const g = new Float64Array(gw * gh);
  for (let i = 0; i < g.length; i++) g[i] = rng.next();
  const smooth = (t: number) => t * t * (3 - 2 * t);
  return (x, y) => {
    const fx = x / cell;
    const fy = y / cell;
    const ix = Math.floor(fx);
    const iy = Math.floor(fy);
    const tx = smooth(fx - ix);
    const ty = smooth(fy - iy);
    const at = (a: number, b: number) => g[b * gw + a]!;
    const top = at(ix, iy) * (1 - tx) + at(ix + 1, iy) * tx;
    const bottom = at(ix, iy + 1) * (1 - tx) + at(ix + 1, iy + 1) * tx;
    return top * (1 - ty) + bottom * ty;
  };
}

function quantile(values: Float64Array, share: number): number {
  const sorted = Float64Array.from(values).sort();
  const k = Math.min(sorted.length - 1, Math.max(0, Math.floor(share * sorted.length)));
  return sorted[k]!;
}

/** Terrain rows of a planet: odd-q, every hex on the board. */
export function makePlanet(seed: number, sliders: Sliders, size: { cols: number; rows: number }): string[] {
  const rng = new Stream(seed);
  const { cols, rows } = size;
  const n = cols * rows;
  // Hex centres, scaled so that neighbouring centres are 1 apart.
  const pos = (i: number): [number, number] => {
    const x = i % cols;
    const y = (i - x) / cols;
    return [x * 0.866, y + (x & 1) * 0.5];
  };
  const w = cols * 0.866;
  const h = rows + 0.5;
  const islands = sliders.islands / 100;
  // Broad shapes, then finer ones: more weight on the fine ones breaks the land into islands.
  const broad = noiseField(rng, w, h, 9 - 3 * islands);
  const middle = noiseField(rng, w, h, 4.5);
  const fine = noiseField(rng, w, h, 2.2);
  const ridges = noiseField(rng, w, h, 3.5);
  const height = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const [x, y] = pos(i);
    // A great landmass round an inland sea, as on the original board, fading as islands grow.
    const dx = (x - w / 2) / (w / 2);
    const dy = (y - h / 2) / (h / 2);
    const rim = Math.min(1, Math.sqrt(dx * dx + dy * dy)) * (1 - islands) * 0.6;
    height[i] = broad(x, y) * (1 - 0.5 * islands) + middle(x, y) * 0.45 + fine(x, y) * (0.1 + 0.45 * islands) + rim;
  }
  const seaShare = 0.1 + 0.4 * (sliders.sea / 100);
  const seaLevel = quantile(height, seaShare);
  const t = new Array<string>(n).fill('p');
  for (let i = 0; i < n; i++) if (height[i]! <= seaLevel) t[i] = 's';

  // Mountains: the highest land where the ridge noise is strong.
  const mountainShare = 0.17 * (sliders.mountains / 100);
  if (mountainShare > 0) {
    const score = new Float64Array(n).fill(-Infinity);
    for (let i = 0; i < n; i++)
      if (t[i] === 'p') {
        const [x, y] = pos(i);
        const r = ridges(x, y);
        score[i] = height[i]! * 0.5 + (1 - Math.abs(r - 0.5) * 2) * 0.8 + rng.next() * 0.15;
      }
    const land = t.filter((c) => c === 'p').length;
    const ranked = Array.from(score.keys())
      .filter((i) => t[i] === 'p')
      .sort((a, b) => score[b]! - score[a]!);
    for (let k = 0; k < Math.round(land * mountainShare); k++) t[ranked[k]!] = 'M';
  }

  // Tidal belts: reef on sea by land, marsh on plain by sea, then a second ring as the slider grows.
  const table = neighbourTable(cols, rows);
  const nb = (i: number): number[] => {
    const out: number[] = [];
    for (let d = 0; d < 6; d++) if (table[i * 6 + d]! >= 0) out.push(table[i * 6 + d]!);
    return out;
  };
  const marsh = sliders.marsh / 100;
  for (let ring = 0; ring < 2; ring++) {
    const p = ring === 0 ? 0.25 + 0.6 * marsh : 0.5 * marsh * marsh;
    const changes: [number, string][] = [];
    for (let i = 0; i < n; i++) {
      const here = t[i]!;
      const around = nb(i).map((j) => t[j]!);
      const byLand = around.some((c) => c === 'p' || c === 'M' || (ring > 0 && c === 'm'));
      const bySea = around.some((c) => c === 's' || (ring > 0 && c === 'r'));
      // A sea hex turns to reef only while three of its neighbours are still sea: no strait is closed at low tide.
      if (here === 's' && byLand && rng.chance(p * 0.8) && nb(i).filter((j) => t[j] === 's').length >= 3) t[i] = 'r';
      else if (here === 'p' && bySea && rng.chance(p)) changes.push([i, 'm']);
    }
    for (const [i, c] of changes) t[i] = c;
  }
  const out: string[] = [];
  for (let y = 0; y < rows; y++) out.push(t.slice(y * cols, (y + 1) * cols).join(''));
  return out;
}

/** Sliders from untrusted input: each a whole number 0..100, the default where missing. */
export function parseSliders(v: unknown): Sliders | string {
  const src = (v ?? {}) as Record<string, unknown>;
  if (typeof src !== 'object') return 'sliders is an object';
  const out = { ...DEFAULT_SLIDERS };
  for (const key of Object.keys(src)) {
    if (!(key in DEFAULT_SLIDERS)) return `unknown slider "${key}" (sea, mountains, marsh, islands)`;
    const x = src[key];
    if (typeof x !== 'number' || !Number.isInteger(x) || x < 0 || x > 100)
      return `slider ${key} is a whole number from 0 to 100`;
    out[key as keyof Sliders] = x;
  }
  return out;
}
