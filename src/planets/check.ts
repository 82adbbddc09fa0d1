// Is a board fair and playable? Land connected for crabs and tanks, sea connected for boats and barges
// whatever the tide, and landing spots for every player whose surroundings are alike. The figures are
// returned with the verdict, so the screen and `npm run map` can show them.
import { Board, landAt, T_MARSH, T_MOUNTAIN, T_OFF, T_PLAIN, T_SEA } from '../engine/board.js';
import type { Tide } from '../engine/types.js';

/** The thresholds, stated once (the README repeats them). */
export const RULES = {
  /** Share of the land (at normal tide) a tank or crab can reach in the largest land mass (high tide floods the marsh: reported, not required; the original board holds 18% then). */
  landConnected: 0.7,
  /** Share of the open sea a boat can reach from the largest stretch of water at low tide. */
  seaConnected: 0.7,
  /** At least this share of the board is open sea (boats and barges need room). */
  seaShare: 0.04,
  /** Landing spots of different players: bubbles at least this many hexes apart (the rule's 6 pole to pole, and room to deploy). */
  spotDistance: 10,
  /** Radius of a spot's surroundings: land and coast are counted within it, ore within it plus one. */
  radius: 6,
  /** Floors for a spot: ore within reach, land hexes, coast hexes. */
  floor: { ore: 4, land: 50, coast: 2 },
  /** Figures of the chosen spots may differ by this share of the largest, or by the absolute tolerance if larger. */
  margin: 0.25,
  tolerance: { ore: 2, land: 8, coast: 4, distance: 2 },
} as const;

export interface Spot {
  at: [number, number];
  orientation: 'N' | 'S';
  /** Ore within radius + 1 of the bubble that the landing does not clear (further than 3 from every astronef hex). */
  ore: number;
  /** Land hexes (at normal tide) within radius. */
  land: number;
  /** Open-sea hexes next to land within radius: where boats and barges can come ashore. */
  coast: number;
  /** Hexes to the nearest other chosen spot. */
  nearest: number;
}

/** Why a board fails its check, as what fails and its figures (shares 0..1): a screen says it in its words. */
export type CheckFailure =
  | { code: 'LAND_BROKEN'; share: number; needed: number }
  | { code: 'TOO_LITTLE_SEA'; share: number; needed: number }
  | { code: 'SEA_BROKEN'; share: number; needed: number }
  | { code: 'NO_SPOTS'; players: number; distance: number; candidates: number }
  | {
      code: 'SPOTS_UNLIKE';
      players: number;
      margin: number;
      ore: number[];
      land: number[];
      coast: number[];
      nearest: number[];
    };

/** A failure in one English sentence (the command line, logs). */
export function failureText(f: CheckFailure): string {
  const pct = (x: number) => `${Math.round(100 * x)}%`;
  switch (f.code) {
    case 'LAND_BROKEN':
      return `the land is broken up: the largest land mass holds ${pct(f.share)} of it at normal tide, at least ${pct(f.needed)} needed`;
    case 'TOO_LITTLE_SEA':
      return `too little sea: ${pct(f.share)} of the board, at least ${pct(f.needed)} needed`;
    case 'SEA_BROKEN':
      return `the sea is broken up at low tide: the largest stretch holds ${pct(f.share)} of it, at least ${pct(f.needed)} needed`;
    case 'NO_SPOTS':
      return `no ${f.players} landing spots at least ${f.distance} hexes apart with ore, land and coast round them (${f.candidates} good spots in all)`;
    case 'SPOTS_UNLIKE':
      return `the ${f.players} best landing spots are not alike within ${pct(f.margin)}: ore ${f.ore.join('/')}, land ${f.land.join('/')}, coast ${f.coast.join('/')}, nearest ${f.nearest.join('/')}`;
  }
}

