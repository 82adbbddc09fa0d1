// The animation planner: from the pieces before and after a change (and the action that caused it, when this
// screen sent one), the list of tracks the board plays. Pure: no DOM, no clock; times are milliseconds from the
// start of the plan, already divided by the speed setting. The board has its new state at once: a plan only
// draws the way there, and a new change replaces it (the game is never waiting for an animation).
import type { Action, Hex } from '../../../src/engine/types';
import type { ViewPiece } from '../../../src/engine/view-types';

export type Track =
  /** A piece travels along hexes (a barge: its second hex travels along `path2`). */
  | { kind: 'glide'; piece: string; path: Hex[]; path2?: Hex[]; start: number; end: number }
  /** A piece slides into its carrier (`into`) or out of it (unload, deploy, build). */
  | { kind: 'slide'; piece: string; from: Hex; to: Hex; into: boolean; start: number; end: number }
  /** An astronef comes down onto its hexes. */
  | { kind: 'descend'; piece: string; start: number; end: number }
  /** An astronef leaves the planet: drawn as it was, rising and fading. */
  | { kind: 'lift'; ghost: ViewPiece; start: number; end: number }
  /** A shot's tracer from a shooter's hex to the target hex. */
  | { kind: 'tracer'; from: Hex; to: Hex; start: number; end: number }
  /** An explosion on a hex. */
  | { kind: 'blast'; at: Hex; start: number; end: number }
  /** A piece that is gone, still drawn as it was until `start`, then fading out by `end`. */
  | { kind: 'ghost'; ghost: ViewPiece; start: number; end: number }
  /** A piece that is gone under water (a pontoon chain, what stood on it): sinks at its turn in the chain. */
  | { kind: 'sink'; ghost: ViewPiece; start: number; end: number }
  /** A piece changes hands: drawn in the old owner's colour until the middle, then the new one's, with a pulse. */
  | { kind: 'recolor'; piece: string; from: string | null; start: number; end: number };

export interface Plan {
  tracks: Track[];
  /** When the last track ends (0: nothing to play). */
  duration: number;
}

export const EMPTY_PLAN: Plan = { tracks: [], duration: 0 };

/** Base durations at speed 1, in milliseconds. */
export const DURATION = {
  step: 150,
  glideMax: 1400,
  slide: 320,
  descend: 800,
  lift: 900,
  tracer: 260,
  blast: 520,
  fade: 320,
  sink: 480,
  sinkStagger: 140,
  recolor: 700,
} as const;

const same = (a: Hex | null | undefined, b: Hex | null | undefined) => !!a && !!b && a[0] === b[0] && a[1] === b[1];
/** Same hex, or both absent (a barge's second hex). */
const sameOrNone = (a: Hex | null | undefined, b: Hex | null | undefined) => (!a && !b) || same(a, b);

function cube(h: Hex): [number, number, number] {
  const q = h[0];
  const r = h[1] - (h[0] - (h[0] & 1)) / 2;
  return [q, r, -q - r];
}
export function hexDistance(a: Hex, b: Hex): number {
  const [aq, ar, as] = cube(a);
  const [bq, br, bs] = cube(b);
  return Math.max(Math.abs(aq - bq), Math.abs(ar - br), Math.abs(as - bs));
}

/** Whether a piece stands on the board (not carried, not waiting to land, not gone). */
function onBoard(p: ViewPiece | undefined): p is ViewPiece & { at: Hex } {
  return !!p && !!p.at && !p.in && !p.departed;
}

/** The hex a shooter string names: 'id' (its hex) or 'id:pode' (that pode of an astronef). */
function shooterHex(byId: Map<string, ViewPiece>, shooter: string): Hex | null {
  const [id, pode] = shooter.split(':');
  const p = byId.get(id!);
  if (!p) return null;
  if (pode !== undefined && p.hexes) return p.hexes[Number(pode) + 1] ?? null;
  return p.at;
}

/**
 * Plans the animation of one change. `intent` is the action this screen sent just before (its path, shooters
 * and target are what the pieces' positions alone cannot tell); without one, what changed is still shown.
 */
