// The planet scene's motion, kept out of the canvas code so it can be tested: where the end screen's astronef is
// while it lifts off, given the time since the screen opened and the animation speed the settings allow.

/** How long the lift-off lasts at speed 1 (ignition, then the climb). */
export const LIFT_OFF_MS = 2600;
/** Share of the lift-off spent on the ground, jets lighting, before the craft leaves. */
const IGNITION = 0.25;
/** Where a still picture (motion off or reduced) shows the craft: clear of the ground, jets lit. */
const STILL_LIFT = 0.6;

export interface LiftOffPose {
  /** 0 on the ground, 1 at the top of its climb. */
  lift: number;
  /** Length of the jets' flames, 0 (off) to 1 (full thrust). */
  flame: number;
  /** Sideways tremble of the hull during ignition, in units of the piece's size. */
  shake: number;
  /** True once nothing moves any more: the animation loop can stop. */
  done: boolean;
}

/**
 * The astronef's pose `elapsedMs` after the end screen opened. `speed` is the effective animation speed
 * (`effectiveSpeed`: 0 when the settings turn motion off or the system asks for reduced motion), which gives
 * the still picture at once.
 */
export function liftOffPose(elapsedMs: number, speed: number): LiftOffPose {
  if (!(speed > 0)) return { lift: STILL_LIFT, flame: 1, shake: 0, done: true };
  const t = Math.min(1, Math.max(0, (elapsedMs * speed) / LIFT_OFF_MS));
  if (t < IGNITION) {
    const k = t / IGNITION;
    return { lift: 0, flame: 0.2 + 0.8 * k, shake: Math.sin(elapsedMs / 23) * 0.04 * k, done: false };
  }
  const k = (t - IGNITION) / (1 - IGNITION);
  // it leaves slowly and gathers speed, as a heavy craft does
  return { lift: k * k, flame: 1, shake: 0, done: t >= 1 };
}
