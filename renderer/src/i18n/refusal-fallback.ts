// When a refusal's own sentence cannot be said. A case's sentence reads its params; a refusal whose params the
// sentence did not expect (a host newer than the screen, a case written for other params) makes it throw. The
// player then reads the code's general sentence ("That is under enemy fire."): still true, only less precise.
// It must not pass unseen by us: the console says so with FALLBACK_MARK, and the tests fail on that mark (the
// unit tests through tests/unit/refusal-fallbacks.ts, the end-to-end tests through tests/e2e/helpers.ts).
// Pure: no Svelte, no DOM; this file imports nothing, so the tests' set-up can watch for it cheaply.

/** What the console line of a fallback starts with. */
export const FALLBACK_MARK = '[refusal sentence fell back]';

export interface RefusalFallback {
  code: string;
  why: string;
  lang: string;
  params: unknown;
  error: unknown;
}

/** Says on the console that a refusal got its code's general sentence because its own one threw. */
export function reportFallback(f: RefusalFallback): void {
  const what = f.error instanceof Error ? f.error.message : String(f.error);
  console.error(`${FALLBACK_MARK} ${f.code}/${f.why || '-'} (${f.lang}): ${what}; params ${safeJson(f.params)}`);
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}
