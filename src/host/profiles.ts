// Profiles and the league: the people who play, their games and wins, merging duplicates, and the league's
// own file (.fmhl). A campaign's seats keep the names they were played under; the league shows a profile's
// current name.
import type {
  ArgsOf,
  Contender,
  HandicapSuggestion,
  ExportResult,
  HistoryEntry,
  LeagueFilter,
  LeagueTable,
  Profile,
  ProfileInput,
  ProfilePage,
  ProfileSummary,
  Records,
} from './contract.js';
import type { HostContext } from './context.js';
import { importedFile, offerFile } from './files.js';
import { suggestHandicap } from './handicaps.js';

export class Profiles {
  constructor(private readonly h: HostContext) {}

  list(): ProfileSummary[] {
    const history = this.h.store.league.history();
    return this.h.store.league.profiles().map((p) =>
      this.summary(
        p,
        history.filter((x) => x.profileId === p.id),
      ),
    );
  }

  private summary(p: Profile, games: HistoryEntry[]): ProfileSummary {
    return {
      ...p,
      games: games.length,
      wins: games.filter((g) => g.won).length,
      lastPlayed: games.length ? Math.max(...games.map((g) => g.finishedAt)) : null,
    };
  }

  page(id: string): ProfilePage {
    const p = this.h.store.league.profile(id);
    const games = this.h.store.league.history(id);
    return { profile: this.summary(p, games), games };
  }

  create(a: ProfileInput): Profile {
    return this.h.store.league.createProfile(a);
  }

  /** A campaign's seats keep the names they were played under; the league shows a profile's current name. */
  update({ id, ...fields }: ArgsOf<'profile.update'>): Profile {
    return this.h.store.league.updateProfile(id, fields);
  }

  /** `from`'s results and seats go to `into` (the open session's seats too). */
  merge({ from, into }: ArgsOf<'profile.merge'>): Profile {
    const p = this.h.store.league.mergeProfiles(from, into);
    const s = this.h.session;
    if (s) for (const seat of s.row.players) if (seat.profileId === from) seat.profileId = into;
    return p;
  }

  delete({ id }: ArgsOf<'profile.delete'>): { deleted: string } {
    this.h.store.league.deleteProfile(id);
    const s = this.h.session;
    if (s) for (const seat of s.row.players) if (seat.profileId === id) delete seat.profileId;
    return { deleted: id };
  }

  table(filter: LeagueFilter): LeagueTable {
    return this.h.store.league.table(filter);
  }

  records(filter: LeagueFilter): Records {
    return this.h.store.league.records(filter);
  }

  /** A handicap that would even out two players, from their finished games (./handicaps.ts). */
  suggestHandicap(a: Contender, b: Contender): HandicapSuggestion | null {
    const history = this.h.store.league.history();
    const rows = (c: Contender) => {
      if ('profileId' in c) {
        this.h.store.league.profile(c.profileId); // NOT_FOUND when it is gone
        return history.filter((r) => r.profileId === c.profileId);
      }
      return history.filter((r) => r.profileId === null && r.computer === c.computer);
    };
    return suggestHandicap(rows(a), rows(b));
  }

  async exportLeague(toFile: boolean): Promise<ExportResult> {
    const { fileName, content } = this.h.store.exportLeague();
    const savedTo = await offerFile(this.h.opts.shell, 'league', fileName, content, toFile);
    return { fileName, content, savedTo };
  }

  async importLeague(a: ArgsOf<'league.import'>): Promise<{ profiles: number; games: number }> {
    const { content, fileName } = await importedFile(this.h.opts.shell, 'league', a, 'the imported file');
    return this.h.store.importLeague(content, fileName);
  }
}
