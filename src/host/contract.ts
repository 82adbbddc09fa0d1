// The one contract between the screen (renderer) and the game host.
// Longer than a file should be (~1,000 lines), on purpose: it is types only, one door the screen reads whole, and
// cutting it would give the renderer several doors into the host.
//
// What the renderer imports from the program: types only (`import type`), from this file and from the
// engine's types (src/engine/types.ts, view-types.ts). The values it shares with the host (the lists of
// languages, computer levels and marks) come from src/shared/lists.ts, which imports nothing;
// tests/unit/host/renderer-boundary.test.ts holds the screen to that. This file imports nothing at run time
// (type imports only) and defines a few plain constants for the transports (request names, event names, the
// channel names and the camel-casing helper) and the host's error codes. Payload validation (zod) lives in
// ./schemas.ts, on the host side, checked against these types at compile time.
//
// Transports
// ----------
// Electron: the preload exposes `window.fmh` (type `FmhBridge`): one async function per request,
//   named by `methodName(request)` ('campaign.new' -> 'campaignNew', 'query.fireZones' ->
//   'queryFireZones'), each taking the request's args and resolving to its `ApiResult`, plus
//   `onEvent(cb)` which returns an unsubscribe function. Under the hood each request is
//   `ipcRenderer.invoke(ipcChannel(request), args)`; push events arrive on `IPC_EVENT_CHANNEL`.
// Web mode (`npm run web`): the page is served at http://127.0.0.1:<port>/?token=<token>. Open
//   `ws://127.0.0.1:<port>/api?token=<token>` (same token, read it from location.search).
//   Client -> server: `WireRequest` {id, method, args}. Server -> client: `WireResponse` {id, result}
//   for every request (same id), and `WireEvent` {event, data} pushes at any time.
//   On connect the server pushes the current 'view' and 'clock' (if a campaign is open).
//
// Secrets: the host only ever sends `playerView(state, seated)` for the seated player, and no view
// at all while the hand-off screen is up (`seated === null`). Log entries hide other players' secret
// turn-21 choices until they are revealed.
//
// Clock: the host owns it. It pushes 'clock' on every change and once a second while it runs; between
// pushes the screen may count down locally from `remainingMs[player]` when `running` is true.

import type {
  Ability,
  Destination,
  FireZone,
  LandingSpot,
  PlayerView,
  TerrainName,
  Vocabulary,
} from '../engine/view-types.js';
import type {
  Action,
  GameEvent,
  Hex,
  Phase,
  PieceId,
  PlayerId,
  Practice,
  Reason,
  Score,
  Tide,
  Variant,
} from '../engine/types.js';
import type { Coverer, NarrowWhy, RefusalParams, RefusalWhy } from '../engine/refusals.js';
import type { ComputerLevel, Handicap, Language, Mark, ShownBeforeTurn } from '../shared/lists.js';

export type {
  Action,
  GameEvent,
  Hex,
  PieceId,
  PlayerId,
  PlayerView,
  Destination,
  Ability,
  FireZone,
  Variant,
  Tide,
  Phase,
  Score,
};
export type { TakeBackReason, TakeBackRefusal } from '../engine/takeback.js';
/** The game's vocabulary (destructors, reach, capacities, land at each tide), from the engine's tables. */
export type { Vocabulary, TerrainName, LandingSpot };
export type { PieceType } from '../engine/types.js';
/** Engine refusals: each code's params, one shape per `why` (src/engine/refusals.ts). */
export type { Reason, RefusalParams, RefusalWhy, NarrowWhy, Coverer };

// ---------------------------------------------------------------------------------------------
// Results and errors

/**
 * Error codes. Engine refusals pass their `Reason` through unchanged (code, params, message), e.g.
 * 'NOT_ENOUGH_AP', 'UNDER_FIRE'. Host codes:
 * - BAD_INPUT: the payload failed validation (nothing changed). params.issues lists what is wrong.
 * - NO_CAMPAIGN: no campaign is open (lesson.restart/lesson.check: no lesson is open).
 * - NOT_FOUND: no campaign with that id (params.id), or no lesson with that id (params.lesson).
 * - NOT_SEATED: nobody is seated (the hand-off screen is up), or the seated player may not do this.
 * - WRONG_PLAYER: game.seat named a player who is not the one to play now (params.expected).
 * - TIME_UP: the turn's time ran out; only the finishing shots/captures the rulebook allows are taken.
 * - PAUSED: the clock is paused (a player's pause, a menu or dialog, a hidden window, sleep): no game
 *   action is taken until the seated player resumes (params.reasons lists why it is paused).
 * - GAME_OVER: the game is over; no more actions.
 * - BAD_FILE: an imported or opened file is corrupt, truncated, foreign or too new (params.file, params.problem).
 * - STORE_ERROR: the campaign store failed (disk full, permission...). params.file when known; why 'diskFull'
 *   when the disk is full (nothing was written).
 * - CANCELLED: the user closed a file dialog (Electron export/import).
 * - FORBIDDEN: not allowed from this sender (Electron: a frame other than our window's), or not now
 *   (game.replayAt, game.debrief, game.debriefTurn, campaign.playOn before the game is over; campaign.playOn at
 *   a moment where the game is over already: 'playOnAtEnd'; game.takeBack, why 'logFull', once the
 *   log holds params.limit rows: what is played after still fits in a file the import reads, src/store/limits.ts).
 * - NAME_TAKEN: another profile has that name (names are unique whatever their case or spacing); params.name, params.id.
 * - SAME_PROFILE: a profile merged with itself.
 * - EDIT_REFUSED: the map editor cannot make that edit (params.why: an EditRefusalCode; the draft is unchanged).
 * - BAD_MAP_CODE: a board's map code cannot be read (params.code: as typed; params.why: which part is wrong,
 *   with that part's own params: a MapCodeProblem of src/planets/code.ts).
 * - INTERNAL: a bug in the host; params.detail.
 * Take-back refusals (game.takeBack; src/engine/takeback.ts): TAKE_BACKS_OFF (the game's moves are final),
 * NOTHING_TO_TAKE_BACK (nothing of this turn is left), REVEALED (params.what: 'forecast' | 'liftOff' |
 * 'tide' | 'secondArmy', params.action: what revealed it), TURN_OVER (params.action, params.player).
 */
