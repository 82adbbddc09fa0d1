// Piece silhouettes drawn straight on a 2D canvas context (one call per piece, no Konva node per piece),
// seen from above like the box's lead miniatures on the board. Every piece: a silhouette by type, its
// controller's colour, and the controller's shape mark (white, outlined), so that colour is never the only clue.
// Sizes are in units of s, the hex radius: a single-hex piece spans about 1.3 s by 1.05 s (over 60% of the hex).
import {
  type Ctx,
  type PieceLook,
  ABANDONED,
  OUTLINE,
  TREAD,
  body,
  flat,
  roundRect,
  shade,
  shadow,
} from './piece-paint';
import { drawCargo, drawMarker, drawStatus, livery, mark } from './piece-marks';
import { drawOre } from './ore';

export type { PieceLook } from './piece-paint';
export { CARGO_GLYPH } from './piece-marks';

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
