// What a Host is started with (the shells and the tests choose), and the rulebook's default times.
import type { FileKind } from './files.js';
import type { ComputerThread } from './computer.js';

export const DEFAULT_TURN_SECONDS = 180; // the rulebook: three minutes
export const NEWCOMER_TURN_SECONDS = 240; // the rulebook's courtesy for a first game
export const DEFAULT_GRACE_MS = 15_000; // after zero: finishing shots/captures only
/** Nested menus and dialogs: a handful in practice; a page may not make the host keep more. */
export const MAX_OPEN_MODALS = 16;
/** The pause between two of a computer's moves on screen: long enough to follow them. */
export const COMPUTER_PACE_MS = 900;

/** What only a shell can do (Electron's file dialogs). */
export interface Shell {
  /** A save dialog for that kind of file (its filters: `dialogFilters`); the path written, or null. */
  saveFile?(suggestedName: string, content: string, kind: FileKind): Promise<string | null>;
  /** An open dialog offering that kind of file. */
  openFile?(kind: FileKind): Promise<{ path: string; content: string } | null>;
}

export interface HostOptions {
  dataDir: string;
  mode?: 'electron' | 'web';
  version?: string;
  nativeBinding?: string;
  /** Monotonic milliseconds (tests inject a fake). */
  now?: () => number;
  graceMs?: number;
  shell?: Shell;
  /** Push the clock every this many ms while it runs (0: never). */
  tickMs?: number;
  /** Where the lesson files are (default: assets/lessons). */
  lessonsDir?: string;
  /** Where the puzzle files are (default: assets/puzzles). */
  puzzlesDir?: string;
  /**
   * 'random' (the default): each new campaign gets a secret deck salt. 'none': the deck follows the
   * seed alone, as before the salt existed (only web mode's end-to-end tests, whose screens expect
   * the tides of a known seed; set by FMH_DECK_SALT=none).
   */
  deckSalt?: 'random' | 'none';
  /** Computer seats: the pause between two of their moves on screen (default 900 ms; 0 in tests), their thinking budget's scale. */
  computer?: { paceMs?: number; budgetScale?: number; thread?: ComputerThread };
}
