// The game host: owns the open campaign, the engine state, the seat, the chess clock and autosave.
// Every request of the contract goes through `handle(method, args)`, which validates the payload
// and answers with an ApiResult. Push events go to every listener (`onEvent`).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  activePlayer,
  apply,
  deploySpots,
  getBoard,
  fireZones,
  landingSpots,
  vocabulary,
  legalDestinations,
  newGame,
  outermost,
  ownerOf,
  pieceAbilities,
  playerView,
  scoresNow,
  TakeBackTrail,
  forecastFor,
  isStuck,
  CURRENT_RULINGS,
} from '../engine/index.js';
import type { Action, GameEvent, GameOptions, GameState, Hex, PlayerId, Tide } from '../engine/types.js';
import {
  CampaignDataError,
  endsTurn,
  CampaignStore,
  CAMPAIGN_NAME_MAX,
  DataFolderLock,
  NotFoundError,
  ProfileError,
  StoreFileError,
  safeFileName,
  type CampaignRow,
  type LogRow,
  type StoredPlayer,
  type StoredStat,
} from '../store/index.js';
import { ChessClock, type SavedClock } from './clock.js';
import { ComputerThread, publicOptions, type ThinkReply } from './computer.js';
import { suggestionOf } from './coach.js';
import {
  decodeMapCode,
  generate,
  parseSpec,
  readBoardFile,
  sourceOf,
  type BoardSource,
  type BoardSpec,
  type Generated,
} from '../planets/index.js';
import {
  applyEdit,
  checkDraft,
  draftOfSpec,
  fileOfDraft,
  gridOfFile,
  MAX_COLS,
  MAX_ROWS,
  moduleCentres,
  type Draft,
} from '../planets/editor.js';
import { BoardDataError, BoardNotFoundError } from '../store/boards.js';
import { BOARD_FILE_MAX_BYTES } from './schemas.js';
import { boardThumbnail } from '../store/thumbnail.js';
import {
  defaultLessonsDir,
  lessonStart,
  loadLessons,
  passToLearner,
  succeeded,
  type Lesson,
} from '../lessons/lessons.js';
import type {
  ActResult,
  ActionPreview,
  ApiError,
  ApiResult,
  AppInfo,
  ArgsOf,
  BoardChoice,
  BoardPreview,
  CampaignSummary,
  EditorView,
  SavedBoard,
  ClockState,
  ComputerLevel,
  ComputerTurn,
  Handoff,
  HostErrorParams,
  LessonInfo,
  LessonSummary,
  HostEvent,
  HistoryEntry,
  LogEntry,
  ExportResult,
  Profile,
  ProfilePage,
  ProfileSummary,
  NewCampaignArgs,
  PlayerInfo,
  RequestName,
  SessionView,
  Settings,
  Suggestion,
  SinceLastTurn,
  TakeBackOffer,
  ValueOf,
} from './contract.js';
import { REQUEST_NAMES } from './contract.js';
import { validate } from './schemas.js';

export const DEFAULT_TURN_SECONDS = 180; // the rulebook: three minutes
export const NEWCOMER_TURN_SECONDS = 240; // the rulebook's courtesy for a first game
export const DEFAULT_GRACE_MS = 15_000; // after zero: finishing shots/captures only
/** Nested menus and dialogs: a handful in practice; a page may not make the host keep more. */
export const MAX_OPEN_MODALS = 16;

export const DEFAULT_SETTINGS: Settings = {
  sound: true,
  volume: 0.8,
  lowTimeSeconds: 30,
  language: 'fr',
  confirmEndTurn: true,
  confirmShots: true,
  pauseWhenHidden: true,
  animationSpeed: 1,
  defaultTurnSeconds: 180,
  coach: false,
  largeMarks: false,
};

/** What only a shell can do (Electron's file dialogs). */
export interface Shell {
  saveFile?(suggestedName: string, content: string): Promise<string | null>;
  openFile?(): Promise<{ path: string; content: string } | null>;
}

export interface HostOptions {
  dataDir: string;
  mode?: 'electron' | 'web';
  version?: string;
  nativeBinding?: string;
  /** Monotonic milliseconds (tests inject a fake). */
  now?: () => number;
  graceMs?: number;
  shell?: Shell;
  /** Push the clock every this many ms while it runs (0: never). */
  tickMs?: number;
  /** Where the lesson files are (default: assets/lessons). */
  lessonsDir?: string;
  /**
   * 'random' (the default): each new campaign gets a secret deck salt. 'none': the deck follows the
   * seed alone, as before the salt existed (only web mode's end-to-end tests, whose screens expect
   * the tides of a known seed; set by FMH_DECK_SALT=none).
   */
  deckSalt?: 'random' | 'none';
  /** Computer seats: the pause between two of their moves on screen (default 900 ms; 0 in tests), their thinking budget's scale. */
  computer?: { paceMs?: number; budgetScale?: number; thread?: ComputerThread };
}

/** The pause between two of a computer's moves on screen: long enough to follow them. */
export const COMPUTER_PACE_MS = 900;
/** A computer seat refused this many times in a row loses the rest of its turn, as a clock would end it. */
const COMPUTER_REFUSALS_MAX = 3;

/** A request's answer that comes from the computer players' thread: awaited after the request queue moves on. */
class OffQueue<T> {
  constructor(readonly work: Promise<T>) {}
}

export class HostError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

interface Session {
  row: CampaignRow;
  state: GameState;
  log: LogRow[];
  stats: StoredStat[];
  head: string;
  seated: PlayerId | null;
  modals: Set<string>;
  clock: ChessClock;
  /** The engine refused an end of turn on timeout (e.g. nothing landed yet): the player may go on. */
  timeoutRefused: boolean;
  /** An interactive lesson: nothing is stored, the learner stays seated, no clock. */
  lesson?: Lesson;
  /** The last turn ended on its time running out: said on the hand-off screen until the next player sits. */
  timedOut?: Handoff['timedOut'];
  /** Skip was pressed during this computer turn. */
  skipping: boolean;
  /** The computer seat playing now was refused this many times in a row. */
  computerRefused: number;
  /** The computer player failed (its thread stopped, or it was refused even its end of turn): it waits. */
  computerError?: string;
  /** The last action a computer seat played (the screen animates it). */
  computerLast?: { player: PlayerId; action: Action };
  /** The positions before this turn's actions: what a take-back goes back to. */
  trail: TakeBackTrail<LogRow>;
  /** Rows in the stored log, take-backs included (`log` holds the actions that stand). */
  rows: number;
}

/** A screen connected to the host (a web page, the Electron window): its own visibility, nothing global. */
export interface HostConnection {
  readonly id: number;
  handle(method: string, args?: unknown): Promise<ApiResult<unknown>>;
  /** The screen went away (page closed or reloaded, renderer crashed). */
  close(): void;
}

/** The connection of in-process callers: the Electron window's own events, tests, tools. */
export const SHELL_CONNECTION = 0;

/** Pauses that stop play: the host refuses game actions while one of them holds. */
const STOPPING: readonly ('player' | 'modal' | 'hidden' | 'sleep')[] = ['player', 'modal', 'hidden', 'sleep'];

/** Per player: ore held in his astronefs, his pieces on the planet or aboard, and the points he would score now. */
export function statsOf(state: GameState): StoredStat['players'] {
  // Keyed by player ids: no prototype, so no id can reach Object.prototype.
  const out = Object.create(null) as StoredStat['players'];
  const points = scoresNow(state);
  for (const pid of Object.keys(state.players)) out[pid] = { ore: 0, pieces: 0, points: points[pid] ?? 0 };
  for (const p of state.pieces) {
    if (p.destroyed) continue;
    if (p.type === 'ore') {
      // held if its outermost carrier is an astronef
      const c = outermost(state, p);
      const who = c.type === 'astronef' ? (c.departed ? (c.departedWith ?? null) : ownerOf(state, c)) : null;
      if (who && out[who]) out[who].ore += p.value ?? 1;
    } else if (p.type !== 'astronef' && p.type !== 'pontoon') {
      const who = ownerOf(state, p);
      if (who && out[who]) out[who].pieces += 1;
    }
  }
  return out;
}

export class Host {
  readonly store: CampaignStore;
  readonly dataDir: string;
  private lock: DataFolderLock;
  private session: Session | null = null;
  private listeners = new Set<(e: HostEvent) => void>();
  /** The screens that reported their visibility, by connection: hidden only when every one is hidden. */
  private screens = new Map<number, { hidden: boolean }>();
  private nextConnection = 1;
  private asleep = false;
  private settings: Settings;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private lastClockSave = 0;
  private busy: Promise<unknown> = Promise.resolve();
  private computers: ComputerThread;
  /** A computer step is thinking or waiting for its pace; the timer that starts the next one. */
  private computerBusy = false;
  private computerTimer: ReturnType<typeof setTimeout> | null = null;
  /** Ends the pause before a computer's move at once (Skip). */
  private paceWake: (() => void) | null = null;
  private lastComputerMove = 0;

  constructor(private opts: HostOptions) {
    this.dataDir = path.resolve(opts.dataDir);
    try {
      fs.mkdirSync(this.dataDir, { recursive: true });
    } catch (e) {
      throw new StoreFileError(
        this.dataDir,
        'unreadable',
        `cannot be created as the data folder (${(e as Error).message})`,
      );
    }
    // Two hosts on one folder would refuse each other's moves: the second one stops here, clearly.
    this.lock = DataFolderLock.acquire(this.dataDir, { nativeBinding: opts.nativeBinding });
    try {
      this.store = CampaignStore.open(this.dataDir, { nativeBinding: opts.nativeBinding, statsFn: statsOf });
    } catch (e) {
      this.lock.release();
      throw e;
    }
    this.settings = { ...DEFAULT_SETTINGS, ...(this.store.getSetting<Partial<Settings>>('settings') ?? {}) };
    this.computers = opts.computer?.thread ?? new ComputerThread();
    this.recordMissing();
  }

