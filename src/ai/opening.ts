// The opening: where the astronef lands (turn 1), and which pieces it sets down where (turn 2, and the
// second army on turn 15).
import {
  CAPACITY,
  DESTRUCTORS,
  T_MARSH,
  T_MOUNTAIN,
  T_PLAIN,
  T_REEF,
  T_SEA,
  TIDES,
  astronefHexes,
  deploySpots,
  landAt,
  landingSpots,
  type Action,
  type GameState,
  type PieceType,
  type PlayerId,
  type Rand,
} from '../engine/index.js';
import { finishTurn } from './planner.js';
import type { Sim } from './sim.js';
import type { Style } from './style.js';
import { World, distanceField, neighbours, usable } from './world.js';

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
    if (style.landsByRoutes) score = oreByRoutes(w, oreAt, bubble, s.orientation);
    else
      for (const h of board.within(bubble, 8)) {
        const d = board.dist(bubble, h);
        if (d <= 3) continue;
        if (oreAt[h]) score += 2 / (d - 2);
      }
    let sea = 0;
    let room = 0;
    for (const h of board.within(bubble, 3)) {
      const t = board.terrain[h]!;
      if (t === T_SEA) sea++;
      if (t === T_PLAIN || t === T_MOUNTAIN) room++;
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

/**
 * Hard: the ore a landing spot gives its harvesters, by their routes at normal tide from the podes (the crab
 * over land, the barge over the sea near a pode), not as the crow flies: ore across water or behind
 * mountains is far for a crab, and a coast a barge cannot reach from the spot brings it nothing. Each ore
 * not cleared by the landing counts 2 / (route + 1) up to 14 hexes, the better of crab and barge (the
 * barge's at 0.8: it carries more but moves only on water).
 */
function oreByRoutes(w: World, oreAt: Uint8Array, at: number, orientation: 'N' | 'S'): number {
  const board = w.board;
  const hexes = astronefHexes(board, at, orientation) ?? [at];
  const podes = hexes.slice(1).filter((h) => h >= 0);
  const free = (h: number) => !hexes.includes(h);
  const crabPass = (h: number) => free(h) && usable('crab', board.terrain[h]!, 'normal');
  const bargePass = (h: number) => free(h) && usable('barge', board.terrain[h]!, 'normal');
  const around = podes.flatMap((pd) => neighbours(board, pd));
  const crab = distanceField(board, around.filter(crabPass), crabPass);
  const sea: number[] = [];
  for (const pd of podes) for (const h of board.within(pd, 2)) if (bargePass(h)) sea.push(h);
  const barge = distanceField(board, sea, bargePass);
  const worth = (d: number) => (d < 0 || d > 14 ? 0 : 2 / (d + 1));
  let score = 0;
  for (let o = 0; o < board.n; o++) {
    if (!oreAt[o] || hexes.some((h) => h >= 0 && board.dist(h, o) <= 3)) continue;
    let best = 0;
    for (const x of neighbours(board, o)) best = Math.max(best, worth(crab[x]!), 0.8 * worth(barge[x]!));
    score += best;
  }
  return score;
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
  const routes = new Map<PieceType, Float32Array>();
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
      if (CAPACITY[p.type] !== undefined) {
        let nearOre = ore.length ? Math.min(...ore.map((o) => w.board.dist(o, h))) : 9;
        if (style.deployByRoutes) {
          if (!routes.has(p.type)) routes.set(p.type, oreRoutes(w, p.type));
          nearOre = routes.get(p.type)![h]!;
        }
        s -= nearOre * 1.5;
      }
      if (p.type === 'barge' || p.type === 'motorBoat') s += t === T_SEA ? 3 : 0;
      else if (t === T_MARSH || t === T_REEF) s -= 3;
      if (p.type === 'tank' && t === T_MOUNTAIN) s += 2;
      if (DESTRUCTORS.has(p.type)) {
        // spread the guards out, a little away from the podes
        for (const q of w.myUnits()) if (DESTRUCTORS.has(q.type) && w.board.dist(q.at, h) < 2) s -= 2;
        s += Math.min(3, Math.min(...podes.map((pd) => w.board.dist(pd, h))));
      }
      if (podes.some((pd) => w.board.adjacent(pd, h)) && CAPACITY[p.type] === undefined) s -= 2;
      s += rand.next() * style.noise;
      if (s > bestScore) {
        bestScore = s;
        best = h;
      }
    }
    if (best >= 0) sim.step({ type: 'deploy', piece: p.id, to: w.board.hex(best) }, { task: 'deploy', goal: null });
  }
  finishTurn(sim);
}

/** A route to ore no tide opens counts as this many hexes (beyond any trip worth making). */
const NO_ROUTE = 25;

/**
 * For each hex, the mean over the three tides (five cards of each) of a harvester's route to a hex beside
 * ore open at that tide, NO_ROUTE when there is none. A barge set down in a pool that marsh closes at low
 * and normal tide reaches nothing on two turns in three, however near the ore looks (issue 28 point 3).
 */
function oreRoutes(w: World, type: PieceType): Float32Array {
  const mean = new Float32Array(w.board.n);
  const ore = w.state.pieces.filter((p) => p.type === 'ore' && !p.destroyed && p.in === null && p.at >= 0);
  for (const tide of TIDES) {
    const pass = (h: number) => {
      const b = w.byHex[h]!;
      if (b >= 0 && w.state.pieces[b]!.type === 'astronef') return false;
      return usable(type, w.board.terrain[h]!, tide);
    };
    const src: number[] = [];
    for (const o of ore)
      if (landAt(w.board.terrain[o.at]!, tide)) for (const x of neighbours(w.board, o.at)) if (pass(x)) src.push(x);
    const f = distanceField(w.board, src, pass);
    for (let h = 0; h < f.length; h++) mean[h]! += (f[h]! >= 0 ? f[h]! : NO_ROUTE) / TIDES.length;
  }
  return mean;
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
