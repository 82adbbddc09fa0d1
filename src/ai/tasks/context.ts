// What every task reads while it proposes candidates for one step of a turn: the simulated world, my
// pieces and the enemy's, the danger map, routes home, and the helpers that turn a goal into a move.
// Built once per step of the planner's loop; the tasks push their candidates into `out`, in the order
// the planner gathers them (the order breaks ties between equal values).
import {
  CAPACITY,
  DESTRUCTORS,
  SEA_TYPES,
  T_MARSH,
  T_REEF,
  legalDestinations,
  type Action,
  type Destination,
  type Hex,
  type Piece,
  type PieceType,
  type Rand,
  type Tide,
} from '../../engine/index.js';
import type { Style } from '../style.js';
import { exactThreatMap, floodRisk, threatMap } from '../threat.js';
import { PIECE_VALUE, distanceField, everUsable, neighbours, usable, type Astronef, type World } from '../world.js';

/** The tasks, as a candidate names the one that proposed it. */
export type TaskName =
  | 'evacuate'
  | 'harvest'
  | 'home'
  | 'build'
  | 'ferry'
  | 'strike'
  | 'strikeMove'
  | 'sortie'
  | 'capture'
  | 'tower'
  | 'take'
  | 'guard'
  | 'hunt'
  | 'safety'
  | 'escort'
  | 'rebuild'
  | 'liftOff';

export interface Candidate {
  action: Action;
  /** Expected points gained (hand-made scale: an ore home is 2). */
  value: number;
  cost: number;
  /** The task that proposed it: the planner's reason for the action (the coach says it). */
  task: TaskName;
  /** A harvester's trip: worth its points at a lower rate than other moves (TRAVEL_RATIO). */
  travel?: boolean;
  /** Where a move is heading (the goal of its distance field), a hex index. */
  goal?: number;
}

export interface Weights {
  harvest: number;
  strike: number;
  safety: number;
  escort: number;
}

export const BASE_WEIGHTS: Weights = { harvest: 1, strike: 1, safety: 1, escort: 1 };

export interface TurnContext {
  style: Style;
  rand: Rand;
  deadline: number;
  /** The clock the deadline is read on (ms); Date.now unless the caller gives its own (a CPU clock, a test's). */
  now?: () => number;
  /** The tide after this turn if the player knows it (his forecast), else null. */
  nextTide: Tide | null;
  /** Variations of the weights (the hard level tries several). */
  weights: Weights;
}

/** The threat map of the level (null when it does not look): exact for hard, a few hexes' reach otherwise. */
export function nextTurnThreat(w: World, ctx: TurnContext): Float32Array | null {
  if (!ctx.style.threatAware) return null;
  return ctx.style.exactThreat ? exactThreatMap(w, ctx.nextTide) : threatMap(w);
}

/** Turns a piece needs to come home from a field distance. */
export const turnsFor = (dist: number) => Math.ceil(Math.max(0, dist) / 7);

export const hexesOf = (p: Piece) => (p.at2 >= 0 ? [p.at, p.at2] : [p.at]);

/** The hexes a destination ends on (a barge's two). */
export function destEnd(board: World['board'], d: Destination): number[] {
  if (Array.isArray(d.to[0])) return (d.to as [Hex, Hex]).map((h) => board.idx(h[0], h[1]));
  const h = d.to as Hex;
  return [board.idx(h[0], h[1])];
}

/** The goal a distance field leads to from hex h: down its slope to a hex at 0. */
function downhill(w: World, field: Int16Array, h: number): number {
  let at = h;
  for (let guard = 0; guard < 200 && field[at]! > 0; guard++) {
    let next = -1;
    for (const x of neighbours(w.board, at))
      if (field[x]! >= 0 && field[x]! < field[at]! && (next < 0 || field[x]! < field[next]!)) next = x;
    if (next < 0) break;
    at = next;
  }
  return at;
}

/** The least distance of a field over some hexes; -1 when none is reached. */
export function fieldAt(f: Int16Array, hexes: number[]): number {
  let best = -1;
  for (const h of hexes) if (f[h]! >= 0 && (best < 0 || f[h]! < best)) best = f[h]!;
  return best;
}

