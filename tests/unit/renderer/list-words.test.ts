// A list in a sentence, as each language writes it (issue 27, point 11): "a, b and c", « a, b et c ».
import { describe, expect, it } from 'vitest';
import { en } from '../../../renderer/src/i18n/en';
import { fr } from '../../../renderer/src/i18n/fr';
import { fill } from '../../../renderer/src/lib/format';
import { listWords } from '../../../renderer/src/lib/list-words';
import { eventText } from '../../../renderer/src/lib/logtext';

const tr = (lang: 'en' | 'fr') => (key: string, params?: Record<string, unknown>) =>
  fill((lang === 'fr' ? fr : en)[key as keyof typeof en] ?? key, params, lang);

describe('lists in sentences', () => {
  it('joins the last two with the language’s "and"', () => {
    expect(listWords([], tr('en'))).toBe('');
    expect(listWords(['Ada'], tr('fr'))).toBe('Ada');
    expect(listWords(['Ada', 'Léon'], tr('en'))).toBe('Ada and Léon');
    expect(listWords(['le char', 'la barge', 'le crabe'], tr('fr'))).toBe('le char, la barge et le crabe');
  });
  it('the log says what a shot destroyed as a list', () => {
    const names = { player: (id: string | null | undefined) => id ?? '', piece: (id: string) => `«${id}»` };
    const e = { type: 'destroyed', pieces: ['t1', 't2', 'b1'] } as unknown as Parameters<typeof eventText>[0];
    expect(eventText(e, null, tr('fr'), names)).toBe('Destruction\u00a0: «t1», «t2» et «b1»');
    expect(eventText(e, null, tr('en'), names)).toMatch(/«t1», «t2» and «b1»/);
  });
});
