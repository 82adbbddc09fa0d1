// The screens a first board does not need, loaded on demand (each its own chunk): the page that opens on a
// game parses only the game screen's code. Once the first screen is up, the rest load while the page is idle,
// so that going to another screen later does not wait for the network.
import { lazyLoader, lazyStatus, type LazyState, type LoadStatus } from '../lib/lazy-load';

const loaders = {
  new: () => import('./NewGame.svelte'),
  lessons: () => import('./Lessons.svelte'),
  league: () => import('./League.svelte'),
  profile: () => import('./Profile.svelte'),
  editor: () => import('./MapEditor.svelte'),
  settings: () => import('./Settings.svelte'),
  end: () => import('./End.svelte'),
  rules: () => import('../components/RulesPanel.svelte'),
};

export type LazyScreen = keyof typeof loaders;

/** The components loaded so far, and those that failed to load (reactive: a screen waiting for its code appears
 * when it arrives, or says that it could not come). */
const state: LazyState<typeof loaders> = $state({ loaded: {}, failed: {} });
export const screens = state.loaded;

/** Loads one screen's code (once); a failed load (the server gone) is tried again at the next ask. */
export const loadScreen = lazyLoader(loaders, state);

/** Whether a screen's code is on its way, there, or failed to come. */
export function screenStatus(name: LazyScreen): LoadStatus {
  return lazyStatus(state, name);
}

let preloading = false;
/** Loads every screen's code in the background, one after the other, when the page is idle. */
export function preloadScreens(): void {
  if (preloading) return;
  preloading = true;
  const idle = (cb: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(cb, { timeout: 3000 }) : setTimeout(cb, 200);
  const names = Object.keys(loaders) as LazyScreen[];
  const next = () => {
    const name = names.shift();
    if (name)
      idle(
        () =>
          void loadScreen(name)
            .catch(() => undefined)
            .then(next),
      );
  };
  next();
}