export const HOST_ERROR_CODES = [
  'BAD_INPUT',
  'NO_CAMPAIGN',
  'NOT_FOUND',
  'NOT_SEATED',
  'WRONG_PLAYER',
  'COMPUTER_SEAT',
  'TIME_UP',
  'PAUSED',
  'GAME_OVER',
  'BAD_FILE',
  'STORE_ERROR',
  'CANCELLED',
  'FORBIDDEN',
  'NAME_TAKEN',
  'SAME_PROFILE',
  'EDIT_REFUSED',
  'BAD_MAP_CODE',
  'INTERNAL',
] as const;
export type HostErrorCode = (typeof HOST_ERROR_CODES)[number];

/** The `why` of the host codes that cover several cases (as the engine's REFUSAL_WHYS). */
export const HOST_ERROR_WHYS = {
  BAD_INPUT: [],
  NO_CAMPAIGN: [],
  NOT_FOUND: [],
  NOT_SEATED: ['nobody', 'notHisTurn', 'liftOffOnly', 'notComputer'],
  WRONG_PLAYER: [],
  COMPUTER_SEAT: [],
  TIME_UP: [],
  PAUSED: [],
  GAME_OVER: [],
  BAD_FILE: [],
  STORE_ERROR: ['diskFull'],
  CANCELLED: [],
  FORBIDDEN: ['replayBeforeEnd', 'untrustedSender', 'lessonNoComputer', 'logFull', 'playOnAtEnd'],
  NAME_TAKEN: [],
  SAME_PROFILE: [],
  EDIT_REFUSED: [
    'OUTSIDE',
    'NOT_MODULE',
    'NO_MODULES',
    'ORE_ON_SEA',
    'OFF_IN_MODULE',
    'ARRANGEMENT',
    'TOO_LARGE',
    'EMPTY',
    'TITLE_TOO_LONG',
    'TITLE_HIDDEN',
  ],
  BAD_MAP_CODE: ['notACode', 'kind', 'side', 'sideNotFolded', 'players', 'seed', 'sliders', 'extra', 'check'],
  INTERNAL: [],
} as const satisfies Record<HostErrorCode, readonly string[]>;
export type HostErrorWhy<C extends HostErrorCode> = (typeof HOST_ERROR_WHYS)[C][number];

/** The params of each host code (BAD_INPUT from the host: the failed validation). */
export interface HostErrorParams {
  BAD_INPUT: { method?: string; issues?: { path: string; message: string }[] };
  NO_CAMPAIGN: Record<string, never>;
  NOT_FOUND: { id?: string; lesson?: string; profile?: string; board?: string };
  NOT_SEATED: { why: 'nobody' } | { why: 'notHisTurn' | 'liftOffOnly' | 'notComputer'; player: PlayerId };
  WRONG_PLAYER: { expected: PlayerId | null; player: PlayerId };
  COMPUTER_SEAT: { player: PlayerId };
  TIME_UP: { player: PlayerId };
  PAUSED: { player?: PlayerId; reasons: string[] };
  GAME_OVER: Record<string, never>;
  BAD_FILE: { file?: string; problem?: string; campaign?: string; board?: string };
  STORE_ERROR: { file?: string; sqlite?: string; why?: 'diskFull' };
  CANCELLED: Record<string, never>;
  FORBIDDEN:
    | { why: 'untrustedSender' }
    | { why: 'replayBeforeEnd'; seq: number }
    | { why: 'playOnAtEnd'; seq: number }
    | { why: 'lessonNoComputer'; player: PlayerId }
    | { why: 'logFull'; rows: number; limit: number };
  NAME_TAKEN: { name: string; id: string };
  SAME_PROFILE: { id: string };
  EDIT_REFUSED: { why: EditRefusalCode };
  BAD_MAP_CODE: { code: string } & MapCodeProblem;
  INTERNAL: { detail?: string };
}

