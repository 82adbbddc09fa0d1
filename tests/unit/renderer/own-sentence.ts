// A refusal the engine really gave, put in words by its own case's sentence: the check the refusal tests share.
// refusalText falls back to the code's general sentence when a case's sentence throws (params it did not
// expect), which a player may not notice: here the case's sentence is called itself, and must not throw.
import { expect, vi } from 'vitest';
import type { GameState, Refusal } from '../../../src/engine/index';
import { HOST_REFUSALS, REFUSALS, TAKE_BACK_REFUSALS, refusalText } from '../../../renderer/src/i18n/refusals';
import { FALLBACK_MARK } from '../../../renderer/src/i18n/refusal-fallback';

type Say = (p: unknown, c: unknown) => string;
const TABLES = { ...REFUSALS, ...HOST_REFUSALS, ...TAKE_BACK_REFUSALS } as unknown as Record<
  string,
  { cases: Record<string, Record<'en' | 'fr', Say> | undefined> }
>;

/** Text no sentence may show: a parameter missing or unread. */
export const UNREAD = /undefined|null|NaN|\[object|\{\w+\}/;

/** How the check names pieces and players; a piece's type from the position when given (French agreement). */
export function namesIn(state?: GameState) {
  return {
    piece: (id: string) => `«${id}»`,
    player: (id: string) => `P-${id}`,
    type: (id: string) => state?.pieces[state.index[id.split(':')[0]!] ?? -1]?.type,
  };
}

/**
 * The refusal's own case exists, its sentence reads its params in English and French without throwing, and
 * refusalText says that sentence (it reports no fall back to the general one). `where`: what produced it, for the failure message.
 */
export function expectOwnSentence(r: Pick<Refusal, 'code' | 'params'>, where: string, state?: GameState): void {
  const params = (r.params ?? {}) as Record<string, unknown>;
  const why = typeof params.why === 'string' ? params.why : '';
  const key = `${r.code}/${why} ${JSON.stringify(params)} (${where})`;
  const entry = TABLES[r.code];
  expect(entry, `${key}: no entry`).toBeDefined();
  // by design (refusals.ts caseOf) the general sentence: no why and no params; or no why where the code
  // has only cases with one (the host's own BAD_INPUT: the request's issues)
  if (why === '' && (Object.keys(params).length === 0 || !Object.hasOwn(entry!.cases, ''))) return;
  const own = entry!.cases[why];
  expect(own, `${key}: no case`).toBeDefined();
  const names = namesIn(state);
  for (const lang of ['en', 'fr'] as const) {
    let said = '';
    expect(() => (said = own![lang](params, names)), `${key} ${lang}: its own sentence throws`).not.toThrow();
    expect(said, `${key} ${lang}`).not.toMatch(UNREAD);
    // and the screen's words are that sentence: no fallback said on the console
    const fellBack = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      refusalText(r.code, params, lang, names);
      const marks = fellBack.mock.calls.filter((c) => String(c[0]).startsWith(FALLBACK_MARK));
      expect(marks, `${key} ${lang}: the general sentence instead of its own`).toEqual([]);
    } finally {
      fellBack.mockRestore();
    }
  }
}
