// What the screens see: the session view (pushed on every change), the log, the history of a game, what
// happened since the seated player's last turn, and the replay of a finished game. Secrets stay out: a
// seat's position only through playerView for the seated player, nothing while the hand-off screen is up.
import { apply, holdingFor, newGame, playerView, redrawsAt, replay } from '../engine/index.js';
import type { GameEvent, PlayerId } from '../engine/types.js';
import type { LogRow, StoredPlayer } from '../store/index.js';
import type {
  Handoff,
  History,
  LogEntry,
  PlayerInfo,
  Profile,
  SessionView,
  SinceLastTurn,
  TakeBackOffer,
} from './contract.js';
import type { HostContext } from './context.js';
import { HostError } from './errors.js';
import { logFull, turnKey, type Session } from './session.js';
import { DebriefThread } from './debrief.js';
import { exportScenario, ExportRefused } from '../debrief/scenario-export.js';
import { safeFileName } from '../store/index.js';
import { offerFile } from './files.js';
import type { ExportResult } from './contract.js';
import type { Action, GameOptions } from '../engine/types.js';

/** A stored seat as the screens see it. */
export function infoOf(p: StoredPlayer): PlayerInfo {
  return {
    id: p.id,
    name: p.name,
    colour: p.colour,
    turnMs: p.turnMs,
    newcomer: p.newcomer,
    ...(p.computer ? { computer: p.computer } : {}),
    ...(p.handicap ? { handicap: p.handicap } : {}),
  };
}

export class Views {
  /** The debrief of finished games, computed in its own worker thread (./debrief.ts). */
  readonly debriefs = new DebriefThread();

  constructor(private readonly h: HostContext) {}

  sessionView(): SessionView {
    const s = this.h.need();
    const { computers } = this.h.concepts;
    const kind = s.kind.describe(this.h, s);
    const st = s.state;
    const over = st.phase === 'over';
    const next = turnKey(st);
    const computer = computers.turnOf(s);
    return {
      campaignId: s.row.id,
      name: kind.name,
      players: s.row.players.map((p) => this.withProfile(kind.seat(p), p)),
      turn: st.turn,
      phase: st.phase,
      tide: st.tide,
      active: next,
      seated: s.seated,
      // no hand-off before a computer's turn: the table watches it play on the public board
      handoff: !over && !s.seated && next && !computer ? this.handoffOf(s, next) : null,
      view: s.seated
        ? { ...playerView(st, s.seated), ...holdingFor(st, s.seated) }
        : over || computer
          ? playerView(st, null)
          : null,
      clock: s.clock.state(),
      over,
      result: st.result,
      actions: kind.actions,
      ...(computer ? { computer } : {}),
      takeBack: this.takeBackOffer(s),
      ...(kind.lesson ? { lesson: kind.lesson } : {}),
      ...(s.row.options.practice ? { practice: s.row.options.practice } : {}),
    };
  }

  /** The session view, or null when nothing is open (`game.view`). */
  current(): SessionView | null {
    return this.h.session ? this.sessionView() : null;
  }

  /** Every screen hears the new session view. */
  pushView(): void {
    if (this.h.session) this.h.emit({ event: 'view', data: this.sessionView() });
  }

