// The Konva board. Under the stage, the planet: a canvas painted once per tide and zoom, moved with the view by
// a CSS transform. The stage's layers: overlays, then the pieces with the running animation and the hover outline
// on top of them — none listening.
// Hit-testing is hex math on the pointer position; no Konva listener per hex or per piece.
// the core build: Stage, Layer and Shape are all the board uses (the full build's shapes and filters are about
// half of Konva's code, parsed and run at page load for nothing)
import Konva from 'konva/lib/Core';
import type { ViewPiece } from '../../../src/engine/view-types';
import {
  type Hex,
  type Layout,
  boardPixelSize,
  fitView,
  hexCorners,
  hexToPixel,
  makeLayout,
  neighbours,
  sameHex,
  screenPointToHex,
  zoomAbout,
} from '../lib/hex';
import { type MapData, type TideName, isBoardHex } from '../lib/terrain';
import { paintTerrain } from './terrain-paint';
import { copiesPixelForPixel } from './pixel-copy';
import { NEUTRAL, type PlayerColor } from '../lib/colors';
import { CARGO_GLYPH, drawAstronef, drawBarge, drawPiece, type PieceLook } from './pieces';
import type { Action } from '../../../src/engine/types';
import { type Plan, type Track, alongPath, ease, heldAt, planMotion, progressOf } from './motion-plan';

export const HEX_SIZE = 32;
/** The box of a destination's mark, in board units: its hex (inset by 2) and its 2-unit outline, with a margin. */
const DEST_W = HEX_SIZE * 2 + 2;
const DEST_H = HEX_SIZE * Math.sqrt(3) + 2;
const MIN_SCALE = 0.2;
const MAX_SCALE = 4;
/** The box of a single-hex piece's sprite, in board units (its status marks stick out of its hex). */
const PIECE_SPAN = HEX_SIZE * 2.4;
/** The box of an astronef's or a barge's sprite, centred on its bubble or its first hex (podes, guns, shadow). */
const BIG_SPAN = HEX_SIZE * 5.6;
/** Astronefs and barges are stamped from sprites up to this resolution (a 5.6-hex sprite stays under ~1 MB). */
const MAX_BIG_SPRITE_RES = 3;

/** The resolution sprites are made at, for a view's resolution. */
function clampRes(res: number): number {
  return Math.max(0.2, Math.min(8, res));
}

/** Where a point stands from another, for a sprite's key (the hexes' centres are a fixed grid). */
function offsetKey(p: { x: number; y: number }, from: { x: number; y: number }): string {
  return `${Math.round(p.x - from.x)},${Math.round(p.y - from.y)}`;
}

export interface DestinationMark {
  hex: Hex;
  hex2?: Hex;
  cost: number;
  strands?: boolean;
  secondArrival?: boolean;
  /** Stopping there leaves two tanks on neighbouring mountains. */
  mountainPair?: boolean;
}

export interface Overlay {
  destinations: DestinationMark[];
  /** Path preview (the cheapest path to the hovered destination, or the drawn path). */
  path: Hex[];
  /** Hexes to pick from for the current action (targets, unload spots, build spots). */
  targets: Hex[];
  /** Pieces or hexes already picked for the current action (shooters, captors). */
  picked: Hex[];
  /** Legal spots (landing bubbles, deployment), drawn green. */
  spots: Hex[];
  /** The landing preview: the astronef's four hexes as it would land under the pointer (bubble first). */
  ghost?: Hex[];
  fire: { hexes: Hex[]; color: string; own: boolean }[];
  /** What changed since the player's last turn: the ways pieces went, in their player's colour. */
  trails?: { hexes: Hex[]; color: string }[];
  /** ...and where things happened: a piece destroyed, a new piece (built, landed, deployed), a capture. */
  marks?: { hex: Hex; kind: 'destroyed' | 'new' | 'captured' | 'ore' }[];
  /** Hexes to draw the eye to (a clicked log line). */
  focus?: Hex[];
}

export const EMPTY_OVERLAY: Overlay = { destinations: [], path: [], targets: [], picked: [], spots: [], fire: [] };

export interface BoardCallbacks {
  onHover?(hex: Hex | null, screen: { x: number; y: number }): void;
  onClick?(hex: Hex, ev: { shift: boolean; right: boolean; x: number; y: number }): void;
  /** A path drawn by dragging from the selected piece (its first hex is the start). */
  onPathDrawn?(path: Hex[], screen: { x: number; y: number }): void;
  /** Whether a drag starting on this hex draws a path rather than panning. */
  startsPath?(hex: Hex): boolean;
  onPathPreview?(path: Hex[]): void;
}

/** Strokes the current path twice, wide then narrow: a line that shows on any terrain. */
function strokeTwice(
  c: CanvasRenderingContext2D,
  outerWidth: number,
  outer: string,
  innerWidth: number,
  inner: string,
): void {
  c.lineWidth = outerWidth;
  c.strokeStyle = outer;
  c.stroke();
  c.lineWidth = innerWidth;
  c.strokeStyle = inner;
  c.stroke();
}

export class BoardRenderer {
  readonly stage: Konva.Stage;
  readonly layout: Layout;
  readonly boardW: number;
  readonly boardH: number;
  /**
   * The planet, painted once per tide and zoom into a canvas of the board's size that sits under the stage's layers
   * and follows the view by a CSS transform: a pan or a step of a zoom repaints none of its pixels (the compositor
   * moves and scales it), and the page has one stage-sized canvas fewer to allocate and composite.
   */
  private terrainCanvas: HTMLCanvasElement | null = null;
  /** The previous tide's planet fading out over the new one. */
  private tideFade: { canvas: HTMLCanvasElement; animation: Animation } | null = null;
  private container: HTMLDivElement;
  /** The still pieces, the running animation and the hover outline. */
  private unitsLayer: Konva.Layer;
  private overlayLayer: Konva.Layer;
  private motion: { plan: Plan; start: number } | null = null;
  private motionRaf = 0;
  private motionSpeed = 1;
  private map: MapData;
  private tide: TideName = 'normal';
  private pieces: ViewPiece[] = [];
  private colorOf: (owner: string | null) => PlayerColor = () => NEUTRAL;
  private selectedId: string | null = null;
  private overlay: Overlay = EMPTY_OVERLAY;
  private hover: Hex | null = null;
  private recacheTimer: ReturnType<typeof setTimeout> | null = null;
  private cleanup: (() => void)[] = [];
  private cb: BoardCallbacks;

