// What the refusal tables share: the types of an entry and its cases, and the small helpers their sentences
// use (a hex, French no-break spaces, a list, the names of types, terrains, tides and phases).
import type { Hex, NarrowWhy, Reason, RefusalParams, RefusalWhy } from '../../../src/host/contract';
import type { SectionId } from '../content/rules';
import type { Language } from '../../../src/shared/lists';
import { choiceIn, listIn } from '../lib/list-words';

export type Lang = Language;

/** How the screen names pieces and players (defaults: the raw ids). */
export interface RefusalCtx {
  piece?: (id: string) => string;
  player?: (id: string) => string;
  /** The type of a piece ('ore', 'tank'...), when the screen knows it. */
  type?: (id: string) => string | undefined;
}
export type Ctx = Required<RefusalCtx>;

export type Say<P> = (p: P, c: Ctx) => string;
/** One case: a sentence in each language, and the rules section when it is not its code's. */
export interface RefusalCase<P = never> {
  en: Say<P>;
  fr: Say<P>;
  section?: SectionId;
}
export type CasesOf<C extends Reason> = [RefusalWhy<C>] extends [never]
  ? { '': RefusalCase<RefusalParams[C]> }
  : { [W in RefusalWhy<C>]: RefusalCase<NarrowWhy<RefusalParams[C], W>> };
/** A code: its rules section, a general sentence (no or unknown `why`), and one sentence per case. */
export interface RefusalEntry<Cases> {
  section: SectionId;
  general: RefusalCase<Record<string, never>>;
  cases: Cases;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

export const hx = (h: Hex | undefined): string => (h ? `${h[0]},${h[1]}` : '?');
export const nb = (s: string) => s.replace(/~/g, '\u00a0');

/** A list in a sentence: the screen's one way (../lib/list-words.ts). */
export const list = (items: string[], lang: Lang): string => listIn(items, lang);
/** A choice in a sentence ("a, b or c"): the same place's other way. */
export const choice = (items: string[], lang: Lang): string => choiceIn(items, lang);

export const TYPE_NAMES: Record<Lang, Record<string, string>> = {
  en: {
    tank: 'tank',
    crab: 'crab',
    pontoon: 'pontoon',
    superTank: 'super tank',
    motorBoat: 'motor boat',
    barge: 'barge',
    pondeuse: 'pondeuse',
    ore: 'ore',
    astronef: 'astronef',
  },
  fr: {
    tank: 'char',
    crab: 'crabe',
    pontoon: 'ponton',
    superTank: 'gros tas',
    motorBoat: 'vedette',
    barge: 'barge',
    pondeuse: 'pondeuse',
    ore: 'minerai',
    astronef: 'astronef',
  },
};
export const TERRAIN_NAMES: Record<Lang, Record<string, string>> = {
  en: { plain: 'plain', sea: 'sea', marsh: 'marsh', reef: 'reef', mountain: 'mountain' },
  fr: { plain: 'plaine', sea: 'mer', marsh: 'marais', reef: 'récif', mountain: 'montagne' },
};
export const TIDE_NAMES: Record<Lang, Record<string, string>> = {
  en: { low: 'low tide', normal: 'normal tide', high: 'high tide' },
  fr: { low: 'marée basse', normal: 'marée normale', high: 'marée haute' },
};
export const PHASE_NAMES: Record<Lang, Record<string, string>> = {
  en: {
    landing: 'landing (turn 1)',
    deploy: 'deployment (turn 2)',
    liftoff: 'turn-21 lift-off choice',
    play: 'play',
    over: 'end of the game',
  },
  fr: {
    landing: 'l’atterrissage (tour 1)',
    deploy: 'le déploiement (tour 2)',
    liftoff: 'le choix de décollage du tour 21',
    play: 'la partie',
    over: 'la fin de la partie',
  },
};

/** The pieces French names in the feminine (la barge, la pondeuse, la vedette): the words about them agree. */
export const FEMININE_TYPES: ReadonlySet<string> = new Set(['barge', 'pondeuse', 'motorBoat']);

/**
 * French agreement with a piece named in a sentence, by its type when the screen knows it (else masculine):
 * `e` ends a participle (« détruit » / « détruite »), `il` and `le` are its pronouns.
 */
export function agree(c: Ctx, id: string | undefined): { e: string; il: string; le: string } {
  const t = id === undefined ? undefined : c.type(id);
  return t !== undefined && FEMININE_TYPES.has(t) ? { e: 'e', il: 'elle', le: 'la' } : { e: '', il: 'il', le: 'le' };
}

export const typeName = (lang: Lang, v: string) => TYPE_NAMES[lang][v] ?? v;
export const terrainName = (lang: Lang, v: string) => TERRAIN_NAMES[lang][v] ?? v;
export const tideName = (lang: Lang, v: string) => TIDE_NAMES[lang][v] ?? v;
export const phaseName = (lang: Lang, v: string) => PHASE_NAMES[lang][v] ?? v;

/** Where the destructors covering a hex stand: the engine's `covering` list, or the screen's own `shooters`. */
export function coveringAt(p: { covering?: { at: Hex }[]; shooters?: Hex[] }): string[] {
  const fromEngine = (p.covering ?? []).map((c) => hx(c.at));
  const fromScreen = (p.shooters ?? []).map(hx);
  return fromEngine.length ? fromEngine : fromScreen;
}
export function fireOn(
  p: { hex: Hex; by: string[]; covering?: { at: Hex }[] },
  c: Ctx,
  lang: Lang,
): { who: string; reach: string } {
  const by = p.by.map(c.player);
  const at = coveringAt(p as { covering?: { at: Hex }[]; shooters?: Hex[] });
  if (lang === 'en')
    return {
      who: by.length ? `${list(by, 'en')}’s` : 'enemy',
      reach: at.length ? `: destructors at ${list(at, 'en')} reach it` : '',
    };
  return {
    who: by.length ? `de ${list(by, 'fr')}` : 'ennemi',
    reach: at.length ? nb(` ~: les destructeurs en ${list(at, 'fr')} l’atteignent`) : '',
  };
}
