// The game host: owns the open campaign, the engine state, the seat, the chess clock and autosave.
// Every request of the contract goes through `handle(method, args)`, which validates the payload, runs it
// through the dispatch table (./handlers.ts) in the request queue, and answers with an ApiResult. Push
// events go to every listener (`onEvent`). The concepts behind it, one module each, are mapped in README.md.
import fs from 'node:fs';
import path from 'node:path';
import type { GameState } from '../engine/types.js';
import { CampaignStore, DataFolderLock, StoreFileError } from '../store/index.js';
import { Boards } from './boards.js';
import { Campaigns } from './campaigns.js';
import { ClockTicks } from './clock-ticks.js';
import { ComputerThread } from './computer.js';
import { ComputerSeats } from './computer-seats.js';
import type {
  ApiError,
  ApiResult,
  ArgsOf,
  CampaignSummary,
  HostEvent,
  RequestName,
  SessionView,
  ValueOf,
} from './contract.js';
import { REQUEST_NAMES } from './contract.js';
import { HostContext } from './context.js';
import { errorOf, withoutFolders } from './errors.js';
import { dispatch, OffQueue } from './handlers.js';
import { Lessons } from './lessons.js';
import type { HostOptions } from './options.js';
import { Pauses, SHELL_CONNECTION } from './pauses.js';
import { Play, statsOf } from './play.js';
import { PlayOn } from './play-on.js';
import { Profiles } from './profiles.js';
import { Queries } from './queries.js';
import { validate } from './schemas.js';
import { Seat } from './seat.js';
import { Sessions } from './session.js';
import { AppSettings, loadSettings } from './settings.js';
import { Views } from './views.js';
import { BackgroundPacking } from './background-packing.js';

// What the shells, the tools and the tests import from here.
export type { HostOptions, Shell } from './options.js';
export { statsOf } from './play.js';
export { autoLanding } from './auto-landing.js';
export { dataDirFromArgs, defaultDataDir } from './data-folder.js';

/** A screen connected to the host (a web page, the Electron window): its own visibility, nothing global. */
export interface HostConnection {
  readonly id: number;
  handle(method: string, args?: unknown): Promise<ApiResult<unknown>>;
  /** The screen went away (page closed or reloaded, renderer crashed). */
  close(): void;
}

export class Host {
  readonly store: CampaignStore;
  readonly dataDir: string;
  private lock: DataFolderLock;
  private h: HostContext;
  private nextConnection = 1;
  /** The finished logs an upgrade left a row an action, packed after the start. */
  private readonly packing = new BackgroundPacking();

  constructor(opts: HostOptions) {
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
    const h = new HostContext(
      this.store,
      opts,
      opts.computer?.thread ?? new ComputerThread(),
      loadSettings(this.store),
    );
    h.concepts = {
      campaigns: new Campaigns(h),
      boards: new Boards(h),
      sessions: new Sessions(h),
      seat: new Seat(h),
      pauses: new Pauses(h),
      clock: new ClockTicks(h),
      play: new Play(h),
      playOn: new PlayOn(h),
      queries: new Queries(h),
      computers: new ComputerSeats(h),
      views: new Views(h),
      lessons: new Lessons(h),
      profiles: new Profiles(h),
      settings: new AppSettings(h),
    };
    this.h = h;
    h.concepts.campaigns.recordMissing();
    this.packing.start(this.store);
  }

  onEvent(cb: (e: HostEvent) => void): () => void {
    return this.h.onEvent(cb);
  }

  /** A new screen connection (one per web page, one per Electron window load). */
  connect(): HostConnection {
    const id = this.nextConnection++;
    return { id, handle: (method, args) => this.handle(method, args, id), close: () => this.disconnect(id) };
  }

  /** A screen went away: its visibility goes with it, and nobody stays seated in front of no screen. */
  disconnect(id: number): void {
    this.h.concepts.pauses.disconnect(id);
  }

  /** Serves one request. Never throws. Requests are served one at a time, in order. */
  handle(method: string, args?: unknown, connection = SHELL_CONNECTION): Promise<ApiResult<unknown>> {
    const h = this.h;
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
        const value = await dispatch(v.method, v.value, h, { connection });
        return { ok: true, value };
      } catch (e) {
        return { ok: false, error: this.errorForScreen(e) };
      } finally {
        // whatever changed (a turn ended, a pause lifted, a seat changed hands), a computer seat may now play
        h.concepts.computers.kick();
      }
    };
    const p = h.busy.then(run, run);
    h.busy = p;
    // work that waits for the computer players' thread answers after it, without holding the queue
    return p.then((r) =>
      r.ok && r.value instanceof OffQueue
        ? (r.value.work as Promise<unknown>).then(
            (value) => ({ ok: true as const, value }),
            (e) => ({ ok: false as const, error: this.errorForScreen(e) }),
          )
        : r,
    );
  }

  /** An error as a screen gets it: no local folder named (the data folder, the home, the temporary folder). */
  private errorForScreen(e: unknown): ApiError {
    return withoutFolders(errorOf(e), [this.dataDir]);
  }

  list(): CampaignSummary[] {
    return this.h.concepts.campaigns.list();
  }

  open(id: string): SessionView {
    return this.h.concepts.campaigns.open(id);
  }

  sessionView(): SessionView {
    return this.h.concepts.views.sessionView();
  }

  /** The shell reports its window hidden/minimised (true) or shown again (the Electron window's connection). */
  setHidden(hidden: boolean): void {
    this.h.concepts.pauses.visibility(SHELL_CONNECTION, hidden);
    this.h.concepts.computers.kick();
  }

  /** The shell's window was reloaded or its renderer crashed: that screen is gone, a new one follows. */
  screenReloaded(): void {
    this.disconnect(SHELL_CONNECTION);
    this.h.concepts.seat.handOff();
  }

  /** The shell reports the computer going to sleep / the screen locked (true) or back. */
  setSleep(asleep: boolean): void {
    this.h.concepts.pauses.setSleep(asleep);
    this.h.concepts.computers.kick();
  }

  /** Saves the clock and closes the store. */
  close(): void {
    this.packing.stop();
    this.h.concepts.sessions.close();
    this.h.computers.close();
    this.h.concepts.views.debriefs.close();
    this.store.close();
    this.lock.release();
  }

  /** For the shells: after a renderer reload, push everything again. */
  resend(): void {
    const s = this.h.session;
    if (!s) return;
    this.h.concepts.views.pushView();
    this.h.emit({ event: 'clock', data: s.clock.state() });
  }

  /** Typed call for in-process users (tests, crash test). */
  call<K extends RequestName>(method: K, args?: ArgsOf<K>): Promise<ApiResult<ValueOf<K>>> {
    return this.handle(method, args) as Promise<ApiResult<ValueOf<K>>>;
  }

  /** Engine state of the open campaign (tests and tools only; never sent to a screen). */
  get stateForTools(): GameState | null {
    return this.h.session?.state ?? null;
  }
}
