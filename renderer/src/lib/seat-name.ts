// A seat's name on the new-game screen. Until the player types one or picks a profile, a seat is named after
// its colour, in the language the screen speaks now: a default name follows a change of language (and of
// colour); a name he typed never changes. Pure.
import { translate, type Lang } from '../i18n/translate';

/** What the player gave the seat (typed, or a profile's name); null while he has given none. */
export type GivenName = string | null;

/** The seat's name as shown and sent: the given name, or its colour's name in `lang`. */
export function seatName(given: GivenName, colour: string, lang: Lang): string {
  return given ?? translate(lang, `color.${colour}`);
}
