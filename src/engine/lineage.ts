// Where a state came from. Occupancy and fire maps are cached per pieces array and patched only from the
// state a new one was made from (its lineage), never guessed from a state that merely looks alike.
import type { GameState, Piece } from './types.js';

/**
 * A tiny cache keyed by identity. WeakMaps were tried first: with one new key per action their
 * ephemeron processing made garbage collection 80% of the run time. Eviction is "second chance": an
 * entry read since the clock hand last passed survives one more pass, so a state that many tries start
 * from (a player's, the AI's) keeps its entry while the tries' own states come and go.
 */
export class RingCache<K extends object, V> {
  private keys: (K | null)[];
  private vals: (V | null)[];
  private used: boolean[];
  private next = 0;
  constructor(size: number) {
    this.keys = new Array(size).fill(null);
    this.vals = new Array(size).fill(null);
    this.used = new Array(size).fill(false);
  }
  /** Scans from the newest entry back: the state just made (the door's lineage check) is found first. */
  get(k: K): V | undefined {
    const ks = this.keys;
    const n = ks.length;
    for (let j = 0, i = this.next; j < n; j++) {
      i = i === 0 ? n - 1 : i - 1;
      if (ks[i] === k) {
        this.used[i] = true;
        return this.vals[i]!;
      }
    }
    return undefined;
  }
  clear(): void {
    this.keys.fill(null);
    this.vals.fill(null);
    this.used.fill(false);
  }
  set(k: K, v: V): void {
    const n = this.keys.length;
    let i = this.next;
    for (let tries = 0; tries < n && this.used[i]; tries++) {
      this.used[i] = false;
      i = (i + 1) % n;
    }
    this.keys[i] = k;
    this.vals[i] = v;
    this.used[i] = false;
    this.next = (i + 1) % n;
  }
}

/**
 * Lineage: where a pieces array came from. A cache entry may only be patched into an entry for a state
 * that descends from the one it was built for; two pieces arrays that merely look alike (two scenarios
 * on the same inline board, two campaigns open in one host) share nothing. An Edit names the slots it
 * replaced; other makers (immer, the door) name only the base, and the slots are then found by comparison.
 */
interface Descent {
  base: GameState;
  /** The slots whose piece differs from the base's, or null when unknown. */
  slots: number[] | null;
}

export const parents = new RingCache<Piece[], Descent>(32);

/** Records that `next` was made from `base` (slots: the indices it replaced or added, if known). */
export function noteDescent(base: GameState, next: GameState, slots: number[] | null): void {
  if (next.pieces === base.pieces) return;
  parents.set(next.pieces, { base, slots });
}

/** Kept for Edit: its states name their base and the slots they replaced. */
export function noteEdit(base: GameState, next: GameState, slots: number[]): void {
  noteDescent(base, next, slots);
}

/** How many missing ancestors a cache fill may compute on its way (beyond that: from scratch). */
export const MAX_ANCESTORS = 4;

/** Indices whose piece object differs between two pieces arrays (null when too many to patch). */
export function changedSlots(prev: Piece[], next: Piece[], max = 24): number[] | null {
  if (next.length < prev.length) return null;
  const out: number[] = [];
  for (let i = 0; i < next.length; i++) {
    if (prev[i] !== next[i]) {
      out.push(i);
      if (out.length > max) return null;
    }
  }
  return out;
}

/** Forgets every cached occupancy, fire map and lineage (tests: a scenario run "alone"). */
export function clearCaches(): void {
  parents.clear();
  for (const c of caches) c.clear();
}

const caches: { clear(): void }[] = [];
/** Every cache of derived data registers here, so that clearCaches forgets it too. */
export function registerCache<C extends { clear(): void }>(c: C): C {
  caches.push(c);
  return c;
}
