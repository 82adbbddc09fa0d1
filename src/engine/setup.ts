// A new game: the armies in their astronefs, the ore spread, the tide deck, the landing order.
import { RULINGS } from './rulings.js';
import { boardFromTerrain, getBoard, T_OFF, T_SEA, type Board } from './board.js';
import { shuffle, nextRandom } from './rng.js';
import type {
  BoardData,
  ColorState,
  GameOptions,
  GameState,
  Piece,
  PieceType,
  PlayerState,
  Tide,
  TurnState,
  Variant,
} from './types.js';

export const TIDE_CARDS: Tide[] = [
  'low',
  'low',
  'low',
  'low',
  'low',
  'normal',
  'normal',
  'normal',
  'normal',
  'normal',
  'high',
  'high',
  'high',
  'high',
  'high',
];

/** The starting army of one astronef, the rulebook's list. */
export const ARMY: [PieceType, string][] = [
  ['barge', 'barge'],
  ['crab', 'crab'],
  ['pondeuse', 'pondeuse'],
  ['motorBoat', 'boat1'],
  ['motorBoat', 'boat2'],
  ['tank', 'tank1'],
  ['tank', 'tank2'],
  ['tank', 'tank3'],
  ['tank', 'tank4'],
  ['superTank', 'superTank'],
  ['pontoon', 'pontoon'],
];

export function reserveFor(playerCount: number): { tank: number; crab: number; pontoon: number } {
  return playerCount === 3 ? { tank: 12, crab: 3, pontoon: 3 } : { tank: 16, crab: 4, pontoon: 4 };
}

export function freshTurnState(): TurnState {
  return { acted: false, retreated: [], mayRetreat: [], neutralisers: {}, held: [], secondArrival: null, deployed: [] };
}

/**
 * Every piece has the same fields in the same order (astronef- and pondeuse-only fields are null
 * elsewhere): one object shape keeps property access monomorphic in the hot paths, and JSON keeps nulls.
 */
export function newPiece(id: string, type: PieceType, color: string | null): Piece {
  const astronef = type === 'astronef';
  return {
    id,
    type,
    color,
    at: -1,
    at2: -1,
    in: null,
    shots: 0,
    destroyed: false,
    neutralisedBy: null,
    orientation: astronef ? 'N' : null,
    towers: astronef ? [true, true, true] : null,
    towerShots: astronef ? [0, 0, 0] : null,
    rebuildBy: null,
    departed: astronef ? false : null,
    landedTurn: null,
    departedTurn: null,
    departedWith: null,
    stranded: null,
    built: type === 'pondeuse' ? [] : null,
    value: null,
  };
}

export function newPlayer(id: string, name?: string): PlayerState {
  return { id, name: name ?? id, ap: 0, saved: 0, spent: 0, out: false, gone: false, forecast: 0, liftOff: {} };
}

/**
 * The set-up of games created before the lattice (and of every game whose options do not name one):
 * one ore on every hex with (q - r) mod 3 = 0 in cube coordinates, none on sea or off the board.
 */
export function orePattern(board: Board): number[] {
  const out: number[] = [];
  for (let i = 0; i < board.n; i++) {
    if (board.terrain[i] === T_SEA || board.terrain[i] === T_OFF) continue;
    const [q, r] = axial(board, i);
    if ((((q - r) % 3) + 3) % 3 === 0) out.push(i);
  }
  return out;
}

/** The one rule for player ids, everywhere (engine, contract, imported files). */
export const PLAYER_ID_RULE =
  'a player id is 1-24 letters, digits, _ or -, starting with a letter, and not a name of Object.prototype';

/** Player ids key records: a name Object.prototype already has (`constructor`, `toString`...) is refused. */
export function isPlayerId(id: unknown): id is string {
  return typeof id === 'string' && /^[A-Za-z][A-Za-z0-9_-]{0,23}$/.test(id) && !(id in Object.prototype);
}

function isUint32(n: unknown): boolean {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 0xffffffff;
}

/** The deck's generator state from the shown seed's stream and the secret salt (a 32-bit mix). */
export function saltDeck(rng: number, salt: number): number {
  let h = Math.imul((rng ^ 0x9e3779b9) >>> 0, 0x85ebca6b) ^ (salt >>> 0);
  h = Math.imul(h ^ (h >>> 16), 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 13), 0x27d4eb2f);
  return (h ^ (h >>> 16)) >>> 0;
}

/** How many offsets the ore lattice has: the nine cosets of the lattice in the hex grid. */
export const ORE_LATTICE_OFFSETS = 9;

