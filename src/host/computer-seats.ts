// Computer seats and the coach: they think in a worker thread (./computer.ts), from their own playerView;
// their moves go through the door of play (Play.act) like a person's, one at a time, in the request queue,
// at a pace the table can follow.
import { playerView } from '../engine/index.js';
import { unsafePieces } from '../ai/index.js';
import type { Action, GameState, PlayerId } from '../engine/types.js';
import { autoLanding } from './auto-landing.js';
import { publicOptions, type ThinkReply } from './computer.js';
import { suggestionOf } from './coach.js';
import type { ComputerLevel, ComputerTurn, SessionView, Suggestion } from './contract.js';
import type { HostContext } from './context.js';
import { errorOf, HostError } from './errors.js';
import { COMPUTER_PACE_MS } from './options.js';
import { levelOf, STOPPING, turnKey, type Session } from './session.js';

/** A computer seat refused this many times in a row loses the rest of its turn, as a clock would end it. */
const COMPUTER_REFUSALS_MAX = 3;

/** A seat's handicap or advantage in seconds (0: none). */
function handicapSeconds(s: Session, player: PlayerId): number {
  return s.row.players.find((p) => p.id === player)?.handicap?.seconds ?? 0;
}

export class ComputerSeats {
  /** A computer step is thinking or waiting for its pace; the timer that starts the next one. */
  private busy = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Ends the pause before a computer's move at once (Skip). */
  private paceWake: (() => void) | null = null;
  private lastMove = 0;

  constructor(private readonly h: HostContext) {}

  /** Change of hands: a seat goes to a computer player (its level) or back to a person. */
  setHands(player: PlayerId, computer: ComputerLevel | null): SessionView {
    const s = this.h.need();
    const { views, seat, clock } = this.h.concepts;
    if (!s.kind.computerSeats)
      throw new HostError('FORBIDDEN', 'a lesson has no computer seats', { why: 'lessonNoComputer', player });
    const i = s.row.players.findIndex((p) => p.id === player);
    if (i < 0) throw new HostError('BAD_INPUT', `no player ${player} in this game`, { player });
    const was = s.row.players[i]!;
    if ((was.computer ?? null) === computer) return views.sessionView();
    const { computer: _old, ...person } = was;
    const players = s.row.players.map((p, j) => (j === i ? { ...person, ...(computer ? { computer } : {}) } : p));
    try {
      this.h.store.setPlayers(s.row.id, players);
    } catch (e) {
      throw new HostError(
        'STORE_ERROR',
        `the change of hands could not be saved (${(e as Error).message}); nothing changed`,
        { file: this.h.store.file },
      );
    }
    s.row.players = players;
    this.h.computers.forget(`${s.row.id}:${player}`);
    s.computerError = undefined;
    s.computerRefused = 0;
    s.skipping = false;
    // a person handing over his own turn leaves the seat; the computer goes on from where he stopped
    if (computer && s.seated === player) s.seated = null;
    seat.placeClock(s);
    clock.save();
    views.pushView();
    return views.sessionView();
  }

  skip(): SessionView {
    const s = this.h.need();
    const { views } = this.h.concepts;
    if (this.turnOf(s)) {
      s.skipping = true;
      // the move waiting for its pace plays after this answer has gone: woken at once, it was played (and its
      // view pushed) before the answer reached the screen, which then showed the answer's older view last; when
      // that move ended the turn, the screen stayed on "Playing the rest of its turn…" and never showed the hand-off
      setTimeout(() => this.paceWake?.(), 0);
      views.pushView();
    }
    return views.sessionView();
  }

  /** The computer seat whose turn it is, as the screen shows it (none when a person plays next). */
  turnOf(s: Session): ComputerTurn | null {
    if (!s.kind.computerSeats || s.state.phase === 'over') return null;
    const next = turnKey(s.state);
    const level = next ? levelOf(s, next) : null;
    if (!next || !level) return null;
    const t: ComputerTurn = { player: next, level, skipping: s.skipping };
    if (s.computerLast?.player === next && s.computerLast.action.type !== 'liftOff') t.last = s.computerLast.action;
    if (s.computerError) {
      t.waiting = 'error';
      t.error = s.computerError;
    } else if (STOPPING.some((r) => s.clock.has(r))) t.waiting = 'paused';
    return t;
  }

  /** The computer seat that may play now: its turn, no pause stopping play, no failure waiting. */
  private toPlay(s: Session): { player: PlayerId; level: ComputerLevel } | null {
    const t = this.turnOf(s);
    return t && !t.waiting ? { player: t.player, level: t.level } : null;
  }

