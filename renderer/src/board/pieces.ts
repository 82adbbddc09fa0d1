// Piece silhouettes drawn straight on a 2D canvas context (one call per piece, no Konva node per piece),
// seen from above like the box's lead miniatures on the board. Every piece: a silhouette by type, its
// controller's colour, and the controller's shape mark (white, outlined), so that colour is never the only clue.
// Sizes are in units of s, the hex radius: a single-hex piece spans about 1.3 s by 1.05 s (over 60% of the hex).
import type { PlayerColor, MarkerShape } from '../lib/colors';

type Ctx = CanvasRenderingContext2D;

export interface PieceLook {
  type: string;
  color: PlayerColor;
  stuck: boolean;
  neutralised: boolean;
  abandoned: boolean;
  /** Cargo glyphs to show under a carrier (one letter each). */
  cargo: string[];
  selected: boolean;
  /** Shots fired this turn (tanks, super tanks, boats): pips show what is left once one is fired. */
  shots?: number;
  /** Ore of the three-kinds variant: 2, 3 or 5 points (absent: the one kind of ore). */
  value?: number;
}

const OUTLINE = '#141414';
const TREAD = '#2b2b2b';
const ABANDONED = '#a9a9a9';

/** A colour mixed towards white (k > 0) or black (k < 0). */
export function shade(hex: string, k: number): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return hex;
  const n = parseInt(m[1]!, 16);
  const mix = (v: number) => Math.round(k >= 0 ? v + (255 - v) * k : v * (1 + k));
  const r = mix(n >> 16);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `rgb(${r},${g},${b})`;
}

export function drawMarker(
  c: Ctx,
  shape: MarkerShape,
  x: number,
  y: number,
  r: number,
  fill: string,
  ink: string,
): void {
  c.beginPath();
  switch (shape) {
    case 'circle':
      c.arc(x, y, r * 0.95, 0, Math.PI * 2);
      break;
    case 'square':
      c.rect(x - r * 0.8, y - r * 0.8, r * 1.6, r * 1.6);
      break;
    case 'triangle':
      c.moveTo(x, y - r * 1.05);
      c.lineTo(x + r * 1.05, y + r * 0.8);
      c.lineTo(x - r * 1.05, y + r * 0.8);
      c.closePath();
      break;
    case 'diamond':
      c.moveTo(x, y - r * 1.15);
      c.lineTo(x + r * 0.95, y);
      c.lineTo(x, y + r * 1.15);
      c.lineTo(x - r * 0.95, y);
      c.closePath();
      break;
  }
  c.lineJoin = 'round';
  c.fillStyle = fill;
  c.fill();
  c.lineWidth = Math.max(1, r * 0.32);
  c.strokeStyle = ink;
  c.stroke();
}

/** The player's shape mark: a white shape outlined in black, readable in any colour vision and in grey. */
function mark(c: Ctx, look: PieceLook, x: number, y: number, s: number): void {
  if (look.abandoned) return;
  drawMarker(c, look.color.marker, x, y, s * 0.3, '#ffffff', OUTLINE);
}

/**
 * Each player's livery over the hull, after his shape mark: none (circle), light bands (square), dark hazard
 * stripes (triangle), light dots (diamond). Colours alone fail under deuteranopia (the orange-red and the
 * yellow armies both look yellow) and in grey (red, blue and green are close): the pattern covers the whole
 * hull, so it reads where the small mark does not. Call it right after `body` (the hull is the current path).
 */
export function livery(c: Ctx, look: PieceLook, x: number, y: number, s: number, r = s * 1.1): void {
  if (look.abandoned || look.color.id === 'neutral' || look.color.marker === 'circle') return;
  c.save();
  c.clip();
  c.beginPath();
  switch (look.color.marker) {
    case 'square': {
      const step = s * 0.3;
      for (let k = y - r; k < y + r; k += step) c.rect(x - r, k, 2 * r, step * 0.45);
      c.fillStyle = 'rgba(255,255,255,0.42)';
      break;
    }
    case 'triangle': {
      const step = s * 0.32;
      for (let k = -2 * r; k < 2 * r; k += step) {
        c.moveTo(x + k, y - r);
        c.lineTo(x + k + step * 0.5, y - r);
        c.lineTo(x + k + step * 0.5 + 2 * r, y + r);
        c.lineTo(x + k + 2 * r, y + r);
        c.closePath();
      }
      c.fillStyle = 'rgba(0,0,0,0.62)';
      break;
    }
    case 'diamond': {
      const step = s * 0.28;
      for (let j = 0, ky = y - r; ky < y + r; ky += step, j++)
        for (let kx = x - r + (j % 2) * step * 0.5; kx < x + r; kx += step) {
          c.moveTo(kx + s * 0.07, ky);
          c.arc(kx, ky, s * 0.07, 0, Math.PI * 2);
        }
      c.fillStyle = 'rgba(255,255,255,0.6)';
      break;
    }
  }
  c.fill();
  c.restore();
}