/**
 * "À raison d'un pion toutes les trois cases": one ore every three hexes along each of the three hex
 * directions, a lattice whose nearest ore are 3 hexes apart (one hex in nine). Offset 0..8 picks which
 * of the nine lattices (q mod 3, r mod 3 in axial coordinates). Ore on open sea (and off the board) is
 * removed; reef, marsh, plain and mountain keep theirs. Any board whose hexes are in the odd-q layout works, whatever its shape.
 */
export function oreLattice(board: Board, offset: number): number[] {
  const dq = offset % 3;
  const dr = Math.floor(offset / 3) % 3;
  const out: number[] = [];
  for (let i = 0; i < board.n; i++) {
    if (board.terrain[i] === T_SEA || board.terrain[i] === T_OFF) continue;
    const [q, r] = axial(board, i);
    if ((((q - dq) % 3) + 3) % 3 === 0 && (((r - dr) % 3) + 3) % 3 === 0) out.push(i);
  }
  return out;
}

/** Axial coordinates (q, r) of a hex of the odd-q layout. */
function axial(board: Board, i: number): [number, number] {
  const [x, y] = board.hex(i);
  return [x, y - (x - (x & 1)) / 2];
}

function validateOptions(options: GameOptions): string | null {
  if (!options || typeof options !== 'object') return 'options must be an object';
  if (!Array.isArray(options.players) || options.players.length < 2 || options.players.length > 4)
    return 'a game has 2 to 4 players';
  const ids = new Set<string>();
  for (const p of options.players) {
    if (!p || !isPlayerId(p.id)) return PLAYER_ID_RULE;
    if (ids.has(p.id)) return `duplicate player id ${p.id}`;
    ids.add(p.id);
    if (
      p.apHandicap !== undefined &&
      (typeof p.apHandicap !== 'number' || !Number.isInteger(p.apHandicap) || Math.abs(p.apHandicap) > 5)
    )
      return 'apHandicap is an integer from -5 to 5';
  }
  if (
    typeof options.seed !== 'number' ||
    !Number.isInteger(options.seed) ||
    options.seed < 0 ||
    options.seed > 0xffffffff
  )
    return 'seed must be an unsigned 32-bit integer';
  if (options.deckSalt !== undefined && !isUint32(options.deckSalt))
    return 'deckSalt must be an unsigned 32-bit integer';
  if (options.oreSetup !== undefined && options.oreSetup !== 'lattice' && options.oreSetup !== 'one-in-three')
    return "oreSetup is 'lattice' or 'one-in-three'";
  if (options.takeBacks !== undefined && options.takeBacks !== 'own-turn' && options.takeBacks !== 'final')
    return "takeBacks is 'own-turn' or 'final'";
  if (
    options.redraws !== undefined &&
    (!Array.isArray(options.redraws) ||
      options.redraws.some(
        (r) =>
          !r ||
          !Number.isInteger(r.at) ||
          r.at < 0 ||
          !Number.isInteger(r.row) ||
          r.row < r.at ||
          !isUint32(r.salt) ||
          !Number.isInteger(r.shownThrough) ||
          typeof r.on !== 'string',
      ))
  )
    return 'redraws is a list of {at, row, salt, shownThrough, on}';
  if (options.rulings !== undefined && !(RULINGS as readonly string[]).includes(options.rulings))
    return `rulings is ${RULINGS.map((r) => `'${r}'`).join(' or ')}`;
  if (options.board !== undefined) {
    const problem = boardProblem(options.board);
    if (problem) return problem;
    if (options.map !== undefined) return 'a game names a map or carries a board, not both';
  }
  const v = options.variant ?? {};
  if (v.baseAp !== undefined && ![15, 20, 25].includes(v.baseAp)) return 'baseAp is 15, 20 or 25';
  return null;
}

/** What is wrong with a carried board, or null. */
function boardProblem(data: unknown): string | null {
  const d = data as BoardData;
  if (!d || typeof d !== 'object' || !Array.isArray(d.terrain) || !d.terrain.every((r) => typeof r === 'string'))
    return 'board.terrain is a list of rows';
  if (
    d.terrain.length === 0 ||
    d.terrain.length > 120 ||
    d.terrain.some((r) => r.length !== d.terrain[0]!.length || r.length === 0 || r.length > 120)
  )
    return 'board.terrain is 1 to 120 rows of the same length (1 to 120)';
  let board: Board;
  try {
    board = boardFromTerrain(d.terrain);
  } catch (e) {
    return `board: ${(e as Error).message}`;
  }
  if (!Array.isArray(d.ore)) return 'board.ore is a list of hexes';
  const seen = new Set<number>();
  for (const h of d.ore) {
    const i = board.parse(h);
    if (i < 0) return `board.ore: ${JSON.stringify(h)} is not a hex of the board`;
    if (board.terrain[i] === T_SEA) return `board.ore: ${JSON.stringify(h)} is on open sea`;
    if (seen.has(i)) return `board.ore: ${JSON.stringify(h)} is listed twice`;
    seen.add(i);
  }
  return null;
}

