// A rules diagram (renderer/src/content/rules.ts) as what the board component draws: map data and view pieces.
import type { ViewPiece } from '../../../src/engine/view-types';
import type { Diagram } from '../content/rules';
import { hexDistance, type Hex } from '../lib/hex';
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

/** The diagram's fire zone: hexes reached by two or more destructors of that side (towers from their podes). */
export function diagramFire(d: Diagram): Hex[] {
  if (!d.fire) return [];
  const sources: { at: Hex; reach: number }[] = [];
  for (const p of d.pieces) {
    if (p.owner !== d.fire.owner || p.stuck || p.neutralised) continue;
    const onMountain = d.terrain[p.at[1]]?.[p.at[0]] === 'M';
    if (p.type === 'tank') sources.push({ at: p.at, reach: onMountain ? 3 : 2 });
    else if (p.type === 'superTank') sources.push({ at: p.at, reach: 3 });
    else if (p.type === 'motorBoat') sources.push({ at: p.at, reach: 2 });
    else if (p.type === 'astronef') {
      const hs = astronefHexes(p.at, p.orientation ?? 'N');
      (p.towers ?? [true, true, true]).forEach((up, k) => up && sources.push({ at: hs[k + 1]!, reach: 2 }));
    }
  }
  const out: Hex[] = [];
  for (let y = 0; y < d.terrain.length; y++)
    for (let x = 0; x < (d.terrain[0]?.length ?? 0); x++)
      if (sources.filter((s) => hexDistance(s.at, [x, y]) <= s.reach).length >= 2) out.push([x, y]);
  return out;
}
