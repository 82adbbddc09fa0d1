// Ending a turn: the bank, turn 25's stranded astronefs, the mountain-pair rule, then the next player.
import { Board } from './board.js';
import { no, ok, pendingSecondArrival } from './checks.js';
import { Edit } from './edit.js';
import { autoLandSpot, doLand } from './landing.js';
import { liftOffPending } from './lift-off.js';
import { occupancy, tanksOnMountains } from './occupancy.js';
import type { ActionOf } from './parse.js';
import { activeId, boardOf } from './pieces.js';
import { refuse } from './refusals.js';
import { astronefsOf, bankAtEndOfTurn, nextPlayer } from './turns.js';
import type { GameEvent, GameState, Result } from './types.js';

function mountainPair(s: GameState, board: Board): [string, string] | null {
  const tanks = tanksOnMountains(s, board, activeId(s));
  for (let i = 0; i < tanks.length; i++)
    for (let j = i + 1; j < tanks.length; j++)
      if (board.adjacent(tanks[i]!.at, tanks[j]!.at)) return [tanks[i]!.id, tanks[j]!.id];
  return null;
}

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
  if (!timeout) {
    const pair = mountainPair(s, board);
    if (pair && s.variant.mountainPair === 'penalty') penalty = 5;
    else if (pair)
      return no(
        s,
        refuse('MOUNTAIN_PAIR', 'two tanks may not stay on adjacent mountains between turns', {
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
