// Terrain of a map and how each hex reads at a given tide. Pure.
import type { Hex } from './hex';
import { vocabulary } from './vocabulary';

export type TerrainCode = 'p' | 's' | 'm' | 'r' | 'M';
export type TerrainName = 'plain' | 'sea' | 'marsh' | 'reef' | 'mountain';
export type TideName = 'low' | 'normal' | 'high';

export interface MapData {
  name: string;
  cols: number;
  rows: number;
  terrain: string[];
}

export const TERRAIN_NAMES: Record<TerrainCode, TerrainName> = {
  p: 'plain',
  s: 'sea',
  m: 'marsh',
  r: 'reef',
  M: 'mountain',
};

export function terrainAt(map: MapData, hex: Hex): TerrainName | null {
  const row = map.terrain[hex[1]];
  const c = row?.[hex[0]] as TerrainCode | undefined;
  return c ? (TERRAIN_NAMES[c] ?? null) : null;
}

/** Whether a hex is part of the board: inside its rectangle and not marked off the board ('.'). */
export function isBoardHex(map: MapData, hex: Hex): boolean {
  return terrainAt(map, hex) !== null;
}

/** Whether a hex is land or water at this tide: the host's vocabulary says (the screen keeps no copy). */
export function isLandAt(t: TerrainName, tide: TideName): boolean {
  return vocabulary().landAt[t][tide];
}

export interface HexPaint {
  fill: string;
  /** A speckle colour for the variable terrains (marsh, reef), null otherwise. */
  speckle: string | null;
  /** Wave marks drawn on water. */
  waves: boolean;
}

const LAND = '#c8a566';
const LAND_DARK = '#a8874c';
const WATER = '#3f7fb6';
const WATER_LIGHT = '#5b97c7';
const MOUNTAIN = '#8a8580';

/** How a hex is painted at a tide: marsh and reef take the colour of what they are now, with a speckle of the other. */
export function paintFor(t: TerrainName, tide: TideName): HexPaint {
  switch (t) {
    case 'plain':
      return { fill: LAND, speckle: null, waves: false };
    case 'mountain':
      return { fill: MOUNTAIN, speckle: null, waves: false };
    case 'sea':
      return { fill: WATER, speckle: null, waves: true };
    case 'marsh':
      return isLandAt(t, tide)
        ? { fill: LAND_DARK, speckle: WATER_LIGHT, waves: false }
        : { fill: WATER_LIGHT, speckle: LAND, waves: true };
    case 'reef':
      return isLandAt(t, tide)
        ? { fill: LAND_DARK, speckle: WATER, waves: false }
        : { fill: WATER_LIGHT, speckle: LAND_DARK, waves: true };
  }
}
