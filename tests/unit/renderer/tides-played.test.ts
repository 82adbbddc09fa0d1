import { describe, expect, it } from 'vitest';
import { translate } from '../../../renderer/src/i18n/translate';
import { playedCount, playedShort, playedWords, TIDE_ORDER } from '../../../renderer/src/lib/tides-played';

const trIn = (lang: 'en' | 'fr') => (key: string, params?: Record<string, unknown>) => translate(lang, key, params);

describe('the tide cards played since the shuffle, in words', () => {
  it('names each tide played with its count, low to high, in English and French', () => {
    const played = { low: 2, normal: 1, high: 1 };
    expect(playedWords(played, trIn('en'))).toBe('Tide cards played since the shuffle: 2 low · 1 normal · 1 high');
    expect(playedWords(played, trIn('fr'))).toBe(
      'Cartes marée jouées depuis le mélange\u00a0: 2 basses · 1 normale · 1 haute',
    );
    expect(playedWords({ low: 1, normal: 3, high: 2 }, trIn('fr'))).toBe(
      'Cartes marée jouées depuis le mélange\u00a0: 1 basse · 3 normales · 2 hautes',
    );
  });

  it('leaves out a tide with none played, and says nothing when none was', () => {
    expect(playedWords({ low: 2, normal: 0, high: 1 }, trIn('en'))).toBe(
      'Tide cards played since the shuffle: 2 low · 1 high',
    );
    expect(playedWords({ low: 0, normal: 0, high: 0 }, trIn('en'))).toBeNull();
    expect(playedWords({ low: 0, normal: 0, high: 0 }, trIn('fr'))).toBeNull();
    expect(playedCount({ low: 2, normal: 0, high: 1 })).toBe(3);
  });

  it('the short form: each tide’s initial from its one name, and every count, zeros included', () => {
    expect(playedShort({ low: 2, normal: 0, high: 1 }, trIn('en'))).toEqual([
      { tide: 'low', initial: 'L', n: 2 },
      { tide: 'normal', initial: 'N', n: 0 },
      { tide: 'high', initial: 'H', n: 1 },
    ]);
    expect(playedShort({ low: 2, normal: 0, high: 1 }, trIn('fr')).map((s) => s.initial)).toEqual(['B', 'N', 'H']);
  });

  it('the counted words are the tide names the screen uses elsewhere (one name per tide)', () => {
    for (const lang of ['en', 'fr'] as const)
      for (const tide of TIDE_ORDER) {
        const name = translate(lang, `tide.short.${tide}`).toLowerCase();
        expect(translate(lang, `tides.played.${tide}`, { n: 1 }), `${lang} ${tide}`).toBe(`1 ${name}`);
        expect(translate(lang, `tides.played.${tide}`, { n: 2 }), `${lang} ${tide}`).toMatch(
          new RegExp(`^2 ${name}s?$`),
        );
      }
  });
});
