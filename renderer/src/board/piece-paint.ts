// What every piece's drawing is made of: its look (what the board knows of it), the outline and tread colours, the
// shading of a colour, and the strokes and fills of a hull (a shadow, a top-lit body, a flat part).
import type { PlayerColor } from '../lib/colors';

export type Ctx = CanvasRenderingContext2D;

export interface PieceLook {
  type: string;
  color: PlayerColor;
  stuck: boolean;
  neutralised: boolean;
  /** A tank of a mountain pair that makes no fire zone (Full Metal Galaxy's variant): it still shoots. */
  silenced?: boolean;
  abandoned: boolean;
  /** Cargo glyphs to show under a carrier (one letter each). */
  cargo: string[];
  selected: boolean;
  /** Shots fired this turn (tanks, super tanks, boats): pips show what is left once one is fired. */
  shots?: number;
  /** Ore of the three-kinds variant: 2, 3 or 5 points (absent: the one kind of ore). */
  value?: number;
}

export const OUTLINE = '#141414';
export const TREAD = '#2b2b2b';
export const ABANDONED = '#a9a9a9';

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

export function shadow(c: Ctx, x: number, y: number, rx: number, ry: number): void {
  c.beginPath();
  c.ellipse(x + rx * 0.08, y + ry * 0.16, rx, ry, 0, 0, Math.PI * 2);
  c.fillStyle = 'rgba(0,0,0,0.32)';
  c.fill();
}

/** Fills the current path with a top-lit gradient of the colour, then outlines it. */
export function body(c: Ctx, fill: string, y0: number, y1: number, lw: number, dashed = false): void {
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

export function flat(c: Ctx, fill: string, lw: number): void {
  c.fillStyle = fill;
  c.fill();
  c.lineWidth = lw;
  c.strokeStyle = OUTLINE;
  c.stroke();
}

export function roundRect(c: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  c.beginPath();
  c.roundRect(x, y, w, h, r);
}
