// The open session's chess clock at work: its ticks pushed to the screens, its time saved with the campaign,
// its sounds, and the turn the host ends itself when the grace after zero runs out. The clock itself
// (reasons to pause, time left, grace) is ./clock.ts.
import type { CampaignRow } from '../store/index.js';
import { autoLanding } from './auto-landing.js';
import { ChessClock } from './clock.js';
import type { ClockState } from './contract.js';
import type { HostContext } from './context.js';
import { DEFAULT_GRACE_MS } from './options.js';
import { turnKey } from './session.js';

export class ClockTicks {
  private ticker: ReturnType<typeof setInterval> | null = null;
  private lastSave = 0;

  constructor(private readonly h: HostContext) {}

  /** A new session's clock: each seat's turn time, the low-time sound, and the end of the grace in the queue. */
  newClock(row: CampaignRow): ChessClock {
    const turnMs = Object.fromEntries(row.players.map((p) => [p.id, p.turnMs]));
    return new ChessClock({
      turnMs,
      lowTimeMs: this.h.settings.lowTimeSeconds * 1000,
      graceMs: this.h.opts.graceMs ?? DEFAULT_GRACE_MS,
      now: this.h.opts.now,
      onLow: () => this.h.emit({ event: 'sound', data: 'lowTime' }),
      onZero: () => {
        this.h.emit({ event: 'sound', data: 'timeUp' });
        this.h.concepts.views.pushView();
      },
      // The end of the grace goes through the request queue like everything else.
      onGraceOver: () => {
        const p = this.h.busy.then(() => this.timeoutEnd());
        this.h.busy = p.catch(() => undefined);
      },
      onChange: () => this.onChange(),
    });
  }

  /** The open session's clock as the screens see it (null when nothing is open). */
  state(): ClockState | null {
    return this.h.session ? this.h.session.clock.state() : null;
  }

  private onChange(): void {
    if (!this.h.session) return;
    this.h.emit({ event: 'clock', data: this.h.session.clock.state() });
  }

  /** The time left goes with the campaign (a lesson has no clock to keep). */
  save(): void {
    const s = this.h.session;
    if (!s || !s.kind.stored) return;
    try {
      this.h.store.saveClock(s.row.id, s.clock.save());
      this.lastSave = s.clock.now();
    } catch {
      /* the next save will do */
    }
  }

  /** One tick a second while the clock runs: the screens hear the time left, and it is saved every 2 s. */
  startTicker(): void {
    this.stopTicker();
    const tick = this.h.opts.tickMs ?? 1000;
    if (tick <= 0) return;
    this.ticker = setInterval(() => {
      const s = this.h.session;
      if (!s || !s.clock.running) return;
      this.h.emit({ event: 'clock', data: s.clock.state() });
      // The time left is saved every few seconds while it runs (and at every pause, seat and action).
      if (s.clock.now() - this.lastSave >= 2000) this.save();
    }, tick);
    (this.ticker as { unref?: () => void }).unref?.();
  }

  stopTicker(): void {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
  }

  /** The grace after zero is over: the turn ends as the rulebook says. */
  timeoutEnd(): void {
    const s = this.h.session;
    if (!s || s.state.phase === 'over' || !s.clock.expired) return;
    const { play, views } = this.h.concepts;
    const player = turnKey(s.state);
    try {
      // Landing: the host lands the astronef where its player could live with it, and says so.
      const spot = s.state.phase === 'landing' ? autoLanding(s.state) : null;
      if (spot && player) {
        play.act({ type: 'land', astronef: spot.astronef, at: spot.at, orientation: spot.orientation }, 'timeout');
        s.timedOut = { player, turn: spot.turn, landedAt: spot.at, orientation: spot.orientation };
      } else {
        const turn = s.state.turn;
        play.act({ type: 'endTurn', timeout: true }, 'timeout');
        if (player) s.timedOut = { player, turn };
      }
      views.pushView();
    } catch (e) {
      // The engine would not end this turn (e.g. an astronef not landed yet): let the player go on.
      s.timeoutRefused = true;
      this.h.emit({ event: 'view', data: views.sessionView() });
      void e;
    }
  }
}
