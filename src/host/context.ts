// The state the host's concepts share, in one small object each of them receives: the store, the options,
// the open session, the settings, the request queue, the push events, and the concepts themselves (wired
// once by the Host). The concepts import one another as types only: no module imports its caller.
import type { CampaignStore } from '../store/index.js';
import type { ComputerThread } from './computer.js';
import type { HostEvent, Settings } from './contract.js';
import { HostError } from './errors.js';
import type { HostOptions } from './options.js';
import type { Session } from './session.js';
import type { Sessions } from './session.js';
import type { Boards } from './boards.js';
import type { Campaigns } from './campaigns.js';
import type { ClockTicks } from './clock-ticks.js';
import type { ComputerSeats } from './computer-seats.js';
import type { Lessons } from './lessons.js';
import type { Pauses } from './pauses.js';
import type { Play } from './play.js';
import type { PlayOn } from './play-on.js';
import type { Profiles } from './profiles.js';
import type { Queries } from './queries.js';
import type { Seat } from './seat.js';
import type { AppSettings } from './settings.js';
import type { Views } from './views.js';

/** The host's concepts, one module each. */
export interface Concepts {
  campaigns: Campaigns;
  boards: Boards;
  sessions: Sessions;
  seat: Seat;
  pauses: Pauses;
  clock: ClockTicks;
  play: Play;
  playOn: PlayOn;
  queries: Queries;
  computers: ComputerSeats;
  views: Views;
  lessons: Lessons;
  profiles: Profiles;
  settings: AppSettings;
}

export class HostContext {
  /** The open campaign or lesson. */
  session: Session | null = null;
  settings: Settings;
  /**
   * The request queue: every request, the computer players' moves and the clock's end of a turn run one at
   * a time, in order, each after the one before it has finished.
   */
  busy: Promise<unknown> = Promise.resolve();
  /** Set once by the Host, before any request. */
  concepts!: Concepts;
  private listeners = new Set<(e: HostEvent) => void>();

  constructor(
    readonly store: CampaignStore,
    readonly opts: HostOptions,
    readonly computers: ComputerThread,
    settings: Settings,
  ) {
    this.settings = settings;
  }

  onEvent(cb: (e: HostEvent) => void): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }

  emit(e: HostEvent): void {
    for (const l of this.listeners) {
      try {
        l(e);
      } catch {
        /* a broken listener must not stop the host */
      }
    }
  }

  /** Runs a piece of host work in the request queue (the computer players' moves take their turn there). */
  enqueue<T>(fn: () => T): Promise<T> {
    const p = this.busy.then(fn, fn);
    this.busy = p.catch(() => undefined);
    return p;
  }

  need(): Session {
    if (!this.session) throw new HostError('NO_CAMPAIGN', 'no campaign is open');
    return this.session;
  }

  seatedSession(): Session {
    const s = this.need();
    if (!s.seated && s.state.phase !== 'over')
      throw new HostError('NOT_SEATED', 'nobody is seated: the hand-off screen is up', { why: 'nobody' });
    return s;
  }
}
