// Piece silhouettes drawn straight on a 2D canvas context (one call per piece, no Konva node per piece).
// Every piece: a silhouette by type, its controller's colour, and the controller's marker shape, so that
// colour is never the only clue.
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
}

const OUTLINE = '#1b1b1b';

export function drawMarker(c: Ctx, shape: MarkerShape, x: number, y: number, r: number, fill: string, ink: string): void {
  c.beginPath();
  switch (shape) {
    case 'circle':
      c.arc(x, y, r, 0, Math.PI * 2);
      break;
    case 'square':
      c.rect(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7);
      break;
    case 'triangle':
      c.moveTo(x, y - r);
      c.lineTo(x + r, y + r * 0.8);
      c.lineTo(x - r, y + r * 0.8);
      c.closePath();
      break;
    case 'diamond':
      c.moveTo(x, y - r * 1.1);
      c.lineTo(x + r, y);
      c.lineTo(x, y + r * 1.1);
      c.lineTo(x - r, y);
      c.closePath();
      break;
  }
  c.fillStyle = fill;
  c.fill();
  c.lineWidth = Math.max(1, r * 0.3);
  c.strokeStyle = ink;
  c.stroke();
}

function body(c: Ctx, fill: string, lw: number, dashed: boolean): void {
  c.fillStyle = fill;
  c.fill();
  c.lineWidth = lw;
  c.strokeStyle = OUTLINE;
  if (dashed) c.setLineDash([lw * 2, lw * 1.5]);
  c.stroke();
  if (dashed) c.setLineDash([]);
}

function roundRect(c: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  c.beginPath();
  c.moveTo(x + r, y);
  c.lineTo(x + w - r, y);
  c.quadraticCurveTo(x + w, y, x + w, y + r);
  c.lineTo(x + w, y + h - r);
  c.quadraticCurveTo(x + w, y + h, x + w - r, y + h);
  c.lineTo(x + r, y + h);
  c.quadraticCurveTo(x, y + h, x, y + h - r);
  c.lineTo(x, y + r);
  c.quadraticCurveTo(x, y, x + r, y);
  c.closePath();
}

/** Draws a single-hex piece centred on (x, y); s is the hex radius. */
export function drawPiece(c: Ctx, look: PieceLook, x: number, y: number, s: number): void {
  const fill = look.abandoned ? '#b8b8b8' : look.color.fill;
  const lw = Math.max(1, s * 0.06);
  const dashed = look.abandoned;
  switch (look.type) {
    case 'ore': {
      c.beginPath();
      c.moveTo(x - s * 0.32, y + s * 0.05);
      c.lineTo(x - s * 0.12, y - s * 0.28);
      c.lineTo(x + s * 0.22, y - s * 0.22);
      c.lineTo(x + s * 0.34, y + s * 0.12);
      c.lineTo(x + s * 0.08, y + s * 0.3);
      c.lineTo(x - s * 0.24, y + s * 0.24);
      c.closePath();
      c.fillStyle = '#5d5a66';
      c.fill();
      c.lineWidth = lw;
      c.strokeStyle = '#e8e3ff';
      c.stroke();
      c.beginPath();
      c.arc(x - s * 0.05, y - s * 0.05, s * 0.07, 0, Math.PI * 2);
      c.fillStyle = '#c9b8ff';
      c.fill();
      return;
    }
    case 'pontoon': {
      roundRect(c, x - s * 0.78, y - s * 0.4, s * 1.56, s * 0.8, s * 0.08);
      c.fillStyle = '#8c6d46';
      c.fill();
      c.lineWidth = lw;
      c.strokeStyle = '#3e2d18';
      c.stroke();
      c.beginPath();
      for (let i = -3; i <= 3; i++) {
        c.moveTo(x + i * s * 0.2, y - s * 0.4);
        c.lineTo(x + i * s * 0.2, y + s * 0.4);
      }
      c.stroke();
      return;
    }
    case 'tank': {
      roundRect(c, x - s * 0.42, y - s * 0.24, s * 0.84, s * 0.5, s * 0.1);
      body(c, fill, lw, dashed);
      c.beginPath();
      c.arc(x, y, s * 0.17, 0, Math.PI * 2);
      body(c, fill, lw, false);
      c.beginPath();
      c.rect(x + s * 0.12, y - s * 0.045, s * 0.45, s * 0.09);
      body(c, OUTLINE, lw * 0.5, false);
      break;
    }
    case 'superTank': {
      roundRect(c, x - s * 0.55, y - s * 0.32, s * 1.1, s * 0.64, s * 0.12);
      body(c, fill, lw * 1.4, dashed);
      c.beginPath();
      c.arc(x - s * 0.05, y, s * 0.22, 0, Math.PI * 2);
      body(c, fill, lw, false);
      c.beginPath();
      c.rect(x + s * 0.12, y - s * 0.12, s * 0.5, s * 0.08);
      c.rect(x + s * 0.12, y + s * 0.04, s * 0.5, s * 0.08);
      body(c, OUTLINE, lw * 0.5, false);
      break;
    }
    case 'motorBoat': {
      c.beginPath();
      c.moveTo(x + s * 0.62, y);
      c.quadraticCurveTo(x + s * 0.2, y - s * 0.32, x - s * 0.45, y - s * 0.26);
      c.lineTo(x - s * 0.45, y + s * 0.26);
      c.quadraticCurveTo(x + s * 0.2, y + s * 0.32, x + s * 0.62, y);
      c.closePath();
      body(c, fill, lw, dashed);
      c.beginPath();
      c.rect(x - s * 0.05, y - s * 0.035, s * 0.4, s * 0.07);
      body(c, OUTLINE, lw * 0.5, false);
      break;
    }
    case 'crab': {
      c.beginPath();
      c.strokeStyle = OUTLINE;
      c.lineWidth = lw * 1.5;
      for (const sx of [-1, 1]) {
        for (const dy of [-0.22, 0, 0.22]) {
          c.moveTo(x + sx * s * 0.25, y + dy * s);
          c.lineTo(x + sx * s * 0.55, y + dy * s * 1.6);
        }
      }
      c.stroke();
      c.beginPath();
      c.ellipse(x, y, s * 0.36, s * 0.28, 0, 0, Math.PI * 2);
      body(c, fill, lw, dashed);
      break;
    }
    case 'pondeuse': {
      c.beginPath();
      c.moveTo(x - s * 0.5, y + s * 0.3);
      c.lineTo(x - s * 0.5, y - s * 0.05);
      c.arc(x, y - s * 0.05, s * 0.5, Math.PI, 0);
      c.lineTo(x + s * 0.5, y + s * 0.3);
      c.closePath();
      body(c, fill, lw, dashed);
      c.beginPath();
      c.arc(x, y - s * 0.05, s * 0.18, 0, Math.PI * 2);
      c.fillStyle = '#fff';
      c.fill();
      c.stroke();
      break;
    }
    default: {
      c.beginPath();
      c.arc(x, y, s * 0.4, 0, Math.PI * 2);
      body(c, fill, lw, dashed);
    }
  }
  if (!look.abandoned) drawMarker(c, look.color.marker, x - s * 0.5, y - s * 0.5, s * 0.16, look.color.fill, OUTLINE);
  drawStatus(c, look, x, y, s);
  if (look.cargo.length) drawCargo(c, look.cargo, x, y + s * 0.58, s);
}

