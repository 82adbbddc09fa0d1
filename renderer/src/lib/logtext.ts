// The action log in words. Pure: the caller passes the translate function and the names.
import { listWords } from './list-words';
import type { GameEvent } from '../../../src/engine/types';
import type { LogEntry } from '../../../src/host/contract';

export type Tr = (key: string, params?: Record<string, unknown>) => string;

export interface Names {
  player(id: string | null | undefined): string;
  /** "tank", "super tank"... of a piece id, from what the screen knows. */
  piece(id: string): string;
}

const hex = (h: unknown): string =>
  Array.isArray(h) && typeof h[0] === 'number' ? `${h[0]},${h[1]}` : Array.isArray(h) ? hex(h[h.length - 1]) : '?';

export function eventText(e: GameEvent, player: string | null, tr: Tr, n: Names): string | null {
  const who = n.player(player);
  switch (e.type) {
    case 'moved':
      return tr(e.stuck ? 'log.movedStuck' : 'log.moved', {
        player: who,
        piece: n.piece(e.piece),
        to: hex(e.path[e.path.length - 1]),
        cost: e.cost,
      });
    case 'landed':
      return tr('log.landed', { player: n.player(e.player), at: hex(e.at) });
    case 'deployed':
      return tr('log.deployed', { player: who, piece: n.piece(e.piece), to: hex(e.to[0]) });
    case 'loaded':
      return tr('log.loaded', { player: who, carrier: n.piece(e.carrier), item: n.piece(e.item), cost: e.cost });
    case 'unloaded':
      return tr('log.unloaded', {
        player: who,
        carrier: n.piece(e.carrier),
        item: n.piece(e.item),
        to: hex(e.to[0]),
        cost: e.cost,
      });
    case 'built':
      return tr('log.built', { player: who, kind: tr(`piece.${e.kind}`), to: hex(e.to) });
    case 'fired':
      return tr('log.fired', { player: who, target: hex(e.target) });
    case 'destroyed':
      return tr('log.destroyed', {
        pieces: listWords(
          e.pieces.map((p) => n.piece(p)),
          tr,
        ),
      });
    case 'captured':
      return tr('log.captured', { by: n.player(e.by), from: n.player(e.from), piece: n.piece(e.piece) });
    case 'astronefTaken':
      return tr('log.astronefTaken', { by: n.player(e.by), from: n.player(e.from) });
    case 'playerOut':
      return tr('log.playerOut', { player: n.player(e.player) });
    case 'towerRebuilt':
      return tr('log.towerRebuilt', { player: who });
    case 'neutralised':
      return tr('log.neutralised', {
        player: n.player(e.by),
        pieces: listWords(
          e.pieces.map((p) => n.piece(p)),
          tr,
        ),
      });
    case 'freed':
      return tr('log.freed', {
        pieces: listWords(
          e.pieces.map((p) => n.piece(p)),
          tr,
        ),
      });
    case 'liftOffChosen':
      // "decided of of" counts the player's own astronefs: with one, a count says nothing
      return e.of > 1
        ? tr('log.liftOffChosenOf', { player: n.player(e.player), decided: e.decided, of: e.of })
        : tr('log.liftOffChosen', { player: n.player(e.player) });
    case 'liftOffRevealed':
      return tr('log.liftOffRevealed');
    case 'tookOff':
      return tr('log.tookOff', { player: n.player(e.player) });
    case 'strandedForever':
      return tr('log.strandedForever');
    case 'turnEnded':
      return tr(e.timeout ? 'log.turnEndedTimeout' : 'log.turnEnded', { player: n.player(e.player), saved: e.saved });
    case 'turnStarted':
      return tr('log.turnStarted', { player: n.player(e.player), ap: e.ap });
    case 'tideRevealed':
      return tr('log.tideRevealed', { turn: e.turn, tide: tr(`tide.${e.tide}`) });
    case 'gameOver':
      return tr('log.gameOver');
    case 'stateChanged':
      return null;
  }
  return null;
}

/** The lines of one log entry (an action can have several events). */
export function entryLines(entry: LogEntry, tr: Tr, n: Names): string[] {
  const lines: string[] = [];
  for (const e of entry.events) {
    // the clock landed the astronef: the log must not read as if the player chose the spot
    const s =
      entry.timeout && e.type === 'landed'
        ? tr('log.landedTimeout', { player: n.player(e.player), at: hex(e.at) })
        : eventText(e, entry.player, tr, n);
    if (s) lines.push(s);
  }
  if (!lines.length) lines.push(tr('log.other', { type: entry.action.type }));
  return lines;
}

