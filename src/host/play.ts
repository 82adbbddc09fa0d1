// Playing: the one door of every action (a seated person's, a computer seat's, the clock's at time-out),
// written to the store before anyone hears of it, and the take-back of the seated player's last action.
import { activePlayer, apply, outermost, ownerOf, scoresNow } from '../engine/index.js';
import type { Action, GameState } from '../engine/types.js';
import { endsTurn, type LogRow, type StoredStat } from '../store/index.js';
import type { SavedClock } from './clock.js';
import type { ActResult, SessionView } from './contract.js';
import type { HostContext } from './context.js';
import { HostError } from './errors.js';
import { levelOf, logFull, STOPPING, timed, turnKey, type Session } from './session.js';

/** Who plays an action: the seated person, the computer seat whose turn it is, or the host at time-out. */
export type Actor = 'person' | 'computer' | 'timeout';

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

export class Play {
  constructor(private readonly h: HostContext) {}

  /**
   * The one door of every action: a seated person's, a computer seat's (`by: 'computer'`: the seat whose
   * turn it is, with the same checks and refusals), or the host's own at time-out.
   */
  act(action: Action, by: Actor = 'person'): ActResult {
    const s = this.h.need();
    return s.kind.act(this.h, s, action, by);
  }

  /** A game's action (a lesson's is played by lessons.ts), checked, stored, then told. */
  inGame(s: Session, action: Action, by: Actor): ActResult {
    const { seat, clock, views } = this.h.concepts;
    const st = s.state;
    if (st.phase === 'over') throw new HostError('GAME_OVER', 'the game is over');
    const timeout = by === 'timeout';
    const actor = by === 'person' ? s.seated : turnKey(st);
    if (!actor) throw new HostError('NOT_SEATED', 'nobody is seated: the hand-off screen is up', { why: 'nobody' });
    if (by === 'computer' && !levelOf(s, actor))
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
    // his first act: his time runs from now on, whatever he is still shown (the tide card, the replay)
    if (by === 'person') this.h.concepts.pauses.endShown(true);
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
      ...(by === 'computer' ? { computer: levelOf(s, actor)! } : {}),
    };
    const newTurn =
      turnKey(r.state) !== turnKey(st) || r.state.turn !== st.turn || r.events.some((e) => e.type === 'turnStarted');
    let clockToSave: SavedClock | undefined;
    if (!newTurn) clockToSave = s.clock.save();
    let hash: string;
    try {
      hash = this.h.store.append(s.row.id, seq, action, info, r.state, s.head, clockToSave);
    } catch (e) {
      throw new HostError('STORE_ERROR', `the move could not be saved (${(e as Error).message}); nothing changed`, {
        file: this.h.store.file,
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
        this.h.store.snapshot(s.row.id, seq + 1, r.state, hash, st.turn, st.tide);
      } catch {
        /* a snapshot is only a check and a thumbnail; the log is safe */
      }
    }
    if (r.state.phase === 'over') {
      s.seated = null;
      s.clock.pause('over');
      s.clock.startTurn(null, r.state.turn, false);
      clock.save();
      this.recordHistory(s);
    } else if (newTurn) {
      s.seated = null;
      s.timeoutRefused = false;
      s.skipping = false;
      s.computerRefused = 0;
      s.clock.pause('handoff');
      s.clock.startTurn(turnKey(r.state), r.state.turn, timed(r.state));
      seat.placeClock(s);
      clock.save();
    }
    const session = views.sessionView();
    this.h.emit({ event: 'view', data: session });
    if (!r.ok) throw new HostError(r.error.code, r.error.message, { ...r.error.params, partial: true });
    return { events: r.events, spent: r.spent, session };
  }

  /** A finished campaign goes into the players' history (the league). The log is safe whatever happens here. */
  private recordHistory(s: Session): void {
    try {
      this.h.store.recordFinished(s.row.id);
      s.row.players = this.h.store.get(s.row.id).players;
    } catch {
      /* recorded at the next start (Campaigns.recordMissing) */
    }
  }

  /**
   * game.takeBack: the seated player's last action of this turn never happened. The position is the
   * one before it (the replay of the log without it); the take-back is written to the log, in the
   * hash chain, before anyone hears of it. The clock runs on.
   */
  takeBack(): SessionView {
    const s = this.h.need();
    const st = s.state;
    if (st.phase === 'over') throw new HostError('GAME_OVER', 'the game is over');
    const who = s.kind.learner ?? s.seated;
    if (!who) throw new HostError('NOT_SEATED', 'nobody is seated: the hand-off screen is up');
    if (s.kind.timed) {
      const stopped = STOPPING.filter((r) => s.clock.has(r));
      if (stopped.length)
        throw new HostError('PAUSED', `the clock is paused (${stopped.join(', ')}): resume it to play`, {
          player: who,
          reasons: stopped,
        });
      if (s.clock.expired) throw new HostError('TIME_UP', 'time is up: a piece stays where it stands', { player: who });
      this.h.concepts.pauses.endShown(true);
    }
    const c = s.trail.check(who, s.kind.takeBackRule(s));
    if (!c.ok) throw new HostError(c.error.code, c.error.message, { ...c.error.params });
    const full = logFull(s);
    if (full) throw full;
    const before = c.step.before;
    if (s.kind.stored) {
      const seq = s.rows;
      const info = { turn: st.turn, tide: st.tide, player: who, events: [], at: Date.now() };
      let hash: string;
      try {
        hash = this.h.store.append(
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
          { file: this.h.store.file },
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
    const session = this.h.concepts.views.sessionView();
    this.h.emit({ event: 'view', data: session });
    return session;
  }
}
