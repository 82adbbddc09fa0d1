import { describe, expect, it } from 'vitest';
import { LIFT_OFF_MS, liftOffPose } from '../../../renderer/src/lib/scene';

describe('liftOffPose', () => {
  it('gives the still picture at once when motion is off or reduced', () => {
    for (const speed of [0, -1, Number.NaN]) {
      const pose = liftOffPose(0, speed);
      expect(pose.done).toBe(true);
      expect(pose.shake).toBe(0);
      expect(pose.lift).toBeGreaterThan(0);
      expect(pose.flame).toBe(1);
    }
  });

  it('stays on the ground while the jets light, then climbs faster and faster to the top', () => {
    const ignition = liftOffPose(LIFT_OFF_MS * 0.1, 1);
    expect(ignition.lift).toBe(0);
    expect(ignition.flame).toBeGreaterThan(0.2);
    expect(ignition.flame).toBeLessThan(1);
    expect(ignition.done).toBe(false);
    const lifts = [0.4, 0.6, 0.8].map((f) => liftOffPose(LIFT_OFF_MS * f, 1).lift);
    expect(lifts[0]).toBeGreaterThan(0);
    expect(lifts[1]! - lifts[0]!).toBeLessThan(lifts[2]! - lifts[1]!);
    const end = liftOffPose(LIFT_OFF_MS * 1.5, 1);
    expect(end).toEqual({ lift: 1, flame: 1, shake: 0, done: true });
  });

  it('runs twice as fast at speed 2', () => {
    expect(liftOffPose(LIFT_OFF_MS / 2, 2)).toEqual(liftOffPose(LIFT_OFF_MS, 1));
    expect(liftOffPose(LIFT_OFF_MS * 0.3, 2).lift).toBe(liftOffPose(LIFT_OFF_MS * 0.6, 1).lift);
  });
});
