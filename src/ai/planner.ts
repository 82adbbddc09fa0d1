// The turn planner: a candidate-action loop over tasks (harvest, strike, capture, evacuate, keep safe).
// At each step every task proposes actions with a value; the best value per action point is played on
// the simulated state (through the engine's apply), and the loop goes on until nothing is worth its cost.
import {
  Rand,
  apply,
  deploySpots,
  landingSpots,
  legalDestinations,
  scoresNow,
  type Action,
  type Destination,
  type GameState,
  type Hex,
  type Piece,
  type PieceType,
  type PlayerId,
  type Tide,
} from '../engine/index.js';
import type { Style } from './style.js';
import {
  CARRY,
  DESTRUCTOR_TYPES,
  MARSH,
  MOUNTAIN,
  PIECE_VALUE,
  PLAIN,
  REEF,
  SEA,
  SEA_PIECES,
  World,
  distanceField,
  everUsable,
  landAt,
  neighbours,
  rangeOf,
  usable,
} from './world.js';

/** A simulated turn: the state after the actions planned so far. */
export class Sim {
  actions: Action[] = [];
  private cached: World | null = null;
  constructor(
    public state: GameState,
    readonly me: PlayerId,
  ) {}
  step(a: Action): boolean {
    const r = apply(this.state, a);
    if (!r.ok) return false;
    this.state = r.state;
    this.actions.push(a);
    this.cached = null;
    return true;
  }
  world(): World {
    return (this.cached ??= new World(this.state, this.me));
  }
}

interface Candidate {
  action: Action;
  /** Expected points gained (hand-made scale: an ore home is 2). */
  value: number;
  cost: number;
  task: string;
}

const hexKey = (h: Hex) => `${h[0]},${h[1]}`;

function destEnd(board: World['board'], d: Destination): number[] {
  if (Array.isArray(d.to[0])) return (d.to as [Hex, Hex]).map((h) => board.idx(h[0], h[1]));
  const h = d.to as Hex;
  return [board.idx(h[0], h[1])];
}

/** Probability that a piece of this type on terrain t is stuck after the next tide. */
function floodRisk(type: PieceType, t: number, next: Tide | null): number {
  if (t !== MARSH && t !== REEF) return 0;
  const sea = SEA_PIECES.has(type);
  if (next) return usable(type, t, next) ? 0 : 1;
  // unknown next tide: five cards of each kind
  const stuckIf = (['low', 'normal', 'high'] as Tide[]).filter((tide) =>
    sea ? landAt(t, tide) : !landAt(t, tide),
  ).length;
  return stuckIf / 3;
}

/** Hexes enemy destructors could bring under fire next turn (two of one player), by how surely. */
function threatMap(w: World): Float32Array {
  const n = w.board.n;
  const out = new Float32Array(n);
  const perPlayer = new Map<PlayerId, Uint8Array>();
  const add = (pid: PlayerId, hexes: ArrayLike<number>) => {
    let m = perPlayer.get(pid);
    if (!m) perPlayer.set(pid, (m = new Uint8Array(n)));
    for (let i = 0; i < hexes.length; i++) m[hexes[i]!]!++;
  };
  for (const p of w.enemyUnits()) {
    if (!DESTRUCTOR_TYPES.has(p.type) || w.stuck(p)) continue;
    const mobility = p.neutralisedBy ? 1 : p.type === 'motorBoat' ? 4 : 3;
    add(w.owner(p)!, w.board.within(p.at, rangeOf(w.board, p) + mobility));
  }
  for (const k of w.astronefs) {
    if (!k.owner || k.owner === w.me || k.piece.departed) continue;
    k.podes.forEach((pd, i) => {
      if (pd >= 0 && k.piece.towers?.[i]) add(k.owner!, w.board.within(pd, 2));
    });
  }
  const mineFire = w.fire().get(w.me);
  for (const m of perPlayer.values())
    for (let h = 0; h < n; h++) {
      const c = m[h]!;
      if (c === 0) continue;
      let v = c >= 2 ? 1 : 0.25;
      if (mineFire && mineFire[h]! >= 2) v *= 0.5;
      if (v > out[h]!) out[h] = v;
    }
  return out;
}

export interface TurnContext {
  style: Style;
  rand: Rand;
  deadline: number;
  /** The tide after this turn if the player knows it (his forecast), else null. */
  nextTide: Tide | null;
  /** Variations of the weights (the hard level tries several). */
  weights: Weights;
}

export interface Weights {
  harvest: number;
  strike: number;
  safety: number;
  escort: number;
}

export const BASE_WEIGHTS: Weights = { harvest: 1, strike: 1, safety: 1, escort: 1 };

/**
 * The least value per action point of a harvester's trip. A crab's round trip to ore n hexes away brings
 * two ore (about 3.4 points) for 2n + 4 points: still 0.12 a point at 12 hexes, the lattice's usual
 * distance in mid-game, where other moves need 0.25.
 */
const TRAVEL_RATIO = 0.1;

/** Turns a piece needs to come home from a field distance. */
const turnsFor = (dist: number) => Math.ceil(Math.max(0, dist) / 7);

