import { describe, expect, it } from 'vitest';
import { REPEAT_MS, SoundGate, effectForAction } from '../../../renderer/src/lib/sound-gate';

const on = { muted: false, volume: 0.6, handOffUp: false };

describe('sound gate', () => {
  it('plays at the volume setting, and nothing when muted or at volume 0', () => {
    expect(new SoundGate().decide('shot', on, 0)).toEqual({ play: true, gain: 0.6 });
    expect(new SoundGate().decide('shot', { ...on, muted: true }, 0).play).toBe(false);
    expect(new SoundGate().decide('shot', { ...on, volume: 0 }, 0).play).toBe(false);
  });

  it('plays only the hand-off sound while the hand-off screen is up', () => {
    const g = new SoundGate();
    for (const e of ['move', 'shot', 'tide', 'lowTime', 'timeUp'] as const)
      expect(g.decide(e, { ...on, handOffUp: true }, 0).play).toBe(false);
    expect(g.decide('handoff', { ...on, handOffUp: true }, 0).play).toBe(true);
  });

  it('merges an effect repeated at once, not one repeated later', () => {
    const g = new SoundGate();
    expect(g.decide('move', on, 1000).play).toBe(true);
    expect(g.decide('move', on, 1000 + REPEAT_MS - 1).play).toBe(false);
    expect(g.decide('load', on, 1000 + 1).play).toBe(true);
    expect(g.decide('move', on, 1000 + REPEAT_MS + 5).play).toBe(true);
  });

  it('names the effect of each action', () => {
    expect(effectForAction({ type: 'move', piece: 'a', path: [[1, 1]] })).toBe('move');
    expect(effectForAction({ type: 'load', carrier: 'a', item: 'b' })).toBe('load');
    expect(effectForAction({ type: 'build', pondeuse: 'a', kind: 'tank', to: [1, 1] })).toBe('build');
    expect(effectForAction({ type: 'fire', shooters: ['a', 'b'], target: [1, 1] })).toBe('shot');
    expect(effectForAction({ type: 'capture', captors: ['a', 'b'], target: 'c' })).toBe('capture');
    expect(effectForAction({ type: 'endTurn' })).toBe(null);
  });
});
