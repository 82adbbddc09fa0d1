// Public types of the rules engine. Everything here is plain, serialisable data.
// Hexes in actions, queries and views are [x, y] in the map's odd-q layout (see assets/maps).
// Inside the state a hex is an integer index: idx = y * cols + x.

export type Hex = [number, number];
export type Tide = 'low' | 'normal' | 'high';
export type PlayerId = string;
export type PieceId = string;

export type PieceType =
  'astronef' | 'tank' | 'superTank' | 'motorBoat' | 'barge' | 'crab' | 'pondeuse' | 'pontoon' | 'ore';

/** The reason codes of the scenario format (scenario-format.md in this folder). Never rename one. */
export const REASONS = [
  'WRONG_PHASE',
  'NOT_YOUR_TURN',
  'NOT_YOUR_PIECE',
  'NOT_ENOUGH_AP',
  'NOT_ADJACENT',
  'OCCUPIED',
  'TERRAIN',
  'STUCK',
  'UNDER_FIRE',
  'OUT_OF_RANGE',
  'NO_AMMO',
  'NEEDS_TWO',
  'INVALID_TARGET',
  'CAPACITY',
  'CANNOT_CARRY',
  'BUILD_LIMIT',
  'RESERVE_EMPTY',
  'PONTOON_UNSUPPORTED',
  'PODE_DESTROYED',
  'TOWERS_STANDING',
  'NOT_CAPTOR',
  'RETREAT_OVER',
  'MOUNTAIN_PAIR',
  'BAD_INPUT',
] as const;
export type Reason = (typeof REASONS)[number];

/** A refusal: the code, params typed per code and per `why` (refusals.ts), and a message for logs. */
import type { Refusal } from './refusals.js';
export type { Refusal, RefusalParams, RefusalWhy, ParamsOf, NarrowWhy, Coverer } from './refusals.js';

export type BuildKind = 'tank' | 'crab' | 'pontoon';

export type Action =
  | { type: 'land'; astronef: PieceId; at: Hex; orientation: 'N' | 'S' }
  | { type: 'deploy'; piece: PieceId; to: Hex | [Hex, Hex] }
  | { type: 'move'; piece: PieceId; path: Hex[] | [Hex, Hex][] }
  | { type: 'load'; carrier: PieceId; item: PieceId }
  | { type: 'unload'; carrier: PieceId; item: PieceId; to: Hex | [Hex, Hex] }
  | { type: 'build'; pondeuse: PieceId; kind: BuildKind; to: Hex }
  | { type: 'fire'; shooters: [string, string]; target: Hex }
  | { type: 'capture'; captors: [string, string]; target: PieceId }
  | { type: 'rebuildTower'; astronef: PieceId; pode: number }
  | { type: 'liftOff'; player: PlayerId; astronef: PieceId; choice: 'leave' | 'stay' }
  | { type: 'endTurn'; timeout?: boolean };

export type ActionType = Action['type'];

/** Game options (the `variant` field of the scenario format). */
export interface Variant {
  baseAp?: 15 | 20 | 25;
  landing?: 'modular' | 'computer';
  mining?: boolean;
  war?: boolean;
  secondAstronef?: boolean;
  ores?: 'single' | 'three-kinds';
  forecast?: 'per-pondeuse' | 'single';
  /** Per-player turn time in seconds (the host's clock uses it; the engine ignores it). */
  courtesy?: Record<PlayerId, number>;
  /**
   * Two tanks on adjacent mountains between turns: 'forbid' (the rulebook: the turn cannot end so),
   * 'penalty' (the Japanese edition's variant: allowed, but the next turn's credit is 5 points lower), or
   * 'galaxy' (Full Metal Galaxy's: allowed, but the one that came last makes no fire zone).
   */
  mountainPair?: MountainPairRule;
}

/** Every reading of two tanks on neighbouring mountains (`Variant.mountainPair`; absent = 'forbid'). */
export const MOUNTAIN_PAIR_RULES = ['forbid', 'penalty', 'galaxy'] as const;
export type MountainPairRule = (typeof MOUNTAIN_PAIR_RULES)[number];

export interface PlayerSetup {
  id: PlayerId;
  name?: string;
  /**
   * A handicap or an advantage: action points taken from (negative) or added to this player's credit at the
   * start of each of his turns from turn 3 (never below 0), -5 to +5. Absent: 0 (every game before it).
   */
  apHandicap?: number;
}

/**
 * A board carried by the game itself (a generated or edited board): its terrain rows (odd-q, legend
 * p s m r M, '.' off the board) and its starting ore. A campaign keeps it, so it reopens identically
 * whatever becomes of the generator.
 */
export interface BoardData {
  terrain: string[];
  ore: Hex[];
  /** What the players call it (shown in lists); free text. */
  title?: string;
  /** The short map code that made it, when there is one. */
  code?: string;
}