export function newGame(options: GameOptions): GameState {
  const problem = validateOptions(options);
  if (problem) throw new Error(`invalid game options: ${problem}`);
  const variant: Variant = { ...(options.variant ?? {}) };
  const board = options.board ? boardFromTerrain(options.board.terrain) : getBoard(options.map ?? 'original');
  const map = board.name;
  let rng = options.seed >>> 0;
  const pieces: Piece[] = [];
  const colors: Record<string, ColorState> = {};
  const players: Record<string, PlayerState> = {};
  const n = options.players.length;
  const reserve = reserveFor(n);
  if (variant.mining) reserve.tank = 0;

  for (const ps of options.players) {
    players[ps.id] = newPlayer(ps.id, ps.name);
    const kid = `${ps.id}.astronef`;
    colors[ps.id] = { controller: ps.id, astronef: kid, departed: false };
    pieces.push(newPiece(kid, 'astronef', ps.id));
    for (const [type, suffix] of ARMY) {
      if (variant.mining && (type === 'tank' || type === 'superTank' || type === 'motorBoat')) continue;
      const p = newPiece(`${ps.id}.${suffix}`, type, ps.id);
      p.in = kid;
      pieces.push(p);
    }
  }
  if (variant.war) {
    // "Prenez alors dès l'arrivée votre part de matériel contenu dans la réserve."
    const share = {
      tank: Math.floor(reserve.tank / n),
      crab: Math.floor(reserve.crab / n),
      pontoon: Math.floor(reserve.pontoon / n),
    };
    for (const ps of options.players) {
      for (const kind of ['tank', 'crab', 'pontoon'] as const) {
        for (let k = 1; k <= share[kind]; k++) {
          const p = newPiece(`${ps.id}.extra-${kind}${k}`, kind, ps.id);
          p.in = `${ps.id}.astronef`;
          pieces.push(p);
        }
      }
    }
    reserve.tank -= share.tank * n;
    reserve.crab -= share.crab * n;
    reserve.pontoon -= share.pontoon * n;
  } else {
    let k = 0;
    let ore: number[];
    // a carried board brings its own ore; otherwise the set-up the options name
    if (options.board) ore = options.board.ore.map((x) => board.parse(x));
    else if (options.oreSetup === 'lattice') {
      const [r, next] = nextRandom(rng);
      rng = next;
      ore = oreLattice(board, Math.floor(r * ORE_LATTICE_OFFSETS));
    } else ore = orePattern(board);
    for (const h of ore) {
      const o = newPiece(`ore${++k}`, 'ore', null);
      o.at = h;
      if (variant.ores === 'three-kinds') {
        const [r, s] = nextRandom(rng);
        rng = s;
        o.value = r < 0.6 ? 2 : r < 0.9 ? 3 : 5;
      }
      pieces.push(o);
    }
  }

  let deck: Tide[];
  const beforeDeck = rng;
  [deck, rng] = shuffle(TIDE_CARDS, rng);
  // With a secret salt (new campaigns) the deck, and every draw after the landing order, come from a
  // stream the shown seed alone cannot rebuild. The landing order stays the seed's.
  if (options.deckSalt !== undefined) [deck] = shuffle(TIDE_CARDS, saltDeck(beforeDeck, options.deckSalt));
  const aside = deck.slice(0, 6);
  deck = deck.slice(6);
  const [order, afterOrder] = shuffle(
    options.players.map((p) => p.id),
    rng,
  );
  rng = afterOrder;
  if (options.deckSalt !== undefined) rng = saltDeck(rng, options.deckSalt);

  const index: Record<string, number> = {};
  pieces.forEach((p, i) => (index[p.id] = i));
  return {
    version: 1,
    map,
    options: { ...options, variant },
    variant,
    turn: 1,
    phase: 'landing',
    order,
    activeIdx: 0,
    players,
    pieces,
    index,
    colors,
    tide: 'normal',
    deck,
    aside,
    reserve,
    rng,
    nextId: 1,
    turnState: freshTurnState(),
    oreGone: { built: 0, destroyed: 0, cleared: 0 },
    result: null,
  };
}
