// What the header's clock says when it does not count (issue 27): held while the player is shown the tide card
// or the others' turns, it says "Waiting", not "Paused" (play goes on: his first move starts it).
import { describe, expect, it } from 'vitest';
import { clockHold } from '../../../renderer/src/lib/clock-hold';

describe('the clock when it does not count', () => {
  it('running: nothing said', () => {
    expect(clockHold({ paused: false, reasons: [] })).toBe(null);
  });
  it('held only for what the player is shown: it waits for him', () => {
    expect(clockHold({ paused: true, reasons: ['shown'] })).toBe('shown');
  });
  it('any other reason, alone or with it: paused', () => {
    expect(clockHold({ paused: true, reasons: ['player'] })).toBe('paused');
    expect(clockHold({ paused: true, reasons: ['modal', 'shown'] })).toBe('paused');
  });
});
