// A full game state built from one player's view, with what that player cannot see sampled:
// the tide pile beyond his forecast, the set-aside cards, the random generator, and the other
// players' secret turn-21 choices. Computer players simulate on it; it never reads a real state.
import { getBoard, TIDES } from './board.js';
import { fireZones } from './queries.js';
import { nextRandom, shuffle } from './rng.js';
import { TIDE_CARDS, freshTurnState, newPiece } from './setup.js';
import type { GameOptions, GameState, Piece, PlayerState, Tide } from './types.js';
import type { PlayerView } from './view-types.js';

/** The game's options as every player knows them: everything but the seed. */
export type PublicOptions = Omit<GameOptions, 'seed'>;

/**
 * A state consistent with `view` (the viewer's own `playerView`), hidden parts drawn from `sampleSeed`.
 * Two views that are equal give equal states for the same sample seed, whatever the real hidden parts.
 * Public facts the view does not carry are rebuilt as well as the view allows: who neutralised a piece
 * (an enemy whose fire covers it), who may rebuild an astronef's towers (its controller, when that is not
 * the colour's first owner), what was already done this turn (nothing, unless points were spent).
 */
export function determinise(view: PlayerView, options: PublicOptions, sampleSeed: number): GameState {
  const board = getBoard(view.map);
  let rng = sampleSeed >>> 0 || 1;
  const me = view.viewer;
  const toIdx = (h: [number, number] | null): number => (h ? board.idx(h[0], h[1]) : -1);

  const pieces: Piece[] = [];
  const index: Record<string, number> = {};
  let nextId = 1;
  for (const v of view.pieces) {
    const p = newPiece(v.id, v.type, v.color);
    p.at = toIdx(v.at);
    p.at2 = toIdx(v.at2);
    p.in = v.in;
    p.shots = v.shots;
    if (v.type === 'astronef') {
      p.orientation = v.orientation ?? 'N';
      if (v.hexes && v.hexes.length) p.at = toIdx(v.hexes[0]!);
      p.towers = v.towers ? v.towers.slice() : [true, true, true];
      p.towerShots = v.towerShots ? v.towerShots.slice() : [0, 0, 0];
      p.departed = !!v.departed;
      const color = v.color ? view.colors[v.color] : undefined;
      const firstOwner = v.color ? v.color.split('#')[0]! : null;
      p.rebuildBy = color && color.controller !== firstOwner ? color.controller : null;
      p.landedTurn = p.at >= 0 || p.departed ? (v.color?.includes('#') ? 15 : 1) : null;
      if (p.departed) {
        p.departedTurn = Math.min(view.turn, 25);
        p.departedWith = color?.controller ?? null;
      }
      p.stranded = view.phase === 'over' && !p.departed && p.at >= 0;
    }
    if (v.silenced) p.silenced = true;
    if (v.built) p.built = v.built.slice();
    if (v.value !== undefined) p.value = v.value;
    const m = /^b(\d+)$/.exec(v.id);
    if (m) nextId = Math.max(nextId, Number(m[1]) + 1);
    index[p.id] = pieces.length;
    pieces.push(p);
  }

  // The tide pile: the forecast the viewer sees, then cards drawn from those not accounted for: the fifteen
  // less the cards played since the last shuffle (the current one among them) and the forecast.
  const pool: Tide[] = TIDE_CARDS.slice();
  const take = (t: Tide) => {
    const i = pool.indexOf(t);
    if (i >= 0) pool.splice(i, 1);
  };
  for (const t of TIDES) for (let k = 0; k < view.tidesPlayed[t]; k++) take(t);
  for (const t of view.forecast) take(t);
  const [drawn, afterDraw] = shuffle(pool, rng);
  rng = afterDraw;
  const rest = Math.max(0, view.deckSize - view.forecast.length);
  const deck = view.forecast.slice(0, view.deckSize).concat(drawn.slice(0, rest));
  const aside = drawn.slice(rest, rest + 6);

  const players: Record<string, PlayerState> = {};
  for (const [pid, vp] of Object.entries(view.players)) {
    const liftOff: Record<string, 'leave' | 'stay'> = {};
    const revealed = view.phase !== 'liftoff' ? view.liftOffRevealed : null;
    if (pid === me) Object.assign(liftOff, view.myLiftOff);
    if (revealed) {
      // after the reveal every choice is public
      for (const c of revealed) if (c.player === pid) liftOff[c.astronef] = c.choice;
    } else if (pid !== me && view.phase === 'liftoff' && vp.liftOffDecided > 0) {
      // Someone else's secret choice: drawn, for as many astronefs as he has decided for.
      const theirs = view.pieces.filter(
        (q) => q.type === 'astronef' && q.at !== null && q.owner === pid && !q.departed,
      );
      for (const k of theirs.slice(0, vp.liftOffDecided)) {
        let r: number;
        [r, rng] = nextRandom(rng);
        liftOff[k.id] = r < 0.5 ? 'leave' : 'stay';
      }
    }
    players[pid] = {
      id: pid,
      name: vp.name,
      ap: vp.ap,
      saved: vp.saved,
      spent: vp.spent,
      out: vp.out,
      gone: vp.gone,
      forecast: pid === me ? view.forecast.length : 0,
      liftOff,
    };
  }

  const turnState = freshTurnState();
  turnState.mayRetreat = view.mayRetreat.slice();
  turnState.secondArrival = view.secondArrival;
  const active = view.active;
  if (active && players[active]) turnState.acted = players[active]!.spent > 0 && view.mayRetreat.length === 0;
  if (view.phase === 'deploy' && active) {
    // Pieces already set down this deployment may be moved again.
    for (const p of pieces) {
      if (p.at < 0 || p.in !== null || p.type === 'astronef' || p.type === 'ore' || !p.color) continue;
      if (view.colors[p.color]?.controller !== active) continue;
      if (view.turn === 15 && !p.color.includes('#')) continue;
      turnState.deployed.push(p.id);
    }
  }

  let state: GameState = {
    version: 1,
    map: view.map,
    options: { ...options, seed: sampleSeed >>> 0 },
    variant: { ...(options.variant ?? {}) },
    turn: view.turn,
    phase: view.phase,
    order: view.order.slice(),
    activeIdx: active ? Math.max(0, view.order.indexOf(active)) : 0,
    players,
    pieces,
    index,
    colors: JSON.parse(JSON.stringify(view.colors)),
    tide: view.tide,
    deck,
    aside,
    reserve: { ...view.reserve },
    rng,
    nextId,
    turnState,
    oreGone: { built: 0, destroyed: 0, cleared: 0 },
    result: view.result ? JSON.parse(JSON.stringify(view.result)) : null,
  };

  // Who holds each neutralised piece: an enemy whose fire covers it (the active player first).
  const neutralised = view.pieces.filter((v) => v.neutralised);
  if (neutralised.length) {
    const zones = fireZones(state);
    const covering = (pid: string, h: [number, number]) =>
      zones.some((z) => z.player === pid && z.hexes.some((x) => x[0] === h[0] && x[1] === h[1]));
    const ranked = active ? [active, ...view.order.filter((p) => p !== active)] : view.order;
    // A fresh pieces array (the caches of the first one were computed without the neutralisations),
    // every piece copied with newPiece's field order so that all keep one shape.
    const edited = pieces.map((p) => Object.assign(newPiece(p.id, p.type, p.color), p));
    for (const v of neutralised) {
      if (!v.at) continue;
      const by =
        ranked.find((pid) => pid !== v.owner && covering(pid, v.at!)) ?? ranked.find((pid) => pid !== v.owner) ?? null;
      edited[index[v.id]!]!.neutralisedBy = by;
    }
    // A new state object: the fire cache keeps the state it computed for, and would otherwise take the
    // edited pieces for the ones it saw (a neutralised destructor would still make fire).
    state = { ...state, pieces: edited };
  }
  // The enemy pieces the active player's fire covers (TurnState.held): only pieces that come under it
  // later make neutralisers. The engine's own list follows the turn's history; this is its definition.
  if (active && state.phase === 'play') {
    const zone = fireZones(state).find((z) => z.player === active);
    const covered = new Set((zone?.hexes ?? []).map((h) => board.idx(h[0], h[1])));
    for (const p of state.pieces) {
      if (
        p.color === null ||
        p.at < 0 ||
        p.in !== null ||
        p.type === 'astronef' ||
        p.type === 'pontoon' ||
        p.type === 'ore'
      )
        continue;
      const color = state.colors[p.color];
      if (color && color.controller === active && !color.departed) continue;
      if (covered.has(p.at) || (p.at2 >= 0 && covered.has(p.at2))) state.turnState.held.push(p.id);
    }
  }
  return state;
}
