// The seat: who sits in front of the screen. The hand-off screen (nobody seated, the clock paused), taking
// the seat ("I'm Red"), leaving it, and the seated player's own pause.
import type { PlayerId } from '../engine/types.js';
import type { ClockState, SessionView } from './contract.js';
import type { ShownBeforeTurn } from '../shared/lists.js';
import type { HostContext } from './context.js';
import { HostError } from './errors.js';
import { SHELL_CONNECTION } from './pauses.js';
import { levelOf, turnKey, type Session } from './session.js';

export class Seat {
  constructor(private readonly h: HostContext) {}

  /**
   * A computer's turn is not timed: its clock stops (reason 'computer') and its thinking keeps to its
   * level's budget instead. No hand-off screen before it; one before the next person's turn.
   */
  placeClock(s: Session): void {
    if (!s.kind.timed) return;
    const next = turnKey(s.state);
    if (next && levelOf(s, next)) {
      s.clock.pause('computer');
      s.clock.resume('handoff');
    } else {
      s.clock.resume('computer');
      if (!s.seated) s.clock.pause('handoff');
    }
  }

  /**
   * `shown`: the screen shows him something first (the round's tide card), and his time waits for it from the
   * moment he sits (`Pauses.shown`), on the screen connection that asked (`connection`).
   */
  seat(player: PlayerId, shown?: ShownBeforeTurn, connection = SHELL_CONNECTION): SessionView {
    const s = this.h.need();
    const { views, clock, pauses } = this.h.concepts;
    if (s.state.phase === 'over') return views.sessionView();
    if (!s.state.players[player]) throw new HostError('BAD_INPUT', `no player ${player} in this game`, { player });
    const next = turnKey(s.state);
    if (s.seated === player) return views.sessionView();
    if (s.seated || player !== next)
      throw new HostError('WRONG_PLAYER', `it is ${next ?? 'nobody'}'s turn, not ${player}'s`, {
        expected: next,
        player,
      });
    if (levelOf(s, player))
      throw new HostError(
        'COMPUTER_SEAT',
        `${player}'s seat is played by the computer: take it back first (change of hands)`,
        { player },
      );
    s.seated = player;
    s.timedOut = undefined;
    pauses.endShown(false);
    s.shownOver = false;
    if (shown) pauses.startShown(shown, connection);
    // taking the seat is the player's click: a pause left from before the hand-off ends with it
    s.clock.resume('player');
    s.clock.resume('handoff');
    clock.save();
    views.pushView();
    return views.sessionView();
  }

  unseat(): SessionView {
    const s = this.h.need();
    const { views, clock } = this.h.concepts;
    if (s.seated) {
      s.seated = null;
      this.h.concepts.pauses.endShown(false);
      s.clock.pause('handoff');
      clock.save();
      views.pushView();
    }
    return views.sessionView();
  }

  /** Nobody seated: the hand-off screen (not in a lesson, whose learner never leaves the seat). */
  handOff(): void {
    const s = this.h.session;
    if (!s || s.kind.learner || !s.seated) return;
    s.seated = null;
    this.h.concepts.pauses.endShown(false);
    s.clock.pause('handoff');
    // the pause a closed screen left (hidden as it unloaded) is not the next screen's to lift
    s.clock.resume('player');
    this.h.concepts.clock.save();
    this.h.concepts.views.pushView();
  }

  /**
   * The seated player's Pause and Resume. A resume takes the seated player (a click on the pause
   * screen); it also takes back a pause left by a hidden window or sleep that is over.
   */
  playerPause(pause: boolean): ClockState {
    const s = this.h.need();
    if (pause) s.clock.pause('player');
    else {
      if (!s.seated && !s.kind.learner)
        throw new HostError('NOT_SEATED', 'nobody is seated: the hand-off screen is up', { why: 'nobody' });
      s.clock.resume('player');
    }
    this.h.concepts.clock.save();
    return s.clock.state();
  }
}
