// The player's settings, kept in the store (settings table): read at start, changed only once saved.
import type { CampaignStore } from '../store/index.js';
import type { Settings } from './contract.js';
import type { HostContext } from './context.js';
import { HostError } from './errors.js';

const DEFAULT_SETTINGS: Settings = {
  sound: true,
  volume: 0.8,
  lowTimeSeconds: 30,
  language: 'fr',
  confirmEndTurn: true,
  confirmShots: true,
  pauseWhenHidden: true,
  animationSpeed: 1,
  defaultTurnSeconds: 180,
  coach: false,
  largeMarks: false,
};

/** The saved settings over the defaults (a setting added since they were saved takes its default). */
export function loadSettings(store: CampaignStore): Settings {
  return { ...DEFAULT_SETTINGS, ...(store.getSetting<Partial<Settings>>('settings') ?? {}) };
}

export class AppSettings {
  constructor(private readonly h: HostContext) {}

  get(): Settings {
    return { ...this.h.settings };
  }

  /** Nothing changes unless the new settings are saved. */
  set(patch: Partial<Settings>): Settings {
    const h = this.h;
    const next = { ...h.settings, ...patch };
    try {
      h.store.setSetting('settings', next);
    } catch (e) {
      throw new HostError(
        'STORE_ERROR',
        `the settings could not be saved (${(e as Error).message}); nothing changed`,
        {},
      );
    }
    h.settings = next;
    if (h.session && patch.lowTimeSeconds !== undefined) h.session.clock.lowTimeMs = patch.lowTimeSeconds * 1000;
    // a lesson names its players in the screen's language: the screen hears the new names at once
    if (h.session?.kind.namesInLanguage && patch.language !== undefined) h.concepts.views.pushView();
    return { ...h.settings };
  }
}
