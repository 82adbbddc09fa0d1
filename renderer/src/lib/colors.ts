// Player colours and markers. Colour-blind-safe: every player also has a marker shape.
export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond';

export interface PlayerColor {
  id: string;
  /** Fill colour of the pieces. */
  fill: string;
  /** Text colour readable on the fill. */
  ink: string;
  marker: MarkerShape;
}

/** Okabe-Ito based colours, distinct under the common colour-vision deficiencies, each with its own marker. */
export const PALETTE: PlayerColor[] = [
  { id: 'red', fill: '#d55e00', ink: '#ffffff', marker: 'circle' },
  { id: 'blue', fill: '#0072b2', ink: '#ffffff', marker: 'square' },
  { id: 'yellow', fill: '#f0e442', ink: '#000000', marker: 'triangle' },
  { id: 'green', fill: '#009e73', ink: '#ffffff', marker: 'diamond' },
  { id: 'purple', fill: '#cc79a7', ink: '#000000', marker: 'diamond' },
  { id: 'black', fill: '#333333', ink: '#ffffff', marker: 'square' },
];

export function paletteColor(id: string | undefined, fallbackIndex = 0): PlayerColor {
  return PALETTE.find((c) => c.id === id) ?? PALETTE[fallbackIndex % 4]!;
}

const MARKERS: MarkerShape[] = ['circle', 'square', 'triangle', 'diamond'];

/**
 * Each seat's colour and marker: the colour chosen at the new game; the marker its profile chose (issue 17),
 * else the first one no other seat has, in seat order. Markers stay distinct: a second seat whose profile
 * chose a marker already taken gets a free one.
 */
export function seatColours(players: { id: string; colour: string; mark?: MarkerShape }[]): Map<string, PlayerColor> {
  const taken = new Set<MarkerShape>();
  const chosen = new Map<string, MarkerShape>();
  for (const p of players)
    if (p.mark && !taken.has(p.mark)) {
      taken.add(p.mark);
      chosen.set(p.id, p.mark);
    }
  const m = new Map<string, PlayerColor>();
  players.forEach((p, i) => {
    let marker = chosen.get(p.id);
    if (!marker) {
      marker = MARKERS.find((k) => !taken.has(k)) ?? MARKERS[i % 4]!;
      taken.add(marker);
    }
    const pal = PALETTE.find((c) => c.id === p.colour || c.fill.toLowerCase() === p.colour.toLowerCase());
    m.set(p.id, { id: p.id, fill: pal?.fill ?? p.colour, ink: pal?.ink ?? '#ffffff', marker });
  });
  return m;
}

export const NEUTRAL: PlayerColor = { id: 'neutral', fill: '#9a9a9a', ink: '#000000', marker: 'circle' };

/**
 * The planet's colours, after the rulebook: "la haute mer est bleue, la plaine est ocre, les récifs sont bleus
 * tachetés d'ocre, les marécages sont ocres tachetés de bleu, la montagne est grise".
 */
export const TERRAIN_COLOURS = {
  space: '#0d141c',
  plain: '#d2a35b',
  plainDark: 'rgba(120, 80, 30, 0.35)',
  plainLight: 'rgba(255, 236, 190, 0.45)',
  sea: '#2f6ea8',
  seaDeep: '#2b67a0',
  marsh: '#b88c4c',
  marshPuddle: '#3f86c6',
  reed: 'rgba(70, 80, 30, 0.8)',
  reef: '#4d88bd',
  reefRock: '#e0aa55',
  mountain: '#8e8a85',
  mountainDark: 'rgba(60, 55, 50, 0.35)',
  mountainLight: '#b9b4ad',
  mountainShadow: '#5f5a55',
  mountainLine: 'rgba(40, 36, 32, 0.7)',
  snow: '#f4f1ea',
  /** Water over a flooded marsh or reef: translucent, so the ground shows. */
  floodVeil: 'rgba(40, 108, 176, 0.66)',
  foamFaint: 'rgba(255, 255, 255, 0.3)',
  surf: 'rgba(235, 248, 255, 0.75)',
  shore: '#5a3d17',
  grid: 'rgba(0, 0, 0, 0.28)',
  /** The board's edge against off-board hexes (space). */
  rim: 'rgba(8, 12, 18, 0.85)',
} as const;
