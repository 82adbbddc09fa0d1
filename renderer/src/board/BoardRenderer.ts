// The Konva board, put together from its parts (after chessground's cut of its board): the view (board-view.ts),
// the planet under the stage (planet-layer.ts), the overlays (overlay-layer.ts, colours in overlay-colours.ts),
// the pieces (piece-sprites.ts stamped into still-pieces.ts's bitmap), the animation (motion-player.ts) and the
// input (board-input.ts). The stage has two layers, none listening: the overlays, then the pieces with the
// running animation and the hover outline on top of them. Hit-testing is hex math on the pointer position.
// the core build: Stage, Layer and Shape are all the board uses (the full build's shapes and filters are about
// half of Konva's code, parsed and run at page load for nothing)
import Konva from 'konva/lib/Core';
import type { ViewPiece } from '../../../src/engine/view-types';
import type { Action } from '../../../src/engine/types';
import { type Hex, type Layout, sameHex } from '../lib/hex';
import { isBoardHex } from '../lib/terrain';
import type { MapData, TideName } from '../lib/terrain';
import { NEUTRAL, type PlayerColor } from '../lib/colors';
import { type Plan, planMotion } from './motion-plan';
import { BoardGeometry } from './geometry';
import { BoardView, type ViewBox } from './board-view';
import { PlanetLayer } from './planet-layer';
import { PieceSprites } from './piece-sprites';
import { StillPieces } from './still-pieces';
import { MotionPlayer } from './motion-player';
import { type Overlay, OverlayPainter } from './overlay-layer';
import { attachBoardInput } from './board-input';
import { type BoardIntent, keyIntent } from './board-intents';

export { HEX_SIZE } from './geometry';
export { EMPTY_OVERLAY, type DestinationMark, type Overlay } from './overlay-layer';

/**
 * A tap is taken as it is on hexes at least this wide on the screen (CSS px: about 1 cm, a fingertip); on smaller
 * ones it zooms around the finger to `FINGER_ZOOM_HEX_PX` first (at Fit on a 1366x768 screen a hex is ~23 px).
 */
export const FINGER_HEX_PX = 40;
const FINGER_ZOOM_HEX_PX = 52;
/** The cursor stays this far (CSS px) inside the frame: the view follows it. */
const CURSOR_MARGIN_PX = 48;

export interface BoardCallbacks {
  onHover?(hex: Hex | null, screen: { x: number; y: number }): void;
  /** A click, a tap, or Enter at the keyboard's cursor (`keyboard`). */
  onClick?(hex: Hex, ev: { shift: boolean; right: boolean; x: number; y: number; keyboard?: boolean }): void;
  /** The keyboard's cursor moved to this hex (null: the board lost the keyboard's focus). */
  onCursor?(hex: Hex | null): void;
  /**
   * Where the cursor goes for N or T: the next (`dir` 1) or previous (-1) of the player's pieces, or of the choices
   * offered now, after `from` (null: none, the cursor stays).
   */
  cycle?(what: 'pieces' | 'choices', dir: 1 | -1, from: Hex | null): Hex | null;
  /** A path drawn by dragging from the selected piece (its first hex is the start). */
  onPathDrawn?(path: Hex[], screen: { x: number; y: number }): void;
  /** Whether a drag starting on this hex draws a path rather than panning. */
  startsPath?(hex: Hex): boolean;
  onPathPreview?(path: Hex[]): void;
}

export class BoardRenderer {
  readonly stage: Konva.Stage;
  readonly layout: Layout;
  readonly boardW: number;
  readonly boardH: number;
  readonly map: MapData;
  private readonly geo: BoardGeometry;
  private readonly viewer: BoardView;
  private readonly planet: PlanetLayer;
  private readonly sprites: PieceSprites;
  private readonly still: StillPieces;
  private readonly motion: MotionPlayer;
  private readonly overlays: OverlayPainter;
  /** The still pieces, the running animation and the hover outline. */
  readonly unitsLayer: Konva.Layer;
  private readonly overlayLayer: Konva.Layer;
  private piecesNow: ViewPiece[] = [];
  private colourOfNow: (owner: string | null) => PlayerColor = () => NEUTRAL;
  private cleanup: (() => void)[] = [];