export class TaskContext {
  readonly out: Candidate[] = [];
  readonly threat: Float32Array | null;
  readonly homes: Astronef[];
  readonly podes: { h: number; k: Astronef }[];
  /** My pieces that can act: on the board, not stuck, not neutralised. */
  readonly units: Piece[];
  readonly turn: number;
  readonly turnsLeft: number;
  /** I am still here after turn 21 (or it is not yet turn 21). */
  readonly staying: boolean;
  /** Ore takeable at this tide. */
  readonly ore: number[];
  readonly oreSet: Set<number>;
  readonly mineCrabs: number;
  /**
   * The crabs the pondeuse counts before building one: for hard also a crab stuck by the tide or carried
   * (aboard the barge or the astronef), which is waiting, not lost.
   */
  readonly crabsKept: number;
  /** Pieces busy with one task that the others leave alone: a barge ferrying, a destructor on guard. */
  readonly ferrying = new Set<string>();
  readonly guarding = new Set<string>();
  private enemyList: Piece[] | null = null;
  private readonly homeField = new Map<PieceType, Int16Array>();
  private readonly destinations = new Map<string, Destination[]>();

  constructor(
    readonly w: World,
    readonly ctx: TurnContext,
  ) {
    this.threat = nextTurnThreat(w, ctx);
    this.homes = w.myAstronefs().filter((k) => k.piece.at >= 0);
    this.podes = this.homes.flatMap((k) => k.podes.filter((h) => h >= 0).map((h) => ({ h, k })));
    this.units = w.myUnits().filter((p) => !w.stuck(p) && p.neutralisedBy === null);
    this.turn = w.state.turn;
    this.turnsLeft = Math.max(0, 25 - this.turn);
    this.staying =
      this.homes.length > 0 &&
      (this.turn < 21 || Object.values(w.state.players[w.me]!.liftOff).every((c) => c !== 'leave'));
    this.ore = w.oreHexes();
    this.oreSet = new Set(this.ore);
    this.mineCrabs = this.units.filter((p) => p.type === 'crab').length;
    this.crabsKept = ctx.style.countsEveryCrab
      ? w.state.pieces.filter((p) => p.type === 'crab' && w.mine(p) && p.neutralisedBy === null).length
      : this.mineCrabs;
  }

  get enemies(): Piece[] {
    return (this.enemyList ??= this.w.enemyUnits());
  }

  /** What ending the turn on these hexes risks: enemy fire next turn, and the next tide. */
  endPenalty(p: Piece, hexes: number[]): number {
    const { w, ctx, threat } = this;
    let pen = 0;
    const value = PIECE_VALUE[p.type] + 2 * w.cargo(p).filter((q) => q.type === 'ore').length;
    for (const h of hexes) {
      if (threat) pen = Math.max(pen, threat[h]! * value * 0.5 * ctx.style.caution * ctx.weights.safety);
      if (ctx.style.useForecast) pen += floodRisk(p.type, w.board.terrain[h]!, ctx.nextTide) * 1.2;
    }
    return pen;
  }

  nearPode(hexes: number[]): { h: number; k: Astronef } | undefined {
    return this.podes.find(({ h }) => hexes.some((x) => this.w.board.adjacent(x, h)));
  }

  /**
   * The hexes a piece of this type may cross. `tide`: only those usable at that tide (a route open
   * then); null: marsh and reef count as open too (a route some tide opens).
   */
  passFor(type: PieceType, tide: Tide | null = null): (h: number) => boolean {
    const w = this.w;
    return (h: number) => {
      const t = w.board.terrain[h]!;
      if (w.pontoonAt[h]! >= 0 && !SEA_TYPES.has(type)) return true;
      const b = w.byHex[h]!;
      if (b >= 0 && w.state.pieces[b]!.type === 'astronef') return false;
      if (!everUsable(type, t)) return false;
      if (tide) return usable(type, t, tide);
      return usable(type, t, w.state.tide) || t === T_MARSH || t === T_REEF;
    };
  }

  /** Distances to the hexes beside my podes, by any route (marsh and reef open). */
  homeDist(p: Piece): Int16Array {
    let f = this.homeField.get(p.type);
    if (!f) {
      f = this.homeFieldFor(p.type, null);
      this.homeField.set(p.type, f);
    }
    return f;
  }

