// The requests in flight that the end-to-end build shows the tests (renderer/src/lib/in-flight.ts).
import { describe, expect, it } from 'vitest';
import { InFlight } from '../../../renderer/src/lib/in-flight.js';

function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void } {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)));
  return { promise, resolve, reject };
}

describe('InFlight', () => {
  it('counts each request until a task after its answer, failures included, and says each change', async () => {
    const later: (() => void)[] = [];
    const said: number[] = [];
    const f = new InFlight(
      (n) => said.push(n),
      (run) => later.push(run),
    );
    const a = deferred<string>();
    const b = deferred<string>();
    const pa = f.track(a.promise);
    const pb = f.track(b.promise);
    expect(f.count).toBe(2);
    b.reject(new Error('connection lost'));
    await expect(pb).rejects.toThrow('connection lost');
    // answered, but what the answer sets off has not run yet: still counted
    expect(f.count).toBe(2);
    later.shift()!();
    expect(f.count).toBe(1);
    a.resolve('view');
    expect(await pa).toBe('view');
    expect(f.count).toBe(1);
    later.shift()!();
    expect(f.count).toBe(0);
    expect(said).toEqual([1, 2, 1, 0]);
  });

  it('drops the count a task after the answer by default', async () => {
    const f = new InFlight();
    await f.track(Promise.resolve(1));
    expect(f.count).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(f.count).toBe(0);
  });
});
