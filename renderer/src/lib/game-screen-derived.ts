// What the game screen shows, derived from its controller's state (game-screen.ts): whose turn it is, the
// selected piece, what may be deployed or unloaded, the board's overlays, what a shot destroys, the hint (as
// `Words`, put in words by game-words.ts), the hovered hex's facts, and which table is up (the hand-off, the pause
// screen, the board, a computer's turn). Pure functions of the state: no host, no DOM.
import type { Ability, Destination, PlayerView, ViewPiece } from '../../../src/engine/view-types';
import type { SessionView } from '../../../src/host/contract';
import type { Confirm, GameScreenState, LandingSpot, Overlay } from './game-screen';
import { type Hex, sameHex } from './hex';
import { astronefFootprint } from './vocabulary';
import { destinationAt, landingPreview, landingSpotsFor, piecesAt, previewPath } from './selection';

export function myTurn(view: PlayerView | null, over = false): boolean {
  return !!view && view.active === view.viewer && !over;
}

export function selectedPiece(s: GameScreenState): ViewPiece | null {
  const sel = s.sel;
  return sel.kind === 'piece' && s.view ? (s.view.pieces.find((p) => p.id === sel.id) ?? null) : null;
}

/** The pieces the engine lets the player deploy now (turn 2, or the second army on turn 15). */
export function deployable(s: GameScreenState): ViewPiece[] {
  const v = s.view;
  return v && v.phase === 'deploy' ? v.pieces.filter((p) => v.deployable.includes(p.id)) : [];
}

export function cargoOf(s: GameScreenState): ViewPiece[] {
  const p = selectedPiece(s);
  return p && s.view ? s.view.pieces.filter((q) => q.in === p.id) : [];
}

/**
 * What a shot destroys, carriers first, each with the cargo that goes down with it (a carrier's cargo is
 * destroyed with it): the confirmation names every piece, so a loaded crab or barge is never a surprise.
 */
export function shotLosses(view: PlayerView, destroyed: string[]): { piece: string; cargo: string[] }[] {
  const gone = new Set(destroyed);
  const carrierOf = (id: string) => view.pieces.find((p) => p.id === id)?.in ?? null;
  // the outermost destroyed carrier of a piece (a crab in a barge: the barge)
  const topOf = (id: string): string => {
    let top = id;
    for (let up = carrierOf(top); up !== null && gone.has(up); up = carrierOf(up)) top = up;
    return top;
  };
  const out: { piece: string; cargo: string[] }[] = [];
  for (const id of destroyed) {
    const top = topOf(id);
    let row = out.find((r) => r.piece === top);
    if (!row) out.push((row = { piece: top, cargo: [] }));
    if (top !== id) row.cargo.push(id);
  }
  return out;
}

export function abilityOf(s: GameScreenState, action: string): Ability | undefined {
  return s.sel.kind === 'piece' ? s.sel.abilities.find((a) => a.action === action) : undefined;
}

export function unloadOf(s: GameScreenState, item: string): Ability | undefined {
  if (s.sel.kind !== 'piece') return undefined;
  return s.sel.abilities.find((a) => a.action === 'unload' && (a.pieces?.includes(item) || a.item === item));
}

