// A rules diagram (renderer/src/content/rules.ts) as what the board component draws: map data and view pieces.
import type { ViewPiece } from '../../../src/engine/view-types';
import type { Diagram } from '../content/rules';
import { hexDistance, type Hex } from '../lib/hex';
import type { MapData } from '../lib/terrain';
import { astronefFootprint, reachOf } from '../lib/vocabulary';

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
    reach: reachOf(p.type === 'astronef' ? 'tower' : p.type, d.terrain[p.at[1]]?.[p.at[0]] === 'M'),
    ...(p.type === 'astronef'
      ? {
          orientation: p.orientation ?? 'N',
          hexes: astronefFootprint(p.at, p.orientation ?? 'N'),
          towers: p.towers ?? [true, true, true],
          towerShots: [0, 0, 0],
        }
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
    if (p.type === 'astronef') {
      const hs = astronefFootprint(p.at, p.orientation ?? 'N');
      (p.towers ?? [true, true, true]).forEach(
        (up, k) => up && sources.push({ at: hs[k + 1]!, reach: reachOf('tower', false) }),
      );
    } else if (reachOf(p.type, onMountain) > 0) sources.push({ at: p.at, reach: reachOf(p.type, onMountain) });
  }
  const out: Hex[] = [];
  for (let y = 0; y < d.terrain.length; y++)
    for (let x = 0; x < (d.terrain[0]?.length ?? 0); x++)
      if (sources.filter((s) => hexDistance(s.at, [x, y]) <= s.reach).length >= 2) out.push([x, y]);
  return out;
}