export function planMotion(
  prev: readonly ViewPiece[],
  next: readonly ViewPiece[],
  intent: Action | null,
  speed: number,
): Plan {
  if (!(speed > 0) || !prev.length) return EMPTY_PLAN;
  const k = 1 / speed;
  const before = new Map(prev.map((p) => [p.id, p]));
  const after = new Map(next.map((p) => [p.id, p]));
  const tracks: Track[] = [];
  const handled = new Set<string>();

  // 1. a shot: tracers from each shooter, a blast on the target, what was there vanishes in the blast
  let blastEnd = 0;
  if (intent?.type === 'fire') {
    for (const s of intent.shooters) {
      const from = shooterHex(before, s);
      if (from) tracks.push({ kind: 'tracer', from, to: intent.target, start: 0, end: DURATION.tracer * k });
    }
    const start = DURATION.tracer * 0.8 * k;
    blastEnd = start + DURATION.blast * k;
    tracks.push({ kind: 'blast', at: intent.target, start, end: blastEnd });
  }

  // 2. what moved, boarded, came out, landed, left or changed hands
  for (const p of next) {
    const was = before.get(p.id);
    if (p.type === 'astronef') {
      if (was && !onBoard(was) && onBoard(p) && !was.departed) {
        tracks.push({ kind: 'descend', piece: p.id, start: 0, end: DURATION.descend * k });
        handled.add(p.id);
      } else if (onBoard(was) && (p.departed || !p.at)) {
        tracks.push({ kind: 'lift', ghost: was, start: 0, end: DURATION.lift * k });
        handled.add(p.id);
      }
    } else if (onBoard(was) && onBoard(p) && (!same(was.at, p.at) || !sameOrNone(was.at2, p.at2))) {
      tracks.push(glideOf(was, p, intent?.type === 'move' && intent.piece === p.id ? intent : null, k));
      handled.add(p.id);
    } else if (onBoard(was) && p.in && !was.in) {
      // loaded: into its carrier, wherever the carrier now stands
      const carrier = after.get(p.in);
      const to = carrier?.at ?? was.at;
      tracks.push({ kind: 'slide', piece: p.id, from: was.at, to, into: true, start: 0, end: DURATION.slide * k });
      handled.add(p.id);
    } else if (onBoard(p) && (!was || !onBoard(was))) {
      // unloaded, deployed or built: out of the carrier (the piece it was in, or the pondeuse that built it)
      const carrierId = was?.in ?? (intent?.type === 'build' ? intent.pondeuse : null);
      const carrier = carrierId ? (after.get(carrierId) ?? before.get(carrierId)) : undefined;
      const from = carrier?.at ?? carrier?.hexes?.[0] ?? null;
      if (from)
        tracks.push({ kind: 'slide', piece: p.id, from, to: p.at, into: false, start: 0, end: DURATION.slide * k });
      handled.add(p.id);
    }
    if (was && onBoard(p) && was.owner !== p.owner && p.owner) {
      tracks.push({ kind: 'recolor', piece: p.id, from: was.owner, start: 0, end: DURATION.recolor * k });
    }
  }

  // 3. what is gone from the board: in the blast, or sunk (a pontoon chain and what stood on it), in order
  const gone = prev.filter(
    (p): p is ViewPiece & { at: Hex } =>
      onBoard(p) && !handled.has(p.id) && !onBoard(after.get(p.id)) && !after.get(p.id)?.in,
  );
  if (gone.length) {
    const origin = intent?.type === 'fire' ? intent.target : originOf(intent, after, before);
    const inBlast =
      intent?.type === 'fire' ? gone.filter((p) => same(p.at, intent.target) || same(p.at2, intent.target)) : [];
    for (const p of inBlast) {
      const start = DURATION.tracer * k + DURATION.blast * 0.2 * k;
      tracks.push({ kind: 'ghost', ghost: p, start, end: start + DURATION.fade * k });
    }
    const sunk = gone.filter((p) => !inBlast.includes(p));
    const after0 = intent?.type === 'fire' ? blastEnd * 0.6 : intent?.type === 'move' ? glideEnd(tracks) : 0;
    sunk.sort(
      (a, b) => (origin ? hexDistance(origin, a.at) - hexDistance(origin, b.at) : 0) || a.id.localeCompare(b.id),
    );
    let ring = -1;
    let last = -1;
    for (const p of sunk) {
      const d = origin ? hexDistance(origin, p.at) : 0;
      if (d !== last) {
        ring++;
        last = d;
      }
      const start = after0 + ring * DURATION.sinkStagger * k;
      tracks.push({ kind: 'sink', ghost: p, start, end: start + DURATION.sink * k });
    }
  }

  const duration = tracks.reduce((m, t) => Math.max(m, t.end), 0);
  return duration > 0 ? { tracks, duration } : EMPTY_PLAN;
}

