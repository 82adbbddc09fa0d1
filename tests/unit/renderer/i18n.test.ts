import { describe, expect, it } from 'vitest';
import { en } from '../../../renderer/src/i18n/en';
import { fr } from '../../../renderer/src/i18n/fr';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('UI strings', () => {
  it('English and French have the same keys', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });
  it('no string is empty and both languages use the same placeholders', () => {
    for (const k of Object.keys(en) as (keyof typeof en)[]) {
      expect(en[k].length, k).toBeGreaterThan(0);
      expect(fr[k].length, k).toBeGreaterThan(0);
      expect(placeholders(fr[k]), k).toEqual(placeholders(en[k]));
    }
  });
  it('every engine refusal reason has a sentence', () => {
    const reasons = ['WRONG_PHASE', 'NOT_YOUR_TURN', 'NOT_YOUR_PIECE', 'NOT_ENOUGH_AP', 'NOT_ADJACENT', 'OCCUPIED', 'TERRAIN', 'STUCK', 'UNDER_FIRE', 'OUT_OF_RANGE', 'NO_AMMO', 'NEEDS_TWO', 'INVALID_TARGET', 'CAPACITY', 'CANNOT_CARRY', 'BUILD_LIMIT', 'RESERVE_EMPTY', 'PONTOON_UNSUPPORTED', 'PODE_DESTROYED', 'TOWERS_STANDING', 'NOT_CAPTOR', 'RETREAT_OVER', 'MOUNTAIN_PAIR', 'BAD_INPUT'];
    for (const r of reasons) expect(en).toHaveProperty(`reason.${r}`);
  });
});