  /** Finished campaigns not yet in the history (a failure when the game ended) are recorded now. */
  private recordMissing(): void {
    for (const id of this.store.unrecordedFinished()) {
      try {
        this.store.recordFinished(id);
      } catch {
        /* a campaign that does not replay cannot be opened either; it says so when opened */
      }
    }
  }

  onEvent(cb: (e: HostEvent) => void): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }

  private emit(e: HostEvent): void {
    for (const l of this.listeners) {
      try {
        l(e);
      } catch {
        /* a broken listener must not stop the host */
      }
    }
  }

  /** A new screen connection (one per web page, one per Electron window load). */
  connect(): HostConnection {
    const id = this.nextConnection++;
    return { id, handle: (method, args) => this.handle(method, args, id), close: () => this.disconnect(id) };
  }

  /** A screen went away: its visibility goes with it, and nobody stays seated in front of no screen. */
  disconnect(id: number): void {
    if (!this.screens.delete(id)) return;
    this.handOff();
    this.updateHidden();
  }

  /** Serves one request. Never throws. Requests are served one at a time, in order. */
  handle(method: string, args?: unknown, connection = SHELL_CONNECTION): Promise<ApiResult<unknown>> {
    const run = async (): Promise<ApiResult<unknown>> => {
      if (!(REQUEST_NAMES as readonly string[]).includes(method))
        return {
          ok: false,
          error: { code: 'BAD_INPUT', params: { method }, message: `unknown request ${String(method)}` },
        };
      const v = validate(method as RequestName, args);
      if (!v.ok)
        return {
          ok: false,
          error: {
            code: 'BAD_INPUT',
            params: { method, issues: v.issues },
            message: `bad arguments for ${method}: ${v.issues.map((i) => `${i.path || '(args)'}: ${i.message}`).join('; ')}`,
          },
        };
      try {
        const value = await this.dispatch(method as RequestName, v.value, connection);
        return { ok: true, value };
      } catch (e) {
        return { ok: false, error: errorOf(e) };
      } finally {
        // whatever changed (a turn ended, a pause lifted, a seat changed hands), a computer seat may now play
        this.kickComputer();
      }
    };
    const p = this.busy.then(run, run);
    this.busy = p;
    // work that waits for the computer players' thread answers after it, without holding the queue
    return p.then((r) =>
      r.ok && r.value instanceof OffQueue
        ? (r.value.work as Promise<unknown>).then(
            (value) => ({ ok: true as const, value }),
            (e) => ({ ok: false as const, error: errorOf(e) }),
          )
        : r,
    );
  }

  /** Runs a piece of host work in the request queue (the computer players' moves take their turn there). */
  private enqueue<T>(fn: () => T): Promise<T> {
    const p = this.busy.then(fn, fn);
    this.busy = p.catch(() => undefined);
    return p;
  }

  private async dispatch(method: RequestName, args: unknown, connection: number): Promise<unknown> {
    const a = args as never;
    switch (method) {
      case 'app.info':
        return this.info();
      case 'campaign.new':
        return this.newCampaign(a);
      case 'boards.preview': {
        const { board, players } = a as ArgsOf<'boards.preview'>;
        return this.boardPreview(board, players);
      }
      case 'boards.draft':
        return this.boardDraft(a);
      case 'boards.edit':
        return this.boardEdit(a);
      case 'boards.saved':
        return this.store.boards.list();
      case 'boards.save':
        return this.boardSave(a);
      case 'boards.delete': {
        const { id } = a as ArgsOf<'boards.delete'>;
        this.store.boards.delete(id);
        return { deleted: id };
      }
      case 'boards.import':
        return this.boardImport(a);
      case 'boards.export':
        return this.boardExport(a);
      case 'campaign.list':
        return this.list();
      case 'campaign.open':
        return this.open((a as ArgsOf<'campaign.open'>).id);
      case 'campaign.close':
        return { closed: this.closeSession() };
      case 'campaign.rename': {
        const { id, name } = a as ArgsOf<'campaign.rename'>;
        const row = this.store.rename(id, name);
        if (this.session?.row.id === id) {
          this.session.row.name = name;
          this.pushView();
        }
        return this.summary(row);
      }
      case 'campaign.delete': {
        const { id } = a as ArgsOf<'campaign.delete'>;
        if (this.session?.row.id === id) this.closeSession();
        this.store.delete(id);
        return { deleted: id };
      }
      case 'campaign.export':
        return this.exportCampaign(a);
      case 'campaign.import':
        return this.importCampaign(a);
      case 'game.act':
        return this.act((a as ArgsOf<'game.act'>).action);
      case 'game.takeBack':
        return this.takeBack();
      case 'game.endTurn':
        return this.act({ type: 'endTurn' });
      case 'game.seat':
        return this.seat((a as ArgsOf<'game.seat'>).player);
      case 'game.unseat':
        return this.unseat();
      case 'game.setHands': {
        const { player, computer } = a as ArgsOf<'game.setHands'>;
        return this.setHands(player, computer);
      }
      case 'game.skipComputer':
        return this.skipComputer();
      case 'query.suggest':
        // the queue only takes the seated player's view; the thinking is awaited off it (see handle)
        return new OffQueue(this.suggest());
      case 'game.view':
        return this.session ? this.sessionView() : null;
      case 'game.log':
        return this.logEntries((a as ArgsOf<'game.log'>)?.since ?? 0);
      case 'game.history':
        return this.history();
      case 'game.since':
        return this.since();
      case 'game.replayAt':
        return this.replayAt((a as ArgsOf<'game.replayAt'>).seq);
      case 'query.destinations':
        return legalDestinations(this.seatedSession().state, (a as ArgsOf<'query.destinations'>).piece);
      case 'query.abilities':
        return pieceAbilities(this.seatedSession().state, (a as ArgsOf<'query.abilities'>).piece);
      case 'query.fireZones':
        return fireZones(this.seatedSession().state);
      case 'query.landingSpots':
        return landingSpots(this.seatedSession().state);
      case 'rules.vocabulary':
        return vocabulary();
      case 'query.deploySpots':
        return deploySpots(this.seatedSession().state, (a as ArgsOf<'query.deploySpots'>).piece);
      case 'query.preview':
        return this.preview((a as ArgsOf<'query.preview'>).action);
      case 'query.whyNotMove':
        return this.whyNotMove(a);
      case 'clock.pause':
        return this.playerPause(true);
      case 'clock.resume':
        return this.playerPause(false);
      case 'clock.get':
        return this.session ? this.session.clock.state() : null;
      case 'ui.modal':
        return this.modal(a);
      case 'ui.visibility':
        this.visibility(connection, (a as ArgsOf<'ui.visibility'>).hidden);
        return this.session ? this.session.clock.state() : null;
      case 'settings.get':
        return { ...this.settings };
      case 'settings.set':
        return this.setSettings(a);
      case 'profile.list':
        return this.profileList();
      case 'profile.create':
        return this.store.league.createProfile(a as ArgsOf<'profile.create'>);
      // a campaign's seats keep the names they were played under; the league shows a profile's current name
      case 'profile.update': {
        const { id, ...fields } = a as ArgsOf<'profile.update'>;
        return this.store.league.updateProfile(id, fields);
      }
      case 'profile.merge': {
        const { from, into } = a as ArgsOf<'profile.merge'>;
        const p = this.store.league.mergeProfiles(from, into);
        if (this.session)
          for (const seat of this.session.row.players) if (seat.profileId === from) seat.profileId = into;
        return p;
      }
      case 'profile.delete': {
        const { id } = a as ArgsOf<'profile.delete'>;
        this.store.league.deleteProfile(id);
        if (this.session) for (const seat of this.session.row.players) if (seat.profileId === id) delete seat.profileId;
        return { deleted: id };
      }
      case 'profile.get':
        return this.profilePage((a as ArgsOf<'profile.get'>).id);
      case 'league.table':
        return this.store.league.table((a as ArgsOf<'league.table'>) ?? {});
      case 'league.records':
        return this.store.league.records((a as ArgsOf<'league.records'>) ?? {});
      case 'league.export':
        return this.exportLeague((a as ArgsOf<'league.export'>)?.toFile ?? false);
      case 'league.import':
        return this.importLeague(a);
      case 'lesson.list':
        return this.lessonList();
      case 'lesson.start':
        return this.lessonOpen((a as ArgsOf<'lesson.start'>).id);
      case 'lesson.restart': {
        const l = this.session?.lesson;
        if (!l) throw new HostError('NO_CAMPAIGN', 'no lesson is open');
        return this.lessonOpen(l.id);
      }
      case 'lesson.check': {
        const s = this.session;
        if (!s?.lesson) throw new HostError('NO_CAMPAIGN', 'no lesson is open');
        return {
          id: s.lesson.id,
          met: succeeded(s.lesson, s.state),
          done: this.lessonsDone()[s.lesson.id] !== undefined,
        };
      }
    }
  }

  // -------------------------------------------------------------------------------------------
  // Campaigns

  private info(): AppInfo {
    // No local paths to the page: it needs none, and they name the user's folders.
    return {
      version: this.opts.version ?? '0.0.0',
      mode: this.opts.mode ?? 'web',
      storeName: path.basename(this.store.file),
    };
  }

  list(): CampaignSummary[] {
    return this.store.list().map((r) => this.summary(r));
  }

  private summary(r: CampaignRow): CampaignSummary {
    return {
      id: r.id,
      name: r.name,
      players: r.players.map(infoOf),
      turn: r.turn,
      phase: r.phase,
      active: r.active,
      over: r.over,
      winner: r.winner,
      actions: r.actions,
      createdAt: r.createdAt,
      lastPlayed: r.lastPlayed,
      thumbnail: r.thumbnail,
      map: r.options.board
        ? (r.options.board.code ?? r.options.board.title ?? 'custom')
        : (r.options.map ?? 'original'),
      variant: r.options.variant ?? {},
    };
  }

  // -------------------------------------------------------------------------------------------
  // Profiles and the league

  private profileList(): ProfileSummary[] {
    const history = this.store.league.history();
    return this.store.league.profiles().map((p) =>
      this.profileSummary(
        p,
        history.filter((h) => h.profileId === p.id),
      ),
    );
  }

  private profileSummary(p: Profile, games: HistoryEntry[]): ProfileSummary {
    return {
      ...p,
      games: games.length,
      wins: games.filter((g) => g.won).length,
      lastPlayed: games.length ? Math.max(...games.map((g) => g.finishedAt)) : null,
    };
  }

  private profilePage(id: string): ProfilePage {
    const p = this.store.league.profile(id);
    const games = this.store.league.history(id);
    return { profile: this.profileSummary(p, games), games };
  }

  private async exportLeague(toFile: boolean): Promise<ExportResult> {
    const { fileName, content } = this.store.exportLeague();
    const savedTo = await this.offerFile(fileName, content, toFile);
    return { fileName, content, savedTo };
  }

  private async importLeague(a: ArgsOf<'league.import'>): Promise<{ profiles: number; games: number }> {
    const { content, fileName } = await this.importedFile(a, 'the imported file');
    return this.store.importLeague(content, fileName);
  }

  private newCampaign(a: NewCampaignArgs): SessionView {
    const ids = new Set<string>();
    // a seat with a profile plays under the profile's name
    const profiles = a.players.map((p) => (p.profileId ? this.store.league.profile(p.profileId) : null));
    const players: StoredPlayer[] = a.players.map((p, i) => {
      let id = p.id;
      if (!id) {
        const fromColour = p.colour.toLowerCase().replace(/[^a-z0-9]/g, '');
        id = /^[a-z][a-z0-9]{0,23}$/.test(fromColour) && !ids.has(fromColour) ? fromColour : `p${i + 1}`;
        while (ids.has(id)) id = `${id}x`;
      }
      ids.add(id);
      const secs = p.turnSeconds ?? (p.newcomer ? NEWCOMER_TURN_SECONDS : DEFAULT_TURN_SECONDS);
      const profile = profiles[i];
      return {
        id,
        name: profile?.name ?? p.name,
        colour: p.colour,
        turnMs: secs * 1000,
        newcomer: !!p.newcomer,
        ...(p.computer ? { computer: p.computer } : {}),
        ...(profile ? { profileId: profile.id } : {}),
      };
    });
    const seed = a.seed ?? randomBytes(4).readUInt32BE(0);
    if (a.board && a.map) throw new HostError('BAD_INPUT', 'a campaign names a map or makes a board, not both', {});
    const made = a.board ? this.makeBoard(a.board, players.length) : null;
    const options: GameOptions = {
      players: players.map((p) => ({ id: p.id, name: p.name })),
      ...(made
        ? {
            board: {
              terrain: made.file.terrain,
              ore: made.file.ore,
              title: made.file.title,
              ...(made.file.code ? { code: made.file.code } : {}),
            },
          }
        : { map: a.map ?? 'original' }),
      seed,
      // The seed is shown; the salt stays in the store, so nothing on screen rebuilds the tide deck.
      ...(this.opts.deckSalt === 'none' ? {} : { deckSalt: randomBytes(4).readUInt32BE(0) }),
      // New games spread the ore on the lattice; the options record it, so older campaigns keep theirs.
      oreSetup: 'lattice',
      // New games play by today's rulings; older campaigns have no field and keep theirs (engine rulings.ts).
      rulings: CURRENT_RULINGS,
      ...(a.takeBacks ? { takeBacks: a.takeBacks } : {}),
      variant: { ...(a.variant ?? {}), courtesy: Object.fromEntries(players.map((p) => [p.id, p.turnMs / 1000])) },
    };
    let state: GameState;
    try {
      state = newGame(options);
    } catch (e) {
      throw new HostError('BAD_INPUT', (e as Error).message, { options });
    }
    const date = new Date().toISOString().slice(0, 10);
    const name =
      a.name ??
      defaultName(
        players.map((p) => p.name),
        date,
      );
    const row = this.store.create({ name, options, players, state });
    this.closeSession();
    this.startSession(row, state, [], [], null);
    return this.sessionView();
  }

  open(id: string): SessionView {
    // Resuming the open campaign shows the hand-off too: nobody's board before someone takes the seat.
    if (this.session?.row.id === id) {
      this.handOff();
      return this.sessionView();
    }
    let loaded;
    try {
      loaded = this.store.load(id);
    } catch (e) {
      if (e instanceof CampaignDataError)
        throw new HostError(
          'BAD_FILE',
          `Campaign "${this.safeName(id)}" in ${this.store.file} cannot be opened: ${e.message}`,
          {
            file: this.store.file,
            campaign: id,
            problem: e.problem,
          },
        );
      throw e;
    }
    this.closeSession();
    this.startSession(
      loaded.row,
      loaded.state,
      loaded.log,
      loaded.stats,
      (loaded.row.clock as SavedClock | null) ?? null,
      undefined,
      loaded,
    );
    return this.sessionView();
  }

  /**
   * A board from the new-game screen's choice, checked for this many players (generated kinds redrawn until they
   * pass), and what names it.
   */
  private makeBoard(choice: BoardChoice, players: number): Generated & BoardNaming {
    if ('saved' in choice) {
      const { draft } = this.store.boards.get(choice.saved);
      const { file, check } = checkDraft(draft, players);
      return { file, check, attempts: 1, ...namingOf(draft) };
    }
    const spec = this.specOf(choice, players);
    return { ...generate(spec), title: '', source: sourceOf(spec) };
  }

  /** The generator's spec of a board choice (a random seed for a drawn board that names none). */
  private specOf(choice: Exclude<BoardChoice, { saved: string }>, players: number): BoardSpec {
    let spec: unknown;
    if ('code' in choice) {
      const decoded = decodeMapCode(choice.code);
      if ('error' in decoded) {
        const params: HostErrorParams['BAD_MAP_CODE'] = { code: choice.code, ...decoded.problem };
        throw new HostError('BAD_MAP_CODE', decoded.error, params);
      }
      spec = { ...decoded, players };
    } else {
      const drawn = choice.kind === 'modular' || choice.kind === 'planet';
      spec = {
        ...choice,
        players,
        ...(drawn && choice.seed === undefined ? { seed: randomBytes(4).readUInt32BE(0) } : {}),
      };
    }
    const parsed = parseSpec(spec);
    if (typeof parsed === 'string') throw new HostError('BAD_INPUT', parsed, {});
    return parsed;
  }

  // ---- The map editor: drafts are edited here (src/planets/editor.ts); the screen only shows them.

  private editorView(draft: Draft, players: number): EditorView {
    const { file, check } = checkDraft(draft, players);
    return {
      draft,
      terrain: file.terrain,
      ore: file.ore,
      modules: moduleCentres(draft),
      preview: previewOf({ file, check, attempts: 1, ...namingOf(draft) }),
    };
  }

  private boardDraft(a: ArgsOf<'boards.draft'>): EditorView {
    const draft =
      'saved' in a.from ? this.store.boards.get(a.from.saved).draft : draftOfSpec(this.specOf(a.from, a.players));
    return this.editorView(draft, a.players);
  }

  private boardEdit(a: ArgsOf<'boards.edit'>): EditorView {
    const r = applyEdit(a.draft, a.edit);
    if (!r.ok) throw new HostError('EDIT_REFUSED', r.refusal.message, { why: r.refusal.code });
    return this.editorView(r.draft, a.players);
  }

  private boardSave(a: ArgsOf<'boards.save'>): SavedBoard {
    const { file, check } = checkDraft(a.draft, 2);
    return this.store.boards.save({
      ...(a.id ? { id: a.id } : {}),
      draft: a.draft,
      thumbnail: boardThumbnail(file.terrain, file.ore),
      hexes: check.hexes,
      ore: check.ore,
    });
  }

  private async boardImport(a: ArgsOf<'boards.import'>): Promise<EditorView> {
    const picked = await this.importedFile(a, 'the board file');
    const content = picked.content;
    const fileName = path.basename(picked.fileName);
    if (content.length > BOARD_FILE_MAX_BYTES)
      throw new HostError('BAD_FILE', `${fileName} is too large to be a board file`, {
        file: fileName,
        problem: 'too-large',
      });
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      throw new HostError('BAD_FILE', `${fileName} is not a board file (not JSON)`, {
        file: fileName,
        problem: 'unreadable',
      });
    }
    const loaded = readBoardFile(json);
    if (typeof loaded === 'string')
      throw new HostError('BAD_FILE', `${fileName} is not a board file the editor can open: ${loaded}`, {
        file: fileName,
        problem: 'board',
      });
    if (loaded.board.cols > MAX_COLS || loaded.board.rows > MAX_ROWS)
      throw new HostError(
        'BAD_FILE',
        `${fileName}: its board is ${loaded.board.cols} × ${loaded.board.rows} hexes; the editor takes up to ${MAX_COLS} × ${MAX_ROWS}`,
        { file: fileName, problem: 'board' },
      );
    const title =
      typeof (json as { title?: unknown }).title === 'string'
        ? (json as { title: string }).title
        : fileName.replace(/\.json$/i, '');
    const ore = loaded.ore.map((i) => loaded.board.hex(i) as [number, number]);
    return this.editorView(gridOfFile({ title, terrain: loaded.file.terrain, ore }), a.players);
  }

  private async boardExport(a: ArgsOf<'boards.export'>): Promise<ExportResult> {
    const file = fileOfDraft(a.draft);
    const content = JSON.stringify({ ...file, name: file.title || 'board' }, null, 1) + '\n';
    const fileName = `${safeFileName(file.title || 'board', 'board')}.json`;
    const savedTo = await this.offerFile(fileName, content, a.toFile);
    return { fileName, content, savedTo };
  }

  private boardPreview(choice: BoardChoice, players: number): BoardPreview {
    return previewOf(this.makeBoard(choice, players));
  }

  private safeName(id: string): string {
    try {
      return this.store.get(id).name;
    } catch {
      return id;
    }
  }

  private async exportCampaign(a: ArgsOf<'campaign.export'>) {
    if (this.session?.row.id === a.id) this.saveClock();
    const { fileName, content } = this.store.exportCampaign(a.id);
    const savedTo = await this.offerFile(fileName, content, a.toFile);
    return { fileName, content, savedTo };
  }

  /** Electron, when asked (`toFile`): the shell's save dialog writes the file; null when not written. */
  private async offerFile(fileName: string, content: string, toFile: boolean | undefined): Promise<string | null> {
    if (!toFile || !this.opts.shell?.saveFile) return null;
    const savedTo = await this.opts.shell.saveFile(fileName, content);
    if (savedTo === null) throw new HostError('CANCELLED', 'export cancelled');
    return savedTo;
  }

  /** An imported file's text: the page's (web mode) or one the shell's open dialog picks (Electron). */
  private async importedFile(
    a: { content?: string; fileName?: string },
    unnamed: string,
  ): Promise<{ content: string; fileName: string }> {
    if (a.content !== undefined) return { content: a.content, fileName: a.fileName ?? unnamed };
    if (!this.opts.shell?.openFile)
      throw new HostError('BAD_INPUT', 'no file content given (fromFile works in the desktop app only)');
    const f = await this.opts.shell.openFile();
    if (!f) throw new HostError('CANCELLED', 'import cancelled');
    return { content: f.content, fileName: f.path };
  }

  private async importCampaign(a: ArgsOf<'campaign.import'>): Promise<CampaignSummary> {
    const { content, fileName } = await this.importedFile(a, 'the imported file');
    return this.summary(this.store.importCampaign(content, fileName));
  }

  // -------------------------------------------------------------------------------------------
  // The session

  private startSession(
    row: CampaignRow,
    state: GameState,
    log: LogRow[],
    stats: StoredStat[],
    saved: SavedClock | null,
    lesson?: Lesson,
    loaded?: { trail: TakeBackTrail<LogRow>; rows: number },
  ): void {
    const turnMs = Object.fromEntries(row.players.map((p) => [p.id, p.turnMs]));
    const clock = new ChessClock({
      turnMs,
      lowTimeMs: this.settings.lowTimeSeconds * 1000,
      graceMs: this.opts.graceMs ?? DEFAULT_GRACE_MS,
      now: this.opts.now,
      onLow: () => this.emit({ event: 'sound', data: 'lowTime' }),
      onZero: () => {
        this.emit({ event: 'sound', data: 'timeUp' });
        this.pushView();
      },
      // The end of the grace goes through the request queue like everything else.
      onGraceOver: () => {
        const p = this.busy.then(() => this.timeoutEnd());
        this.busy = p.catch(() => undefined);
      },
      onChange: () => this.onClockChange(),
    });
    const s: Session = {
      row,
      state,
      log,
      stats,
      // the stored log's last row, which may be a take-back: `log` holds only the actions still standing
      head: loaded ? row.head : (log.at(-1)?.hash ?? ''),
      seated: null,
      modals: new Set(),
      clock,
      timeoutRefused: false,
      skipping: false,
      computerRefused: 0,
      trail: loaded?.trail ?? new TakeBackTrail<LogRow>(),
      rows: loaded?.rows ?? log.length,
      ...(lesson ? { lesson, seated: lesson.learner } : {}),
    };
    this.session = s;
    if (!lesson) clock.pause('handoff');
    if (this.allHidden()) clock.pause('hidden');
    if (this.asleep) clock.pause('sleep');
    const turnKey = this.turnKey(state);
    if (saved && saved.turn === state.turn && saved.player === turnKey) clock.restore(saved);
    else clock.startTurn(turnKey, state.turn, !lesson && this.timed(state));
    if (state.phase === 'over') clock.pause('over');
    this.placeClock(s);
    this.startTicker();
    this.pushView();
    this.kickComputer();
  }

  /**
   * A computer's turn is not timed: its clock stops (reason 'computer') and its thinking keeps to its
   * level's budget instead. No hand-off screen before it; one before the next person's turn.
   */
  private placeClock(s: Session): void {
    if (s.lesson) return;
    const next = this.turnKey(s.state);
    if (next && this.levelOf(s, next)) {
      s.clock.pause('computer');
      s.clock.resume('handoff');
    } else {
      s.clock.resume('computer');
      if (!s.seated) s.clock.pause('handoff');
    }
  }

  private closeSession(): boolean {
    const s = this.session;
    if (!s) return false;
    // a computer step under way finds the session gone and plays nothing
    this.stopComputer();
    this.computers.forget(`${s.row.id}:`);
    this.saveClock();
    s.clock.dispose();
    this.session = null;
    this.stopTicker();
    return true;
  }

  /** The player the clock belongs to: the active player, or in the turn-21 choices the next to decide. */
  private turnKey(state: GameState): PlayerId | null {
    if (state.phase === 'over') return null;
    const a = activePlayer(state);
    if (a) return a;
    if (state.phase === 'liftoff') return this.nextToDecide(state);
    return null;
  }

  private nextToDecide(state: GameState): PlayerId | null {
    const v = playerView(state, null);
    for (const p of state.order) {
      const vp = v.players[p];
      if (vp && !vp.gone && !vp.out && vp.liftOffDecided < vp.liftOffNeeded) return p;
    }
    return null;
  }

  private timed(state: GameState): boolean {
    return state.phase !== 'liftoff' && state.phase !== 'over';
  }

  private need(): Session {
    if (!this.session) throw new HostError('NO_CAMPAIGN', 'no campaign is open');
    return this.session;
  }

  private seatedSession(): Session {
    const s = this.need();
    if (!s.seated && s.state.phase !== 'over')
      throw new HostError('NOT_SEATED', 'nobody is seated: the hand-off screen is up', { why: 'nobody' });
    return s;
  }

  private seat(player: PlayerId): SessionView {
    const s = this.need();
    if (s.state.phase === 'over') return this.sessionView();
    if (!s.state.players[player]) throw new HostError('BAD_INPUT', `no player ${player} in this game`, { player });
    const next = this.turnKey(s.state);
    if (s.seated === player) return this.sessionView();
    if (s.seated || player !== next)
      throw new HostError('WRONG_PLAYER', `it is ${next ?? 'nobody'}'s turn, not ${player}'s`, {
        expected: next,
        player,
      });
    if (this.levelOf(s, player))
      throw new HostError(
        'COMPUTER_SEAT',
        `${player}'s seat is played by the computer: take it back first (change of hands)`,
        { player },
      );
    s.seated = player;
    s.timedOut = undefined;
    // taking the seat is the player's click: a pause left from before the hand-off ends with it
    s.clock.resume('player');
    s.clock.resume('handoff');
    this.saveClock();
    this.pushView();
    return this.sessionView();
  }

  private unseat(): SessionView {
    const s = this.need();
    if (s.seated) {
      s.seated = null;
      s.clock.pause('handoff');
      this.saveClock();
      this.pushView();
    }
    return this.sessionView();
  }

  private modal(a: ArgsOf<'ui.modal'>): ClockState | null {
    const s = this.session;
    if (!s) return null;
    // Reading the rules is part of a turn (the newcomer's 4:00 is for that): only a lesson stops for it.
    if (a.id === RULES_MODAL && !s.lesson) return s.clock.state();
    const key = a.id ?? 'default';
    if (a.open && !s.modals.has(key) && s.modals.size >= MAX_OPEN_MODALS)
      throw new HostError('BAD_INPUT', `at most ${MAX_OPEN_MODALS} dialogs are open at once`, { id: key });
    if (a.open) s.modals.add(key);
    else if (a.id === undefined && !s.modals.has(key)) s.modals.clear();
    else s.modals.delete(key);
    if (s.modals.size > 0) s.clock.pause('modal');
    else s.clock.resume('modal');
    return s.clock.state();
  }

  /** The shell reports its window hidden/minimised (true) or shown again (the Electron window's connection). */
  setHidden(hidden: boolean): void {
    this.visibility(SHELL_CONNECTION, hidden);
    this.kickComputer();
  }

  /** The shell's window was reloaded or its renderer crashed: that screen is gone, a new one follows. */
  screenReloaded(): void {
    this.disconnect(SHELL_CONNECTION);
    this.handOff();
  }

  /** A screen reports its visibility. The first report of a connection makes it a screen. */
  private visibility(connection: number, hidden: boolean): void {
    this.screens.set(connection, { hidden });
    this.updateHidden();
  }

  private allHidden(): boolean {
    if (this.screens.size === 0) return false;
    for (const v of this.screens.values()) if (!v.hidden) return false;
    return true;
  }

  private updateHidden(): void {
    this.pauseFor('hidden', this.allHidden());
  }

  /** Nobody seated: the hand-off screen (not in a lesson, whose learner never leaves the seat). */
  private handOff(): void {
    const s = this.session;
    if (!s || s.lesson || !s.seated) return;
    s.seated = null;
    s.clock.pause('handoff');
    // the pause a closed screen left (hidden as it unloaded) is not the next screen's to lift
    s.clock.resume('player');
    this.saveClock();
    this.pushView();
  }

  /**
   * The seated player's Pause and Resume. A resume takes the seated player (a click on the pause
   * screen); it also takes back a pause left by a hidden window or sleep that is over.
   */
  private playerPause(pause: boolean): ClockState {
    const s = this.need();
    if (pause) s.clock.pause('player');
    else {
      if (!s.seated && !s.lesson)
        throw new HostError('NOT_SEATED', 'nobody is seated: the hand-off screen is up', { why: 'nobody' });
      s.clock.resume('player');
    }
    this.saveClock();
    return s.clock.state();
  }

  /** The shell reports the computer going to sleep / the screen locked (true) or back. */
  setSleep(asleep: boolean): void {
    this.asleep = asleep;
    this.pauseFor('sleep', asleep);
    this.kickComputer();
  }

  /** Pauses (or resumes) the open campaign's clock for one reason the shell reports, and saves it. */
  private pauseFor(reason: 'hidden' | 'sleep', on: boolean): void {
    const s = this.session;
    const c = s?.clock;
    if (!s || !c || c.has(reason) === on) return;
    // A seated player coming back finds the game paused: it resumes on his click, not by itself.
    if (on && s.seated && !s.lesson && !c.has('untimed') && !c.has('over')) c.pause('player');
    if (on) c.pause(reason);
    else c.resume(reason);
    this.saveClock();
  }

  // -------------------------------------------------------------------------------------------
  // Playing

  /**
   * The one door of every action: a seated person's, a computer seat's (`by: 'computer'`: the seat whose
   * turn it is, with the same checks and refusals), or the host's own at time-out.
   */
  private act(action: Action, by: 'person' | 'computer' | 'timeout' = 'person'): ActResult {
    const s = this.need();
    if (s.lesson) return this.lessonAct(s, s.lesson, action);
    const st = s.state;
    if (st.phase === 'over') throw new HostError('GAME_OVER', 'the game is over');
    const timeout = by === 'timeout';
    const actor = by === 'person' ? s.seated : this.turnKey(st);
    if (!actor) throw new HostError('NOT_SEATED', 'nobody is seated: the hand-off screen is up', { why: 'nobody' });
    if (by === 'computer' && !this.levelOf(s, actor))
      throw new HostError('NOT_SEATED', `${actor}'s seat is not a computer's`, { why: 'notComputer', player: actor });
    if (!timeout) {
      if (st.phase === 'liftoff') {
        if (action.type !== 'liftOff' || action.player !== actor)
          throw new HostError('NOT_SEATED', `${actor} may only make his own lift-off choices now`, {
            why: 'liftOffOnly',
            player: actor,
          });
      } else if (actor !== activePlayer(st))
        throw new HostError('NOT_SEATED', `it is not ${actor}'s turn`, { why: 'notHisTurn', player: actor });
      const stopped = STOPPING.filter((r) => s.clock.has(r));
      if (stopped.length)
        throw new HostError('PAUSED', `the clock is paused (${stopped.join(', ')}): resume it to play`, {
          player: actor,
          reasons: stopped,
        });
      if (s.clock.expired && !s.timeoutRefused && !['fire', 'capture', 'endTurn'].includes(action.type))
        throw new HostError(
          'TIME_UP',
          'time is up: only shots and captures from positions already taken, then the end of the turn',
          {
            player: actor,
          },
        );
    }
    const r = apply(st, action);
    const changed = r.state !== st;
    if (!r.ok && !changed) {
      throw new HostError(r.error.code, r.error.message, r.error.params);
    }
    // Accepted (or a move refused part-way whose first steps stand): write it before anyone hears of it.
    const seq = s.rows;
    const info = {
      turn: st.turn,
      tide: st.tide,
      player: actor,
      events: r.events,
      at: Date.now(),
      ...(timeout ? { timeout: true } : {}),
      ...(!r.ok ? { refused: true } : {}),
      ...(by === 'computer' ? { computer: this.levelOf(s, actor)! } : {}),
    };
    const newTurn =
      this.turnKey(r.state) !== this.turnKey(st) ||
      r.state.turn !== st.turn ||
      r.events.some((e) => e.type === 'turnStarted');
    let clockToSave: SavedClock | undefined;
    if (!newTurn) clockToSave = s.clock.save();
    let hash: string;
    try {
      hash = this.store.append(s.row.id, seq, action, info, r.state, s.head, clockToSave);
    } catch (e) {
      throw new HostError('STORE_ERROR', `the move could not be saved (${(e as Error).message}); nothing changed`, {
        file: this.store.file,
      });
    }
    const logged: LogRow = { seq, action, info, hash };
    s.log.push(logged);
    s.trail.push(st, action, r.state, r.events, logged);
    s.rows = seq + 1;
    s.head = hash;
    s.state = r.state;
    s.row.actions = seq + 1;
    s.row.turn = r.state.turn;
    s.row.phase = r.state.phase;
    s.row.lastPlayed = info.at;
    // A snapshot when a game turn ends (or the game). The chart's figures come from the state itself:
    // a snapshot that fails to be written costs nothing (opening rebuilds the figures from the log).
    if (endsTurn(st, r.state)) {
      s.stats.push({ turn: st.turn, tide: st.tide, players: statsOf(r.state) });
      try {
        this.store.snapshot(s.row.id, seq + 1, r.state, hash, st.turn, st.tide);
      } catch {
        /* a snapshot is only a check and a thumbnail; the log is safe */
      }
    }
    if (r.state.phase === 'over') {
      s.seated = null;
      s.clock.pause('over');
      s.clock.startTurn(null, r.state.turn, false);
      this.saveClock();
      this.recordHistory(s);
    } else if (newTurn) {
      s.seated = null;
      s.timeoutRefused = false;
      s.skipping = false;
      s.computerRefused = 0;
      s.clock.pause('handoff');
      s.clock.startTurn(this.turnKey(r.state), r.state.turn, this.timed(r.state));
      this.placeClock(s);
      this.saveClock();
    }
    const session = this.sessionView();
    this.emit({ event: 'view', data: session });
    if (!r.ok) throw new HostError(r.error.code, r.error.message, { ...r.error.params, partial: true });
    return { events: r.events, spent: r.spent, session };
  }

  // -------------------------------------------------------------------------------------------
  // Computer seats: they think in a worker thread, from their own playerView; their moves go through
  // `act` like a person's, one at a time, in the request queue, at a pace the table can follow.

  /** Change of hands: a seat goes to a computer player (its level) or back to a person. */
  private setHands(player: PlayerId, computer: ComputerLevel | null): SessionView {
    const s = this.need();
    if (s.lesson)
      throw new HostError('FORBIDDEN', 'a lesson has no computer seats', { why: 'lessonNoComputer', player });
    const i = s.row.players.findIndex((p) => p.id === player);
    if (i < 0) throw new HostError('BAD_INPUT', `no player ${player} in this game`, { player });
    const was = s.row.players[i]!;
    if ((was.computer ?? null) === computer) return this.sessionView();
    const { computer: _old, ...person } = was;
    const players = s.row.players.map((p, j) => (j === i ? { ...person, ...(computer ? { computer } : {}) } : p));
    try {
      this.store.setPlayers(s.row.id, players);
    } catch (e) {
      throw new HostError(
        'STORE_ERROR',
        `the change of hands could not be saved (${(e as Error).message}); nothing changed`,
        { file: this.store.file },
      );
    }
    s.row.players = players;
    this.computers.forget(`${s.row.id}:${player}`);
    s.computerError = undefined;
    s.computerRefused = 0;
    s.skipping = false;
    // a person handing over his own turn leaves the seat; the computer goes on from where he stopped
    if (computer && s.seated === player) s.seated = null;
    this.placeClock(s);
    this.saveClock();
    this.pushView();
    return this.sessionView();
  }

  private skipComputer(): SessionView {
    const s = this.need();
    if (this.computerTurn(s)) {
      s.skipping = true;
      this.paceWake?.();
      this.pushView();
    }
    return this.sessionView();
  }

  /** The computer seat that may play now: its turn, no pause stopping play, no failure waiting. */
  private computerToPlay(s: Session): { player: PlayerId; level: ComputerLevel } | null {
    const t = this.computerTurn(s);
    return t && !t.waiting ? { player: t.player, level: t.level } : null;
  }

  /** Starts a computer step when one may play and none is under way. */
  private kickComputer(): void {
    const s = this.session;
    if (!s || this.computerBusy || this.computerTimer || !this.computerToPlay(s)) return;
    this.computerTimer = setTimeout(() => {
      this.computerTimer = null;
      void this.computerStep();
    }, 0);
  }

  private stopComputer(): void {
    if (this.computerTimer) clearTimeout(this.computerTimer);
    this.computerTimer = null;
    this.paceWake?.();
  }

  /** The worker's seed for a seat: from the campaign's id (random), never from the game's seed. */
  private computerSeed(s: Session, player: PlayerId): number {
    let h = 2166136261;
    for (const c of `${s.row.id}:${player}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
    return h >>> 0;
  }

  /** One computer move: think off the thread, wait for the pace, play it through the door. */
  private async computerStep(): Promise<void> {
    const s = this.session;
    const who = s && this.computerToPlay(s);
    if (!s || !who) return;
    this.computerBusy = true;
    try {
      const state = s.state;
      const key = `${s.row.id}:${who.player}`;
      const reply = await this.computers.think({
        key,
        level: who.level,
        // neither the seed nor the deck's salt: the computer knows what its seat knows
        options: publicOptions(s.row.options),
        seed: this.computerSeed(s, who.player),
        view: playerView(state, who.player),
        ...(this.opts.computer?.budgetScale !== undefined ? { budgetScale: this.opts.computer.budgetScale } : {}),
      });
      const pace = this.opts.computer?.paceMs ?? COMPUTER_PACE_MS;
      const wait = this.lastComputerMove + pace - Date.now();
      if (!s.skipping && wait > 0 && this.session === s)
        await new Promise<void>((resolve) => {
          const t = setTimeout(done, wait);
          function done() {
            clearTimeout(t);
            resolve();
          }
          this.paceWake = done;
        });
      this.paceWake = null;
      await this.enqueue(() => this.computerPlay(s, state, who, key, reply));
    } finally {
      this.computerBusy = false;
    }
    this.kickComputer();
  }

  /** Plays the computer's answer if the game is still where it thought (else the next step thinks again). */
  private computerPlay(
    s: Session,
    state: GameState,
    who: { player: PlayerId; level: ComputerLevel },
    key: string,
    reply: ThinkReply,
  ): void {
    if (this.session !== s || s.state !== state) return;
    const now = this.computerToPlay(s);
    if (!now || now.player !== who.player || now.level !== who.level) return;
    if (reply.error !== undefined) {
      s.computerError = reply.error;
      this.pushView();
      return;
    }
    const action: Action = reply.action ?? { type: 'endTurn' };
    try {
      // set before the door pushes the new view, so the screen gets the move with the position
      s.computerLast = { player: who.player, action };
      this.act(action, 'computer');
      s.computerRefused = 0;
      this.lastComputerMove = Date.now();
    } catch (e) {
      s.computerLast = undefined;
      if (e instanceof HostError && (e.code === 'PAUSED' || e.code === 'STORE_ERROR')) {
        if (e.code === 'STORE_ERROR') s.computerError = e.message;
        this.pushView();
        return;
      }
      // refused like a person's move (the log keeps a partial move): it thinks again, and gives up the turn after a few
      this.computers.refused(key);
      if (++s.computerRefused < COMPUTER_REFUSALS_MAX) return;
      s.computerRefused = 0;
      try {
        const spot = s.state.phase === 'landing' ? autoLanding(s.state) : null;
        if (spot)
          this.act({ type: 'land', astronef: spot.astronef, at: spot.at, orientation: spot.orientation }, 'timeout');
        else this.act({ type: 'endTurn', timeout: true }, 'timeout');
      } catch (e2) {
        s.computerError = errorOf(e2).message;
        this.pushView();
      }
    }
  }

  /** The coach: the normal computer player's next action for the seated player, from his view only. */
  private suggest(): Promise<Suggestion | null> {
    const s = this.seatedSession();
    const me = s.seated;
    if (!me || s.lesson || s.state.phase === 'over') return Promise.resolve(null);
    const view = playerView(s.state, me);
    const state = s.state;
    return this.computers
      .think({
        key: `coach:${s.row.id}:${me}`,
        level: 'normal',
        options: publicOptions(s.row.options),
        seed: this.computerSeed(s, me),
        view,
      })
      .then((r) => {
        if (r.error !== undefined) throw new HostError('INTERNAL', `the coach could not think: ${r.error}`, {});
        // a suggestion for a position that is gone is no suggestion
        if (!r.action || this.session !== s || s.state !== state) return null;
        return suggestionOf(r.action, view);
      });
  }

  /** A finished campaign goes into the players' history (the league). The log is safe whatever happens here. */
  private recordHistory(s: Session): void {
    try {
      this.store.recordFinished(s.row.id);
      s.row.players = this.store.get(s.row.id).players;
    } catch {
      /* recorded at the next start (Host.recordMissing) */
    }
  }

  /** The grace after zero is over: the turn ends as the rulebook says. */
  private timeoutEnd(): void {
    const s = this.session;
    if (!s || s.state.phase === 'over' || !s.clock.expired) return;
    const player = this.turnKey(s.state);
    try {
      // Landing: the host lands the astronef where its player could live with it, and says so.
      const spot = s.state.phase === 'landing' ? autoLanding(s.state) : null;
      if (spot && player) {
        this.act({ type: 'land', astronef: spot.astronef, at: spot.at, orientation: spot.orientation }, 'timeout');
        s.timedOut = { player, turn: spot.turn, landedAt: spot.at, orientation: spot.orientation };
      } else {
        const turn = s.state.turn;
        this.act({ type: 'endTurn', timeout: true }, 'timeout');
        if (player) s.timedOut = { player, turn };
      }
      this.pushView();
    } catch (e) {
      // The engine would not end this turn (e.g. an astronef not landed yet): let the player go on.
      s.timeoutRefused = true;
      this.emit({ event: 'view', data: this.sessionView() });
      void e;
    }
  }

  // -------------------------------------------------------------------------------------------
  // Views

  /** A seat's profile's marker shape and language, read now (a profile changed or deleted since shows as it is). */
  private withProfile(info: PlayerInfo, seat: StoredPlayer): PlayerInfo {
    if (!seat.profileId) return info;
    let profile: Profile;
    try {
      profile = this.store.league.profile(seat.profileId);
    } catch {
      return info; // the profile is gone: the seat plays on under its name
    }
    return {
      ...info,
      ...(profile.mark ? { mark: profile.mark } : {}),
      ...(profile.language ? { language: profile.language } : {}),
    };
  }

  sessionView(): SessionView {
    const s = this.need();
    const st = s.state;
    const over = st.phase === 'over';
    const next = this.turnKey(st);
    const computer = this.computerTurn(s);
    return {
      campaignId: s.row.id,
      // a lesson's title and players are named in the language the screen speaks now
      name: s.lesson ? s.lesson.title[this.settings.language] : s.row.name,
      players: s.row.players.map((p) => this.withProfile(s.lesson ? this.lessonSeat(s.lesson, p) : infoOf(p), p)),
      turn: st.turn,
      phase: st.phase,
      tide: st.tide,
      active: next,
      seated: s.seated,
      // no hand-off before a computer's turn: the table watches it play on the public board
      handoff: !over && !s.seated && next && !computer ? this.handoffOf(s, next) : null,
      view: s.seated ? playerView(st, s.seated) : over || computer ? playerView(st, null) : null,
      clock: s.clock.state(),
      over,
      result: st.result,
      actions: s.lesson ? s.row.actions : s.log.length,
      ...(computer ? { computer } : {}),
      takeBack: this.takeBackOffer(s),
      ...(s.lesson ? { lesson: this.lessonInfo(s.lesson, s.state) } : {}),
    };
  }

  /** The computer seat whose turn it is, as the screen shows it (none when a person plays next). */
  private computerTurn(s: Session): ComputerTurn | null {
    if (s.lesson || s.state.phase === 'over') return null;
    const next = this.turnKey(s.state);
    const level = next ? this.levelOf(s, next) : null;
    if (!next || !level) return null;
    const t: ComputerTurn = { player: next, level, skipping: s.skipping };
    if (s.computerLast?.player === next && s.computerLast.action.type !== 'liftOff') t.last = s.computerLast.action;
    if (s.computerError) {
      t.waiting = 'error';
      t.error = s.computerError;
    } else if (STOPPING.some((r) => s.clock.has(r))) t.waiting = 'paused';
    return t;
  }

  private levelOf(s: Session, player: PlayerId): ComputerLevel | null {
    return s.row.players.find((p) => p.id === player)?.computer ?? null;
  }

  private handoffOf(s: Session, next: PlayerId): Handoff {
    const h: Handoff = { next };
    if (s.state.phase === 'liftoff') {
      // who has chosen, never what: the choices stay secret until everyone has made them
      const v = playerView(s.state, null);
      const decided: PlayerId[] = [];
      const waiting: PlayerId[] = [];
      for (const p of s.state.order) {
        const vp = v.players[p];
        if (!vp || vp.gone || vp.out || vp.liftOffNeeded === 0) continue;
        (vp.liftOffDecided >= vp.liftOffNeeded ? decided : waiting).push(p);
      }
      h.liftOff = { decided, waiting };
    }
    if (s.timedOut) h.timedOut = { ...s.timedOut };
    return h;
  }

  /** Why the seated player's piece cannot go to a hex: the engine's refusal of a move there (nothing is played). */
  private whyNotMove(a: ArgsOf<'query.whyNotMove'>): ApiError | null {
    const s = this.seatedSession();
    const st = s.state;
    const board = getBoard(st.map);
    const piece = st.pieces.find((p) => p.id === a.piece);
    const to = board.parse(a.to);
    if (!piece || piece.at < 0 || to < 0) return null;
    if (legalDestinations(st, a.piece).some((d) => sameTo(d.to, a.to))) return null;
    // the most direct line of hexes there: the engine names the first step it refuses
    const path: Hex[] = [];
    let at = piece.at;
    while (at !== to && path.length < 60) {
      let best = -1;
      for (let d = 0; d < 6; d++) {
        const n = board.neighbor(at, d);
        if (n >= 0 && (best < 0 || board.dist(n, to) < board.dist(best, to))) best = n;
      }
      if (best < 0) break;
      at = best;
      path.push(board.hex(at));
    }
    if (!path.length) return null;
    const r = apply(st, { type: 'move', piece: a.piece, path });
    return r.ok ? null : { code: r.error.code, params: { ...r.error.params }, message: r.error.message };
  }

  /**
   * What an action of the seated player would do, nothing played: the engine's refusal (a move refused
   * part-way: the steps that would stand), the pieces it would destroy (cargo included), and whether the
   * moved piece would be stuck where it stops, now or at the next tide when his forecast shows it.
   */
  private preview(action: Action): ActionPreview {
    const s = this.seatedSession();
    const st = s.state;
    const me = s.lesson ? s.lesson.learner : s.seated;
    const r = apply(st, action);
    const out: ActionPreview = {
      refusal: r.ok ? null : { code: r.error.code, params: { ...r.error.params }, message: r.error.message },
      destroyed: [],
    };
    const after = r.state;
    if (after === st) return out;
    for (let i = 0; i < st.pieces.length; i++)
      if (!st.pieces[i]!.destroyed && after.pieces[i]!.destroyed) out.destroyed.push(st.pieces[i]!.id);
    const moved = r.events.find((e) => e.type === 'moved');
    if (moved && moved.type === 'moved') {
      if (!r.ok) out.legalPath = moved.path;
      const piece = moved.piece;
      const stuckAt = (tide: Tide) => isStuck(tide === after.tide ? after : { ...after, tide }, piece);
      // a land piece is stuck on water: the tide going down frees it; a sea piece aground: the tide rising
      const until = (): 'falls' | 'rises' => (stuckAt('low') ? 'rises' : 'falls');
      const next = me ? forecastFor(st, me)[0] : undefined;
      if (stuckAt(after.tide)) out.stuck = { when: 'now', tide: after.tide, until: until() };
      else if (next && next !== after.tide && stuckAt(next))
        out.stuck = { when: 'nextTide', tide: next, until: until() };
    }
    return out;
  }

  // -------------------------------------------------------------------------------------------
  // Lessons: played like a game, but in memory; only the progress is stored (with the settings).

  private lessonCache: Lesson[] | null = null;

  private lessons(): Lesson[] {
    this.lessonCache ??= loadLessons(this.opts.lessonsDir ?? defaultLessonsDir());
    return this.lessonCache;
  }

  private lessonsDone(): Record<string, number> {
    return this.store.getSetting<Record<string, number>>('lessonsDone') ?? {};
  }

  private lessonSummary(l: Lesson): LessonSummary {
    return {
      id: l.id,
      order: l.order,
      title: l.title,
      intro: l.intro,
      goal: l.goal,
      section: l.section,
      done: this.lessonsDone()[l.id] !== undefined,
    };
  }

  private lessonInfo(l: Lesson, state: GameState): LessonInfo {
    return { ...this.lessonSummary(l), hints: l.hints, learner: l.learner, met: succeeded(l, state) };
  }

  private lessonList(): LessonSummary[] {
    return this.lessons().map((l) => this.lessonSummary(l));
  }

  /** A lesson's seat, named in the language of the settings now (the names stored are the opening language's). */
  private lessonSeat(l: Lesson, seat: StoredPlayer): PlayerInfo {
    return { ...infoOf(seat), name: l.names?.[seat.id]?.[this.settings.language] ?? seat.name };
  }

  private lessonOpen(id: string): SessionView {
    const l = this.lessons().find((x) => x.id === id);
    if (!l) throw new HostError('NOT_FOUND', `no lesson ${id}`, { lesson: id });
    const state = lessonStart(l);
    const lang = this.settings.language;
    const players: StoredPlayer[] = state.order.map((pid, i) => ({
      id: pid,
      name: l.names?.[pid]?.[lang] ?? pid,
      colour: l.colours?.[pid] ?? ['blue', 'red', 'yellow', 'green'][i % 4]!,
      turnMs: NEWCOMER_TURN_SECONDS * 1000,
      newcomer: pid === l.learner,
    }));
    const now = Date.now();
    const row: CampaignRow = {
      id: `lesson:${l.id}`,
      name: l.title[lang],
      createdAt: now,
      lastPlayed: now,
      options: state.options,
      players,
      turn: state.turn,
      phase: state.phase,
      active: activePlayer(state),
      over: false,
      winner: null,
      actions: 0,
      head: '',
      clock: null,
      thumbnail: null,
    };
    this.closeSession();
    this.startSession(row, state, [], [], null, l);
    return this.sessionView();
  }

  private lessonAct(s: Session, l: Lesson, action: Action): ActResult {
    const st = s.state;
    if (st.phase === 'over') throw new HostError('GAME_OVER', 'the game is over');
    if (
      st.phase === 'liftoff' ? action.type !== 'liftOff' || action.player !== l.learner : activePlayer(st) !== l.learner
    )
      throw new HostError('NOT_SEATED', `it is not ${l.learner}'s turn`, { why: 'notHisTurn', player: l.learner });
    const r = apply(st, action);
    if (!r.ok && r.state === st) throw new HostError(r.error.code, r.error.message, r.error.params);
    const after = passToLearner(l, r.state);
    s.trail.push(st, action, after.state, [...r.events, ...after.events], {
      seq: s.row.actions,
      action,
      info: { turn: st.turn, tide: st.tide, player: l.learner, events: r.events, at: Date.now() },
      hash: '',
    });
    s.state = after.state;
    s.row.actions += 1;
    s.row.turn = s.state.turn;
    s.row.phase = s.state.phase;
    if (s.state.phase === 'over') {
      s.seated = null;
      s.clock.pause('over');
    }
    if (succeeded(l, s.state) && this.lessonsDone()[l.id] === undefined) {
      try {
        this.store.setSetting('lessonsDone', { ...this.lessonsDone(), [l.id]: Date.now() });
      } catch {
        /* the progress is a comfort, not a game */
      }
    }
    const session = this.sessionView();
    this.emit({ event: 'view', data: session });
    if (!r.ok) throw new HostError(r.error.code, r.error.message, { ...r.error.params, partial: true });
    return { events: [...r.events, ...after.events], spent: r.spent, session };
  }

  private pushView(): void {
    if (this.session) this.emit({ event: 'view', data: this.sessionView() });
  }

  private logEntries(since: number): LogEntry[] {
    const s = this.need();
    // Turn-21 choices stay secret until revealed.
    let revealedFrom = Infinity;
    // An entry's seq is its place among the actions that stand (take-backs leave no gap).
    s.log.forEach((l, i) => {
      if (revealedFrom === Infinity && l.info.events.some((e: GameEvent) => e.type === 'liftOffRevealed'))
        revealedFrom = i;
    });
    const out: LogEntry[] = [];
    for (let i = since; i < s.log.length; i++) out.push(this.logEntry(s, i, revealedFrom));
    return out;
  }

  private logEntry(s: Session, i: number, revealedFrom: number): LogEntry {
    const l = s.log[i]!;
    let action: LogEntry['action'] = l.action;
    if (
      l.action.type === 'liftOff' &&
      l.action.player !== s.seated &&
      !(revealedFrom >= i && revealedFrom !== Infinity)
    )
      action = { ...l.action, choice: 'hidden' };
    const e: LogEntry = {
      seq: i,
      turn: l.info.turn,
      tide: l.info.tide,
      player: l.info.player,
      action,
      events: l.info.events,
      at: l.info.at,
    };
    if (l.info.timeout) e.timeout = true;
    return e;
  }

  /** What the seated player's take-back would take back now, or why he cannot. */
  private takeBackOffer(s: Session): TakeBackOffer | null {
    const who = s.lesson ? s.lesson.learner : s.seated;
    if (!who || s.state.phase === 'over') return null;
    const c = s.trail.check(who, s.lesson ? 'own-turn' : s.row.options.takeBacks);
    if (!c.ok)
      return { ok: false, error: { code: c.error.code, params: { ...c.error.params }, message: c.error.message } };
    // the last action that stands is the one on top of the trail (a lesson's log is not kept)
    const last =
      s.log.at(-1) === c.step.tag
        ? this.logEntry(s, s.log.length - 1, Infinity)
        : this.entryOf(c.step.tag, s.log.length);
    return { ok: true, last };
  }

  private entryOf(l: LogRow, seq: number): LogEntry {
    return {
      seq,
      turn: l.info.turn,
      tide: l.info.tide,
      player: l.info.player,
      action: l.action,
      events: l.info.events,
      at: l.info.at,
    };
  }

  /**
   * game.takeBack: the seated player's last action of this turn never happened. The position is the
   * one before it (the replay of the log without it); the take-back is written to the log, in the
   * hash chain, before anyone hears of it. The clock runs on.
   */
  private takeBack(): SessionView {
    const s = this.need();
    const st = s.state;
    if (st.phase === 'over') throw new HostError('GAME_OVER', 'the game is over');
    const who = s.lesson ? s.lesson.learner : s.seated;
    if (!who) throw new HostError('NOT_SEATED', 'nobody is seated: the hand-off screen is up');
    if (!s.lesson) {
      const stopped = STOPPING.filter((r) => s.clock.has(r));
      if (stopped.length)
        throw new HostError('PAUSED', `the clock is paused (${stopped.join(', ')}): resume it to play`, {
          player: who,
          reasons: stopped,
        });
      if (s.clock.expired) throw new HostError('TIME_UP', 'time is up: a piece stays where it stands', { player: who });
    }
    const c = s.trail.check(who, s.lesson ? 'own-turn' : s.row.options.takeBacks);
    if (!c.ok) throw new HostError(c.error.code, c.error.message, { ...c.error.params });
    const before = c.step.before;
    if (!s.lesson) {
      const seq = s.rows;
      const info = { turn: st.turn, tide: st.tide, player: who, events: [], at: Date.now() };
      let hash: string;
      try {
        hash = this.store.append(
          s.row.id,
          seq,
          { type: 'takeBack', seq: c.step.tag.seq },
          info,
          before,
          s.head,
          s.clock.save(),
        );
      } catch (e) {
        throw new HostError(
          'STORE_ERROR',
          `the take-back could not be saved (${(e as Error).message}); nothing changed`,
          { file: this.store.file },
        );
      }
      s.log.pop();
      s.rows = seq + 1;
      s.head = hash;
      s.row.actions = seq + 1;
      s.row.lastPlayed = info.at;
    } else s.row.actions = Math.max(0, s.row.actions - 1);
    s.trail.pop();
    s.state = before;
    s.row.turn = before.turn;
    s.row.phase = before.phase;
    const session = this.sessionView();
    this.emit({ event: 'view', data: session });
    return session;
  }

  private history() {
    const s = this.need();
    return { turns: s.stats.map((t) => ({ ...t })), log: this.logEntries(0) };
  }

  /**
   * What happened since the seated player's last action, as he may see it: the positions are replayed
   * from the log and shown through playerView for him (the deck, the salt and others' secret choices stay
   * out; the log hides unrevealed turn-21 choices). Past positions only: nothing to come.
   */
  private since(): SinceLastTurn {
    const s = this.seatedSession();
    const me = s.lesson ? s.lesson.learner : s.seated;
    if (!me || s.lesson) return { from: null, steps: [] };
    // his last action that handed the turn on (the end of his last turn), else his last action at all
    let last = -1;
    for (let i = s.log.length - 1; i >= 0 && last < 0; i--) {
      const l = s.log[i]!;
      if (l.info.player === me && l.info.events.some((e) => e.type === 'turnEnded' || e.type === 'turnStarted'))
        last = i;
    }
    for (let i = s.log.length - 1; i >= 0 && last < 0; i--) if (s.log[i]!.info.player === me) last = i;
    if (last < 0) return { from: null, steps: [] };
    const entries = this.logEntries(last + 1);
    let st = newGame(s.row.options);
    for (let i = 0; i <= last; i++) st = apply(st, s.log[i]!.action).state;
    const from = playerView(st, me);
    const steps = entries.map((entry, k) => {
      st = apply(st, s.log[last + 1 + k]!.action).state;
      return { entry, view: playerView(st, me) };
    });
    return { from, steps };
  }

  /** The replay of a finished game only: before the end, the positions to come are nobody's business. */
  private replayAt(seq: number) {
    const s = this.need();
    if (s.state.phase !== 'over' || s.lesson)
      throw new HostError('FORBIDDEN', 'a game is replayed once it is over', { why: 'replayBeforeEnd', seq });
    if (seq > s.log.length) throw new HostError('BAD_INPUT', `the log has ${s.log.length} actions`, { seq });
    let st = newGame(s.row.options);
    for (const entry of s.log.slice(0, seq)) st = apply(st, entry.action).state;
    return playerView(st, null);
  }

  /** Nothing changes unless the new settings are saved. */
  private setSettings(patch: Partial<Settings>): Settings {
    const next = { ...this.settings, ...patch };
    try {
      this.store.setSetting('settings', next);
    } catch (e) {
      throw new HostError(
        'STORE_ERROR',
        `the settings could not be saved (${(e as Error).message}); nothing changed`,
        {},
      );
    }
    this.settings = next;
    if (this.session && patch.lowTimeSeconds !== undefined) this.session.clock.lowTimeMs = patch.lowTimeSeconds * 1000;
    // a lesson names its players in the screen's language: the screen hears the new names at once
    if (this.session?.lesson && patch.language !== undefined) this.pushView();
    return { ...this.settings };
  }

  // -------------------------------------------------------------------------------------------
  // Clock plumbing

  private onClockChange(): void {
    if (!this.session) return;
    this.emit({ event: 'clock', data: this.session.clock.state() });
  }

  private saveClock(): void {
    const s = this.session;
    if (!s || s.lesson) return;
    try {
      this.store.saveClock(s.row.id, s.clock.save());
      this.lastClockSave = s.clock.now();
    } catch {
      /* the next save will do */
    }
  }

  private startTicker(): void {
    this.stopTicker();
    const tick = this.opts.tickMs ?? 1000;
    if (tick <= 0) return;
    this.ticker = setInterval(() => {
      const s = this.session;
      if (!s || !s.clock.running) return;
      this.emit({ event: 'clock', data: s.clock.state() });
      // The time left is saved every few seconds while it runs (and at every pause, seat and action).
      if (s.clock.now() - this.lastClockSave >= 2000) this.saveClock();
    }, tick);
    (this.ticker as { unref?: () => void }).unref?.();
  }

  private stopTicker(): void {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
  }

  /** Saves the clock and closes the store. */
  close(): void {
    this.closeSession();
    this.computers.close();
    this.store.close();
    this.lock.release();
  }

  /** For the shells: after a renderer reload, push everything again. */
  resend(): void {
    if (!this.session) return;
    this.pushView();
    this.emit({ event: 'clock', data: this.session.clock.state() });
  }

  /** Typed call for in-process users (tests, crash test). */
  call<K extends RequestName>(method: K, args?: ArgsOf<K>): Promise<ApiResult<ValueOf<K>>> {
    return this.handle(method, args) as Promise<ApiResult<ValueOf<K>>>;
  }

  /** Engine state of the open campaign (tests and tools only; never sent to a screen). */
  get stateForTools(): GameState | null {
    return this.session?.state ?? null;
  }
}

