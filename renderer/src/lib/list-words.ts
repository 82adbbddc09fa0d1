// A list in a sentence, as each language writes it (issue 27, point 11): "a, b and c", « a, b et c » — never
// "a, b, c". The one place the screen joins a list: the last two are joined by the language's `list.and`
// ({a} and {b}); the log, the debrief and the refusal tables all come here.
import type { Language } from '../../../src/shared/lists';
import { translate } from '../i18n/translate';
import type { Tr } from './logtext';

export function listWords(items: readonly string[], tr: Tr): string {
  return joinLastTwo(items, 'list.and', tr);
}

/** The same, in a language rather than through the screen's current one (the refusal tables are pure). */
export function listIn(items: readonly string[], lang: Language): string {
  return listWords(items, (key, params) => translate(lang, key, params));
}

/** A choice rather than a list, in a language: "a, b or c", « a, b ou c » (`list.or`). */
export function choiceIn(items: readonly string[], lang: Language): string {
  return joinLastTwo(items, 'list.or', (key, params) => translate(lang, key, params));
}

/** "a, b" then the last one joined by the language's `and` or `or`. */
function joinLastTwo(items: readonly string[], key: 'list.and' | 'list.or', tr: Tr): string {
  if (items.length <= 1) return items[0] ?? '';
  return tr(key, { a: items.slice(0, -1).join(', '), b: items[items.length - 1] });
}