function glideEnd(tracks: Track[]): number {
  return tracks.reduce((m, t) => (t.kind === 'glide' ? Math.max(m, t.end) : m), 0);
}

/** Where a collapse starts: the end of the move or the hex of the unload that broke the chain. */
function originOf(intent: Action | null, after: Map<string, ViewPiece>, before: Map<string, ViewPiece>): Hex | null {
  if (!intent) return null;
  if (intent.type === 'move') {
    const last = intent.path[intent.path.length - 1];
    if (!last) return null;
    return (Array.isArray(last[0]) ? (last as [Hex, Hex])[0] : last) as Hex;
  }
  if (intent.type === 'load') return before.get(intent.item)?.at ?? null;
  if (intent.type === 'unload' || intent.type === 'deploy') {
    const to = intent.to;
    return (Array.isArray(to[0]) ? (to as [Hex, Hex])[0] : to) as Hex;
  }
  if (intent.type === 'capture') return after.get(intent.target)?.at ?? null;
  return null;
}

/** A move: along the action's path when it is this piece's, cut where the piece stopped; else straight. */
function glideOf(
  was: ViewPiece & { at: Hex },
  now: ViewPiece & { at: Hex },
  move: Extract<Action, { type: 'move' }> | null,
  k: number,
): Track {
  let path: Hex[] = [was.at, now.at];
  let path2: Hex[] | undefined = was.at2 && now.at2 ? [was.at2, now.at2] : undefined;
  if (move && move.path.length) {
    const first = move.path[0]!;
    if (Array.isArray(first[0])) {
      const pairs = move.path as [Hex, Hex][];
      path = [was.at, ...pairs.map((q) => q[0])];
      path2 = [was.at2 ?? was.at, ...pairs.map((q) => q[1])];
    } else path = [was.at, ...(move.path as Hex[])];
    // stopped short (stuck, or the action was cut): end where the piece is
    const stop = path.findIndex((h, i) => i > 0 && same(h, now.at));
    if (stop > 0) {
      path = path.slice(0, stop + 1);
      if (path2) path2 = path2.slice(0, stop + 1);
    } else {
      path = [was.at, now.at];
      path2 = was.at2 && now.at2 ? [was.at2, now.at2] : undefined;
    }
  }
  const steps = Math.max(1, path.length - 1);
  const end = Math.min(DURATION.glideMax, DURATION.step * steps) * k;
  return path2
    ? { kind: 'glide', piece: now.id, path, path2, start: 0, end }
    : { kind: 'glide', piece: now.id, path, start: 0, end };
}

/** The pieces a plan draws itself while it runs at time t (the board leaves them out of its still picture). */
export function heldAt(plan: Plan, t: number): Set<string> {
  const held = new Set<string>();
  if (t >= plan.duration) return held;
  for (const tr of plan.tracks) {
    if (tr.kind === 'glide' || tr.kind === 'slide' || tr.kind === 'descend' || tr.kind === 'recolor')
      held.add(tr.piece);
  }
  return held;
}

/** Where along a path of n+1 hexes a progress 0..1 puts a piece: the segment index and the fraction within it. */
export function alongPath(n: number, progress: number): { seg: number; frac: number } {
  const p = Math.max(0, Math.min(1, progress)) * n;
  const seg = Math.min(n - 1, Math.floor(p));
  return { seg: Math.max(0, seg), frac: n === 0 ? 0 : p - Math.max(0, seg) };
}

/** Ease in and out (smoothstep). */
export function ease(t: number): number {
  const x = Math.max(0, Math.min(1, t));
  return x * x * (3 - 2 * x);
}

/** The progress of a track at time t (0 before it starts, 1 after it ends). */
export function progressOf(tr: { start: number; end: number }, t: number): number {
  if (t <= tr.start) return 0;
  if (t >= tr.end) return 1;
  return (t - tr.start) / (tr.end - tr.start);
}
