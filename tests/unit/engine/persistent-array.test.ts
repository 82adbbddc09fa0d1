import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PersistentArray } from '../../../src/engine/persistent-array.js';

describe('PersistentArray, the persistent hex array', () => {
  it('keeps every version readable, whatever the order of reads and updates', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            from: fc.nat(),
            writes: fc.array(fc.record({ i: fc.nat(15), v: fc.integer({ min: -3, max: 3 }), add: fc.boolean() }), {
              maxLength: 6,
            }),
            reads: fc.array(fc.nat(), { maxLength: 4 }),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        (ops) => {
          const versions: PersistentArray[] = [PersistentArray.filled(16, 0)];
          const truth: number[][] = [new Array(16).fill(0)];
          for (const op of ops) {
            const k = op.from % versions.length;
            const expect = truth[k]!.slice();
            const next = versions[k]!.update((w) => {
              for (const x of op.writes) {
                if (x.add) {
                  w.add(x.i, x.v);
                  expect[x.i]! += x.v;
                } else {
                  w.set(x.i, x.v);
                  expect[x.i] = x.v;
                }
              }
            });
            versions.push(next);
            truth.push(expect);
            for (const r of op.reads) {
              const j = r % versions.length;
              const got = Array.from({ length: 16 }, (_, i) => versions[j]!.get(i));
              if (got.join() !== truth[j]!.join()) return false;
            }
          }
          return versions.every((v, j) => v.toArray().join() === truth[j]!.join());
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses to read another version during an update, and undoes the writes of an update that throws', () => {
    const a = PersistentArray.filled(4, 0);
    const b = a.update((w) => w.set(1, 5));
    expect(() => b.update(() => a.get(1))).toThrow(/during an update/);
    expect(b.get(1)).toBe(5);
    expect(a.get(1)).toBe(0);
    expect(() =>
      b.update((w) => {
        w.set(2, 7);
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(b.toArray()).toEqual([0, 5, 0, 0]);
  });

  it('shares the version when an update writes nothing new', () => {
    const a = PersistentArray.filled(3, 1);
    expect(a.update((w) => w.set(0, 1))).toBe(a);
  });

  it('walks a long chain of versions without recursion', () => {
    let v = PersistentArray.filled(2, 0);
    const first = v;
    for (let i = 0; i < 50000; i++) v = v.update((w) => w.add(0, 1));
    expect(first.get(0)).toBe(0);
    expect(v.get(0)).toBe(50000);
  });
});
