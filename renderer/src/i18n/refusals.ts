// Every refusal explained, in English and French. The sentence is chosen by the refusal's code and its
// `params.why` (the engine's src/engine/refusals.ts lists the cases and the params each one carries),
// never by guessing from which params are there. Each case names the section of the rules reference
// (renderer/src/content/rules.ts) it comes from. A refusal without a known `why` (an older host, the
// host's own BAD_INPUT) gets its code's general sentence, and so does a case whose sentence throws on params it
// did not expect, never silently (refusal-fallback.ts). Pure: no Svelte, no DOM.
// In French strings `~` stands for the no-break space of French typography (before : ; ! ? and inside « »).
// The sentences live in three tables, each complete for its codes and cases by its type: the rules' refusals
// (`rule-refusals.ts`), the host's (`host-refusals.ts`), the take-backs' (`take-back-refusals.ts`); what they
// share is in `refusal-words.ts`. This file looks a refusal up in them.
import type { SectionId } from '../content/rules';
import { type Ctx, type Lang, type RefusalCase, type Say, type RefusalCtx, nb } from './refusal-words';
import { REFUSALS } from './rule-refusals';
import { HOST_REFUSALS } from './host-refusals';
import { TAKE_BACK_REFUSALS } from './take-back-refusals';
import { elideFrench } from '../lib/format';
import { reportFallback } from './refusal-fallback';

export { REFUSALS, HOST_REFUSALS, TAKE_BACK_REFUSALS };
export type { Lang, RefusalCase, RefusalCtx, RefusalEntry } from './refusal-words';

type AnyEntry = {
  section: SectionId;
  general: RefusalCase<Record<string, never>>;
  cases: Record<string, RefusalCase<never> | undefined>;
};
const ALL = { ...REFUSALS, ...HOST_REFUSALS, ...TAKE_BACK_REFUSALS } as unknown as Record<string, AnyEntry>;

const identity = (s: string) => s;

/** The case a refusal falls in: by its code and `params.why` (the code's only case when it has none). */
function caseOf(
  code: string,
  params: Record<string, unknown> | undefined,
): { entry: AnyEntry; c: RefusalCase<never> | null } | null {
  const entry = Object.hasOwn(ALL, code) ? ALL[code] : undefined;
  if (!entry) return null;
  const why = typeof params?.why === 'string' ? params.why : '';
  // A code with one case answers without a why (when it has params); an unknown why, or none where the
  // code has several cases, takes the general sentence.
  const bare = why === '' && Object.keys(params ?? {}).length === 0;
  const c = !bare && Object.hasOwn(entry.cases, why) ? (entry.cases[why] ?? null) : null;
  return { entry, c };
}

/** The sentence for a refusal in a language; unknown codes give the host's message (or the code). */
export function refusalText(
  code: string,
  params: Record<string, unknown> | undefined,
  lang: Lang,
  ctx: RefusalCtx = {},
  message?: string,
): string {
  const found = caseOf(code, params);
  if (!found) return message || code;
  const c: Ctx = { piece: ctx.piece ?? identity, player: ctx.player ?? identity, type: ctx.type ?? (() => undefined) };
  const say = (found.c ?? found.entry.general)[lang] as Say<unknown>;
  // French elides before a name once it is in, as the screen's other sentences do: « la place d’Ann »
  const words = (s: string) => (lang === 'fr' ? elideFrench(nb(s)) : nb(s));
  try {
    const text = words(say(params ?? {}, c));
    // a sentence may start with a piece's name ("your tank ..."): capitalise it
    return text.charAt(0).toUpperCase() + text.slice(1);
  } catch (error) {
    // the params are not what the case's sentence reads: the general sentence, and the console says so
    reportFallback({ code, why: typeof params?.why === 'string' ? params.why : '', lang, params, error });
    return words(found.entry.general[lang]({}, c));
  }
}

/** The rules-reference section a refusal comes from, by code and why ('app' for unknown codes). */
export function refusalSection(code: string, params?: Record<string, unknown>): SectionId {
  const found = caseOf(code, params);
  if (!found) return 'app';
  return found.c?.section ?? found.entry.section;
}

export function hasRefusal(code: string): boolean {
  return Object.hasOwn(ALL, code);
}
