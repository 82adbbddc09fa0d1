// The take-backs' refusals in words, English and French; refusals.ts looks them up.
import type { TakeBackReason, TakeBackRefusal } from '../../../src/host/contract';
import { type Lang, type RefusalCase, type RefusalEntry } from './refusal-words';

const REVEALED_WHAT: Record<Lang, Record<string, string>> = {
  en: { forecast: 'a forecast card', liftOff: 'the turn-21 choices', tide: 'the tide', secondArmy: 'the second army' },
  fr: {
    forecast: 'une carte de prévision',
    liftOff: 'les choix du tour 21',
    tide: 'la marée',
    secondArmy: 'la seconde armée',
  },
};

type TakeBackParams<C extends TakeBackReason> = Extract<TakeBackRefusal, { code: C }>['params'];

/** Why game.takeBack refuses (src/engine/takeback.ts TakeBackReason): one case each. */
export const TAKE_BACK_REFUSALS: { [C in TakeBackReason]: RefusalEntry<{ '': RefusalCase<TakeBackParams<C>> }> } = {
  TAKE_BACKS_OFF: {
    section: 'turns',
    general: {
      en: () => 'Moves are final in this game (chosen when it was started): nothing can be taken back.',
      fr: () => 'Dans cette partie, les coups sont définitifs (choisi à sa création)~: rien ne peut être repris.',
    },
    cases: {
      '': {
        en: () => 'Moves are final in this game (chosen when it was started): nothing can be taken back.',
        fr: () => 'Dans cette partie, les coups sont définitifs (choisi à sa création)~: rien ne peut être repris.',
      },
    },
  },
  NOTHING_TO_TAKE_BACK: {
    section: 'turns',
    general: {
      en: () => 'Nothing of your turn is left to take back.',
      fr: () => 'Il ne reste rien de votre tour à reprendre.',
    },
    cases: {
      '': {
        en: () => 'Nothing of your turn is left to take back.',
        fr: () => 'Il ne reste rien de votre tour à reprendre.',
      },
    },
  },
  REVEALED: {
    section: 'turns',
    general: {
      en: () => 'That cannot be taken back: it showed something new.',
      fr: () => 'Impossible de le reprendre~: cela a dévoilé quelque chose de nouveau.',
    },
    cases: {
      '': {
        en: (p) => `That cannot be taken back: it showed ${REVEALED_WHAT.en[p.what] ?? 'something new'}.`,
        fr: (p) =>
          `Impossible de le reprendre~: cela a dévoilé ${REVEALED_WHAT.fr[p.what] ?? 'quelque chose de nouveau'}.`,
      },
    },
  },
  TURN_OVER: {
    section: 'turns',
    general: {
      en: () => 'That turn is over: the next one has begun.',
      fr: () => 'Ce tour est fini~: le suivant a commencé.',
    },
    cases: {
      '': {
        en: () => 'That turn is over: the next one has begun.',
        fr: () => 'Ce tour est fini~: le suivant a commencé.',
      },
    },
  },
};
