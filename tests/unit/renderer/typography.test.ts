// Every sentence of the screen as a careful typographer writes it (issue 27, point 11), wherever it is kept:
// the dictionaries (en.ts, fr.ts), the teaching strings, the rules reference, the shortcuts, the lessons' and
// the puzzles' texts. French: a no-break space before « : » and a narrow one before « ; ! ? », no-break spaces
// inside « », contractions (du, au, des, aux) and elisions (qu’il, d’un, l’eau) made. Both languages: the
// typographic apostrophe ’ (the texts use it throughout; a straight one looks like a typo beside it). English: a
// player is "they", never "he".
// The refusal tables are checked sentence by sentence in refusals.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../../renderer/src/i18n/en';
import { fr } from '../../../renderer/src/i18n/fr';
import { teachEn, teachFr } from '../../../renderer/src/i18n/teach';
import { RULES } from '../../../renderer/src/content/rules';
import * as shortcuts from '../../../renderer/src/content/shortcuts';

const ROOT = path.resolve(__dirname, '../../..');

/** Every {en, fr} pair (strings or lists of strings) found in a value, with where it is. */
function pairs(v: unknown, where: string, out: [string, 'en' | 'fr', string][] = []): [string, 'en' | 'fr', string][] {
  if (!v || typeof v !== 'object') return out;
  const o = v as Record<string, unknown>;
  for (const lang of ['en', 'fr'] as const) {
    const x = o[lang];
    if (typeof x === 'string' && ('en' in o || 'fr' in o)) out.push([where, lang, x]);
    if (Array.isArray(x) && x.every((s) => typeof s === 'string'))
      x.forEach((s: string, i) => out.push([`${where}.${i}`, lang, s]));
  }
  for (const [k, x] of Object.entries(o)) if (typeof x === 'object') pairs(x, `${where}.${k}`, out);
  return out;
}

function jsonTexts(dir: string): [string, 'en' | 'fr', string][] {
  const abs = path.join(ROOT, dir);
  return readdirSync(abs)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => pairs(JSON.parse(readFileSync(path.join(abs, f), 'utf8')), `${dir}/${f}`));
}

const ALL: [string, 'en' | 'fr', string][] = [
  ...Object.entries(en).map(([k, s]) => [k, 'en', s] as [string, 'en', string]),
  ...Object.entries(fr).map(([k, s]) => [k, 'fr', s] as [string, 'fr', string]),
  ...Object.entries(teachEn).map(([k, s]) => [`teach.${k}`, 'en', s] as [string, 'en', string]),
  ...Object.entries(teachFr).map(([k, s]) => [`teach.${k}`, 'fr', s] as [string, 'fr', string]),
  ...pairs(RULES, 'rules'),
  ...pairs(shortcuts, 'shortcuts'),
  ...jsonTexts('assets/lessons'),
  ...jsonTexts('assets/puzzles'),
];
const FRENCH = ALL.filter(([, lang]) => lang === 'fr');

/** A French plural template's {n?one|many} and placeholders are not punctuation. */
const prose = (s: string) => s.replace(/\{[^}]*\}/g, 'X');

describe('typography of every sentence (issue 27, point 11)', () => {
  it('reads every source: the dictionaries, teaching, rules reference, lessons and puzzles', () => {
    const where = new Set(ALL.map(([w]) => w.split(/[./]/)[0]));
    expect([...where]).toEqual(expect.arrayContaining(['rules', 'assets', 'teach', 'shortcuts']));
    expect(FRENCH.filter(([w]) => w.startsWith('rules')).length).toBeGreaterThan(80);
    expect(FRENCH.filter(([w]) => w.startsWith('assets/lessons')).length).toBeGreaterThan(30);
  });

  it('French: a no-break space before « : », a narrow one before « ; ! ? », none plain or missing; « » spaced', () => {
    for (const [where, , s] of FRENCH) {
      const p = prose(s);
      expect(p, where).not.toMatch(/ [:;!?](\s|$)/);
      expect(p, where).not.toMatch(/[\p{L}\d)»][;!?](\s|$)/u);
      expect(p, where).not.toMatch(/\p{L}:(\s|$)/u);
      expect(p, where).not.toMatch(/«[^\u00a0\u202f]|[^\u00a0\u202f]»/);
    }
  });

  it('French: contractions and elisions made (du, au, qu’il, d’un, l’eau), never « de le char », « que il »', () => {
    const nouns =
      'char|chars|crabe|crabes|ponton|pontons|gros tas|minerai|minerais|tour|tours|marais|récif|récifs|plateau|joueur|joueurs|pode|podes|tir|tirs|prochain|premier|dernier|feu';
    const contraction = new RegExp(`(^|[^\\p{L}])(de|à) (le|les) (${nouns})\\b`, 'iu');
    const elision =
      /(^|[^\p{L}])(de|que|ne|le|la|se|jusque|lorsque|puisque) (un|une|il|ils|elle|elles|on|eau|autre|autres|abord|astronef|astronefs|engin|engins|ennemi|ennemis|en|y|est|ont|a|arrive|atteint|île|ordinateur|équipe|escorte|un des)(?![\p{L}’])/iu;
    const si = /(^|[^\p{L}])si (il|ils)(?!\p{L})/iu;
    for (const [where, , s] of FRENCH) {
      expect(s, where).not.toMatch(contraction);
      expect(s, where).not.toMatch(elision);
      expect(s, where).not.toMatch(si);
    }
  });

  it('French says « vous » to the player everywhere, never « tu »', () => {
    for (const [where, , s] of FRENCH) expect(s, where).not.toMatch(/(^|[^\p{L}])(tu|toi|ton|ta|tes|t’)(?![\p{L}])/iu);
  });

  it('English speaks of a player as "they" (their turn, their seat), never as "he": players are not all men', () => {
    for (const [where, lang, s] of ALL) if (lang === 'en') expect(s, where).not.toMatch(/\b(he|his|him|himself)\b/i);
  });

  it('no screen writes a colon after its words itself: a label and its value go through common.labelled', () => {
    const svelte = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? svelte(path.join(dir, e.name)) : e.name.endsWith('.svelte') ? [path.join(dir, e.name)] : [],
      );
    for (const f of svelte(path.join(ROOT, 'renderer/src'))) {
      const markup = readFileSync(f, 'utf8')
        .replace(/<script[\s\S]*?<\/script>/g, '')
        .replace(/<style[\s\S]*?<\/style>/g, '');
      expect(markup, path.relative(ROOT, f)).not.toMatch(/\}[:;!?] \{|\)\}[:;!?]\s/);
    }
  });

  it('both languages: the typographic apostrophe ’, never a straight one inside a word', () => {
    for (const [where, lang, s] of ALL) expect(s, `${where} (${lang})`).not.toMatch(/\p{L}'\p{L}/u);
  });
});
