// The board's geometry in board units (one CSS pixel per unit at scale 1): the hex size, the layout, the board's
// size, and the paths every layer draws hexes with. Shared by the layers; no state beyond the map.
import { type Hex, type Layout, boardPixelSize, hexCorners, hexToPixel, makeLayout } from '../lib/hex';
import type { MapData } from '../lib/terrain';

export const HEX_SIZE = 32;

export class BoardGeometry {
  readonly layout: Layout;
  readonly width: number;
  readonly height: number;

  constructor(readonly map: MapData) {
    this.layout = makeLayout(HEX_SIZE);
    const size = boardPixelSize(map.cols, map.rows, HEX_SIZE);
    this.width = size.width;
    this.height = size.height;
  }

  /** A hex's centre in board units. */
  px(h: Hex): { x: number; y: number } {
    return hexToPixel(h, this.layout);
  }

  /** Adds a hex's outline (inset by `inset` board units) to the current path. */
  hexPath(c: CanvasRenderingContext2D, hex: Hex, inset = 0): void {
    const p = hexToPixel(hex, this.layout);
    const pts = hexCorners(p.x, p.y, HEX_SIZE - inset);
    c.moveTo(pts[0]!, pts[1]!);
    for (let i = 2; i < 12; i += 2) c.lineTo(pts[i]!, pts[i + 1]!);
    c.closePath();
  }

  /** A polyline through the hexes' centres, added to the current path. */
  polyline(c: CanvasRenderingContext2D, hexes: Hex[]): void {
    hexes.forEach((h, i) => {
      const p = hexToPixel(h, this.layout);
      if (i === 0) c.moveTo(p.x, p.y);
      else c.lineTo(p.x, p.y);
    });
  }
}
