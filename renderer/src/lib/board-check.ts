// Why a board fails its check, in words in a given language: the host sends each failure as a code and its
// figures (src/planets/check.ts), never its English sentence, so the list follows the screen's language. Pure.
import type { CheckFailure } from '../../../src/host/contract';
import { translate, type Lang } from '../i18n/translate';

export function failureWords(f: CheckFailure, lang: Lang): string {
  const pct = (x: number) => `${Math.round(100 * x)}${translate(lang, 'board.percent')}`;
  const key = `board.failure.${f.code}`;
  switch (f.code) {
    case 'LAND_BROKEN':
    case 'TOO_LITTLE_SEA':
    case 'SEA_BROKEN':
      return translate(lang, key, { share: pct(f.share), needed: pct(f.needed) });
    case 'NO_SPOTS':
      return translate(lang, key, { players: f.players, distance: f.distance, candidates: f.candidates });
    case 'SPOTS_UNLIKE':
      return translate(lang, key, {
        players: f.players,
        margin: pct(f.margin),
        ore: f.ore.join(' / '),
        land: f.land.join(' / '),
        coast: f.coast.join(' / '),
        nearest: f.nearest.join(' / '),
      });
  }
}
