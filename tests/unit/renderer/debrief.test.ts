// The debrief's turning points in words, English and French (renderer/src/lib/debrief.ts).
import { describe, expect, it } from 'vitest';
import { signed, swingWords, turningWords } from '../../../renderer/src/lib/debrief';
import { translate } from '../../../renderer/src/i18n/translate';
import type { TurningPoint } from '../../../src/host/contract';

const names = (lang: 'en' | 'fr') => ({
  lang,
  player: (id: string | null | undefined) => ({ a: 'Ann', b: 'Bob', c: 'Cy' })[id as 'a'] ?? '?',
});
const tr = (lang: 'en' | 'fr') => (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
const point = (p: Partial<TurningPoint>): TurningPoint => ({
  seq: 10,
  turn: 7,
  kind: 'shot',
  player: 'a',
  pieces: [],
  swing: 4.7,
  deltas: { a: 0, b: -4.7 },
  ...p,
});

describe('a turning point in words', () => {
  it('a shot, with the ore it cost', () => {
    const tp = point({ pieces: [{ id: 'b.barge', type: 'barge', owner: 'b', ore: 3, cargo: 0 }] });
    expect(turningWords(tp, tr('en'), names('en'))).toBe('Ann destroys Bob’s barge with 3 ore aboard');
    expect(turningWords(tp, tr('fr'), names('fr'))).toBe('Ann détruit la barge de Bob avec 3 minerais à bord');
    expect(swingWords(tp, names('fr'))).toBe('Bob −4,7');
  });
  it('a capture of two pieces, an astronef taken, a piece lost to the tide', () => {
    const two = point({
      kind: 'capture',
      pieces: [
        { id: 'b.crab', type: 'crab', owner: 'b', ore: 0, cargo: 0 },
        { id: 'b.tank1', type: 'tank', owner: 'b', ore: 0, cargo: 0 },
      ],
    });
    expect(turningWords(two, tr('en'), names('en'))).toBe('Ann captures Bob’s crab and Bob’s tank');
    expect(turningWords(two, tr('fr'), names('fr'))).toBe('Ann capture le crabe de Bob et le char de Bob');
    const taken = point({
      kind: 'astronefTaken',
      pieces: [{ id: 'b.astronef', type: 'astronef', owner: 'b', ore: 9, cargo: 4 }],
    });
    expect(turningWords(taken, tr('en'), names('en'))).toBe('Ann takes Bob’s astronef');
    expect(turningWords(taken, tr('fr'), names('fr'))).toBe('Ann prend l’astronef de Bob');
    const tide = point({
      kind: 'lost',
      cause: 'tide',
      player: 'c',
      pieces: [{ id: 'c.crab', type: 'crab', owner: 'c', ore: 1, cargo: 0 }],
    });
    expect(turningWords(tide, tr('en'), names('en'))).toBe('Cy’s crab with 1 ore aboard lost to the tide');
  });
  it('turn 21’s choices', () => {
    const tp = point({
      kind: 'liftOff',
      turn: 21,
      choices: [
        { player: 'a', choice: 'leave' },
        { player: 'b', choice: 'stay' },
        { player: 'c', choice: 'stay' },
      ],
    });
    expect(turningWords(tp, tr('en'), names('en'))).toBe(
      'Turn 21’s choices: Ann leaves now; Bob and Cy stay to turn 25',
    );
    expect(turningWords(tp, tr('fr'), names('fr'))).toBe(
      'Choix du tour 21\u00a0: Ann décolle maintenant\u202f; Bob et Cy restent jusqu’au tour 25',
    );
  });
  it('signed points', () => {
    expect(signed(4.75, 'en')).toBe('+4.8');
    expect(signed(-2, 'fr')).toBe('−2');
  });
});
