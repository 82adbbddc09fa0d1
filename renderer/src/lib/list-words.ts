// A list in a sentence, as each language writes it (issue 27, point 11): "a, b and c", « a, b et c » — never
// "a, b, c". The last two are joined by the language's `list.and` ({a} and {b}).
import type { Tr } from './logtext';

export function listWords(items: readonly string[], tr: Tr): string {
  if (items.length <= 1) return items[0] ?? '';
  return tr('list.and', { a: items.slice(0, -1).join(', '), b: items[items.length - 1] });
}
