// What the screens outside the game ask the host, ordered (lib/ordered.ts): whatever order the host's answers
// come back in, the settings kept and shown are the player's last change, the league table and the lists are
// those of what is chosen now, a profile page shows what was saved last, and the lesson started is the one
// clicked last. Each screen binds one of these; unit tests drive them with a host answering late and out of order.
import type {
  ApiError,
  ApiResult,
  ArgsOf,
  LeagueFilter,
  LeagueTable,
  ProfilePage,
  ProfileSummary,
  Records,
  RequestName,
  SessionView,
  Settings,
  ValueOf,
} from '../../../src/host/contract';
import { Latest, STALE, Serial, type Stale } from './ordered';

/** The host as the screens call it (`call` of app.svelte.ts; a fake in tests). */
export type HostCall = <K extends RequestName>(name: K, args?: ArgsOf<K>) => Promise<ApiResult<ValueOf<K>>>;

/**
 * The settings screen's changes: each sent once the one before is answered (the host keeps them in the order
 * made), each answer applied in that order, so the settings shown are those of the last change.
 */
export function settingsWriter(
  call: HostCall,
  apply: (s: Settings) => void,
  fail: (e: ApiError) => void,
): (patch: ArgsOf<'settings.set'>) => Promise<boolean> {
  const queue = new Serial();
  return (patch) =>
    queue.run(async () => {
      const r = await call('settings.set', patch);
      if (r.ok) apply(r.value);
      else fail(r.error);
      return r.ok;
    });
}

/** The league screen's table and records for a filter: only those of the filter chosen last are shown. */
export function leagueLoader(
  call: HostCall,
): (filter: LeagueFilter) => Promise<{ table: ApiResult<LeagueTable>; records: ApiResult<Records> } | Stale> {
  const newest = new Latest();
  return (filter) =>
    newest.take(async () => {
      const [table, records] = await Promise.all([call('league.table', filter), call('league.records', filter)]);
      return { table, records };
    });
}

/**
 * A read asked again and again (a list after each change: campaigns, profiles; the end screen's replay frame as
 * the player scrubs): the newest answer is shown, an older one comes back STALE.
 */
export function newestOf<K extends RequestName>(
  call: HostCall,
  name: K,
): (args?: ArgsOf<K>) => Promise<ApiResult<ValueOf<K>> | Stale> {
  const newest = new Latest();
  return (args) => newest.take(call(name, args));
}

/**
 * A profile's page: its saves one after another (a second Save waits for the first), and the page shown is
 * read after the last one (an older read come back late is dropped).
 */
export class ProfileRequests {
  private readonly saves = new Serial();
  private readonly reads = new Latest();

  constructor(
    private readonly call: HostCall,
    private readonly id: string,
  ) {}

  /** The page and the other profiles (to merge into), or STALE when a newer read began. */
  load(): Promise<{ page: ApiResult<ProfilePage>; list: ApiResult<ProfileSummary[]> } | Stale> {
    return this.reads.take(async () => {
      const [page, list] = await Promise.all([this.call('profile.get', { id: this.id }), this.call('profile.list')]);
      return { page, list };
    });
  }

  save(update: Omit<ArgsOf<'profile.update'>, 'id'>): Promise<ApiResult<ValueOf<'profile.update'>>> {
    return this.saves.run(() => this.call('profile.update', { ...update, id: this.id }));
  }
}

/**
 * Starting or restarting a lesson: one at a time, and the lesson shown is the one clicked last (a click while
 * another is on its way is sent after it, one replaced before it is sent is not sent, and only the last one's
 * session is shown).
 */
export class LessonStarter {
  private readonly queue = new Serial();
  private readonly newest = new Latest();

  constructor(private readonly call: HostCall) {}

  start(id: string): Promise<ApiResult<SessionView> | Stale> {
    return this.send(() => this.call('lesson.start', { id }));
  }

  restart(): Promise<ApiResult<SessionView> | Stale> {
    return this.send(() => this.call('lesson.restart'));
  }

  /** A puzzle (played like a lesson), its success counted for a profile. */
  puzzle(id: string, profile: string | null): Promise<ApiResult<SessionView> | Stale> {
    return this.send(() => this.call('puzzle.start', { id, profile }));
  }

  /** The open puzzle's solution, played from its start. */
  solution(): Promise<ApiResult<SessionView> | Stale> {
    return this.send(() => this.call('puzzle.solution'));
  }

  private send(request: () => Promise<ApiResult<SessionView>>): Promise<ApiResult<SessionView> | Stale> {
    const current = this.newest.begin();
    return this.queue.run(async () => {
      if (!current()) return STALE;
      const r = await request();
      return current() ? r : STALE;
    });
  }
}

/**
 * A request that must not be made twice at once (a new campaign: a double click on Start makes one game):
 * while one is on its way, another click gets `null` and sends nothing.
 */
export function once<A extends unknown[], T>(run: (...args: A) => Promise<T>): (...args: A) => Promise<T | null> {
  let busy = false;
  return async (...args) => {
    if (busy) return null;
    busy = true;
    try {
      return await run(...args);
    } finally {
      busy = false;
    }
  };
}
