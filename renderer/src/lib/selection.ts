// The selection state machine of the board: what a click means, given what the host said.
// Pure: it turns clicks into intents (engine actions) and queries; it never decides what is legal —
// the host answers every intent, and a refusal comes back in words.
import type { Action, BuildKind } from '../../../src/engine/types';
import type { Ability, Destination, ViewPiece } from '../../../src/engine/view-types';
import { type Hex, sameHex } from './hex';
import { astronefFootprint, isDestructor as destructorType } from './vocabulary';

export type Sel =
  | { kind: 'idle' }
  | { kind: 'piece'; id: string; dests: Destination[]; abilities: Ability[]; first?: Hex }
  | { kind: 'fire'; shooters: string[]; target: Hex | null }
  | { kind: 'capture'; captors: string[]; target: string | null }
  | { kind: 'unload'; carrier: string; item: string; hexes: Hex[] }
  | { kind: 'build'; pondeuse: string; build: BuildKind; hexes: Hex[] }
  | { kind: 'land'; astronef: string; orientation: 'N' | 'S' };

export const IDLE: Sel = { kind: 'idle' };

export interface ClickContext {
  viewer: string | null;
  phase: string;
  pieces: ViewPiece[];
  /** Prefer capture over fire when both could apply (the "Capture" toggle). */
  preferCapture?: boolean;
  /** Shift held: pair the selected destructor with the clicked one. */
  shift?: boolean;
  /**
   * Prefer loading over moving (the "Load" toggle, key L). Without it a click on a hex the piece may
   * move to moves it there, even when something on that hex (an empty pontoon) could be loaded.
   */
  preferLoad?: boolean;
}

export type Step =
  | { sel: Sel; action?: undefined; select?: undefined }
  | { sel: Sel; action: Action; select?: undefined }
  /** Select this piece: the caller fetches its destinations and abilities, then calls `selected`. */
  | { sel: Sel; select: string; action?: undefined };

/** The pieces standing on a hex (astronef hexes and both barge hexes count), the topmost first. */
export function piecesAt(pieces: ViewPiece[], hex: Hex): ViewPiece[] {
  const out: ViewPiece[] = [];
  for (const p of pieces) {
    if (p.in || !p.at || p.departed) continue;
    if (sameHex(p.at, hex) || sameHex(p.at2, hex) || (p.hexes ?? []).some((h) => sameHex(h, hex))) out.push(p);
  }
  const rank = (t: string) => (t === 'pontoon' ? 3 : t === 'ore' ? 2 : t === 'astronef' ? 1 : 0);
  return out.sort((a, b) => rank(a.type) - rank(b.type));
}

/** The shooter name of a hex for the viewer: a destructor's id, or a tower "astronef:pode". */
export function shooterAt(ctx: ClickContext, hex: Hex): string | null {
  for (const p of piecesAt(ctx.pieces, hex)) {
    if (p.owner !== ctx.viewer) continue;
    if (destructorType(p.type)) return p.id;
    if (p.type === 'astronef' && p.hexes) {
      const i = p.hexes.findIndex((h) => sameHex(h, hex));
      if (i >= 1 && p.towers?.[i - 1] !== false) return `${p.id}:${i - 1}`;
    }
  }
  return null;
}

/** The destination whose hex (either hex of a barge position) is this one. */
export function destinationAt(dests: Destination[], hex: Hex): Destination | null {
  for (const d of dests) {
    const to = d.to;
    if (Array.isArray(to[0])) {
      const pair = to as [Hex, Hex];
      if (sameHex(pair[0], hex) || sameHex(pair[1], hex)) return d;
    } else if (sameHex(to as Hex, hex)) return d;
  }
  return null;
}

function ability(sel: Sel, action: string): Ability | undefined {
  return sel.kind === 'piece' ? sel.abilities.find((a) => a.action === action) : undefined;
}

function isDestructor(p: ViewPiece | undefined): boolean {
  return !!p && destructorType(p.type);
}

