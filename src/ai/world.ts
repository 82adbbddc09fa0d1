// What the planner reads from a (determinised) state: pieces by role, terrain, distances, danger.
// Everything here is computed from a GameState built from the player's own view (determinise).
import {
  CAPACITY,
  DESTRUCTORS,
  MOUNTAIN_REACH,
  REACH,
  T_MOUNTAIN,
  astronefHexes,
  getBoard,
  isStuck,
  landAt,
  ownerOf,
  sizeOf,
  terrainUse,
  type Board,
  type GameState,
  type Piece,
  type PieceType,
  type PlayerId,
  type Tide,
} from '../engine/index.js';

/** What a piece is worth to its owner: a point aboard at take-off, plus what it makes possible. */
export const PIECE_VALUE: Record<PieceType, number> = {
  astronef: 0,
  tank: 3,
  superTank: 4,
  motorBoat: 2.5,
  barge: 4,
  crab: 3.5,
  pondeuse: 4,
  pontoon: 1,
  ore: 2,
};

/** Can a piece of this type stand on terrain t at this tide without being stuck (the engine's rule)? */
export function usable(type: PieceType, t: number, tide: Tide): boolean {
  return terrainUse(type, t, tide) === 1;
}

/** Could it ever stand there (some tide)? */
export function everUsable(type: PieceType, t: number): boolean {
  return terrainUse(type, t, 'normal') !== 0;
}

export function neighbours(board: Board, h: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < 6; k++) {
    const x = board.nb[h * 6 + k]!;
    if (x >= 0) out.push(x);
  }
  return out;
}

/** Multi-source breadth-first distances over the hexes `pass` allows (sources always count). */
export function distanceField(board: Board, sources: Iterable<number>, pass: (h: number) => boolean): Int16Array {
  const dist = new Int16Array(board.n).fill(-1);
  const queue = new Int16Array(board.n);
  let tail = 0;
  for (const s of sources) {
    if (s < 0 || dist[s]! >= 0) continue;
    dist[s] = 0;
    queue[tail++] = s;
  }
  for (let head = 0; head < tail; head++) {
    const h = queue[head]!;
    for (let k = 0; k < 6; k++) {
      const x = board.nb[h * 6 + k]!;
      if (x < 0 || dist[x]! >= 0 || !pass(x)) continue;
      dist[x] = dist[h]! + 1;
      queue[tail++] = x;
    }
  }
  return dist;
}

export interface Astronef {
  piece: Piece;
  hexes: number[];
  podes: number[];
  owner: PlayerId | null;
}

/** One snapshot of a state, seen by one player. Rebuilt after every action the planner applies. */
export class World {
  readonly board: Board;
  readonly byHex: Int32Array;
  readonly pontoonAt: Int32Array;
  readonly contents = new Map<string, Piece[]>();
  readonly astronefs: Astronef[] = [];
  private fireCache: Map<PlayerId, Uint8Array> | null = null;

  constructor(
    readonly state: GameState,
    readonly me: PlayerId,
  ) {
    this.board = getBoard(state.map);
    const n = this.board.n;
    this.byHex = new Int32Array(n).fill(-1);
    this.pontoonAt = new Int32Array(n).fill(-1);
    state.pieces.forEach((p, i) => {
      if (p.destroyed) return;
      if (p.in !== null) {
        const list = this.contents.get(p.in);
        if (list) list.push(p);
        else this.contents.set(p.in, [p]);
        return;
      }
      if (p.at < 0) return;
      if (p.type === 'astronef') {
        const hexes = astronefHexes(this.board, p.at, p.orientation ?? 'N') ?? [p.at];
        for (const h of hexes) if (h >= 0) this.byHex[h] = i;
        this.astronefs.push({ piece: p, hexes, podes: hexes.slice(1), owner: ownerOf(state, p) });
        return;
      }
      if (p.type === 'pontoon') this.pontoonAt[p.at] = i;
      else {
        this.byHex[p.at] = i;
        if (p.at2 >= 0) this.byHex[p.at2] = i;
      }
    });
  }

  get ap(): number {
    return this.state.players[this.me]?.ap ?? 0;
  }

  owner(p: Piece): PlayerId | null {
    return ownerOf(this.state, p);
  }

