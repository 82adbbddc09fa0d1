// The still pieces: painted once into a bitmap of the whole board at the view's resolution, then stamped, so that
// a redraw that changes no piece (a pan, the terrain's fade, a full redraw) costs one image. Built for these
// pieces, colours, resolution and the pieces held by the running animation; anything else misses. The bitmap
// follows the view 120 ms after the last step of a zoom (during one the pieces are drawn directly).
import type { ViewPiece } from '../../../src/engine/view-types';
import type { PlayerColor } from '../lib/colors';
import type { BoardGeometry } from './geometry';
import { HEX_SIZE } from './geometry';
import type { BoardView } from './board-view';
import { clampRes, type PieceSprites } from './piece-sprites';

const REMAKE_AFTER_ZOOM_MS = 120;
/** At most ~8 Mpx for the bitmap (beyond, a close zoom: the pieces are drawn each time). */
const MAX_BITMAP_PX = 8e6;

export interface StillPiecesSource {
  pieces(): ViewPiece[];
  colourOf(): (owner: string | null) => PlayerColor;
  /** The pieces the running animation draws itself (null: none running). */
  held(): Set<string> | null;
  /** Asks for the layer to be drawn again. */
  redraw(): void;
}

export class StillPieces {
  /** The bitmap and what it was built for (null: none, as at a close zoom). */
  cache: {
    canvas: HTMLCanvasElement;
    key: string;
    res: number;
    pieces: ViewPiece[];
    colorOf: unknown;
  } | null = null;
  private remakeTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly geo: BoardGeometry,
    private readonly view: BoardView,
    private readonly sprites: PieceSprites,
    private readonly src: StillPiecesSource,
  ) {}

  /** What the bitmap must be built for now: the resolution, and the pieces the animation holds. */
  private state(): { res: number; held: Set<string> | null; key: string } {
    const held = this.src.held();
    const res = this.view.resolution();
    return { res, held, key: `${res}|${held ? [...held].join(',') : ''}|${this.coloursKey()}` };
  }

  private fits(res: number): boolean {
    return this.geo.width * this.geo.height * res * res <= MAX_BITMAP_PX;
  }

  draw(c: CanvasRenderingContext2D): void {
    const { res, held, key } = this.state();
    const cache = this.cache;
    const { width, height } = this.geo;
    if (cache && cache.key === key && cache.pieces === this.src.pieces() && cache.colorOf === this.src.colourOf()) {
      c.imageSmoothingEnabled = false;
      c.drawImage(cache.canvas, 0, 0, width, height);
      return;
    }
    const settled = this.sprites.madeAt(res);
    // the same resolution as the bitmap (the pieces changed, not the zoom): repainted now and stamped
    if (settled && cache && cache.res === res && this.fits(res)) {
      this.build(res, key, held);
      c.imageSmoothingEnabled = false;
      c.drawImage(cache.canvas, 0, 0, width, height);
      return;
    }
    // drawn directly (a new zoom, or a close one); once the view has settled (not at each step of a zoom) the
    // sprites are made again at its resolution and the bitmap made, if it fits
    const fits = this.fits(res);
    if (!fits) this.cache = null;
    // during a zoom, sprites within 10% of the view's resolution are stamped as they are (to the nearest pixel)
    if (Math.abs(clampRes(res) / this.sprites.resolution - 1) > 0.1) this.sprites.remake(res);
    this.paint(c, held, true);
    if (settled && !fits) return;
    if (this.remakeTimer) clearTimeout(this.remakeTimer);
    this.remakeTimer = setTimeout(() => this.settle(), REMAKE_AFTER_ZOOM_MS);
  }

  /** Whether the bitmap is still to be made again after a zoom. */
  get remakePending(): boolean {
    return this.remakeTimer !== null;
  }

  /** The view has settled: the sprites made at its resolution, the bitmap if it fits, then drawn. */
  settle(): void {
    if (this.remakeTimer) clearTimeout(this.remakeTimer);
    this.remakeTimer = null;
    const { res, held, key } = this.state();
    if (!this.sprites.madeAt(res)) this.sprites.remake(res);
    if (this.fits(res)) this.build(res, key, held);
    this.src.redraw();
  }

  /** The colours the pieces are drawn in now (the colour function may answer differently for the same pieces). */
  private coloursKey(): string {
    const owners = new Set<string>();
    for (const p of this.src.pieces()) if (p.owner) owners.add(p.owner);
    const colourOf = this.src.colourOf();
    let k = '';
    for (const o of owners) {
      const c = colourOf(o);
      k += `${o}:${c.fill}${c.marker};`;
    }
    return k;
  }

  private build(res: number, key: string, held: Set<string> | null): void {
    // the view moved on since: the next draw asks again
    if (res !== this.view.resolution()) return;
    const cv = this.cache?.canvas ?? document.createElement('canvas');
    const w = Math.ceil(this.geo.width * res);
    const h = Math.ceil(this.geo.height * res);
    if (cv.width !== w || cv.height !== h) {
      cv.width = w;
      cv.height = h;
    }
    const g = cv.getContext('2d')!;
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.clearRect(0, 0, w, h);
    g.scale(res, res);
    this.paint(g, held);
    this.cache = { canvas: cv, key, res, pieces: this.src.pieces(), colorOf: this.src.colourOf() };
  }

  /**
   * Paints the still pieces: all of them into the bitmap (`visibleOnly` false), or, drawn directly on the screen,
   * only those near the view (the hover and each animation frame redraw them when there is no bitmap: a close zoom).
   */
  private paint(c: CanvasRenderingContext2D, held: Set<string> | null, visibleOnly = false): void {
    const pieces = this.src.pieces();
    const cargoOf = this.sprites.cargoGlyphs(pieces);
    // ground first: pontoons and ore, then the astronefs, then the rest
    const rank = (t: string) => (t === 'pontoon' ? 0 : t === 'ore' ? 1 : t === 'astronef' ? 2 : 3);
    // the view in board units, widened by an astronef's reach (its podes around its bubble) and a sprite's size
    const { x0, y0, x1, y1 } = this.view.visibleRect(HEX_SIZE * 3.5);
    const near = (p: ViewPiece) => {
      if (!visibleOnly) return true;
      const q = this.geo.px(p.at!);
      return q.x >= x0 && q.x <= x1 && q.y >= y0 && q.y <= y1;
    };
    const onBoard = pieces.filter((p) => p.at && !p.in && !p.departed && !held?.has(p.id) && near(p));
    c.imageSmoothingEnabled = false;
    onBoard.sort((a, b) => rank(a.type) - rank(b.type));
    for (const p of onBoard) this.sprites.drawOne(c, p, cargoOf.get(p.id) ?? []);
  }

  destroy(): void {
    if (this.remakeTimer) clearTimeout(this.remakeTimer);
    this.remakeTimer = null;
    this.cache = null;
  }
}
