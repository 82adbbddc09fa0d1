// The screens' ordered requests (renderer/src/lib/ordered.ts).
import { describe, expect, it } from 'vitest';
import { Latest, STALE, Serial } from '../../../renderer/src/lib/ordered.js';

function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void } {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)));
  return { promise, resolve, reject };
}

describe('Serial', () => {
  it('starts each task once the one before settled, a failure included, in the order given', async () => {
    const q = new Serial();
    const started: number[] = [];
    const a = deferred<string>();
    const b = deferred<string>();
    const pa = q.run(() => (started.push(1), a.promise));
    const pb = q.run(() => (started.push(2), b.promise));
    const pc = q.run(async () => (started.push(3), 'c'));
    await Promise.resolve();
    expect(started).toEqual([1]);
    b.resolve('b'); // answered before its turn: still waits
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([1]);
    a.reject(new Error('refused'));
    await expect(pa).rejects.toThrow('refused');
    expect(await pb).toBe('b');
    expect(await pc).toBe('c');
    expect(started).toEqual([1, 2, 3]);
    await q.settled();
  });
});

describe('Latest', () => {
  it('gives the newest request its answer and the older ones STALE, whatever order they come back in', async () => {
    const l = new Latest();
    const a = deferred<string>();
    const b = deferred<string>();
    const pa = l.take(a.promise);
    const pb = l.take(() => b.promise);
    b.resolve('b');
    a.resolve('a');
    expect(await pa).toBe(STALE);
    expect(await pb).toBe('b');
  });

  it('drop makes every request in flight stale', async () => {
    const l = new Latest();
    const current = l.begin();
    const p = l.take(Promise.resolve(1));
    l.drop();
    expect(await p).toBe(STALE);
    expect(current()).toBe(false);
  });
});