export interface ApiError {
  code: string; // a HostErrorCode or an engine Reason
  params: Record<string, unknown>;
  message: string;
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

// ---------------------------------------------------------------------------------------------
// Campaigns

export interface NewPlayer {
  /** Engine player id (letters/digits, e.g. 'red'); defaults to the colour name or 'p1'..'p4'. */
  id?: PlayerId;
  name: string;
  /** A CSS colour or palette name chosen on the new-game screen, e.g. 'red' or '#d33'. */
  colour: string;
  /** Turn time in seconds; default 180 (the rulebook), 240 when `newcomer` is true. Any value 10..3600. */
  turnSeconds?: number;
  /** First game: the rulebook's courtesy of four minutes (when turnSeconds is not given). */
  newcomer?: boolean;
  /** A computer player takes this seat, at this level (absent: a person). */
  computer?: ComputerLevel;
  /** The profile this seat plays as: the seat takes the profile's name (NOT_FOUND if it is gone). */
  profileId?: string;
  /**
   * A handicap (< 0) or advantage (> 0), issue 28 point 9: action points a turn from turn 3 (the engine's
   * `apHandicap`) and seconds a turn, added to a person's turn time (kept within 10..3600 s) or to a computer
   * seat's thinking budget. Absent, or both 0: none. Values from src/shared/lists.ts.
   */
  handicap?: Handicap;
}

/** The levels a computer seat may play at (src/ai/README.md). */
// The lists' values (LANGUAGES, COMPUTER_LEVELS, MARKS) are in src/shared/lists.ts, which imports nothing.
export type { ComputerLevel, Handicap, Language, Mark };

/** A board for a new campaign: a map code, or a kind with its seed, side or sliders (see src/planets/README.md). */
export type BoardChoice =
  | { code: string }
  /** A board saved from the map editor (its id in `boards.saved`). */
  | { saved: string }
  | {
      kind: 'original' | 'folded' | 'modular' | 'planet';
      /** modular, planet: the draw (random when omitted). */
      seed?: number;
      /** folded: the flap folded away. */
      side?: 'left' | 'right';
      /** planet: 0..100 each, defaults where missing. */
      sliders?: { sea?: number; mountains?: number; marsh?: number; islands?: number };
    };

/** What a generated board is (its kind, seed, side...): the screen names it in its own language. */
export type BoardSource = import('../planets/generate.js').BoardSource;

/** Why a board fails its check (src/planets/check.ts): a code and its figures, put in words by the screen. */
export type CheckFailure = import('../planets/check.js').CheckFailure;

/** A board as the new-game screen shows it before the campaign starts. */
export interface BoardPreview {
  /** The short map code that makes it again (null for an arrangement of one's own). */
  code: string | null;
  /** The name its maker gave it ('' for none: the screen names it by `source`, or as untitled). */
  title: string;
  /** The generated board it is, or started from in the map editor (null: imported, or made before boards kept it). */
  source: BoardSource | null;
  hexes: number;
  ore: number;
  /** A small picture: 'data:image/png;base64,...' (null if it could not be drawn). */
  thumbnail: string | null;
  /** The fairness and playability check for this many players, its figures as shares 0..1. */
  check: {
    ok: boolean;
    /** Why it fails, one English sentence each (for logs: the screen says `failures` in its words). */
    problems: string[];
    /** Why it fails, as what fails and its figures (shares 0..1). */
    failures: CheckFailure[];
    /** Land in its largest mass at normal tide; open sea in its largest stretch at low tide. */
    land: number;
    sea: number;
    spots: { at: Hex; ore: number; land: number; coast: number; nearest: number }[];
  };
  /** How many draws it took to pass the check (generated boards). */
  attempts: number;
}

export interface NewCampaignArgs {
  /** Campaign name shown in the list; default "<names> — <date>". */
  name?: string;
  /** 2 to 4 players, in seating order (clockwise). */
  players: NewPlayer[];
  variant?: Omit<Variant, 'courtesy'>;
  /** Map name; 'original' by default. Not with `board`. */
  map?: string;
  /** A board made for this campaign (stored with it: it reopens identically). */
  board?: BoardChoice;
  /** 32-bit unsigned seed; random when omitted. */
  seed?: number;
  /** 'own-turn' (the default): the seated player may take back his actions of this turn; 'final': the rulebook's way. */
  takeBacks?: 'own-turn' | 'final';
}

export interface PlayerInfo {
  id: PlayerId;
  name: string;
  colour: string;
  /** This player's full turn time in ms. */
  turnMs: number;
  newcomer: boolean;
  /** A computer player holds this seat now, at this level (absent: a person). */
  computer?: ComputerLevel;
  /** The marker shape chosen by the profile this seat plays as (absent: no profile, or none chosen). */
  mark?: Mark;
  /** The language chosen by the profile this seat plays as: the screen speaks it during his turn (absent: none). */
  language?: Language;
  /** The seat's handicap or advantage (absent: none); `turnMs` already counts its seconds. */
  handicap?: Handicap;
}

export interface CampaignSummary {
  id: string;
  name: string;
  players: PlayerInfo[];
  turn: number;
  phase: Phase;
  /** The player to play now (null when over). */
  active: PlayerId | null;
  over: boolean;
  winner: PlayerId | null;
  /** Number of actions in the log. */
  actions: number;
  createdAt: number; // epoch ms
  lastPlayed: number; // epoch ms
  /** A small board picture: 'data:image/png;base64,...' (null if it could not be drawn). */
  thumbnail: string | null;
  map: string;
  variant: Variant;
  /**
   * An imported copy: the day (YYYY-MM-DD) of its last import, when the tides to come were shuffled anew
   * (issue 24, point 6). Absent for a campaign made here.
   */
  importedOn?: string;
  /** A practice game played on from a moment of another (campaign.playOn): kept out of the league. */
  practice?: Practice;
}

/** A seat of a practice game (campaign.playOn), chosen anew: a person (a name, or a profile) or a computer level. */
export interface PlayOnSeat {
  /** The seat's player in the game played on from. */
  player: PlayerId;
  /** A person's name (default: the seat's name in that game); not with `profileId`, whose name it takes. */
  name?: string;
  profileId?: string;
  /** A computer player takes the seat, at this level (absent: a person). */
  computer?: ComputerLevel;
}

export interface PlayOnArgs {
  /** The moment: after this many actions of the finished game's log (as game.replayAt counts them). */
  seq: number;
  /** Every seat of the game, once. */
  seats: PlayOnSeat[];
  /** The new campaign's name (default: the game's). */
  name?: string;
}

export interface ExportArgs {
  id: string;
  /**
   * Electron: true lets the shell ask where to save (a save dialog) and write the file there
   * (`savedTo` is the path). Web mode ignores it: the content comes back for the page to download.
   */
  toFile?: boolean;
}
export interface ExportResult {
  /** Suggested file name, e.g. 'Campaign name.fmh'. */
  fileName: string;
  /** The whole campaign as one JSON text (the .fmh file). */
  content: string;
  /** Where the shell wrote it, or null when it was not written. */
  savedTo: string | null;
}

/** The map editor's board being edited, and one edit (src/planets/editor.ts). */
export type { Draft as BoardDraft, Edit as BoardEdit, TerrainLetter } from '../planets/editor.js';
export type EditRefusalCode = import('../planets/editor.js').EditRefusal['code'];
/** What is wrong with a map code (BAD_MAP_CODE's params, beside the code as typed). */
export type MapCodeProblem = import('../planets/code.js').MapCodeProblem;

/** What the map editor shows: the draft, the board it stands for, and that board's check. */
export interface EditorView {
  draft: import('../planets/editor.js').Draft;
  /** The board's odd-q terrain rows (p s m r M, '.' off the board) and its ore. */
  terrain: string[];
  ore: [number, number][];
  /** A modular draft: each module's centre hex, in placement order (its handle to turn or move it). */
  modules: [number, number][];
  /** The board's check for the players chosen, with its picture. */
  preview: BoardPreview;
}

/** A board the map editor saved in the store. */
import type { SavedBoard } from '../store/boards.js';
export type { SavedBoard };

export interface ImportArgs {
  /** The file's text (web mode: read with a file input). */
  content?: string;
  /** Shown in error messages. */
  fileName?: string;
  /** Electron: let the shell ask which file to open (an open dialog). */
  fromFile?: boolean;
}

// ---------------------------------------------------------------------------------------------
// The clock

export type PauseReason =
  | 'handoff' // the hand-off screen is up (nobody seated)
  | 'modal' // a menu or dialog is open
  | 'shown' // the seated player is shown what happened before his turn (tide card, replay): play goes on
  | 'hidden' // the window is hidden or minimised
  | 'sleep' // the computer is asleep / the screen is locked
  | 'player' // a player pressed pause
  | 'computer' // a computer seat is playing: its time is not counted (its thinking has its own budget)
  | 'untimed' // this phase has no clock (turn-21 lift-off choices)
  | 'over'; // the game is over

export interface ClockState {
  /** True when the active player's time is counting down now. */
  running: boolean;
  /** True when stopped for one or more reasons (see `reasons`). */
  paused: boolean;
  /** The main reason it is paused (the first of `reasons`), absent when running. */
  reason?: PauseReason;
  reasons: PauseReason[];
  /** Whose time is counting (the active player), null when no turn is timed. */
  player: PlayerId | null;
  /** Time left for this turn, per player (non-active players show their full turn time). */
  remainingMs: Record<PlayerId, number>;
  /** Each player's full turn time. */
  turnMs: Record<PlayerId, number>;
  /** At or below this the screen shows the low-time warning (a 'lowTime' sound is pushed once). */
  lowTimeMs: number;
  /** The active player's time ran out: only finishing shots/captures are accepted, then the turn ends. */
  expired: boolean;
  /** How long the grace after zero lasts (the rulebook's finishing shots). */
  graceMs: number;
  /** While expired: what is left of the grace, counted on regardless of any pause; null otherwise. */
  graceLeftMs: number | null;
  /** Turn number the clock belongs to. */
  turn: number;
}

export type SoundName = 'lowTime' | 'timeUp';

// ---------------------------------------------------------------------------------------------
// The session (what the screen shows)

export interface SessionView {
  campaignId: string;
  name: string;
  players: PlayerInfo[];
  turn: number;
  phase: Phase;
  tide: Tide;
  /** The player who must play now (null when over). */
  active: PlayerId | null;
  /** The player at the screen, or null while the hand-off screen is up. */
  seated: PlayerId | null;
  /** The hand-off screen: pass the computer to `next`. Null when someone is seated or the game is over. */
  handoff: Handoff | null;
  /** playerView for the seated player; null while nobody is seated. When the game is over: the public view. */
  view: PlayerView | null;
  clock: ClockState;
  over: boolean;
  result: { scores: Score[]; winner: PlayerId | null; tieBreak: string } | null;
  /** Number of actions in the log. */
  actions: number;
  /** A computer seat is playing its turn now: the screen shows the public board and its moves one by one. */
  computer?: ComputerTurn;
  /** Set when this session is an interactive lesson (not a campaign: nothing is stored but the progress). */
  lesson?: LessonInfo;
  /**
   * In the answer to `campaign.open` only: how many stored positions (snapshots) disagreed with the replay of the
   * log and were rebuilt from it (the log is the truth); the screen says so in one line. Absent when none.
   */
  repaired?: number;
  /** What game.takeBack would take back now (`last`), or why it cannot; null when nobody is seated. */
  takeBack?: TakeBackOffer | null;
  /** A practice game played on from a moment of another (campaign.playOn): kept out of the league. */
  practice?: Practice;
}

export interface ComputerTurn {
  player: PlayerId;
  level: ComputerLevel;
  /** Skip was pressed: the rest of its turn is played without the pause between moves. */
  skipping: boolean;
  /** Its last action this turn (public: shown on the board, so the screen can animate it; never a turn-21 choice). */
  last?: Action;
  /** Why it stopped playing (a pause, or an error in words); absent while it plays. */
  waiting?: 'paused' | 'error';
  error?: string;
}

/** The coach's suggestion for the seated player: the normal computer player's next action from his view. */
export interface Suggestion {
  action: Action;
  /**
   * Why, as the planner says it (the task that proposed the action), an i18n key of the screen
   * (`coach.why.<task>`).
   */
  task:
    | 'land'
    | 'deploy'
    | 'harvest'
    | 'load'
    | 'unload'
    | 'build'
    | 'strike'
    | 'capture'
    | 'safety'
    | 'home'
    | 'liftOff'
    | 'endTurn'
    | 'move'
    | 'evacuate'
    | 'ferry'
    | 'sortie'
    | 'tower'
    | 'take'
    | 'guard'
    | 'hunt'
    | 'escort'
    | 'rebuild'
    | 'takeOff';
  /** The pieces the suggestion is about (the board highlights them). */
  pieces: PieceId[];
  /** Where it goes or aims (the board highlights it). */
  to: Hex | null;
  /** Where the piece is heading beyond this move (the ore, its astronef, a ring round a target), when known. */
  goal?: Hex | null;
  /**
   * The seated player's pieces unsafe if his turn ended now, from his view: 'fire', two destructors (or towers)
   * of one enemy could bring it under fire in his next turn (the hard player's exact threat map: his real
   * points, his paths, the tanks aboard his astronefs); 'tide', the next tide strands it (his forecast shows it).
   */
  unsafe?: { piece: PieceId; why: 'fire' | 'tide' }[];
}
/** What an action would do, asked before sending it (query.preview); nothing is played. */
export interface ActionPreview {
  /** The engine's refusal, or null when the whole action would be accepted. */
  refusal: ApiError | null;
  /** A move refused part-way: the steps that would stand (the piece would stop on the last one). */
  legalPath?: Hex[] | [Hex, Hex][];
  /** The pieces it would destroy, cargo included. */
  destroyed: PieceId[];
  /**
   * The moved piece would be stuck where it stops: `now` (at this tide), or at the next tide (`tide`) when
   * the player's forecast shows it; `until`: the tide must go down ('falls', a land piece on water) or
   * come up ('rises', a boat aground) to free it.
   */
  stuck?: { when: 'now' | 'nextTide'; tide: Tide; until: 'falls' | 'rises' };
}

/** What changed since the seated player's last turn (game.since): only what he may know. */
export interface SinceLastTurn {
  /** The position after his last action, or the game's start when he has not played yet (null in a lesson). */
  from: PlayerView | null;
  /** He has not played yet: the steps are what happened before his first turn, from the game's start. */
  first?: true;
  /** Each action since, as the log tells it, with the position after it. */
  steps: { entry: LogEntry; view: PlayerView }[];
}

/** The seated player's take-back: the last action that stands (as a log entry), or the refusal's reason. */
export type TakeBackOffer = { ok: true; last: LogEntry } | { ok: false; error: ApiError };

export interface Handoff {
  next: PlayerId;
  /** Turn 21: who has made his secret choices already (never what they chose). */
  liftOff?: { decided: PlayerId[]; waiting: PlayerId[] };
  /** The previous turn ended because its time ran out (turn 1: where the astronef was landed for him). */
  timedOut?: { player: PlayerId; turn: number; landedAt?: Hex; orientation?: 'N' | 'S' };
}

export interface ActResult {
  /** The events of this action (already filtered for the seated player). */
  events: GameEvent[];
  /** AP spent by this action. */
  spent: number;
  /** The session after it (also pushed as a 'view' event). */
  session: SessionView;
}

/** An action as the log shows it: another player's secret turn-21 choice reads 'hidden' until revealed. */
export type LogAction = Action | { type: 'liftOff'; player: PlayerId; astronef: PieceId; choice: 'hidden' };

export interface LogEntry {
  /** 0-based position in the log. */
  seq: number;
  turn: number;
  tide: Tide;
  /** Who played it. */
  player: PlayerId | null;
  action: LogAction;
  events: GameEvent[];
  /** Set on an end of turn the clock forced. */
  timeout?: boolean;
  /** Wall-clock time it was played (epoch ms). */
  at: number;
}

export interface TurnStat {
  turn: number;
  tide: Tide;
  /** At the end of that turn, per player: ore and pieces he would bring home, and the points. */
  players: Record<PlayerId, { ore: number; pieces: number; points: number }>;
}

export interface History {
  turns: TurnStat[];
  log: LogEntry[];
}

// The debrief of a finished game (issue 29; the figures are src/debrief's).
import type { DebriefFigures } from '../debrief/figures.js';
export type {
  DebriefFigures,
  CurvePoint,
  TurningPoint,
  TurningKind,
  PieceLost,
  TurnJudged,
} from '../debrief/figures.js';

/** A player's turn (his best or worst) set beside the hard computer player's turn from his view at its start. */
export interface DebriefTurn {
  player: PlayerId;
  which: 'best' | 'worst';
  turn: number;
  /** The replay's positions at its start and end (before the end of turn). */
  fromSeq: number;
  toSeq: number;
  /** His margin's change over it, and the hard player's had he played it, in projected points. */
  played: number;
  hard: number;
  hardActions: Action[];
  /** The public board at its start, after his turn, and after the hard player's. */
  start: PlayerView;
  playedEnd: PlayerView;
  hardEnd: PlayerView;
}

// ---------------------------------------------------------------------------------------------
// Settings

export interface Settings {
  sound: boolean;
  /** 0..1 */
  volume: number;
  /** The low-time warning threshold, seconds. */
  lowTimeSeconds: number;
  language: Language;
  /** Ask before ending a turn with AP left. */
  confirmEndTurn: boolean;
  /** Ask before a shot, saying what it will destroy (cargo included). */
  confirmShots: boolean;
  /** Pause the clock when the window is hidden (always true in hot-seat; kept for completeness). */
  pauseWhenHidden: boolean;
  /** Animation speed factor: 0 (none) .. 2. */
  animationSpeed: number;
  /** The turn time a new game offers each player, seconds (the rulebook's 3:00). */
  defaultTurnSeconds: number;
  /** "Suggest a move" for every seated player (a seat marked newcomer always has it). */
  coach: boolean;
  /** Draw the players' shape marks larger on the pieces (colour vision: the mark, not the colour, tells them apart). */
  largeMarks: boolean;
}

// ---------------------------------------------------------------------------------------------
// Interactive lessons (assets/lessons/*.json). A lesson is played like a game: game.act, query.*,
// with the learner always seated, no clock, and the other players ending their turns at once.

export interface LessonText {
  en: string;
  fr: string;
}

export interface LessonSummary {
  id: string;
  order: number;
  title: LessonText;
  intro: LessonText;
  goal: LessonText;
  /** The rules-reference section the lesson teaches. */
  section?: string;
  /** Succeeded at least once (remembered with the settings). */
  done: boolean;
}

export interface LessonInfo extends LessonSummary {
  hints: LessonText[];
  /** The player at the screen. */
  learner: PlayerId;
  /** The goal holds in the current position. */
  met: boolean;
  /**
   * A puzzle (issue 29): its rating, whether the learner has tried (the solution may then be shown), whose
   * progress it counts for, whether the position is its solution shown (which counts for nobody), and the piece
   * its goal is about (the screen marks it: "your tank" says which of four only there).
   */
  puzzle?: { rating: number; tried: boolean; profile: string | null; shown: boolean; target: string };
}

/** A puzzle mined from a real game (assets/puzzles): one turn wins; its goal in words, its rating, done by the profile asked about. */
export interface PuzzleSummary {
  id: string;
  order: number;
  title: LessonText;
  goal: LessonText;
  /** 1000 (most plausible turns find it) to 2000 (none does). */
  rating: number;
  done: boolean;
}

export interface LessonCheck {
  id: string;
  met: boolean;
  done: boolean;
}

// ---------------------------------------------------------------------------------------------
// Players' profiles, their history and the league (issue 17)

export interface ProfileInput {
  /** Unique whatever its case or spacing (NAME_TAKEN otherwise); 1 to 40 characters. */
  name: string;
  /** Preferred colour: a palette name ('red', 'blue'...), or null. */
  colour?: string | null;
  /** Preferred marker shape, or null. */
  mark?: Mark | null;
  newcomer?: boolean;
  language?: Language | null;
}

export interface Profile {
  id: string;
  name: string;
  colour: string | null;
  mark: Mark | null;
  newcomer: boolean;
  language: Language | null;
  createdAt: number;
}

export interface ProfileSummary extends Profile {
  games: number;
  wins: number;
  /** When his last finished game ended (epoch ms), null before his first. */
  lastPlayed: number | null;
}

/**
 * One seat of one finished campaign, as the store's history keeps it (its `campaignId` is '' when the
 * result came from a league file and the campaign is not in this store).
 */
export interface HistoryEntry extends HistoryRow {
  /** The campaign is in the store and finished: campaign.open shows its replay. */
  replay: boolean;
}

/** One side of a handicap suggestion: a profile, or a computer level (its results, grouped by level). */
export type Contender = { profileId: string } | { computer: ComputerLevel };

export interface HandicapSuggestion {
  /** Who should take it (the stronger side), and the handicap in action points (< 0; seconds are left at 0). */
  who: 'a' | 'b';
  handicap: Handicap;
  /** The two sides' mean points a game, each game's score evened for the handicap it was played with. */
  meanA: number;
  meanB: number;
  /** The finished games the means come from. */
  gamesA: number;
  gamesB: number;
}

export interface ProfilePage {
  profile: ProfileSummary;
  /** His games, newest first. */
  games: HistoryEntry[];
}

/** The league's filter, table and records: the store's shapes (src/store/league.ts), served as they are. */
import type {
  GameRef,
  HistoryRow,
  LeagueFilter,
  LeagueRow,
  LeagueTable,
  RecordEntry,
  Records,
} from '../store/league.js';
export type { GameRef, LeagueFilter, LeagueRow, LeagueTable, RecordEntry, Records };

export interface AppInfo {
  version: string;
  mode: 'electron' | 'web';
  /** The store's file name (no folder: the page is never told local paths). */
  storeName: string;
}

// ---------------------------------------------------------------------------------------------
// The API: request name -> (args) -> result value

type Fn<A, R> = (args: A) => R;
/** The arguments of a request that takes none: nothing, or an empty object. */
export type NoArgs = Record<string, never> | undefined;
type None = NoArgs;

export interface Api {
  'app.info': Fn<None, AppInfo>;

