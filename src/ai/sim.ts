// A simulated turn: the state after the actions planned so far, played through the engine's one door.
import { apply, type Action, type GameState, type PlayerId } from '../engine/index.js';
import type { Reason } from './reason.js';
import { World } from './world.js';

export class Sim {
  actions: Action[] = [];
  /** Why each action was played (the same length as `actions`). */
  reasons: Reason[] = [];
  private cached: World | null = null;
  constructor(
    public state: GameState,
    readonly me: PlayerId,
  ) {}
  step(a: Action, reason: Reason = { task: 'random', goal: null }): boolean {
    const r = apply(this.state, a);
    if (!r.ok) return false;
    this.state = r.state;
    this.actions.push(a);
    this.reasons.push(reason);
    this.cached = null;
    return true;
  }
  world(): World {
    return (this.cached ??= new World(this.state, this.me));
  }
}
