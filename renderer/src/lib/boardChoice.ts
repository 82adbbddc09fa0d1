// The new-game screen's board form -> the host's BoardChoice (pure, tested without a screen).
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
