// Code loaded on demand (each of the screens a first board does not need is its own chunk): whether a screen's
// code is there, on its way or failed to come, kept in a state object the caller makes reactive, so that the
// screen waiting for it says "Loading…", or that it could not be loaded and offers to try again.

/** The loaders by name, each resolving to a module whose default export is what is shown. */
export type Loaders = Record<string, () => Promise<{ default: unknown }>>;

export type LazyState<L extends Loaders> = {
  /** What each name's module gave, once it arrived. */
  loaded: { [K in keyof L]?: Awaited<ReturnType<L[K]>>['default'] };
  /** The names whose last load failed (the server gone, a broken file), until they are asked for again. */
  failed: { [K in keyof L]?: true };
};

/** Where a name's code stands: on its way (or not asked for yet), there, or failed to come. */
export type LoadStatus = 'loading' | 'ready' | 'failed';

export function lazyStatus<L extends Loaders>(state: LazyState<L>, name: keyof L): LoadStatus {
  if (state.loaded[name] !== undefined) return 'ready';
  return state.failed[name] ? 'failed' : 'loading';
}

/**
 * `load(name)` loads a name's code once (two asks share one load); a failed load marks it failed and is made
 * again at the next ask, which first clears the mark (so the screen says "Loading…" while it tries again).
 */
export function lazyLoader<L extends Loaders>(loaders: L, state: LazyState<L>): (name: keyof L) => Promise<void> {
  const pending = new Map<keyof L, Promise<void>>();
  return (name) => {
    let p = pending.get(name);
    if (!p) {
      delete state.failed[name];
      p = loaders[name]!().then(
        (m) => {
          state.loaded[name] = m.default as LazyState<L>['loaded'][typeof name];
        },
        (e: unknown) => {
          pending.delete(name);
          state.failed[name] = true;
          throw e;
        },
      );
      pending.set(name, p);
    }
    return p;
  };
}
