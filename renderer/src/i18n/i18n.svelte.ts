// The UI language. t(key, params) reads the current language, so templates follow a change at once.
import { en, type Key } from './en';
import { translate, type Lang } from './translate';

export type { Lang };

export const i18n = $state<{ lang: Lang }>({ lang: 'en' });

export function setLang(lang: Lang): void {
  i18n.lang = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

export function t(key: Key, params?: Record<string, unknown>): string {
  return translate(i18n.lang, key, params);
}

/** A key built at run time (reason codes, piece types); falls back to the raw text. */
export function tk(key: string, params?: Record<string, unknown>): string {
  return translate(i18n.lang, key, params);
}

export function hasKey(key: string): boolean {
  return key in en;
}
