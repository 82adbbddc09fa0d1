// Campaigns: the list, a new campaign, opening one (its log replayed and checked), renaming, deleting,
// export to a .fmh file and import from one.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { CURRENT_RULINGS, newGame } from '../engine/index.js';
import type { GameOptions, GameState } from '../engine/types.js';
import { CampaignDataError, CAMPAIGN_NAME_MAX, type CampaignRow, type StoredPlayer } from '../store/index.js';
import type { SavedClock } from './clock.js';
import type { AppInfo, ArgsOf, CampaignSummary, ExportResult, NewCampaignArgs, SessionView } from './contract.js';
import type { HostContext } from './context.js';
import { GAME } from './session-kind.js';
import { HostError } from './errors.js';
import { importedFile, offerFile } from './files.js';
import { DEFAULT_TURN_SECONDS, NEWCOMER_TURN_SECONDS } from './options.js';
import { storedHandicap, turnSecondsWith } from './handicaps.js';
import { infoOf } from './views.js';

export class Campaigns {
  constructor(private readonly h: HostContext) {}

  info(): AppInfo {
    // No local paths to the page: it needs none, and they name the user's folders.
    return {
      version: this.h.opts.version ?? '0.0.0',
      mode: this.h.opts.mode ?? 'web',
      storeName: path.basename(this.h.store.file),
    };
  }

  /** Finished campaigns not yet in the history (a failure when the game ended) are recorded now. */
  recordMissing(): void {
    for (const id of this.h.store.unrecordedFinished()) {
      try {
        this.h.store.recordFinished(id);
      } catch {
        /* a campaign that does not replay cannot be opened either; it says so when opened */
      }
    }
  }

  list(): CampaignSummary[] {
    return this.h.store.list().map((r) => this.summary(r));
  }

  summary(r: CampaignRow): CampaignSummary {
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
      ...(importedOn(r.options) ? { importedOn: importedOn(r.options) } : {}),
      ...(r.options.practice ? { practice: r.options.practice } : {}),
    };
  }

  create(a: NewCampaignArgs): SessionView {
    const { store, opts } = this.h;
    const ids = new Set<string>();
    // a seat with a profile plays under the profile's name
    const profiles = a.players.map((p) => (p.profileId ? store.league.profile(p.profileId) : null));
    const players: StoredPlayer[] = a.players.map((p, i) => {
      let id = p.id;
      if (!id) {
        const fromColour = p.colour.toLowerCase().replace(/[^a-z0-9]/g, '');
        id = /^[a-z][a-z0-9]{0,23}$/.test(fromColour) && !ids.has(fromColour) ? fromColour : `p${i + 1}`;
        while (ids.has(id)) id = `${id}x`;
      }
      ids.add(id);
      const handicap = storedHandicap(p.handicap);
      const secs = turnSecondsWith(
        p.turnSeconds ?? (p.newcomer ? NEWCOMER_TURN_SECONDS : DEFAULT_TURN_SECONDS),
        handicap,
      );
      const profile = profiles[i];
      return {
        id,
        name: profile?.name ?? p.name,
        colour: p.colour,
        turnMs: secs * 1000,
        newcomer: !!p.newcomer,
        ...(p.computer ? { computer: p.computer } : {}),
        ...(profile ? { profileId: profile.id } : {}),
        ...(handicap ? { handicap } : {}),
      };
    });
    const seed = a.seed ?? randomBytes(4).readUInt32BE(0);
    if (a.board && a.map) throw new HostError('BAD_INPUT', 'a campaign names a map or makes a board, not both', {});
    const made = a.board ? this.h.concepts.boards.make(a.board, players.length) : null;
    const options: GameOptions = {
      players: players.map((p) => ({
        id: p.id,
        name: p.name,
        ...(p.handicap?.ap ? { apHandicap: p.handicap.ap } : {}),
      })),
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
      ...(opts.deckSalt === 'none' ? {} : { deckSalt: randomBytes(4).readUInt32BE(0) }),
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
    const row = store.create({ name, options, players, state });
    const { sessions, views } = this.h.concepts;
    sessions.close();
    sessions.start(GAME, row, state, [], [], null);
    return views.sessionView();
  }

  /** Opens a campaign: its log replayed from the seed and checked; the hand-off screen comes first. */
  open(id: string): SessionView {
    const { sessions, views, seat } = this.h.concepts;
    // Resuming the open campaign shows the hand-off too: nobody's board before someone takes the seat.
    if (this.h.session?.row.id === id) {
      seat.handOff();
      return views.sessionView();
    }
    let loaded;
    try {
      loaded = this.h.store.load(id);
    } catch (e) {
      if (e instanceof CampaignDataError)
        throw new HostError(
          'BAD_FILE',
          `Campaign "${this.safeName(id)}" in ${this.h.store.file} cannot be opened: ${e.message}`,
          {
            file: this.h.store.file,
            campaign: id,
            problem: e.problem,
          },
        );
      throw e;
    }
    sessions.close();
    sessions.start(
      GAME,
      loaded.row,
      loaded.state,
      loaded.log,
      loaded.stats,
      (loaded.row.clock as SavedClock | null) ?? null,
      loaded,
    );
    // positions stored with it that disagreed with its log were rebuilt from it: the screen says so once
    const view = views.sessionView();
    return loaded.repaired.length ? { ...view, repaired: loaded.repaired.length } : view;
  }

  rename({ id, name }: ArgsOf<'campaign.rename'>): CampaignSummary {
    const row = this.h.store.rename(id, name);
    if (this.h.session?.row.id === id) {
      this.h.session.row.name = name;
      this.h.concepts.views.pushView();
    }
    return this.summary(row);
  }

  delete({ id }: ArgsOf<'campaign.delete'>): { deleted: string } {
    if (this.h.session?.row.id === id) this.h.concepts.sessions.close();
    this.h.store.delete(id);
    return { deleted: id };
  }

  private safeName(id: string): string {
    try {
      return this.h.store.get(id).name;
    } catch {
      return id;
    }
  }

  async export(a: ArgsOf<'campaign.export'>): Promise<ExportResult> {
    if (this.h.session?.row.id === a.id) this.h.concepts.clock.save();
    const { fileName, content } = this.h.store.exportCampaign(a.id);
    const savedTo = await offerFile(this.h.opts.shell, 'campaign', fileName, content, a.toFile);
    return { fileName, content, savedTo };
  }

  async import(a: ArgsOf<'campaign.import'>): Promise<CampaignSummary> {
    const { content, fileName } = await importedFile(this.h.opts.shell, 'campaign', a, 'the imported file');
    return this.summary(this.h.store.importCampaign(content, fileName));
  }
}

/** "Ann, Bob — 2026-11-24", cut to the length a campaign name may have. */
function defaultName(names: string[], date: string): string {
  const tail = ` — ${date}`;
  const head = names.join(', ');
  const room = CAMPAIGN_NAME_MAX - tail.length;
  return (head.length > room ? `${head.slice(0, room - 1).trimEnd()}…` : head) + tail;
}

/** The day of a copy's last import: its last redraw, unless that one is where a practice game starts (campaign.playOn). */
function importedOn(o: GameOptions): string | undefined {
  const last = o.redraws?.at(-1);
  if (!last) return undefined;
  const p = o.practice;
  return p && last.row === p.at && last.at === p.at && last.on === p.on ? undefined : last.on;
}