  'campaign.new': Fn<NewCampaignArgs, SessionView>;
  'campaign.list': Fn<None, CampaignSummary[]>;
  'campaign.open': Fn<{ id: string }, SessionView>;
  'campaign.close': Fn<None, { closed: boolean }>;
  'campaign.rename': Fn<{ id: string; name: string }, CampaignSummary>;
  'campaign.delete': Fn<{ id: string }, { deleted: string }>;
  'campaign.export': Fn<ExportArgs, ExportResult>;
  'campaign.import': Fn<ImportArgs, CampaignSummary>;
  /**
   * "Play on from here": the open finished game after its first `seq` actions, as a new practice campaign (opened,
   * hand-off first), its seats chosen anew; what was hidden at that moment is drawn afresh, so it reveals nothing
   * of the game it came from; kept out of the league. FORBIDDEN before the game is over ('replayBeforeEnd') and at
   * a moment where it is over ('playOnAtEnd').
   */
  'campaign.playOn': Fn<PlayOnArgs, SessionView>;
  /** Makes and checks a board for this many players, for the new-game screen (nothing is stored). */
  'boards.preview': Fn<{ board: BoardChoice; players: number }, BoardPreview>;
  /** The map editor: a draft of any board the new-game screen offers, or of a saved one. */
  'boards.draft': Fn<{ from: BoardChoice; players: number }, EditorView>;
  /** One edit of a draft (nothing is stored); EDIT_REFUSED says why an edit cannot be made. */
  'boards.edit': Fn<
    { draft: import('../planets/editor.js').Draft; edit: import('../planets/editor.js').Edit; players: number },
    EditorView
  >;
  /** The boards saved from the editor, newest first. */
  'boards.saved': Fn<None, SavedBoard[]>;
  /** Saves a draft in the store (a new board, or over `id`). */
  'boards.save': Fn<{ id?: string; draft: import('../planets/editor.js').Draft }, SavedBoard>;
  'boards.delete': Fn<{ id: string }, { deleted: string }>;
  /** A board file (the format of assets/maps/original.json) as a draft; a bad file is BAD_FILE and changes nothing. */
  'boards.import': Fn<ImportArgs & { players: number }, EditorView>;
  /** A draft as a board file, to download (web) or save with a dialog (Electron, toFile). */
  'boards.export': Fn<{ draft: import('../planets/editor.js').Draft; toFile?: boolean }, ExportResult>;

