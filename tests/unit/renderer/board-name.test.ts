import { describe, expect, it } from 'vitest';
import { boardName } from '../../../renderer/src/lib/board-name';

describe('a board named in the screen’s language', () => {
  it('a generated board by what it is, in English and in French', () => {
    const untitled = (source: Parameters<typeof boardName>[0]['source']) => ({ title: '', source });
    expect(boardName(untitled({ kind: 'original' }), 'en')).toBe('Full Metal Planète original board');
    expect(boardName(untitled({ kind: 'original' }), 'fr')).toBe('Plateau original de Full Metal Planète');
    expect(boardName(untitled({ kind: 'folded', side: 'right' }), 'fr')).toBe(
      'Le plateau original, volet droit rabattu',
    );
    expect(boardName(untitled({ kind: 'modular', seed: 7, modules: 19 }), 'en')).toBe(
      'Modular board, 19 modules, seed 7',
    );
    expect(boardName(untitled({ kind: 'planet', seed: 12 }), 'en')).toBe('Generated planet, seed 12');
    expect(boardName(untitled({ kind: 'planet', seed: 12 }), 'fr')).toBe('Planète générée, graine 12');
  });
  it('the name its maker gave it as written; none at all, untitled', () => {
    expect(boardName({ title: 'Crater bay', source: { kind: 'planet', seed: 12 } }, 'fr')).toBe('Crater bay');
    expect(boardName({ title: '', source: null }, 'en')).toBe('Untitled board');
    expect(boardName({ title: '', source: null }, 'fr')).toBe('Plateau sans nom');
  });
});
