// The open session (a campaign, or a lesson played in memory): what it holds, whose turn it is, and how one
// starts and closes. Only one session is open at a time (HostContext.session).
import { activePlayer, playerView, TakeBackTrail } from '../engine/index.js';
import type { Action, GameState, PlayerId } from '../engine/types.js';
import { TAKE_BACK_LOG_LIMIT, type CampaignRow, type LogRow, type StoredStat } from '../store/index.js';
import { HostError } from './errors.js';
import type { ComputerLevel, Handoff } from './contract.js';
import type { SavedClock } from './clock.js';
import type { ChessClock } from './clock.js';
import type { HostContext } from './context.js';
import type { SessionKind } from './session-kind.js';

export interface Session {
  row: CampaignRow;
  state: GameState;
  log: LogRow[];
  stats: StoredStat[];
  head: string;
  seated: PlayerId | null;
  modals: Set<string>;
  /**
   * What the seated player is shown before his turn (the tide card, the replay), by screen connection and id:
   * the clock's 'shown' pause holds while one is. `shownOver`: he has acted since he sat, nothing more waits.
   */
  shown: Set<string>;
  shownOver: boolean;
  clock: ChessClock;
  /** The engine refused an end of turn on timeout (e.g. nothing landed yet): the player may go on. */
  timeoutRefused: boolean;
  /** A game, or a lesson or puzzle (nothing stored, the learner stays seated, no clock): what differs (session-kind.ts). */
  kind: SessionKind;
  /** The last turn ended on its time running out: said on the hand-off screen until the next player sits. */
  timedOut?: Handoff['timedOut'];
  /** Skip was pressed during this computer turn. */
  skipping: boolean;
  /** The computer seat playing now was refused this many times in a row. */
  computerRefused: number;
  /** The computer player failed (its thread stopped, or it was refused even its end of turn): it waits. */
  computerError?: string;
  /** The last action a computer seat played (the screen animates it). */
  computerLast?: { player: PlayerId; action: Action };
  /** The positions before this turn's actions: what a take-back goes back to. */
  trail: TakeBackTrail<LogRow>;
  /** Rows in the stored log, take-backs included (`log` holds the actions that stand). */
  rows: number;
}

/** Pauses that stop play: the host refuses game actions while one of them holds. */
/**
 * Why nothing more is taken back in this campaign (null: take-backs may go on): its log holds TAKE_BACK_LOG_LIMIT
 * rows, so that the rest of the game, whatever is played, still fits in a file the import reads (limits.ts).
 * A session that stores no log (a lesson) is not held to it.
 */
export function logFull(s: Session): HostError | null {
  if (!s.kind.stored || s.rows < TAKE_BACK_LOG_LIMIT) return null;
  return new HostError(
    'FORBIDDEN',
    `this campaign's log holds ${s.rows} rows: from ${TAKE_BACK_LOG_LIMIT} on, moves are final (a longer log would not fit in a campaign file)`,
    { why: 'logFull', rows: s.rows, limit: TAKE_BACK_LOG_LIMIT },
  );
}

export const STOPPING: readonly ('player' | 'modal' | 'hidden' | 'sleep')[] = ['player', 'modal', 'hidden', 'sleep'];

/** The player the clock belongs to: the active player, or in the turn-21 choices the next to decide. */
export function turnKey(state: GameState): PlayerId | null {
  if (state.phase === 'over') return null;
  const a = activePlayer(state);
  if (a) return a;
  if (state.phase === 'liftoff') return nextToDecide(state);
  return null;
}

function nextToDecide(state: GameState): PlayerId | null {
  const v = playerView(state, null);
  for (const p of state.order) {
    const vp = v.players[p];
    if (vp && !vp.gone && !vp.out && vp.liftOffDecided < vp.liftOffNeeded) return p;
  }
  return null;
}

/** Whether this phase runs the chess clock (the turn-21 choices are not timed). */
export function timed(state: GameState): boolean {
  return state.phase !== 'liftoff' && state.phase !== 'over';
}

/** The level of the computer player holding this seat, or null for a person. */
export function levelOf(s: Session, player: PlayerId): ComputerLevel | null {
  return s.row.players.find((p) => p.id === player)?.computer ?? null;
}

/** Opens and closes the session: its clock, its ticker, the computer seats. */
export class Sessions {
  constructor(private readonly h: HostContext) {}

  start(
    kind: SessionKind,
    row: CampaignRow,
    state: GameState,
    log: LogRow[],
    stats: StoredStat[],
    saved: SavedClock | null,
    loaded?: { trail: TakeBackTrail<LogRow>; rows: number },
  ): void {
    const { clock: clocks, pauses, seat, views, computers } = this.h.concepts;
    const clock = clocks.newClock(row);
    const s: Session = {
      row,
      state,
      log,
      stats,
      // the stored log's last row, which may be a take-back: `log` holds only the actions still standing
      head: loaded ? row.head : (log.at(-1)?.hash ?? ''),
      // a lesson's learner sits at once; in a game, nobody before the hand-off
      seated: kind.learner,
      modals: new Set(),
      shown: new Set(),
      shownOver: false,
      clock,
      timeoutRefused: false,
      skipping: false,
      computerRefused: 0,
      trail: loaded?.trail ?? new TakeBackTrail<LogRow>(),
      rows: loaded?.rows ?? log.length,
      kind,
    };
    this.h.session = s;
    if (kind.timed) clock.pause('handoff');
    if (pauses.allHidden()) clock.pause('hidden');
    if (pauses.asleep) clock.pause('sleep');
    const key = turnKey(state);
    if (saved && saved.turn === state.turn && saved.player === key) clock.restore(saved);
    else clock.startTurn(key, state.turn, kind.timed && timed(state));
    if (state.phase === 'over') clock.pause('over');
    seat.placeClock(s);
    clocks.startTicker();
    views.pushView();
    computers.kick();
  }

  close(): boolean {
    const s = this.h.session;
    if (!s) return false;
    const { computers, clock } = this.h.concepts;
    // a computer step under way finds the session gone and plays nothing
    computers.stop();
    this.h.computers.forget(`${s.row.id}:`);
    clock.save();
    s.clock.dispose();
    this.h.session = null;
    clock.stopTicker();
    return true;
  }
}