  /** Starts a computer step when one may play and none is under way. */
  kick(): void {
    const s = this.h.session;
    if (!s || this.busy || this.timer || !this.toPlay(s)) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.step();
    }, 0);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.paceWake?.();
  }

  /** The worker's seed for a seat: from the campaign's id (random), never from the game's seed. */
  private seed(s: Session, player: PlayerId): number {
    let h = 2166136261;
    for (const c of `${s.row.id}:${player}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
    return h >>> 0;
  }

  /** One computer move: think off the thread, wait for the pace, play it through the door. */
  private async step(): Promise<void> {
    const s = this.h.session;
    const who = s && this.toPlay(s);
    if (!s || !who) return;
    this.busy = true;
    try {
      const state = s.state;
      const key = `${s.row.id}:${who.player}`;
      const opts = this.h.opts;
      const reply = await this.h.computers.think({
        key,
        level: who.level,
        // neither the seed nor the deck's salt: the computer knows what its seat knows
        options: publicOptions(s.row.options),
        seed: this.seed(s, who.player),
        view: playerView(state, who.player),
        ...(opts.computer?.budgetScale !== undefined ? { budgetScale: opts.computer.budgetScale } : {}),
        // a seat's handicap in seconds changes its thinking budget, as it changes a person's clock
        ...(handicapSeconds(s, who.player) ? { budgetExtraMs: handicapSeconds(s, who.player) * 1000 } : {}),
      });
      const pace = opts.computer?.paceMs ?? COMPUTER_PACE_MS;
      const wait = this.lastMove + pace - Date.now();
      if (!s.skipping && wait > 0 && this.h.session === s)
        await new Promise<void>((resolve) => {
          const t = setTimeout(done, wait);
          function done() {
            clearTimeout(t);
            resolve();
          }
          this.paceWake = done;
        });
      this.paceWake = null;
      await this.h.enqueue(() => this.play(s, state, who, key, reply));
    } finally {
      this.busy = false;
    }
    this.kick();
  }

  /** Plays the computer's answer if the game is still where it thought (else the next step thinks again). */
  private play(
    s: Session,
    state: GameState,
    who: { player: PlayerId; level: ComputerLevel },
    key: string,
    reply: ThinkReply,
  ): void {
    if (this.h.session !== s || s.state !== state) return;
    const { play, views } = this.h.concepts;
    const now = this.toPlay(s);
    if (!now || now.player !== who.player || now.level !== who.level) return;
    if (reply.error !== undefined) {
      s.computerError = reply.error;
      views.pushView();
      return;
    }
    const action: Action = reply.action ?? { type: 'endTurn' };
    try {
      // set before the door pushes the new view, so the screen gets the move with the position
      s.computerLast = { player: who.player, action };
      play.act(action, 'computer');
      s.computerRefused = 0;
      this.lastMove = Date.now();
    } catch (e) {
      s.computerLast = undefined;
      if (e instanceof HostError && (e.code === 'PAUSED' || e.code === 'STORE_ERROR')) {
        if (e.code === 'STORE_ERROR') s.computerError = e.message;
        views.pushView();
        return;
      }
      // refused like a person's move (the log keeps a partial move): it thinks again, and gives up the turn after a few
      this.h.computers.refused(key);
      if (++s.computerRefused < COMPUTER_REFUSALS_MAX) return;
      s.computerRefused = 0;
      try {
        const spot = s.state.phase === 'landing' ? autoLanding(s.state) : null;
        if (spot)
          play.act({ type: 'land', astronef: spot.astronef, at: spot.at, orientation: spot.orientation }, 'timeout');
        else play.act({ type: 'endTurn', timeout: true }, 'timeout');
      } catch (e2) {
        s.computerError = errorOf(e2).message;
        views.pushView();
      }
    }
  }

  /** The coach: in a lesson its own way to the goal, else the normal computer player's next action for the seated player, from his view only. */
  suggest(): Promise<Suggestion | null> {
    const s = this.h.seatedSession();
    const me = s.seated;
    if (!me || s.state.phase === 'over') return Promise.resolve(null);
    // in a lesson, its own way to its goal first (the planner knows no lesson's goal)
    const step = s.kind.coachStep(this.h, s);
    if (step) return Promise.resolve({ ...suggestionOf(step, { task: 'random', goal: null }), task: lessonTask(step) });
    const view = playerView(s.state, me);
    const state = s.state;
    const unsafe = unsafePieces(view, publicOptions(s.row.options));
    return this.h.computers
      .think({
        key: `coach:${s.row.id}:${me}`,
        level: 'normal',
        options: publicOptions(s.row.options),
        seed: this.seed(s, me),
        view,
      })
      .then((r) => {
        if (r.error !== undefined) throw new HostError('INTERNAL', `the coach could not think: ${r.error}`, {});
        // a suggestion for a position that is gone is no suggestion
        if (!r.action || this.h.session !== s || s.state !== state) return null;
        return { ...suggestionOf(r.action, r.reason ?? { task: 'random', goal: null }), unsafe };
      });
  }
}

/** The coach's word for a lesson's step, by the kind of action (the lesson says no more of why). */
function lessonTask(a: Action): Suggestion['task'] {
  switch (a.type) {
    case 'fire':
      return 'strike';
    case 'capture':
    case 'load':
    case 'unload':
    case 'build':
    case 'endTurn':
    case 'land':
    case 'deploy':
    case 'liftOff':
      return a.type;
    case 'rebuildTower':
      return 'rebuild';
    default:
      return 'move';
  }
}
