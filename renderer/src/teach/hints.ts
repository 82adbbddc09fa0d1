// Newcomer hints, pure: which hexes the next tide floods or dries, and which destructors reach a hex.
// Informational only: the host decides what is legal; these read the view to explain it.
import type { PlayerView, ViewPiece } from '../../../src/engine/view-types';
import { hexDistance, type Hex } from '../lib/hex';
import { isLandAt, terrainAt, type MapData, type TideName } from '../lib/terrain';

/** Marsh and reef hexes that change between this tide and the next. */
export function tideChanges(map: MapData, now: TideName, next: TideName): { flood: Hex[]; dry: Hex[] } {
  const flood: Hex[] = [];
  const dry: Hex[] = [];
  for (let y = 0; y < map.rows; y++)
    for (let x = 0; x < map.cols; x++) {
      const t = terrainAt(map, [x, y]);
      if (t !== 'marsh' && t !== 'reef') continue;
      const a = isLandAt(t, now);
      const b = isLandAt(t, next);
      if (a && !b) flood.push([x, y]);
      else if (!a && b) dry.push([x, y]);
    }
  return { flood, dry };
}

export interface Coverer {
  id: string;
  type: ViewPiece['type'] | 'tower';
  owner: string;
  at: Hex;
}

/** Destructors of `owner` able to act whose reach covers the hex (towers from their podes); `map` is kept for callers. */
export function coverersOf(view: PlayerView, map: MapData, hex: Hex, owner: string): Coverer[] {
  const out: Coverer[] = [];
  for (const p of view.pieces) {
    if (p.owner !== owner || p.abandoned) continue;
    if (p.type === 'astronef') {
      if (!p.hexes || p.departed) continue;
      p.towers?.forEach((up, k) => {
        const pode = p.hexes![k + 1];
        if (up && pode && hexDistance(pode, hex) <= p.reach)
          out.push({ id: `${p.id}:${k}`, type: 'tower', owner, at: pode });
      });
      continue;
    }
    // the engine says how far each piece reaches where it stands (a tank on a mountain further)
    const r = p.reach;
    if (!r || !p.at || p.in || p.stuck || p.neutralised) continue;
    if (hexDistance(p.at, hex) <= r) out.push({ id: p.id, type: p.type, owner, at: p.at });
  }
  return out;
}

/** A custom scenario board ('custom:rows/rows/...') as map data, or null for a named map. */
export function customMap(name: string): MapData | null {
  if (!name.startsWith('custom:')) return null;
  const terrain = name.slice(7).split('/');
  return { name, cols: terrain[0]?.length ?? 0, rows: terrain.length, terrain };
}

/**
 * What a piece can do now, each action once, with how many ways it has (three towers to rebuild, two items to
 * unload): the host lists one ability per tower or item, the reader wants one line.
 */
export function groupedAbilities(labels: string[]): { label: string; count: number }[] {
  const groups = new Map<string, number>();
  for (const label of labels) groups.set(label, (groups.get(label) ?? 0) + 1);
  return [...groups].map(([label, count]) => ({ label, count }));
}