  constructor(
    container: HTMLDivElement,
    map: MapData,
    private cb: BoardCallbacks = {},
    tide: TideName = 'normal',
  ) {
    this.map = map;
    this.geo = new BoardGeometry(map);
    this.layout = this.geo.layout;
    this.boardW = this.geo.width;
    this.boardH = this.geo.height;
    this.stage = new Konva.Stage({
      container,
      width: Math.max(1, container.clientWidth),
      height: Math.max(1, container.clientHeight),
      listening: false,
    });
    this.viewer = new BoardView(this.stage, this.geo, (scaled) => {
      this.planet.place();
      this.stage.batchDraw();
      if (scaled) this.planet.scheduleRepaint();
    });
    this.planet = new PlanetLayer(container, this.geo, this.viewer, tide);
    const res = () => this.viewer.resolution();
    this.sprites = new PieceSprites(this.geo, () => this.colourOfNow, res);
    this.motion = new MotionPlayer(this.geo, this.sprites, {
      pieces: () => this.piecesNow,
      colourOf: () => this.colourOfNow,
      drawNow: () => this.unitsLayer.draw(),
      redraw: () => this.unitsLayer.batchDraw(),
    });
    this.still = new StillPieces(this.geo, this.viewer, this.sprites, {
      pieces: () => this.piecesNow,
      colourOf: () => this.colourOfNow,
      held: () => this.motion.held(),
      redraw: () => this.unitsLayer.batchDraw(),
    });
    this.overlays = new OverlayPainter(this.geo, () => this.piecesNow, res);
    const shape = (draw: (c: CanvasRenderingContext2D) => void) =>
      new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => draw(ctx._context) });
    // Konva 10's Layer constructor forgets the draw its own config asked for (it resets its "draw queued" flag
    // after the base constructor queued one): made without config, then set, each layer is drawn once in the
    // first frame instead of twice (the pieces, painted directly before their bitmap exists, cost ~25 ms a time)
    const layer = () => new Konva.Layer().listening(false);
    this.overlayLayer = layer();
    this.overlayLayer.add(shape((c) => this.overlays.draw(c)));
    // the still pieces, the animation on top of them, the hover outline on top of all: one canvas (each layer is
    // a stage-sized bitmap to allocate at page load and to hand to the compositor at each frame it changes)
    this.unitsLayer = layer();
    this.unitsLayer.add(
      shape((c) => this.still.draw(c)),
      shape((c) => this.motion.draw(c)),
      shape((c) => this.overlays.drawPointer(c)),
    );
    // fire zones and destinations under the pieces
    this.stage.add(this.overlayLayer, this.unitsLayer);
    this.fit();
    this.planet.paint();
    this.cleanup.push(
      attachBoardInput(
        container,
        { hexAt: (x, y) => this.screenToHex(x, y), startsPath: (h) => this.cb.startsPath?.(h) ?? false },
        (i) => this.intent(i),
      ),
    );
  }

  /** Carries out an intent of the input: the view's here, the rest handed to the screen. */
  private intent(i: BoardIntent): void {
    switch (i.kind) {
      case 'hover':
        this.setHover(i.hex);
        return this.cb.onHover?.(i.hex, i.at);
      case 'tap':
        // hexes smaller than a fingertip: the tap zooms around the finger instead, so that the next one hits
        if (i.touch && this.viewer.hexWidth() < FINGER_HEX_PX) return this.zoomForFinger(i.at);
        return this.cb.onClick?.(i.hex, { shift: i.shift, right: i.right, x: i.at.x, y: i.at.y });
      case 'pathPreview':
        return this.cb.onPathPreview?.(i.path);
      case 'pathDrawn':
        return this.cb.onPathDrawn?.(i.path, i.at);
      case 'pan':
        return this.panBy(i.dx, i.dy);
      case 'zoom':
        return i.at ? this.zoomBy(i.factor, i.at.x, i.at.y) : this.zoomBy(i.factor);
      case 'fit':
        return this.fit();
      case 'cursor':
        return this.stepCursor(i.dx, i.dy);
      case 'activate': {
        const at = this.overlays.cursor;
        if (!at) return this.placeCursor();
        const p = this.hexToScreen(at);
        return this.cb.onClick?.(at, { shift: false, right: false, x: p.x, y: p.y, keyboard: true });
      }
      case 'cycle': {
        const to = this.cb.cycle?.(i.what, i.dir, this.overlays.cursor);
        if (to) this.moveCursor(to);
        return;
      }
    }
  }

  // ---------- the keyboard's cursor ----------

  /** The keyboard's hex cursor, null until a key places it (for tests and tools). */
  get cursor(): Hex | null {
    return this.overlays.cursor;
  }

  /** The cursor where a player starts from: on the selected piece, else in the middle of the view. */
  private placeCursor(): void {
    const p = this.overlays.selectedId ? this.piecesNow.find((q) => q.id === this.overlays.selectedId) : null;
    const at = p?.at ?? this.screenToHex(this.viewer.width / 2, this.viewer.height / 2);
    if (at) this.moveCursor(at);
  }

  private stepCursor(dx: number, dy: number): void {
    const at = this.overlays.cursor;
    if (!at) return this.placeCursor();
    // past a hole or the edge: the next hex of the board that way, if any within a few steps
    for (let k = 1; k <= 4; k++) {
      const to: Hex = [at[0] + dx * k, at[1] + dy * k];
      if (to[0] < 0 || to[1] < 0 || to[0] >= this.map.cols || to[1] >= this.map.rows) return;
      if (isBoardHex(this.map, to)) return this.moveCursor(to);
    }
  }

  /** The cursor to a hex: kept in view, outlined, and what the hover shows is shown for it. */
  moveCursor(hex: Hex): void {
    this.overlays.cursor = hex;
    this.viewer.keepInView(hex, CURSOR_MARGIN_PX);
    this.unitsLayer.batchDraw();
    const p = this.hexToScreen(hex);
    this.setHover(hex);
    this.cb.onHover?.(hex, p);
    this.cb.onCursor?.(hex);
  }

  /** The board lost the keyboard's focus: the cursor is hidden (kept for when it comes back). */
  blurCursor(): void {
    if (!this.overlays.cursorShown) return;
    this.overlays.cursorShown = false;
    this.unitsLayer.batchDraw();
    this.cb.onCursor?.(null);
  }

  /** The board got the keyboard's focus: the cursor shows again (placed, the first time). */
  focusCursor(): void {
    this.overlays.cursorShown = true;
    if (this.overlays.cursor) this.moveCursor(this.overlays.cursor);
    else this.placeCursor();
  }

  /** Zooms about a point so that a hex is a finger's width there (the hex under the finger stays under it). */
  private zoomForFinger(at: { x: number; y: number }): void {
    this.zoomBy(FINGER_ZOOM_HEX_PX / this.viewer.hexWidth(), at.x, at.y);
  }

  // ---------- data in ----------

  /** A new tide: with `fadeMs`, the water rises or falls over that time (the old tide fades into the new). */
  setTide(tide: TideName, fadeMs = 0): void {
    this.planet.setTide(tide, fadeMs);
  }

  /** Whether the tide is still changing on screen (for tests and tools). */
  get tideChanging(): boolean {
    return this.planet.changing;
  }

  /** The pieces shown now (for tests and tools). */
  get pieces(): ViewPiece[] {
    return this.piecesNow;
  }

  /** The colour each owner's pieces are drawn in now (for tests and tools). */
  get colorOf(): (owner: string | null) => PlayerColor {
    return this.colourOfNow;
  }

  /** The still pieces' bitmap, null when there is none (for tests and tools). */
  get unitsCache(): unknown {
    return this.still.cache;
  }

  /**
   * New pieces. The board shows them at once; with `intent` (the action this screen sent) or without, what
   * changed is animated on its own layer, and a running animation is finished first (never waited for).
   */
  setPieces(pieces: ViewPiece[], colorOf: (owner: string | null) => PlayerColor, intent: Action | null = null): void {
    const prev = this.piecesNow;
    this.piecesNow = pieces;
    this.colourOfNow = colorOf;
    const plan = planMotion(prev, pieces, intent, this.motion.speed);
    if (plan.duration > 0) this.motion.play(plan);
    this.unitsLayer.batchDraw();
    if (this.overlays.selectedId) this.overlayLayer.batchDraw();
  }

  /** Animation speed: 0 turns animations off (a running one ends at once), 1 is normal, 2 twice as fast. */
  setMotionSpeed(speed: number): void {
    this.motion.setSpeed(speed);
  }

  /** Whether an animation is running (for tests and tools). */
  get animating(): boolean {
    return this.motion.animating;
  }

  /**
   * What still moves or is still to be drawn on the board, in words (empty: the board is settled): an animation,
   * the tide fading, a repaint or a bitmap due after a zoom, a stage that has not yet followed its frame's size.
   * For the end-to-end tests, which wait for the board to settle rather than for a fixed time.
   */
  get unsettled(): string[] {
    const out: string[] = [];
    if (this.motion.animating) out.push('animation');
    if (this.planet.changing) out.push('tide fading');
    if (this.planet.repaintPending) out.push('planet repaint');
    if (this.still.remakePending) out.push('pieces bitmap');
    const box = this.stage.container();
    const w = Math.max(1, box.clientWidth);
    const h = Math.max(1, box.clientHeight);
    if (this.stage.width() !== w || this.stage.height() !== h) out.push('stage size');
    return out;
  }

  /** The kinds of the tracks of each animation started, newest last (the last 20; for tests and tools). */
  get motionLog(): string[][] {
    return this.motion.log;
  }

  /** The kinds of the running animation's tracks (for tests and tools). */
  get motionKinds(): string[] {
    return this.motion.kinds;
  }

  /** Ends the running animation: every piece back in the still picture. */
  finishMotion(): void {
    this.motion.finish();
  }

  /** Draws the animation layer as it is `t` ms into a plan, synchronously (for benchmarks). */
  drawMotionAt(plan: Plan, t: number): void {
    this.motion.at(plan, t);
    this.unitsLayer.draw();
  }

  /** The selected piece is ringed on the overlay layer: selecting does not redraw the units. */
  setSelected(id: string | null): void {
    if (id === this.overlays.selectedId) return;
    this.overlays.selectedId = id;
    this.overlayLayer.batchDraw();
  }

  /** What the overlay layer draws now (for tests and tools). */
  get currentOverlay(): Overlay {
    return this.overlays.overlay;
  }

  setOverlay(overlay: Overlay): void {
    this.overlays.overlay = overlay;
    this.overlayLayer.batchDraw();
  }

  /** The hex outlined under the pointer (for tests and tools). */
  get hover(): Hex | null {
    return this.overlays.hover;
  }

  setHover(hex: Hex | null): void {
    if (sameHex(hex, this.overlays.hover) || (!hex && !this.overlays.hover)) return;
    this.overlays.hover = hex;
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
    this.planet.settle();
    this.still.settle();
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

  get view(): ViewBox {
    return this.viewer.box;
  }

  /**
   * Whether the view is the board fitted to its frame (by the first fit, Fit or its key) rather than one the player
   * zoomed or panned: a fitted view is fitted again when the frame changes size (the window grew), his own is kept.
   */
  get fitted(): boolean {
    return this.viewer.fitted;
  }

  /** Brings these hexes to the middle of the screen, at the zoom the player chose. */
  centreOn(hexes: Hex[]): void {
    this.viewer.centreOn(hexes);
  }

  /** A view kept from before (the same player's, across a hand-off): a fitted one is fitted to the frame as it is. */
  restoreView(v: ViewBox, fitted = false): void {
    this.viewer.restore(v, fitted);
  }

  resize(w: number, h: number): void {
    if (this.viewer.resize(w, h)) this.stage.batchDraw();
  }

  fit(): void {
    this.viewer.fit();
  }

  zoomBy(factor: number, sx?: number, sy?: number): void {
    this.viewer.zoomBy(factor, sx, sy);
  }

  panBy(dx: number, dy: number): void {
    this.viewer.panBy(dx, dy);
  }

  /** The hex under a screen point of the container, or null off the board (its holes and edges included). */
  screenToHex(sx: number, sy: number): Hex | null {
    return this.viewer.toHex(sx, sy);
  }

  hexToScreen(hex: Hex): { x: number; y: number } {
    return this.viewer.toScreen(hex);
  }

  /**
   * A key on the board (board-intents.ts: arrows move the cursor, Shift+arrows pan, Enter or Space act at the
   * cursor, N and T go to the next piece or choice, + and - zoom, F or 0 fits). Returns whether it was used.
   */
  handleKey(key: string, shift = false): boolean {
    const i = keyIntent(key, shift);
    if (!i) return false;
    // Enter without the cursor shown (the board focused by a click) is the screen's: it confirms what waits
    if (i.kind === 'activate' && !(this.overlays.cursorShown && this.overlays.cursor)) return false;
    if (i.kind === 'cursor' || i.kind === 'cycle') this.overlays.cursorShown = true;
    this.intent(i);
    return true;
  }

  destroy(): void {
    for (const f of this.cleanup) f();
    this.still.destroy();
    this.motion.destroy();
    this.planet.destroy();
    this.stage.destroy();
  }
}