/** The board's overlays: destinations, path, targets, landing spots, fire zones. */
export function overlayOf(s: GameScreenState, colourOf: (player: string) => string): Overlay {
  const view = s.view;
  const empty: Overlay = { destinations: [], path: [], targets: [], picked: [], spots: [], fire: [] };
  if (!view) return empty;
  const fire: Overlay['fire'] = [];
  for (const z of s.zones) {
    const own = z.player === view.viewer;
    if (s.fireMode === 'off' || (s.fireMode === 'mine' ? !own : z.player !== s.fireMode)) continue;
    fire.push({ hexes: z.hexes, color: colourOf(z.player), own });
  }
  const o: Overlay = { ...empty, fire: [...fire, ...s.teachFire] };
  const c = s.confirm;
  if (c) return confirmOverlay(o, c, view, s.landSpots);
  const sel = s.sel;
  const hover = s.hover?.hex ?? null;
  if (sel.kind === 'land') {
    // the legal bubble spots for the orientation the player will get, and the astronef under the pointer
    o.spots = landingSpotsFor(s.landSpots, sel.orientation);
    o.ghost = landingPreview(s.landSpots, sel, hover);
  } else if (sel.kind === 'piece') {
    if (view.phase === 'deploy') {
      o.spots = [...s.spots];
      if (sel.first) o.picked = [sel.first];
    } else
      o.destinations = sel.dests.map((d: Destination) => {
        const pair = Array.isArray(d.to[0]);
        return {
          hex: pair ? (d.to as [Hex, Hex])[0] : (d.to as Hex),
          hex2: pair ? (d.to as [Hex, Hex])[1] : undefined,
          cost: d.cost,
          strands: d.strands,
          secondArrival: d.secondArrival,
          mountainPair: d.mountainPair,
          ...(d.silenced ? { silenced: true } : {}),
        };
      });
    o.path = s.drawn.length ? s.drawn : previewPath(sel, hover);
  } else if (sel.kind === 'unload' || sel.kind === 'build') o.targets = sel.hexes;
  else if (sel.kind === 'fire') {
    o.targets = sel.target ? [sel.target] : [];
    // the destructors the host says can be the second shooter
    if (sel.target && sel.shooters.length === 1) o.spots = [...s.shooterSpots];
    o.picked = sel.shooters.map((x) => hexOfShooter(view, x)).filter((h): h is Hex => !!h);
  } else if (sel.kind === 'capture') {
    const target = sel.target;
    const tp = target ? view.pieces.find((p) => p.id === target) : null;
    o.targets = tp?.at ? [tp.at] : [];
    o.picked = sel.captors.map((x) => hexOfShooter(view, x)).filter((h): h is Hex => !!h);
  }
  return o;
}

/** What the board shows while an action waits for confirmation: where the astronef lands, what a shot hits, the path. */
function confirmOverlay(o: Overlay, c: Confirm, view: PlayerView, landSpots: LandingSpot[]): Overlay {
  // a path is drawn from where the piece stands
  const from = (id: string): Hex[] => {
    const at = view.pieces.find((p) => p.id === id)?.at;
    return at ? [at] : [];
  };
  switch (c.kind) {
    case 'land':
      // the other spots stay offered: a click there moves the waiting astronef
      return {
        ...o,
        spots: landingSpotsFor(landSpots, c.action.orientation),
        ghost: astronefFootprint(c.action.at, c.action.orientation),
      };
    case 'fire': {
      const doomed = c.destroyed.map((id) => view.pieces.find((p) => p.id === id)?.at).filter((h): h is Hex => !!h);
      return {
        ...o,
        targets: [c.action.target, ...doomed.filter((h) => !sameHex(h, c.action.target))],
        picked: c.action.shooters.map((x) => hexOfShooter(view, x)).filter((h): h is Hex => !!h),
      };
    }
    case 'strand':
      return { ...o, path: [...from(c.action.piece), ...(c.action.path as Hex[])], targets: [c.to] };
    case 'cut':
      return { ...o, path: [...from(c.action.piece), ...(c.action.path as Hex[])], targets: [c.stop] };
  }
}

/** Whether a click on this hex confirms the waiting action: the landing's hexes, the shot's target, the move's end. */
export function confirmsAt(c: Confirm, hex: Hex, view: PlayerView): boolean {
  switch (c.kind) {
    case 'land':
      return astronefFootprint(c.action.at, c.action.orientation).some((h) => sameHex(h, hex));
    case 'fire':
      return (
        sameHex(c.action.target, hex) ||
        c.destroyed.some((id) => sameHex(view.pieces.find((p) => p.id === id)?.at ?? null, hex))
      );
    case 'strand':
      return sameHex(c.to, hex);
    case 'cut':
      return sameHex(c.stop, hex);
  }
}

/** The hex of a shooter name: a destructor's id, or a tower "astronef:pode". */
export function hexOfShooter(v: PlayerView, shooter: string): Hex | null {
  const [id, pode] = shooter.split(':');
  const p = v.pieces.find((q) => q.id === id);
  if (!p) return null;
  if (pode !== undefined && p.hexes) return p.hexes[Number(pode) + 1] ?? null;
  return p.at;
}