export interface GameOptions {
  players: PlayerSetup[]; // seating order, clockwise
  map?: string; // 'original' (default); not with board
  /** The board itself, instead of a map name. */
  board?: BoardData;
  seed: number; // a 32-bit unsigned integer
  /**
   * A secret 32-bit salt mixed into the tide deck's shuffle (and every draw after it). The host makes
   * one for each new campaign and never shows it; games without it (old saves, scenarios) are unchanged.
   */
  deckSalt?: number;
  variant?: Variant;
  /**
   * How the ore is spread. 'lattice': one ore every three hexes in each direction, its offset drawn
   * from the seed (the rulebook's reading; what new games use). 'one-in-three', or absent: one hex in
   * three, the set-up of every campaign created before the lattice (they keep their ore).
   */
  oreSetup?: 'lattice' | 'one-in-three';
  /**
   * Take-backs (src/engine/takeback.ts): 'own-turn', or absent, lets the seated player take back his
   * last actions during his own turn; 'final' is the rulebook's way: nothing is taken back.
   */
  takeBacks?: 'own-turn' | 'final';
  /**
   * The decided rulings the game plays by (rulings.ts): '2026-11-27' (new games: neutralisation is the
   * holder's choice, a second arrival counts its partners' shots, the clock pays the mountain-pair
   * sanction); 'before-2026-11-27', or absent, the rules of every campaign created before.
   */
  rulings?: '2026-11-27' | 'before-2026-11-27';
  /**
   * Where the hidden parts were drawn afresh (`redrawHidden`, redraw.ts): after `at` actions of the log
   * that stand (take-backs removed), which is after `row` rows of the stored log (take-backs counted;
   * nothing is taken back across a redraw), with this secret `salt`, keeping the cards of turns up to
   * `shownThrough`; `on`: the day (YYYY-MM-DD) it was done. An imported copy of a campaign has one per
   * import, so that it does not foretell the original. Replays apply them (`redrawsAt`).
   */
  redraws?: Redraw[];
  /**
   * A practice game, played on from a moment of another (issue 29: "play on from here"): its log is that
   * game's first `at` actions, its hidden parts drawn afresh there (a redraw at `at`). The rules ignore it;
   * the store keeps such a campaign out of the league.
   */
  practice?: Practice;
}

/** Where a practice game came from: the game's name, the moment (actions that stood), the day (YYYY-MM-DD). */
export interface Practice {
  from: string;
  at: number;
  on: string;
}

export interface Redraw {
  at: number;
  row: number;
  salt: number;
  shownThrough: number;
  on: string;
}

export interface Piece {
  id: PieceId;
  type: PieceType;
  /** The colour (the astronef emitter) the piece obeys; null for ore and pontoons. */
  color: string | null;
  /** Hex index on the board, or -1 when carried, not landed yet, departed or destroyed. */
  at: number;
  /** Barge only: its second hex (-1 when not on the board). */
  at2: number;
  /** The carrier (or astronef) holding it, or null. */
  in: PieceId | null;
  /** Shots fired during the current player-turn. */
  shots: number;
  destroyed: boolean;
  /** Player whose fire neutralised this piece (it can do nothing but retreat), or null. */
  neutralisedBy: PlayerId | null;
  /**
   * A tank of a mountain pair that makes no fire zone (Full Metal Galaxy's variant, mountain-silence.ts).
   * Only ever present in games of that variant, so that every other game's pieces keep their shape.
   */
  silenced?: true;
  // astronef only (null on other pieces: every piece has the same fields)
  orientation: 'N' | 'S' | null;
  towers: boolean[] | null; // pode order: N,SE,SW (or S,NE,NW)
  towerShots: number[] | null;
  /** Player allowed to rebuild its towers (the one who last took it), or null. */
  rebuildBy: PlayerId | null;
  departed: boolean | null;
  /** Turn on which it landed. */
  landedTurn: number | null;
  /** Turn on which it took off, for scoring. */
  departedTurn: number | null;
  /** The player who controlled it when it took off. */
  departedWith: PlayerId | null;
  /** It stayed on the planet after its last chance to leave: scores nothing. */
  stranded: boolean | null;
  // pondeuse only
  built: BuildKind[] | null;
  // ore only (three-kinds variant): 2, 3 or 5 points
  value: number | null;
}

export interface ColorState {
  /** The player who controls pieces of this colour (the controller of its astronef). */
  controller: PlayerId;
  /** The astronef that emits this colour, if any. */
  astronef: PieceId | null;
  /** The astronef of this colour took off: its pieces left on the planet are abandoned. */
  departed: boolean;
}