function shadow(c: Ctx, x: number, y: number, rx: number, ry: number): void {
  c.beginPath();
  c.ellipse(x + rx * 0.08, y + ry * 0.16, rx, ry, 0, 0, Math.PI * 2);
  c.fillStyle = 'rgba(0,0,0,0.32)';
  c.fill();
}

/** Fills the current path with a top-lit gradient of the colour, then outlines it. */
function body(c: Ctx, fill: string, y0: number, y1: number, lw: number, dashed = false): void {
  const g = c.createLinearGradient(0, y0, 0, y1);
  g.addColorStop(0, shade(fill, 0.35));
  g.addColorStop(0.45, fill);
  g.addColorStop(1, shade(fill, -0.35));
  c.fillStyle = g;
  c.fill();
  c.lineWidth = lw;
  c.strokeStyle = OUTLINE;
  c.lineJoin = 'round';
  if (dashed) c.setLineDash([lw * 2, lw * 1.5]);
  c.stroke();
  if (dashed) c.setLineDash([]);
}

function flat(c: Ctx, fill: string, lw: number): void {
  c.fillStyle = fill;
  c.fill();
  c.lineWidth = lw;
  c.strokeStyle = OUTLINE;
  c.stroke();
}

function roundRect(c: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  c.beginPath();
  c.roundRect(x, y, w, h, r);
}

/** A track seen from above: a dark band with light cleats. */
function tread(c: Ctx, x: number, y: number, w: number, h: number, lw: number): void {
  roundRect(c, x, y, w, h, h * 0.45);
  flat(c, TREAD, lw);
  c.beginPath();
  const step = h * 0.9;
  for (let k = x + step * 0.6; k < x + w - step * 0.4; k += step) {
    c.moveTo(k, y + h * 0.2);
    c.lineTo(k, y + h * 0.8);
  }
  c.lineWidth = Math.max(0.5, h * 0.18);
  c.strokeStyle = '#6d6d6d';
  c.stroke();
}

function turret(c: Ctx, x: number, y: number, r: number, fill: string, lw: number): void {
  c.beginPath();
  c.arc(x, y, r, 0, Math.PI * 2);
  const g = c.createRadialGradient(x - r * 0.4, y - r * 0.4, r * 0.1, x, y, r);
  g.addColorStop(0, shade(fill, 0.5));
  g.addColorStop(1, shade(fill, -0.2));
  c.fillStyle = g;
  c.fill();
  c.lineWidth = lw;
  c.strokeStyle = OUTLINE;
  c.stroke();
}

function barrel(c: Ctx, x0: number, y: number, x1: number, h: number, lw: number): void {
  roundRect(c, x0, y - h / 2, x1 - x0, h, h * 0.3);
  flat(c, '#3a3a3a', lw * 0.6);
}

