import { describe, expect, it } from 'vitest';
import type { CheckFailure } from '../../../src/host/contract';
import { failureWords } from '../../../renderer/src/lib/board-check';

describe('why a board fails its check, in the screen’s language', () => {
  it('each failure from its code and figures, in English and in French', () => {
    const land: CheckFailure = { code: 'LAND_BROKEN', share: 0.5, needed: 0.7 };
    expect(failureWords(land, 'en')).toBe(
      'The land is broken up: the largest land mass holds 50% of it at normal tide, at least 70% needed.',
    );
    expect(failureWords(land, 'fr')).toBe(
      'Les terres sont morcelées\u00a0: la plus grande en tient 50\u202f% à marée normale, il en faut au moins 70\u202f%.',
    );
    const spots: CheckFailure = {
      code: 'SPOTS_UNLIKE',
      players: 3,
      margin: 0.25,
      ore: [5, 4, 2],
      land: [60, 55, 52],
      coast: [7, 6, 3],
      nearest: [11, 12, 11],
    };
    expect(failureWords(spots, 'en')).toBe(
      'The 3 best landing spots are not alike within 25%: ore 5 / 4 / 2, land 60 / 55 / 52, coast 7 / 6 / 3, nearest other spot 11 / 12 / 11.',
    );
    expect(failureWords(spots, 'fr')).toMatch(
      /^Les 3 meilleurs sites d’atterrissage ne se valent pas à 25\u202f% près/,
    );
    expect(failureWords({ code: 'NO_SPOTS', players: 4, distance: 10, candidates: 3 }, 'fr')).toMatch(
      /^Impossible de placer 4 sites d’atterrissage à 10 cases au moins/,
    );
    expect(failureWords({ code: 'TOO_LITTLE_SEA', share: 0.02, needed: 0.04 }, 'en')).toBe(
      'Too little sea: 2% of the board, at least 4% needed.',
    );
    expect(failureWords({ code: 'SEA_BROKEN', share: 0.6, needed: 0.7 }, 'fr')).toMatch(/^La mer est morcelée/);
  });
});
