// Which set of decided rulings a game plays by (GameOptions.rulings). A change of rule keeps older
// campaigns playing by their own rule: their options name no rulings, which means the rulings before
// 2026-11-27. New campaigns (the host) and scenario files (unless they say otherwise) play by today's.
import type { GameOptions, GameState } from './types.js';

/** Every value `GameOptions.rulings` may take; absent means 'before-2026-11-27'. */
export const RULINGS = ['2026-11-27', 'before-2026-11-27'] as const;
export type Rulings = (typeof RULINGS)[number];

/** Today's rulings: what new games play by. */
export const CURRENT_RULINGS: Rulings = '2026-11-27';

export function rulingsOf(options: Pick<GameOptions, 'rulings'>): Rulings {
  return options.rulings ?? 'before-2026-11-27';
}

const current = (s: GameState): boolean => s.options.rulings === '2026-11-27';

/**
 * Neutralisation is the holder's choice: holders move freely during their turn; what two destructors
 * still hold when the turn ends is neutralised for its owner's next turn. Before: a destructor that came
 * to hold an enemy piece stayed put for the rest of the turn.
 */
export const holdersMoveFreely = current;

/** A second arrival counts the shots its partners really have left (each volley needs one). */
export const countsPartnerShots = current;

/** A turn ended by the clock with two tanks on neighbouring mountains costs 5 AP on the next turn. */
export const clockPaysMountainPair = current;
