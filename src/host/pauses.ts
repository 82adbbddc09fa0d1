// What pauses the clock from outside the game: menus and dialogs (`ui.modal`), what a player is shown before
// his turn (`ui.shown`), screens hidden or gone (one flag per screen connection, never a global one), and the
// computer asleep or its screen locked.
import type { ArgsOf, ClockState } from './contract.js';
import type { ShownBeforeTurn } from '../shared/lists.js';
import type { HostContext } from './context.js';
import { HostError } from './errors.js';
import { MAX_OPEN_MODALS } from './options.js';

/** The connection of in-process callers: the Electron window's own events, tests, tools. */
export const SHELL_CONNECTION = 0;

/** The rules reference's dialog id (renderer/src/components/RulesPanel.svelte). */
const RULES_MODAL = 'rules';

/** A dialog's key: the screen connection that opened it, and its id. */
const modalKey = (connection: number, id: string): string => `${connection}:${id}`;

export class Pauses {
  /** The screens that reported their visibility, by connection: hidden only when every one is hidden. */
  private screens = new Map<number, { hidden: boolean }>();
  asleep = false;

  constructor(private readonly h: HostContext) {}

  /**
   * A screen opens or closes a menu or dialog. Each dialog belongs to the screen connection that opened it, so
   * that a screen going away (a reload, a crash, a page closed) takes its dialogs with it: a menu open at a
   * reload never leaves the game paused with no menu on screen to close.
   */
  modal(a: ArgsOf<'ui.modal'>, connection = SHELL_CONNECTION): ClockState | null {
    const s = this.h.session;
    if (!s) return null;
    // Reading the rules is part of a timed turn (the newcomer's 4:00 is for that): only an untimed lesson stops for it.
    if (a.id === RULES_MODAL && s.kind.timed) return s.clock.state();
    const key = modalKey(connection, a.id ?? 'default');
    if (a.open && !s.modals.has(key) && s.modals.size >= MAX_OPEN_MODALS)
      throw new HostError('BAD_INPUT', `at most ${MAX_OPEN_MODALS} dialogs are open at once`, {
        id: a.id ?? 'default',
      });
    if (a.open) s.modals.add(key);
    else if (a.id === undefined && !s.modals.has(key)) this.dropModals(connection);
    else s.modals.delete(key);
    this.pauseForModals();
    return s.clock.state();
  }

  /** The dialogs a screen connection opened go with it. */
  private dropModals(connection: number): void {
    const s = this.h.session;
    if (!s) return;
    const prefix = modalKey(connection, '');
    for (const key of [...s.modals]) if (key.startsWith(prefix)) s.modals.delete(key);
  }

  private pauseForModals(): void {
    const s = this.h.session;
    if (!s) return;
    if (s.modals.size > 0) s.clock.pause('modal');
    else s.clock.resume('modal');
  }

  /**
   * The seated player is shown what happened before his turn (the round's tide card, the replay of the others'
   * turns), or no longer: his clock waits meanwhile. Unlike a menu it stops nothing: he may play on, and his
   * first act ends it for good (an open after it changes nothing, so the replay cannot hold his time later).
   * Each showing belongs to the screen connection that asked for it, and goes with it.
   */
  shown(a: ArgsOf<'ui.shown'>, connection = SHELL_CONNECTION): ClockState | null {
    const s = this.h.session;
    if (!s) return null;
    if (a.open) this.startShown(a.id, connection);
    else if (s.shown.delete(modalKey(connection, a.id))) this.pauseForShown();
    return s.clock.state();
  }

  /** A showing starts for the seated player (also as he takes the seat), unless he has acted since. */
  startShown(id: ShownBeforeTurn, connection: number): void {
    const s = this.h.session;
    if (!s || !s.kind.timed || !s.seated || s.shownOver) return;
    s.shown.add(modalKey(connection, id));
    this.pauseForShown();
  }

  /**
   * Nothing more is shown on the seated player's time: his first act, or the seat changing hands. `acted`:
   * he played, so no showing starts again before the next seat.
   */
  endShown(acted: boolean): void {
    const s = this.h.session;
    if (!s) return;
    if (acted) s.shownOver = true;
    if (!s.shown.size) return;
    s.shown.clear();
    this.pauseForShown();
  }

  private pauseForShown(): void {
    const s = this.h.session;
    if (!s) return;
    if (s.shown.size > 0) s.clock.pause('shown');
    else s.clock.resume('shown');
    this.h.concepts.clock.save();
  }

  /** A screen reports its visibility. The first report of a connection makes it a screen. */
  visibility(connection: number, hidden: boolean): void {
    this.screens.set(connection, { hidden });
    this.updateHidden();
  }

  /**
   * A screen went away: its dialogs and its visibility go with it, and nobody stays seated in front of no
   * screen. The Electron window's reload or crash is its connection going (`Host.screenReloaded`).
   */
  disconnect(connection: number): void {
    const s = this.h.session;
    const mine = (k: string) => k.startsWith(modalKey(connection, ''));
    if (s && [...s.modals].some(mine)) {
      this.dropModals(connection);
      this.pauseForModals();
      this.h.concepts.clock.save();
    }
    if (s && [...s.shown].some(mine)) {
      for (const key of [...s.shown]) if (mine(key)) s.shown.delete(key);
      this.pauseForShown();
    }
    if (!this.screens.delete(connection)) return;
    this.h.concepts.seat.handOff();
    this.updateHidden();
  }

  allHidden(): boolean {
    if (this.screens.size === 0) return false;
    for (const v of this.screens.values()) if (!v.hidden) return false;
    return true;
  }

  private updateHidden(): void {
    this.pauseFor('hidden', this.allHidden());
  }

  /** The shell reports the computer going to sleep / the screen locked (true) or back. */
  setSleep(asleep: boolean): void {
    this.asleep = asleep;
    this.pauseFor('sleep', asleep);
  }

  /** Pauses (or resumes) the open campaign's clock for one reason the shell reports, and saves it. */
  private pauseFor(reason: 'hidden' | 'sleep', on: boolean): void {
    const s = this.h.session;
    const c = s?.clock;
    if (!s || !c || c.has(reason) === on) return;
    // A seated player coming back finds the game paused: it resumes on his click, not by itself.
    if (on && s.seated && s.kind.timed && !c.has('untimed') && !c.has('over')) c.pause('player');
    if (on) c.pause(reason);
    else c.resume(reason);
    this.h.concepts.clock.save();
  }
}