export interface CheckResult {
  ok: boolean;
  /** Why it fails, one English sentence each (empty when ok): `failureText` of each of `failures`. */
  problems: string[];
  /** Why it fails, as codes and figures. */
  failures: CheckFailure[];
  players: number;
  hexes: number;
  ore: number;
  terrain: { plain: number; sea: number; marsh: number; reef: number; mountain: number };
  /** Share of land hexes in the largest land mass, at normal and at high tide. */
  land: { normal: number; high: number };
  /** Share of open-sea hexes in the largest stretch of water at low tide, and the sea's share of the board. */
  sea: { low: number; share: number };
  /** The chosen landing spots and how far apart their figures are ((max - min) / max). */
  landing: {
    spots: Spot[];
    spread: { ore: number; land: number; coast: number; distance: number };
    candidates: number;
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** Share of the hexes passing `member` that lie in the largest connected group of them. */
function largestShare(board: Board, member: (i: number) => boolean): number {
  const seen = new Uint8Array(board.n);
  let total = 0;
  let best = 0;
  const stack: number[] = [];
  for (let i = 0; i < board.n; i++) {
    if (seen[i] || !member(i)) continue;
    let size = 0;
    seen[i] = 1;
    stack.push(i);
    while (stack.length > 0) {
      const h = stack.pop()!;
      size++;
      for (let d = 0; d < 6; d++) {
        const x = board.nb[h * 6 + d]!;
        if (x >= 0 && !seen[x] && member(x)) {
          seen[x] = 1;
          stack.push(x);
        }
      }
    }
    total += size;
    best = Math.max(best, size);
  }
  return total === 0 ? 0 : best / total;
}

/** The astronef's four hexes: the bubble and its podes N, SE, SW (orientation N) or S, NE, NW (S), as the engine places them. */
function astronefHexes(board: Board, bubble: number, orientation: 'N' | 'S'): number[] | null {
  const out = [bubble];
  for (const d of orientation === 'N' ? [0, 2, 4] : [3, 1, 5]) {
    const h = board.neighbor(bubble, d);
    if (h < 0) return null;
    out.push(h);
  }
  return out;
}

interface Candidate {
  bubble: number;
  orientation: 'N' | 'S';
  ore: number;
  land: number;
  coast: number;
}

/** Checks a board with its ore for this many players. */
export function checkBoard(board: Board, ore: readonly number[], players: number): CheckResult {
  const failures: CheckFailure[] = [];
  const counts = [0, 0, 0, 0, 0];
  for (let i = 0; i < board.n; i++) if (board.terrain[i] !== T_OFF) counts[board.terrain[i]!]!++;
  const isLand = (tide: Tide) => (i: number) => board.on[i] === 1 && landAt(board.terrain[i]!, tide);
  const land = {
    normal: round(largestShare(board, isLand('normal'))),
    high: round(largestShare(board, isLand('high'))),
  };
  if (land.normal < RULES.landConnected)
    failures.push({ code: 'LAND_BROKEN', share: land.normal, needed: RULES.landConnected });
  const seaShare = counts[T_SEA]! / board.size;
  const sea = { low: round(largestShare(board, (i) => board.terrain[i] === T_SEA)), share: round(seaShare) };
  if (seaShare < RULES.seaShare) failures.push({ code: 'TOO_LITTLE_SEA', share: seaShare, needed: RULES.seaShare });
  else if (sea.low < RULES.seaConnected)
    failures.push({ code: 'SEA_BROKEN', share: sea.low, needed: RULES.seaConnected });

  const landing = chooseSpots(board, ore, players);
  failures.push(...landing.failures);
  return {
    ok: failures.length === 0,
    problems: failures.map(failureText),
    failures,
    players,
    hexes: board.size,
    ore: ore.length,
    terrain: {
      plain: counts[T_PLAIN]!,
      sea: counts[T_SEA]!,
      marsh: counts[T_MARSH]!,
      reef: counts[3]!,
      mountain: counts[T_MOUNTAIN]!,
    },
    land,
    sea,
    landing: { spots: landing.spots, spread: landing.spread, candidates: landing.candidates },
  };
}

function chooseSpots(board: Board, ore: readonly number[], players: number) {
  const R = RULES.radius;
  const isOre = new Uint8Array(board.n);
  for (const h of ore) isOre[h] = 1;
  const landNormal = (i: number) => landAt(board.terrain[i]!, 'normal');
  const coastal = new Uint8Array(board.n);
  for (let i = 0; i < board.n; i++) {
    if (board.terrain[i] !== T_SEA) continue;
    for (let d = 0; d < 6; d++) {
      const x = board.nb[i * 6 + d]!;
      if (x >= 0 && landNormal(x)) coastal[i] = 1;
    }
  }
  // Every legal landing spot (plain or marsh, off the edge ring) that meets the floors.
  const candidates: Candidate[] = [];
  const stamp = new Int32Array(board.n);
  let token = 0;
  for (let b = 0; b < board.n; b++) {
    if (!board.on[b] || board.edge[b]) continue;
    let landCount = 0;
    let coast = 0;
    const near = board.within(b, R);
    for (let k = 0; k < near.length; k++) {
      const x = near[k]!;
      if (landNormal(x)) landCount++;
      else coast += coastal[x]!;
    }
    if (landCount < RULES.floor.land || coast < RULES.floor.coast) continue;
    let inReach = 0;
    const reach = board.within(b, R + 1);
    for (let k = 0; k < reach.length; k++) inReach += isOre[reach[k]!]!;
    // One candidate per bubble: the orientation that leaves more ore round it.
    let bestHere: Candidate | null = null;
    for (const orientation of ['N', 'S'] as const) {
      const hs = astronefHexes(board, b, orientation);
      if (!hs || hs.some((h) => board.edge[h] || (board.terrain[h] !== T_PLAIN && board.terrain[h] !== T_MARSH)))
        continue;
      // The landing clears the ore within 3 of any astronef hex (all of it within R + 1 of the bubble).
      token++;
      let cleared = 0;
      for (const h of hs) {
        const around = board.within(h, 3);
        for (let k = 0; k < around.length; k++) {
          const x = around[k]!;
          if (isOre[x] && stamp[x] !== token) {
            stamp[x] = token;
            cleared++;
          }
        }
      }
      const oreCount = inReach - cleared;
      if (oreCount < RULES.floor.ore || (bestHere && bestHere.ore >= oreCount)) continue;
      bestHere = { bubble: b, orientation, ore: oreCount, land: landCount, coast };
    }
    if (bestHere) candidates.push(bestHere);
  }
  const allowed = (max: number, tol: number) => Math.max(RULES.margin * max, tol);
  const nearestIn = (set: Candidate[], c: Candidate): number => {
    let m = Infinity;
    for (const o of set) if (o !== c) m = Math.min(m, board.dist(o.bubble, c.bubble));
    return m;
  };
  // How far a set is from the margin: 1 is at the margin, below is within it.
  const excess = (set: Candidate[]): number => {
    let worst = 0;
    for (const key of ['ore', 'land', 'coast'] as const) {
      let lo = Infinity;
      let hi = -Infinity;
      for (const c of set) {
        lo = Math.min(lo, c[key]);
        hi = Math.max(hi, c[key]);
      }
      worst = Math.max(worst, (hi - lo) / allowed(hi, RULES.tolerance[key]));
    }
    if (set.length > 2) {
      let lo = Infinity;
      let hi = -Infinity;
      for (const c of set) {
        const d = nearestIn(set, c);
        lo = Math.min(lo, d);
        hi = Math.max(hi, d);
      }
      worst = Math.max(worst, (hi - lo) / allowed(hi, RULES.tolerance.distance));
    }
    return worst;
  };
  // Greedy from many starting spots: add the far-enough spot that keeps the set most alike.
  let best: Candidate[] | null = null;
  let bestScore = Infinity;
  const starts = Math.min(candidates.length, 40);
  const stride = candidates.length / Math.max(1, starts);
  for (let s = 0; s < starts && bestScore > 0.5; s++) {
    const set = [candidates[Math.floor(s * stride)]!];
    while (set.length < players) {
      let pick: Candidate | null = null;
      let pickScore = Infinity;
      for (const c of candidates) {
        if (set.some((o) => board.dist(o.bubble, c.bubble) < RULES.spotDistance)) continue;
        set.push(c);
        const sc = excess(set);
        set.pop();
        if (sc < pickScore) {
          pickScore = sc;
          pick = c;
        }
      }
      if (!pick) break;
      set.push(pick);
    }
    if (set.length < players) continue;
    // Then swap single spots for better ones while that brings the set closer together.
    let sc = excess(set);
    for (let improved = true; improved && sc > 0;) {
      improved = false;
      for (let k = 0; k < set.length; k++) {
        const keep = set[k]!;
        for (const c of candidates) {
          if (set.some((o, j) => j !== k && board.dist(o.bubble, c.bubble) < RULES.spotDistance)) continue;
          set[k] = c;
          const trial = excess(set);
          if (trial < sc - 1e-9) {
            sc = trial;
            improved = true;
            break;
          }
          set[k] = keep;
        }
        if (improved) break;
      }
    }
    if (sc < bestScore) {
      bestScore = sc;
      best = set.slice();
    }
  }
  const failures: CheckFailure[] = [];
  const spread = { ore: 0, land: 0, coast: 0, distance: 0 };
  let spots: Spot[] = [];
  if (!best) {
    failures.push({ code: 'NO_SPOTS', players, distance: RULES.spotDistance, candidates: candidates.length });
  } else {
    spots = best.map((c) => ({
      at: board.hex(c.bubble) as [number, number],
      orientation: c.orientation,
      ore: c.ore,
      land: c.land,
      coast: c.coast,
      nearest: nearestIn(best!, c),
    }));
    for (const key of ['ore', 'land', 'coast', 'nearest'] as const) {
      const values = spots.map((s) => s[key]);
      const hi = Math.max(...values);
      spread[key === 'nearest' ? 'distance' : key] = hi === 0 ? 0 : round((hi - Math.min(...values)) / hi);
    }
    if (bestScore > 1)
      failures.push({
        code: 'SPOTS_UNLIKE',
        players,
        margin: RULES.margin,
        ore: spots.map((s) => s.ore),
        land: spots.map((s) => s.land),
        coast: spots.map((s) => s.coast),
        nearest: spots.map((s) => s.nearest),
      });
  }
  return { spots, spread, candidates: candidates.length, failures };
}
