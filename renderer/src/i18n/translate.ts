// The screen's strings in a given language: pure, so that a message kept as its key and parameters can be
// put in words at display time, in whatever language the screen speaks then (i18n.svelte.ts reads the current
// language and calls this).
import type { Language } from '../../../src/shared/lists';
import { en, type Key } from './en';
import { fr } from './fr';
import { elideFrench, fill } from '../lib/format';

export type Lang = Language;
const dicts: Record<Lang, Record<Key, string>> = { en, fr };

/** Fills a template in a language (plurals, and French elision once the names are in). */
function fillIn(lang: Lang, template: string, params?: Record<string, unknown>): string {
  const text = fill(template, params, lang);
  return lang === 'fr' && params ? elideFrench(text) : text;
}

/** A key's string in a language, filled; a missing French string falls back to English, an unknown key to itself. */
export function translate(lang: Lang, key: string, params?: Record<string, unknown>): string {
  const v = (dicts[lang] as Record<string, string>)[key] ?? (en as Record<string, string>)[key];
  return v === undefined ? key : fillIn(lang, v, params);
}