/** A text to show, as an i18n key and its parameters (a `piece.*` value is a key to translate too). */
export interface Words {
  key: string;
  params?: Record<string, string | number>;
  /** Parameters that are themselves keys (piece names). */
  keys?: Record<string, string>;
  /** Parameters that are player ids (shown as names). */
  players?: Record<string, string>;
  /** Another text shown after this one. */
  then?: Words;
}

/** The hint line under the clock: what a click does now. */
export function hintOf(s: GameScreenState, over: boolean): Words | null {
  const view = s.view;
  if (!view || view.phase === 'liftoff') return null;
  if (!myTurn(view, over)) return { key: 'hint.notYourTurn', players: { name: view.active ?? '' } };
  if (s.confirm) return { key: `hint.confirm.${s.confirm.kind}` };
  const sel = s.sel;
  switch (sel.kind) {
    case 'land':
      return { key: 'hint.landing', params: { o: sel.orientation } };
    case 'piece': {
      if (view.phase === 'deploy') return { key: 'hint.deploy' };
      if (s.preferLoad) return { key: 'hint.pickLoad' };
      // a warning under the pointer: stopping there would leave two tanks on neighbouring mountains
      const d = s.hover ? destinationAt(sel.dests, s.hover.hex) : null;
      if (d?.mountainPair)
        return { key: d.cost >= (view.players[view.viewer!]?.ap ?? 0) ? 'hint.mountainPairNoAp' : 'hint.mountainPair' };
      if (d?.silenced) return { key: 'hint.mountainSilenced' };
      return abilityOf(s, 'load')?.allowed
        ? { key: 'hint.move', then: { key: 'hint.loadChoice' } }
        : { key: 'hint.move' };
    }
    case 'fire':
      return sel.target
        ? { key: 'hint.pickShooter', params: { n: sel.shooters.length + 1 } }
        : { key: 'hint.pickTarget' };
    case 'capture':
      return sel.target
        ? { key: 'hint.pickCaptor', params: { n: sel.captors.length + 1 } }
        : { key: 'hint.pickCapture' };
    case 'unload': {
      const item = sel.item;
      return {
        key: 'hint.pickUnload',
        keys: { piece: `piece.${view.pieces.find((p) => p.id === item)?.type ?? 'ore'}` },
      };
    }
    case 'build':
      return { key: 'hint.pickBuild', keys: { kind: `piece.${sel.build}` } };
  }
  return { key: view.phase === 'deploy' ? 'hint.deploy' : 'hint.select' };
}

/** The hovered hex: its coordinates, the pieces on it, whose fire covers it (player ids). */
export function hoverFacts(s: GameScreenState): { hex: Hex; pieces: ViewPiece[]; firing: string[] } | null {
  if (!s.hover || !s.view) return null;
  const hex = s.hover.hex;
  return {
    hex,
    pieces: piecesAt(s.view.pieces, hex),
    firing: s.zones.filter((z) => z.hexes.some((h) => sameHex(h, hex))).map((z) => z.player),
  };
}

/** Pauses that stop play (the host refuses game actions meanwhile): the pause screen hides the board. */
export const STOPPING_PAUSES = ['player', 'modal', 'hidden', 'sleep'] as const;

/**
 * What the game screen shows: the hand-off screen (nobody seated), the pause screen (the board, the forecast
 * and the log hidden until the seated player resumes), or the board. A lesson has no clock to pause.
 */
export function tableOf(
  session: Pick<SessionView, 'seated' | 'over' | 'clock' | 'lesson' | 'computer'>,
): 'handoff' | 'paused' | 'board' | 'computer' {
  // a computer seat's turn: the table watches the public board (no hand-off before it)
  if (session.computer && !session.over) return 'computer';
  if (!session.seated && !session.over) return 'handoff';
  if (session.lesson || session.over) return 'board';
  return pauseReasons(session.clock).length ? 'paused' : 'board';
}

/** The pauses that stop play now, in the clock's order. */
export function pauseReasons(
  clock: Pick<SessionView['clock'], 'reasons'> | null | undefined,
): (typeof STOPPING_PAUSES)[number][] {
  return (clock?.reasons ?? []).filter((r): r is (typeof STOPPING_PAUSES)[number] =>
    (STOPPING_PAUSES as readonly string[]).includes(r),
  );
}