  /** Distances home at a tide (null: any tide). */
  homeDistAt(p: Piece): (tide: Tide | null) => Int16Array {
    return (tide) => (tide ? this.homeFieldFor(p.type, tide) : this.homeDist(p));
  }

  private homeFieldFor(type: PieceType, tide: Tide | null): Int16Array {
    const pass = this.passFor(type, tide);
    const src: number[] = [];
    for (const { h } of this.podes) for (const x of neighbours(this.w.board, h)) if (pass(x)) src.push(x);
    return distanceField(this.w.board, src, pass);
  }

  /** The piece needs the turns left to come home for the take-off: it heads home now. */
  returning(p: Piece): boolean {
    if (!this.staying || !this.homes.length) return false;
    const d = fieldAt(this.homeDist(p), hexesOf(p));
    return this.turn >= 25 - turnsFor(d < 0 ? 14 : d) - this.ctx.style.homeMargin;
  }

  destinationsOf(p: Piece): Destination[] {
    let d = this.destinations.get(p.id);
    if (!d) this.destinations.set(p.id, (d = legalDestinations(this.w.state, p.id)));
    return d;
  }

  /**
   * Moves toward a distance field: the destination with the most progress, less its end-of-turn risk.
   * False when the field is out of reach (no destination gets closer); true when the piece is there.
   */
  moveToward(p: Piece, field: Int16Array, rate: number, task: TaskName, travel = false): boolean {
    const w = this.w;
    const here = fieldAt(field, hexesOf(p));
    if (here === 0) return true;
    if (here < 0) return false;
    let best: Candidate | null = null;
    for (const d of this.destinationsOf(p)) {
      if (d.strands || d.secondArrival || d.mountainPair) continue;
      const end = destEnd(w.board, d);
      const f = fieldAt(field, end);
      if (f < 0 || f >= here) continue;
      const score = (here - f) * rate - this.endPenalty(p, end) - d.cost * 0.01;
      if (score <= 0) continue;
      if (!best || score > best.value)
        best = {
          action: { type: 'move', piece: p.id, path: d.path },
          value: score,
          cost: d.cost,
          task,
          ...(travel ? { travel } : {}),
          goal: end[0]!,
        };
    }
    if (best) {
      best.goal = downhill(w, field, best.goal!);
      this.out.push(best);
    }
    return best !== null;
  }

  /**
   * A harvester's trip (to ore or home), given its goal's distance field at a tide (null: any tide).
   * By the routes open at this tide when they reach a goal, unless the forecast shows the next tide
   * opening a way shorter by 4 hexes or more (then toward it, to wait there); when no route is open now,
   * toward the nearest goal by any route. Its moves are 'travel': worth their points at a lower rate
   * than other moves, since a harvester that waits loses every point beyond the ten it may save.
   */
  moveHarvesting(
    p: Piece,
    fieldOf: (tide: Tide | null) => Int16Array,
    rate: number,
    task: 'harvest' | 'home' | 'ferry',
  ): boolean {
    const { w, ctx } = this;
    const here = hexesOf(p);
    const now = fieldOf(w.state.tide);
    const hereNow = fieldAt(now, here);
    if (hereNow < 0) return this.moveToward(p, fieldOf(null), rate, task, true);
    if (ctx.nextTide && ctx.nextTide !== w.state.tide) {
      const hereNext = fieldAt(fieldOf(ctx.nextTide), here);
      if (hereNext >= 0 && hereNext + 4 <= hereNow) {
        this.moveToward(p, fieldOf(null), rate, task, true);
        return true;
      }
    }
    return this.moveToward(p, now, rate, task, true);
  }

  /** What destroying or capturing an enemy piece is worth. */
  targetValue(t: Piece): number {
    const w = this.w;
    let v = PIECE_VALUE[t.type];
    // a harvester is worth the ore it would still bring its owner
    if (CAPACITY[t.type] !== undefined) v += 0.5 * Math.min(this.turnsLeft, 10);
    for (const q of w.cargo(t)) v += q.type === 'ore' ? 2 : PIECE_VALUE[q.type];
    if (DESTRUCTORS.has(t.type) && this.units.some((u) => w.board.dist(u.at, t.at) <= 4)) v += 1.5;
    return v;
  }
}
