import { describe, expect, it } from 'vitest';
import { fill, formatClock, formatSeconds, parseSeconds } from '../../../renderer/src/lib/format';

describe('clock formatting', () => {
  it('shows mm:ss from 10 s up', () => {
    expect(formatClock(180_000)).toBe('03:00');
    expect(formatClock(240_000)).toBe('04:00');
    expect(formatClock(61_999)).toBe('01:01');
    expect(formatClock(10_000)).toBe('00:10');
    expect(formatClock(3_600_000)).toBe('60:00');
  });
  it('shows tenths under 10 s', () => {
    expect(formatClock(9_999)).toBe('00:09.9');
    expect(formatClock(9_400)).toBe('00:09.4');
    expect(formatClock(50)).toBe('00:00.0');
  });
  it('never goes negative', () => {
    expect(formatClock(-5)).toBe('00:00.0');
    expect(formatClock(Number.NaN)).toBe('00:00.0');
  });
  it('formats and parses turn times', () => {
    expect(formatSeconds(240)).toBe('4:00');
    expect(parseSeconds('3:30')).toBe(210);
    expect(parseSeconds('90')).toBe(90);
    expect(parseSeconds('3:75')).toBeNull();
  });
  it('fills placeholders', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
