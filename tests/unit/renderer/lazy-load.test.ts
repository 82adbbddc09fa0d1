import { describe, expect, it } from 'vitest';
import { lazyLoader, lazyStatus, type LazyState } from '../../../renderer/src/lib/lazy-load';

/** A loader whose each call the test settles by hand. */
function controlled() {
  const calls: { resolve(v: { default: string }): void; reject(e: Error): void }[] = [];
  const load = () =>
    new Promise<{ default: string }>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { calls, load };
}

describe('code loaded on demand', () => {
  it('is loading until it comes, then ready; two asks share one load', async () => {
    const a = controlled();
    const loaders = { a: a.load };
    const state: LazyState<typeof loaders> = { loaded: {}, failed: {} };
    const load = lazyLoader(loaders, state);
    expect(lazyStatus(state, 'a')).toBe('loading');
    const first = load('a');
    const second = load('a');
    expect(a.calls).toHaveLength(1);
    a.calls[0]!.resolve({ default: 'A' });
    await Promise.all([first, second]);
    expect(lazyStatus(state, 'a')).toBe('ready');
    expect(state.loaded.a).toBe('A');
  });

  it('a failed load says so, and the next ask tries again, loading meanwhile', async () => {
    const a = controlled();
    const loaders = { a: a.load };
    const state: LazyState<typeof loaders> = { loaded: {}, failed: {} };
    const load = lazyLoader(loaders, state);
    const first = load('a');
    a.calls[0]!.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(first).rejects.toThrow();
    expect(lazyStatus(state, 'a')).toBe('failed');
    // try again: a new load, "loading" while it is on its way
    const again = load('a');
    expect(a.calls).toHaveLength(2);
    expect(lazyStatus(state, 'a')).toBe('loading');
    a.calls[1]!.resolve({ default: 'A' });
    await again;
    expect(lazyStatus(state, 'a')).toBe('ready');
  });
});
