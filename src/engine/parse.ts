// The door's first step: untrusted input (JSON from a file, a screen, a scenario) parsed once into a
// typed action whose hexes are board indices. Handlers take only parsed actions; what is malformed is
// refused here (BAD_INPUT, or NEEDS_TWO for a shot or a capture without exactly two destructors) and
// never reaches a rule.
import type { Board } from './board.js';
import { refuse } from './refusals.js';
import type { BuildKind, PieceId, PlayerId, Refusal } from './types.js';

export type ParsedAction =
  | { type: 'land'; astronef: PieceId; at: number; orientation: 'N' | 'S' }
  /** `to`: one hex, or two for a barge. */
  | { type: 'deploy'; piece: PieceId; to: number[] }
  /** Each step: one hex, or a barge's two. */
  | { type: 'move'; piece: PieceId; path: number[][] }
  | { type: 'load'; carrier: PieceId; item: PieceId }
  | { type: 'unload'; carrier: PieceId; item: PieceId; to: number[] }
  | { type: 'build'; pondeuse: PieceId; kind: BuildKind; to: number }
  | { type: 'fire'; shooters: [string, string]; target: number }
  | { type: 'capture'; captors: [PieceId, PieceId]; target: PieceId }
  | { type: 'rebuildTower'; astronef: PieceId; pode: 0 | 1 | 2 }
  | { type: 'liftOff'; player: PlayerId; astronef: PieceId; choice: 'leave' | 'stay' }
  | { type: 'endTurn'; timeout: boolean };

export type ActionOf<T extends ParsedAction['type']> = Extract<ParsedAction, { type: T }>;

const BUILD_KINDS: readonly BuildKind[] = ['tank', 'crab', 'pontoon'];
/** The longest path accepted (a turn has at most a few dozen points). */
const MAX_PATH = 200;

class Malformed {
  constructor(readonly refusal: Refusal) {}
}
const malformed = (field: string, got: unknown, message: string): never => {
  throw new Malformed(refuse('BAD_INPUT', message, { why: 'malformed', field, got }));
};

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length < 100;

function id(v: unknown, field: string): string {
  if (!isId(v)) malformed(field, v, `${field} must be a piece id`);
  return v as string;
}

function hex(board: Board, v: unknown, field: string): number {
  const h = board.parse(v);
  if (h < 0) malformed(field, v, `${field} must be a hex [x, y] on the board`);
  return h;
}

/** A hex, or a pair of hexes (a barge). */
function hexes(board: Board, v: unknown, field: string): number[] {
  if (Array.isArray(v) && v.length === 2 && Array.isArray(v[0]))
    return [hex(board, v[0], field), hex(board, v[1], field)];
  return [hex(board, v, field)];
}

function two(v: unknown, what: 'shot' | 'capture'): [string, string] {
  const ok = Array.isArray(v) && v.length === 2 && v.every(isId) && (what === 'shot' || v[0] !== v[1]);
  if (!ok) throw new Malformed(refuse('NEEDS_TWO', `a ${what} needs two destructors`, { why: 'notTwo', got: v }));
  return [v[0] as string, v[1] as string];
}

/** The action, parsed; or the refusal that says what is malformed. */
export function parseAction(board: Board, input: unknown): ParsedAction | Refusal {
  try {
    return parse(board, input);
  } catch (e) {
    if (e instanceof Malformed) return e.refusal;
    throw e;
  }
}

function parse(board: Board, input: unknown): ParsedAction {
  if (!input || typeof input !== 'object' || Array.isArray(input))
    return malformed('action', typeof input, 'an action is an object with a type');
  const a = input as Record<string, unknown>;
  switch (a.type) {
    case 'land': {
      const astronef = id(a.astronef, 'astronef');
      if (a.orientation !== 'N' && a.orientation !== 'S')
        return malformed('orientation', a.orientation, 'orientation is N or S');
      return { type: 'land', astronef, orientation: a.orientation, at: hex(board, a.at, 'at') };
    }
    case 'deploy':
      return { type: 'deploy', piece: id(a.piece, 'piece'), to: hexes(board, a.to, 'to') };
    case 'move': {
      const piece = id(a.piece, 'piece');
      if (!Array.isArray(a.path) || a.path.length === 0 || a.path.length > MAX_PATH)
        return malformed('path', a.path, 'path is a non-empty list of hexes');
      return { type: 'move', piece, path: a.path.map((st) => hexes(board, st, 'path')) };
    }
    case 'load':
      return { type: 'load', carrier: id(a.carrier, 'carrier'), item: id(a.item, 'item') };
    case 'unload':
      return {
        type: 'unload',
        carrier: id(a.carrier, 'carrier'),
        item: id(a.item, 'item'),
        to: hexes(board, a.to, 'to'),
      };
    case 'build': {
      const pondeuse = id(a.pondeuse, 'pondeuse');
      const kind = BUILD_KINDS.find((k) => k === a.kind);
      if (!kind) return malformed('kind', a.kind, 'kind is tank, crab or pontoon');
      return { type: 'build', pondeuse, kind, to: hex(board, a.to, 'to') };
    }
    case 'fire': {
      const shooters = two(a.shooters, 'shot');
      return { type: 'fire', shooters, target: hex(board, a.target, 'target') };
    }
    case 'capture': {
      const captors = two(a.captors, 'capture');
      return { type: 'capture', captors, target: id(a.target, 'target') };
    }
    case 'rebuildTower': {
      const astronef = id(a.astronef, 'astronef');
      if (a.pode !== 0 && a.pode !== 1 && a.pode !== 2) return malformed('pode', a.pode, 'pode is 0, 1 or 2');
      return { type: 'rebuildTower', astronef, pode: a.pode };
    }
    case 'liftOff': {
      if (!isId(a.player)) return malformed('player', a.player, 'player must be a player id');
      if (a.choice !== 'leave' && a.choice !== 'stay') return malformed('choice', a.choice, 'choice is leave or stay');
      return { type: 'liftOff', player: a.player, choice: a.choice, astronef: id(a.astronef, 'astronef') };
    }
    case 'endTurn':
      if (a.timeout !== undefined && typeof a.timeout !== 'boolean')
        return malformed('timeout', a.timeout, 'timeout is a boolean');
      return { type: 'endTurn', timeout: a.timeout === true };
    default:
      return malformed('type', a.type, `unknown action type ${JSON.stringify(a.type)}`);
  }
}