  /** Play one engine action as the seated player. `endTurn` with `timeout` is refused: the host alone times out. */
  'game.act': Fn<{ action: Action }, ActResult>;
  /**
   * The seated player's last action of this turn never happened: answers the new session, or a refusal
   * (a take-back reason, or PAUSED, TIME_UP, NOT_SEATED, GAME_OVER). The clock runs on.
   */
  'game.takeBack': Fn<None, SessionView>;
  /** Shorthand for game.act {type:'endTurn'}. */
  'game.endTurn': Fn<None, ActResult>;
  /**
   * "I'm Red": the player at the hand-off screen takes the seat; starts his clock, unless the screen shows him
   * something first (`shown`: the round's tide card): then it starts when that is over or at his first act.
   */
  'game.seat': Fn<{ player: PlayerId; shown?: ShownBeforeTurn }, SessionView>;
  /** Put the hand-off screen up (hide the board) without ending the turn; pauses the clock. */
  'game.unseat': Fn<None, SessionView>;
  /**
   * Change of hands: a person hands his seat to a computer player (`computer`: its level) or takes it back
   * (`computer`: null). Any time in the game; a computer seat whose turn it is starts (or stops) playing.
   */
  'game.setHands': Fn<{ player: PlayerId; computer: ComputerLevel | null }, SessionView>;
  /** The computer seat playing now plays the rest of its turn without pausing between moves. */
  'game.skipComputer': Fn<None, SessionView>;
  /** The coach: what the normal computer player would do next from the seated player's view (never played). */
  'query.suggest': Fn<None, Suggestion | null>;
  /** The current session (null when no campaign is open). */
  'game.view': Fn<None, SessionView | null>;
  /** The action log, words-ready. `since` returns entries with seq >= since. */
  'game.log': Fn<{ since?: number } | undefined, LogEntry[]>;
  /** Per-turn ore/pieces/points per player (end-of-game chart) and the log. */
  'game.history': Fn<None, History>;
  /**
   * What happened since the seated player's last action: each action since, with the position after it,
   * as he may see it (the position when he last played in `from`), to list, draw and watch on the board.
   */
  'game.since': Fn<None, SinceLastTurn>;
  /** The public board (no secrets) after the first `seq` actions, for replaying a game. Only once it is over. */
  'game.replayAt': Fn<{ seq: number }, PlayerView>;
  /** The debrief of the finished game: projected-score curve, turning points, best and worst turns. Only once it is over. */
  'game.debrief': Fn<None, DebriefFigures>;
  /**
   * The moment after `seq` actions as a rule scenario (scenario-format.md: the start of its turn, that turn's
   * actions as steps, the position reached as final checks), as a file; a finished game's any moment, an
   * unfinished one's present only. FORBIDDEN (params.why: notInPlay, departed) for a moment the format cannot say.
   */
  'game.exportScenario': Fn<{ seq: number; toFile?: boolean }, ExportResult>;
  /** One player's best or worst turn beside what the hard computer player would have done in his place (null: no such turn). */
  'game.debriefTurn': Fn<{ player: PlayerId; which: 'best' | 'worst' }, DebriefTurn | null>;