/** Draws a single-hex piece centred on (x, y); s is the hex radius. */
export function drawPiece(c: Ctx, look: PieceLook, x: number, y: number, s: number): void {
  const fill = look.abandoned ? ABANDONED : look.color.fill;
  const lw = Math.max(1, s * 0.05);
  const dashed = look.abandoned;
  let markAt = { x: x - s * 0.52, y: y - s * 0.5 };
  switch (look.type) {
    case 'ore':
      drawOre(c, x, y, s, look.value);
      return;
    case 'pontoon':
      drawPontoon(c, x, y, s);
      return;
    case 'tank': {
      shadow(c, x, y, s * 0.62, s * 0.5);
      tread(c, x - s * 0.6, y - s * 0.52, s * 1.2, s * 0.24, lw);
      tread(c, x - s * 0.6, y + s * 0.28, s * 1.2, s * 0.24, lw);
      roundRect(c, x - s * 0.52, y - s * 0.34, s * 1.04, s * 0.68, s * 0.12);
      body(c, fill, y - s * 0.34, y + s * 0.34, lw, dashed);
      livery(c, look, x, y, s);
      barrel(c, x + s * 0.08, y, x + s * 0.78, s * 0.12, lw);
      turret(c, x - s * 0.02, y, s * 0.24, fill, lw);
      break;
    }
    case 'superTank': {
      // the "gros tas": wider, double tracks, a heavy turret with twin guns
      shadow(c, x, y, s * 0.74, s * 0.6);
      tread(c, x - s * 0.7, y - s * 0.64, s * 1.36, s * 0.3, lw);
      tread(c, x - s * 0.7, y + s * 0.34, s * 1.36, s * 0.3, lw);
      c.beginPath();
      c.moveTo(x - s * 0.66, y - s * 0.4);
      c.lineTo(x + s * 0.5, y - s * 0.4);
      c.lineTo(x + s * 0.66, y - s * 0.2);
      c.lineTo(x + s * 0.66, y + s * 0.2);
      c.lineTo(x + s * 0.5, y + s * 0.4);
      c.lineTo(x - s * 0.66, y + s * 0.4);
      c.closePath();
      body(c, fill, y - s * 0.4, y + s * 0.4, lw * 1.3, dashed);
      livery(c, look, x, y, s);
      barrel(c, x + s * 0.05, y - s * 0.1, x + s * 0.88, s * 0.1, lw);
      barrel(c, x + s * 0.05, y + s * 0.1, x + s * 0.88, s * 0.1, lw);
      c.beginPath();
      c.moveTo(x - s * 0.42, y - s * 0.28);
      c.lineTo(x + s * 0.16, y - s * 0.3);
      c.lineTo(x + s * 0.28, y);
      c.lineTo(x + s * 0.16, y + s * 0.3);
      c.lineTo(x - s * 0.42, y + s * 0.28);
      c.closePath();
      body(c, shade(fill, 0.12), y - s * 0.3, y + s * 0.3, lw);
      // rivets
      c.beginPath();
      for (const [dx, dy] of [
        [-0.3, -0.17],
        [-0.3, 0.17],
        [0.05, -0.19],
        [0.05, 0.19],
      ])
        c.rect(x + dx! * s - s * 0.03, y + dy! * s - s * 0.03, s * 0.06, s * 0.06);
      c.fillStyle = OUTLINE;
      c.fill();
      markAt = { x: x - s * 0.6, y: y - s * 0.62 };
      break;
    }
    case 'motorBoat': {
      // a wake behind, a pointed hull, a cabin
      c.beginPath();
      for (const dy of [-0.22, 0, 0.22]) {
        c.moveTo(x - s * 0.62, y + dy * s);
        c.lineTo(x - s * 0.85, y + dy * s * 1.5);
      }
      c.lineWidth = s * 0.07;
      c.lineCap = 'round';
      c.strokeStyle = 'rgba(255,255,255,0.75)';
      c.stroke();
      shadow(c, x, y, s * 0.66, s * 0.36);
      c.beginPath();
      c.moveTo(x + s * 0.75, y);
      c.bezierCurveTo(x + s * 0.45, y - s * 0.4, x - s * 0.2, y - s * 0.4, x - s * 0.62, y - s * 0.34);
      c.lineTo(x - s * 0.62, y + s * 0.34);
      c.bezierCurveTo(x - s * 0.2, y + s * 0.4, x + s * 0.45, y + s * 0.4, x + s * 0.75, y);
      c.closePath();
      body(c, fill, y - s * 0.38, y + s * 0.38, lw, dashed);
      livery(c, look, x, y, s);
      roundRect(c, x - s * 0.4, y - s * 0.18, s * 0.45, s * 0.36, s * 0.08);
      flat(c, shade(fill, 0.55), lw * 0.7);
      barrel(c, x + s * 0.12, y, x + s * 0.62, s * 0.09, lw);
      c.beginPath();
      c.arc(x + s * 0.14, y, s * 0.12, 0, Math.PI * 2);
      flat(c, shade(fill, -0.2), lw * 0.7);
      markAt = { x: x - s * 0.52, y: y - s * 0.46 };
      break;
    }
    case 'crab': {
      // six legs, two claws forward, a round shell
      c.beginPath();
      for (const sy of [-1, 1]) {
        for (const dx of [-0.25, 0, 0.25]) {
          c.moveTo(x + dx * s, y + sy * s * 0.2);
          c.lineTo(x + dx * s * 1.4 - s * 0.05, y + sy * s * 0.42);
          c.lineTo(x + dx * s * 1.6 - s * 0.12, y + sy * s * 0.56);
        }
      }
      c.lineWidth = s * 0.1;
      c.lineCap = 'round';
      c.lineJoin = 'round';
      c.strokeStyle = OUTLINE;
      c.stroke();
      c.lineWidth = s * 0.05;
      c.strokeStyle = shade(fill, -0.15);
      c.stroke();
      shadow(c, x, y, s * 0.42, s * 0.34);
      for (const sy of [-1, 1]) {
        c.beginPath();
        c.moveTo(x + s * 0.3, y + sy * s * 0.12);
        c.lineTo(x + s * 0.52, y + sy * s * 0.28);
        c.arc(
          x + s * 0.6,
          y + sy * s * 0.24,
          s * 0.12,
          Math.PI * (sy > 0 ? 0.9 : 1.1),
          Math.PI * (sy > 0 ? 2.6 : -0.6),
          sy < 0,
        );
        c.closePath();
        body(c, fill, y - s * 0.4, y + s * 0.4, lw * 0.8);
      }
      c.beginPath();
      c.ellipse(x, y, s * 0.4, s * 0.32, 0, 0, Math.PI * 2);
      body(c, fill, y - s * 0.32, y + s * 0.32, lw, dashed);
      livery(c, look, x, y, s);
      c.beginPath();
      c.ellipse(x - s * 0.04, y, s * 0.22, s * 0.17, 0, 0, Math.PI * 2);
      c.lineWidth = lw * 0.7;
      c.strokeStyle = 'rgba(0,0,0,0.45)';
      c.stroke();
      markAt = { x: x - s * 0.5, y: y - s * 0.48 };
      break;
    }
    case 'pondeuse': {
      // the weather layer: a great dome on tracks, a hatch, an antenna
      shadow(c, x, y, s * 0.62, s * 0.52);
      tread(c, x - s * 0.62, y - s * 0.56, s * 1.24, s * 0.22, lw);
      tread(c, x - s * 0.62, y + s * 0.34, s * 1.24, s * 0.22, lw);
      c.beginPath();
      c.ellipse(x, y, s * 0.58, s * 0.44, 0, 0, Math.PI * 2);
      body(c, fill, y - s * 0.44, y + s * 0.44, lw * 1.2, dashed);
      livery(c, look, x, y, s);
      c.beginPath();
      c.ellipse(x - s * 0.12, y - s * 0.08, s * 0.3, s * 0.22, 0, 0, Math.PI * 2);
      c.fillStyle = 'rgba(255,255,255,0.25)';
      c.fill();
      c.beginPath();
      c.arc(x + s * 0.22, y, s * 0.15, 0, Math.PI * 2);
      flat(c, '#f4f4f4', lw * 0.7);
      c.beginPath();
      c.arc(x + s * 0.22, y, s * 0.06, 0, Math.PI * 2);
      c.fillStyle = OUTLINE;
      c.fill();
      c.beginPath();
      c.moveTo(x - s * 0.2, y + s * 0.1);
      c.lineTo(x - s * 0.42, y + s * 0.3);
      c.lineWidth = lw;
      c.strokeStyle = OUTLINE;
      c.stroke();
      c.beginPath();
      c.arc(x - s * 0.42, y + s * 0.3, s * 0.06, 0, Math.PI * 2);
      flat(c, '#e8e8e8', lw * 0.6);
      break;
    }
    default: {
      shadow(c, x, y, s * 0.45, s * 0.45);
      c.beginPath();
      c.arc(x, y, s * 0.45, 0, Math.PI * 2);
      body(c, fill, y - s * 0.45, y + s * 0.45, lw, dashed);
      livery(c, look, x, y, s);
    }
  }
  mark(c, look, markAt.x, markAt.y, s);
  drawStatus(c, look, x, y, s);
  if (look.cargo.length) drawCargo(c, look.cargo, x, y + s * 0.62, s);
}

