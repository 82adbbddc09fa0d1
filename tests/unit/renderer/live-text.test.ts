import { describe, expect, it } from 'vitest';
import { entriesToSay, lastSeq, nextLiveText } from '../../../renderer/src/lib/live-text';

describe('the live region', () => {
  it('says a new sentence as it is', () => {
    expect(nextLiveText('', 'Out of range.')).toBe('Out of range.');
    expect(nextLiveText('Moved.', 'Out of range.')).toBe('Out of range.');
  });

  it('changes its text for the same sentence twice in a row, so that it is said again', () => {
    const once = nextLiveText('', 'Out of range.');
    const twice = nextLiveText(once, 'Out of range.');
    const thrice = nextLiveText(twice, 'Out of range.');
    expect(twice).not.toBe(once);
    expect(thrice).not.toBe(twice);
    // what is heard is the same sentence
    for (const s of [once, twice, thrice]) expect(s.replace(/\u200b/g, '')).toBe('Out of range.');
  });

  it('reads out the log lines after the last one said, never what a seat finds when he sits down', () => {
    const log = [{ seq: 3 }, { seq: 4 }, { seq: 5 }];
    expect(entriesToSay(log, null)).toEqual([]);
    expect(entriesToSay(log, 3)).toEqual([{ seq: 4 }, { seq: 5 }]);
    expect(entriesToSay(log, 5)).toEqual([]);
    expect(lastSeq(log)).toBe(5);
    expect(lastSeq([])).toBe(-1);
  });
});
