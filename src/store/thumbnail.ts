// A small picture of the board for the campaign list: terrain, ore and each player's pieces.
import { getBoard } from '../engine/index.js';
import type { GameState } from '../engine/types.js';
import palette from '../../assets/palette.json' with { type: 'json' };
import { encodePng, parseColour } from './util.js';

/** Each terrain's colour, by the engine's terrain code (T_PLAIN 0 .. T_MOUNTAIN 4): the board's own colours. */
const TERRAIN_RGB: [number, number, number][] = (['plain', 'sea', 'marsh', 'reef', 'mountain'] as const).map((k) =>
  parseColour(palette.terrain[k]),
);

/** A PNG data URL, about 3 pixels per hex. */
export function thumbnail(state: GameState, colours: Record<string, string>): string | null {
  try {
    const board = getBoard(state.map);
    const S = 3;
    const w = board.cols * S;
    const h = board.rows * S + 2;
    const px = new Uint8Array(w * h * 4);
    const put = (x0: number, y0: number, rgb: [number, number, number], size = S) => {
      for (let dy = 0; dy < size; dy++)
        for (let dx = 0; dx < size; dx++) {
          const x = x0 + dx;
          const y = y0 + dy;
          if (x < 0 || y < 0 || x >= w || y >= h) continue;
          const o = (y * w + x) * 4;
          px[o] = rgb[0];
          px[o + 1] = rgb[1];
          px[o + 2] = rgb[2];
          px[o + 3] = 255;
        }
    };
    const origin = (idx: number): [number, number] => {
      const x = idx % board.cols;
      const y = Math.floor(idx / board.cols);
      return [x * S, y * S + (x % 2 === 1 ? 1 : 0)];
    };
    for (let i = 0; i < board.n; i++) {
      if (!board.on[i]) continue; // off the board: left transparent
      const [x, y] = origin(i);
      put(x, y, TERRAIN_RGB[board.terrain[i]!] ?? [0, 0, 0]);
    }
    for (const p of state.pieces) {
      if (p.destroyed || p.at < 0) continue;
      let rgb: [number, number, number];
      if (p.type === 'ore') rgb = [160, 160, 170];
      else if (p.type === 'pontoon') rgb = [140, 110, 60];
      else {
        const owner = p.color ? (state.colors[p.color]?.controller ?? p.color) : null;
        rgb = parseColour((owner && colours[owner]) || 'grey');
      }
      const size = p.type === 'ore' ? 1 : S;
      const cells =
        p.type === 'astronef' && p.orientation ? astronefCells(state, p.id) : [p.at, ...(p.at2 >= 0 ? [p.at2] : [])];
      for (const c of cells) {
        const [x, y] = origin(c);
        put(x + (size === 1 ? 1 : 0), y + (size === 1 ? 1 : 0), rgb, size);
      }
    }
    return 'data:image/png;base64,' + encodePng(w, h, px).toString('base64');
  } catch {
    return null;
  }
}

/** A picture of a board before any game: its terrain and its ore, as the campaign list draws a board. */
export function boardThumbnail(terrain: string[], ore: [number, number][]): string | null {
  try {
    const S = 3;
    const cols = terrain[0]?.length ?? 0;
    const w = cols * S;
    const h = terrain.length * S + 2;
    const px = new Uint8Array(w * h * 4);
    const put = (x0: number, y0: number, rgb: [number, number, number], size: number) => {
      for (let dy = 0; dy < size; dy++)
        for (let dx = 0; dx < size; dx++) {
          const o = ((y0 + dy) * w + x0 + dx) * 4;
          px[o] = rgb[0];
          px[o + 1] = rgb[1];
          px[o + 2] = rgb[2];
          px[o + 3] = 255;
        }
    };
    const LETTER: Record<string, number> = { p: 0, s: 1, m: 2, r: 3, M: 4 };
    terrain.forEach((row, y) => {
      for (let x = 0; x < row.length; x++) {
        const t = LETTER[row[x]!];
        if (t !== undefined) put(x * S, y * S + (x % 2), TERRAIN_RGB[t]!, S);
      }
    });
    for (const [x, y] of ore) put(x * S + 1, y * S + (x % 2) + 1, [160, 160, 170], 1);
    return 'data:image/png;base64,' + encodePng(w, h, px).toString('base64');
  } catch {
    return null;
  }
}

function astronefCells(state: GameState, id: string): number[] {
  const p = state.pieces[state.index[id] ?? -1];
  if (!p) return [];
  const board = getBoard(state.map);
  // podes: N, SE, SW (orientation N) or S, NE, NW (orientation S), DIRS = N NE SE S SW NW
  const dirs = p.orientation === 'S' ? [3, 1, 5] : [0, 2, 4];
  const out = [p.at];
  for (const d of dirs) {
    const n = board.nb[p.at * 6 + d] ?? -1;
    if (n >= 0) out.push(n);
  }
  return out;
}
