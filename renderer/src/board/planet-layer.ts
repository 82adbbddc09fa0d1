// The planet: a canvas of the board's size, painted once per tide and zoom, under the stage's layers and moved
// and scaled with the view by a CSS transform (a pan or a step of a zoom repaints none of its pixels: the
// compositor moves and scales it, and the page has one stage-sized canvas fewer to allocate and composite).
// A new tide fades the old tide's canvas out over the new one.
import type { TideName } from '../lib/terrain';
import type { BoardGeometry } from './geometry';
import { HEX_SIZE } from './geometry';
import { paintTerrain } from './terrain-paint';
import type { BoardView } from './board-view';

/** How long after the last step of a zoom the planet is painted again at the new zoom. */
const REPAINT_AFTER_ZOOM_MS = 180;

export class PlanetLayer {
  private canvas: HTMLCanvasElement | null = null;
  /** The previous tide's planet fading out over the new one. */
  private fade: { canvas: HTMLCanvasElement; animation: Animation } | null = null;
  private repaintTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    /** The board's frame: the planet's canvases go first in it, under Konva's content element. */
    private readonly container: HTMLDivElement,
    private readonly geo: BoardGeometry,
    private readonly view: BoardView,
    private tideNow: TideName,
  ) {}

  get tide(): TideName {
    return this.tideNow;
  }

  /** A new tide: with `fadeMs`, the water rises or falls over that time (the old tide fades into the new). */
  setTide(tide: TideName, fadeMs = 0): void {
    if (tide === this.tideNow && this.canvas) return;
    this.endFade();
    const from = this.canvas;
    this.tideNow = tide;
    // the old tide's canvas stays on top of the new one while it fades out
    this.paint(fadeMs > 0 ? from : null);
    if (from && fadeMs > 0) {
      const animation = from.animate([{ opacity: 1 }, { opacity: 0 }], {
        duration: fadeMs,
        easing: 'ease-in-out',
        fill: 'forwards',
      });
      this.fade = { canvas: from, animation };
      animation.onfinish = () => {
        if (this.fade?.animation === animation) this.endFade();
      };
    }
  }

  /** Whether the tide is still changing on screen. */
  get changing(): boolean {
    return this.fade !== null;
  }

  /** Whether a repaint at a new zoom is still to come. */
  get repaintPending(): boolean {
    return this.repaintTimer !== null;
  }

  private endFade(): void {
    const fade = this.fade;
    this.fade = null;
    if (!fade) return;
    fade.animation.cancel();
    fade.canvas.remove();
  }

  /**
   * Paints the planet at this tide at the current zoom (kept under ~16 Mpx) into a new canvas that takes the place
   * of the one shown (under `below`, a canvas still shown on top of it, if given).
   */
  paint(below: HTMLCanvasElement | null = null): void {
    // painted now at this zoom: a repaint still scheduled for it is not needed
    if (this.repaintTimer) clearTimeout(this.repaintTimer);
    this.repaintTimer = null;
    const { width, height } = this.geo;
    const scale = this.view.resolution();
    const maxPr = Math.sqrt(16e6 / (width * height));
    const pixelRatio = Math.max(0.5, Math.min(maxPr, scale));
    const cv = document.createElement('canvas');
    cv.width = Math.ceil(width * pixelRatio);
    cv.height = Math.ceil(height * pixelRatio);
    const g = cv.getContext('2d')!;
    g.scale(pixelRatio, pixelRatio);
    paintTerrain(g, {
      map: this.geo.map,
      tide: this.tideNow,
      layout: this.geo.layout,
      size: HEX_SIZE,
      width,
      height,
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
    const old = this.canvas;
    const fading = this.fade?.canvas;
    this.container.insertBefore(cv, below ?? fading ?? old ?? this.container.firstChild);
    if (old && old !== below) old.remove();
    this.canvas = cv;
    this.place();
  }

  /** The planet's canvases follow the view: its scale and position, as a CSS transform. */
  place(): void {
    const v = this.view.box;
    const transform = `matrix(${v.scale}, 0, 0, ${v.scale}, ${v.x}, ${v.y})`;
    for (const cv of [this.canvas, this.fade?.canvas]) if (cv) cv.style.transform = transform;
  }

  /** The zoom changed: painted again once it settles (not at each step of a wheel zoom). */
  scheduleRepaint(): void {
    if (this.repaintTimer) clearTimeout(this.repaintTimer);
    this.repaintTimer = setTimeout(() => {
      this.repaintTimer = null;
      this.paint();
    }, REPAINT_AFTER_ZOOM_MS);
  }

  /** Paints now what a settled view would have (for benchmarks and tools). */
  settle(): void {
    if (this.repaintTimer) this.paint();
  }

  destroy(): void {
    if (this.repaintTimer) clearTimeout(this.repaintTimer);
    this.repaintTimer = null;
    this.endFade();
    this.canvas?.remove();
    this.canvas = null;
  }
}
