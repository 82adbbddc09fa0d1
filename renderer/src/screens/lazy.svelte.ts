// The screens a first board does not need, loaded on demand (each its own chunk): the page that opens on a
// game parses only the game screen's code. Once the first screen is up, the rest load while the page is idle,
// so that going to another screen later does not wait for the network.
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
type Loaded = { [K in LazyScreen]?: Awaited<ReturnType<(typeof loaders)[K]>>['default'] };

/** The components loaded so far (reactive: a screen waiting for its code appears when it arrives). */
export const screens: Loaded = $state({});
const loading = new Map<LazyScreen, Promise<void>>();

/** Loads one screen's code (once); a failed load (the server gone) may be tried again. */
export function loadScreen(name: LazyScreen): Promise<void> {
  let p = loading.get(name);
  if (!p) {
    p = loaders[name]().then(
      (m) => {
        Object.assign(screens, { [name]: m.default });
      },
      (e: unknown) => {
        loading.delete(name);
        throw e;
      },
    );
    loading.set(name, p);
  }
  return p;
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