  'query.destinations': Fn<{ piece: PieceId }, Destination[]>;
  'query.abilities': Fn<{ piece: PieceId }, Ability[]>;
  'query.fireZones': Fn<None, FireZone[]>;
  /** Turn 1 (or 15): every legal spot and orientation for the seated player's astronef. */
  'query.landingSpots': Fn<None, LandingSpot[]>;
  /** The game's vocabulary: the screen keeps no copy of these rules. */
  'rules.vocabulary': Fn<None, Vocabulary>;
  /** Turn 2 (or 15): the hexes where this piece may be deployed (a barge: its first hex). */
  'query.deploySpots': Fn<{ piece: PieceId }, Hex[]>;
  /** What this action of the seated player would do (nothing is played): for the screen's confirmations. */
  'query.preview': Fn<{ action: Action }, ActionPreview>;
  /** Why the seated player's piece cannot go to this hex: the engine's refusal of that move, null when it can. */
  'query.whyNotMove': Fn<{ piece: PieceId; to: Hex }, ApiError | null>;

  'clock.pause': Fn<None, ClockState>;
  'clock.resume': Fn<None, ClockState>;
  'clock.get': Fn<None, ClockState | null>;
  /** A menu or dialog opened (open: true) or closed; `id` tells nested ones apart. */
  'ui.modal': Fn<{ open: boolean; id?: string }, ClockState | null>;
  /**
   * The seated player is shown (open: true) or no longer shown what happened before his turn: his clock waits
   * meanwhile, until his first act (after it, an open changes nothing). Play is not stopped.
   */
  'ui.shown': Fn<{ open: boolean; id: ShownBeforeTurn }, ClockState | null>;
  /** Web mode: the page became hidden/visible (Electron's shell reports this itself). */
  'ui.visibility': Fn<{ hidden: boolean }, ClockState | null>;

