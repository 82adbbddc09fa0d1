// What a name may not hold, for every name the program keeps: players', profiles', campaigns' and boards'
// titles (issue 26, point 10). One rule, so that a board's title and a player's name are held alike.

/**
 * Control characters, bidirectional marks, overrides and isolates, and the invisible format characters
 * (zero-width spaces and joiners, the soft hyphen, the byte-order mark): each can make two names look alike
 * or turn the text around it.
 */
export const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** The sentence a refusal gives (logs and BAD_INPUT issues). */
export const HIDDEN_CHARACTERS_RULE = 'a name may not hold control, bidirectional or invisible characters';

/** True when the name holds none of HIDDEN_CHARACTERS. */
export function visibleName(name: string): boolean {
  return !HIDDEN_CHARACTERS.test(name);
}

/** The name with HIDDEN_CHARACTERS taken out (what was kept before the rule: it still opens, cleaned). */
export function withoutHiddenCharacters(name: string): string {
  return name.replace(new RegExp(HIDDEN_CHARACTERS.source, 'gu'), '');
}
