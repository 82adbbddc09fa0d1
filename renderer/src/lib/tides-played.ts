// The tide cards turned face up since the pile was last shuffled, put in words (issue 28 point 3, on screen): the
// host counts them (`view.tidesPlayed`); this only says them. Public at a real table, where the played cards lie
// face up beside the pile. Pure: the header and the tide card call it with the screen's `tk`.
import type { TideName } from './terrain';
import type { Tr } from './logtext';

/** The tides in the order the screen names them, low to high (as the water rises). */
export const TIDE_ORDER: readonly TideName[] = ['low', 'normal', 'high'];

export type TidesPlayed = Readonly<Record<TideName, number>>;

/** How many were played in all: none on turns 1-2 (those tides are no card). */
export const playedCount = (played: TidesPlayed): number => TIDE_ORDER.reduce((n, tide) => n + played[tide], 0);

/**
 * The short form for a row with no room for words: each tide's initial (the first letter of its one name,
 * `tide.short.*`) and its count, zeros included so that the three always stand in the same place.
 */
export function playedShort(played: TidesPlayed, tr: Tr): { tide: TideName; initial: string; n: number }[] {
  return TIDE_ORDER.map((tide) => ({ tide, initial: tr(`tide.short.${tide}`).charAt(0), n: played[tide] }));
}

/**
 * The whole line in words: "Tide cards played since the shuffle: 2 low · 1 high". A tide with none is left
 * out (no such card lies on the table); null when none was played at all (nothing to say, as the table shows
 * nothing).
 */
export function playedWords(played: TidesPlayed, tr: Tr): string | null {
  const parts = TIDE_ORDER.filter((tide) => played[tide] > 0).map((tide) =>
    tr(`tides.played.${tide}`, { n: played[tide] }),
  );
  return parts.length ? tr('tides.played', { list: parts.join(' · ') }) : null;
}
