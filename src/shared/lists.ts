// The lists the program and the screen share, one source each: plain `as const` values and the types read
// from them. This file imports nothing, so every layer (store, host) and the screen (renderer/, whose only
// value imports from outside its folder come from here) may read it. The contract (src/host/contract.ts)
// names the types; the zod schemas (src/store/schema.ts, src/host/schemas.ts) check against the values.

/** The languages the screen speaks (and a profile or a setting may choose). */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language in its own words, in the order the screen's pickers list them (by name). */
export const LANGUAGE_NAMES = { en: 'English', fr: 'Français' } as const satisfies Record<Language, string>;

/** The computer players' levels, weakest first. */
export const COMPUTER_LEVELS = ['easy', 'normal', 'hard'] as const;
export type ComputerLevel = (typeof COMPUTER_LEVELS)[number];

/** The marker shapes a player may choose, besides his colour, to tell his pieces apart. */
export const MARKS = ['circle', 'square', 'triangle', 'diamond'] as const;
export type Mark = (typeof MARKS)[number];

/**
 * What the screen shows a player who has just sat down, before he plays: the round's tide card and the replay of
 * the others' turns. His clock waits meanwhile (the clock's 'shown' pause), until his first act.
 */
export const SHOWN_BEFORE_TURN = ['tide-card', 'recap-replay'] as const;
export type ShownBeforeTurn = (typeof SHOWN_BEFORE_TURN)[number];

/**
 * A seat's handicap (< 0) or advantage (> 0): action points a turn (the engine's `PlayerSetup.apHandicap`,
 * -5 to 5) and seconds a turn (a person's clock; a computer seat's thinking budget).
 */
export const HANDICAP_AP = [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5] as const;
export const HANDICAP_SECONDS = [-120, -90, -60, -30, 0, 30, 60, 90, 120] as const;
export interface Handicap {
  /** Action points a turn, one of HANDICAP_AP. */
  ap: number;
  /** Seconds a turn, one of HANDICAP_SECONDS. */
  seconds: number;
}
