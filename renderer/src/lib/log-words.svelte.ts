// A log entry in the words of the screen's language now, naming pieces and players as the game shows them:
// the log panel's lines and the live region's sentences.
import type { LogEntry } from '../../../src/host/contract';
import { i18n, tk } from '../i18n/i18n.svelte';
import { app, playerName } from './app.svelte';
import { entryLines, pieceKind, pieceWord } from './logtext';

const typeOf = (id: string) => pieceKind(app.session?.view?.pieces.find((p) => p.id === id));
// French names a piece with its article ("la barge de Rouge"), English by its owner ("Red’s barge")
const word = (key: string) => tk(i18n.lang === 'fr' ? key.replace(/^piece\./, 'piece.the.') : key);
const names = {
  player: (id: string | null | undefined) => playerName(id),
  piece: (id: string) => pieceWord(id, typeOf, word),
};
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The entry's lines, each a sentence starting with a capital. */
export function entryWords(e: LogEntry): string[] {
  return entryLines(e, tk, names).map(capital);
}
