// The chess clock. Time is read from a monotonic clock (performance.now by default); timers only
// wake the clock up to look at it, they never count time themselves.
import type { ClockState, PauseReason } from './contract.js';
import type { PlayerId } from '../engine/types.js';

export interface SavedClock {
  turn: number;
  player: PlayerId | null;
  remainingMs: Record<PlayerId, number>;
  playerPaused?: boolean;
}

export interface ClockOptions {
  turnMs: Record<PlayerId, number>;
  lowTimeMs: number;
  /** After zero, destructors already in position may finish their shots during this much time. */
  graceMs: number;
  now?: () => number;
  /** Called when the low-time threshold is crossed (once per turn). */
  onLow?: (player: PlayerId) => void;
  /** Called when the time reaches zero. */
  onZero?: (player: PlayerId) => void;
  /** Called when the grace after zero is over: the host ends the turn. */
  onGraceOver?: (player: PlayerId) => void;
  /** Any change of state worth pushing (start, pause, resume, new turn). */
  onChange?: () => void;
}

const ORDER: PauseReason[] = ['over', 'untimed', 'sleep', 'hidden', 'handoff', 'computer', 'modal', 'shown', 'player'];

export class ChessClock {
  private remaining: Record<PlayerId, number>;
  private reasons = new Set<PauseReason>();
  private since: number | null = null; // monotonic ms when it last started running
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lowSent = false;
  private zeroSent = false;
  private graceSent = false;
  player: PlayerId | null = null;
  turn = 0;
  readonly now: () => number;

  constructor(private opts: ClockOptions) {
    this.now = opts.now ?? (() => performance.now());
    this.remaining = { ...opts.turnMs };
  }

  get lowTimeMs(): number {
    return this.opts.lowTimeMs;
  }
  set lowTimeMs(v: number) {
    this.opts.lowTimeMs = v;
    this.schedule();
  }

  /** A new player-turn: his full time, counted only when no pause reason remains. */
  startTurn(player: PlayerId | null, turn: number, timed: boolean): void {
    this.settle();
    this.remaining = { ...this.opts.turnMs };
    this.player = player;
    this.turn = turn;
    this.lowSent = this.zeroSent = this.graceSent = false;
    this.reasons.delete('player');
    if (timed) this.reasons.delete('untimed');
    else this.reasons.add('untimed');
    this.update();
  }

  restore(saved: SavedClock): void {
    this.settle();
    this.remaining = { ...this.opts.turnMs, ...saved.remainingMs };
    this.player = saved.player;
    this.turn = saved.turn;
    const r = (this.player ? this.remaining[this.player] : undefined) ?? 1;
    this.lowSent = r <= this.opts.lowTimeMs;
    this.zeroSent = r <= 0;
    this.graceSent = r <= -this.opts.graceMs;
    if (saved.playerPaused) this.reasons.add('player');
    this.update();
  }

  save(): SavedClock {
    this.settle();
    return {
      turn: this.turn,
      player: this.player,
      remainingMs: { ...this.remaining },
      playerPaused: this.reasons.has('player'),
    };
  }

  pause(reason: PauseReason): void {
    if (this.reasons.has(reason)) return;
    this.settle();
    this.reasons.add(reason);
    this.update();
  }

  resume(reason: PauseReason): void {
    if (!this.reasons.has(reason)) return;
    this.settle();
    this.reasons.delete(reason);
    this.update();
  }

  has(reason: PauseReason): boolean {
    return this.reasons.has(reason);
  }

  get running(): boolean {
    return this.since !== null;
  }

  /** Remaining time of the active player now (may be negative during the grace). */
  remainingNow(): number {
    if (!this.player) return 0;
    const base = this.remaining[this.player] ?? 0;
    return this.since === null ? base : base - (this.now() - this.since);
  }

  get expired(): boolean {
    return !!this.player && !this.reasons.has('untimed') && this.remainingNow() <= 0;
  }

  state(): ClockState {
    const remainingMs: Record<PlayerId, number> = {};
    for (const [p, ms] of Object.entries(this.remaining)) remainingMs[p] = Math.max(0, Math.round(ms));
    if (this.player) remainingMs[this.player] = Math.max(0, Math.round(this.remainingNow()));
    const reasons = ORDER.filter((r) => this.reasons.has(r));
    const s: ClockState = {
      running: this.running,
      paused: reasons.length > 0,
      reasons,
      player: this.reasons.has('untimed') || this.reasons.has('over') ? null : this.player,
      remainingMs,
      turnMs: { ...this.opts.turnMs },
      lowTimeMs: this.opts.lowTimeMs,
      expired: this.expired,
      graceMs: this.opts.graceMs,
      graceLeftMs:
        this.expired && !this.graceSent ? Math.max(0, Math.round(this.remainingNow() + this.opts.graceMs)) : null,
      turn: this.turn,
    };
    if (reasons.length) s.reason = reasons[0];
    return s;
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Folds the time elapsed since it started running into `remaining`. */
  private settle(): void {
    if (this.since !== null && this.player) {
      const t = this.now();
      this.remaining[this.player] = (this.remaining[this.player] ?? 0) - (t - this.since);
      this.since = t;
    }
  }

  /**
   * Running: no pause reason, or in the grace after zero, which nothing but the end of the game or an
   * untimed phase stops (a pause, a dialog or a hidden window must not stretch it).
   */
  private shouldRun(): boolean {
    if (!this.player || this.graceSent) return false;
    if (this.reasons.size === 0) return true;
    // in the grace once zero has passed, even if the timer that says so has not fired yet (a pause asked for in
    // that instant stopped the clock at zero, without its grace, for ever)
    const inGrace = this.zeroSent || this.remainingNow() <= 0;
    return inGrace && !this.reasons.has('over') && !this.reasons.has('untimed');
  }

  private update(): void {
    const shouldRun = this.shouldRun();
    if (shouldRun && this.since === null) this.since = this.now();
    if (!shouldRun && this.since !== null) {
      this.settle();
      this.since = null;
    }
    this.schedule();
    this.opts.onChange?.();
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.since === null || !this.player) return;
    const r = this.remainingNow();
    let next: number;
    if (!this.lowSent && r > this.opts.lowTimeMs) next = r - this.opts.lowTimeMs;
    // zero not said yet: at zero, or at once if it has passed
    else if (!this.zeroSent) next = Math.max(0, r);
    else next = r + this.opts.graceMs;
    this.timer = setTimeout(() => this.check(), Math.max(0, Math.ceil(next)));
    (this.timer as { unref?: () => void }).unref?.();
  }

  /** Looks at the time and fires what is due. */
  check(): void {
    this.timer = null;
    if (this.since === null || !this.player) return;
    const p = this.player;
    const r = this.remainingNow();
    if (!this.lowSent && r <= this.opts.lowTimeMs) {
      this.lowSent = true;
      if (r > 0) this.opts.onLow?.(p);
    }
    if (!this.zeroSent && r <= 0) {
      this.zeroSent = true;
      this.opts.onZero?.(p);
    }
    if (!this.graceSent && r <= -this.opts.graceMs) {
      this.settle();
      this.graceSent = true;
      this.since = null;
      this.opts.onChange?.();
      this.opts.onGraceOver?.(p);
      return;
    }
    this.schedule();
  }
}