  'settings.get': Fn<None, Settings>;
  'settings.set': Fn<Partial<Settings>, Settings>;

  /** Every profile, by name, with his games and wins. */
  'profile.list': Fn<None, ProfileSummary[]>;
  'profile.create': Fn<ProfileInput, Profile>;
  /** Changes a profile (a rename renames his past results too). */
  'profile.update': Fn<{ id: string } & Partial<ProfileInput>, Profile>;
  /** `from` is a duplicate of `into`: his results and seats go to `into`, then `from` is deleted. */
  'profile.merge': Fn<{ from: string; into: string }, Profile>;
  /** Deletes a profile; his past results stay in the league under the name he last had. */
  'profile.delete': Fn<{ id: string }, { deleted: string }>;
  /** A profile's page: his summary and his games. */
  'profile.get': Fn<{ id: string }, ProfilePage>;
  'league.table': Fn<LeagueFilter | undefined, LeagueTable>;
  'league.records': Fn<LeagueFilter | undefined, Records>;
  /** Every profile and the whole history as one file (.fmhl); Electron: `toFile` asks where. */
  'league.export': Fn<{ toFile?: boolean } | undefined, ExportResult>;
  /** Reads a league file: profiles matched by name, results already here left as they are; a bad file changes nothing. */
  'league.import': Fn<ImportArgs, { profiles: number; games: number }>;
  /** A handicap that would even out two players, from the league's results (null: too few games to say). */
  'league.suggestHandicap': Fn<{ a: Contender; b: Contender }, HandicapSuggestion | null>;

