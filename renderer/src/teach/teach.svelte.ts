// The teaching state of the screen: the rules panel (open, at which section), the section of the last
// refusal (for its "Rule" link), newcomer notes already shown (kept in localStorage), teaching strings.
import { i18n } from '../i18n/i18n.svelte';
import { teachEn, teachFr, type TeachKey } from '../i18n/teach';
import { fill } from '../lib/format';
import { refusalSection } from '../i18n/refusals';
import { section, type SectionId } from '../content/rules';
import type { ApiError } from '../../../src/host/contract';

export const teach = $state<{
  rulesOpen: boolean;
  section: SectionId;
  /** The rules section of the last refusal shown, for its link (null when none). */
  refusalSection: SectionId | null;
  /** The newcomer note on screen. */
  note: { key: TeachKey; at: number } | null;
}>({ rulesOpen: false, section: 'overview', refusalSection: null, note: null });

export function tt(key: TeachKey, params?: Record<string, unknown>): string {
  const d = i18n.lang === 'fr' ? teachFr : teachEn;
  // the plural by the language's rule (French: 0 and 1 take the singular)
  return fill(d[key] ?? teachEn[key], params, i18n.lang);
}

export function openRules(id?: string | null): void {
  if (id && section(id)) teach.section = id as SectionId;
  teach.rulesOpen = true;
}
export function closeRules(): void {
  teach.rulesOpen = false;
}

export function noteRefusal(code: string | null, params?: Record<string, unknown>): void {
  teach.refusalSection = code ? refusalSection(code, params) : null;
}

/** Shows a newcomer note once per scope (campaign + player). */
export function noteOnce(scope: string, key: TeachKey): void {
  const k = `fmh.note.${scope}.${key}`;
  try {
    if (globalThis.localStorage?.getItem(k)) return;
    globalThis.localStorage?.setItem(k, '1');
  } catch {
    /* private mode: show it anyway */
  }
  teach.note = { key, at: Date.now() };
}
export function dismissNote(): void {
  teach.note = null;
}

/** A rules section's title in the current language. */
export function sectionTitle(id: string | null): string {
  const s = id ? section(id) : undefined;
  return s ? s.title[i18n.lang] : '';
}

/**
 * Adds what the screen can see to a refusal before it is put in words (e.g. which enemy destructors
 * cover a hex refused as under fire). Set by the game screen while a board is shown.
 */
let enricher: ((e: ApiError) => ApiError) | null = null;
export function setEnricher(f: ((e: ApiError) => ApiError) | null): void {
  enricher = f;
}
export function enrich(e: ApiError): ApiError {
  try {
    return enricher ? enricher(e) : e;
  } catch {
    return e;
  }
}