/** A click on a hex. */
export function click(sel: Sel, hex: Hex, ctx: ClickContext): Step {
  const here = piecesAt(ctx.pieces, hex);
  const mine = here.filter((p) => p.owner === ctx.viewer && p.owner !== null);
  const enemy = here.filter(
    (p) => p.owner !== null && p.owner !== ctx.viewer && p.type !== 'ore' && p.type !== 'pontoon',
  );

  switch (sel.kind) {
    case 'land':
      return { sel, action: { type: 'land', astronef: sel.astronef, at: hex, orientation: sel.orientation } };

    case 'unload':
      return { sel: IDLE, action: { type: 'unload', carrier: sel.carrier, item: sel.item, to: hex } };

    case 'build':
      return { sel: IDLE, action: { type: 'build', pondeuse: sel.pondeuse, kind: sel.build, to: hex } };

    case 'fire': {
      const s = shooterAt(ctx, hex);
      if (s) {
        if (sel.shooters.includes(s)) return { sel };
        const next: Sel = { kind: 'fire', shooters: [...sel.shooters, s], target: sel.target };
        if (next.target && next.shooters.length >= 2) return fireNow(next);
        return { sel: next };
      }
      if (!sel.target && !mine.length) {
        const next: Sel = { kind: 'fire', shooters: sel.shooters, target: hex };
        if (sel.shooters.length >= 2) return fireNow(next);
        return { sel: next };
      }
      return { sel: IDLE };
    }

    case 'capture': {
      const s = shooterAt(ctx, hex);
      if (s && !s.includes(':')) {
        const captors = sel.captors.includes(s) ? sel.captors : [...sel.captors, s];
        const next: Sel = { kind: 'capture', captors, target: sel.target };
        if (next.target && captors.length >= 2) return captureNow(next);
        return { sel: next };
      }
      if (!sel.target && enemy[0]) {
        const next: Sel = { kind: 'capture', captors: sel.captors, target: enemy[0].id };
        if (sel.captors.length >= 2) return captureNow(next);
        return { sel: next };
      }
      return { sel: IDLE };
    }

    case 'piece': {
      const selected = ctx.pieces.find((p) => p.id === sel.id);
      // a click on the selected piece again: deselect
      if (mine.some((p) => p.id === sel.id)) return { sel: IDLE };
      // load: the carrier takes the clicked piece, or the selected piece enters the clicked carrier
      const load = ability(sel, 'load');
      const other = load?.pieces?.length ? here.find((p) => load.pieces!.includes(p.id)) : undefined;
      const loadStep = (): Step => {
        const carrierIsSelected =
          selected && ['crab', 'barge', 'astronef', 'pondeuse'].includes(selected.type) && other!.type !== 'astronef';
        return {
          sel: IDLE,
          action: carrierIsSelected
            ? { type: 'load', carrier: sel.id, item: other!.id }
            : { type: 'load', carrier: other!.id, item: sel.id },
        };
      };
      if (other && ctx.preferLoad) return loadStep();
      // a hex the piece may move to: moving wins (an empty pontoon is loaded only on the explicit choice)
      const d = destinationAt(sel.dests, hex);
      if (d && ctx.phase !== 'deploy') return { sel: IDLE, action: { type: 'move', piece: sel.id, path: d.path } };
      if (other) return loadStep();
      if (ctx.phase === 'deploy' && selected && !mine.some((p) => p.id !== sel.id && p.type !== 'astronef')) {
        if (selected.type === 'barge') {
          if (!sel.first) return { sel: { ...sel, first: hex } };
          return { sel: IDLE, action: { type: 'deploy', piece: sel.id, to: [sel.first, hex] } };
        }
        return { sel: IDLE, action: { type: 'deploy', piece: sel.id, to: hex } };
      }
      if (d) return { sel: IDLE, action: { type: 'deploy', piece: sel.id, to: d.to } };
      // an enemy: capture it (when the host lists it and capture is preferred or fire cannot), else shoot there
      const cap = ability(sel, 'capture');
      const fire = ability(sel, 'fire');
      const canCaptureIt = !!enemy[0] && !!cap?.pieces?.includes(enemy[0].id);
      if (isDestructor(selected) && fire?.hexes?.some((h) => sameHex(h, hex)) && !(canCaptureIt && ctx.preferCapture)) {
        return { sel: { kind: 'fire', shooters: [sel.id], target: hex } };
      }
      if (enemy[0] && isDestructor(selected)) {
        if (canCaptureIt && (ctx.preferCapture || !fire?.allowed)) {
          return { sel: { kind: 'capture', captors: [sel.id], target: enemy[0].id } };
        }
        return { sel: { kind: 'fire', shooters: [sel.id], target: hex } };
      }
      // shift-click a second destructor of mine: the two shooters first, the target next
      const s = shooterAt(ctx, hex);
      if (ctx.shift && s && isDestructor(selected)) {
        return {
          sel: ctx.preferCapture
            ? { kind: 'capture', captors: [sel.id, s], target: null }
            : { kind: 'fire', shooters: [sel.id, s], target: null },
        };
      }
      if (mine[0]) return { sel: IDLE, select: mine[0].id };
      return { sel: IDLE };
    }

    case 'idle': {
      if (mine[0]) return { sel: IDLE, select: mine[0].id };
      // an enemy first: the target, then the two destructors
      if (enemy[0] && ctx.phase === 'play') {
        return ctx.preferCapture
          ? { sel: { kind: 'capture', captors: [], target: enemy[0].id } }
          : { sel: { kind: 'fire', shooters: [], target: hex } };
      }
      return { sel: IDLE };
    }
  }
}

