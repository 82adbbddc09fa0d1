// Paints the planet onto a 2D context, once per tide (the board caches the result as a bitmap).
// The rulebook's colours: the open sea is blue, the plain ochre, reefs blue speckled with ochre, marshes
// ochre speckled with blue, mountains grey. A marsh or reef that is water at this tide is drawn as its
// ground under a veil of water, so the ground still shows; a coastline runs wherever land meets water.
import { type Hex, type Layout, hexCorners, hexToPixel, neighboursByEdge, onBoard } from '../lib/hex';
import { type MapData, type TerrainName, type TideName, isLandAt, terrainAt } from '../lib/terrain';
import { TERRAIN_COLOURS as C } from '../lib/colors';

type Ctx = CanvasRenderingContext2D;

/** A fixed pseudo-random number in [0, 1) for a hex and a salt: the same texture on every redraw. */
export function hexNoise(x: number, y: number, salt: number): number {
  let h = Math.imul(x + 1, 374761393) ^ Math.imul(y + 7, 668265263) ^ Math.imul(salt + 13, 1442695041);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

function hexPath(c: Ctx, cx: number, cy: number, r: number): void {
  const pts = hexCorners(cx, cy, r);
  c.moveTo(pts[0]!, pts[1]!);
  for (let i = 2; i < 12; i += 2) c.lineTo(pts[i]!, pts[i + 1]!);
  c.closePath();
}

/**
 * The edges between the board's hexes that `inside` keeps and their neighbours that `across` keeps, as one path
 * (the board's rim against off-board hexes, the coastline between land and water).
 */
function edgesBetween(
  map: MapData,
  layout: Layout,
  size: number,
  inside: (hex: Hex) => boolean,
  across: (neighbour: Hex) => boolean,
): Path2D {
  const path = new Path2D();
  for (let y = 0; y < map.rows; y++)
    for (let x = 0; x < map.cols; x++) {
      if (!inside([x, y])) continue;
      const p = hexToPixel([x, y], layout);
      const pts = hexCorners(p.x, p.y, size);
      neighboursByEdge([x, y]).forEach((n, i) => {
        if (!across(n)) return;
        const j = (i + 1) % 6;
        path.moveTo(pts[2 * i]!, pts[2 * i + 1]!);
        path.lineTo(pts[2 * j]!, pts[2 * j + 1]!);
      });
    }
  return path;
}

/** Speckles scattered in a hex (inside a radius of 0.62 size so they stay off the edges). */
function speckles(
  c: Ctx,
  x: number,
  y: number,
  hx: number,
  hy: number,
  s: number,
  n: number,
  salt: number,
  r0: number,
  r1: number,
  colour: string,
): void {
  c.fillStyle = colour;
  c.beginPath();
  for (let k = 0; k < n; k++) {
    const a = hexNoise(hx, hy, salt + k * 3) * Math.PI * 2;
    const d = Math.sqrt(hexNoise(hx, hy, salt + k * 3 + 1)) * s * 0.62;
    const r = (r0 + (r1 - r0) * hexNoise(hx, hy, salt + k * 3 + 2)) * s;
    const px = x + Math.cos(a) * d;
    const py = y + Math.sin(a) * d;
    c.moveTo(px + r, py);
    c.ellipse(px, py, r, r * 0.72, a, 0, Math.PI * 2);
  }
  c.fill();
}

function waves(c: Ctx, x: number, y: number, hx: number, hy: number, s: number, colour: string, width: number): void {
  c.beginPath();
  const shift = (hexNoise(hx, hy, 91) - 0.5) * s * 0.3;
  for (const dy of [-0.3, 0.05, 0.38]) {
    const x0 = x - s * 0.42 + shift * (dy > 0 ? -1 : 1);
    const y0 = y + dy * s;
    c.moveTo(x0, y0);
    c.quadraticCurveTo(x0 + s * 0.13, y0 - s * 0.1, x0 + s * 0.26, y0);
    c.quadraticCurveTo(x0 + s * 0.39, y0 + s * 0.1, x0 + s * 0.52, y0);
  }
  c.lineWidth = width;
  c.lineCap = 'round';
  c.strokeStyle = colour;
  c.stroke();
}

/** The ground of a hex, as it is when dry (a flooded marsh or reef gets water drawn over it afterwards). */
function ground(c: Ctx, t: TerrainName, x: number, y: number, hx: number, hy: number, s: number): void {
  c.beginPath();
  hexPath(c, x, y, s);
  switch (t) {
    case 'plain': {
      c.fillStyle = C.plain;
      c.fill();
      speckles(c, x, y, hx, hy, s, 7, 1, 0.03, 0.07, C.plainDark);
      speckles(c, x, y, hx, hy, s, 4, 40, 0.03, 0.06, C.plainLight);
      break;
    }
    case 'sea': {
      c.fillStyle = hexNoise(hx, hy, 5) < 0.5 ? C.sea : C.seaDeep;
      c.fill();
      break;
    }
    case 'marsh': {
      // ochre speckled with blue: puddles, and tufts of reeds
      c.fillStyle = C.marsh;
      c.fill();
      speckles(c, x, y, hx, hy, s, 6, 7, 0.09, 0.15, C.marshPuddle);
      c.beginPath();
      for (let k = 0; k < 4; k++) {
        const px = x + (hexNoise(hx, hy, 60 + k) - 0.5) * s;
        const py = y + (hexNoise(hx, hy, 70 + k) - 0.5) * s;
        for (const dx of [-0.07, 0, 0.07]) {
          c.moveTo(px, py);
          c.lineTo(px + dx * s * 1.4, py - s * 0.18);
        }
      }
      c.lineWidth = s * 0.035;
      c.strokeStyle = C.reed;
      c.stroke();
      break;
    }
    case 'reef': {
      // blue speckled with ochre: rocks breaking through shallow water
      c.fillStyle = C.reef;
      c.fill();
      speckles(c, x, y, hx, hy, s, 8, 11, 0.1, 0.17, C.reefRock);
      speckles(c, x, y, hx, hy, s, 4, 31, 0.03, 0.06, C.plainDark);
      break;
    }
    case 'mountain': {
      c.fillStyle = C.mountain;
      c.fill();
      speckles(c, x, y, hx, hy, s, 5, 17, 0.03, 0.06, C.mountainDark);
      mountainRelief(c, x, y, hx, hy, s);
      break;
    }
  }
}

/** Two or three peaks, lit from the upper left: a light face, a shadow face, a snow cap. */
function mountainRelief(c: Ctx, x: number, y: number, hx: number, hy: number, s: number): void {
  const peaks =
    hexNoise(hx, hy, 23) < 0.5
      ? [
          [-0.22, 0.72],
          [0.22, 0.55],
        ]
      : [
          [-0.3, 0.5],
          [0.05, 0.78],
          [0.36, 0.45],
        ];
  const base = y + s * 0.5;
  for (const [dx, hgt] of peaks) {
    const px = x + dx! * s;
    const top = base - hgt! * s * 1.05;
    const half = s * (0.28 + hgt! * 0.18);
    // lit face
    c.beginPath();
    c.moveTo(px - half, base);
    c.lineTo(px, top);
    c.lineTo(px + half * 0.15, base);
    c.closePath();
    c.fillStyle = C.mountainLight;
    c.fill();
    // shadow face
    c.beginPath();
    c.moveTo(px, top);
    c.lineTo(px + half, base);
    c.lineTo(px + half * 0.15, base);
    c.closePath();
    c.fillStyle = C.mountainShadow;
    c.fill();
    // snow
    c.beginPath();
    c.moveTo(px, top);
    c.lineTo(px - half * 0.3, top + hgt! * s * 0.3);
    c.lineTo(px - half * 0.05, top + hgt! * s * 0.24);
    c.lineTo(px + half * 0.22, top + hgt! * s * 0.32);
    c.closePath();
    c.fillStyle = C.snow;
    c.fill();
    c.beginPath();
    c.moveTo(px - half, base);
    c.lineTo(px, top);
    c.lineTo(px + half, base);
    c.lineWidth = s * 0.03;
    c.strokeStyle = C.mountainLine;
    c.stroke();
  }
}

/** Water over a flooded marsh or reef: a translucent veil (the ground shows through) with waves. */
function floodVeil(c: Ctx, x: number, y: number, hx: number, hy: number, s: number): void {
  c.beginPath();
  hexPath(c, x, y, s);
  c.fillStyle = C.floodVeil;
  c.fill();
  waves(c, x, y, hx, hy, s, C.foamFaint, s * 0.045);
}

export interface TerrainPaintOptions {
  map: MapData;
  tide: TideName;
  layout: Layout;
  size: number;
  width: number;
  height: number;
  /** Device pixels per board unit of the target (its context is already scaled by it): tiles are made at it. */
  pixelRatio?: number;
  /** Column and row numbers along the top and left edges. */
  labels?: boolean;
}

/** How many looks each terrain has (a hex picks one by its position): enough that the texture does not repeat visibly. */
const VARIANTS = 5;

/**
 * One hex of one terrain, wet or dry, in one of its looks, painted once into a cell of the tile atlas (its
 * context already moved to the cell and scaled to the tile's resolution): the board is then 851 stamps instead
 * of thousands of little paths.
 */
function paintTile(c: Ctx, t: TerrainName, flooded: boolean, variant: number, s: number): void {
  const w = 2 * s + 2;
  const h = Math.sqrt(3) * s + 2;
  const hx = variant * 7 + 3;
  const hy = variant * 13 + 5;
  ground(c, t, w / 2, h / 2, hx, hy, s);
  if (t === 'sea') waves(c, w / 2, h / 2, hx, hy, s, C.foamFaint, s * 0.04);
  else if (flooded) floodVeil(c, w / 2, h / 2, hx, hy, s);
}

/** Paints the whole board at a tide. */
export function paintTerrain(c: Ctx, o: TerrainPaintOptions): void {
  const { map, tide, layout, size: s } = o;
  const pr = Math.max(0.25, o.pixelRatio ?? 1);
  c.fillStyle = C.space;
  c.fillRect(0, 0, o.width, o.height);
  const land = (h: Hex): boolean | null => {
    if (!onBoard(h, map.cols, map.rows)) return null;
    const t = terrainAt(map, h);
    return t ? isLandAt(t, tide) : null;
  };
  // 1. grounds, water, the flood veils: stamped from tiles, all in one atlas bitmap (a canvas is slow to make:
  // one per tile cost more than painting them; the cells are 2 pixels apart so that no stamp samples its neighbour)
  const tw = 2 * s + 2;
  const th = Math.sqrt(3) * s + 2;
  const tileW = Math.ceil(tw * pr);
  const tileH = Math.ceil(th * pr);
  const looks = new Map<string, { t: TerrainName; flooded: boolean; variant: number; cell: number }>();
  const stamps: { x: number; y: number; cell: number }[] = [];
  for (let y = 0; y < map.rows; y++) {
    for (let x = 0; x < map.cols; x++) {
      const t = terrainAt(map, [x, y]);
      if (!t) continue;
      const flooded = t !== 'sea' && !isLandAt(t, tide);
      const variant = Math.floor(hexNoise(x, y, 99) * VARIANTS);
      const key = `${t}|${+flooded}|${variant}`;
      let look = looks.get(key);
      if (!look) {
        look = { t, flooded, variant, cell: looks.size };
        looks.set(key, look);
      }
      stamps.push({ x, y, cell: look.cell });
    }
  }
  const across = Math.max(1, Math.ceil(Math.sqrt(looks.size)));
  const atlas = document.createElement('canvas');
  atlas.width = across * (tileW + 2);
  atlas.height = Math.max(1, Math.ceil(looks.size / across)) * (tileH + 2);
  const a = atlas.getContext('2d')!;
  const cellX = (cell: number) => (cell % across) * (tileW + 2);
  const cellY = (cell: number) => Math.floor(cell / across) * (tileH + 2);
  for (const look of looks.values()) {
    a.save();
    a.translate(cellX(look.cell), cellY(look.cell));
    a.beginPath();
    a.rect(0, 0, tileW, tileH);
    a.clip();
    a.scale(pr, pr);
    paintTile(a, look.t, look.flooded, look.variant, s);
    a.restore();
  }
  for (const st of stamps) {
    const p = hexToPixel([st.x, st.y], layout);
    c.drawImage(
      atlas,
      cellX(st.cell),
      cellY(st.cell),
      tileW,
      tileH,
      p.x - tw / 2,
      p.y - th / 2,
      tileW / pr,
      tileH / pr,
    );
  }
  // 2. the hex grid, faint, on the board's hexes only (a modular or folded board's holes stay empty space)
  c.beginPath();
  for (let y = 0; y < map.rows; y++) {
    for (let x = 0; x < map.cols; x++) {
      if (!terrainAt(map, [x, y])) continue;
      const p = hexToPixel([x, y], layout);
      hexPath(c, p.x, p.y, s);
    }
  }
  c.lineWidth = 1;
  c.strokeStyle = C.grid;
  c.stroke();
  // the board's edge where it meets off-board hexes: a dark rim, so its shape reads against space
  const rim = edgesBetween(
    map,
    layout,
    s,
    (h) => !!terrainAt(map, h),
    (n) => !terrainAt(map, n),
  );
  c.lineCap = 'round';
  c.lineWidth = s * 0.12;
  c.strokeStyle = C.rim;
  c.stroke(rim);
  // 3. coastlines: surf on the water side, a dark sand line on the land side
  const surf = edgesBetween(
    map,
    layout,
    s,
    (h) => land(h) === true,
    (n) => land(n) === false,
  );
  c.lineCap = 'round';
  c.lineWidth = s * 0.22;
  c.strokeStyle = C.surf;
  c.stroke(surf);
  c.lineWidth = s * 0.07;
  c.strokeStyle = C.shore;
  c.stroke(surf);
  // 4. coordinates
  if (o.labels !== false) {
    c.font = `${Math.round(s * 0.26)}px sans-serif`;
    c.fillStyle = 'rgba(0,0,0,0.5)';
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    // each column and row numbered at its first hex on the board (a holed board has none at row 0 or column 0)
    for (let x = 0; x < map.cols; x++) {
      let y = 0;
      while (y < map.rows && !terrainAt(map, [x, y])) y++;
      if (y === map.rows) continue;
      const p = hexToPixel([x, y], layout);
      c.fillText(String(x), p.x, p.y - s * 0.62);
    }
    for (let y = 0; y < map.rows; y++) {
      let x = 0;
      while (x < map.cols && !terrainAt(map, [x, y])) x++;
      if (x === map.cols) continue;
      const p = hexToPixel([x, y], layout);
      c.fillText(String(y), p.x - s * 0.6, p.y);
    }
  }
}
