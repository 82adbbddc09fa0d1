// The hints speak of the hand the player uses (issue 27, point 5): "Click…" with a mouse, "Tap…" on a touch screen.
// The pointer last used decides (lib/input-kind.svelte.ts keeps it); a hint with a touch wording has it under the
// key `hint.<…>.touch` (en.ts, fr.ts); one without keeps its words, which then name no hand.

/** What the screen says, as game-screen.ts's `hintOf` gives it (a key, and maybe a sentence that follows). */
export interface KeyedWords {
  key: string;
  then?: KeyedWords;
}

/** The same words, each with its touch wording when the last input was a finger and such a wording exists. */
export function forInput<W extends KeyedWords>(w: W | null, touch: boolean, has: (key: string) => boolean): W | null {
  if (!w || !touch) return w;
  // only the hints (`hint.*`) have a touch wording
  const touchKey = w.key.startsWith('hint.') ? `hint.${w.key.slice('hint.'.length)}.touch` : null;
  const key = touchKey && has(touchKey) ? touchKey : w.key;
  return { ...w, key, ...(w.then ? { then: forInput(w.then, touch, has)! } : {}) } as W;
}