  /** A seat's profile's marker shape and language, read now (a profile changed or deleted since shows as it is). */
  private withProfile(info: PlayerInfo, seat: StoredPlayer): PlayerInfo {
    if (!seat.profileId) return info;
    let profile: Profile;
    try {
      profile = this.h.store.league.profile(seat.profileId);
    } catch {
      return info; // the profile is gone: the seat plays on under its name
    }
    return {
      ...info,
      ...(profile.mark ? { mark: profile.mark } : {}),
      ...(profile.language ? { language: profile.language } : {}),
    };
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

  logEntries(since: number): LogEntry[] {
    const s = this.h.need();
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
    // only a turn-21 choice is secret (it says 'liftOffChosen'); a turn-25 take-off is played in the open
    if (
      l.action.type === 'liftOff' &&
      l.action.player !== s.seated &&
      l.info.events.some((e: GameEvent) => e.type === 'liftOffChosen') &&
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
    const who = s.kind.learner ?? s.seated;
    if (!who || s.state.phase === 'over') return null;
    const c = s.trail.check(who, s.kind.takeBackRule(s));
    if (!c.ok)
      return { ok: false, error: { code: c.error.code, params: { ...c.error.params }, message: c.error.message } };
    const full = logFull(s);
    if (full) return { ok: false, error: { code: full.code, params: { ...full.params }, message: full.message } };
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

  history(): History {
    const s = this.h.need();
    return { turns: s.stats.map((t) => ({ ...t })), log: this.logEntries(0) };
  }

  /**
   * What happened since the seated player's last action, as he may see it: the positions are replayed
   * from the log and shown through playerView for him (the deck, the salt and others' secret choices stay
   * out; the log hides unrevealed turn-21 choices). Past positions only: nothing to come.
   */
  since(): SinceLastTurn {
    const s = this.h.seatedSession();
    const me = s.kind.learner ?? s.seated;
    // nothing stored, nothing to replay (a lesson)
    if (!me || !s.kind.stored) return { from: null, steps: [] };
    // his last action that handed the turn on (the end of his last turn), else his last action at all
    let last = -1;
    for (let i = s.log.length - 1; i >= 0 && last < 0; i--) {
      const l = s.log[i]!;
      if (l.info.player === me && l.info.events.some((e) => e.type === 'turnEnded' || e.type === 'turnStarted'))
        last = i;
    }
    for (let i = s.log.length - 1; i >= 0 && last < 0; i--) if (s.log[i]!.info.player === me) last = i;
    // never played yet: what happened before his first turn (the computer seats' or other people's turns
    // played before it), from the game's start
    const first = last < 0;
    const entries = this.logEntries(last + 1);
    // a copy's hidden parts were drawn afresh where its options say (GameOptions.redraws): replayed there too
    const o = s.row.options;
    let st = redrawsAt(o, 0, newGame(o));
    for (let i = 0; i <= last; i++) st = redrawsAt(o, i + 1, apply(st, s.log[i]!.action).state);
    const from = playerView(st, me);
    const steps = entries.map((entry, k) => {
      const i = last + 1 + k;
      st = redrawsAt(o, i + 1, apply(st, s.log[i]!.action).state);
      return { entry, view: playerView(st, me) };
    });
    return first ? { from, steps, first } : { from, steps };
  }

  /** The replay of a finished game only: before the end, the positions to come are nobody's business. */
  replayAt(seq: number) {
    const s = this.h.need();
    if (s.state.phase !== 'over' || !s.kind.stored)
      throw new HostError('FORBIDDEN', 'a game is replayed once it is over', { why: 'replayBeforeEnd', seq });
    if (seq > s.log.length) throw new HostError('BAD_INPUT', `the log has ${s.log.length} actions`, { seq });
    const st = replay(
      s.row.options,
      s.log.slice(0, seq).map((l) => l.action),
    ).state;
    return playerView(st, null);
  }

  /** The debrief's game: a finished one only, as for the replay. */
  private finishedGame(): { id: string; options: GameOptions; log: Action[] } {
    const s = this.h.need();
    if (s.state.phase !== 'over' || !s.kind.stored)
      throw new HostError('FORBIDDEN', 'a game is debriefed once it is over', { why: 'replayBeforeEnd' });
    return { id: s.row.id, options: s.row.options, log: s.log.map((l) => l.action) };
  }

  /** The figures of the finished game (`game.debrief`), from the debrief's thread. */
  debrief() {
    const g = this.finishedGame();
    return this.debriefs.figuresOf(g.id, g.options, g.log);
  }

  /** One player's best or worst turn beside the hard computer player's (`game.debriefTurn`). */
  debriefTurn(player: PlayerId, which: 'best' | 'worst') {
    const g = this.finishedGame();
    return this.debriefs.turnOf(g.id, g.options, g.log, player, which);
  }

  /** A moment as a rule scenario file: any moment of a finished game, the present of one in play. */
  async exportScenario(seq: number, toFile?: boolean): Promise<ExportResult> {
    const s = this.h.need();
    if (!s.kind.stored) throw new HostError('FORBIDDEN', 'a lesson is a scenario already', { why: 'notInPlay', seq });
    const over = s.state.phase === 'over';
    if (seq > s.log.length) throw new HostError('BAD_INPUT', `the log has ${s.log.length} actions`, { seq });
    if (!over && seq !== s.log.length)
      throw new HostError('FORBIDDEN', 'a game is replayed once it is over', { why: 'replayBeforeEnd', seq });
    const name = `${s.row.name}, action ${seq}`;
    let scenario;
    try {
      scenario = exportScenario(
        s.row.options,
        s.log.map((l) => l.action),
        seq,
        name,
      );
    } catch (e) {
      if (e instanceof ExportRefused) throw new HostError('FORBIDDEN', e.message, { why: e.why, seq });
      throw e;
    }
    const fileName = `${safeFileName(name, 'scenario')}.json`;
    const content = JSON.stringify(scenario, null, 1) + '\n';
    const savedTo = await offerFile(this.h.opts.shell, 'scenario', fileName, content, toFile);
    return { fileName, content, savedTo };
  }
}