/** A white round badge with a coloured rim; the caller then draws its sign in the same stroke style. */
function badge(c: Ctx, bx: number, by: number, s: number, rim: string, width: number): void {
  c.beginPath();
  c.arc(bx, by, s * 0.2, 0, Math.PI * 2);
  c.fillStyle = '#ffffff';
  c.fill();
  c.lineWidth = width;
  c.strokeStyle = rim;
  c.stroke();
}

export function drawStatus(c: Ctx, look: PieceLook, x: number, y: number, s: number): void {
  if (look.stuck) {
    // a blue badge with waves: stranded or bogged by the tide
    const bx = x + s * 0.5;
    const by = y + s * 0.45;
    badge(c, bx, by, s, '#0b4f8a', Math.max(1, s * 0.05));
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
    const bx = x + s * 0.5;
    const by = y - s * 0.45;
    badge(c, bx, by, s, '#c00000', Math.max(1.5, s * 0.07));
    c.beginPath();
    c.moveTo(bx - s * 0.13, by + s * 0.13);
    c.lineTo(bx + s * 0.13, by - s * 0.13);
    c.stroke();
  }
  if (look.abandoned) {
    c.beginPath();
    c.moveTo(x - s * 0.35, y - s * 0.35);
    c.lineTo(x + s * 0.35, y + s * 0.35);
    c.moveTo(x + s * 0.35, y - s * 0.35);
    c.lineTo(x - s * 0.35, y + s * 0.35);
    c.lineWidth = Math.max(1, s * 0.06);
    c.strokeStyle = '#555';
    c.stroke();
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
  const w = s * 0.3;
  const n = Math.min(cargo.length, 6);
  const x0 = x - (n * w) / 2;
  c.font = `bold ${Math.round(s * 0.24)}px sans-serif`;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  for (let i = 0; i < n; i++) {
    c.beginPath();
    c.rect(x0 + i * w + 1, y - w / 2, w - 2, w);
    c.fillStyle = '#ffffff';
    c.fill();
    c.lineWidth = 1;
    c.strokeStyle = OUTLINE;
    c.stroke();
    c.fillStyle = '#000';
    c.fillText(i === 5 && cargo.length > 6 ? '+' : cargo[i]!, x0 + i * w + w / 2, y + 0.5);
  }
}

/** A barge: one hull across its two hexes. */
export function drawBarge(c: Ctx, look: PieceLook, ax: number, ay: number, bx: number, by: number, s: number): void {
  const fill = look.abandoned ? '#b8b8b8' : look.color.fill;
  const lw = Math.max(1, s * 0.06);
  const ang = Math.atan2(by - ay, bx - ax);
  const len = Math.hypot(bx - ax, by - ay);
  c.save();
  c.translate(ax, ay);
  c.rotate(ang);
  c.beginPath();
  c.moveTo(-s * 0.55, -s * 0.34);
  c.lineTo(len + s * 0.35, -s * 0.34);
  c.lineTo(len + s * 0.62, 0);
  c.lineTo(len + s * 0.35, s * 0.34);
  c.lineTo(-s * 0.55, s * 0.34);
  c.closePath();
  body(c, fill, lw, look.abandoned);
  c.beginPath();
  c.rect(-s * 0.3, -s * 0.18, len, s * 0.36);
  c.fillStyle = 'rgba(0,0,0,0.25)';
  c.fill();
  c.restore();
  if (!look.abandoned) drawMarker(c, look.color.marker, ax - s * 0.5, ay - s * 0.5, s * 0.16, look.color.fill, OUTLINE);
  drawStatus(c, { ...look, cargo: [] }, ax, ay, s);
  if (look.cargo.length) drawCargo(c, look.cargo, (ax + bx) / 2, (ay + by) / 2 + s * 0.55, s);
}

/** The astronef: the bubble on its centre hex, three podes, a tower on each pode (a cross where destroyed). */
export function drawAstronef(
  c: Ctx,
  look: PieceLook,
  bubble: { x: number; y: number },
  podes: { x: number; y: number }[],
  towers: boolean[],
  s: number,
  carried: number,
): void {
  const fill = look.abandoned ? '#b8b8b8' : look.color.fill;
  const lw = Math.max(1, s * 0.07);
  // struts
  c.beginPath();
  for (const p of podes) {
    c.moveTo(bubble.x, bubble.y);
    c.lineTo(p.x, p.y);
  }
  c.lineWidth = s * 0.3;
  c.strokeStyle = OUTLINE;
  c.stroke();
  c.lineWidth = s * 0.18;
  c.strokeStyle = fill;
  c.stroke();
  // podes with towers
  podes.forEach((p, i) => {
    c.beginPath();
    c.moveTo(p.x - s * 0.45, p.y + s * 0.35);
    c.lineTo(p.x - s * 0.25, p.y - s * 0.35);
    c.lineTo(p.x + s * 0.25, p.y - s * 0.35);
    c.lineTo(p.x + s * 0.45, p.y + s * 0.35);
    c.closePath();
    body(c, fill, lw, false);
    if (towers[i] !== false) {
      c.beginPath();
      c.rect(p.x - s * 0.16, p.y - s * 0.2, s * 0.32, s * 0.32);
      body(c, '#2b2b2b', lw * 0.6, false);
      c.beginPath();
      c.arc(p.x, p.y - s * 0.04, s * 0.07, 0, Math.PI * 2);
      c.fillStyle = fill;
      c.fill();
    } else {
      c.beginPath();
      c.moveTo(p.x - s * 0.18, p.y - s * 0.22);
      c.lineTo(p.x + s * 0.18, p.y + s * 0.14);
      c.moveTo(p.x + s * 0.18, p.y - s * 0.22);
      c.lineTo(p.x - s * 0.18, p.y + s * 0.14);
      c.lineWidth = Math.max(2, s * 0.1);
      c.strokeStyle = '#c00000';
      c.stroke();
    }
  });
  // the bubble
  c.beginPath();
  c.arc(bubble.x, bubble.y, s * 0.78, 0, Math.PI * 2);
  body(c, fill, lw * 1.3, look.abandoned);
  c.beginPath();
  c.arc(bubble.x, bubble.y, s * 0.52, 0, Math.PI * 2);
  c.fillStyle = 'rgba(255,255,255,0.55)';
  c.fill();
  c.lineWidth = lw;
  c.strokeStyle = OUTLINE;
  c.stroke();
  drawMarker(c, look.color.marker, bubble.x, bubble.y - s * 0.12, s * 0.22, look.color.fill, OUTLINE);
  if (carried > 0) {
    c.font = `bold ${Math.round(s * 0.3)}px sans-serif`;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    c.fillStyle = '#000';
    c.fillText(String(carried), bubble.x, bubble.y + s * 0.28);
  }
  if (look.selected) drawStatus(c, { ...look, stuck: false, neutralised: false, abandoned: false }, bubble.x, bubble.y, s * 1.15);
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
