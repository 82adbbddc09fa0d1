// A seeded random player that chooses among legal actions (every candidate goes through apply).
// Used by the property tests, the benchmark and replay checks; it is not an AI.
import { apply } from './apply.js';
import { autoLandSpot } from './landing.js';
import { occupancy } from './occupancy.js';
import { CAPACITY, DESTRUCTORS, activeId, boardOf, hexesOf, ownerOf, podeHexes, rangeOf } from './pieces.js';
import { nextRandom } from './rng.js';
import { newGame } from './setup.js';
import { legalDestinations } from './queries.js';
import { liftOffPending } from './lift-off.js';
import type { Action, GameOptions, GameState, Piece, Result } from './types.js';

export class Rand {
  constructor(private s: number) {}
  next(): number {
    const [v, s] = nextRandom(this.s);
    this.s = s;
    return v;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)]!;
  }
}

function neighbours(state: GameState, hs: number[]): number[] {
  const board = boardOf(state);
  const out: number[] = [];
  for (const h of hs)
    for (let k = 0; k < 6; k++) {
      const x = board.nb[h * 6 + k]!;
      if (x >= 0 && !hs.includes(x) && !out.includes(x)) out.push(x);
    }
  return out;
}

function candidate(state: GameState, r: Rand): Action | null {
  const board = boardOf(state);
  const me = activeId(state);
  if (state.phase === 'liftoff') {
    const p = liftOffPending(state)[0]!;
    return { type: 'liftOff', player: p.player, astronef: p.astronef, choice: r.next() < 0.3 ? 'leave' : 'stay' };
  }
  if (!me) return { type: 'endTurn' };
  if (state.phase === 'landing') {
    const k = state.pieces.find((p) => p.type === 'astronef' && p.at < 0 && ownerOf(state, p) === me)!;
    if (r.next() < 0.2) {
      const spot = autoLandSpot(state, board, r.int(board.n));
      if (spot) return { type: 'land', astronef: k.id, at: board.hex(spot.at), orientation: spot.orientation };
    }
    return { type: 'land', astronef: k.id, at: board.hex(r.int(board.n)), orientation: r.next() < 0.5 ? 'N' : 'S' };
  }
  const mine = state.pieces.filter((p) => !p.destroyed && p.color !== null && ownerOf(state, p) === me);
  if (state.phase === 'deploy') {
    const inside = mine.filter((p) => p.in !== null && state.pieces[state.index[p.in]!]!.type === 'astronef');
    if (inside.length === 0 || r.next() < 0.01) return { type: 'endTurn' };
    const p = r.pick(inside);
    const k = state.pieces[state.index[p.in!]!]!;
    const zone = hexesOf(board, k).flatMap((h) => Array.from(board.within(h, 2)));
    return { type: 'deploy', piece: p.id, to: board.hex(r.pick(zone)) };
  }
  const ap = state.players[me]!.ap;
  if (ap <= 0 || r.next() < 0.01) return { type: 'endTurn' };
  const d = occupancy(state, board);
  if (state.turn === 25 && r.next() < 0.3) {
    const k = mine.find((p) => p.type === 'astronef' && p.at >= 0 && !p.departed);
    if (k) return { type: 'liftOff', player: me, astronef: k.id, choice: 'leave' };
  }
  const onb = mine.filter((p) => p.in === null && p.at >= 0);
  if (onb.length === 0) return { type: 'endTurn' };
  const home = onb.find(
    (q) => q.type === 'astronef' && (d.contents.get(q.id) ?? []).some((i) => state.pieces[i]!.type !== 'ore'),
  );
  const p = home && r.next() < 0.25 ? home : r.pick(onb);
  const roll = r.next();
  if (DESTRUCTORS.has(p.type) && roll < 0.3) {
    // shoot or capture near an enemy
    const partners = onb.filter((q) => q !== p && (DESTRUCTORS.has(q.type) || q.type === 'astronef'));
    if (partners.length) {
      const targets = Array.from(board.within(p.at, rangeOf(board, p))).filter((h) => {
        const b = d.blocker.get(h);
        return (b >= 0 && ownerOf(state, state.pieces[b]!) !== me) || d.pontoon.get(h) >= 0;
      });
      if (targets.length && r.next() < 0.7)
        return { type: 'fire', shooters: [p.id, r.pick(partners).id], target: board.hex(r.pick(targets)) };
      const adj = neighbours(state, [p.at])
        .map((h) => d.blocker.get(h))
        .filter((b) => b >= 0 && ownerOf(state, state.pieces[b]!) !== me)
        .map((b) => state.pieces[b]!);
      if (adj.length) {
        const t = r.pick(adj);
        if (t.type === 'astronef') return { type: 'load', carrier: t.id, item: p.id };
        return { type: 'capture', captors: [p.id, r.pick(partners).id], target: t.id };
      }
    }
  }
  if (CAPACITY[p.type] !== undefined && roll < 0.55) {
    const cargo = d.contents.get(p.id) ?? [];
    if (p.type === 'pondeuse' && cargo.length && r.next() < 0.6) {
      const to = r.pick(neighbours(state, hexesOf(board, p)));
      return {
        type: 'build',
        pondeuse: p.id,
        kind: r.pick(['tank', 'tank', 'crab', 'pontoon'] as const),
        to: board.hex(to),
      };
    }
    if (cargo.length && r.next() < 0.5) {
      const item = state.pieces[r.pick(cargo)]!;
      const to = r.pick(neighbours(state, hexesOf(board, p)));
      return { type: 'unload', carrier: p.id, item: item.id, to: board.hex(to) };
    }
    const items = neighbours(state, hexesOf(board, p))
      .flatMap((h) => [d.blocker.get(h), d.pontoon.get(h)])
      .filter((i) => i >= 0)
      .map((i) => state.pieces[i]!);
    if (items.length) {
      const item = r.pick(items);
      if (item.type === 'astronef' && ownerOf(state, item) === me) {
        // bring ore home: unload into the astronef through a pode
        const ore = cargo.find((i) => state.pieces[i]!.type === 'ore');
        const pode = podeHexes(board, item).find((h) => hexesOf(board, p).some((x) => board.adjacent(x, h)));
        if (ore !== undefined && pode !== undefined)
          return { type: 'unload', carrier: p.id, item: state.pieces[ore]!.id, to: board.hex(pode) };
      }
      if (item.type !== 'astronef') return { type: 'load', carrier: p.id, item: item.id };
    }
  }
  if (p.type === 'astronef') {
    const astronefCargo = (d.contents.get(p.id) ?? []).map((i) => state.pieces[i]!).filter((q) => q.type !== 'ore');
    if (astronefCargo.length) {
      const item = r.pick(astronefCargo);
      const to = r.pick(neighbours(state, podeHexes(board, p)));
      return { type: 'unload', carrier: p.id, item: item.id, to: board.hex(to) };
    }
    const down = (p.towers ?? []).findIndex((t) => !t);
    if (down >= 0) return { type: 'rebuildTower', astronef: p.id, pode: down };
    return null;
  }
  const dests = legalDestinations(state, p.id);
  if (dests.length === 0) return null;
  const dest = towardEnemy(state, p, dests, r);
  return { type: 'move', piece: p.id, path: dest.path };
}

