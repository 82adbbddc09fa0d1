// Hex <-> pixel math for flat-topped hexes in the odd-q offset layout of assets/maps/*.json:
// columns x left to right, rows y top to bottom, odd columns sit half a hex lower.
// Pure: no DOM, no Konva. `size` is the centre-to-corner radius in pixels.

export type Hex = [number, number];

export const SQRT3 = Math.sqrt(3);

export interface Layout {
  size: number;
  /** Pixel position of the centre of hex [0, 0]. */
  originX: number;
  originY: number;
}

export function makeLayout(size: number): Layout {
  return { size, originX: size, originY: (SQRT3 * size) / 2 };
}

/** Pixel size of a whole board of cols x rows hexes (odd columns shifted down). */
export function boardPixelSize(cols: number, rows: number, size: number): { width: number; height: number } {
  const h = SQRT3 * size;
  return {
    width: 1.5 * size * (cols - 1) + 2 * size,
    height: h * rows + (cols > 1 ? h / 2 : 0),
  };
}

export function hexToPixel(hex: Hex, layout: Layout): { x: number; y: number } {
  const [col, row] = hex;
  const s = layout.size;
  return {
    x: layout.originX + 1.5 * s * col,
    y: layout.originY + SQRT3 * s * (row + 0.5 * (col & 1)),
  };
}

/** The six corners of a flat-topped hex, starting east and going clockwise (y down). */
export function hexCorners(cx: number, cy: number, size: number): number[] {
  const pts: number[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    pts.push(cx + size * Math.cos(a), cy + size * Math.sin(a));
  }
  return pts;
}

export function offsetToCube(hex: Hex): { q: number; r: number; s: number } {
  const [col, row] = hex;
  const q = col;
  const r = row - (col - (col & 1)) / 2;
  return { q, r, s: -q - r };
}

export function cubeToOffset(q: number, r: number): Hex {
  const col = q;
  const row = r + (q - (q & 1)) / 2;
  return [col, row];
}

function cubeRound(fq: number, fr: number): { q: number; r: number } {
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return { q: q + 0, r: r + 0 };
}

/** The hex under a pixel (in board coordinates), whether or not it is on the board. */
export function pixelToHex(px: number, py: number, layout: Layout): Hex {
  const s = layout.size;
  const x = px - layout.originX;
  const y = py - layout.originY;
  const fq = ((2 / 3) * x) / s;
  const fr = ((-1 / 3) * x + (SQRT3 / 3) * y) / s;
  const { q, r } = cubeRound(fq, fr);
  return cubeToOffset(q, r);
}

export function onBoard(hex: Hex, cols: number, rows: number): boolean {
  return hex[0] >= 0 && hex[0] < cols && hex[1] >= 0 && hex[1] < rows;
}

/**
 * The board hex under a screen point, for a view (scale and offset) of the board: null outside the board's
 * rectangle and on hexes that are not part of the board (`isBoardHex` false: a modular or folded board's
 * holes and edges), so that a click there picks nothing.
 */
export function screenPointToHex(
  sx: number,
  sy: number,
  view: { scale: number; x: number; y: number },
  layout: Layout,
  isBoardHex: (hex: Hex) => boolean,
): Hex | null {
  const h = pixelToHex((sx - view.x) / view.scale, (sy - view.y) / view.scale, layout);
  return isBoardHex(h) ? h : null;
}

/** Neighbours in the order N, NE, SE, S, SW, NW (the map's layoutNote). */
export function neighbours(hex: Hex): Hex[] {
  const [x, y] = hex;
  if ((x & 1) === 0) {
    return [
      [x, y - 1],
      [x + 1, y - 1],
      [x + 1, y],
      [x, y + 1],
      [x - 1, y],
      [x - 1, y - 1],
    ];
  }
  return [
    [x, y - 1],
    [x + 1, y],
    [x + 1, y + 1],
    [x, y + 1],
    [x - 1, y + 1],
    [x - 1, y],
  ];
}

/**
 * The neighbours across each edge of a hex, edge i running from corner i to corner i + 1 of `hexCorners` (edge 0
 * faces south-east: the neighbours' order turned by two).
 */
export function neighboursByEdge(hex: Hex): Hex[] {
  const n = neighbours(hex);
  return [n[2]!, n[3]!, n[4]!, n[5]!, n[0]!, n[1]!];
}

export function hexDistance(a: Hex, b: Hex): number {
  const ca = offsetToCube(a);
  const cb = offsetToCube(b);
  return Math.max(Math.abs(ca.q - cb.q), Math.abs(ca.r - cb.r), Math.abs(ca.s - cb.s));
}

export function sameHex(a: Hex | null | undefined, b: Hex | null | undefined): boolean {
  return !!a && !!b && a[0] === b[0] && a[1] === b[1];
}

export function hexKey(h: Hex): string {
  return `${h[0]},${h[1]}`;
}

/** Zoom about a screen point: returns the new stage position so that the board point under (sx, sy) stays put. */
export function zoomAbout(
  view: { scale: number; x: number; y: number },
  sx: number,
  sy: number,
  newScale: number,
): { scale: number; x: number; y: number } {
  const bx = (sx - view.x) / view.scale;
  const by = (sy - view.y) / view.scale;
  return { scale: newScale, x: sx - bx * newScale, y: sy - by * newScale };
}

/** The scale and offset that fit a board of bw x bh into a viewport of vw x vh with a margin. */
export function fitView(
  bw: number,
  bh: number,
  vw: number,
  vh: number,
  margin = 8,
): { scale: number; x: number; y: number } {
  const scale = Math.max(0.05, Math.min((vw - 2 * margin) / bw, (vh - 2 * margin) / bh));
  return { scale, x: (vw - bw * scale) / 2, y: (vh - bh * scale) / 2 };
}