export function planPlayTurn(sim: Sim, ctx: TurnContext): void {
  const banned = new Set<string>();
  retreats(sim, ctx);
  for (let guard = 0; guard < 120; guard++) {
    if (Date.now() > ctx.deadline) break;
    const w = sim.world();
    if (w.ap <= 0) break;
    if (sim.state.turnState.secondArrival) break;
    const cands = candidates(w, ctx).filter((c) => c.cost <= w.ap && !banned.has(JSON.stringify(c.action)));
    const liftCost = liftOffReserve(w);
    const worth = cands.filter((c) => {
      if (c.task === 'liftOff') return true;
      if (w.ap - c.cost < liftCost) return false;
      const ratio = c.value / Math.max(1, c.cost);
      if (ratio >= (c.task === 'travel' ? TRAVEL_RATIO : 0.25)) return true;
      // cheap moves only with points that would not be saved anyway
      const saveNow = Math.min(10, Math.floor(w.ap / 5) * 5);
      const saveAfter = Math.min(10, Math.floor((w.ap - c.cost) / 5) * 5);
      return ratio > 0.02 && saveAfter >= saveNow;
    });
    if (!worth.length) break;
    worth.sort((a, b) => b.value / Math.max(1, b.cost) - a.value / Math.max(1, a.cost));
    let pick = worth[0]!;
    if (ctx.style.noise > 0 && worth.length > 1 && ctx.rand.next() < ctx.style.noise)
      pick = worth[1 + ctx.rand.int(worth.length - 1)]!;
    if (!sim.step(pick.action)) banned.add(JSON.stringify(pick.action));
  }
  finishTurn(sim);
}

function liftOffReserve(w: World): number {
  if (w.state.turn !== 25) return 0;
  let need = 0;
  for (const k of w.myAstronefs()) if (k.piece.at >= 0) need += 1 + (k.piece.towers ?? []).filter((t) => !t).length;
  return need;
}

/** Ends the turn; on turn 25 takes off first with every astronef still here. */
export function finishTurn(sim: Sim): void {
  const w = sim.world();
  if (sim.state.turn === 25 && sim.state.phase === 'play')
    for (const k of w.myAstronefs())
      if (k.piece.at >= 0) sim.step({ type: 'liftOff', player: sim.me, astronef: k.piece.id, choice: 'leave' });
  if (sim.step({ type: 'endTurn' })) return;
  // two tanks on neighbouring mountains: move one off, then end
  const r = apply(sim.state, { type: 'endTurn' });
  if (!r.ok && r.error.code === 'MOUNTAIN_PAIR') {
    const pair = (r.error.params.pieces as string[] | undefined) ?? [];
    for (const id of pair) {
      const d = legalDestinations(sim.state, id).find((x) => !x.mountainPair && !x.secondArrival && !x.strands);
      if (d && sim.step({ type: 'move', piece: id, path: d.path })) break;
    }
  }
  if (!sim.step({ type: 'endTurn' })) sim.step({ type: 'endTurn', timeout: true });
}

function retreats(sim: Sim, ctx: TurnContext): void {
  const ids = sim.state.turnState.mayRetreat.slice();
  for (const id of ids) {
    const w = sim.world();
    const p = w.state.pieces[w.state.index[id]!];
    if (!p || !w.mine(p)) continue;
    const threat = ctx.style.threatAware ? threatMap(w) : null;
    const dests = legalDestinations(sim.state, id).filter((d) => !d.strands && !d.mountainPair);
    if (!dests.length) continue;
    let best = dests[0]!;
    let bestScore = Infinity;
    for (const d of dests) {
      const h = destEnd(w.board, d)[0]!;
      const s = (threat ? threat[h]! : 0) + floodRisk(p.type, w.board.terrain[h]!, ctx.nextTide);
      if (s < bestScore) {
        bestScore = s;
        best = d;
      }
    }
    sim.step({ type: 'move', piece: id, path: best.path });
  }
}

