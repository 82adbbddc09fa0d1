// Ending a turn: the bank, turn 25's stranded astronefs, the mountain-pair rule, then the next player.
import { no, ok, pendingSecondArrival } from './checks.js';
import { Edit } from './edit.js';
import { autoLandSpot, doLand } from './landing.js';
import { liftOffPending } from './lift-off.js';
import { mountainPair, pairCanBeBroken } from './mountain-pair.js';
import { occupancy } from './occupancy.js';
import type { ActionOf } from './parse.js';
import { activeId, boardOf } from './pieces.js';
import { clockPaysMountainPair } from './rulings.js';
import { refuse } from './refusals.js';
import { astronefsOf, bankAtEndOfTurn, nextPlayer } from './turns.js';
import type { GameEvent, GameState, Result } from './types.js';

function endTurnNow(s: GameState, timeout: boolean): { state: GameState; events: GameEvent[] } {
  const me = activeId(s)!;
  const pl = s.players[me]!;
  const saved = bankAtEndOfTurn(s, me);
  // Turn 25: his astronefs still on the planet stay there forever.
  const strand =
    s.turn === 25 && s.phase === 'play'
      ? occupancy(s).units.filter((i) => {
          const k = s.pieces[i]!;
          return k.type === 'astronef' && !k.departed && k.at >= 0 && !!k.color && s.colors[k.color]!.controller === me;
        })
      : [];
  const e = new Edit(s);
  for (const i of strand) e.piece(i).stranded = true;
  const pe = e.player(me);
  pe.saved = pl.out ? 0 : saved;
  pe.ap = 0;
  e.turnState().secondArrival = null;
  const next = e.done();
  const events: GameEvent[] = [{ type: 'turnEnded', player: me, saved, timeout }];
  if (s.turn === 25 && s.phase === 'play')
    for (const k of next.pieces)
      if (k.stranded && !s.pieces[s.index[k.id]!]!.stranded) events.push({ type: 'strandedForever', astronef: k.id });
  const np = nextPlayer(next);
  return { state: np.state, events: events.concat(np.events) };
}

export function handleEndTurn(s: GameState, a: ActionOf<'endTurn'>): Result {
  const timeout = a.timeout;
  const board = boardOf(s);
  if (s.phase === 'liftoff')
    return no(
      s,
      refuse('WRONG_PHASE', "turn 21 begins with every player's secret lift-off choice", {
        why: 'liftOffPending',
        pending: liftOffPending(s).length,
      }),
    );
  if (s.phase === 'landing') {
    if (!timeout) return no(s, refuse('WRONG_PHASE', 'land your astronef first', { why: 'landFirst' }));
    const me = activeId(s)!;
    const k = astronefsOf(s, me).find((x) => x.at < 0);
    const spot = autoLandSpot(s, board);
    if (k && spot) return doLand(s, board, k, spot.at, spot.orientation);
    const np = nextPlayer(s);
    return ok(np.state, np.events);
  }
  let penalty = 0;
  // Full Metal Galaxy's pairs stay, at no price but a silenced tank (mountain-silence.ts).
  const sanctioned = s.variant.mountainPair !== 'galaxy';
  if (timeout) {
    // The clock ends the turn, but does not dodge the sanction: 5 AP off the next turn (both variants).
    if (sanctioned && clockPaysMountainPair(s) && mountainPair(s, board)) penalty = 5;
  } else {
    const pair = sanctioned ? mountainPair(s, board) : null;
    if (pair && s.variant.mountainPair === 'penalty') penalty = 5;
    // A pair no move can break any more (the points went elsewhere, or it stood since a time-out) may not
    // hold the turn for ever: the turn ends, at the time-out's price.
    else if (pair && clockPaysMountainPair(s) && !pairCanBeBroken(s, board)) penalty = 5;
    else if (pair)
      return no(
        s,
        refuse('MOUNTAIN_PAIR', 'two tanks may not stay on adjacent mountains between turns', {
          why: 'endTurn',
          pieces: pair,
          left: s.players[activeId(s)!]!.ap,
        }),
      );
    if (s.turnState.secondArrival) return no(s, pendingSecondArrival(s)!);
  }
  let from = s;
  if (penalty) {
    const pe = new Edit(s);
    pe.player(activeId(s)!).penalty = penalty;
    from = pe.done();
  }
  const e = endTurnNow(from, timeout);
  if (penalty) {
    const ev = e.events.find((x) => x.type === 'turnEnded');
    if (ev && ev.type === 'turnEnded') ev.penalty = penalty;
  }
  return ok(e.state, e.events);
}
