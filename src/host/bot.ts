// A seeded random player that plays through the host's API like a screen would (seat, queries,
// act). Used by the crash test and the host's tests; it plays legal-looking actions and lets the
// engine refuse the rest.
import type { Action, Hex } from '../engine/types.js';
import type { ApiResult, SessionView } from './contract.js';
import type { Host } from './host.js';

export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 0x100000000;
  };
}

export interface StepOutcome {
  /** The host's answer to the action that was sent (null when nothing was sent). */
  result: ApiResult<unknown> | null;
  action: Action | null;
  /** The step was a take-back (game.takeBack) instead of an action. */
  takeBack?: boolean;
  session: SessionView;
}

/** Plays one step: seats the next player if needed, then sends one action. */
export async function botStep(
  host: Host,
  rand: () => number,
  opts: { endTurnChance?: number; takeBackChance?: number } = {},
): Promise<StepOutcome> {
  let sv = await must(host.call('game.view'));
  if (!sv) throw new Error('no campaign open');
  if (sv.over) return { result: null, action: null, session: sv };
  if (!sv.seated) sv = await must(host.call('game.seat', { player: sv.handoff!.next }));
  if (opts.takeBackChance && sv.takeBack?.ok && rand() < opts.takeBackChance) {
    const result = await host.call('game.takeBack');
    const after = await must(host.call('game.view'));
    return { result, action: null, takeBack: true, session: after! };
  }
  const view = sv.view!;
  const me = sv.seated!;
  // Callers pick from lists they have checked are not empty.
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]!;
  let action: Action;
  if (view.phase === 'liftoff') {
    const mine = view.pieces.filter(
      (p) => p.type === 'astronef' && p.owner === me && !p.departed && p.at && !(p.id in view.myLiftOff),
    );
    action = mine.length
      ? { type: 'liftOff', player: me, astronef: pick(mine).id, choice: rand() < 0.5 ? 'leave' : 'stay' }
      : { type: 'endTurn' };
  } else if (view.phase === 'landing') {
    const ast = view.pieces.find((p) => p.type === 'astronef' && p.owner === me && !p.at);
    action = ast
      ? {
          type: 'land',
          astronef: ast.id,
          at: [2 + Math.floor(rand() * 33), 2 + Math.floor(rand() * 19)],
          orientation: rand() < 0.5 ? 'N' : 'S',
        }
      : { type: 'endTurn' };
  } else if (view.phase === 'deploy') {
    // what the engine says may be deployed now (turn 2, or the second army on turn 15), near its astronef
    const inside = view.pieces.filter((p) => view.deployable.includes(p.id));
    const piece = inside.length && rand() > 0.2 ? pick(inside) : null;
    const ast = piece ? view.pieces.find((p) => p.id === piece.in) : undefined;
    if (piece && ast?.at) {
      const [ax, ay] = ast.at;
      const to: Hex = [ax - 3 + Math.floor(rand() * 7), ay - 3 + Math.floor(rand() * 7)];
      action = { type: 'deploy', piece: piece.id, to: piece.type === 'barge' ? [to, [to[0], to[1] + 1]] : to };
    } else action = { type: 'endTurn' };
  } else {
    const ap = view.players[me]?.ap ?? 0;
    const movers = view.pieces.filter(
      (p) =>
        p.owner === me &&
        p.at &&
        !p.in &&
        !p.stuck &&
        !p.neutralised &&
        p.type !== 'astronef' &&
        p.type !== 'ore' &&
        p.type !== 'pontoon',
    );
    if (ap <= 0 || movers.length === 0 || rand() < (opts.endTurnChance ?? 0.15)) action = { type: 'endTurn' };
    else {
      const piece = pick(movers);
      // never two tanks on neighbouring mountains: the turn could not end (MOUNTAIN_PAIR)
      const dests = (await must(host.call('query.destinations', { piece: piece.id }))).filter((d) => !d.mountainPair);
      if (!dests.length) action = { type: 'endTurn' };
      else {
        const d = pick(dests);
        action = { type: 'move', piece: piece.id, path: d.path };
      }
    }
  }
  const result = await host.call('game.act', { action });
  const after = await must(host.call('game.view'));
  return { result, action, session: after! };
}

async function must<T>(p: Promise<ApiResult<T>>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}