export function candidates(w: World, ctx: TurnContext): Candidate[] {
  const out: Candidate[] = [];
  const threat = ctx.style.threatAware ? threatMap(w) : null;
  const homes = w.myAstronefs().filter((k) => k.piece.at >= 0);
  const podes = homes.flatMap((k) => k.podes.filter((h) => h >= 0).map((h) => ({ h, k })));
  const units = w.myUnits().filter((p) => !w.stuck(p) && p.neutralisedBy === null);
  const turn = w.state.turn;
  const staying =
    homes.length > 0 && (turn < 21 || Object.values(w.state.players[w.me]!.liftOff).every((c) => c !== 'leave'));
  const endPenalty = (p: Piece, hexes: number[]) => {
    let pen = 0;
    const value = PIECE_VALUE[p.type] + 2 * w.cargo(p).filter((q) => q.type === 'ore').length;
    for (const h of hexes) {
      if (threat) pen = Math.max(pen, threat[h]! * value * 0.5 * ctx.style.caution * ctx.weights.safety);
      if (ctx.style.useForecast) pen += floodRisk(p.type, w.board.terrain[h]!, ctx.nextTide) * 1.2;
    }
    return pen;
  };
  const nearPode = (hexes: number[]) => podes.find(({ h }) => hexes.some((x) => w.board.adjacent(x, h)));
  const hexesOf = (p: Piece) => (p.at2 >= 0 ? [p.at, p.at2] : [p.at]);
  // `tide`: only the hexes usable at that tide (a route open then); null: marsh and reef count as open
  // too (a route some tide opens).
  const passFor =
    (type: PieceType, tide: Tide | null = null) =>
    (h: number) => {
      const t = w.board.terrain[h]!;
      if (w.pontoonAt[h]! >= 0 && !SEA_PIECES.has(type)) return true;
      const b = w.byHex[h]!;
      if (b >= 0 && w.state.pieces[b]!.type === 'astronef') return false;
      if (!everUsable(type, t)) return false;
      if (tide) return usable(type, t, tide);
      return usable(type, t, w.state.tide) || t === MARSH || t === REEF;
    };
  const homeField = new Map<PieceType, Int16Array>();
  const homeDist = (p: Piece): Int16Array => {
    let f = homeField.get(p.type);
    if (!f) {
      const pass = passFor(p.type);
      const src: number[] = [];
      for (const { h } of podes) for (const x of neighbours(w.board, h)) if (pass(x)) src.push(x);
      f = distanceField(w.board, src, pass);
      homeField.set(p.type, f);
    }
    return f;
  };
  const fieldAt = (f: Int16Array, hexes: number[]) => {
    let best = -1;
    for (const h of hexes) if (f[h]! >= 0 && (best < 0 || f[h]! < best)) best = f[h]!;
    return best;
  };
  const homeDistAt = (p: Piece) => (tide: Tide | null) => {
    if (!tide) return homeDist(p);
    const pass = passFor(p.type, tide);
    const src: number[] = [];
    for (const { h } of podes) for (const x of neighbours(w.board, h)) if (pass(x)) src.push(x);
    return distanceField(w.board, src, pass);
  };
  const returning = (p: Piece) => {
    if (!staying || !homes.length) return false;
    const d = fieldAt(homeDist(p), hexesOf(p));
    return turn >= 25 - turnsFor(d < 0 ? 14 : d) - ctx.style.homeMargin;
  };
  const destinations = new Map<string, Destination[]>();
  const destinationsOf = (p: Piece) => {
    let d = destinations.get(p.id);
    if (!d) destinations.set(p.id, (d = legalDestinations(w.state, p.id)));
    return d;
  };
  // Moves toward a distance field: the destination with the most progress, less its end-of-turn risk.
  // False when the field is out of reach (no destination gets closer); true when the piece is there.
  const moveToward = (p: Piece, field: Int16Array, rate: number, task: string): boolean => {
    const here = fieldAt(field, hexesOf(p));
    if (here === 0) return true;
    if (here < 0) return false;
    let best: Candidate | null = null;
    for (const d of destinationsOf(p)) {
      if (d.strands || d.secondArrival || d.mountainPair) continue;
      const end = destEnd(w.board, d);
      const f = fieldAt(field, end);
      if (f < 0 || f >= here) continue;
      const score = (here - f) * rate - endPenalty(p, end) - d.cost * 0.01;
      if (score <= 0) continue;
      if (!best || score > best.value)
        best = { action: { type: 'move', piece: p.id, path: d.path }, value: score, cost: d.cost, task };
    }
    if (best) out.push(best);
    return best !== null;
  };
  // A harvester's trip (to ore or home), given its goal's distance field at a tide (null: any tide).
  // By the routes open at this tide when they reach a goal, unless the forecast shows the next tide
  // opening a way shorter by 4 hexes or more (then toward it, to wait there); when no route is open now,
  // toward the nearest goal by any route. Its moves are 'travel': worth their points at a lower rate
  // than other moves, since a harvester that waits loses every point beyond the ten it may save.
  const moveHarvesting = (p: Piece, fieldOf: (tide: Tide | null) => Int16Array, rate: number): boolean => {
    const here = hexesOf(p);
    const now = fieldOf(w.state.tide);
    const hereNow = fieldAt(now, here);
    if (hereNow < 0) return moveToward(p, fieldOf(null), rate, 'travel');
    if (ctx.nextTide && ctx.nextTide !== w.state.tide) {
      const hereNext = fieldAt(fieldOf(ctx.nextTide), here);
      if (hereNext >= 0 && hereNext + 4 <= hereNow) {
        moveToward(p, fieldOf(null), rate, 'travel');
        return true;
      }
    }
    return moveToward(p, now, rate, 'travel');
  };

  // --- evacuate: on the way home at the end, and into the astronef
  for (const p of units) {
    if (!returning(p)) continue;
    const pode = nearPode(hexesOf(p));
    if (pode) {
      const inside = w.cargo(p);
      out.push({
        action: { type: 'load', carrier: pode.k.piece.id, item: p.id },
        value: 3 + inside.length * 2,
        cost: 1,
        task: 'evacuate',
      });
      continue;
    }
    const cargoOre = w.cargo(p).filter((q) => q.type === 'ore').length;
    moveToward(p, homeDist(p), 0.5 + 0.3 * cargoOre, 'evacuate');
  }

  // --- harvest
  const ore = w.oreHexes();
  const oreSet = new Set(ore);
  const mineCrabs = units.filter((p) => p.type === 'crab').length;

  // --- ferry (hard): a crab with no land route to any ore (or only a very long one) goes aboard the
  // barge, which carries it across the sea and sets it down on land with ore within 3 hexes.
  const ferrying = new Set<string>();
  const barge = units.find((p) => p.type === 'barge');
  if (ctx.style.ferries && barge && homes.length && turn < 21) {
    const passCrab = passFor('crab');
    const crabSrc: number[] = [];
    for (const h of ore) {
      if (w.underEnemyFire(h)) continue;
      for (const x of neighbours(w.board, h)) if (passCrab(x)) crabSrc.push(x);
    }
    const crabOre = distanceField(w.board, crabSrc, passCrab);
    const bargeHexes = hexesOf(barge);
    const aboard = w.cargo(barge).find((q) => q.type === 'crab');
    if (aboard) {
      ferrying.add(barge.id);
      const landing = new Set<number>();
      for (let h = 0; h < w.board.n; h++) {
        const d = crabOre[h]!;
        if (d < 0 || d > 3 || w.byHex[h]! >= 0 || w.underEnemyFire(h)) continue;
        if (usable('crab', w.board.terrain[h]!, w.state.tide)) landing.add(h);
      }
      let unloading = false;
      for (const h of bargeHexes)
        for (const x of neighbours(w.board, h))
          if (landing.has(x)) {
            unloading = true;
            out.push({
              action: { type: 'unload', carrier: barge.id, item: aboard.id, to: w.board.hex(x) },
              value: 3 - 0.3 * crabOre[x]!,
              cost: 1,
              task: 'ferry',
            });
          }
      if (!unloading) {
        const passBarge = passFor('barge', w.state.tide);
        const src: number[] = [];
        for (const x of landing) for (const y of neighbours(w.board, x)) if (passBarge(y)) src.push(y);
        moveToward(barge, distanceField(w.board, src, passBarge), 0.4 * ctx.weights.harvest, 'travel');
      }
    } else if (w.freeSlots(barge) >= 2) {
      for (const c of units) {
        if (c.type !== 'crab' || w.cargo(c).length) continue;
        const d = fieldAt(crabOre, [c.at]);
        if (d >= 0 && d <= 15) continue;
        // is there ore the crab could reach from some coast at all?
        if (!crabSrc.length) continue;
        ferrying.add(barge.id);
        if (bargeHexes.some((h) => w.board.adjacent(h, c.at)))
          out.push({ action: { type: 'load', carrier: barge.id, item: c.id }, value: 2, cost: 1, task: 'ferry' });
        else {
          const passBarge = passFor('barge', w.state.tide);
          const src = neighbours(w.board, c.at).filter(passBarge);
          moveToward(barge, distanceField(w.board, src, passBarge), 0.3 * ctx.weights.harvest, 'travel');
        }
        break;
      }
    }
  }
  for (const p of units) {
    const cap = CARRY[p.type];
    if (cap === undefined) continue;
    if (p.type === 'barge' && !ctx.style.useBarge) continue;
    if (ferrying.has(p.id)) continue;
    // the pondeuse harvests when no crab is left (to build one), or when the level lets it
    if (p.type === 'pondeuse' && !ctx.style.usePondeuse && mineCrabs > 0) continue;
    const here = hexesOf(p);
    const cargoOre = w.cargo(p).filter((q) => q.type === 'ore');
    const free = w.freeSlots(p);
    // the pondeuse carries one ore at a time: it harvests with the points the crab leaves
    const weight = ctx.weights.harvest * (p.type === 'pondeuse' && mineCrabs > 0 ? 0.45 : 1);
    const pode = nearPode(here);
    if (cargoOre.length && pode) {
      for (const o of cargoOre)
        out.push({
          action: { type: 'unload', carrier: p.id, item: o.id, to: w.board.hex(pode.h) },
          value: 2.4 * weight,
          cost: 1,
          task: 'harvest',
        });
    }
    if (
      p.type === 'pondeuse' &&
      cargoOre.length &&
      turn <= 18 &&
      w.state.reserve.crab > 0 &&
      mineCrabs < ctx.style.maxCrabs &&
      !(p.built ?? []).includes('crab')
    ) {
      for (const h of neighbours(w.board, p.at)) {
        if (w.byHex[h]! >= 0 || !usable('crab', w.board.terrain[h]!, w.state.tide) || w.underEnemyFire(h)) continue;
        out.push({
          action: { type: 'build', pondeuse: p.id, kind: 'crab', to: w.board.hex(h) },
          value: 3,
          cost: 1,
          task: 'build',
        });
        break;
      }
    }
    if (returning(p)) continue;
    if (free > 0) {
      const homeD = homes.length ? fieldAt(homeDist(p), here) : 0;
      for (const h of here)
        for (const x of neighbours(w.board, h)) {
          if (!oreSet.has(x)) continue;
          const o = w.oreAt(x);
          if (o)
            out.push({
              action: { type: 'load', carrier: p.id, item: o.id },
              value: (1.7 - 0.04 * Math.max(0, homeD)) * weight,
              cost: 1,
              task: 'harvest',
            });
        }
    }
    if (!homes.length) continue;
    const toHome = fieldAt(homeDist(p), here);
    const goHome = cargoOre.length > 0 && (free <= 0 || cargoOre.length >= 2 || (toHome >= 0 && toHome <= 3));
    if (goHome) {
      if (!pode) moveHarvesting(p, homeDistAt(p), (0.35 + 0.25 * cargoOre.length) * weight);
    } else if (free > 0) {
      // the nearest ore open at this tide, else the nearest by any route (on the lattice the ore is
      // sparse: waiting for a low tide beside a flooded marsh idles for turns)
      const oreField = (tide: Tide | null) => {
        const pass = passFor(p.type, tide);
        const src: number[] = [];
        for (const h of ore) {
          if (w.underEnemyFire(h)) continue;
          for (const x of neighbours(w.board, h)) if (pass(x)) src.push(x);
        }
        return distanceField(w.board, src, pass);
      };
      // no ore within reach at this tide: bring home what it carries meanwhile
      if (!moveHarvesting(p, oreField, 0.3 * weight) && cargoOre.length && !pode)
        moveHarvesting(p, homeDistAt(p), 0.35 * weight);
    } else if (cargoOre.length && !pode) moveHarvesting(p, homeDistAt(p), 0.5 * weight);
  }

  // --- strike: shots at enemy pieces (and towers) with two shooters in range
  const shooters: { ref: string; at: number; range: number; piece: Piece | null }[] = [];
  for (const p of units) {
    if (!DESTRUCTOR_TYPES.has(p.type) || p.shots >= 2 || w.underEnemyFire(p.at)) continue;
    shooters.push({ ref: p.id, at: p.at, range: rangeOf(w.board, p), piece: p });
  }
  for (const k of homes)
    k.podes.forEach((pd, i) => {
      if (pd >= 0 && k.piece.towers?.[i] && (k.piece.towerShots?.[i] ?? 0) < 2)
        shooters.push({ ref: `${k.piece.id}:${i}`, at: pd, range: 2, piece: null });
    });
  const enemies = w.enemyUnits();
  const turnsLeft = Math.max(0, 25 - turn);
  const targetValue = (t: Piece) => {
    let v = PIECE_VALUE[t.type];
    // a harvester is worth the ore it would still bring its owner
    if (CARRY[t.type] !== undefined) v += 0.5 * Math.min(turnsLeft, 10);
    for (const q of w.cargo(t)) v += q.type === 'ore' ? 2 : PIECE_VALUE[q.type];
    if (DESTRUCTOR_TYPES.has(t.type) && units.some((u) => w.board.dist(u.at, t.at) <= 4)) v += 1.5;
    return v;
  };
  for (const t of enemies) {
    const th = hexesOf(t);
    const inRange = shooters.filter((s) => th.some((h) => w.board.dist(s.at, h) <= s.range));
    if (inRange.length >= 2) {
      const target = th.find((h) => inRange.filter((s) => w.board.dist(s.at, h) <= s.range).length >= 2);
      if (target !== undefined) {
        const pair = inRange.filter((s) => w.board.dist(s.at, target) <= s.range).slice(0, 2);
        out.push({
          action: { type: 'fire', shooters: [pair[0]!.ref, pair[1]!.ref], target: w.board.hex(target) },
          value: targetValue(t) * ctx.style.aggression * ctx.weights.strike,
          cost: 2,
          task: 'strike',
        });
      }
    }
    if (ctx.style.captures) {
      const captors = units.filter(
        (u) => DESTRUCTOR_TYPES.has(u.type) && !w.underEnemyFire(u.at) && th.some((h) => w.board.adjacent(u.at, h)),
      );
      if (captors.length >= 2)
        out.push({
          action: { type: 'capture', captors: [captors[0]!.id, captors[1]!.id], target: t.id },
          value: targetValue(t) * 1.4 * ctx.weights.strike,
          cost: 1,
          task: 'capture',
        });
    }
  }
  if (ctx.style.captures) {
    for (const k of w.astronefs) {
      if (!k.owner || k.owner === w.me || k.piece.departed) continue;
      const standing = (k.piece.towers ?? []).filter(Boolean).length;
      k.podes.forEach((pd, i) => {
        if (pd < 0 || !k.piece.towers?.[i]) return;
        const inRange = shooters.filter((s) => w.board.dist(s.at, pd) <= s.range);
        if (inRange.length >= 2)
          out.push({
            action: { type: 'fire', shooters: [inRange[0]!.ref, inRange[1]!.ref], target: w.board.hex(pd) },
            value: (1.5 + (standing === 1 ? 6 : 2)) * ctx.weights.strike,
            cost: 2,
            task: 'tower',
          });
      });
      if (standing === 0)
        for (const u of units)
          if (DESTRUCTOR_TYPES.has(u.type) && k.podes.some((pd) => w.board.adjacent(u.at, pd)))
            out.push({ action: { type: 'load', carrier: k.piece.id, item: u.id }, value: 60, cost: 1, task: 'take' });
    }
  }
  // --- strike moves: bring a destructor into range of a valuable enemy piece
  if (ctx.style.strikeMoves && w.ap >= 4) {
    const movers = units.filter((p) => DESTRUCTOR_TYPES.has(p.type) && p.shots < 2 && !returning(p));
    const dests = (p: Piece) => destinationsOf(p).filter((x) => !x.strands && !x.secondArrival && !x.mountainPair);
    const targets: { hexes: number[]; value: number }[] = enemies
      .filter((t) => targetValue(t) >= 2.5)
      .map((t) => ({ hexes: hexesOf(t), value: targetValue(t) }));
    if (ctx.style.captures)
      for (const k of w.astronefs) {
        if (!k.owner || k.owner === w.me || k.piece.departed) continue;
        // an astronef's towers, then the astronef itself: worth what it holds
        const standing = (k.piece.towers ?? []).filter(Boolean).length;
        const prize = Math.min(30, (scoresNow(w.state)[k.owner] ?? 0) / 2);
        k.podes.forEach(
          (pd, i) =>
            k.piece.towers?.[i] &&
            targets.push({ hexes: [pd], value: 2 + (3 - standing) * 1.5 + (standing === 1 ? prize / 3 : 0) }),
        );
        if (standing === 0 && turn < 25) {
          const pass = passFor('tank');
          const src: number[] = [];
          for (const pd of k.podes) for (const x of neighbours(w.board, pd)) if (pass(x)) src.push(x);
          const field = distanceField(w.board, src, pass);
          for (const p of movers) if (p.type !== 'motorBoat') moveToward(p, field, 0.5 + prize / 10, 'take');
        }
      }
    for (const t of targets) {
      const covering = shooters.filter((s) => t.hexes.some((h) => w.board.dist(s.at, h) <= s.range)).length;
      if (covering >= 2) continue;
      const options: { p: Piece; d: Destination; cost: number }[] = [];
      for (const p of movers) {
        if (t.hexes.some((h) => w.board.dist(p.at, h) <= rangeOf(w.board, p))) continue;
        if (Math.min(...t.hexes.map((h) => w.board.dist(p.at, h))) > 12) continue;
        let best: Destination | null = null;
        for (const d of dests(p)) {
          const e = destEnd(w.board, d)[0]!;
          if (!t.hexes.some((h) => w.board.dist(e, h) <= rangeOf(w.board, p, e))) continue;
          if (!best || d.cost < best.cost) best = d;
        }
        if (best) options.push({ p, d: best, cost: best.cost });
      }
      if (!options.length) continue;
      options.sort((a, b) => a.cost - b.cost);
      const need = 2 - covering;
      if (options.length < need) continue;
      const total = options.slice(0, need).reduce((s, o) => s + o.cost, 0) + 2;
      if (total > w.ap) continue;
      const o = options[0]!;
      const end = destEnd(w.board, o.d);
      const v =
        (t.value * ctx.style.aggression * ctx.weights.strike * 0.85 * (o.cost + 2)) / total -
        endPenalty(o.p, end) * 0.5;
      out.push({ action: { type: 'move', piece: o.p.id, path: o.d.path }, value: v, cost: o.cost, task: 'strikeMove' });
    }
  }

  // --- guard (hard): when two enemy destructors of one player could come within firing range of a pode
  // next turn, destructors stand within 2 hexes of it (with its tower they make a firing pair on anything
  // that comes to shoot it): the nearest from outside, else one from aboard through a pode.
  const guarding = new Set<string>();
  if (ctx.style.guards && homes.length && turn < 25) {
    for (const k of homes) {
      const perPlayer = new Map<PlayerId, number>();
      const podesUp = k.podes.filter((pd, i) => pd >= 0 && k.piece.towers?.[i]);
      if (!podesUp.length) continue;
      const threatened = new Set<number>();
      for (const e of enemies) {
        if (!DESTRUCTOR_TYPES.has(e.type) || w.stuck(e)) continue;
        const reach = (e.type === 'superTank' || e.type === 'tank' ? 3 : 2) + (e.type === 'motorBoat' ? 4 : 3) + 1;
        const near = podesUp.filter((pd) => w.board.dist(e.at, pd) <= reach);
        if (!near.length) continue;
        const o = w.owner(e)!;
        perPlayer.set(o, (perPlayer.get(o) ?? 0) + 1);
        for (const pd of near) threatened.add(pd);
      }
      const attackers = Math.max(0, ...perPlayer.values());
      if (attackers < 2) continue;
      const standing = podesUp.length;
      // a lost astronef loses everything aboard: the fewer towers stand, the more a guard is worth
      const stake = (standing === 1 ? 3 : standing === 2 ? 2 : 1.2) * ctx.weights.safety;
      const pass = passFor('tank');
      const src: number[] = [];
      for (const pd of threatened)
        for (const h of w.board.within(pd, 2)) if (h !== pd && !k.hexes.includes(h) && pass(h)) src.push(h);
      const field = distanceField(w.board, src, pass);
      const defenders = units
        .filter((p) => DESTRUCTOR_TYPES.has(p.type) && p.type !== 'motorBoat' && !returning(p))
        .map((p) => ({ p, d: fieldAt(field, [p.at]) }))
        .filter((x) => x.d >= 0)
        .sort((a, b) => a.d - b.d);
      const need = Math.min(2, attackers);
      const posted = defenders.filter((x) => x.d === 0);
      for (const x of posted.slice(0, need)) guarding.add(x.p.id);
      let missing = need - posted.length;
      for (const x of defenders) {
        if (missing <= 0) break;
        if (x.d === 0 || x.d > 8) continue;
        guarding.add(x.p.id);
        moveToward(x.p, field, 0.45 * stake, 'guard');
        missing--;
      }
      if (missing <= 0) continue;
      // from aboard: a tank or the super tank out through a standing pode, beside a threatened one
      const aboard = w.cargo(k.piece).filter((q) => q.type === 'tank' || q.type === 'superTank');
      const exits: number[] = [];
      k.podes.forEach((pd, i) => {
        if (pd < 0 || !k.piece.towers?.[i]) return;
        for (const h of neighbours(w.board, pd))
          if (
            w.byHex[h]! < 0 &&
            !k.hexes.includes(h) &&
            field[h] === 0 &&
            usable('tank', w.board.terrain[h]!, w.state.tide)
          )
            exits.push(h);
      });
      const seen = new Set<number>();
      for (const q of aboard.slice(0, missing))
        for (const h of exits) {
          if (seen.has(h) || w.underEnemyFire(h)) continue;
          seen.add(h);
          out.push({
            action: { type: 'unload', carrier: k.piece.id, item: q.id, to: w.board.hex(h) },
            value: (1.2 + (w.board.terrain[h] === MOUNTAIN ? 0.3 : 0)) * stake - endPenalty(q, [h]) * 0.5,
            cost: 1,
            task: 'guard',
          });
        }
    }
  }

  // --- hunt (hard): a lone enemy harvester (no two of its owner's destructors or towers could cover it
  // next turn) is approached by a pair of destructors over two turns, to a ring just out of its reach,
  // from where the strike moves fire on it next turn.
  if (ctx.style.hunts && turn < 24) {
    const hunters = units.filter(
      (p) => DESTRUCTOR_TYPES.has(p.type) && p.shots < 2 && !returning(p) && !guarding.has(p.id),
    );
    if (hunters.length >= 2) {
      const cover = new Map<PlayerId, Uint8Array>();
      const coverOf = (pid: PlayerId) => {
        let m = cover.get(pid);
        if (m) return m;
        m = new Uint8Array(w.board.n);
        for (const e of enemies) {
          if (!DESTRUCTOR_TYPES.has(e.type) || w.owner(e) !== pid || w.stuck(e) || e.neutralisedBy) continue;
          for (const h of w.board.within(e.at, rangeOf(w.board, e) + 3)) m[h] = Math.min(250, m[h]! + 1);
        }
        for (const a of w.astronefs)
          if (a.owner === pid && !a.piece.departed)
            a.podes.forEach((pd, i) => {
              if (pd >= 0 && a.piece.towers?.[i])
                for (const h of w.board.within(pd, 2)) m![h] = Math.min(250, m![h]! + 1);
            });
        cover.set(pid, m);
        return m;
      };
      let best: { t: Piece; value: number } | null = null;
      for (const t of enemies) {
        if (CARRY[t.type] === undefined || w.stuck(t)) continue;
        const o = w.owner(t)!;
        const c = coverOf(o);
        if (hexesOf(t).some((h) => c[h]! >= 2)) continue;
        const near = hunters.filter((p) => w.board.dist(p.at, t.at) <= 14).length;
        if (near < 2) continue;
        const v = targetValue(t);
        if (!best || v > best.value) best = { t, value: v };
      }
      if (best) {
        const th = hexesOf(best.t);
        const pass = passFor('tank');
        const src: number[] = [];
        for (const h of w.board.within(best.t.at, 4))
          if (th.every((x) => w.board.dist(x, h) >= 3) && pass(h)) src.push(h);
        const field = distanceField(w.board, src, pass);
        const pair = hunters
          .filter((p) => p.type !== 'motorBoat')
          .map((p) => ({ p, d: fieldAt(field, [p.at]) }))
          .filter((x) => x.d > 0)
          .sort((a, b) => a.d - b.d)
          .slice(0, 2);
        const rate = 0.04 * best.value * ctx.style.aggression * ctx.weights.strike;
        for (const x of pair) moveToward(x.p, field, rate, 'hunt');
      }
    }
  }

  // --- safety: leave hexes that enemy fire may reach next turn, or that the next tide may drown
  if (threat || ctx.style.useForecast) {
    for (const p of units) {
      if (guarding.has(p.id)) continue;
      const here = hexesOf(p);
      const risk = endPenalty(p, here);
      if (risk < 0.3) continue;
      let best: Candidate | null = null;
      for (const d of destinationsOf(p)) {
        if (d.strands || d.secondArrival || d.mountainPair || d.cost > 4) continue;
        const gain = risk - endPenalty(p, destEnd(w.board, d)) - 0.05 * d.cost;
        if (gain > 0.2 && (!best || gain / d.cost > best.value / best.cost))
          best = { action: { type: 'move', piece: p.id, path: d.path }, value: gain, cost: d.cost, task: 'safety' };
      }
      if (best) out.push(best);
    }
  }

  // --- escort: idle destructors stay near the harvesters and the astronef
  const harvesters = units.filter(
    (p) =>
      CARRY[p.type] !== undefined && enemies.some((e) => DESTRUCTOR_TYPES.has(e.type) && w.board.dist(e.at, p.at) <= 8),
  );
  for (const p of units) {
    if (!DESTRUCTOR_TYPES.has(p.type) || returning(p) || guarding.has(p.id)) continue;
    const pass = passFor(p.type);
    const src: number[] = [];
    for (const hv of harvesters) for (const x of neighbours(w.board, hv.at)) if (pass(x)) src.push(x);
    if (!src.length) continue;
    const field = distanceField(w.board, src, pass);
    const here = fieldAt(field, [p.at]);
    if (here <= 2) continue;
    moveToward(p, field, 0.05 * ctx.weights.escort, 'escort');
  }

  // --- towers of an astronef I took
  for (const k of homes)
    (k.piece.towers ?? []).forEach((up, i) => {
      if (!up && k.piece.rebuildBy === w.me)
        out.push({
          action: { type: 'rebuildTower', astronef: k.piece.id, pode: i },
          value: 2.5,
          cost: 2,
          task: 'rebuild',
        });
    });

  // --- turn 25: take off once nothing else worth its points is left (finishTurn also does it)
  if (turn === 25 && staying) {
    const pending = units.some((p) => {
      const pode = nearPode(hexesOf(p));
      return !!pode;
    });
    if (!pending)
      for (const k of homes)
        out.push({
          action: { type: 'liftOff', player: w.me, astronef: k.piece.id, choice: 'leave' },
          value: 0.01,
          cost: 0,
          task: 'liftOff',
        });
  }
  return out;
}