  mine(p: Piece): boolean {
    return !p.destroyed && p.color !== null && this.owner(p) === this.me && !this.state.colors[p.color]?.departed;
  }

  /** My pieces standing on the board (astronefs excepted). */
  myUnits(): Piece[] {
    return this.state.pieces.filter(
      (p) =>
        this.mine(p) && p.in === null && p.at >= 0 && p.type !== 'astronef' && p.type !== 'pontoon' && p.type !== 'ore',
    );
  }

  enemyUnits(): Piece[] {
    return this.state.pieces.filter((p) => {
      if (p.destroyed || p.in !== null || p.at < 0 || p.type === 'ore' || p.type === 'pontoon' || !p.color)
        return false;
      const o = this.owner(p);
      return o !== null && o !== this.me && !this.state.colors[p.color]?.departed;
    });
  }

  myAstronefs(): Astronef[] {
    return this.astronefs.filter((k) => k.owner === this.me && !k.piece.departed);
  }

  stuck(p: Piece): boolean {
    return isStuck(this.state, p.id);
  }

  cargo(p: Piece): Piece[] {
    return this.contents.get(p.id) ?? [];
  }

  freeSlots(p: Piece): number {
    const cap = CAPACITY[p.type] ?? 0;
    let used = 0;
    for (const q of this.cargo(p)) used += sizeOf(q.type);
    return cap - used;
  }

  /** Ore lying on the board, takeable at this tide. */
  oreHexes(): number[] {
    const out: number[] = [];
    for (const p of this.state.pieces)
      if (
        p.type === 'ore' &&
        !p.destroyed &&
        p.in === null &&
        p.at >= 0 &&
        landAt(this.board.terrain[p.at]!, this.state.tide)
      )
        out.push(p.at);
    return out;
  }

  oreAt(h: number): Piece | null {
    for (const p of this.state.pieces) if (p.type === 'ore' && !p.destroyed && p.in === null && p.at === h) return p;
    return null;
  }

  /**
   * Hexes under each other player's fire now: two destructors (or towers) of his reach it.
   * A destructor that is stuck, carried, neutralised, abandoned or silenced (a mountain pair in Full Metal
   * Galaxy's variant) makes no fire.
   */
  fire(): Map<PlayerId, Uint8Array> {
    if (this.fireCache) return this.fireCache;
    const out = new Map<PlayerId, Uint8Array>();
    const add = (pid: PlayerId, hexes: ArrayLike<number>) => {
      let m = out.get(pid);
      if (!m) out.set(pid, (m = new Uint8Array(this.board.n)));
      for (let i = 0; i < hexes.length; i++) m[hexes[i]!] = Math.min(250, m[hexes[i]!]! + 1);
    };
    for (const k of this.astronefs) {
      if (!k.owner || k.piece.departed) continue;
      k.podes.forEach((pd, i) => {
        if (pd >= 0 && k.piece.towers?.[i]) add(k.owner!, this.board.within(pd, 2));
      });
    }
    for (const p of this.state.pieces) {
      if (!DESTRUCTORS.has(p.type) || p.destroyed || p.in !== null || p.at < 0 || !p.color || p.neutralisedBy !== null)
        continue;
      // the silent tank of a mountain pair (Full Metal Galaxy's variant) makes no fire
      if (p.silenced) continue;
      if (this.state.colors[p.color]?.departed) continue;
      const o = this.owner(p);
      if (!o || this.stuck(p)) continue;
      add(o, this.board.within(p.at, rangeOf(this.board, p)));
    }
    this.fireCache = out;
    return out;
  }

  underEnemyFire(h: number, who: PlayerId = this.me): boolean {
    for (const [pid, m] of this.fire()) if (pid !== who && m[h]! >= 2) return true;
    return false;
  }
}

/** How far a destructor shoots from hex `at` (where it stands, or where a move would take it). */
export function rangeOf(board: Board, p: Piece, at: number = p.at): number {
  if (p.type === 'tank') return board.terrain[at] === T_MOUNTAIN ? MOUNTAIN_REACH : REACH.tank;
  if (p.type === 'superTank' || p.type === 'motorBoat') return REACH[p.type];
  return REACH.tower;
}
