// Lift-off: the secret choices of turn 21, their reveal, and an astronef taking off (turn 21 or 25).
import { finish, getPiece, isRefusal, no, ok, pendingSecondArrival, spend } from './checks.js';
import { cloneState, Edit } from './edit.js';
import { occupancy } from './occupancy.js';
import type { ActionOf } from './parse.js';
import { activeId, ownerOf } from './pieces.js';
import { refuse } from './refusals.js';
import { astronefsOf, eligible, firstEligible, type Step } from './turns.js';
import type { GameEvent, GameState, PlayerId, Result } from './types.js';

/** Turn 21: once every player has chosen for each of his astronefs, reveal and send the leavers off. */
export function liftOffPending(state: GameState): { player: PlayerId; astronef: string }[] {
  const out: { player: PlayerId; astronef: string }[] = [];
  for (const pid of state.order) {
    if (!eligible(state, pid)) continue;
    for (const k of astronefsOf(state, pid))
      if (k.at >= 0 && !state.players[pid]!.liftOff[k.id]) out.push({ player: pid, astronef: k.id });
  }
  return out;
}

function revealLiftOff(state: GameState): Step {
  const choices: { player: PlayerId; astronef: string; choice: 'leave' | 'stay' }[] = [];
  for (const pid of state.order) {
    for (const [k, c] of Object.entries(state.players[pid]!.liftOff))
      choices.push({ player: pid, astronef: k, choice: c });
  }
  const events: GameEvent[] = [{ type: 'liftOffRevealed', choices }];
  let s = state;
  for (const c of choices) {
    if (c.choice !== 'leave') continue;
    const r = takeOff(s, c.astronef, c.player, 0);
    s = r.state;
    events.push(...r.events);
  }
  s = cloneState(s);
  s.phase = 'play';
  return firstEligible(s, events);
}

/** An astronef leaves the planet with its contents; its colour's pieces left behind are abandoned. */
export function takeOff(state: GameState, astronefId: string, player: PlayerId, cost: number): Step {
  const e = new Edit(state);
  const ki = state.index[astronefId]!;
  const k = e.piece(ki);
  k.departed = true;
  k.departedTurn = state.turn;
  k.departedWith = player;
  k.at = -1;
  k.at2 = -1;
  if (k.color) e.color(k.color).departed = true;
  const pl = e.player(player);
  pl.ap -= cost;
  pl.spent += cost;
  if (astronefsOf(e.state, player).length === 0) pl.gone = true;
  for (const i of occupancy(state).units) {
    const p = state.pieces[i]!;
    if (p.color === k.color && p.neutralisedBy !== null && p.in === null) e.piece(i).neutralisedBy = null;
  }
  const s = e.done();
  return { state: s, events: [{ type: 'tookOff', astronef: astronefId, player, cost }] };
}

export function handleLiftOff(s: GameState, a: ActionOf<'liftOff'>): Result {
  if (!Object.hasOwn(s.players, a.player))
    return no(
      s,
      refuse('BAD_INPUT', 'player must be a player id', { why: 'malformed', field: 'player', got: a.player }),
    );
  const k = getPiece(s, a.astronef, 'astronef');
  if (isRefusal(k)) return no(s, k);
  if (k.type !== 'astronef')
    return no(s, refuse('BAD_INPUT', `${k.id} is not an astronef`, { why: 'malformed', field: 'astronef', got: k.id }));
  const pid = a.player;
  if (ownerOf(s, k) !== pid || k.departed)
    return no(
      s,
      refuse('NOT_YOUR_PIECE', `${pid} does not control ${k.id}`, { why: 'liftOff', astronef: k.id, player: pid }),
    );
  if (s.phase === 'liftoff') {
    const pl = s.players[pid]!;
    if (pl.out || pl.gone)
      return no(s, refuse('NOT_YOUR_TURN', `${pid} is no longer playing`, { why: 'noLongerPlaying', player: pid }));
    const e = new Edit(s);
    const pe = e.player(pid);
    pe.liftOff = { ...pe.liftOff, [k.id]: a.choice };
    const next = e.done();
    const mine = astronefsOf(next, pid).filter((x) => x.at >= 0);
    const decided = mine.filter((x) => next.players[pid]!.liftOff[x.id]).length;
    const events: GameEvent[] = [{ type: 'liftOffChosen', player: pid, decided, of: mine.length }];
    if (liftOffPending(next).length === 0) {
      const r = revealLiftOff(next);
      return ok(r.state, events.concat(r.events));
    }
    return ok(next, events);
  }
  if (s.phase !== 'play' || s.turn !== 25)
    return no(
      s,
      refuse('WRONG_PHASE', 'astronefs take off on turn 21 (secret choice) or during turn 25', {
        why: 'liftOffTurn',
        turn: s.turn,
      }),
    );
  const me = activeId(s)!;
  if (pid !== me)
    return no(s, refuse('NOT_YOUR_TURN', `it is ${me}'s turn`, { why: 'notActive', player: pid, active: me }));
  const mustShootFirst = pendingSecondArrival(s);
  if (mustShootFirst) return no(s, mustShootFirst);
  if (a.choice === 'stay') return ok(s, []);
  const cost = 1 + (k.towers ?? []).filter((t) => !t).length;
  const tooDear = spend(s, cost);
  if (tooDear) return no(s, tooDear);
  // The turn goes on after a take-off until the player ends it (rulings.md).
  const r = takeOff(s, k.id, me, cost);
  return finish(r.state, r.events, cost);
}