/**
 * The three kinds of ore of the later edition's variant, each with its own shape, colour and value, so that
 * they read apart in any colour vision: iron (2) a rusty block with flat faces, gold (3) a heap of round
 * nuggets, gemstone (5) a cluster of tall pointed crystals, the largest. Names after that edition's rules.
 */
export type OreKind = 'iron' | 'gold' | 'gem';
export function oreKind(value: number | undefined | null): OreKind | null {
  return value === 2 ? 'iron' : value === 3 ? 'gold' : value === 5 ? 'gem' : null;
}

/** Ore: a boulder with crystals (one kind of ore), or one of the three kinds of the variant, its value shown. */
function drawOre(c: Ctx, x: number, y: number, s: number, value?: number): void {
  const kind = oreKind(value);
  const lw = Math.max(1, s * 0.05);
  if (kind === 'iron') drawIron(c, x, y, s, lw);
  else if (kind === 'gold') drawGold(c, x, y, s, lw);
  else if (kind === 'gem') drawGem(c, x, y, s, lw);
  else drawBoulder(c, x, y, s, lw);
  if (kind) oreValue(c, value!, x + s * 0.42, y + s * 0.42, s);
}

function drawBoulder(c: Ctx, x: number, y: number, s: number, lw: number): void {
  const r = s * 0.42;
  shadow(c, x, y, r * 1.05, r * 0.8);
  c.beginPath();
  c.moveTo(x - r, y + r * 0.2);
  c.lineTo(x - r * 0.6, y - r * 0.6);
  c.lineTo(x + r * 0.1, y - r * 0.85);
  c.lineTo(x + r * 0.85, y - r * 0.4);
  c.lineTo(x + r, y + r * 0.35);
  c.lineTo(x + r * 0.3, y + r * 0.8);
  c.lineTo(x - r * 0.6, y + r * 0.7);
  c.closePath();
  body(c, '#5a5560', y - r, y + r, lw);
  for (const [dx, dy] of [
    [-0.35, -0.2],
    [0.25, -0.3],
    [0.05, 0.25],
  ] as const) {
    const cx = x + dx * r;
    const cy = y + dy * r;
    const h = r * 0.42;
    c.beginPath();
    c.moveTo(cx, cy - h);
    c.lineTo(cx + h * 0.45, cy);
    c.lineTo(cx, cy + h * 0.6);
    c.lineTo(cx - h * 0.45, cy);
    c.closePath();
    c.fillStyle = '#c9b8ff';
    c.fill();
    c.lineWidth = Math.max(0.5, s * 0.025);
    c.strokeStyle = '#ffffff';
    c.stroke();
  }
}

