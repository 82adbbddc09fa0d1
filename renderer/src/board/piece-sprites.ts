// The pieces' sprites: each piece drawn once per look (and, for an astronef or a barge, per shape on the board)
// into a small bitmap, then stamped wherever it stands. The sprites are made at `res` device pixels per board unit,
// the view's resolution when it last settled: during a zoom they are stamped scaled while within 10% of it, and
// made again at the view's resolution beyond that and once it settles (not at each step of a wheel zoom).
import type { ViewPiece } from '../../../src/engine/view-types';
import { NEUTRAL, type PlayerColor } from '../lib/colors';
import { CARGO_GLYPH, drawAstronef, drawBarge, drawPiece, type PieceLook } from './pieces';
import { type BoardGeometry, HEX_SIZE } from './geometry';

/** The box of a single-hex piece's sprite, in board units (its status marks stick out of its hex). */
const PIECE_SPAN = HEX_SIZE * 2.4;
/** The box of an astronef's or a barge's sprite, centred on its bubble or its first hex (podes, guns, shadow). */
const BIG_SPAN = HEX_SIZE * 5.6;
/** Astronefs and barges are stamped from sprites up to this resolution (a 5.6-hex sprite stays under ~1 MB). */
const MAX_BIG_SPRITE_RES = 3;

/** The resolution sprites are made at, for a view's resolution. */
export function clampRes(res: number): number {
  return Math.max(0.2, Math.min(8, res));
}

/** Where a point stands from another, for a sprite's key (the hexes' centres are a fixed grid). */
function offsetKey(p: { x: number; y: number }, from: { x: number; y: number }): string {
  return `${Math.round(p.x - from.x)},${Math.round(p.y - from.y)}`;
}

function lookKey(look: PieceLook): string {
  return `${look.type}|${look.color.fill}|${look.color.marker}${look.color.markScale ?? ''}|${+look.stuck}${+look.neutralised}${+!!look.silenced}${+look.abandoned}${+look.selected}|${look.shots ?? 0}|${look.value ?? ''}|${look.cargo.join('')}`;
}

export class PieceSprites {
  private sprites = new Map<string, HTMLCanvasElement>();
  private res = 0;

  constructor(
    private readonly geo: BoardGeometry,
    /** The colour each owner's pieces are drawn in now. */
    private readonly colourOf: () => (owner: string | null) => PlayerColor,
    /** Device pixels per board unit on the screen now. */
    private readonly viewRes: () => number,
  ) {}

  /** The resolution the sprites are made at now (that of the view when first asked). */
  get resolution(): number {
    this.res ||= clampRes(this.viewRes());
    return this.res;
  }

  /** The sprites are made again, at this view resolution, as they are next asked for. */
  remake(res: number): void {
    this.sprites.clear();
    this.res = clampRes(res);
  }

  /** Whether the sprites are made at this view resolution. */
  madeAt(res: number): boolean {
    return clampRes(res) === this.res;
  }

  private sprite(
    key: string,
    span: number,
    paint: (g: CanvasRenderingContext2D, centre: number) => void,
  ): HTMLCanvasElement {
    let cv = this.sprites.get(key);
    if (!cv) {
      const res = this.resolution;
      cv = document.createElement('canvas');
      cv.width = cv.height = Math.ceil(span * res);
      const g = cv.getContext('2d')!;
      g.scale(res, res);
      paint(g, span / 2);
      this.sprites.set(key, cv);
    }
    return cv;
  }

  lookOf(p: ViewPiece, cargo: string[]): PieceLook {
    return {
      type: p.type,
      color: p.owner ? this.colourOf()(p.owner) : NEUTRAL,
      stuck: p.stuck,
      neutralised: p.neutralised,
      ...(p.silenced ? { silenced: true } : {}),
      abandoned: p.abandoned,
      cargo,
      selected: false,
      shots: p.type === 'tank' || p.type === 'superTank' || p.type === 'motorBoat' ? p.shots : 0,
      value: p.value,
    };
  }

  /** What each carrier holds, as the glyphs drawn on it (an ore of the three kinds shows its value). */
  cargoGlyphs(pieces: ViewPiece[]): Map<string, string[]> {
    const cargoOf = new Map<string, string[]>();
    for (const p of pieces) {
      if (p.in) {
        const list = cargoOf.get(p.in) ?? [];
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
  drawOne(
    c: CanvasRenderingContext2D,
    p: ViewPiece,
    cargo: string[],
    look = this.lookOf(p, p.type === 'astronef' ? [] : cargo),
  ): void {
    const s = HEX_SIZE;
    const big = this.resolution <= MAX_BIG_SPRITE_RES;
    if (p.type === 'astronef' && p.hexes && p.hexes.length === 4) {
      const [b, ...podes] = p.hexes;
      const at = this.geo.px(b!);
      const towers = p.towers ?? [true, true, true];
      const paint = (g: CanvasRenderingContext2D, x: number, y: number) =>
        drawAstronef(
          g,
          look,
          { x, y },
          podes.map((h) => {
            const q = this.geo.px(h);
            return { x: x + q.x - at.x, y: y + q.y - at.y };
          }),
          towers,
          s,
          cargo.length,
        );
      if (!big) return paint(c, at.x, at.y);
      // its shape: where its podes stand around its bubble
      const shape = podes.map((h) => offsetKey(this.geo.px(h), at)).join(';');
      const key = `${lookKey(look)}|${shape}|${towers.map(Number).join('')}|${cargo.length}`;
      this.stampAt(
        c,
        this.sprite(key, BIG_SPAN, (g, o) => paint(g, o, o)),
        at.x,
        at.y,
        BIG_SPAN,
      );
    } else if (p.type === 'barge' && p.at2) {
      const a = this.geo.px(p.at!);
      const b = this.geo.px(p.at2);
      if (!big) return drawBarge(c, look, a.x, a.y, b.x, b.y, s);
      const key = `${lookKey(look)}|${offsetKey(b, a)}`;
      this.stampAt(
        c,
        this.sprite(key, BIG_SPAN, (g, o) => drawBarge(g, look, o, o, o + b.x - a.x, o + b.y - a.y, s)),
        a.x,
        a.y,
        BIG_SPAN,
      );
    } else if (p.at) {
      const a = this.geo.px(p.at);
      this.stamp(c, look, a.x, a.y);
    }
  }

  /** A single-hex piece's sprite centred on (x, y), at `scale` times its size. */
  stamp(c: CanvasRenderingContext2D, look: PieceLook, x: number, y: number, scale = 1): void {
    const sprite = this.sprite(lookKey(look), PIECE_SPAN, (g, o) => drawPiece(g, look, o, o, HEX_SIZE));
    this.stampAt(c, sprite, x, y, PIECE_SPAN * scale);
  }

  /** A sprite centred on (x, y), `span` board units wide. */
  private stampAt(c: CanvasRenderingContext2D, sprite: HTMLCanvasElement, x: number, y: number, span: number): void {
    c.drawImage(sprite, x - span / 2, y - span / 2, span, span);
  }
}
