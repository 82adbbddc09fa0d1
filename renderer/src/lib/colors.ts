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

export const NEUTRAL: PlayerColor = { id: 'neutral', fill: '#9a9a9a', ink: '#000000', marker: 'circle' };