// ---------------------------------------------------------------- landing and deployment

/** Turn 1: the legal spot with the most ore within reach, coast, room, and far from the others. */
export function planLanding(state: GameState, me: PlayerId, style: Style, rand: Rand): Action | null {
  const w = new World(state, me);
  const k = state.pieces.find((p) => p.type === 'astronef' && p.at < 0 && !p.departed && w.owner(p) === me);
  if (!k) return null;
  const spots = landingSpots(state);
  if (!spots.length) return null;
  const board = w.board;
  const others = w.astronefs.filter((a) => a.owner !== me).flatMap((a) => a.hexes);
  const oreAt = new Uint8Array(board.n);
  for (const p of state.pieces) if (p.type === 'ore' && p.at >= 0 && p.in === null) oreAt[p.at] = 1;
  const scored = spots.map((s) => {
    const bubble = board.idx(s.at[0], s.at[1]);
    let score = 0;
    for (const h of board.within(bubble, 8)) {
      const d = board.dist(bubble, h);
      if (d <= 3) continue;
      if (oreAt[h]) score += 2 / (d - 2);
    }
    let sea = 0;
    let room = 0;
    for (const h of board.within(bubble, 3)) {
      const t = board.terrain[h]!;
      if (t === SEA) sea++;
      if (t === PLAIN || t === MOUNTAIN) room++;
    }
    score += Math.min(sea, 6) * 0.4 + Math.min(room, 20) * 0.15;
    for (const o of others) {
      const d = board.dist(bubble, o);
      if (d < 12) score -= (12 - d) * 0.8;
    }
    // the middle of the board is reached by everyone: a little away from it
    return { s, score };
  });
  scored.sort((a, b) => b.score - a.score);
  const pick = style.noise > 0.2 ? scored[rand.int(Math.min(8, scored.length))]! : scored[0]!;
  return { type: 'land', astronef: k.id, at: pick.s.at, orientation: pick.s.orientation };
}