  constructor(container: HTMLDivElement, map: MapData, cb: BoardCallbacks = {}, tide: TideName = 'normal') {
    this.map = map;
    this.tide = tide;
    this.cb = cb;
    this.container = container;
    this.layout = makeLayout(HEX_SIZE);
    const size = boardPixelSize(map.cols, map.rows, HEX_SIZE);
    this.boardW = size.width;
    this.boardH = size.height;
    this.stage = new Konva.Stage({
      container,
      width: Math.max(1, container.clientWidth),
      height: Math.max(1, container.clientHeight),
      listening: false,
    });
    const shape = (draw: (c: CanvasRenderingContext2D) => void) =>
      new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => draw(ctx._context) });
    // Konva 10's Layer constructor forgets the draw its own config asked for (it resets its "draw queued" flag
    // after the base constructor queued one): made without config, then set, each layer is drawn once in the
    // first frame instead of twice (the pieces, painted directly before their bitmap exists, cost ~25 ms a time)
    const layer = () => new Konva.Layer().listening(false);
    this.overlayLayer = layer();
    this.overlayLayer.add(shape((c) => this.drawOverlay(c)));
    // the still pieces, the animation on top of them, the hover outline on top of all: one canvas (each layer is
    // a stage-sized bitmap to allocate at page load and to hand to the compositor at each frame it changes)
    this.unitsLayer = layer();
    this.unitsLayer.add(
      shape((c) => this.drawUnits(c)),
      shape((c) => this.drawMotion(c)),
      shape((c) => this.drawHover(c)),
    );
    // fire zones and destinations under the pieces
    this.stage.add(this.overlayLayer, this.unitsLayer);
    this.fit();
    this.cacheTerrain();
    this.attachInput(container);
  }

  // ---------- data in ----------

  /** A new tide: with `fadeMs`, the water rises or falls over that time (the old tide fades into the new). */
  setTide(tide: TideName, fadeMs = 0): void {
    if (tide === this.tide && this.terrainCanvas) return;
    this.endTideFade();
    const from = this.terrainCanvas;
    this.tide = tide;
    // the old tide's canvas stays on top of the new one while it fades out
    this.cacheTerrain(fadeMs > 0 ? from : null);
    if (from && fadeMs > 0) {
      const animation = from.animate([{ opacity: 1 }, { opacity: 0 }], {
        duration: fadeMs,
        easing: 'ease-in-out',
        fill: 'forwards',
      });
      this.tideFade = { canvas: from, animation };
      animation.onfinish = () => {
        if (this.tideFade?.animation === animation) this.endTideFade();
      };
    }
  }

  /** Whether the tide is still changing on screen (for tests and tools). */
  get tideChanging(): boolean {
    return this.tideFade !== null;
  }

  private endTideFade(): void {
    const fade = this.tideFade;
    this.tideFade = null;
    if (!fade) return;
    fade.animation.cancel();
    fade.canvas.remove();
  }

  /**
   * New pieces. The board shows them at once; with `intent` (the action this screen sent) or without, what
   * changed is animated on its own layer, and a running animation is finished first (never waited for).
   */
  setPieces(pieces: ViewPiece[], colorOf: (owner: string | null) => PlayerColor, intent: Action | null = null): void {
    const prev = this.pieces;
    this.pieces = pieces;
    this.colorOf = colorOf;
    const plan = planMotion(prev, pieces, intent, this.motionSpeed);
    if (plan.duration > 0) this.playMotion(plan);
    this.unitsLayer.batchDraw();
    if (this.selectedId) this.overlayLayer.batchDraw();
  }

  /** Animation speed: 0 turns animations off (a running one ends at once), 1 is normal, 2 twice as fast. */
  setMotionSpeed(speed: number): void {
    this.motionSpeed = speed > 0 ? speed : 0;
    if (this.motionSpeed === 0) this.finishMotion();
  }

  /** Whether an animation is running (for tests and tools). */
  get animating(): boolean {
    return this.motion !== null;
  }

  /** The kinds of the tracks of each animation started, newest last (the last 20; for tests and tools). */
  readonly motionLog: string[][] = [];

  /** The kinds of the running animation's tracks (for tests and tools). */
  get motionKinds(): string[] {
    return this.motion ? this.motion.plan.tracks.map((t) => t.kind) : [];
  }

  private playMotion(plan: Plan): void {
    this.finishMotion();
    this.motion = { plan, start: performance.now() };
    this.motionLog.push(plan.tracks.map((t) => t.kind));
    if (this.motionLog.length > 20) this.motionLog.shift();
    const step = () => {
      this.motionRaf = 0;
      const m = this.motion;
      if (!m) return;
      if (performance.now() - m.start >= m.plan.duration) {
        this.finishMotion();
        return;
      }
      this.unitsLayer.draw();
      this.motionRaf = requestAnimationFrame(step);
    };
    this.motionRaf = requestAnimationFrame(step);
  }

  /** Ends the running animation: every piece back in the still picture. */
  finishMotion(): void {
    if (this.motionRaf) cancelAnimationFrame(this.motionRaf);
    this.motionRaf = 0;
    if (!this.motion) return;
    this.motion = null;
    this.unitsLayer.batchDraw();
  }

  /** Draws the animation layer as it is `t` ms into a plan, synchronously (for benchmarks). */
  drawMotionAt(plan: Plan, t: number): void {
    this.motion = { plan, start: performance.now() - t };
    this.unitsLayer.draw();
  }

  /** The selected piece is ringed on the overlay layer: selecting does not redraw the units. */
  setSelected(id: string | null): void {
    if (id === this.selectedId) return;
    this.selectedId = id;
    this.overlayLayer.batchDraw();
  }

  /** What the overlay layer draws now (for tests and tools). */
  get currentOverlay(): Overlay {
    return this.overlay;
  }

  setOverlay(overlay: Overlay): void {
    this.overlay = overlay;
    this.overlayLayer.batchDraw();
  }

  setHover(hex: Hex | null): void {
    if (sameHex(hex, this.hover) || (!hex && !this.hover)) return;
    this.hover = hex;
    this.unitsLayer.batchDraw();
  }

  /** Synchronous redraws, for benchmarks. */
  drawUnitsNow(): void {
    this.unitsLayer.draw();
  }
  drawOverlayNow(): void {
    this.overlayLayer.draw();
  }
  drawAllNow(): void {
    this.stage.draw();
  }
  /**
   * Makes now the bitmaps that the view makes once it has settled after a zoom (the planet and the still pieces at
   * this zoom), as they are when a player plays: for benchmarks and tools, whose loops leave no time for timers.
   */
  settle(): void {
    if (this.recacheTimer) this.cacheTerrain();
    this.settleUnits();
  }
  /** Forces the canvases to finish drawing (a pixel read), so that a benchmark measures the raster too. */
  flush(): number {
    let sum = 0;
    for (const l of [this.overlayLayer, this.unitsLayer]) {
      sum += l.getContext()._context.getImageData(0, 0, 1, 1).data[3]!;
    }
    return sum;
  }

  // ---------- view ----------

  get view(): { scale: number; x: number; y: number } {
    return { scale: this.stage.scaleX(), x: this.stage.x(), y: this.stage.y() };
  }

  /**
   * Whether the view is the board fitted to its frame (by the first fit, Fit or its key) rather than one the player
   * zoomed or panned: a fitted view is fitted again when the frame changes size (the window grew), his own is kept.
   */
  get fitted(): boolean {
    return this.isFitted;
  }
  private isFitted = false;

  private setView(v: { scale: number; x: number; y: number }): void {
    const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale));
    const changed = scale !== this.stage.scaleX();
    this.stage.scale({ x: scale, y: scale });
    this.stage.position({ x: Math.round(v.x), y: Math.round(v.y) });
    this.placeTerrain();
    this.stage.batchDraw();
    if (changed) this.scheduleRecache();
  }

  /** Brings these hexes to the middle of the screen, at the zoom the player chose. */
  centreOn(hexes: Hex[]): void {
    if (!hexes.length) return;
    this.isFitted = false;
    let x = 0;
    let y = 0;
    for (const h of hexes) {
      const p = hexToPixel(h, this.layout);
      x += p.x / hexes.length;
      y += p.y / hexes.length;
    }
    const scale = this.stage.scaleX();
    this.setView({ scale, x: this.stage.width() / 2 - x * scale, y: this.stage.height() / 2 - y * scale });
  }

  /** A view kept from before (the same player's, across a hand-off): a fitted one is fitted to the frame as it is. */
  restoreView(v: { scale: number; x: number; y: number }, fitted = false): void {
    if (fitted) this.fit();
    else {
      this.setView(v);
      this.isFitted = false;
    }
  }

  resize(w: number, h: number): void {
    const width = Math.max(1, w);
    const height = Math.max(1, h);
    // resizing reallocates every layer's canvases: not for the observer's first call with the same size
    if (width === this.stage.width() && height === this.stage.height()) return;
    this.stage.size({ width, height });
    if (this.isFitted) this.fit();
    this.stage.batchDraw();
  }

  fit(): void {
    this.setView(fitView(this.boardW, this.boardH, this.stage.width(), this.stage.height()));
    this.isFitted = true;
  }

  zoomBy(factor: number, sx = this.stage.width() / 2, sy = this.stage.height() / 2): void {
    const v = this.view;
    const ns = Math.min(MAX_SCALE, Math.max(MIN_SCALE, v.scale * factor));
    this.setView(zoomAbout(v, sx, sy, ns));
    this.isFitted = false;
  }

  panBy(dx: number, dy: number): void {
    const v = this.view;
    this.setView({ scale: v.scale, x: v.x + dx, y: v.y + dy });
    this.isFitted = false;
  }

  /** The hex under a screen point of the container, or null off the board (its holes and edges included). */
  screenToHex(sx: number, sy: number): Hex | null {
    return screenPointToHex(sx, sy, this.view, this.layout, (h) => isBoardHex(this.map, h));
  }

  hexToScreen(hex: Hex): { x: number; y: number } {
    const p = hexToPixel(hex, this.layout);
    const v = this.view;
    return { x: p.x * v.scale + v.x, y: p.y * v.scale + v.y };
  }

  destroy(): void {
    for (const f of this.cleanup) f();
    if (this.recacheTimer) clearTimeout(this.recacheTimer);
    if (this.unitsRecacheTimer) clearTimeout(this.unitsRecacheTimer);
    this.unitsCache = null;
    if (this.motionRaf) cancelAnimationFrame(this.motionRaf);
    this.motion = null;
    this.endTideFade();
    this.terrainCanvas?.remove();
    this.terrainCanvas = null;
    this.stage.destroy();
  }

  // ---------- terrain ----------

  /**
   * Paints the planet at this tide at the current zoom (kept under ~16 Mpx) into a new canvas that takes the place
   * of the one shown (under `below`, a canvas still shown on top of it, if given).
   */
  private cacheTerrain(below: HTMLCanvasElement | null = null): void {
    // painted now at this zoom: a repaint still scheduled for it is not needed
    if (this.recacheTimer) clearTimeout(this.recacheTimer);
    this.recacheTimer = null;
    const scale = this.stage.scaleX() * (globalThis.devicePixelRatio || 1);
    const maxPr = Math.sqrt(16e6 / (this.boardW * this.boardH));
    const pixelRatio = Math.max(0.5, Math.min(maxPr, scale));
    const cv = document.createElement('canvas');
    cv.width = Math.ceil(this.boardW * pixelRatio);
    cv.height = Math.ceil(this.boardH * pixelRatio);
    const g = cv.getContext('2d')!;
    g.scale(pixelRatio, pixelRatio);
    paintTerrain(g, {
      map: this.map,
      tide: this.tide,
      layout: this.layout,
      size: HEX_SIZE,
      width: this.boardW,
      height: this.boardH,
      pixelRatio,
    });
    // its CSS size is in board units (one CSS pixel each at scale 1): the view's transform places it
    Object.assign(cv.style, {
      position: 'absolute',
      left: '0',
      top: '0',
      width: `${cv.width / pixelRatio}px`,
      height: `${cv.height / pixelRatio}px`,
      transformOrigin: '0 0',
      willChange: 'transform',
      pointerEvents: 'none',
    });
    cv.dataset.layer = 'terrain';
    // under the stage's layers (Konva's content element comes after it in the container)
    const old = this.terrainCanvas;
    const fading = this.tideFade?.canvas;
    this.container.insertBefore(cv, below ?? fading ?? old ?? this.container.firstChild);
    if (old && old !== below) old.remove();
    this.terrainCanvas = cv;
    this.placeTerrain();
  }

  /** The planet's canvases follow the view: the stage's scale and position, as a CSS transform. */
  private placeTerrain(): void {
    const s = this.stage.scaleX();
    const transform = `matrix(${s}, 0, 0, ${s}, ${this.stage.x()}, ${this.stage.y()})`;
    for (const cv of [this.terrainCanvas, this.tideFade?.canvas]) if (cv) cv.style.transform = transform;
  }

  private scheduleRecache(): void {
    if (this.recacheTimer) clearTimeout(this.recacheTimer);
    this.recacheTimer = setTimeout(() => {
      this.recacheTimer = null;
      this.cacheTerrain();
    }, 180);
  }

  private hexPath(c: CanvasRenderingContext2D, hex: Hex, inset = 0): void {
    const p = hexToPixel(hex, this.layout);
    const pts = hexCorners(p.x, p.y, HEX_SIZE - inset);
    c.moveTo(pts[0]!, pts[1]!);
    for (let i = 2; i < 12; i += 2) c.lineTo(pts[i]!, pts[i + 1]!);
    c.closePath();
  }

  // ---------- units ----------

  private lookOf(p: ViewPiece, cargo: string[]): PieceLook {
    return {
      type: p.type,
      color: p.owner ? this.colorOf(p.owner) : NEUTRAL,
      stuck: p.stuck,
      neutralised: p.neutralised,
      abandoned: p.abandoned,
      cargo,
      selected: false,
      shots: p.type === 'tank' || p.type === 'superTank' || p.type === 'motorBoat' ? p.shots : 0,
      value: p.value,
    };
  }

  /**
   * Pieces are drawn once per look (and, for an astronef or a barge, per shape on the board) into small bitmaps,
   * then stamped. The sprites are made at `spriteRes` device pixels per board unit, the view's resolution when it
   * last settled: during a zoom they are stamped scaled while within 10% of it, and made again at the view's
   * resolution beyond that and once it settles (not at each step of a wheel zoom).
   */
  private sprites = new Map<string, HTMLCanvasElement>();
  private spriteRes = 0;

  /** Device pixels per board unit on the screen now. */
  private viewRes(): number {
    return this.stage.scaleX() * (globalThis.devicePixelRatio || 1);
  }

  /** The sprites are made again, at this view resolution, as they are next asked for. */
  private remakeSprites(res: number): void {
    this.sprites.clear();
    this.spriteRes = clampRes(res);
  }

  private spriteResolution(): number {
    this.spriteRes ||= clampRes(this.viewRes());
    return this.spriteRes;
  }

  private sprite(
    key: string,
    span: number,
    paint: (g: CanvasRenderingContext2D, centre: number) => void,
  ): HTMLCanvasElement {
    let cv = this.sprites.get(key);
    if (!cv) {
      const res = this.spriteResolution();
      cv = document.createElement('canvas');
      cv.width = cv.height = Math.ceil(span * res);
      const g = cv.getContext('2d')!;
      g.scale(res, res);
      paint(g, span / 2);
      this.sprites.set(key, cv);
    }
    return cv;
  }

  private static lookKey(look: PieceLook): string {
    return `${look.type}|${look.color.fill}|${look.color.marker}|${+look.stuck}${+look.neutralised}${+look.abandoned}${+look.selected}|${look.shots ?? 0}|${look.value ?? ''}|${look.cargo.join('')}`;
  }

  private pieceSprite(look: PieceLook): HTMLCanvasElement {
    return this.sprite(BoardRenderer.lookKey(look), PIECE_SPAN, (g, o) => drawPiece(g, look, o, o, HEX_SIZE));
  }

  private cargoGlyphs(): Map<string, string[]> {
    const cargoOf = new Map<string, string[]>();
    for (const p of this.pieces) {
      if (p.in) {
        const list = cargoOf.get(p.in) ?? [];
        // an ore of the three kinds shows its value
        list.push(p.type === 'ore' && p.value ? String(p.value) : (CARGO_GLYPH[p.type] ?? '?'));
        cargoOf.set(p.in, list);
      }
    }
    return cargoOf;
  }

  /**
   * One piece as it stands: an astronef on its four hexes, a barge on its two, each stamped from a sprite of its
   * shape while its sprite stays small (closer, few are in view: drawn directly), the rest stamped from a sprite.
   */
  private drawOne(
    c: CanvasRenderingContext2D,
    p: ViewPiece,
    cargo: string[],
    look = this.lookOf(p, p.type === 'astronef' ? [] : cargo),
  ): void {
    const s = HEX_SIZE;
    const big = this.spriteResolution() <= MAX_BIG_SPRITE_RES;
    if (p.type === 'astronef' && p.hexes && p.hexes.length === 4) {
      const [b, ...podes] = p.hexes;
      const at = hexToPixel(b!, this.layout);
      const towers = p.towers ?? [true, true, true];
      const paint = (g: CanvasRenderingContext2D, x: number, y: number) =>
        drawAstronef(
          g,
          look,
          { x, y },
          podes.map((h) => {
            const q = hexToPixel(h, this.layout);
            return { x: x + q.x - at.x, y: y + q.y - at.y };
          }),
          towers,
          s,
          cargo.length,
        );
      if (!big) return paint(c, at.x, at.y);
      // its shape: where its podes stand around its bubble
      const shape = podes.map((h) => offsetKey(hexToPixel(h, this.layout), at)).join(';');
      const key = `${BoardRenderer.lookKey(look)}|${shape}|${towers.map(Number).join('')}|${cargo.length}`;
      this.stampAt(
        c,
        this.sprite(key, BIG_SPAN, (g, o) => paint(g, o, o)),
        at.x,
        at.y,
        BIG_SPAN,
      );
    } else if (p.type === 'barge' && p.at2) {
      const a = hexToPixel(p.at!, this.layout);
      const b = hexToPixel(p.at2, this.layout);
      if (!big) return drawBarge(c, look, a.x, a.y, b.x, b.y, s);
      const key = `${BoardRenderer.lookKey(look)}|${offsetKey(b, a)}`;
      this.stampAt(
        c,
        this.sprite(key, BIG_SPAN, (g, o) => drawBarge(g, look, o, o, o + b.x - a.x, o + b.y - a.y, s)),
        a.x,
        a.y,
        BIG_SPAN,
      );
    } else if (p.at) {
      const a = hexToPixel(p.at, this.layout);
      this.stamp(c, look, a.x, a.y);
    }
  }

  private stamp(c: CanvasRenderingContext2D, look: PieceLook, x: number, y: number, scale = 1): void {
    this.stampAt(c, this.pieceSprite(look), x, y, PIECE_SPAN * scale);
  }

  /** A sprite centred on (x, y), `span` board units wide. */
  private stampAt(c: CanvasRenderingContext2D, sprite: HTMLCanvasElement, x: number, y: number, span: number): void {
    c.drawImage(sprite, x - span / 2, y - span / 2, span, span);
  }

  /**
   * The still pieces painted once into a bitmap of the whole board at the current resolution, then stamped:
   * a redraw that changes no piece (a pan, the terrain's fade, a full redraw) costs one image. Built for these
   * pieces, colours, resolution and pieces held by the running animation; anything else misses.
   */
  private unitsCache: {
    canvas: HTMLCanvasElement;
    key: string;
    res: number;
    pieces: ViewPiece[];
    colorOf: unknown;
  } | null = null;
  private unitsRecacheTimer: ReturnType<typeof setTimeout> | null = null;

  /** What the still pieces' bitmap must be built for now: the resolution, and the pieces the animation holds. */
  private unitsState(): { res: number; held: Set<string> | null; key: string } {
    const held = this.motion ? heldAt(this.motion.plan, performance.now() - this.motion.start) : null;
    const res = this.viewRes();
    return { res, held, key: `${res}|${held ? [...held].join(',') : ''}|${this.coloursKey()}` };
  }

  /** At most ~8 Mpx for the still pieces' bitmap (beyond, a close zoom: they are drawn each time). */
  private unitsBitmapFits(res: number): boolean {
    return this.boardW * this.boardH * res * res <= 8e6;
  }

  private drawUnits(c: CanvasRenderingContext2D): void {
    const { res, held, key } = this.unitsState();
    const cache = this.unitsCache;
    if (cache && cache.key === key && cache.pieces === this.pieces && cache.colorOf === this.colorOf) {
      c.imageSmoothingEnabled = false;
      c.drawImage(cache.canvas, 0, 0, this.boardW, this.boardH);
      return;
    }
    const settled = clampRes(res) === this.spriteRes;
    // the same resolution as the bitmap (the pieces changed, not the zoom): repainted now and stamped
    if (settled && cache && cache.res === res && this.unitsBitmapFits(res)) {
      this.cacheUnits(res, key, held);
      c.imageSmoothingEnabled = false;
      c.drawImage(cache.canvas, 0, 0, this.boardW, this.boardH);
      return;
    }
    // drawn directly (a new zoom, or a close one); once the view has settled (not at each step of a zoom) the
    // sprites are made again at its resolution and the bitmap made, if it fits
    const fits = this.unitsBitmapFits(res);
    if (!fits) this.unitsCache = null;
    // during a zoom, sprites within 10% of the view's resolution are stamped as they are (to the nearest pixel)
    if (Math.abs(clampRes(res) / this.spriteResolution() - 1) > 0.1) this.remakeSprites(res);
    this.paintUnits(c, held, true);
    if (settled && !fits) return;
    if (this.unitsRecacheTimer) clearTimeout(this.unitsRecacheTimer);
    this.unitsRecacheTimer = setTimeout(() => this.settleUnits(), 120);
  }

  /** The view has settled: the sprites made at its resolution, the still pieces' bitmap if it fits, then drawn. */
  private settleUnits(): void {
    if (this.unitsRecacheTimer) clearTimeout(this.unitsRecacheTimer);
    this.unitsRecacheTimer = null;
    const { res, held, key } = this.unitsState();
    if (clampRes(res) !== this.spriteRes) this.remakeSprites(res);
    if (this.unitsBitmapFits(res)) this.cacheUnits(res, key, held);
    this.unitsLayer.batchDraw();
  }

  /** The colours the pieces are drawn in now (the colour function may answer differently for the same pieces). */
  private coloursKey(): string {
    const owners = new Set<string>();
    for (const p of this.pieces) if (p.owner) owners.add(p.owner);
    let k = '';
    for (const o of owners) {
      const c = this.colorOf(o);
      k += `${o}:${c.fill}${c.marker};`;
    }
    return k;
  }

  private cacheUnits(res: number, key: string, held: Set<string> | null): void {
    // the view moved on since: the next draw asks again
    if (res !== this.stage.scaleX() * (globalThis.devicePixelRatio || 1)) return;
    const cv = this.unitsCache?.canvas ?? document.createElement('canvas');
    const w = Math.ceil(this.boardW * res);
    const h = Math.ceil(this.boardH * res);
    if (cv.width !== w || cv.height !== h) {
      cv.width = w;
      cv.height = h;
    }
    const g = cv.getContext('2d')!;
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.clearRect(0, 0, w, h);
    g.scale(res, res);
    this.paintUnits(g, held);
    this.unitsCache = { canvas: cv, key, res, pieces: this.pieces, colorOf: this.colorOf };
  }

  /**
   * Paints the still pieces: all of them into the bitmap (`visibleOnly` false), or, drawn directly on the screen,
   * only those near the view (the hover and each animation frame redraw them when there is no bitmap: a close zoom).
   */
  private paintUnits(c: CanvasRenderingContext2D, held: Set<string> | null, visibleOnly = false): void {
    const cargoOf = this.cargoGlyphs();
    // ground first: pontoons and ore, then the astronefs, then the rest
    const rank = (t: string) => (t === 'pontoon' ? 0 : t === 'ore' ? 1 : t === 'astronef' ? 2 : 3);
    // the view in board units, widened by an astronef's reach (its podes around its bubble) and a sprite's size
    const scale = this.stage.scaleX();
    const margin = HEX_SIZE * 3.5;
    const x0 = -this.stage.x() / scale - margin;
    const y0 = -this.stage.y() / scale - margin;
    const x1 = x0 + this.stage.width() / scale + 2 * margin;
    const y1 = y0 + this.stage.height() / scale + 2 * margin;
    const near = (p: ViewPiece) => {
      if (!visibleOnly) return true;
      const q = hexToPixel(p.at!, this.layout);
      return q.x >= x0 && q.x <= x1 && q.y >= y0 && q.y <= y1;
    };
    const onBoardPieces = this.pieces.filter((p) => p.at && !p.in && !p.departed && !held?.has(p.id) && near(p));
    c.imageSmoothingEnabled = false;
    onBoardPieces.sort((a, b) => rank(a.type) - rank(b.type));
    for (const p of onBoardPieces) this.drawOne(c, p, cargoOf.get(p.id) ?? []);
  }

  // ---------- motion ----------

  private px(h: Hex): { x: number; y: number } {
    return hexToPixel(h, this.layout);
  }

  private along(path: Hex[], k: number): { x: number; y: number } {
    const n = path.length - 1;
    if (n <= 0) return this.px(path[0]!);
    const { seg, frac } = alongPath(n, k);
    const a = this.px(path[seg]!);
    const b = this.px(path[seg + 1]!);
    return { x: a.x + (b.x - a.x) * frac, y: a.y + (b.y - a.y) * frac };
  }

  /** The animation layer: moving pieces, tracers, blasts, ghosts of what is gone. */
  private drawMotion(c: CanvasRenderingContext2D): void {
    const m = this.motion;
    if (!m) return;
    const t = performance.now() - m.start;
    const byId = new Map(this.pieces.map((p) => [p.id, p]));
    const cargoOf = this.cargoGlyphs();
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
    switch (tr.kind) {
      case 'glide': {
        const p = byId.get(tr.piece);
        if (!p) return;
        const e = ease(k);
        const a = this.along(tr.path, e);
        if (tr.path2 && p.type === 'barge') {
          const b = this.along(tr.path2, e);
          drawBarge(c, this.lookOf(p, cargoOf.get(p.id) ?? []), a.x, a.y, b.x, b.y, s);
        } else this.stamp(c, this.lookOf(p, cargoOf.get(p.id) ?? []), a.x, a.y);
        return;
      }
      case 'slide': {
        const p = byId.get(tr.piece);
        if (!p) return;
        const e = ease(k);
        const from = this.px(tr.from);
        const to = this.px(tr.to);
        const scale = tr.into ? 1 - 0.45 * e : 0.55 + 0.45 * e;
        c.globalAlpha = tr.into ? 1 - 0.6 * e : 0.4 + 0.6 * e;
        this.stamp(
          c,
          this.lookOf(p, cargoOf.get(p.id) ?? []),
          from.x + (to.x - from.x) * e,
          from.y + (to.y - from.y) * e,
          scale,
        );
        c.globalAlpha = 1;
        return;
      }
      case 'descend':
      case 'lift': {
        const p = tr.kind === 'lift' ? tr.ghost : byId.get(tr.piece);
        if (!p?.hexes?.length) return;
        // down from above: larger, higher and faint at first; its shadow grows under it
        const h = tr.kind === 'descend' ? 1 - ease(k) : ease(k);
        const b = this.px(p.hexes[0]!);
        c.beginPath();
        c.ellipse(b.x, b.y + s * 0.2, s * (1.6 - 0.6 * h), s * (1.2 - 0.5 * h), 0, 0, Math.PI * 2);
        c.fillStyle = `rgba(0,0,0,${0.35 * (1 - h)})`;
        c.fill();
        c.save();
        c.globalAlpha = 1 - h * 0.85;
        c.translate(b.x, b.y - h * s * 3);
        c.scale(1 + h * 0.5, 1 + h * 0.5);
        c.translate(-b.x, -b.y);
        this.drawOne(c, p, cargoOf.get(p.id) ?? []);
        c.restore();
        // the jets
        if (h > 0.02) {
          c.beginPath();
          c.arc(b.x, b.y - h * s * 3 + s * 0.9, s * 0.5 * h, 0, Math.PI * 2);
          c.fillStyle = `rgba(255,200,80,${0.7 * h})`;
          c.fill();
        }
        return;
      }
      case 'tracer': {
        if (t < tr.start) return;
        const a = this.px(tr.from);
        const b = this.px(tr.to);
        const head = ease(k);
        const tail = Math.max(0, head - 0.35);
        c.beginPath();
        c.moveTo(a.x + (b.x - a.x) * tail, a.y + (b.y - a.y) * tail);
        c.lineTo(a.x + (b.x - a.x) * head, a.y + (b.y - a.y) * head);
        c.lineCap = 'round';
        c.lineWidth = s * 0.22;
        c.strokeStyle = 'rgba(255,120,0,0.45)';
        c.stroke();
        c.lineWidth = s * 0.08;
        c.strokeStyle = '#fff6b0';
        c.stroke();
        return;
      }
      case 'blast': {
        if (t < tr.start || k >= 1) return;
        const q = this.px(tr.at);
        const r = s * (0.3 + 1.1 * ease(k));
        const g = c.createRadialGradient(q.x, q.y, 0, q.x, q.y, r);
        g.addColorStop(0, `rgba(255,255,220,${1 - k})`);
        g.addColorStop(0.4, `rgba(255,170,40,${0.9 * (1 - k)})`);
        g.addColorStop(1, 'rgba(200,40,0,0)');
        c.beginPath();
        c.arc(q.x, q.y, r, 0, Math.PI * 2);
        c.fillStyle = g;
        c.fill();
        c.beginPath();
        c.arc(q.x, q.y, r * 1.1, 0, Math.PI * 2);
        c.lineWidth = s * 0.08 * (1 - k);
        c.strokeStyle = `rgba(255,255,255,${0.8 * (1 - k)})`;
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
          const q = this.px(p.at);
          const sc = 1 - 0.5 * k;
          c.translate(q.x, q.y + s * 0.2 * k);
          c.scale(sc, sc);
          c.translate(-q.x, -q.y);
          this.drawOne(c, p, []);
          c.restore();
          c.beginPath();
          c.arc(q.x, q.y, s * (0.4 + 0.7 * k), 0, Math.PI * 2);
          c.lineWidth = s * 0.06;
          c.strokeStyle = `rgba(220,240,255,${0.8 * (1 - k)})`;
          c.stroke();
          return;
        }
        this.drawOne(c, p, []);
        c.restore();
        return;
      }
      case 'recolor': {
        const p = byId.get(tr.piece);
        if (!p?.at) return;
        // the old colour, a flash, then the new colour with a ring in it
        const old = k < 0.5 ? { ...p, owner: tr.from } : p;
        this.drawOne(c, old, cargoOf.get(p.id) ?? []);
        const q = this.px(p.at);
        const flash = 1 - Math.abs(k - 0.5) * 2;
        c.beginPath();
        c.arc(q.x, q.y, s * (0.5 + 0.6 * k), 0, Math.PI * 2);
        c.lineWidth = s * 0.14;
        c.strokeStyle = (k < 0.5 ? this.colorOf(tr.from) : this.colorOf(p.owner)).fill;
        c.globalAlpha = 0.3 + 0.7 * flash;
        c.stroke();
        c.globalAlpha = 1;
        return;
      }
    }
  }

  // ---------- overlays ----------

  private drawOverlay(c: CanvasRenderingContext2D): void {
    const o = this.overlay;
    const s = HEX_SIZE;
    for (const z of o.fire) {
      c.save();
      c.beginPath();
      for (const h of z.hexes) this.hexPath(c, h, 1);
      c.globalAlpha = z.own ? 0.22 : 0.3;
      c.fillStyle = z.color;
      c.fill();
      c.globalAlpha = 1;
      c.clip();
      // hatching: own fire "/" ; enemy fire "\" so it reads without colour
      c.beginPath();
      const step = 9;
      for (let k = -this.boardH; k < this.boardW + this.boardH; k += step) {
        if (z.own) {
          c.moveTo(k, 0);
          c.lineTo(k + this.boardH, this.boardH);
        } else {
          c.moveTo(k, this.boardH);
          c.lineTo(k + this.boardH, 0);
        }
      }
      c.lineWidth = 1.5;
      c.strokeStyle = z.color;
      c.stroke();
      c.restore();
    }
    for (const t of o.trails ?? []) {
      if (t.hexes.length < 2) continue;
      c.save();
      c.beginPath();
      t.hexes.forEach((h, i) => {
        const p = hexToPixel(h, this.layout);
        if (i === 0) c.moveTo(p.x, p.y);
        else c.lineTo(p.x, p.y);
      });
      c.lineCap = 'round';
      c.lineJoin = 'round';
      c.setLineDash([10, 8]);
      strokeTwice(c, 7, 'rgba(0,0,0,0.55)', 4, t.color);
      c.setLineDash([]);
      const end = hexToPixel(t.hexes[t.hexes.length - 1]!, this.layout);
      c.beginPath();
      c.arc(end.x, end.y, 7, 0, Math.PI * 2);
      c.fillStyle = t.color;
      c.fill();
      c.lineWidth = 2;
      c.strokeStyle = '#000';
      c.stroke();
      c.restore();
    }
    for (const m of o.marks ?? []) {
      const p = hexToPixel(m.hex, this.layout);
      c.beginPath();
      if (m.kind === 'destroyed') {
        const r = s * 0.5;
        c.moveTo(p.x - r, p.y - r);
        c.lineTo(p.x + r, p.y + r);
        c.moveTo(p.x + r, p.y - r);
        c.lineTo(p.x - r, p.y + r);
        strokeTwice(c, 8, '#000', 5, '#ff3b3b');
      } else {
        c.arc(p.x, p.y, s * 0.7, 0, Math.PI * 2);
        strokeTwice(c, 6, '#000', 3, m.kind === 'new' ? '#5dff7a' : m.kind === 'ore' ? '#ffb347' : '#d58bff');
      }
    }
    if (o.focus?.length) {
      c.beginPath();
      for (const h of o.focus) this.hexPath(c, h, 1);
      c.lineWidth = 5;
      c.strokeStyle = '#4de1ff';
      c.stroke();
    }
    if (o.spots.length) {
      c.beginPath();
      for (const h of o.spots) this.hexPath(c, h, 3);
      c.fillStyle = 'rgba(60, 220, 90, 0.35)';
      c.fill();
      c.lineWidth = 2;
      c.strokeStyle = 'rgba(20, 120, 40, 0.9)';
      c.stroke();
    }
    if (o.ghost?.length) {
      // the astronef as it would land: bubble filled, podes outlined, the podes pointing the way it will face
      const [bubble, ...podes] = o.ghost;
      c.beginPath();
      for (const h of o.ghost) this.hexPath(c, h, 2);
      c.fillStyle = 'rgba(255, 255, 255, 0.45)';
      c.fill();
      c.lineWidth = 3;
      c.strokeStyle = '#ffd400';
      c.stroke();
      const b = hexToPixel(bubble!, this.layout);
      c.beginPath();
      for (const h of podes) {
        const q = hexToPixel(h, this.layout);
        c.moveTo(b.x, b.y);
        c.lineTo(q.x, q.y);
      }
      c.lineWidth = 4;
      c.strokeStyle = '#ffd400';
      c.stroke();
    }
    if (o.destinations.length) {
      // every destination is one stamp, its mark with its cost label in it (a fill and a stroke of ~200 hexes
      // cost several times more to rasterise than as many small images); the hexes are inset, so no two overlap.
      // A barge's second hex (a plain mark) first, so that no mark is laid over a label.
      this.stamping(c, (stamp) => {
        const plain = this.destinationSprite('', '');
        for (const d of o.destinations) {
          if (!d.hex2) continue;
          const q = hexToPixel(d.hex2, this.layout);
          stamp(plain, q.x - DEST_W / 2, q.y - DEST_H / 2);
        }
        for (const d of o.destinations) {
          const label =
            String(d.cost) + (d.strands ? '≈' : '') + (d.secondArrival ? '!' : '') + (d.mountainPair ? '^' : '');
          const colour = d.strands ? '#9fd3ff' : d.secondArrival ? '#ffb3b3' : d.mountainPair ? '#ffd27f' : '#ffffff';
          const p = hexToPixel(d.hex, this.layout);
          stamp(this.destinationSprite(label, colour), p.x - DEST_W / 2, p.y - DEST_H / 2);
        }
      });
    }
    if (o.targets.length) {
      for (const h of o.targets) {
        const p = hexToPixel(h, this.layout);
        c.beginPath();
        c.arc(p.x, p.y, s * 0.62, 0, Math.PI * 2);
        c.moveTo(p.x - s * 0.85, p.y);
        c.lineTo(p.x - s * 0.4, p.y);
        c.moveTo(p.x + s * 0.4, p.y);
        c.lineTo(p.x + s * 0.85, p.y);
        c.moveTo(p.x, p.y - s * 0.85);
        c.lineTo(p.x, p.y - s * 0.4);
        c.moveTo(p.x, p.y + s * 0.4);
        c.lineTo(p.x, p.y + s * 0.85);
        strokeTwice(c, 4, '#000', 2, '#ffd400');
      }
    }
    if (o.picked.length) {
      c.beginPath();
      for (const h of o.picked) this.hexPath(c, h, 2);
      c.lineWidth = 4;
      c.strokeStyle = '#ffd400';
      c.stroke();
    }
    if (o.path.length > 1) {
      c.beginPath();
      o.path.forEach((h, i) => {
        const p = hexToPixel(h, this.layout);
        if (i === 0) c.moveTo(p.x, p.y);
        else c.lineTo(p.x, p.y);
      });
      c.lineCap = 'round';
      c.lineJoin = 'round';
      strokeTwice(c, 7, 'rgba(0,0,0,0.6)', 4, '#ffffff');
      const last = hexToPixel(o.path[o.path.length - 1]!, this.layout);
      c.beginPath();
      c.arc(last.x, last.y, 6, 0, Math.PI * 2);
      c.fillStyle = '#fff';
      c.fill();
    }
    this.drawSelectedRing(c);
  }

  /**
   * The destinations' sprites, one per cost label and colour ('' for a plain mark), at `destinationsRes` device
   * pixels per board unit (text is slow to draw: each label is drawn once).
   */
  private destinationSprites = new Map<string, HTMLCanvasElement>();
  private destinationsRes = 0;

  /**
   * Runs `draw` with a stamp for the destinations' sprites (made at the screen's resolution, DEST_W x DEST_H board
   * units): each is copied pixel for pixel at the whole device pixel nearest its place (a whole-pixel copy
   * rasterises several times faster than a resampled one), or scaled to its size in board units when the view's
   * scale is not the sprites' (past the range they are made for, or a skewed transform).
   */
  private stamping(
    c: CanvasRenderingContext2D,
    draw: (stamp: (img: HTMLCanvasElement, x: number, y: number) => void) => void,
  ): void {
    const m = c.getTransform();
    const res = this.destinationSpritesAt();
    if (!copiesPixelForPixel(m, res)) {
      c.imageSmoothingEnabled = true;
      draw((img, x, y) => c.drawImage(img, x, y, DEST_W, DEST_H));
      return;
    }
    c.save();
    c.setTransform(1, 0, 0, 1, 0, 0);
    c.imageSmoothingEnabled = false;
    draw((img, x, y) => c.drawImage(img, Math.round(m.a * x + m.e), Math.round(m.d * y + m.f)));
    c.restore();
  }

  /** The destinations' sprites are drawn at the resolution of the screen: made again when it changes. */
  private destinationSpritesAt(): number {
    const res = Math.max(0.2, Math.min(8, this.stage.scaleX() * (globalThis.devicePixelRatio || 1)));
    if (res !== this.destinationsRes) {
      this.destinationSprites.clear();
      this.destinationsRes = res;
    }
    return res;
  }

  /**
   * A destination's sprite: its hex, inset, filled light and outlined white, centred in a DEST_W x DEST_H box,
   * with its cost label in its lower half (none for '').
   */
  private destinationSprite(label: string, colour: string): HTMLCanvasElement {
    const res = this.destinationSpritesAt();
    const key = `${label}|${colour}`;
    let cv = this.destinationSprites.get(key);
    if (!cv) {
      cv = document.createElement('canvas');
      cv.width = Math.ceil(DEST_W * res);
      cv.height = Math.ceil(DEST_H * res);
      const g = cv.getContext('2d')!;
      g.scale(cv.width / DEST_W, cv.height / DEST_H);
      g.beginPath();
      const pts = hexCorners(DEST_W / 2, DEST_H / 2, HEX_SIZE - 2);
      g.moveTo(pts[0]!, pts[1]!);
      for (let i = 2; i < 12; i += 2) g.lineTo(pts[i]!, pts[i + 1]!);
      g.closePath();
      g.fillStyle = 'rgba(255,255,255,0.35)';
      g.fill();
      g.lineWidth = 2;
      g.strokeStyle = 'rgba(255,255,255,0.9)';
      g.stroke();
      if (label) {
        const x = DEST_W / 2;
        const y = DEST_H / 2 + HEX_SIZE * 0.5;
        g.font = `bold ${Math.round(HEX_SIZE * 0.42)}px sans-serif`;
        g.textAlign = 'center';
        g.textBaseline = 'middle';
        g.fillStyle = '#000';
        g.fillText(label, x + 1.5, y + 1.5);
        g.fillStyle = colour;
        g.fillText(label, x, y);
      }
      this.destinationSprites.set(key, cv);
    }
    return cv;
  }

  private drawSelectedRing(c: CanvasRenderingContext2D): void {
    const p = this.selectedId ? this.pieces.find((q) => q.id === this.selectedId) : null;
    if (!p?.at) return;
    const hexes = p.type === 'astronef' && p.hexes ? [p.hexes[0]!] : p.at2 ? [p.at, p.at2] : [p.at];
    for (const h of hexes) {
      const q = hexToPixel(h, this.layout);
      c.beginPath();
      c.arc(q.x, q.y, HEX_SIZE * (p.type === 'astronef' ? 0.95 : 0.8), 0, Math.PI * 2);
      strokeTwice(c, 5, '#000000', 3, '#ffffff');
    }
  }

  private drawHover(c: CanvasRenderingContext2D): void {
    if (!this.hover) return;
    c.beginPath();
    this.hexPath(c, this.hover, 1);
    strokeTwice(c, 3, '#ffffff', 1, '#000000');
  }

  // ---------- input ----------

  private attachInput(el: HTMLDivElement): void {
    let down: { x: number; y: number; id: number; button: number; moved: boolean; path: Hex[] | null } | null = null;
    const local = (e: PointerEvent | WheelEvent | MouseEvent) => {
      const r = el.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    const onDown = (e: PointerEvent) => {
      const p = local(e);
      const hex = this.screenToHex(p.x, p.y);
      const path = hex && e.button === 0 && this.cb.startsPath?.(hex) ? [hex] : null;
      down = { ...p, id: e.pointerId, button: e.button, moved: false, path };
      el.setPointerCapture?.(e.pointerId);
    };
    const onMove = (e: PointerEvent) => {
      const p = local(e);
      const hex = this.screenToHex(p.x, p.y);
      this.setHover(hex);
      this.cb.onHover?.(hex, p);
      if (!down || down.id !== e.pointerId) return;
      const dx = p.x - down.x;
      const dy = p.y - down.y;
      if (!down.moved && Math.hypot(dx, dy) > 5) down.moved = true;
      if (!down.moved) return;
      if (down.path) {
        const last = down.path[down.path.length - 1]!;
        if (hex && !sameHex(hex, last)) {
          const back = down.path.length > 1 && sameHex(hex, down.path[down.path.length - 2]);
          if (back) down.path.pop();
          else if (neighbours(last).some((n) => sameHex(n, hex))) down.path.push(hex);
          this.cb.onPathPreview?.(down.path.slice());
        }
      } else {
        this.panBy(dx, dy);
        down.x = p.x;
        down.y = p.y;
      }
    };
    const onUp = (e: PointerEvent) => {
      if (!down || down.id !== e.pointerId) return;
      const p = local(e);
      const d = down;
      down = null;
      el.releasePointerCapture?.(e.pointerId);
      if (d.moved && d.path && d.path.length > 1) {
        this.cb.onPathDrawn?.(d.path, p);
        return;
      }
      if (d.moved) {
        if (d.path) this.cb.onPathPreview?.([]);
        return;
      }
      const hex = this.screenToHex(p.x, p.y);
      if (hex) this.cb.onClick?.(hex, { shift: e.shiftKey, right: d.button === 2, x: p.x, y: p.y });
    };
    const onLeave = () => {
      this.setHover(null);
      this.cb.onHover?.(null, { x: 0, y: 0 });
    };
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const p = local(e);
      this.zoomBy(Math.pow(1.0015, -e.deltaY), p.x, p.y);
    };
    const onContext = (e: MouseEvent) => e.preventDefault();
    el.addEventListener('pointerdown', onDown);
    el.addEventListener('pointermove', onMove);
    el.addEventListener('pointerup', onUp);
    el.addEventListener('pointerleave', onLeave);
    el.addEventListener('wheel', onWheel, { passive: false });
    el.addEventListener('contextmenu', onContext);
    this.cleanup.push(() => {
      el.removeEventListener('pointerdown', onDown);
      el.removeEventListener('pointermove', onMove);
      el.removeEventListener('pointerup', onUp);
      el.removeEventListener('pointerleave', onLeave);
      el.removeEventListener('wheel', onWheel);
      el.removeEventListener('contextmenu', onContext);
    });
  }

  /** Keyboard: arrows pan, + and - zoom, F or 0 fits. Returns whether the key was used. */
  handleKey(key: string): boolean {
    const step = 80;
    switch (key) {
      case 'ArrowLeft':
        this.panBy(step, 0);
        return true;
      case 'ArrowRight':
        this.panBy(-step, 0);
        return true;
      case 'ArrowUp':
        this.panBy(0, step);
        return true;
      case 'ArrowDown':
        this.panBy(0, -step);
        return true;
      case '+':
      case '=':
        this.zoomBy(1.25);
        return true;
      case '-':
        this.zoomBy(0.8);
        return true;
      case 'f':
      case 'F':
      case '0':
        this.fit();
        return true;
    }
    return false;
  }
}
