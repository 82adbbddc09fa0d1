// The UI language. t(key, params) reads the current language, so templates follow a change at once.
import { en, type Key } from './en';
import { fr } from './fr';
import { elideFrench, fill } from '../lib/format';

export type Lang = 'en' | 'fr';
const dicts: Record<Lang, Record<Key, string>> = { en, fr };

export const i18n = $state<{ lang: Lang }>({ lang: 'en' });

export function setLang(lang: Lang): void {
  i18n.lang = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

export function t(key: Key, params?: Record<string, unknown>): string {
  return say(dicts[i18n.lang][key] ?? en[key] ?? key, params);
}

/** Fills a template in the current language (plurals, and French elision once the names are in). */
function say(template: string, params?: Record<string, unknown>): string {
  const text = fill(template, params, i18n.lang);
  return i18n.lang === 'fr' && params ? elideFrench(text) : text;
}

/** A key built at run time (reason codes, piece types); falls back to the raw text. */
export function tk(key: string, params?: Record<string, unknown>): string {
  const d = dicts[i18n.lang] as Record<string, string>;
  const v = d[key] ?? (en as Record<string, string>)[key];
  return v === undefined ? key : say(v, params);
}

export function hasKey(key: string): boolean {
  return key in en;
}