/** Turn 2 (and 15): sets the army down around the astronef: harvesters by the ore, tanks on guard. */
export function planDeploy(sim: Sim, style: Style, rand: Rand): void {
  // Every piece left aboard is a point at take-off and costs no action points to bring home: only the
  // harvesters and a few guards go out.
  const order: PieceType[] = ['crab', 'pondeuse', 'barge', 'superTank', 'tank'];
  const ids = deployableIds(sim);
  let tanks = 0;
  const chosen = ids
    .map((id) => sim.state.pieces[sim.state.index[id]!]!)
    .filter((p) => order.includes(p.type))
    .sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type));
  for (const p of chosen) {
    if (p.type === 'tank' || p.type === 'superTank') {
      if (tanks >= style.deployTanks) continue;
      tanks++;
    }
    if (p.type === 'barge' && !style.useBarge) continue;
    const w = sim.world();
    const spots = deploySpots(sim.state, p.id).map((h) => w.board.idx(h[0], h[1]));
    if (!spots.length) continue;
    const ore = w.oreHexes();
    const podes = w.myAstronefs().flatMap((k) => k.podes);
    let best = -1;
    let bestScore = -Infinity;
    for (const h of spots) {
      const t = w.board.terrain[h]!;
      let s = 0;
      const nearOre = ore.length ? Math.min(...ore.map((o) => w.board.dist(o, h))) : 9;
      if (CARRY[p.type] !== undefined) s -= nearOre * 1.5;
      if (p.type === 'barge' || p.type === 'motorBoat') s += t === SEA ? 3 : 0;
      else if (t === MARSH || t === REEF) s -= 3;
      if (p.type === 'tank' && t === MOUNTAIN) s += 2;
      if (DESTRUCTOR_TYPES.has(p.type)) {
        // spread the guards out, a little away from the podes
        for (const q of w.myUnits()) if (DESTRUCTOR_TYPES.has(q.type) && w.board.dist(q.at, h) < 2) s -= 2;
        s += Math.min(3, Math.min(...podes.map((pd) => w.board.dist(pd, h))));
      }
      if (podes.some((pd) => w.board.adjacent(pd, h)) && CARRY[p.type] === undefined) s -= 2;
      s += rand.next() * style.noise;
      if (s > bestScore) {
        bestScore = s;
        best = h;
      }
    }
    if (best >= 0) sim.step({ type: 'deploy', piece: p.id, to: w.board.hex(best) });
  }
  finishTurn(sim);
}

