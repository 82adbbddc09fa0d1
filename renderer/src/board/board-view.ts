// The view: where the board stands in its frame (zoom, pan, fit) and the hex math between screen and board.
// It holds the stage's transform; whoever draws is told through `onChange` (the planet follows by CSS, the
// layers redraw, the bitmaps are made again once a zoom settles).
import type Konva from 'konva/lib/Core';
import { type Hex, fitView, hexToPixel, screenPointToHex, zoomAbout } from '../lib/hex';
import { isBoardHex } from '../lib/terrain';
import { type BoardGeometry, HEX_SIZE } from './geometry';

export const MIN_SCALE = 0.2;
export const MAX_SCALE = 4;

export interface ViewBox {
  scale: number;
  x: number;
  y: number;
}

export class BoardView {
  /**
   * Whether the view is the board fitted to its frame (by the first fit, Fit or its key) rather than one the player
   * zoomed or panned: a fitted view is fitted again when the frame changes size (the window grew), his own is kept.
   */
  private isFitted = false;

  constructor(
    private readonly stage: Konva.Stage,
    private readonly geo: BoardGeometry,
    /** The view moved (`scaled`: its zoom changed). */
    private readonly onChange: (scaled: boolean) => void,
  ) {}

  get box(): ViewBox {
    return { scale: this.stage.scaleX(), x: this.stage.x(), y: this.stage.y() };
  }

  get fitted(): boolean {
    return this.isFitted;
  }

  /** The frame's size in CSS pixels. */
  get width(): number {
    return this.stage.width();
  }
  get height(): number {
    return this.stage.height();
  }

  /** A hex's width on the screen now, in CSS px. */
  hexWidth(): number {
    return 2 * HEX_SIZE * this.stage.scaleX();
  }

  /** Device pixels per board unit on the screen now. */
  resolution(): number {
    return this.stage.scaleX() * (globalThis.devicePixelRatio || 1);
  }

  private set(v: ViewBox): void {
    const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale));
    const scaled = scale !== this.stage.scaleX();
    this.stage.scale({ x: scale, y: scale });
    this.stage.position({ x: Math.round(v.x), y: Math.round(v.y) });
    this.onChange(scaled);
  }

  /** Brings these hexes to the middle of the screen, at the zoom the player chose. */
  centreOn(hexes: Hex[]): void {
    if (!hexes.length) return;
    this.isFitted = false;
    let x = 0;
    let y = 0;
    for (const h of hexes) {
      const p = hexToPixel(h, this.geo.layout);
      x += p.x / hexes.length;
      y += p.y / hexes.length;
    }
    const scale = this.stage.scaleX();
    this.set({ scale, x: this.stage.width() / 2 - x * scale, y: this.stage.height() / 2 - y * scale });
  }

  /**
   * Pans the least that brings this hex inside the frame with `margin` CSS pixels around it (a keyboard cursor
   * that walks off the screen takes the view with it); a hex already inside leaves the view as it is.
   */
  keepInView(hex: Hex, margin: number): void {
    const s = this.toScreen(hex);
    const w = this.stage.width();
    const h = this.stage.height();
    const m = Math.min(margin, w / 2, h / 2);
    const dx = s.x < m ? m - s.x : s.x > w - m ? w - m - s.x : 0;
    const dy = s.y < m ? m - s.y : s.y > h - m ? h - m - s.y : 0;
    if (dx || dy) this.panBy(dx, dy);
  }

  /** A view kept from before (the same player's, across a hand-off): a fitted one is fitted to the frame as it is. */
  restore(v: ViewBox, fitted = false): void {
    if (fitted) this.fit();
    else {
      this.set(v);
      this.isFitted = false;
    }
  }

  /** The frame changed size; returns whether it did (resizing reallocates every layer's canvases). */
  resize(w: number, h: number): boolean {
    const width = Math.max(1, w);
    const height = Math.max(1, h);
    // not for the observer's first call with the same size
    if (width === this.stage.width() && height === this.stage.height()) return false;
    this.stage.size({ width, height });
    if (this.isFitted) this.fit();
    return true;
  }

  fit(): void {
    this.set(fitView(this.geo.width, this.geo.height, this.stage.width(), this.stage.height()));
    this.isFitted = true;
  }

  zoomBy(factor: number, sx = this.stage.width() / 2, sy = this.stage.height() / 2): void {
    const v = this.box;
    const ns = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale * factor));
    this.set(zoomAbout(v, sx, sy, ns));
    this.isFitted = false;
  }

  panBy(dx: number, dy: number): void {
    const v = this.box;
    this.set({ scale: v.scale, x: v.x + dx, y: v.y + dy });
    this.isFitted = false;
  }

  /** The hex under a screen point of the frame, or null off the board (its holes and edges included). */
  toHex(sx: number, sy: number): Hex | null {
    return screenPointToHex(sx, sy, this.box, this.geo.layout, (h) => isBoardHex(this.geo.map, h));
  }

  toScreen(hex: Hex): { x: number; y: number } {
    const p = hexToPixel(hex, this.geo.layout);
    const v = this.box;
    return { x: p.x * v.scale + v.x, y: p.y * v.scale + v.y };
  }

  /** The part of the board in view, in board units, widened by `margin` on every side. */
  visibleRect(margin: number): { x0: number; y0: number; x1: number; y1: number } {
    const scale = this.stage.scaleX();
    const x0 = -this.stage.x() / scale - margin;
    const y0 = -this.stage.y() / scale - margin;
    return {
      x0,
      y0,
      x1: x0 + this.stage.width() / scale + 2 * margin,
      y1: y0 + this.stage.height() / scale + 2 * margin,
    };
  }
}
