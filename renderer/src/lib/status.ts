// The status line's message kept as what it says, not as its words: an i18n key and its parameters, a refusal
// (its code and parameters), or a take-back (its log entry). It is put in words each time it is shown, in the
// language the screen speaks then, so a message follows the settings' language and the turn's language at a
// hand-off. Pure: the caller passes the language and the players' names.
import type { ApiError, LogEntry } from '../../../src/host/contract';
import type { PlayerView } from '../../../src/engine/view-types';
import { refusalText } from '../i18n/refusals';
import { translate, type Lang } from '../i18n/translate';
import { elideFrench } from './format';
import { pieceKind, pieceWord, takeBackWhat } from './logtext';

/** The pieces a message names, as the screen knew them when it was said (a piece may be gone since). */
export type KnownPieces = Pick<PlayerView, 'pieces' | 'viewer'> | null | undefined;

export type StatusMessage =
  /** A string of the screen by its key (a key built at run time too, such as `action.move`). */
  | { kind: 'text'; key: string; params?: Record<string, unknown> }
  /** A game action the host refused: "Refused: <why>". */
  | { kind: 'refused'; error: ApiError; pieces: KnownPieces }
  /** A request that failed: the reason alone. */
  | { kind: 'error'; error: ApiError; pieces: KnownPieces }
  /** The last action taken back: "Taken back: <what>". */
  | { kind: 'takenBack'; entry: LogEntry; pieces: KnownPieces };

/** A piece named for a sentence: "your tank", "Red's crab", "the ore" (the id when unknown). */
export function pieceInSentence(id: string, lang: Lang, known: KnownPieces, player: (id: string) => string): string {
  const [pid] = id.split(':');
  const p = known?.pieces.find((q) => q.id === pid);
  if (!p) return id;
  // an ore of the three kinds is named with its kind and value
  const kind = id.includes(':') ? 'tower' : (pieceKind(p) ?? p.type);
  const type = translate(lang, `piece.${kind}`);
  const fr = lang === 'fr';
  if (!p.owner) return translate(lang, `piece.the.${kind}`);
  if (p.owner === known?.viewer) return fr ? `votre ${type}` : `your ${type}`;
  return fr
    ? elideFrench(`${translate(lang, `piece.the.${kind}`)} de ${player(p.owner)}`)
    : `${player(p.owner)}’s ${type}`;
}

/** A refusal or error in words, from its code and params (../i18n/refusals.ts); unknown codes give the host's message. */
export function refusalWords(e: ApiError, lang: Lang, known: KnownPieces, player: (id: string) => string): string {
  const piece = (id: string) => pieceInSentence(id, lang, known, player);
  const type = (id: string) => known?.pieces.find((q) => q.id === id)?.type;
  const text = refusalText(e.code, e.params, lang, { piece, player, type }, e.message);
  return lang === 'fr' ? elideFrench(text) : text;
}

/** What a take-back takes back, in a few words ("tank to 12,7"; in French with its article). */
export function takeBackWords(entry: LogEntry, lang: Lang, known: KnownPieces, player: (id: string) => string): string {
  const tr = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
  const piece = (id: string) =>
    pieceWord(
      id,
      (x) => pieceKind(known?.pieces.find((p) => p.id === x)),
      (k) => tr(lang === 'fr' ? k.replace(/^piece\./, 'piece.the.') : k),
    );
  return takeBackWhat(entry, tr, { player: (id) => (id ? player(id) : '—'), piece });
}

/** The message in words, in the language given. */
export function statusText(m: StatusMessage, lang: Lang, player: (id: string) => string): string {
  switch (m.kind) {
    case 'text':
      return translate(lang, m.key, m.params);
    case 'refused':
      return translate(lang, 'status.refused', { reason: refusalWords(m.error, lang, m.pieces, player) });
    case 'error':
      return refusalWords(m.error, lang, m.pieces, player);
    case 'takenBack':
      return translate(lang, 'status.takenBack', { what: takeBackWords(m.entry, lang, m.pieces, player) });
  }
}
