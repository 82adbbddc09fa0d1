// Take-backs: whether the last action of a turn may be taken back, and the trail of positions that
// makes a take-back exact. A taken-back action never happened: the position after it is the one
// before it, which is the replay of the log without it (states are never changed, so the position
// kept is that replay's own). What may not be taken back is what showed the player something he did
// not know before: the start of another turn (its tide, its credit), a turn-21 reveal, a forecast card.
import { activePlayer, liftOffWaitingFor } from './queries.js';
import type { Action, ActionType, GameEvent, GameState, PlayerId } from './types.js';

/** What an action showed that cannot be unseen. */
export type Revealed = 'forecast' | 'liftOff' | 'tide' | 'secondArmy';

/** Why the last action cannot be taken back. Each code has its own params. */
export type TakeBackRefusal =
  | { code: 'TAKE_BACKS_OFF'; params: Record<string, never>; message: string }
  | { code: 'NOTHING_TO_TAKE_BACK'; params: Record<string, never>; message: string }
  | { code: 'REVEALED'; params: { what: Revealed; action: ActionType }; message: string }
  | { code: 'TURN_OVER'; params: { action: ActionType; player: PlayerId | null }; message: string };

export type TakeBackReason = TakeBackRefusal['code'];
export const TAKE_BACK_REASONS: readonly TakeBackReason[] = [
  'TAKE_BACKS_OFF',
  'NOTHING_TO_TAKE_BACK',
  'REVEALED',
  'TURN_OVER',
];

/** GameOptions.takeBacks: 'own-turn' (the default) or 'final' (the rulebook's way: nothing is taken back). */
export type TakeBackRule = 'own-turn' | 'final';

/** Who made an action: the lift-off choice names its player; everything else is the active player's. */
function actorOf(before: GameState, action: Action): PlayerId | null {
  return action.type === 'liftOff' ? action.player : activePlayer(before);
}

const REVEALING: Partial<Record<GameEvent['type'], Revealed>> = {
  liftOffRevealed: 'liftOff',
  tideRevealed: 'tide',
  secondArmyArrives: 'secondArmy',
};

/**
 * Why the action that led from `before` to `after` could never be taken back (null: it may be, while
 * it stays the last one). The game option is not looked at here: see takeBackCheck.
 */
export function barrierOf(
  before: GameState,
  action: Action,
  after: GameState,
  events: readonly GameEvent[],
): TakeBackRefusal | null {
  const actor = actorOf(before, action);
  const goesOn =
    after.turn === before.turn &&
    after.phase === before.phase &&
    after.phase !== 'over' &&
    !events.some((e) => e.type === 'turnStarted' || e.type === 'turnEnded' || e.type === 'gameOver') &&
    (action.type === 'liftOff' ? liftOffWaitingFor(after)[0] === actor : activePlayer(after) === actor);
  if (!goesOn)
    return {
      code: 'TURN_OVER',
      params: { action: action.type, player: actor },
      message: `the ${action.type} ended ${actor ?? 'the'} turn: the next turn has begun`,
    };
  for (const e of events) {
    const what = REVEALING[e.type];
    if (what) return revealed(what, action.type);
  }
  // A forecast card the player did not see before this action.
  if (
    actor &&
    after.players[actor] &&
    before.players[actor] &&
    after.players[actor]!.forecast > before.players[actor]!.forecast
  )
    return revealed('forecast', action.type);
  return null;
}

function revealed(what: Revealed, action: ActionType): TakeBackRefusal {
  return {
    code: 'REVEALED',
    params: { what, action },
    message: `the ${action} revealed ${what === 'forecast' ? 'a forecast card' : `the ${what}`}: it cannot be taken back`,
  };
}

/** One action of the trail: the position before it, the action, and why it could never be taken back. */
export interface TakeBackStep<T> {
  before: GameState;
  action: Action;
  actor: PlayerId | null;
  barrier: TakeBackRefusal | null;
  /** What the caller keeps with the action (the store's log row). */
  tag: T;
}

/**
 * The positions before each action since the last one that can never be taken back (that one is kept
 * on top, to say why). The host and the store keep one per open campaign; its size is one turn's actions.
 */
export class TakeBackTrail<T> {
  private steps: TakeBackStep<T>[] = [];

  /** An action was applied (accepted, or a move whose first steps stand). */
  push(before: GameState, action: Action, after: GameState, events: readonly GameEvent[], tag: T): void {
    const barrier = barrierOf(before, action, after, events);
    if (barrier) this.steps.length = 0;
    this.steps.push({ before, action, actor: actorOf(before, action), barrier, tag });
  }

  /** The last action, if it may be taken back by `player` now, or why not. */
  check(
    player: PlayerId | null,
    rule: TakeBackRule | undefined,
  ): { ok: true; step: TakeBackStep<T> } | { ok: false; error: TakeBackRefusal } {
    return takeBackCheck(this.steps.at(-1), player, rule);
  }

  /** Takes the last action off the trail (after check said yes): its `before` is the position now. */
  pop(): TakeBackStep<T> {
    const s = this.steps.pop();
    if (!s || s.barrier) throw new Error('nothing to take back');
    return s;
  }

  get size(): number {
    return this.steps.length;
  }

  clear(): void {
    this.steps.length = 0;
  }
}

/**
 * Whether `player` may take back the step on top of a trail now. The rule: during his own turn, his
 * own actions, back to the start of the turn, as long as nothing was revealed since.
 */
export function takeBackCheck<T>(
  top: TakeBackStep<T> | undefined,
  player: PlayerId | null,
  rule: TakeBackRule | undefined,
): { ok: true; step: TakeBackStep<T> } | { ok: false; error: TakeBackRefusal } {
  if (rule === 'final')
    return {
      ok: false,
      error: { code: 'TAKE_BACKS_OFF', params: {}, message: 'this game was started with moves that are final' },
    };
  if (!top || top.actor !== player || top.barrier?.code === 'TURN_OVER')
    return {
      ok: false,
      error: { code: 'NOTHING_TO_TAKE_BACK', params: {}, message: 'nothing played this turn is left to take back' },
    };
  if (top.barrier) return { ok: false, error: top.barrier };
  return { ok: true, step: top };
}
