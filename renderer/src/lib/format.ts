// Formatting helpers. Pure.
import type { Language } from '../../../src/shared/lists';

/** A chess-clock reading: mm:ss, or 00:0s.t (tenths) under 10 seconds; never negative. */
export function formatClock(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) ms = 0;
  if (ms < 10_000) {
    const tenths = Math.floor(ms / 100);
    const s = Math.floor(tenths / 10);
    return `00:0${s}.${tenths % 10}`;
  }
  const total = Math.floor(ms / 1000);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m < 10 ? '0' : ''}${m}:${s < 10 ? '0' : ''}${s}`;
}

/** Seconds as m:ss (settings and new-game turn time). */
export function formatSeconds(sec: number): string {
  const m = Math.floor(sec / 60);
  const s = Math.round(sec % 60);
  return `${m}:${s < 10 ? '0' : ''}${s}`;
}

/** Parses "m:ss" or a number of seconds; null when it is not one. */
export function parseSeconds(text: string): number | null {
  const t = text.trim();
  const m = /^(\d{1,2}):([0-5]\d)$/.exec(t);
  if (m) return Number(m[1]) * 60 + Number(m[2]);
  if (/^\d+$/.test(t)) return Number(t);
  return null;
}

/**
 * Fills {name} placeholders, and {name?one|many} plurals by the count in `name`: French takes the singular
 * for 0 and 1 ("0 PA restant"), English for 1 only ("0 AP left", "1 card left").
 */
export function fill(template: string, params: Record<string, unknown> = {}, lang: Language = 'en'): string {
  return template
    .replace(/\{(\w+)\?([^|{}]*)\|([^{}]*)\}/g, (all, k: string, one: string, many: string) => {
      if (!(k in params)) return all;
      const n = Math.abs(Number(params[k]));
      return (lang === 'fr' ? n < 2 : n === 1) ? one : many;
    })
    .replace(/\{(\w+)\}/g, (all, k: string) => (k in params ? String(params[k]) : all));
}

/**
 * French elision once the names are in: "de Alice" -> "d’Alice", "que Ernest" -> "qu’Ernest" (before a
 * vowel; a leading h is left alone, since an aspirated h takes no elision).
 */
export function elideFrench(text: string): string {
  return text.replace(
    /\b([Dd]e|[Qq]ue) (?=[AEIOUYÀÂÉÈÊËÎÏÔÛÜaeiouyàâéèêëîïôûü])/g,
    (_m, w: string) => `${w.slice(0, -1)}’`,
  );
}
