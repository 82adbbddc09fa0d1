import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
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
});

/** The screen's code (renderer/src, .ts and .svelte) but the string tables themselves. */
function screenCode(): string {
  const root = join(__dirname, '../../../renderer/src');
  const tables = new Set(['i18n/en.ts', 'i18n/fr.ts', 'i18n/teach.ts'].map((f) => join(root, f)));
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const f = join(dir, n);
      if (statSync(f).isDirectory()) return walk(f);
      return /\.(ts|svelte)$/.test(n) && !tables.has(f) ? [f] : [];
    });
  return walk(root)
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
}

/**
 * Keys nothing on the screen says yet, each naming something it does not say and could (a decision for the
 * screen's owner, not a use to invent here). A key that falls out of use must be removed or listed here.
 */
const NOT_SAID: string[] = [];

describe('UI strings in use', () => {
  it('every key is said by the screen: written out in its code, or built there from its start (`piece.${kind}`)', () => {
    const code = screenCode();
    // the fixed start of each key built at run time: the text of a template literal before its first ${
    const starts = [...code.matchAll(/`([\w.]+)\$\{/g)].map((m) => m[1]!);
    const said = (k: string) =>
      [`'${k}'`, `"${k}"`, `\`${k}\``].some((q) => code.includes(q)) || starts.some((s) => k.startsWith(s));
    const unsaid = Object.keys(en).filter((k) => !said(k) && !NOT_SAID.includes(k));
    expect(unsaid).toEqual([]);
    // and the list holds only keys there are, that nothing says yet
    for (const k of NOT_SAID) {
      expect(en, k).toHaveProperty([k]);
      expect(said(k), `${k} is said now: take it off the list`).toBe(false);
    }
  });
});

describe('French typography and grammar (issue 11, point 11)', () => {
  const frenchStrings = async () => {
    const { teachFr } = await import('../../../renderer/src/i18n/teach');
    return [...Object.entries(fr), ...Object.entries(teachFr)];
  };
  it('a no-break space before : and a narrow one before ; ! ?, never a plain space or none', async () => {
    for (const [k, v] of await frenchStrings()) {
      expect(v, k).not.toMatch(/ [:;!?](\s|$)/);
      expect(v, k).not.toMatch(/[\p{L}\d)»}][;!?](\s|$)/u);
      expect(v, k).not.toMatch(/\p{L}:(\s|$)/u);
      expect(v, k).not.toMatch(/« | »/);
    }
  });
  it('plurals: French takes the singular for 0 and 1, English for 1', async () => {
    const { fill } = await import('../../../renderer/src/lib/format');
    expect(fill(fr['action.confirmEndTurn'], { ap: 0 }, 'fr')).toBe('Finir votre tour avec 0 PA restant\u202f?');
    expect(fill(fr['action.confirmEndTurn'], { ap: 1 }, 'fr')).toBe('Finir votre tour avec 1 PA restant\u202f?');
    expect(fill(fr['action.confirmEndTurn'], { ap: 7 }, 'fr')).toBe('Finir votre tour avec 7 PA restants\u202f?');
    expect(fill(en['header.deck'], { n: 1 }, 'en')).toBe('1 card left');
    expect(fill(en['header.deck'], { n: 0 }, 'en')).toBe('0 cards left');
    expect(fill(fr['header.deck'], { n: 0 }, 'fr')).toBe('0 carte restante');
  });
  it('elision once the names are in: d’Alice, qu’Ernest, but de Bob', async () => {
    const { elideFrench, fill } = await import('../../../renderer/src/lib/format');
    expect(elideFrench(fill(fr['readout.underFire'], { players: 'Alice' }, 'fr'))).toBe('sous le feu d’Alice');
    expect(elideFrench(fill(fr['pause.hidden'], { name: 'Ernest' }, 'fr'))).toContain('jusqu’à ce qu’Ernest reprenne');
    expect(elideFrench(fill(fr['readout.underFire'], { players: 'Bob' }, 'fr'))).toBe('sous le feu de Bob');
    expect(elideFrench('la partie de Hugo')).toBe('la partie de Hugo');
  });
  it('no participle that cannot agree with a feminine piece in the log (la pondeuse déployée)', () => {
    expect(fr['log.deployed']).not.toMatch(/déployé/);
    expect(fr['log.movedStuck']).not.toMatch(/bloqué\b/);
    expect(fr['piece.stuck.f']).toBe('bloquée par la marée');
  });
});
