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

describe('one source for lists (issue 27)', () => {
  it('the refusal tables join in a language through the same words', async () => {
    const { listIn } = await import('../../../renderer/src/lib/list-words');
    const { list } = await import('../../../renderer/src/i18n/refusal-words');
    expect(listIn(['5,6', '7,8', '9,9'], 'fr')).toBe('5,6, 7,8 et 9,9');
    expect(list(['Ada', 'Léon'], 'en')).toBe('Ada and Léon');
  });
  it('a choice joins the last two with the language’s "or" (whose fire shuts a way: "Ann’s or Bob’s")', async () => {
    const { choiceIn } = await import('../../../renderer/src/lib/list-words');
    expect(choiceIn([], 'en')).toBe('');
    expect(choiceIn(['Ada'], 'fr')).toBe('Ada');
    expect(choiceIn(['Ada’s', 'Léon’s'], 'en')).toBe('Ada’s or Léon’s');
    expect(choiceIn(['de Ada', 'de Léon', 'de Zoé'], 'fr')).toBe('d’Ada, de Léon ou de Zoé');
  });
  it('no file of the screen but lib/list-words.ts joins a list’s last two words itself', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const path = await import('node:path');
    const root = path.resolve(__dirname, '../../../renderer/src');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => {
        const f = path.join(dir, n);
        return statSync(f).isDirectory() ? files(f) : /\.(ts|svelte)$/.test(n) ? [f] : [];
      });
    const dictionaries = ['en.ts', 'fr.ts'].map((n) => path.join(root, 'i18n', n));
    const joiners = files(root).filter(
      (f) => !dictionaries.includes(f) && /slice\(0, -1\)\.join\(|'(debrief|list)\.and'/.test(readFileSync(f, 'utf8')),
    );
    expect(joiners.map((f) => path.relative(root, f))).toEqual(['lib/list-words.ts']);
  });
});