/** Half of the time, move to the destination nearest to an enemy piece. */
function towardEnemy(state: GameState, p: Piece, all: ReturnType<typeof legalDestinations>, r: Rand) {
  // Mostly short moves, as players make them: many pieces move a little in a turn.
  const roll = r.next();
  const limit = roll < 0.5 ? 1 : roll < 0.85 ? 3 : Infinity;
  const short = all.filter((x) => x.cost <= limit);
  const dests = short.length ? short : all;
  if (r.next() < 0.5) return r.pick(dests);
  const board = boardOf(state);
  const me = ownerOf(state, p);
  const enemies = state.pieces.filter(
    (q) => !q.destroyed && q.in === null && q.at >= 0 && q.color && ownerOf(state, q) !== me,
  );
  if (enemies.length === 0) return r.pick(dests);
  const target = r.pick(enemies).at;
  let best = dests[0]!;
  let bd = Infinity;
  for (const d of dests) {
    const h = Array.isArray(d.to[0]) ? (d.to[0] as [number, number]) : (d.to as [number, number]);
    const dist = board.dist(board.idx(h[0], h[1]), target);
    if (dist < bd) {
      bd = dist;
      best = d;
    }
  }
  return best;
}

/** One accepted action (or a forced end of turn) chosen at random among legal ones. */
export function randomStep(state: GameState, r: Rand, tries = 40): { action: Action; result: Result } {
  for (let i = 0; i < tries; i++) {
    const action = candidate(state, r);
    if (!action) continue;
    const result = apply(state, action);
    if (result.ok) return { action, result };
  }
  const end: Action = { type: 'endTurn', timeout: true };
  return { action: end, result: apply(state, end) };
}

/** Plays a seeded random game to its end (or maxActions); returns the log and the final state. */
export function playRandomGame(
  options: GameOptions,
  seed: number,
  maxActions = 20000,
): { state: GameState; log: Action[] } {
  let state = newGame(options);
  const r = new Rand(seed);
  const log: Action[] = [];
  while (state.phase !== 'over' && log.length < maxActions) {
    const { action, result } = randomStep(state, r);
    log.push(action);
    state = result.state;
  }
  return { state, log };
}
