// Handicaps (issue 28, point 9): what a seat's handicap does to its clock, and the handicap the league's
// results suggest for two players.
import type { HistoryRow } from '../store/league.js';
import { HANDICAP_AP, type Handicap } from '../shared/lists.js';
import type { HandicapSuggestion } from './contract.js';

/** A turn's time within what the store keeps (10 s to an hour). */
const TURN_SECONDS = { min: 10, max: 3600 };

/** A seat's turn time with its handicap's seconds. */
export function turnSecondsWith(seconds: number, handicap: Handicap | undefined): number {
  return Math.min(TURN_SECONDS.max, Math.max(TURN_SECONDS.min, seconds + (handicap?.seconds ?? 0)));
}

/** The handicap as stored: absent when it changes nothing. */
export function storedHandicap(h: Handicap | undefined): Handicap | undefined {
  return h && (h.ap || h.seconds) ? { ap: h.ap, seconds: h.seconds } : undefined;
}

/**
 * Points a game one action point a turn is worth: measured with the tournament (hard against normal, original
 * board, 100 games each: hard 53.4 to normal 49.6 even, 46.9 to 50.4 with 3 points a turn fewer; a swing of
 * about 7.3 points of score difference for 3 points a turn). See src/ai/README.md, "Handicaps".
 */
export const POINTS_PER_AP = 2.4;
/** Fewer finished games than this on either side, and the league says nothing. */
export const SUGGEST_MIN_GAMES = 3;

/** A game's score as if played without its handicap (a player who scored 50 with 2 points fewer a turn: ~55). */
function evenedScore(r: HistoryRow): number {
  return r.score - POINTS_PER_AP * (r.handicap?.ap ?? 0);
}

/**
 * The handicap that evens two sides out: the stronger side (by mean points a game, each game evened for the
 * handicap it was played with) plays with one action point fewer a turn for every POINTS_PER_AP points of
 * difference, at most 5. Null when either side has fewer than SUGGEST_MIN_GAMES finished games.
 */
export function suggestHandicap(a: HistoryRow[], b: HistoryRow[]): HandicapSuggestion | null {
  if (a.length < SUGGEST_MIN_GAMES || b.length < SUGGEST_MIN_GAMES) return null;
  const mean = (rows: HistoryRow[]) => rows.reduce((s, r) => s + evenedScore(r), 0) / rows.length;
  const meanA = mean(a);
  const meanB = mean(b);
  const most = Math.max(...HANDICAP_AP);
  const ap = Math.min(most, Math.round(Math.abs(meanA - meanB) / POINTS_PER_AP));
  const round1 = (x: number) => Math.round(x * 10) / 10;
  return {
    who: meanA >= meanB ? 'a' : 'b',
    handicap: { ap: ap ? -ap : 0, seconds: 0 },
    meanA: round1(meanA),
    meanB: round1(meanB),
    gamesA: a.length,
    gamesB: b.length,
  };
}
