// The new-game screen's board form -> the host's BoardChoice (pure, tested without a screen); and the saved
// board the map editor sends the new-game screen.
import type { BoardChoice } from '../../../src/host/contract';

export const KINDS = ['original', 'folded-left', 'folded-right', 'modular', 'planet', 'code', 'saved'] as const;
export type FormKind = (typeof KINDS)[number];
export const SLIDERS = ['sea', 'mountains', 'marsh', 'islands'] as const;

export interface BoardForm {
  kind: FormKind;
  /** modular, planet: text as typed. */
  seed: string;
  /** code: as typed. */
  code: string;
  /** saved: the id of a board saved from the map editor ('' when none is chosen). */
  saved?: string;
  sliders: Record<(typeof SLIDERS)[number], number>;
}

/**
 * The choice to send (null: the original board, as campaigns have always been made), or the i18n key of
 * what is wrong with the form.
 */
export function choiceOf(form: BoardForm): {
  choice: BoardChoice | null;
  error: 'board.badSeed' | 'board.noCode' | 'board.pickSaved' | null;
} {
  switch (form.kind) {
    case 'original':
      return { choice: null, error: null };
    case 'folded-left':
      return { choice: { kind: 'folded', side: 'left' }, error: null };
    case 'folded-right':
      return { choice: { kind: 'folded', side: 'right' }, error: null };
    case 'saved':
      return form.saved ? { choice: { saved: form.saved }, error: null } : { choice: null, error: 'board.pickSaved' };
    case 'code': {
      const code = form.code.trim();
      return code ? { choice: { code }, error: null } : { choice: null, error: 'board.noCode' };
    }
    default: {
      const text = form.seed.trim();
      const seed = Number(text);
      if (!/^\d{1,10}$/.test(text) || seed > 0xffffffff) return { choice: null, error: 'board.badSeed' };
      if (form.kind === 'modular') return { choice: { kind: 'modular', seed }, error: null };
      return { choice: { kind: 'planet', seed, sliders: { ...form.sliders } }, error: null };
    }
  }
}

/** A saved board another screen sends the new-game screen (the map editor's "New game on this board"). */
export interface NewGameBoard {
  /** The saved board's id, chosen under "A board of mine". */
  saved: string;
  /** The number of players it passed its check for: the new game's seats. */
  players: number;
}

let requested: NewGameBoard | null = null;
/** Asks the new-game screen, about to be shown, to start on this saved board (read once, when it mounts). */
export function requestNewGameBoard(board: NewGameBoard | null): void {
  requested = board;
}
/** The board asked for, once (null: none, the new-game screen starts as usual). */
export function takeNewGameBoard(): NewGameBoard | null {
  const b = requested;
  requested = null;
  return b;
}
