// Who is shown the new turn's tide card (issue 27, point 6): each person who sits down in a round and has not
// seen its card yet, not only the first of the round. Pure: `app.svelte.ts` keeps the cards seen.

export interface SeatMoment {
  campaignId: string;
  turn: number;
  tide: string;
  seated: string | null;
  players: readonly { id: string; computer?: unknown }[];
}

/** The card seen by this player in this campaign's turn. */
export const tideCardKey = (s: SeatMoment, player: string) => `${s.campaignId}:${s.turn}:${player}`;

/**
 * The tide card to show now, or null: a person has just been seated (or the turn changed under him) in a turn
 * with a card (from turn 2) whose card he has not seen. A computer's seat never gets one.
 */
export function tideCardFor(
  prev: SeatMoment | null,
  next: SeatMoment,
  seen: ReadonlySet<string>,
): { turn: number; tide: string; key: string } | null {
  if (next.turn < 2 || !next.seated) return null;
  const changed =
    !prev || prev.campaignId !== next.campaignId || prev.seated !== next.seated || prev.turn !== next.turn;
  if (!changed) return null;
  if (next.players.find((p) => p.id === next.seated)?.computer) return null;
  const key = tideCardKey(next, next.seated);
  return seen.has(key) ? null : { turn: next.turn, tide: next.tide, key };
}