/**
 * What a piece is called: its type, or for an ore of the three-kinds variant its kind ('ore.2' iron,
 * 'ore.3' gold, 'ore.5' gemstone), so that the log names the kind and its value.
 */
export function pieceKind(p: { type: string; value?: number } | undefined): string | undefined {
  if (!p) return undefined;
  return p.type === 'ore' && (p.value === 2 || p.value === 3 || p.value === 5) ? `ore.${p.value}` : p.type;
}

/** A piece id as words: "<player>.tank2" -> "tank", "b3" -> its kind if known (`typeOf`: see `pieceKind`). */
export function pieceWord(id: string, typeOf: (id: string) => string | undefined, tr: Tr): string {
  const type =
    typeOf(id) ??
    /\.(astronef|superTank|tank|motorBoat|boat|barge|crab|pondeuse|pontoon)/.exec(id)?.[1] ??
    (id.startsWith('ore') ? 'ore' : undefined);
  if (!type) return id;
  return tr(`piece.${type === 'boat' ? 'motorBoat' : type}`);
}

/**
 * An astronef in words on the turn-21 choice: "astronef", or "second astronef" for the second-astronef
 * variant's one (its id ends in `astronef2`), never the raw id.
 */
export function astronefWord(id: string, tr: Tr): string {
  return /\.astronef2$/.test(id) ? tr('liftoff.secondAstronef') : tr('piece.astronef');
}

/** What a take-back would take back, in a few words ("tank to 12,7"): the action as its events tell it. */
export function takeBackWhat(entry: LogEntry, tr: Tr, n: Names): string {
  const a = entry.action;
  const ev = (type: GameEvent['type']) => entry.events.find((e) => e.type === type);
  switch (a.type) {
    case 'move': {
      // a move refused part-way stood where it stopped: its event has the path it made
      const m = ev('moved');
      return tr('takeBack.move', {
        piece: n.piece(a.piece),
        to: hex(m && m.type === 'moved' ? m.path[m.path.length - 1] : a.path[a.path.length - 1]),
      });
    }
    case 'deploy':
      return tr('takeBack.deploy', { piece: n.piece(a.piece), to: hex(a.to) });
    case 'load':
      return tr('takeBack.load', { item: n.piece(a.item), carrier: n.piece(a.carrier) });
    case 'unload':
      return tr('takeBack.unload', { item: n.piece(a.item), to: hex(a.to) });
    case 'build':
      return tr('takeBack.build', { kind: tr(`piece.${a.kind}`), to: hex(a.to) });
    case 'fire':
      return tr('takeBack.fire', { to: hex(a.target) });
    case 'capture':
      return tr('takeBack.capture', { piece: n.piece(a.target) });
    case 'rebuildTower':
      return tr('takeBack.rebuildTower');
    case 'liftOff':
      return tr('takeBack.liftOff');
    default:
      return tr('takeBack.other', { type: a.type });
  }
}

/**
 * Where a log entry happened, to mark and centre it: the piece that acted (or was built, or was taken)
 * and the hexes it touched (a move's path, a shot's target, a landing's bubble...).
 */
export function entryPlaces(entry: LogEntry): { pieces: string[]; hexes: [number, number][] } {
  const pieces: string[] = [];
  const hexes: [number, number][] = [];
  const add = (h: unknown) => {
    if (Array.isArray(h) && typeof h[0] === 'number' && typeof h[1] === 'number') hexes.push([h[0], h[1]]);
    else if (Array.isArray(h)) for (const x of h) add(x);
  };
  const a = entry.action;
  if (a.type === 'move' || a.type === 'deploy') pieces.push(a.piece);
  else if (a.type === 'load') pieces.push(a.carrier);
  else if (a.type === 'unload') pieces.push(a.item);
  else if (a.type === 'capture') pieces.push(a.target);
  else if (a.type === 'land' || a.type === 'rebuildTower' || a.type === 'liftOff') pieces.push(a.astronef);
  else if (a.type === 'fire') {
    for (const s of a.shooters) pieces.push(s.split(':')[0]!);
    add(a.target);
  }
  for (const e of entry.events) {
    if (e.type === 'moved') add(e.path);
    else if (e.type === 'deployed' || e.type === 'unloaded') add(e.to);
    else if (e.type === 'built') {
      pieces.push(e.piece);
      add(e.to);
    } else if (e.type === 'landed') add(e.at);
  }
  return { pieces: [...new Set(pieces)], hexes };
}
