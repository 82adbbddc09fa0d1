// The running animation: a plan (motion-plan.ts) played over the still pieces, on the pieces' canvas. The board
// takes the new pieces at once; the plan only draws the way there, and a new change finishes the running plan
// before starting its own. Each frame stamps the still pieces' bitmap and draws the moving pieces over it.
import type { ViewPiece } from '../../../src/engine/view-types';
import type { PlayerColor } from '../lib/colors';
import type { Hex } from '../lib/hex';
import { type Plan, type Track, alongPath, ease, heldAt, progressOf } from './motion-plan';
import { type BoardGeometry, HEX_SIZE } from './geometry';
import type { PieceSprites } from './piece-sprites';
import { drawBarge } from './pieces';
import { EFFECT_COLOURS as FX, rgba } from './overlay-colours';

export interface MotionSource {
  pieces(): ViewPiece[];
  colourOf(): (owner: string | null) => PlayerColor;
  /** Draws the pieces' layer now (a frame). */
  drawNow(): void;
  /** Asks for the pieces' layer to be drawn at the next frame. */
  redraw(): void;
}

export class MotionPlayer {
  private running: { plan: Plan; start: number } | null = null;
  private raf = 0;
  private speedNow = 1;
  /** The kinds of the tracks of each animation started, newest last (the last 20; for tests and tools). */
  readonly log: string[][] = [];

  constructor(
    private readonly geo: BoardGeometry,
    private readonly sprites: PieceSprites,
    private readonly src: MotionSource,
  ) {}

  get speed(): number {
    return this.speedNow;
  }

  /** 0 turns animations off (a running one ends at once), 1 is normal, 2 twice as fast. */
  setSpeed(speed: number): void {
    this.speedNow = speed > 0 ? speed : 0;
    if (this.speedNow === 0) this.finish();
  }

  get animating(): boolean {
    return this.running !== null;
  }

  /** The kinds of the running animation's tracks. */
  get kinds(): string[] {
    return this.running ? this.running.plan.tracks.map((t) => t.kind) : [];
  }

  /** The pieces the running animation draws itself (the still pieces leave them out); null when none runs. */
  held(): Set<string> | null {
    const m = this.running;
    return m ? heldAt(m.plan, performance.now() - m.start) : null;
  }

  play(plan: Plan): void {
    this.finish();
    this.running = { plan, start: performance.now() };
    this.log.push(plan.tracks.map((t) => t.kind));
    if (this.log.length > 20) this.log.shift();
    const step = () => {
      this.raf = 0;
      const m = this.running;
      if (!m) return;
      if (performance.now() - m.start >= m.plan.duration) {
        this.finish();
        return;
      }
      this.src.drawNow();
      this.raf = requestAnimationFrame(step);
    };
    this.raf = requestAnimationFrame(step);
  }

  /** Ends the running animation: every piece back in the still picture. */
  finish(): void {
    if (this.raf) cancelAnimationFrame(this.raf);
    this.raf = 0;
    if (!this.running) return;
    this.running = null;
    this.src.redraw();
  }

  /** Sets the animation as it is `t` ms into a plan (for benchmarks: the caller draws). */
  at(plan: Plan, t: number): void {
    this.running = { plan, start: performance.now() - t };
  }

  destroy(): void {
    if (this.raf) cancelAnimationFrame(this.raf);
    this.raf = 0;
    this.running = null;
  }

  private along(path: Hex[], k: number): { x: number; y: number } {
    const n = path.length - 1;
    if (n <= 0) return this.geo.px(path[0]!);
    const { seg, frac } = alongPath(n, k);
    const a = this.geo.px(path[seg]!);
    const b = this.geo.px(path[seg + 1]!);
    return { x: a.x + (b.x - a.x) * frac, y: a.y + (b.y - a.y) * frac };
  }

  /** The animation's frame: moving pieces, tracers, blasts, ghosts of what is gone. */
  draw(c: CanvasRenderingContext2D): void {
    const m = this.running;
    if (!m) return;
    const t = performance.now() - m.start;
    const pieces = this.src.pieces();
    const byId = new Map(pieces.map((p) => [p.id, p]));
    const cargoOf = this.sprites.cargoGlyphs(pieces);
    c.imageSmoothingEnabled = true;
    // pieces first, effects on top
    for (const tr of m.plan.tracks)
      if (tr.kind !== 'tracer' && tr.kind !== 'blast') this.drawTrack(c, tr, t, byId, cargoOf);
    for (const tr of m.plan.tracks)
      if (tr.kind === 'tracer' || tr.kind === 'blast') this.drawTrack(c, tr, t, byId, cargoOf);
  }

