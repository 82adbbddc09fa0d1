// What the screen's live region says next (issue 27, point 4). Pure: the region itself is
// `../components/LiveRegion.svelte`, fed by `live.svelte.ts`.

/** A mark no one hears, put at the end of a sentence said twice in a row. */
const REPEAT = '\u200b';

/**
 * The live region's next text: a screen reader says a live region again only when its text changes, so a
 * sentence the same as the one there (a second refusal for the same reason) gets an unheard mark, or loses it.
 */
export function nextLiveText(shown: string, sentence: string): string {
  const bare = shown.endsWith(REPEAT) ? shown.slice(0, -REPEAT.length) : shown;
  if (bare !== sentence) return sentence;
  return shown.endsWith(REPEAT) ? sentence : sentence + REPEAT;
}

/**
 * The log entries to say: those after the last one said. The first log a seat loads (what happened before
 * his turn) is not read out: the recap shows it; `lastSaid` null means that first load.
 */
export function entriesToSay<E extends { seq: number }>(log: readonly E[], lastSaid: number | null): E[] {
  if (lastSaid === null) return [];
  return log.filter((e) => e.seq > lastSaid);
}

/** The highest sequence number of a log, or -1 for an empty one. */
export function lastSeq(log: readonly { seq: number }[]): number {
  return log.reduce((m, e) => Math.max(m, e.seq), -1);
}
