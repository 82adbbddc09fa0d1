// A rules diagram (renderer/src/content/rules.ts) as what the board component draws: map data and view pieces.
import type { ViewPiece } from '../../../src/engine/view-types';
import type { Diagram } from '../content/rules';
import type { Hex } from '../lib/hex';
import type { MapData } from '../lib/terrain';

/** The astronef's four hexes [bubble, pode0, pode1, pode2]: N -> podes N, SE, SW; S -> S, NE, NW (odd-q). */
export function astronefHexes(at: Hex, orientation: 'N' | 'S'): Hex[] {
  const [x, y] = at;
  const odd = x % 2 === 1;
  if (orientation === 'N') return [at, [x, y - 1], [x + 1, odd ? y + 1 : y], [x - 1, odd ? y + 1 : y]];
  return [at, [x, y + 1], [x + 1, odd ? y : y - 1], [x - 1, odd ? y : y - 1]];
}

export function diagramMap(d: Diagram, name: string): MapData {
  return { name, cols: d.terrain[0]?.length ?? 0, rows: d.terrain.length, terrain: d.terrain };
}

export function diagramPieces(d: Diagram): ViewPiece[] {
  return d.pieces.map((p) => ({
    id: p.id,
    type: p.type,
    color: p.owner ?? null,
    owner: p.owner ?? null,
    at: p.at,
    at2: p.at2 ?? null,
    in: null,
    stuck: !!p.stuck,
    neutralised: !!p.neutralised,
    abandoned: false,
    shots: 0,
    ...(p.type === 'astronef'
      ? { orientation: p.orientation ?? 'N', hexes: astronefHexes(p.at, p.orientation ?? 'N'), towers: p.towers ?? [true, true, true], towerShots: [0, 0, 0] }
      : {}),
  }));
}