/** Iron: a squat block seen from above and a little to the side, rust-red with a dark metal top. */
function drawIron(c: Ctx, x: number, y: number, s: number, lw: number): void {
  const w = s * 0.46;
  const h = s * 0.34;
  const d = s * 0.2; // the front face's height
  shadow(c, x, y + d * 0.4, w * 1.15, h * 1.05);
  // front face (dark rust)
  c.beginPath();
  c.moveTo(x - w, y - h * 0.2 + d * 0.1);
  c.lineTo(x - w, y + h * 0.55 + d);
  c.lineTo(x + w * 0.35, y + h + d);
  c.lineTo(x + w * 0.35, y + h);
  c.closePath();
  flat(c, '#6e2a12', lw);
  // side face
  c.beginPath();
  c.moveTo(x + w * 0.35, y + h);
  c.lineTo(x + w * 0.35, y + h + d);
  c.lineTo(x + w, y + h * 0.35 + d);
  c.lineTo(x + w, y - h * 0.05);
  c.closePath();
  flat(c, '#4a1c0c', lw);
  // top face: rusty metal, lit
  c.beginPath();
  c.moveTo(x - w, y - h * 0.2);
  c.lineTo(x - w * 0.3, y - h);
  c.lineTo(x + w, y - h * 0.05);
  c.lineTo(x + w * 0.35, y + h);
  c.lineTo(x - w, y + h * 0.55);
  c.closePath();
  body(c, '#b5532a', y - h, y + h, lw);
  // metal streaks on top
  c.beginPath();
  c.moveTo(x - w * 0.55, y + h * 0.05);
  c.lineTo(x + w * 0.05, y - h * 0.55);
  c.moveTo(x - w * 0.25, y + h * 0.45);
  c.lineTo(x + w * 0.55, y - h * 0.1);
  c.lineCap = 'round';
  c.lineWidth = Math.max(1, s * 0.07);
  c.strokeStyle = '#d9d4cf';
  c.stroke();
  c.lineCap = 'butt';
}

/** Gold: three round nuggets heaped together, bright yellow with a white glint. */
function drawGold(c: Ctx, x: number, y: number, s: number, lw: number): void {
  const r = s * 0.24;
  shadow(c, x, y + s * 0.05, s * 0.5, s * 0.4);
  const nuggets: [number, number, number][] = [
    [-0.26, 0.14, 1],
    [0.26, 0.16, 0.95],
    [0, -0.2, 1.08],
  ];
  for (const [dx, dy, k] of nuggets) {
    const cx = x + dx * s;
    const cy = y + dy * s;
    const rr = r * k;
    c.beginPath();
    c.arc(cx, cy, rr, 0, Math.PI * 2);
    const g = c.createRadialGradient(cx - rr * 0.4, cy - rr * 0.4, rr * 0.1, cx, cy, rr);
    g.addColorStop(0, '#fff6c2');
    g.addColorStop(0.35, '#f6c63a');
    g.addColorStop(1, '#9a6a08');
    c.fillStyle = g;
    c.fill();
    c.lineWidth = lw;
    c.strokeStyle = OUTLINE;
    c.stroke();
    c.beginPath();
    c.arc(cx - rr * 0.35, cy - rr * 0.38, rr * 0.2, 0, Math.PI * 2);
    c.fillStyle = '#ffffff';
    c.fill();
  }
}

/** Gemstones: tall pointed crystals from a dark base, pale violet-blue and glinting: the largest ore. */
function drawGem(c: Ctx, x: number, y: number, s: number, lw: number): void {
  shadow(c, x, y + s * 0.15, s * 0.55, s * 0.38);
  c.beginPath();
  c.ellipse(x, y + s * 0.3, s * 0.5, s * 0.2, 0, 0, Math.PI * 2);
  flat(c, '#3a3340', lw);
  // back to front: side crystals lean out, the middle one is the tallest
  const crystals: [number, number, number, number][] = [
    [-0.3, 0.3, 0.5, -0.35],
    [0.3, 0.3, 0.5, 0.35],
    [0, 0.34, 0.78, 0],
  ];
  for (const [dx, base, tall, lean] of crystals) {
    const bx = x + dx * s;
    const by = y + base * s;
    const hw = s * 0.14;
    const tx = bx + lean * s * 0.3;
    const ty = by - tall * s;
    c.beginPath();
    c.moveTo(bx - hw, by);
    c.lineTo(bx - hw + (tx - bx) * 0.85, by + (ty - by) * 0.75);
    c.lineTo(tx, ty);
    c.lineTo(bx + hw + (tx - bx) * 0.85, by + (ty - by) * 0.75);
    c.lineTo(bx + hw, by);
    c.closePath();
    const g = c.createLinearGradient(bx - hw, 0, bx + hw, 0);
    g.addColorStop(0, '#e9dcff');
    g.addColorStop(0.5, '#9d7bff');
    g.addColorStop(1, '#4b2fa8');
    c.fillStyle = g;
    c.fill();
    c.lineWidth = lw;
    c.lineJoin = 'round';
    c.strokeStyle = OUTLINE;
    c.stroke();
    // the facet ridge
    c.beginPath();
    c.moveTo(bx + (tx - bx) * 0.1, by - (by - ty) * 0.05);
    c.lineTo(tx, ty);
    c.lineWidth = Math.max(0.6, s * 0.035);
    c.strokeStyle = 'rgba(255,255,255,0.85)';
    c.stroke();
  }
}

