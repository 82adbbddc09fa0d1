// What one player may see: no tide pile, no set-aside cards, no RNG state, no one else's secret choices.
import { occupancy } from './occupancy.js';
import { DESTRUCTORS, REACH, activeId, boardOf, hexesOf, isAbandoned, ownerOf, rangeOf } from './pieces.js';
import { isStuckAt } from './terrain.js';
import { deployablePieces } from './deployment.js';
import { forecastFor, scoresNow } from './queries.js';
import { tidesPlayed } from './tides.js';
import { astronefsOf, bankAtEndOfTurn } from './turns.js';
import type { GameEvent, GameState, PlayerId } from './types.js';
import type { PlayerView, ViewPiece, ViewPlayer } from './view-types.js';

export function playerView(state: GameState, viewer: PlayerId | null, lastReveal?: GameEvent | null): PlayerView {
  const board = boardOf(state);
  const d = occupancy(state, board);
  const me = viewer && state.players[viewer] ? viewer : null;
  const pieces: ViewPiece[] = [];
  for (const p of state.pieces) {
    if (p.destroyed) continue;
    if (p.type === 'ore' && p.at < 0 && p.in === null) continue;
    const hs = hexesOf(board, p);
    const v: ViewPiece = {
      id: p.id,
      type: p.type,
      color: p.color,
      owner: isAbandoned(state, p) ? null : ownerOf(state, p),
      at: p.in === null && p.at >= 0 ? board.hex(p.at) : null,
      at2: p.in === null && p.at2 >= 0 ? board.hex(p.at2) : null,
      in: p.in,
      stuck: isStuckAt(state, board, p, d),
      neutralised: p.neutralisedBy !== null,
      abandoned: isAbandoned(state, p),
      shots: p.shots,
      reach: p.type === 'astronef' ? REACH.tower : DESTRUCTORS.has(p.type) && p.at >= 0 ? rangeOf(board, p) : 0,
    };
    if (p.type === 'astronef') {
      v.orientation = p.orientation ?? 'N';
      v.hexes = p.at >= 0 ? hs.map((h) => board.hex(h)) : [];
      v.towers = p.towers?.slice();
      v.towerShots = p.towerShots?.slice();
      v.departed = !!p.departed;
    }
    if (p.silenced) v.silenced = true;
    if (p.built) v.built = p.built.slice();
    if (p.value !== null) v.value = p.value;
    pieces.push(v);
  }
  const players: Record<PlayerId, ViewPlayer> = {};
  for (const [pid, pl] of Object.entries(state.players)) {
    const mine = astronefsOf(state, pid).filter((k) => k.at >= 0);
    players[pid] = {
      id: pid,
      name: pl.name,
      ap: pl.ap,
      saved: pl.saved,
      wouldBank: bankAtEndOfTurn(state, pid),
      spent: pl.spent,
      out: pl.out,
      gone: pl.gone,
      liftOffDecided: state.phase === 'liftoff' ? mine.filter((k) => pl.liftOff[k.id]).length : 0,
      liftOffNeeded: state.phase === 'liftoff' && !pl.out && !pl.gone ? mine.length : 0,
    };
  }
  const revealed =
    lastReveal && lastReveal.type === 'liftOffRevealed'
      ? lastReveal.choices
      : state.turn >= 21 && state.phase !== 'liftoff'
        ? revealedChoices(state)
        : null;
  return {
    viewer: me,
    map: state.map,
    turn: state.turn,
    phase: state.phase,
    order: state.order.slice(),
    active: activeId(state),
    players,
    pieces,
    colors: JSON.parse(JSON.stringify(state.colors)),
    tide: state.tide,
    forecast: forecastFor(state, me),
    deckSize: state.deck.length,
    tidesPlayed: tidesPlayed(state),
    reserve: { ...state.reserve },
    myLiftOff: me ? { ...state.players[me]!.liftOff } : {},
    liftOffRevealed: revealed,
    secondArrival: state.turnState.secondArrival,
    mayRetreat: state.turnState.mayRetreat.slice(),
    deployable: me && activeId(state) === me ? deployablePieces(state) : [],
    result: state.result ? JSON.parse(JSON.stringify(state.result)) : null,
    potentialScores: scoresNow(state),
  };
}

function revealedChoices(state: GameState) {
  const out: { player: PlayerId; astronef: string; choice: 'leave' | 'stay' }[] = [];
  for (const pid of state.order)
    for (const [k, c] of Object.entries(state.players[pid]!.liftOff)) out.push({ player: pid, astronef: k, choice: c });
  return out.length ? out : null;
}
