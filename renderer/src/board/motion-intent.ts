// The action this screen just sent, kept until the board sees the pieces it changed: its path, shooters and
// target are what the animation needs and the new positions alone do not tell. Taken once; stale after 5 s.
import type { Action } from '../../../src/engine/types';

const STALE_MS = 5000;
let pending: { action: Action; at: number } | null = null;

/** Called as an action is sent (null when it was refused: nothing to animate). */
export function noteIntent(action: Action | null): void {
  pending = action ? { action, at: Date.now() } : null;
}

export function takeIntent(): Action | null {
  const p = pending;
  pending = null;
  return p && Date.now() - p.at <= STALE_MS ? p.action : null;
}
