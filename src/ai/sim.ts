// A simulated turn: the state after the actions planned so far, played through the engine's one door.
import { apply, type Action, type GameState, type PlayerId } from '../engine/index.js';
import { World } from './world.js';

export class Sim {
  actions: Action[] = [];
  private cached: World | null = null;
  constructor(
    public state: GameState,
    readonly me: PlayerId,
  ) {}
  step(a: Action): boolean {
    const r = apply(this.state, a);
    if (!r.ok) return false;
    this.state = r.state;
    this.actions.push(a);
    this.cached = null;
    return true;
  }
  world(): World {
    return (this.cached ??= new World(this.state, this.me));
  }
}
