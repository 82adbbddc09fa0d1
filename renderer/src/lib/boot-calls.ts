// The page's first questions to the host (its visibility, the settings, the rules' vocabulary, the game open),
// all sent at once as soon as the page starts (main.ts), before the screens' code is loaded: the answers are
// waiting when the first screen mounts. Types only from the contract, like api.ts.
import type { ApiResult, ClockState, SessionView, Settings, Vocabulary } from '../../../src/host/contract';
import { getTransport } from './api';

export interface BootAnswers {
  settings: ApiResult<Settings>;
  vocabulary: ApiResult<Vocabulary>;
  view: ApiResult<SessionView | null>;
  visibility: ApiResult<ClockState | null> | null;
}

function ask(): Promise<BootAnswers> {
  const tr = getTransport();
  // A page says at once whether it is seen (web mode: its visibility is its connection's), so that goes first;
  // the host answers a connection's requests in the order they were sent.
  const visibility =
    tr.mode === 'web' && typeof document !== 'undefined' ? tr.call('ui.visibility', { hidden: document.hidden }) : null;
  return Promise.all([tr.call('settings.get'), tr.call('rules.vocabulary'), tr.call('game.view'), visibility]).then(
    ([settings, vocabulary, view, visible]) => ({ settings, vocabulary, view, visibility: visible }),
  );
}

let early: Promise<BootAnswers> | null = null;

/** Sends the boot questions now (main.ts, before the screens load). */
export function askEarly(): void {
  early ??= ask();
}

/**
 * The boot answers: those asked early if every one came back (the first boot), otherwise asked now (a
 * reconnection, or an early question lost with a connection that never opened).
 */
export async function bootAnswers(): Promise<BootAnswers> {
  const p = early;
  early = null;
  if (p) {
    const a = await p;
    if (a.settings.ok && a.vocabulary.ok && a.view.ok && (a.visibility?.ok ?? true)) return a;
  }
  return ask();
}
