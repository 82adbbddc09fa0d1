// A board's name in words, in a given language: the name its maker gave it, or else what it was generated
// as. The host sends what a board is (its title and its source), never the words of a generated board's
// name, so the name follows the screen's language. Pure.
import type { BoardSource } from '../../../src/host/contract';
import { translate, type Lang } from '../i18n/translate';

export function boardName(board: { title: string; source: BoardSource | null }, lang: Lang): string {
  if (board.title) return board.title;
  const s = board.source;
  if (!s) return translate(lang, 'editor.untitled');
  switch (s.kind) {
    case 'original':
      return translate(lang, 'board.name.original');
    case 'folded':
      return translate(lang, `board.name.folded.${s.side}`);
    case 'modular':
      return translate(lang, 'board.name.modular', { modules: s.modules, seed: s.seed });
    case 'planet':
      return translate(lang, 'board.name.planet', { seed: s.seed });
  }
}