/** "Ann, Bob — 2026-11-24", cut to the length a campaign name may have. */
function defaultName(names: string[], date: string): string {
  const tail = ` — ${date}`;
  const head = names.join(', ');
  const room = CAMPAIGN_NAME_MAX - tail.length;
  return (head.length > room ? `${head.slice(0, room - 1).trimEnd()}…` : head) + tail;
}

/** The rules reference's dialog id (renderer/src/components/RulesPanel.svelte). */
const RULES_MODAL = 'rules';

function sameTo(a: Hex | [Hex, Hex], b: Hex): boolean {
  const h = Array.isArray(a[0]) ? (a as [Hex, Hex])[0] : (a as Hex);
  return h[0] === b[0] && h[1] === b[1];
}

/**
 * Where a player whose time ran out on his landing turn finds his astronef: a legal spot with room to
 * deploy (land hexes within reach of its podes, none near another astronef), away from the others (up to
 * ten hexes counts) and towards the middle of the board, where the ore is within reach. Never simply the
 * first in reading order.
 */
export function autoLanding(
  state: GameState,
): { astronef: string; at: Hex; orientation: 'N' | 'S'; turn: number } | null {
  const me = activePlayer(state);
  if (state.phase !== 'landing' || !me) return null;
  const nef = state.pieces.find((p) => p.type === 'astronef' && p.at < 0 && !p.destroyed && ownerOf(state, p) === me);
  if (!nef) return null;
  const spots = landingSpots(state);
  if (!spots.length) return null;
  const board = getBoard(state.map);
  const others = state.pieces.filter((p) => p.type === 'astronef' && p.at >= 0).map((p) => p.at);
  const middle = board.idx(Math.floor(board.cols / 2), Math.floor(board.rows / 2));
  let best: { at: Hex; orientation: 'N' | 'S'; score: number } | null = null;
  for (const sp of spots) {
    const i = board.parse(sp.at);
    // land where its army can go down (within two hexes of the astronef) counts most, the ring beyond too
    let room = 0;
    for (const h of board.within(i, 3)) {
      if (board.terrainName(h) === 'sea') continue;
      if (others.some((o) => board.dist(o, h) <= 3)) continue;
      room += board.dist(i, h) <= 2 ? 3 : 1;
    }
    const far = others.length ? Math.min(10, ...others.map((o) => board.dist(o, i))) : 10;
    const score = room + far / 2 - board.dist(i, middle) / 4;
    if (!best || score > best.score) best = { at: sp.at, orientation: sp.orientation, score };
  }
  return best ? { astronef: nef.id, at: best.at, orientation: best.orientation, turn: state.turn } : null;
}