/** The ore's value in a dark disc: readable on any terrain and at "Fit". */
function oreValue(c: Ctx, value: number, x: number, y: number, s: number): void {
  const r = s * 0.27;
  c.beginPath();
  c.arc(x, y, r, 0, Math.PI * 2);
  c.fillStyle = '#111111';
  c.fill();
  c.lineWidth = Math.max(1, s * 0.05);
  c.strokeStyle = '#ffffff';
  c.stroke();
  c.font = `bold ${Math.round(s * 0.4)}px sans-serif`;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  c.fillStyle = '#ffffff';
  c.fillText(String(value), x, y + s * 0.02);
}

/** A pontoon: a deck of planks on two floats (nobody's colour: pontoons belong to no one). */
function drawPontoon(c: Ctx, x: number, y: number, s: number): void {
  const lw = Math.max(1, s * 0.05);
  shadow(c, x, y, s * 0.8, s * 0.5);
  for (const dy of [-0.42, 0.3]) {
    roundRect(c, x - s * 0.8, y + dy * s, s * 1.6, s * 0.14, s * 0.07);
    flat(c, '#9aa3a8', lw * 0.7);
  }
  roundRect(c, x - s * 0.72, y - s * 0.36, s * 1.44, s * 0.72, s * 0.06);
  body(c, '#a57c4a', y - s * 0.36, y + s * 0.36, lw);
  c.beginPath();
  for (let i = -3; i <= 3; i++) {
    c.moveTo(x + i * s * 0.2, y - s * 0.36);
    c.lineTo(x + i * s * 0.2, y + s * 0.36);
  }
  c.lineWidth = lw * 0.6;
  c.strokeStyle = '#4a3218';
  c.stroke();
}

/** A white round badge with a coloured rim; the caller then draws its sign in the same stroke style. */
function badge(c: Ctx, bx: number, by: number, s: number, rim: string, width: number): void {
  c.beginPath();
  c.arc(bx, by, s * 0.22, 0, Math.PI * 2);
  c.fillStyle = '#ffffff';
  c.fill();
  c.lineWidth = width;
  c.strokeStyle = rim;
  c.stroke();
}

export function drawStatus(c: Ctx, look: PieceLook, x: number, y: number, s: number): void {
  if (look.stuck) {
    // a blue badge with waves: stranded or bogged by the tide
    const bx = x + s * 0.52;
    const by = y + s * 0.46;
    badge(c, bx, by, s, '#0b4f8a', Math.max(1, s * 0.06));
    c.beginPath();
    for (const dy of [-0.06, 0.06]) {
      c.moveTo(bx - s * 0.13, by + dy * s);
      c.quadraticCurveTo(bx - s * 0.065, by + (dy - 0.07) * s, bx, by + dy * s);
      c.quadraticCurveTo(bx + s * 0.065, by + (dy + 0.07) * s, bx + s * 0.13, by + dy * s);
    }
    c.stroke();
  }
  if (look.neutralised) {
    // a red "no entry" badge: neutralised by enemy fire
    const bx = x + s * 0.52;
    const by = y - s * 0.46;
    badge(c, bx, by, s, '#c00000', Math.max(1.5, s * 0.08));
    c.beginPath();
    c.moveTo(bx - s * 0.14, by + s * 0.14);
    c.lineTo(bx + s * 0.14, by - s * 0.14);
    c.stroke();
  }
  if (look.abandoned) {
    c.beginPath();
    c.moveTo(x - s * 0.35, y - s * 0.35);
    c.lineTo(x + s * 0.35, y + s * 0.35);
    c.moveTo(x + s * 0.35, y - s * 0.35);
    c.lineTo(x - s * 0.35, y + s * 0.35);
    c.lineWidth = Math.max(1, s * 0.08);
    c.strokeStyle = '#444';
    c.stroke();
  }
  if (look.shots && look.shots > 0) {
    // shots left this turn: two pips, the spent ones hollow
    for (let i = 0; i < 2; i++) {
      c.beginPath();
      c.arc(x - s * 0.5 + i * s * 0.2, y + s * 0.56, s * 0.08, 0, Math.PI * 2);
      c.fillStyle = i < 2 - look.shots ? '#ffd400' : '#2a2a2a';
      c.fill();
      c.lineWidth = Math.max(1, s * 0.035);
      c.strokeStyle = '#ffffff';
      c.stroke();
    }
  }
  if (look.selected) {
    c.beginPath();
    c.arc(x, y, s * 0.78, 0, Math.PI * 2);
    c.lineWidth = Math.max(2, s * 0.1);
    c.strokeStyle = '#ffffff';
    c.stroke();
    c.lineWidth = Math.max(1, s * 0.04);
    c.strokeStyle = '#000000';
    c.stroke();
  }
}

