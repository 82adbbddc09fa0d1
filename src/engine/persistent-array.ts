// A persistent array of numbers (Baker's "rerooting" trick): every version stays readable, and a new
// version costs only its changes. One version (the root) holds the live values; every other version is a
// list of differences toward another one. Reading a version first makes it the root, by swapping in the
// differences on the path to it: cheap when the versions read are close, as they are in play, where each
// state derives from the last one.
//
// The engine keeps a hex map per state (who stands where, how many destructors reach each hex). Copying
// an 851-hex array costs about 0.5 µs; a move changes two of its entries.

interface Family {
  /** An update is writing the live values: no other version of this family may be read meanwhile. */
  locked: boolean;
}

/** Writes of one update, applied to the live values at once and logged for the previous version. */
export class ArrayWriter {
  readonly idx: number[] = [];
  readonly old: number[] = [];
  constructor(private readonly a: number[]) {}
  get(i: number): number {
    return this.a[i]!;
  }
  set(i: number, v: number): void {
    const a = this.a;
    const cur = a[i]!;
    if (cur === v) return;
    this.idx.push(i);
    this.old.push(cur);
    a[i] = v;
  }
  add(i: number, delta: number): void {
    this.set(i, this.a[i]! + delta);
  }
}

export class PersistentArray {
  /** The live values when this version is the root, else null. */
  private a: number[] | null;
  /** Otherwise: the version this one differs from, the positions and this version's values there. */
  private to: PersistentArray | null = null;
  private idx: number[] | null = null;
  private val: number[] | null = null;
  /** Apply idx/val first to last (else last to first: positions may repeat). */
  private fwd = true;

  private constructor(
    a: number[],
    private readonly fam: Family,
    readonly length: number,
  ) {
    this.a = a;
  }

  /** A new family whose first version holds these values (the array is taken, not copied). */
  static own(values: number[]): PersistentArray {
    return new PersistentArray(values, { locked: false }, values.length);
  }

  static filled(n: number, v: number): PersistentArray {
    return PersistentArray.own(new Array<number>(n).fill(v));
  }

  get(i: number): number {
    const a = this.a;
    return a !== null ? a[i]! : this.reroot()[i]!;
  }

  /**
   * This version's live values, for a hot loop that reads nothing else of this family meanwhile: the
   * array changes as soon as another version of the family is read or updated. Never write to it.
   */
  values(): readonly number[] {
    return this.a ?? this.reroot();
  }

  /** A plain copy of this version's values. */
  toArray(): number[] {
    return (this.a ?? this.reroot()).slice();
  }

  /**
   * A new version: this one's values with the writes `f` makes. This version stays as it was. `f` must
   * not read another version of this array (that throws); a throw inside `f` undoes its writes.
   */
  update(f: (w: ArrayWriter) => void): PersistentArray {
    const a = this.a ?? this.reroot();
    if (this.fam.locked) throw new Error('PersistentArray: an update inside another update');
    this.fam.locked = true;
    const w = new ArrayWriter(a);
    try {
      f(w);
    } catch (e) {
      for (let j = w.idx.length - 1; j >= 0; j--) a[w.idx[j]!] = w.old[j]!;
      throw e;
    } finally {
      this.fam.locked = false;
    }
    if (w.idx.length === 0) return this;
    const r = new PersistentArray(a, this.fam, this.length);
    this.a = null;
    this.to = r;
    this.idx = w.idx;
    this.val = w.old;
    this.fwd = false;
    return r;
  }

  /** Makes this version the root and returns its values. */
  private reroot(): number[] {
    if (this.fam.locked) throw new Error('PersistentArray: a version read during an update');
    const path: PersistentArray[] = [];
    // walks from this version up to the root through the versions it descends from
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    let n: PersistentArray = this;
    while (n.a === null) {
      path.push(n);
      n = n.to!;
    }
    for (let k = path.length - 1; k >= 0; k--) {
      const d = path[k]!;
      const a = n.a!;
      const idx = d.idx!;
      const val = d.val!;
      const m = idx.length;
      const cur: number[] = new Array(m);
      if (d.fwd) {
        for (let j = 0; j < m; j++) {
          const i = idx[j]!;
          cur[j] = a[i]!;
          a[i] = val[j]!;
        }
      } else {
        for (let j = m - 1; j >= 0; j--) {
          const i = idx[j]!;
          cur[j] = a[i]!;
          a[i] = val[j]!;
        }
      }
      // The old root now differs from d: undoing d's writes in the opposite order gives it back.
      n.a = null;
      n.to = d;
      n.idx = idx;
      n.val = cur;
      n.fwd = !d.fwd;
      d.a = a;
      d.to = null;
      d.idx = null;
      d.val = null;
      n = d;
    }
    return this.a!;
  }
}
