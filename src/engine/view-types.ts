// What a UI may see and ask. Plain data, hexes as [x, y].
import type {
  ActionType,
  BuildKind,
  ColorState,
  Hex,
  Phase,
  PieceId,
  PieceType,
  PlayerId,
  Reason,
  RefusalParams,
  Score,
  Tide,
} from './types.js';

/** A legal landing spot: the bubble's hex, the orientation, and the four hexes the astronef covers there. */
export interface LandingSpot {
  at: Hex;
  orientation: 'N' | 'S';
  hexes: Hex[];
}

export type TerrainName = 'plain' | 'sea' | 'marsh' | 'reef' | 'mountain';

/** The game's vocabulary for a screen (vocabulary.ts): one source, the engine's tables. */
export interface Vocabulary {
  /** The piece types that shoot and capture (towers aside). */
  destructors: PieceType[];
  /** How far each destructor reaches, and a tower from its pode; a tank on a mountain reaches mountainReach. */
  reach: { tank: number; superTank: number; motorBoat: number; tower: number };
  mountainReach: number;
  /** Slots of each carrier (a crab, a pondeuse, the super tank take 2 of a barge's; ore and tanks 1). */
  capacity: Partial<Record<PieceType, number>>;
  /** Terrain -> tide -> land (true) or water. */
  landAt: Record<TerrainName, Record<Tide, boolean>>;
  /** Where an astronef's podes stand around its bubble: neighbour directions (N, NE, SE, S, SW, NW = 0..5). */
  podeDirections: { N: number[]; S: number[] };
}

export interface ViewPiece {
  id: PieceId;
  type: PieceType;
  color: string | null;
  /** The player who controls it now (null for ore and pontoons, and abandoned pieces). */
  owner: PlayerId | null;
  /** On the board: its hex (a barge also has at2); null when carried, not landed or gone. */
  at: Hex | null;
  at2: Hex | null;
  in: PieceId | null;
  /** Stranded or bogged by the tide. */
  stuck: boolean;
  /** Neutralised by enemy fire (can only retreat one hex at the start of its turn). */
  neutralised: boolean;
  /** A tank of a mountain pair that makes no fire zone (Full Metal Galaxy's variant). Absent otherwise. */
  silenced?: boolean;
  /** Abandoned on the planet by an astronef that took off. */
  abandoned: boolean;
  shots: number;
  /** How far it shoots from where it stands now (0: it does not shoot; an astronef: its towers). */
  reach: number;
  orientation?: 'N' | 'S';
  /** Astronef: the four hexes [bubble, pode0, pode1, pode2]. */
  hexes?: Hex[];
  towers?: boolean[];
  towerShots?: number[];
  departed?: boolean;
  built?: BuildKind[];
  value?: number;
}

export interface ViewPlayer {
  id: PlayerId;
  name: string;
  /** AP left now; at the start of a turn the bank was added to it. */
  ap: number;
  /** The bank carried into the player's next turn: 0 during his own turn (it is in `ap` already). */
  saved: number;
  /** What he would bank if his turn ended now (the active player); for the others, `saved`. */
  wouldBank: number;
  spent: number;
  out: boolean;
  gone: boolean;
  /** Turn 21: how many of his astronefs he has decided for (the choices themselves are secret). */
  liftOffDecided: number;
  liftOffNeeded: number;
}

export interface PlayerView {
  viewer: PlayerId | null;
  map: string;
  turn: number;
  phase: Phase;
  order: PlayerId[];
  active: PlayerId | null;
  players: Record<PlayerId, ViewPlayer>;
  pieces: ViewPiece[];
  colors: Record<string, ColorState>;
  tide: Tide;
  /** The future tides this viewer may see, next first (empty for nobody). */
  forecast: Tide[];
  deckSize: number;
  /**
   * The tide cards turned face up since the pile was last shuffled, counted by tide (the current card among
   * them; none on turns 1 and 2, whose normal tide is no card). Public at the table: what is left in the pile
   * and the set-aside cards together is the fifteen cards less these.
   */
  tidesPlayed: Record<Tide, number>;
  reserve: { tank: number; crab: number; pontoon: number };
  /** The viewer's own turn-21 choices (only his). */
  myLiftOff: Record<PieceId, 'leave' | 'stay'>;
  /** Turn-21 choices of everyone, once revealed. */
  liftOffRevealed: { player: PlayerId; astronef: PieceId; choice: 'leave' | 'stay' }[] | null;
  secondArrival: PieceId | null;
  mayRetreat: PieceId[];
  /**
   * On the viewer's own turn: the enemy pieces his fire holds now, each with his destructors that reach it
   * (then his towers, named "astronef:pode").
   * What is still held when he ends his turn is neutralised for its owner's next turn; a holder that moves
   * away lets it go. `holdersStay`: the campaign's older rule (before 2026-11-27), where a destructor that
   * came to hold a piece stays put for the rest of the turn. Set by the host for the seated player's view
   * (`holdingFor`), absent elsewhere.
   */
  holding?: { piece: PieceId; by: PieceId[] }[];
  holdersStay?: boolean;
  /** Deployment, on the viewer's own turn: his pieces still in an astronef that may be deployed now. */
  deployable: PieceId[];
  result: { scores: Score[]; winner: PlayerId | null; tieBreak: string } | null;
  /** The score each astronef would bring home now, by controller. */
  potentialScores: Record<PlayerId, number>;
}

/** A destination of a move: the hex (for a barge, the two-hex position), its cost and the cheapest path. */
export interface Destination {
  to: Hex | [Hex, Hex];
  cost: number;
  path: Hex[] | [Hex, Hex][];
  /** The piece would be stranded or bogged there (voluntary). */
  strands: boolean;
  /** A destructor reaching enemy fire as a second arrival (it must shoot its way out at once). */
  secondArrival: boolean;
  /**
   * A tank stopping on a mountain next to another of the player's tanks on a mountain: one of them must
   * move again before the turn can end (MOUNTAIN_PAIR).
   */
  mountainPair: boolean;
  /**
   * Full Metal Galaxy's mountain pairs: the tank would stop on a mountain next to one of the player's tanks
   * that makes fire there, and would make no fire zone itself (it still shoots). Absent otherwise.
   */
  silenced?: boolean;
}

/** What a piece may do now, each with a refusal reason when it may not. */
export interface Ability {
  action: ActionType | 'retreat';
  allowed: boolean;
  /** Why not (when not allowed): the refusal's code and its params, typed by code and `why` (refusals.ts). */
  reason?: Reason;
  params?: RefusalParams[Reason];
  /** What the ability is about: the kind built, the pode rebuilt, the item unloaded, entering an astronef. */
  kind?: BuildKind;
  pode?: number;
  item?: PieceId;
  enter?: boolean;
  /** Candidate targets where that helps the UI (hexes to unload/build to, pieces to load or capture). */
  hexes?: Hex[];
  pieces?: PieceId[];
}

export interface FireZone {
  player: PlayerId;
  /** Hexes under this player's fire (reached by two or more of his destructors able to act). */
  hexes: Hex[];
}