/** Small lettered chips under a carrier, one per carried item. */
export function drawCargo(c: Ctx, cargo: string[], x: number, y: number, s: number): void {
  const w = s * 0.32;
  const n = Math.min(cargo.length, 6);
  const x0 = x - (n * w) / 2;
  c.font = `bold ${Math.round(s * 0.26)}px sans-serif`;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  for (let i = 0; i < n; i++) {
    c.beginPath();
    c.roundRect(x0 + i * w + 1, y - w / 2, w - 2, w, w * 0.15);
    c.fillStyle = '#ffffff';
    c.fill();
    c.lineWidth = Math.max(1, s * 0.03);
    c.strokeStyle = OUTLINE;
    c.stroke();
    c.fillStyle = '#000';
    c.fillText(i === 5 && cargo.length > 6 ? '+' : cargo[i]!, x0 + i * w + w / 2, y + 0.5);
  }
}

/** A barge: one long hull across its two hexes, a cargo well, a wheelhouse at the stern. */
export function drawBarge(c: Ctx, look: PieceLook, ax: number, ay: number, bx: number, by: number, s: number): void {
  const fill = look.abandoned ? ABANDONED : look.color.fill;
  const lw = Math.max(1, s * 0.05);
  const ang = Math.atan2(by - ay, bx - ax);
  const len = Math.hypot(bx - ax, by - ay);
  c.save();
  c.translate(ax, ay);
  c.rotate(ang);
  c.beginPath();
  c.ellipse(len / 2 + s * 0.06, s * 0.08, len / 2 + s * 0.7, s * 0.46, 0, 0, Math.PI * 2);
  c.fillStyle = 'rgba(0,0,0,0.3)';
  c.fill();
  c.beginPath();
  c.moveTo(-s * 0.62, -s * 0.42);
  c.lineTo(len + s * 0.38, -s * 0.42);
  c.quadraticCurveTo(len + s * 0.78, -s * 0.2, len + s * 0.8, 0);
  c.quadraticCurveTo(len + s * 0.78, s * 0.2, len + s * 0.38, s * 0.42);
  c.lineTo(-s * 0.62, s * 0.42);
  c.closePath();
  body(c, fill, -s * 0.42, s * 0.42, lw * 1.2, look.abandoned);
  livery(c, look, len / 2, 0, s, len / 2 + s);
  // the cargo well, with its ribs
  roundRect(c, -s * 0.1, -s * 0.26, len + s * 0.3, s * 0.52, s * 0.05);
  flat(c, shade(fill, -0.45), lw * 0.6);
  c.beginPath();
  for (let k = s * 0.15; k < len + s * 0.2; k += s * 0.3) {
    c.moveTo(k, -s * 0.26);
    c.lineTo(k, s * 0.26);
  }
  c.lineWidth = lw * 0.5;
  c.strokeStyle = 'rgba(255,255,255,0.25)';
  c.stroke();
  // the wheelhouse
  roundRect(c, -s * 0.52, -s * 0.22, s * 0.32, s * 0.44, s * 0.06);
  flat(c, shade(fill, 0.5), lw * 0.7);
  c.restore();
  mark(c, look, ax - s * 0.5, ay - s * 0.5, s);
  drawStatus(c, { ...look, cargo: [] }, ax, ay, s);
  if (look.cargo.length) drawCargo(c, look.cargo, (ax + bx) / 2, (ay + by) / 2 + s * 0.6, s);
}

/**
 * The astronef: the bubble (a great dome) on its centre hex, a pode on each of three hexes joined by struts,
 * a gun tower on each pode; a destroyed tower leaves an empty, scorched pode with rubble.
 */