function infoOf(p: StoredPlayer): PlayerInfo {
  return {
    id: p.id,
    name: p.name,
    colour: p.colour,
    turnMs: p.turnMs,
    newcomer: p.newcomer,
    ...(p.computer ? { computer: p.computer } : {}),
  };
}

/** What names a board on the screen: its maker's title, or what it was generated as (in the screen's words). */
interface BoardNaming {
  title: string;
  source: BoardSource | null;
}
function namingOf(draft: Draft): BoardNaming {
  return { title: draft.title, source: draft.source ?? null };
}

/** What the new-game screen and the map editor show of a board: its figures, picture and check. */
function previewOf(g: Generated & BoardNaming): BoardPreview {
  return {
    code: g.file.code ?? null,
    title: g.title,
    source: g.source,
    hexes: g.check.hexes,
    ore: g.check.ore,
    thumbnail: boardThumbnail(g.file.terrain, g.file.ore),
    check: {
      ok: g.check.ok,
      problems: g.check.problems,
      failures: g.check.failures,
      land: g.check.land.normal,
      sea: g.check.sea.low,
      spots: g.check.landing.spots.map((s) => ({
        at: s.at,
        ore: s.ore,
        land: s.land,
        coast: s.coast,
        nearest: s.nearest,
      })),
    },
    attempts: g.attempts,
  };
}