function deployableIds(sim: Sim): string[] {
  // the pieces in my astronefs that deployment may set down (the engine's own list, through a view-free check)
  const out: string[] = [];
  for (const p of sim.state.pieces) {
    if (p.destroyed || p.in === null || p.type === 'ore' || p.type === 'astronef') continue;
    const host = sim.state.pieces[sim.state.index[p.in]!];
    if (!host || host.type !== 'astronef' || host.at < 0) continue;
    if (sim.world().owner(host) !== sim.me) continue;
    out.push(p.id);
  }
  return out;
}

/** Turn 21: leave now with what is aboard, or stay for four more turns of harvest. */
export function liftOffChoice(state: GameState, me: PlayerId, astronefId: string, style: Style): 'leave' | 'stay' {
  const w = new World(state, me);
  const k = w.astronefs.find((a) => a.piece.id === astronefId);
  if (!k) return 'stay';
  const outside = w.myUnits();
  // what staying can still bring: pieces outside come home, harvesters keep working
  let gain = outside.length * 0.8;
  for (const p of outside) if (CARRY[p.type] !== undefined) gain += 3;
  // what staying risks: enemy destructors near the astronef, towers down
  let risk = 0;
  for (const e of w.enemyUnits())
    if (DESTRUCTOR_TYPES.has(e.type) && Math.min(...k.hexes.map((h) => w.board.dist(h, e.at))) <= 6) risk += 2;
  risk += (k.piece.towers ?? []).filter((t) => !t).length * 4;
  if (!style.threatAware) return outside.length > 3 ? 'stay' : 'leave';
  return gain >= risk ? 'stay' : 'leave';
}

export { hexKey };