export function drawAstronef(
  c: Ctx,
  look: PieceLook,
  bubble: { x: number; y: number },
  podes: { x: number; y: number }[],
  towers: boolean[],
  s: number,
  carried: number,
): void {
  const fill = look.abandoned ? ABANDONED : look.color.fill;
  const lw = Math.max(1, s * 0.06);
  // shadow of the whole craft
  c.beginPath();
  c.arc(bubble.x + s * 0.08, bubble.y + s * 0.14, s * 0.9, 0, Math.PI * 2);
  for (const p of podes) {
    c.moveTo(p.x + s * 0.62, p.y + s * 0.12);
    c.arc(p.x + s * 0.08, p.y + s * 0.12, s * 0.56, 0, Math.PI * 2);
  }
  c.fillStyle = 'rgba(0,0,0,0.3)';
  c.fill();
  // struts
  c.beginPath();
  for (const p of podes) {
    c.moveTo(bubble.x, bubble.y);
    c.lineTo(p.x, p.y);
  }
  c.lineCap = 'butt';
  c.lineWidth = s * 0.38;
  c.strokeStyle = OUTLINE;
  c.stroke();
  c.lineWidth = s * 0.26;
  c.strokeStyle = shade(fill, -0.25);
  c.stroke();
  // podes (hexagonal platforms) with their towers
  podes.forEach((p, i) => {
    c.beginPath();
    for (let k = 0; k < 6; k++) {
      const a = (Math.PI / 3) * k;
      const px = p.x + Math.cos(a) * s * 0.6;
      const py = p.y + Math.sin(a) * s * 0.6;
      if (k === 0) c.moveTo(px, py);
      else c.lineTo(px, py);
    }
    c.closePath();
    body(c, shade(fill, -0.1), p.y - s * 0.55, p.y + s * 0.55, lw, look.abandoned);
    livery(c, look, p.x, p.y, s, s * 0.7);
    const out = Math.atan2(p.y - bubble.y, p.x - bubble.x);
    if (towers[i] !== false) {
      // a gun tower: a squat cylinder with its gun pointing outwards
      c.save();
      c.translate(p.x, p.y);
      c.rotate(out);
      barrel(c, s * 0.05, 0, s * 0.62, s * 0.12, lw);
      c.restore();
      c.beginPath();
      c.arc(p.x, p.y, s * 0.34, 0, Math.PI * 2);
      body(c, '#3a3d42', p.y - s * 0.34, p.y + s * 0.34, lw);
      turret(c, p.x, p.y, s * 0.22, fill, lw * 0.8);
    } else {
      // destroyed: a scorched hole and rubble where the tower stood
      c.beginPath();
      c.arc(p.x, p.y, s * 0.32, 0, Math.PI * 2);
      const g = c.createRadialGradient(p.x, p.y, s * 0.05, p.x, p.y, s * 0.32);
      g.addColorStop(0, '#000000');
      g.addColorStop(0.7, '#2a1a10');
      g.addColorStop(1, 'rgba(60,40,20,0.4)');
      c.fillStyle = g;
      c.fill();
      c.beginPath();
      for (const [dx, dy] of [
        [-0.36, -0.1],
        [0.3, -0.28],
        [0.12, 0.36],
        [-0.2, 0.3],
      ]) {
        c.moveTo(p.x + dx! * s, p.y + dy! * s);
        c.lineTo(p.x + (dx! + 0.1) * s, p.y + (dy! - 0.05) * s);
        c.lineTo(p.x + (dx! + 0.05) * s, p.y + (dy! + 0.08) * s);
        c.closePath();
      }
      c.fillStyle = '#6b6b6b';
      c.fill();
    }
  });
  // the bubble
  c.beginPath();
  c.arc(bubble.x, bubble.y, s * 0.84, 0, Math.PI * 2);
  body(c, fill, bubble.y - s * 0.84, bubble.y + s * 0.84, lw * 1.4, look.abandoned);
  livery(c, look, bubble.x, bubble.y, s);
  c.beginPath();
  c.arc(bubble.x, bubble.y, s * 0.6, 0, Math.PI * 2);
  const dome = c.createRadialGradient(bubble.x - s * 0.22, bubble.y - s * 0.25, s * 0.05, bubble.x, bubble.y, s * 0.6);
  dome.addColorStop(0, 'rgba(255,255,255,0.95)');
  dome.addColorStop(0.35, 'rgba(200,230,255,0.75)');
  dome.addColorStop(1, 'rgba(60,90,120,0.75)');
  c.fillStyle = dome;
  c.fill();
  c.lineWidth = lw;
  c.strokeStyle = OUTLINE;
  c.stroke();
  drawMarker(c, look.color.marker, bubble.x, bubble.y - s * 0.12, s * 0.26, '#ffffff', OUTLINE);
  if (carried > 0) {
    c.font = `bold ${Math.round(s * 0.34)}px sans-serif`;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    c.lineWidth = s * 0.08;
    c.strokeStyle = '#ffffff';
    c.strokeText(String(carried), bubble.x, bubble.y + s * 0.32);
    c.fillStyle = '#000';
    c.fillText(String(carried), bubble.x, bubble.y + s * 0.32);
  }
  if (look.selected)
    drawStatus(
      c,
      { ...look, stuck: false, neutralised: false, abandoned: false, shots: 0 },
      bubble.x,
      bubble.y,
      s * 1.15,
    );
}

/** One-letter cargo glyphs (tank T, super tank S, boat B, crab C, pondeuse P, pontoon =, ore O, barge G). */
export const CARGO_GLYPH: Record<string, string> = {
  tank: 'T',
  superTank: 'S',
  motorBoat: 'B',
  crab: 'C',
  pondeuse: 'P',
  pontoon: '=',
  ore: 'O',
  barge: 'G',
};