export interface PlayerState {
  id: PlayerId;
  name: string;
  /** Points left in the current turn (for the active player; banked points included). */
  ap: number;
  /** Banked points (0, 5 or 10). */
  saved: number;
  /** Points spent in the current turn. */
  spent: number;
  /** Eliminated: no astronef left. */
  out: boolean;
  /** All of his astronefs left: he plays no more turns. */
  gone: boolean;
  /** How many future tide cards he may see this turn. */
  forecast: number;
  /** Points taken off his next credit (the mountain-pair penalty variant). */
  penalty?: number;
  /** Turn 21 secret choices, astronef id -> choice (hidden from the others by playerView). */
  liftOff: Record<PieceId, 'leave' | 'stay'>;
}

export type Phase = 'landing' | 'deploy' | 'liftoff' | 'play' | 'over';

export interface TurnState {
  /** Some action other than a start-of-turn retreat was taken this turn. */
  acted: boolean;
  /** Pieces that retreated this turn. */
  retreated: PieceId[];
  /** Pieces that may still retreat (the player's pieces under fire at the start of the turn). */
  mayRetreat: PieceId[];
  /** Destructors that neutralised an enemy piece this turn, with the pieces they hold. */
  neutralisers: Record<PieceId, PieceId[]>;
  /** Enemy pieces the active player's fire covered after his last action. */
  held: PieceId[];
  /** A destructor that came under enemy fire as a second arrival and must shoot its way out. */
  secondArrival: PieceId | null;
  /** Pieces deployed this turn (turn 2 and the second astronef). */
  deployed: PieceId[];
}

export interface Score {
  player: PlayerId;
  points: number;
  ore: number;
  pieces: number;
  towers: number;
  astronefs: number;
}

export interface GameState {
  version: 1;
  map: string;
  options: GameOptions;
  variant: Variant;
  turn: number;
  phase: Phase;
  /** Players in turn order for this round (seating order rotated to the first player). */
  order: PlayerId[];
  /** Index in order of the active player. */
  activeIdx: number;
  players: Record<PlayerId, PlayerState>;
  pieces: Piece[];
  /** Piece id -> index in pieces. */
  index: Record<PieceId, number>;
  colors: Record<string, ColorState>;
  tide: Tide;
  /** The future tide pile, next card first (secret). */
  deck: Tide[];
  /** Cards set aside unseen. */
  aside: Tide[];
  reserve: { tank: number; crab: number; pontoon: number };
  rng: number;
  nextId: number;
  turnState: TurnState;
  /** Ore that left play: turned into pieces, shot, cleared at landing. */
  oreGone: { built: number; destroyed: number; cleared: number };
  result: { scores: Score[]; winner: PlayerId | null; tieBreak: string } | null;
}

export type GameEvent =
  | { type: 'landed'; astronef: PieceId; player: PlayerId; at: Hex; orientation: 'N' | 'S'; oreCleared: number }
  | { type: 'deployed'; piece: PieceId; to: Hex[] }
  | { type: 'moved'; piece: PieceId; path: Hex[]; cost: number; stuck?: boolean }
  | { type: 'loaded'; carrier: PieceId; item: PieceId; cost: number }
  | { type: 'unloaded'; carrier: PieceId; item: PieceId; to: Hex[]; cost: number }
  | { type: 'built'; pondeuse: PieceId; piece: PieceId; kind: BuildKind; to: Hex }
  | { type: 'fired'; shooters: string[]; target: Hex; destroyed: PieceId[] }
  | { type: 'destroyed'; pieces: PieceId[]; cause: 'shot' | 'pontoon' | 'tide' }
  | { type: 'captured'; piece: PieceId; by: PlayerId; from: PlayerId }
  | { type: 'astronefTaken'; astronef: PieceId; by: PlayerId; from: PlayerId }
  | { type: 'playerOut'; player: PlayerId }
  | { type: 'towerRebuilt'; astronef: PieceId; pode: number }
  | { type: 'neutralised'; pieces: PieceId[]; by: PlayerId }
  | { type: 'freed'; pieces: PieceId[] }
  | { type: 'liftOffChosen'; player: PlayerId; decided: number; of: number }
  | { type: 'liftOffRevealed'; choices: { player: PlayerId; astronef: PieceId; choice: 'leave' | 'stay' }[] }
  | { type: 'tookOff'; astronef: PieceId; player: PlayerId; cost: number }
  | { type: 'strandedForever'; astronef: PieceId }
  | { type: 'turnEnded'; player: PlayerId; saved: number; timeout: boolean; penalty?: number }
  | { type: 'secondArmyArrives'; astronefs: PieceId[] }
  | { type: 'turnStarted'; player: PlayerId; turn: number; ap: number }
  | { type: 'tideRevealed'; turn: number; tide: Tide; reshuffled: boolean }
  | { type: 'stateChanged'; piece: PieceId; stuck: boolean }
  | { type: 'gameOver'; scores: Score[]; winner: PlayerId | null; tieBreak: string };

export type Result =
  | { ok: true; state: GameState; events: GameEvent[]; spent: number }
  | { ok: false; state: GameState; error: Refusal; events: GameEvent[]; spent: number };
