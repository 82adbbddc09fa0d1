// The dispatch table: for each request of the contract, who may call it and its handler. The table is typed
// by the contract (src/host/contract.ts): a request without a handler, or a handler taking other arguments or
// answering another value than the contract says, does not compile. Each request's zod schema is in
// ./schemas.ts, whose output types are checked against the same contract (`SchemasMatchContract`).
import type { ArgsOf, RequestName, ValueOf } from './contract.js';
import type { Concepts, HostContext } from './context.js';
import { HostError } from './errors.js';

/**
 * Who may call a request: anyone (no campaign needed), only with a campaign or lesson open (NO_CAMPAIGN
 * otherwise), only with a player seated or the game over (NOT_SEATED: the hand-off screen is up), only in a
 * lesson (NO_CAMPAIGN).
 */
export type Who = 'anyone' | 'session' | 'seated' | 'lesson';

/** A request's answer that comes from the computer players' thread: awaited after the request queue moves on. */
export class OffQueue<T> {
  constructor(readonly work: Promise<T>) {}
}

/** What a handler answers: the contract's value, at once, later, or off the queue. */
export type Answer<M extends RequestName> = ValueOf<M> | Promise<ValueOf<M>> | OffQueue<ValueOf<M>>;

/** Where a request comes from: the screen connection that sent it. */
export interface Origin {
  connection: number;
}

export interface Route<M extends RequestName> {
  who: Who;
  run(c: Concepts, args: ArgsOf<M>, from: Origin): Answer<M>;
}

export type HandlerTable = { readonly [M in RequestName]: Route<M> };

