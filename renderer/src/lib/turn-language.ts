// Whose language the screen speaks. A player who chose a language on his profile is spoken to in it from the
// hand-off that calls him to the end of his turn; everywhere else (menus, a computer's turn, the end, lessons)
// the screen speaks the language of the settings.
import type { SessionView, Settings } from '../../../src/host/contract';

/** The language of the player the game screen is for now, or null for the settings' language. */
export function turnLanguage(screen: string, session: SessionView | null): Settings['language'] | null {
  if (screen !== 'game' || !session || session.over || session.lesson) return null;
  const player = session.seated ?? session.handoff?.next ?? null;
  if (!player) return null;
  return session.players.find((p) => p.id === player)?.language ?? null;
}
