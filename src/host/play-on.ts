// "Play on from here" (issue 29, point 5): from any moment of a finished game's replay or debrief, a new practice
// campaign at that position, its seats chosen anew (people or computer levels). What was hidden at that moment
// (the tides to come, the turn-21 choices not yet revealed) is drawn afresh by the store (src/store/play-on.ts),
// so the new game reveals nothing of the one it came from; it stays out of the league.
import { PlayOnRefused, type StoredPlayer } from '../store/index.js';
import type { ArgsOf, SessionView } from './contract.js';
import type { HostContext } from './context.js';
import { HostError } from './errors.js';

export class PlayOn {
  constructor(private readonly h: HostContext) {}

  /** `campaign.playOn`: the open finished campaign, after its first `seq` actions, as a new practice campaign. */
  start(a: ArgsOf<'campaign.playOn'>): SessionView {
    const s = this.h.need();
    if (!s.kind.stored)
      throw new HostError('FORBIDDEN', 'a lesson is not played on from', { why: 'replayBeforeEnd', seq: a.seq });
    // the replay (and so its moments) is a finished game's only: before the end, the moments to come are nobody's
    if (s.state.phase !== 'over')
      throw new HostError('FORBIDDEN', 'a game is replayed once it is over', { why: 'replayBeforeEnd', seq: a.seq });
    if (a.seq > s.log.length) throw new HostError('BAD_INPUT', `the log has ${s.log.length} actions`, { seq: a.seq });
    const seats = new Map(a.seats.map((x) => [x.player, x]));
    if (
      seats.size !== a.seats.length ||
      s.row.players.some((p) => !seats.has(p.id)) ||
      seats.size !== s.row.players.length
    )
      throw new HostError(
        'BAD_INPUT',
        `choose each seat of the game once (${s.row.players.map((p) => p.id).join(', ')})`,
        {},
      );
    const players: StoredPlayer[] = s.row.players.map((p) => {
      const seat = seats.get(p.id)!;
      const profile = seat.profileId ? this.h.store.league.profile(seat.profileId) : null;
      const { computer: _computer, profileId: _profileId, ...kept } = p;
      return {
        ...kept,
        name: profile?.name ?? seat.name ?? p.name,
        ...(seat.computer ? { computer: seat.computer } : {}),
        ...(profile ? { profileId: profile.id } : {}),
      };
    });
    const profiles = players.map((p) => p.profileId).filter(Boolean);
    if (new Set(profiles).size !== profiles.length) throw new HostError('BAD_INPUT', 'one profile takes two seats', {});
    let row;
    try {
      row = this.h.store.playOn({ source: s.row.id, at: a.seq, name: a.name ?? s.row.name, players });
    } catch (e) {
      if (e instanceof PlayOnRefused && e.why === 'gameOver')
        throw new HostError('FORBIDDEN', e.message, { why: 'playOnAtEnd', seq: a.seq });
      if (e instanceof PlayOnRefused) throw new HostError('BAD_INPUT', e.message, {});
      throw e;
    }
    return this.h.concepts.campaigns.open(row.id);
  }
}
