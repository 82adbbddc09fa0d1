// Ore on the board: the one kind's boulder with crystals, or the three kinds of the variant, each its own shape,
// colour and value.
import { type Ctx, OUTLINE, body, flat, shadow } from './piece-paint';

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
export function drawOre(c: Ctx, x: number, y: number, s: number, value?: number): void {
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
