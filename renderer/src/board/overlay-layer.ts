// The overlays, drawn over the planet and under the pieces: fire zones, what changed since the player's last turn
// (trails and marks), the focus of a clicked log line, legal spots, the landing ghost, destinations (each one
// sprite of its mark with its cost label in it, copied pixel for pixel), targets, picked pieces, the path, the
// selected piece's ring. Above the pieces: the hover outline and the keyboard's cursor (`drawPointer`).
// Every colour comes from overlay-colours.ts.
import type { ViewPiece } from '../../../src/engine/view-types';
import { type Hex, hexCorners } from '../lib/hex';
import { type BoardGeometry, HEX_SIZE } from './geometry';
import { copiesPixelForPixel } from './pixel-copy';
import { OVERLAY_COLOURS as C } from './overlay-colours';

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

/** The box of a destination's mark, in board units: its hex (inset by 2) and its 2-unit outline, with a margin. */
const DEST_W = HEX_SIZE * 2 + 2;
const DEST_H = HEX_SIZE * Math.sqrt(3) + 2;

/** Strokes the current path twice, wide then narrow: a line that shows on any terrain. */
export function strokeTwice(
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

const MARK_COLOUR = { new: C.markNew, ore: C.markOre, captured: C.markCaptured } as const;

export class OverlayPainter {
  overlay: Overlay = EMPTY_OVERLAY;
  selectedId: string | null = null;
  hover: Hex | null = null;
  cursor: Hex | null = null;
  /** Whether the cursor is drawn (the board has the keyboard's focus). */
  cursorShown = false;
  /**
   * The destinations' sprites, one per cost label and colour ('' for a plain mark), at `destinationsRes` device
   * pixels per board unit (text is slow to draw: each label is drawn once).
   */
  private destinationSprites = new Map<string, HTMLCanvasElement>();
  private destinationsRes = 0;

  constructor(
    private readonly geo: BoardGeometry,
    private readonly pieces: () => ViewPiece[],
    /** Device pixels per board unit on the screen now. */
    private readonly viewRes: () => number,
  ) {}

  draw(c: CanvasRenderingContext2D): void {
    const o = this.overlay;
    const s = HEX_SIZE;
    const { width: boardW, height: boardH } = this.geo;
    for (const z of o.fire) {
      c.save();
      c.beginPath();
      for (const h of z.hexes) this.geo.hexPath(c, h, 1);
      c.globalAlpha = z.own ? C.fireOwnAlpha : C.fireEnemyAlpha;
      c.fillStyle = z.color;
      c.fill();
      c.globalAlpha = 1;
      c.clip();
      // hatching: own fire "/" ; enemy fire "\" so it reads without colour
      c.beginPath();
      const step = 9;
      for (let k = -boardH; k < boardW + boardH; k += step) {
        if (z.own) {
          c.moveTo(k, 0);
          c.lineTo(k + boardH, boardH);
        } else {
          c.moveTo(k, boardH);
          c.lineTo(k + boardH, 0);
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
      this.geo.polyline(c, t.hexes);
      c.lineCap = 'round';
      c.lineJoin = 'round';
      c.setLineDash([10, 8]);
      strokeTwice(c, 7, C.trailHalo, 4, t.color);
      c.setLineDash([]);
      const end = this.geo.px(t.hexes[t.hexes.length - 1]!);
      c.beginPath();
      c.arc(end.x, end.y, 7, 0, Math.PI * 2);
      c.fillStyle = t.color;
      c.fill();
      c.lineWidth = 2;
      c.strokeStyle = C.halo;
      c.stroke();
      c.restore();
    }
    for (const m of o.marks ?? []) {
      const p = this.geo.px(m.hex);
      c.beginPath();
      if (m.kind === 'destroyed') {
        const r = s * 0.5;
        c.moveTo(p.x - r, p.y - r);
        c.lineTo(p.x + r, p.y + r);
        c.moveTo(p.x + r, p.y - r);
        c.lineTo(p.x - r, p.y + r);
        strokeTwice(c, 8, C.halo, 5, C.markDestroyed);
      } else {
        c.arc(p.x, p.y, s * 0.7, 0, Math.PI * 2);
        strokeTwice(c, 6, C.halo, 3, MARK_COLOUR[m.kind]);
      }
    }
    if (o.focus?.length) {
      c.beginPath();
      for (const h of o.focus) this.geo.hexPath(c, h, 1);
      c.lineWidth = 5;
      c.strokeStyle = C.focus;
      c.stroke();
    }
    if (o.spots.length) {
      c.beginPath();
      for (const h of o.spots) this.geo.hexPath(c, h, 3);
      c.fillStyle = C.spotFill;
      c.fill();
      c.lineWidth = 2;
      c.strokeStyle = C.spotEdge;
      c.stroke();
    }
    if (o.ghost?.length) {
      // the astronef as it would land: bubble filled, podes outlined, the podes pointing the way it will face
      const [bubble, ...podes] = o.ghost;
      c.beginPath();
      for (const h of o.ghost) this.geo.hexPath(c, h, 2);
      c.fillStyle = C.ghostFill;
      c.fill();
      c.lineWidth = 3;
      c.strokeStyle = C.pick;
      c.stroke();
      const b = this.geo.px(bubble!);
      c.beginPath();
      for (const h of podes) {
        const q = this.geo.px(h);
        c.moveTo(b.x, b.y);
        c.lineTo(q.x, q.y);
      }
      c.lineWidth = 4;
      c.strokeStyle = C.pick;
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
          const q = this.geo.px(d.hex2);
          stamp(plain, q.x - DEST_W / 2, q.y - DEST_H / 2);
        }
        for (const d of o.destinations) {
          const label =
            String(d.cost) + (d.strands ? '≈' : '') + (d.secondArrival ? '!' : '') + (d.mountainPair ? '^' : '');
          const colour = d.strands
            ? C.costStrands
            : d.secondArrival
              ? C.costSecondArrival
              : d.mountainPair
                ? C.costMountainPair
                : C.costPlain;
          const p = this.geo.px(d.hex);
          stamp(this.destinationSprite(label, colour), p.x - DEST_W / 2, p.y - DEST_H / 2);
        }
      });
    }
    for (const h of o.targets) {
      const p = this.geo.px(h);
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
      strokeTwice(c, 4, C.halo, 2, C.pick);
    }
    if (o.picked.length) {
      c.beginPath();
      for (const h of o.picked) this.geo.hexPath(c, h, 2);
      c.lineWidth = 4;
      c.strokeStyle = C.pick;
      c.stroke();
    }
    if (o.path.length > 1) {
      c.beginPath();
      this.geo.polyline(c, o.path);
      c.lineCap = 'round';
      c.lineJoin = 'round';
      strokeTwice(c, 7, C.pathHalo, 4, C.path);
      const last = this.geo.px(o.path[o.path.length - 1]!);
      c.beginPath();
      c.arc(last.x, last.y, 6, 0, Math.PI * 2);
      c.fillStyle = C.path;
      c.fill();
    }
    this.drawSelectedRing(c);
  }

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
    const res = Math.max(0.2, Math.min(8, this.viewRes()));
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
      g.fillStyle = C.destinationFill;
      g.fill();
      g.lineWidth = 2;
      g.strokeStyle = C.destinationEdge;
      g.stroke();
      if (label) {
        const x = DEST_W / 2;
        const y = DEST_H / 2 + HEX_SIZE * 0.5;
        g.font = `bold ${Math.round(HEX_SIZE * 0.42)}px sans-serif`;
        g.textAlign = 'center';
        g.textBaseline = 'middle';
        g.fillStyle = C.halo;
        g.fillText(label, x + 1.5, y + 1.5);
        g.fillStyle = colour;
        g.fillText(label, x, y);
      }
      this.destinationSprites.set(key, cv);
    }
    return cv;
  }

  private drawSelectedRing(c: CanvasRenderingContext2D): void {
    const p = this.selectedId ? this.pieces().find((q) => q.id === this.selectedId) : null;
    if (!p?.at) return;
    const hexes = p.type === 'astronef' && p.hexes ? [p.hexes[0]!] : p.at2 ? [p.at, p.at2] : [p.at];
    for (const h of hexes) {
      const q = this.geo.px(h);
      c.beginPath();
      c.arc(q.x, q.y, HEX_SIZE * (p.type === 'astronef' ? 0.95 : 0.8), 0, Math.PI * 2);
      strokeTwice(c, 5, C.halo, 3, C.selected);
    }
  }

  /** Over the pieces: the hover outline, then the keyboard's cursor. */
  drawPointer(c: CanvasRenderingContext2D): void {
    if (this.hover) {
      c.beginPath();
      this.geo.hexPath(c, this.hover, 1);
      strokeTwice(c, 3, C.hoverOuter, 1, C.hoverInner);
    }
    if (this.cursor && this.cursorShown) {
      c.beginPath();
      this.geo.hexPath(c, this.cursor, 2);
      strokeTwice(c, 6, C.halo, 3, C.cursor);
    }
  }
}
