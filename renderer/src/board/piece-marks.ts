// The marks on a piece that tell whose it is and how it stands: the player's shape mark and the livery over the
// hull (so that colour is never the only clue), the state badges (stuck, neutralised, silenced, abandoned, shots left), the
// cargo chips under a carrier and their one-letter glyphs.
import type { MarkerShape } from '../lib/colors';
import { type Ctx, type PieceLook, OUTLINE } from './piece-paint';

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
export function mark(c: Ctx, look: PieceLook, x: number, y: number, s: number): void {
  if (look.abandoned) return;
  // the larger-marks setting scales the mark (markScale), not the piece
  drawMarker(c, look.color.marker, x, y, s * 0.3 * (look.color.markScale ?? 1), '#ffffff', OUTLINE);
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
  if (look.silenced) {
    // a dark-rimmed badge, a hexagon crossed out: this tank makes no fire zone (Full Metal Galaxy's mountain
    // pair); it still shoots. Top middle, inside its own hex (a neighbour's sprite never covers it), between the
    // player's mark and the neutralised badge, so all can show.
    const bx = x + s * 0.04;
    const by = y - s * 0.62;
    badge(c, bx, by, s, '#3a3a3a', Math.max(1.5, s * 0.07));
    c.beginPath();
    for (let k = 0; k < 6; k++) {
      const a = (Math.PI / 3) * k;
      const px = bx + Math.cos(a) * s * 0.12;
      const py = by + Math.sin(a) * s * 0.12;
      if (k === 0) c.moveTo(px, py);
      else c.lineTo(px, py);
    }
    c.closePath();
    c.moveTo(bx - s * 0.15, by + s * 0.15);
    c.lineTo(bx + s * 0.15, by - s * 0.15);
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
