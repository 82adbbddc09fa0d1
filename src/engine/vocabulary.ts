// The game's vocabulary as a screen needs it, from the engine's own tables: which pieces are
// destructors, how far each reaches, what each carrier holds, what is land at each tide, where an
// astronef's podes stand. A screen asks
// for it (the host's `rules.vocabulary`) instead of keeping copies that could drift from the rules.
import { TERRAIN_NAMES, TIDES, T_MARSH, T_MOUNTAIN, T_PLAIN, T_REEF, T_SEA, landAt } from './board.js';
import { CAPACITY, DESTRUCTORS, MOUNTAIN_REACH, PODE_DIRECTIONS, REACH } from './pieces.js';
import type { Tide } from './types.js';
import type { TerrainName, Vocabulary } from './view-types.js';

const CODE: Record<TerrainName, number> = {
  plain: T_PLAIN,
  sea: T_SEA,
  marsh: T_MARSH,
  reef: T_REEF,
  mountain: T_MOUNTAIN,
};

export function vocabulary(): Vocabulary {
  const landAtTide = {} as Vocabulary['landAt'];
  for (const t of TERRAIN_NAMES) {
    const row = {} as Record<Tide, boolean>;
    for (const tide of TIDES) row[tide] = landAt(CODE[t], tide);
    landAtTide[t] = row;
  }
  return {
    destructors: [...DESTRUCTORS],
    reach: { ...REACH },
    mountainReach: MOUNTAIN_REACH,
    capacity: { ...CAPACITY },
    landAt: landAtTide,
    podeDirections: { N: [...PODE_DIRECTIONS.N], S: [...PODE_DIRECTIONS.S] },
  };
}
