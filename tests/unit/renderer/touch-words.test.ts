// The hints speak of the hand the player uses (issue 27, point 5): "Tap…" after a finger, "Click…" after a mouse.
import { describe, expect, it } from 'vitest';
import { en } from '../../../renderer/src/i18n/en';
import { fr } from '../../../renderer/src/i18n/fr';
import { forInput } from '../../../renderer/src/lib/touch-words';

const has = (k: string) => k in en;

describe('the hints by the hand used last', () => {
  it('a finger gets the touch wording, the sentence that follows too; a mouse keeps the words', () => {
    const w = { key: 'hint.move', then: { key: 'hint.loadChoice' } };
    expect(forInput(w, true, has)).toEqual({ key: 'hint.move.touch', then: { key: 'hint.loadChoice.touch' } });
    expect(forInput(w, false, has)).toBe(w);
    // a hint with no touch wording keeps its own (it names no hand)
    expect(forInput({ key: 'hint.deploy' }, true, has)).toEqual({ key: 'hint.deploy' });
    expect(forInput(null, true, has)).toBeNull();
  });

  it('every hint that says click has a touch wording that says tap, in English and French', () => {
    const clicks = Object.entries(en).filter(([k, v]) => k.startsWith('hint.') && /\bclick/i.test(v as string));
    expect(clicks.length).toBeGreaterThan(10);
    for (const [k] of clicks) {
      const touch = `${k}.touch` as keyof typeof en;
      expect(en[touch], k).toMatch(/\btap/i);
      expect(en[touch], k).not.toMatch(/\bclick|Enter|Esc|\(\w\)/i);
      expect(fr[touch as keyof typeof fr], k).toMatch(/\btouch/i);
      expect(fr[touch as keyof typeof fr], k).not.toMatch(/\bclique|\bclic\b|Entrée|Échap|\(\w\)/i);
    }
  });
});
