// Player colours and markers. Colour is never the only clue: every player also has a shape mark (and the
// board a hull pattern per mark). The colours themselves come from `assets/palette.json`, the one source the
// store's thumbnails read too; `tests/unit/renderer/colour-vision.test.ts` holds the default four apart
// under the colour-vision deficiencies and in grey.
import palette from '../../../assets/palette.json';
import { MARKS, type Mark } from '../../../src/shared/lists';

/** A player's shape mark (the list, in the order free seats take them, is `MARKS` in src/shared/lists.ts). */
export type MarkerShape = Mark;

/** How much bigger the marks are drawn with the "larger marks" setting. */
export const LARGE_MARK_SCALE = 1.5;

export interface PlayerColor {
  id: string;
  /** Fill colour of the pieces. */
  fill: string;
  /** Text colour readable on the fill. */
  ink: string;
  marker: MarkerShape;
  /** The shape mark's size, 1 by default (`LARGE_MARK_SCALE` with the larger-marks setting). */
  markScale?: number;
}

/** The palette names a seat or a profile can choose, in the new-game screen's order. */
export const PALETTE: readonly PlayerColor[] = palette.players.map((p, i) => ({
  id: p.id,
  fill: p.fill,
  ink: p.ink,
  marker: MARKS[i % MARKS.length]!,
}));

/** The colours a new game gives its seats by default, in seat order: the four held apart for every eye. */
export const DEFAULT_SEAT_COLOURS = PALETTE.slice(0, 4).map((c) => c.id);

export function paletteColor(id: string | undefined, fallbackIndex = 0): PlayerColor {
  return PALETTE.find((c) => c.id === id) ?? PALETTE[fallbackIndex % 4]!;
}

/**
 * Each seat's colour and marker: the colour chosen at the new game; the marker its profile chose (issue 17),
 * else the first one no other seat has, in seat order. Markers stay distinct: a second seat whose profile
 * chose a marker already taken gets a free one. `largeMarks`: the setting that draws the marks bigger.
 */
export function seatColours(
  players: { id: string; colour: string; mark?: MarkerShape }[],
  largeMarks = false,
): Map<string, PlayerColor> {
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
      marker = MARKS.find((k) => !taken.has(k)) ?? MARKS[i % 4]!;
      taken.add(marker);
    }
    const pal = PALETTE.find((c) => c.id === p.colour || c.fill.toLowerCase() === p.colour.toLowerCase());
    m.set(p.id, {
      id: p.id,
      fill: pal?.fill ?? p.colour,
      ink: pal?.ink ?? '#ffffff',
      marker,
      ...(largeMarks ? { markScale: LARGE_MARK_SCALE } : {}),
    });
  });
  return m;
}

export const NEUTRAL: PlayerColor = { id: 'neutral', ...palette.neutral, marker: 'circle' };

/**
 * The planet's colours, after the rulebook: "la haute mer est bleue, la plaine est ocre, les récifs sont bleus
 * tachetés d'ocre, les marécages sont ocres tachetés de bleu, la montagne est grise". `floodVeil` is the water
 * over a flooded marsh or reef (translucent, so the ground shows); `rim` the board's edge against off-board hexes.
 */
export const TERRAIN_COLOURS: Readonly<typeof palette.terrain> = palette.terrain;
