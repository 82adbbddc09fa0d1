// Which sound effect plays, and whether it plays at all: a small pure gate (mute, volume, the hand-off screen,
// repeats) and the effect of each action. The synthesis is in sound.ts.
import type { Action } from '../../../src/engine/types';

export type Effect = 'move' | 'load' | 'build' | 'shot' | 'capture' | 'tide' | 'handoff' | 'lowTime' | 'timeUp';
export const EFFECTS: readonly Effect[] = [
  'move',
  'load',
  'build',
  'shot',
  'capture',
  'tide',
  'handoff',
  'lowTime',
  'timeUp',
];

export interface SoundContext {
  /** The sound setting is off. */
  muted: boolean;
  /** 0..1 */
  volume: number;
  /** The hand-off screen is up: only the hand-off's own sound plays. */
  handOffUp: boolean;
}

/** The same effect again within this time is one sound, not two. */
export const REPEAT_MS = 90;

/** Decides whether an effect plays now, and how loud. Pure apart from remembering the last time of each effect. */
export class SoundGate {
  private last = new Map<Effect, number>();
  decide(effect: Effect, ctx: SoundContext, now: number): { play: boolean; gain: number } {
    const no = { play: false, gain: 0 };
    if (ctx.muted || !(ctx.volume > 0)) return no;
    if (ctx.handOffUp && effect !== 'handoff') return no;
    const before = this.last.get(effect);
    if (before !== undefined && now - before < REPEAT_MS) return no;
    this.last.set(effect, now);
    return { play: true, gain: Math.min(1, ctx.volume) };
  }
}

/** The effect of an action the player made (null: silent). */
export function effectForAction(a: Action): Effect | null {
  switch (a.type) {
    case 'move':
    case 'deploy':
    case 'land':
      return 'move';
    case 'load':
    case 'unload':
      return 'load';
    case 'build':
    case 'rebuildTower':
      return 'build';
    case 'fire':
      return 'shot';
    case 'capture':
      return 'capture';
    default:
      return null;
  }
}