function fireNow(sel: Extract<Sel, { kind: 'fire' }>): Step {
  return { sel: IDLE, action: { type: 'fire', shooters: [sel.shooters[0]!, sel.shooters[1]!], target: sel.target! } };
}

function captureNow(sel: Extract<Sel, { kind: 'capture' }>): Step {
  return { sel: IDLE, action: { type: 'capture', captors: [sel.captors[0]!, sel.captors[1]!], target: sel.target! } };
}

/** The host answered the queries for a piece the player picked. */
export function selected(id: string, dests: Destination[], abilities: Ability[]): Sel {
  return { kind: 'piece', id, dests, abilities };
}

/**
 * A path drawn by dragging from the selected piece (the drag's hexes, the piece's own hex first): the move
 * intent. A move path never includes the starting hex. A barge's path is a list of two-hex positions, each
 * taking one new hex: the dragged end leads and the other hex follows it (dragging across the barge's
 * other hex just starts from that end).
 */
export function drawnPath(sel: Sel, path: Hex[], phase: string, pieces: ViewPiece[] = []): Step {
  if (sel.kind !== 'piece' || path.length < 2) return { sel };
  if (phase === 'deploy') return { sel: IDLE, action: { type: 'deploy', piece: sel.id, to: path[path.length - 1]! } };
  const piece = pieces.find((p) => p.id === sel.id);
  if (piece?.type === 'barge' && piece.at && piece.at2) {
    let head: Hex = sameHex(path[0], piece.at2) ? piece.at2 : piece.at;
    let tail: Hex = sameHex(head, piece.at) ? piece.at2 : piece.at;
    const steps: [Hex, Hex][] = [];
    for (const h of path.slice(1)) {
      if (sameHex(h, head)) continue;
      if (sameHex(h, tail)) {
        [head, tail] = [tail, head];
        continue;
      }
      steps.push([h, head]);
      tail = head;
      head = h;
    }
    if (!steps.length) return { sel };
    return { sel: IDLE, action: { type: 'move', piece: sel.id, path: steps } };
  }
  const start = piece?.at ?? path[0]!;
  let i = 0;
  while (i < path.length && sameHex(path[i], start)) i++;
  const steps = path.slice(i);
  if (!steps.length) return { sel };
  return { sel: IDLE, action: { type: 'move', piece: sel.id, path: steps } };
}

/** The landing spots (bubble hexes) the host listed for one orientation. */
export function landingSpotsFor(spots: { at: Hex; orientation: 'N' | 'S' }[], orientation: 'N' | 'S'): Hex[] {
  return spots.filter((s) => s.orientation === orientation).map((s) => s.at);
}

/** The landing preview under the pointer: the astronef's hexes when the hovered hex is a legal bubble spot. */
export function landingPreview(
  spots: { at: Hex; orientation: 'N' | 'S'; hexes?: Hex[] }[],
  sel: Sel,
  hover: Hex | null,
): Hex[] {
  if (sel.kind !== 'land' || !hover) return [];
  const spot = spots.find((s) => s.orientation === sel.orientation && sameHex(s.at, hover));
  if (!spot) return [];
  // the host lists the four hexes of each spot; an older host did not: the vocabulary's pode directions
  return spot.hexes ?? astronefFootprint(hover, sel.orientation);
}

/** The cheapest path the host gave for the destination under the pointer (for the preview), as hexes. */
export function previewPath(sel: Sel, hex: Hex | null): Hex[] {
  if (sel.kind !== 'piece' || !hex) return [];
  const d = destinationAt(sel.dests, hex);
  if (!d) return [];
  const path = d.path as unknown[];
  return path.map((step) => (Array.isArray((step as unknown[])[0]) ? (step as [Hex, Hex])[0] : (step as Hex)));
}

/** Keyboard: Escape cancels, R turns the astronef while landing. (L, the load toggle, and C live in the screen.) */
export function key(sel: Sel, k: string): Sel {
  if (k === 'Escape') return sel.kind === 'land' ? sel : IDLE;
  if ((k === 'r' || k === 'R') && sel.kind === 'land')
    return { ...sel, orientation: sel.orientation === 'N' ? 'S' : 'N' };
  return sel;
}