  private drawTrack(
    c: CanvasRenderingContext2D,
    tr: Track,
    t: number,
    byId: Map<string, ViewPiece>,
    cargoOf: Map<string, string[]>,
  ): void {
    const s = HEX_SIZE;
    const k = progressOf(tr, t);
    const look = (p: ViewPiece) => this.sprites.lookOf(p, cargoOf.get(p.id) ?? []);
    switch (tr.kind) {
      case 'glide': {
        const p = byId.get(tr.piece);
        if (!p) return;
        const e = ease(k);
        const a = this.along(tr.path, e);
        if (tr.path2 && p.type === 'barge') {
          const b = this.along(tr.path2, e);
          drawBarge(c, look(p), a.x, a.y, b.x, b.y, s);
        } else this.sprites.stamp(c, look(p), a.x, a.y);
        return;
      }
      case 'slide': {
        const p = byId.get(tr.piece);
        if (!p) return;
        const e = ease(k);
        const from = this.geo.px(tr.from);
        const to = this.geo.px(tr.to);
        const scale = tr.into ? 1 - 0.45 * e : 0.55 + 0.45 * e;
        c.globalAlpha = tr.into ? 1 - 0.6 * e : 0.4 + 0.6 * e;
        this.sprites.stamp(c, look(p), from.x + (to.x - from.x) * e, from.y + (to.y - from.y) * e, scale);
        c.globalAlpha = 1;
        return;
      }
      case 'descend':
      case 'lift': {
        const p = tr.kind === 'lift' ? tr.ghost : byId.get(tr.piece);
        if (!p?.hexes?.length) return;
        // down from above: larger, higher and faint at first; its shadow grows under it
        const h = tr.kind === 'descend' ? 1 - ease(k) : ease(k);
        const b = this.geo.px(p.hexes[0]!);
        c.beginPath();
        c.ellipse(b.x, b.y + s * 0.2, s * (1.6 - 0.6 * h), s * (1.2 - 0.5 * h), 0, 0, Math.PI * 2);
        c.fillStyle = rgba(FX.shadow, 0.35 * (1 - h));
        c.fill();
        c.save();
        c.globalAlpha = 1 - h * 0.85;
        c.translate(b.x, b.y - h * s * 3);
        c.scale(1 + h * 0.5, 1 + h * 0.5);
        c.translate(-b.x, -b.y);
        this.sprites.drawOne(c, p, cargoOf.get(p.id) ?? []);
        c.restore();
        // the jets
        if (h > 0.02) {
          c.beginPath();
          c.arc(b.x, b.y - h * s * 3 + s * 0.9, s * 0.5 * h, 0, Math.PI * 2);
          c.fillStyle = rgba(FX.jets, 0.7 * h);
          c.fill();
        }
        return;
      }
      case 'tracer': {
        if (t < tr.start) return;
        const a = this.geo.px(tr.from);
        const b = this.geo.px(tr.to);
        const head = ease(k);
        const tail = Math.max(0, head - 0.35);
        c.beginPath();
        c.moveTo(a.x + (b.x - a.x) * tail, a.y + (b.y - a.y) * tail);
        c.lineTo(a.x + (b.x - a.x) * head, a.y + (b.y - a.y) * head);
        c.lineCap = 'round';
        c.lineWidth = s * 0.22;
        c.strokeStyle = FX.tracerGlow;
        c.stroke();
        c.lineWidth = s * 0.08;
        c.strokeStyle = FX.tracerCore;
        c.stroke();
        return;
      }
      case 'blast': {
        if (t < tr.start || k >= 1) return;
        const q = this.geo.px(tr.at);
        const r = s * (0.3 + 1.1 * ease(k));
        const g = c.createRadialGradient(q.x, q.y, 0, q.x, q.y, r);
        g.addColorStop(0, rgba(FX.blastHeart, 1 - k));
        g.addColorStop(0.4, rgba(FX.blastFire, 0.9 * (1 - k)));
        g.addColorStop(1, FX.blastEdge);
        c.beginPath();
        c.arc(q.x, q.y, r, 0, Math.PI * 2);
        c.fillStyle = g;
        c.fill();
        c.beginPath();
        c.arc(q.x, q.y, r * 1.1, 0, Math.PI * 2);
        c.lineWidth = s * 0.08 * (1 - k);
        c.strokeStyle = rgba(FX.blastRing, 0.8 * (1 - k));
        c.stroke();
        return;
      }
      case 'ghost':
      case 'sink': {
        if (k >= 1) return;
        const p = tr.ghost;
        c.save();
        c.globalAlpha = 1 - ease(k);
        if (tr.kind === 'sink' && p.at) {
          // going under: shrinking, with rings spreading on the water
          const q = this.geo.px(p.at);
          const sc = 1 - 0.5 * k;
          c.translate(q.x, q.y + s * 0.2 * k);
          c.scale(sc, sc);
          c.translate(-q.x, -q.y);
          this.sprites.drawOne(c, p, []);
          c.restore();
          c.beginPath();
          c.arc(q.x, q.y, s * (0.4 + 0.7 * k), 0, Math.PI * 2);
          c.lineWidth = s * 0.06;
          c.strokeStyle = rgba(FX.sinkRing, 0.8 * (1 - k));
          c.stroke();
          return;
        }
        this.sprites.drawOne(c, p, []);
        c.restore();
        return;
      }
      case 'recolor': {
        const p = byId.get(tr.piece);
        if (!p?.at) return;
        // the old colour, a flash, then the new colour with a ring in it
        const old = k < 0.5 ? { ...p, owner: tr.from } : p;
        this.sprites.drawOne(c, old, cargoOf.get(p.id) ?? []);
        const q = this.geo.px(p.at);
        const flash = 1 - Math.abs(k - 0.5) * 2;
        const colourOf = this.src.colourOf();
        c.beginPath();
        c.arc(q.x, q.y, s * (0.5 + 0.6 * k), 0, Math.PI * 2);
        c.lineWidth = s * 0.14;
        c.strokeStyle = (k < 0.5 ? colourOf(tr.from) : colourOf(p.owner)).fill;
        c.globalAlpha = 0.3 + 0.7 * flash;
        c.stroke();
        c.globalAlpha = 1;
        return;
      }
    }
  }
}