export const HANDLERS: HandlerTable = {
  'app.info': { who: 'anyone', run: (c) => c.campaigns.info() },

  // Campaigns
  'campaign.list': { who: 'anyone', run: (c) => c.campaigns.list() },
  'campaign.new': { who: 'anyone', run: (c, a) => c.campaigns.create(a) },
  'campaign.open': { who: 'anyone', run: (c, a) => c.campaigns.open(a.id) },
  'campaign.close': { who: 'anyone', run: (c) => ({ closed: c.sessions.close() }) },
  'campaign.rename': { who: 'anyone', run: (c, a) => c.campaigns.rename(a) },
  'campaign.delete': { who: 'anyone', run: (c, a) => c.campaigns.delete(a) },
  'campaign.export': { who: 'anyone', run: (c, a) => c.campaigns.export(a) },
  'campaign.import': { who: 'anyone', run: (c, a) => c.campaigns.import(a) },
  'campaign.playOn': { who: 'session', run: (c, a) => c.playOn.start(a) },

  // Boards and the map editor
  'boards.preview': { who: 'anyone', run: (c, a) => c.boards.preview(a.board, a.players) },
  'boards.draft': { who: 'anyone', run: (c, a) => c.boards.draft(a) },
  'boards.edit': { who: 'anyone', run: (c, a) => c.boards.edit(a) },
  'boards.saved': { who: 'anyone', run: (c) => c.boards.saved() },
  'boards.save': { who: 'anyone', run: (c, a) => c.boards.save(a) },
  'boards.delete': { who: 'anyone', run: (c, a) => c.boards.delete(a) },
  'boards.import': { who: 'anyone', run: (c, a) => c.boards.import(a) },
  'boards.export': { who: 'anyone', run: (c, a) => c.boards.export(a) },

  // Play
  'game.act': { who: 'session', run: (c, a) => c.play.act(a.action) },
  'game.endTurn': { who: 'session', run: (c) => c.play.act({ type: 'endTurn' }) },
  'game.takeBack': { who: 'session', run: (c) => c.play.takeBack() },

  // The seat
  'game.seat': { who: 'session', run: (c, a, from) => c.seat.seat(a.player, a.shown, from.connection) },
  'game.unseat': { who: 'session', run: (c) => c.seat.unseat() },

  // Computer seats and the coach
  'game.setHands': { who: 'session', run: (c, a) => c.computers.setHands(a.player, a.computer) },
  'game.skipComputer': { who: 'session', run: (c) => c.computers.skip() },
  // the queue only takes the seated player's view; the thinking is awaited off it (see Host.handle)
  'query.suggest': { who: 'seated', run: (c) => new OffQueue(c.computers.suggest()) },

  // Views
  'game.view': { who: 'anyone', run: (c) => c.views.current() },
  'game.log': { who: 'session', run: (c, a) => c.views.logEntries(a?.since ?? 0) },
  'game.history': { who: 'session', run: (c) => c.views.history() },
  'game.since': { who: 'seated', run: (c) => c.views.since() },
  'game.replayAt': { who: 'session', run: (c, a) => c.views.replayAt(a.seq) },
  // the debrief is computed in its own thread, awaited off the queue
  'game.debrief': { who: 'session', run: (c) => new OffQueue(c.views.debrief()) },
  'game.exportScenario': { who: 'session', run: (c, a) => c.views.exportScenario(a.seq, a.toFile) },
  'game.debriefTurn': { who: 'session', run: (c, a) => new OffQueue(c.views.debriefTurn(a.player, a.which)) },

  // Queries of the seated player's position
  'query.destinations': { who: 'seated', run: (c, a) => c.queries.destinations(a.piece) },
  'query.abilities': { who: 'seated', run: (c, a) => c.queries.abilities(a.piece) },
  'query.fireZones': { who: 'seated', run: (c) => c.queries.fireZones() },
  'query.landingSpots': { who: 'seated', run: (c) => c.queries.landingSpots() },
  'query.deploySpots': { who: 'seated', run: (c, a) => c.queries.deploySpots(a.piece) },
  'query.preview': { who: 'seated', run: (c, a) => c.queries.preview(a.action) },
  'query.whyNotMove': { who: 'seated', run: (c, a) => c.queries.whyNotMove(a) },
  'rules.vocabulary': { who: 'anyone', run: (c) => c.queries.vocabulary() },

  // The clock and what pauses it
  'clock.pause': { who: 'session', run: (c) => c.seat.playerPause(true) },
  'clock.resume': { who: 'session', run: (c) => c.seat.playerPause(false) },
  'clock.get': { who: 'anyone', run: (c) => c.clock.state() },
  'ui.modal': { who: 'anyone', run: (c, a, from) => c.pauses.modal(a, from.connection) },
  'ui.shown': { who: 'session', run: (c, a, from) => c.pauses.shown(a, from.connection) },
  'ui.visibility': {
    who: 'anyone',
    run: (c, a, from) => {
      c.pauses.visibility(from.connection, a.hidden);
      return c.clock.state();
    },
  },

  // Settings
  'settings.get': { who: 'anyone', run: (c) => c.settings.get() },
  'settings.set': { who: 'anyone', run: (c, a) => c.settings.set(a) },

  // Profiles and the league
  'profile.list': { who: 'anyone', run: (c) => c.profiles.list() },
  'profile.create': { who: 'anyone', run: (c, a) => c.profiles.create(a) },
  'profile.update': { who: 'anyone', run: (c, a) => c.profiles.update(a) },
  'profile.merge': { who: 'anyone', run: (c, a) => c.profiles.merge(a) },
  'profile.delete': { who: 'anyone', run: (c, a) => c.profiles.delete(a) },
  'profile.get': { who: 'anyone', run: (c, a) => c.profiles.page(a.id) },
  'league.table': { who: 'anyone', run: (c, a) => c.profiles.table(a ?? {}) },
  'league.records': { who: 'anyone', run: (c, a) => c.profiles.records(a ?? {}) },
  'league.export': { who: 'anyone', run: (c, a) => c.profiles.exportLeague(a?.toFile ?? false) },
  'league.import': { who: 'anyone', run: (c, a) => c.profiles.importLeague(a) },
  'league.suggestHandicap': { who: 'anyone', run: (c, a) => c.profiles.suggestHandicap(a.a, a.b) },

  // Lessons
  'lesson.list': { who: 'anyone', run: (c) => c.lessons.list() },
  'lesson.start': { who: 'anyone', run: (c, a) => c.lessons.open(a.id) },
  'lesson.restart': { who: 'lesson', run: (c) => c.lessons.restart() },
  'lesson.check': { who: 'lesson', run: (c) => c.lessons.check() },
  'puzzle.list': { who: 'anyone', run: (c, a) => c.lessons.puzzleList(a.profile) },
  'puzzle.start': { who: 'anyone', run: (c, a) => c.lessons.openPuzzle(a.id, a.profile) },
  'puzzle.solution': { who: 'lesson', run: (c) => c.lessons.solution() },
};

/** Refuses a request its caller may not make now (before its handler runs). */
function admit(who: Who, h: HostContext): void {
  if (who === 'session') h.need();
  else if (who === 'seated') h.seatedSession();
  else if (who === 'lesson' && !h.session?.kind.lesson) throw new HostError('NO_CAMPAIGN', 'no lesson is open');
}

/** Runs one validated request through its route. */
export function dispatch<M extends RequestName>(method: M, args: ArgsOf<M>, h: HostContext, from: Origin): Answer<M> {
  const route: Route<M> = HANDLERS[method];
  admit(route.who, h);
  return route.run(h.concepts, args, from);
}