export function errorOf(e: unknown): ApiError {
  if (e instanceof HostError) return { code: e.code, params: e.params, message: e.message };
  if (e instanceof ProfileError) return { code: e.code, params: e.params, message: e.message };
  if (e instanceof BoardNotFoundError) return { code: 'NOT_FOUND', params: { board: e.id }, message: e.message };
  if (e instanceof BoardDataError)
    return { code: 'BAD_FILE', params: { board: e.id, problem: 'board' }, message: e.message };
  if (e instanceof NotFoundError)
    return { code: 'NOT_FOUND', params: { id: e.campaignId }, message: `no campaign ${e.campaignId}` };
  if (e instanceof StoreFileError)
    return { code: 'BAD_FILE', params: { file: e.file, problem: e.problem }, message: e.message };
  if (e instanceof CampaignDataError)
    return { code: 'BAD_FILE', params: { campaign: e.campaignId, problem: e.problem }, message: e.message };
  const err = e as { code?: string; message?: string };
  if (typeof err?.code === 'string' && err.code.startsWith('SQLITE'))
    return { code: 'STORE_ERROR', params: { sqlite: err.code }, message: err.message ?? 'store error' };
  return {
    code: 'INTERNAL',
    params: { detail: String(err?.message ?? e) },
    message: `internal error: ${String(err?.message ?? e)}`,
  };
}

/** The default data folder of the web mode and tools (Electron uses app.getPath('userData')). */
export function defaultDataDir(): string {
  const home = process.env.HOME ?? process.env.USERPROFILE ?? '.';
  if (process.platform === 'win32') return path.join(process.env.APPDATA ?? home, 'Full Metal Hot-Seat');
  if (process.platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'Full Metal Hot-Seat');
  return path.join(process.env.XDG_CONFIG_HOME ?? path.join(home, '.config'), 'Full Metal Hot-Seat');
}

/** `--data <dir>` from an argument list. */
export function dataDirFromArgs(argv: string[]): string | null {
  const i = argv.indexOf('--data');
  const next = i >= 0 ? argv[i + 1] : undefined;
  if (next) return next;
  const eq = argv.find((a) => a.startsWith('--data='));
  return eq ? eq.slice('--data='.length) : null;
}

export function ensureWritableDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
}