  /** The lessons, in order, with the progress. */
  'lesson.list': Fn<None, LessonSummary[]>;
  /** Closes any open campaign (its clock saved) and starts a lesson: the learner is seated at once. */
  'lesson.start': Fn<{ id: string }, SessionView>;
  /** Starts the open lesson again from its first position. */
  'lesson.restart': Fn<None, SessionView>;
  /** Whether the open lesson's goal holds now (the host also checks after every action). */
  'lesson.check': Fn<None, LessonCheck>;
  /** The puzzles, easiest first, with the progress of a profile (null: played without one). */
  'puzzle.list': Fn<{ profile: string | null }, PuzzleSummary[]>;
  /** Starts a puzzle like a lesson (lesson.restart, lesson.check serve it too); its success counts for the profile. */
  'puzzle.start': Fn<{ id: string; profile: string | null }, SessionView>;
  /** After a try: the open puzzle from its start with its solution played, to see on the board and in the log. */
  'puzzle.solution': Fn<None, SessionView>;
}

export type RequestName = keyof Api;
export type ArgsOf<K extends RequestName> = Parameters<Api[K]>[0];
export type ValueOf<K extends RequestName> = ReturnType<Api[K]>;

/** Every request name (the transports and the handlers are built from this list). */
export const REQUEST_NAMES = [
  'app.info',
  'campaign.new',
  'campaign.list',
  'campaign.open',
  'campaign.close',
  'campaign.rename',
  'campaign.delete',
  'campaign.export',
  'campaign.import',
  'campaign.playOn',
  'boards.preview',
  'boards.draft',
  'boards.edit',
  'boards.saved',
  'boards.save',
  'boards.delete',
  'boards.import',
  'boards.export',
  'game.act',
  'game.endTurn',
  'game.takeBack',
  'game.seat',
  'game.unseat',
  'game.setHands',
  'game.skipComputer',
  'query.suggest',
  'game.view',
  'game.log',
  'game.history',
  'game.since',
  'game.replayAt',
  'game.debrief',
  'game.debriefTurn',
  'game.exportScenario',
  'query.destinations',
  'query.abilities',
  'query.fireZones',
  'query.landingSpots',
  'rules.vocabulary',
  'query.deploySpots',
  'query.preview',
  'query.whyNotMove',
  'clock.pause',
  'clock.resume',
  'clock.get',
  'ui.modal',
  'ui.shown',
  'ui.visibility',
  'settings.get',
  'settings.set',
  'profile.list',
  'profile.create',
  'profile.update',
  'profile.merge',
  'profile.delete',
  'profile.get',
  'league.table',
  'league.records',
  'league.export',
  'league.import',
  'league.suggestHandicap',
  'lesson.list',
  'lesson.start',
  'lesson.restart',
  'lesson.check',
  'puzzle.list',
  'puzzle.start',
  'puzzle.solution',
] as const satisfies readonly RequestName[];

// compile-time check that the list is complete
type _Missing = Exclude<RequestName, (typeof REQUEST_NAMES)[number]>;
const _complete: [_Missing] extends [never] ? true : { missing: _Missing } = true;
void _complete;

// ---------------------------------------------------------------------------------------------
// Push events (host -> screen)

export interface HostEvents {
  view: SessionView;
  clock: ClockState;
  sound: SoundName;
}
export type HostEventName = keyof HostEvents;
export type HostEvent = { [K in HostEventName]: { event: K; data: HostEvents[K] } }[HostEventName];
export const EVENT_NAMES = ['view', 'clock', 'sound'] as const satisfies readonly HostEventName[];

// ---------------------------------------------------------------------------------------------
// Names for the transports

type CamelName<S extends string> = S extends `${infer A}.${infer B}` ? `${A}${Capitalize<CamelName<B>>}` : S;
export type MethodName<K extends RequestName = RequestName> = CamelName<K>;

/** 'campaign.new' -> 'campaignNew' (the function name on window.fmh). */
export function methodName<K extends RequestName>(name: K): MethodName<K> {
  return name.replace(/\.(\w)/g, (_m, c: string) => c.toUpperCase()) as MethodName<K>;
}

/** Electron IPC channel of a request: 'fmh:campaign.new'. */
export function ipcChannel(name: RequestName): string {
  return `fmh:${name}`;
}
export const IPC_EVENT_CHANNEL = 'fmh:event';

/** window.fmh in Electron. */
export type FmhBridge = {
  [K in RequestName as MethodName<K>]: (args?: ArgsOf<K>) => Promise<ApiResult<ValueOf<K>>>;
} & {
  onEvent(cb: (e: HostEvent) => void): () => void;
};

/** Web mode wire messages. */
export interface WireRequest<K extends RequestName = RequestName> {
  id: number | string;
  method: K;
  args?: ArgsOf<K>;
}
export interface WireResponse<K extends RequestName = RequestName> {
  id: number | string | null;
  result: ApiResult<ValueOf<K>>;
}
export type WireEvent = HostEvent;

/** The path of the web-mode WebSocket. */
export const WS_PATH = '/api';
