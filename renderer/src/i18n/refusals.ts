// Every refusal explained, in English and French, from the refusal's code and parameters.
// The engine's params vary by the site that refuses (see src/engine/apply.ts and combat.ts), so each
// sentence uses what is there and degrades to a plain sentence when a parameter is missing.
// Each code also names the section of the rules reference (renderer/src/content/rules.ts) it comes from.
// Pure: no Svelte, no DOM.
import type { Reason } from '../../../src/engine/types';
import type { HostErrorCode, TakeBackReason } from '../../../src/host/contract';
import type { SectionId } from '../content/rules';

export type Lang = 'en' | 'fr';
type P = Record<string, unknown>;

/** How the screen names pieces and players (defaults: the raw ids). */
export interface RefusalCtx {
  piece?: (id: string) => string;
  player?: (id: string) => string;
  /** The type of a piece ('ore', 'tank'...), when the screen knows it. */
  type?: (id: string) => string | undefined;
}

type Say = (p: P, c: Required<RefusalCtx>) => string;
export interface RefusalEntry {
  en: Say;
  fr: Say;
  section: SectionId;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const isHex = (v: unknown): v is [number, number] => Array.isArray(v) && v.length === 2 && typeof v[0] === 'number' && typeof v[1] === 'number';
const hex = (v: unknown): string | undefined => (isHex(v) ? `${v[0]},${v[1]}` : undefined);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function list(items: string[], lang: Lang): string {
  if (items.length <= 1) return items[0] ?? '';
  const and = lang === 'fr' ? ' et ' : ' and ';
  return items.slice(0, -1).join(', ') + and + items[items.length - 1];
}

const TYPE_NAMES: Record<Lang, Record<string, string>> = {
  en: { tank: 'tank', crab: 'crab', pontoon: 'pontoon', superTank: 'super tank', motorBoat: 'motor boat', barge: 'barge', pondeuse: 'pondeuse', ore: 'ore', astronef: 'astronef' },
  fr: { tank: 'char', crab: 'crabe', pontoon: 'ponton', superTank: 'gros tas', motorBoat: 'vedette', barge: 'barge', pondeuse: 'pondeuse', ore: 'minerai', astronef: 'astronef' },
};
const TERRAIN_NAMES: Record<Lang, Record<string, string>> = {
  en: { plain: 'plain', sea: 'sea', marsh: 'marsh', reef: 'reef', mountain: 'mountain' },
  fr: { plain: 'plaine', sea: 'mer', marsh: 'marais', reef: 'récif', mountain: 'montagne' },
};
const TIDE_NAMES: Record<Lang, Record<string, string>> = {
  en: { low: 'low tide', normal: 'normal tide', high: 'high tide' },
  fr: { low: 'marée basse', normal: 'marée normale', high: 'marée haute' },
};
const PHASE_NAMES: Record<Lang, Record<string, string>> = {
  en: { landing: 'landing (turn 1)', deploy: 'deployment (turn 2)', liftoff: 'turn-21 lift-off choice', play: 'play', over: 'end of the game' },
  fr: { landing: 'l’atterrissage (tour 1)', deploy: 'le déploiement (tour 2)', liftoff: 'le choix de décollage du tour 21', play: 'la partie', over: 'la fin de la partie' },
};
const PODE_NAMES: Record<Lang, string> = { en: 'pode', fr: 'pode' };

const typeName = (lang: Lang, v: unknown) => (str(v) ? (TYPE_NAMES[lang][v as string] ?? (v as string)) : undefined);
const terrainName = (lang: Lang, v: unknown) => (str(v) ? (TERRAIN_NAMES[lang][v as string] ?? (v as string)) : undefined);
const tideName = (lang: Lang, v: unknown) => (str(v) ? (TIDE_NAMES[lang][v as string] ?? (v as string)) : undefined);

/** The piece a refusal is about: piece, item, then carrier. */
const subject = (p: P) => str(p.piece) ?? str(p.item);

// ---------------------------------------------------------------------------------------------
// The sentences

export const REFUSALS: Record<Reason, RefusalEntry> = {
  WRONG_PHASE: {
    section: 'turns',
    en: (p, c) => {
      if (p.variant === 'mining') return 'There is no combat in the mining game.';
      if (num(p.turn) !== undefined) return `Astronefs take off only on turn 21 (the secret choice) or during turn 25; this is turn ${num(p.turn)}.`;
      if (num(p.pending) !== undefined) return `Turn 21 begins with every player's secret lift-off choice (${num(p.pending)} still to choose).`;
      if (str(p.piece)) return `${c.piece(p.piece as string)} has already landed.`;
      if (p.phase === 'over') return 'The game is over.';
      if (str(p.phase)) return `That cannot be done during ${PHASE_NAMES.en[p.phase as string] ?? p.phase}.`;
      return 'That cannot be done at this moment of the game.';
    },
    fr: (p, c) => {
      if (p.variant === 'mining') return 'Il n’y a pas de combat dans la partie minière.';
      if (num(p.turn) !== undefined) return `Les astronefs ne décollent qu’au tour 21 (le choix secret) ou pendant le tour 25 ; nous sommes au tour ${num(p.turn)}.`;
      if (num(p.pending) !== undefined) return `Le tour 21 commence par le choix secret de décollage de chaque joueur (${num(p.pending)} doivent encore choisir).`;
      if (str(p.piece)) return `${c.piece(p.piece as string)} est déjà posé.`;
      if (p.phase === 'over') return 'La partie est finie.';
      if (str(p.phase)) return `Impossible pendant ${PHASE_NAMES.fr[p.phase as string] ?? p.phase}.`;
      return 'Impossible à ce moment de la partie.';
    },
  },
  NOT_YOUR_TURN: {
    section: 'turns',
    en: (p, c) =>
      str(p.active) ? `It is ${c.player(p.active as string)}'s turn, not ${str(p.player) ? c.player(p.player as string) + "'s" : 'yours'}.`
      : str(p.player) ? `${c.player(p.player as string)} is no longer playing.` : 'It is not your turn.',
    fr: (p, c) =>
      str(p.active) ? `C’est à ${c.player(p.active as string)} de jouer${str(p.player) ? `, pas à ${c.player(p.player as string)}` : ''}.`
      : str(p.player) ? `${c.player(p.player as string)} ne joue plus.` : 'Ce n’est pas votre tour.',
  },
  NOT_YOUR_PIECE: {
    section: 'colours',
    en: (p, c) => {
      const who = subject(p) ?? str(p.astronef);
      const w = who ? c.piece(who) : 'That piece';
      if (p.abandoned === true) return `${w} was abandoned when its astronef took off: nobody commands it.`;
      if (str(p.owner)) return `${w} obeys ${c.player(p.owner as string)}, not you.`;
      if (str(p.player) && str(p.astronef)) return `${c.player(p.player as string)} does not control ${c.piece(p.astronef as string)}.`;
      if (str(p.piece) && !('owner' in p)) return `${w} does not move by itself: it only travels carried.`;
      return `${w} is not yours to command.`;
    },
    fr: (p, c) => {
      const who = subject(p) ?? str(p.astronef);
      const w = who ? c.piece(who) : 'Cette pièce';
      if (p.abandoned === true) return `${w} a été abandonné au décollage de son astronef : personne ne le commande.`;
      if (str(p.owner)) return `${w} obéit à ${c.player(p.owner as string)}, pas à vous.`;
      if (str(p.player) && str(p.astronef)) return `${c.player(p.player as string)} ne contrôle pas ${c.piece(p.astronef as string)}.`;
      if (str(p.piece) && !('owner' in p)) return `${w} ne se déplace pas seul : il voyage uniquement transporté.`;
      return `${w} n’est pas à vous.`;
    },
  },
  NOT_ENOUGH_AP: {
    section: 'ap',
    en: (p) => {
      const cost = num(p.cost), left = num(p.left);
      if (cost !== undefined && left !== undefined) return `Not enough action points: this costs ${cost}, you have ${left} left.`;
      if (cost !== undefined) return `Not enough action points: this costs ${cost}.`;
      return 'Not enough action points left this turn.';
    },
    fr: (p) => {
      const cost = num(p.cost), left = num(p.left);
      if (cost !== undefined && left !== undefined) return `Pas assez de points d’action : il en faut ${cost}, il vous en reste ${left}.`;
      if (cost !== undefined) return `Pas assez de points d’action : il en faut ${cost}.`;
      return 'Plus assez de points d’action ce tour-ci.';
    },
  },
  NOT_ADJACENT: {
    section: 'moving',
    en: (p, c) => {
      if (hex(p.from) && hex(p.to)) return `${hex(p.to)} is not next to ${hex(p.from)}: a piece moves one hex at a time.`;
      if (num(p.step) !== undefined) return 'A barge moves by keeping one of its two hexes and taking one new hex next to it.';
      if (str(p.target) && str(p.piece)) return `${c.piece(p.piece as string)} is not in contact with ${c.piece(p.target as string)}: a captor must stand next to its target.`;
      if (str(p.pondeuse) && hex(p.hex)) return `${hex(p.hex)} is not next to ${c.piece(p.pondeuse as string)}: a pondeuse builds on a hex beside it.`;
      if (str(p.astronef)) return `${str(p.item) ? c.piece(p.item as string) : hex(p.hex) ?? 'That'} is not next to a pode of ${c.piece(p.astronef as string)}: pieces go in and out through the podes.`;
      if (str(p.carrier) && str(p.item)) return `${c.piece(p.item as string)} is not beside ${c.piece(p.carrier as string)}: loading is done between neighbours.`;
      if (str(p.carrier) && hex(p.hex)) return `${hex(p.hex)} is not next to ${c.piece(p.carrier as string)}: unload onto a neighbouring hex.`;
      if (Object.keys(p).length === 0) return 'A barge holds two hexes next to each other.';
      return 'Those hexes are not next to each other.';
    },
    fr: (p, c) => {
      if (hex(p.from) && hex(p.to)) return `${hex(p.to)} n’est pas voisin de ${hex(p.from)} : on avance d’un hexagone à la fois.`;
      if (num(p.step) !== undefined) return 'Une barge avance en gardant l’un de ses deux hexagones et en prenant un nouvel hexagone voisin.';
      if (str(p.target) && str(p.piece)) return `${c.piece(p.piece as string)} n’est pas au contact de ${c.piece(p.target as string)} : un capteur doit être à côté de sa cible.`;
      if (str(p.pondeuse) && hex(p.hex)) return `${hex(p.hex)} n’est pas à côté de ${c.piece(p.pondeuse as string)} : une pondeuse construit sur un hexagone voisin.`;
      if (str(p.astronef)) return `${str(p.item) ? c.piece(p.item as string) : hex(p.hex) ?? 'Cela'} n’est pas à côté d’un pode de ${c.piece(p.astronef as string)} : on entre et on sort par les podes.`;
      if (str(p.carrier) && str(p.item)) return `${c.piece(p.item as string)} n’est pas à côté de ${c.piece(p.carrier as string)} : on charge entre voisins.`;
      if (str(p.carrier) && hex(p.hex)) return `${hex(p.hex)} n’est pas à côté de ${c.piece(p.carrier as string)} : on décharge sur un hexagone voisin.`;
      if (Object.keys(p).length === 0) return 'Une barge occupe deux hexagones voisins.';
      return 'Ces hexagones ne sont pas voisins.';
    },
  },
  OCCUPIED: {
    section: 'moving',
    en: (p, c) => {
      if (p.pontoon === true) return `A pontoon stands on ${hex(p.hex) ?? 'that hex'}: boats and barges cannot pass it.`;
      if (str(p.item) && str(p.piece)) return `${c.piece(p.piece as string)} stands on that pontoon: it cannot be picked up.`;
      if (str(p.item)) return 'Something stands on that pontoon: it cannot be picked up.';
      if (hex(p.hex) && str(p.piece)) return `${hex(p.hex)} is taken by ${c.piece(p.piece as string)}: one piece per hex.`;
      if (hex(p.hex)) return `${hex(p.hex)} is taken already.`;
      return 'There is no free room there.';
    },
    fr: (p, c) => {
      if (p.pontoon === true) return `Un ponton est posé en ${hex(p.hex) ?? 'cet hexagone'} : vedettes et barges ne peuvent pas le franchir.`;
      if (str(p.item) && str(p.piece)) return `${c.piece(p.piece as string)} est sur ce ponton : on ne peut pas le ramasser.`;
      if (str(p.item)) return 'Quelque chose est sur ce ponton : on ne peut pas le ramasser.';
      if (hex(p.hex) && str(p.piece)) return `${hex(p.hex)} est occupé par ${c.piece(p.piece as string)} : une seule pièce par hexagone.`;
      if (hex(p.hex)) return `${hex(p.hex)} est déjà occupé.`;
      return 'Il n’y a pas de place libre là.';
    },
  },
  TERRAIN: {
    section: 'terrain',
    en: (p, c) => {
      if (p.superTank === true) return 'The super tank never goes on a mountain, not even carried.';
      if (p.edge === true) return `Keep one hex between the astronef and the edge of the board${hex(p.hex) ? ` (${hex(p.hex)} is on the edge)` : ''}.`;
      if (hex(p.at) && !hex(p.hex)) return 'The astronef must fit entirely on the board.';
      if (str(p.item) && hex(p.hex) && !str(p.terrain)) return `The ore on ${hex(p.hex)} is under water${p.tide ? ` at ${tideName('en', p.tide)}` : ''}: it cannot be picked up.`;
      if (p.terrain === 'sea' && !str(p.piece)) return 'Nothing can be put down at sea (except on a pontoon).';
      const t = terrainName('en', p.terrain);
      const who = str(p.piece) ? c.piece(p.piece as string) : 'This piece';
      if (t && hex(p.hex)) return `${who} cannot go on ${t} (${hex(p.hex)}) at this tide.`;
      if (hex(p.hex)) return `${who} cannot go on ${hex(p.hex)}.`;
      return 'That terrain is not passable for this piece at this tide.';
    },
    fr: (p, c) => {
      if (p.superTank === true) return 'Le gros tas ne va jamais sur une montagne, même transporté.';
      if (p.edge === true) return `Laissez un hexagone entre l’astronef et le bord du plateau${hex(p.hex) ? ` (${hex(p.hex)} est au bord)` : ''}.`;
      if (hex(p.at) && !hex(p.hex)) return 'L’astronef doit tenir entièrement sur le plateau.';
      if (str(p.item) && hex(p.hex) && !str(p.terrain)) return `Le minerai en ${hex(p.hex)} est sous l’eau${p.tide ? ` à ${tideName('fr', p.tide)}` : ''} : on ne peut pas le prendre.`;
      if (p.terrain === 'sea' && !str(p.piece)) return 'On ne pose rien en mer (sauf sur un ponton).';
      const t = terrainName('fr', p.terrain);
      const who = str(p.piece) ? c.piece(p.piece as string) : 'Cette pièce';
      if (t && hex(p.hex)) return `${who} ne peut pas aller en ${t} (${hex(p.hex)}) à cette marée.`;
      if (hex(p.hex)) return `${who} ne peut pas aller en ${hex(p.hex)}.`;
      return 'Ce terrain est impraticable pour cette pièce à cette marée.';
    },
  },
  STUCK: {
    section: 'tides',
    en: (p, c) => {
      const s = subject(p);
      const w = s ? c.piece(s) : 'That piece';
      if (strs(p.neutralising).length) return `${w} holds ${list(strs(p.neutralising).map(c.piece), 'en')} under its fire: it stays put this turn.`;
      if (str(p.carried)) return `${w} is carried by ${c.piece(p.carried as string)}: unload it first.`;
      if (hex(p.hex)) return `${w} stopped on ${hex(p.hex)}, a hex it cannot use at this tide: it can go no further.`;
      if (str(p.tide)) return `${w} is stranded or bogged at ${tideName('en', p.tide)}: it waits for the tide to change.`;
      return `${w} is stranded or bogged by the tide and cannot act.`;
    },
    fr: (p, c) => {
      const s = subject(p);
      const w = s ? c.piece(s) : 'Cette pièce';
      if (strs(p.neutralising).length) return `${w} tient ${list(strs(p.neutralising).map(c.piece), 'fr')} sous son feu : il reste sur place ce tour-ci.`;
      if (str(p.carried)) return `${w} est transporté par ${c.piece(p.carried as string)} : déchargez-le d’abord.`;
      if (hex(p.hex)) return `${w} s’est arrêté en ${hex(p.hex)}, un hexagone impraticable à cette marée : il ne peut pas aller plus loin.`;
      if (str(p.tide)) return `${w} est échoué ou embourbé à ${tideName('fr', p.tide)} : il attend que la marée change.`;
      return `${w} est échoué ou embourbé par la marée et ne peut rien faire.`;
    },
  },
  UNDER_FIRE: {
    section: 'neutralisation',
    en: (p, c) => {
      const by = strs(p.by).map(c.player);
      const shooters = coveringAt(p);
      const reach = shooters.length ? `: destructors at ${list(shooters, 'en')} reach it` : '';
      if (str(p.secondArrival)) return `${c.piece(p.secondArrival as string)} came under fire as a second arrival: it must shoot its way out first.`;
      const s = subject(p);
      if (s && hex(p.hex) && by.length) return `${c.piece(s)} stands under ${list(by, 'en')}'s fire: only a second arrival may shoot from there.`;
      if (s) return `${c.piece(s)} is neutralised${by.length ? ` by ${list(by, 'en')}'s fire` : ''}: it can do nothing but retreat.`;
      if (hex(p.hex) && p.secondArrival === false) return `${hex(p.hex)} is under ${by.length ? list(by, 'en') + "'s" : 'enemy'} fire${reach}, and this attack could not clear it.`;
      if (hex(p.hex)) return `This hex is under ${by.length ? list(by, 'en') + "'s" : 'enemy'} fire${reach} (${hex(p.hex)}).`;
      return 'That is under enemy fire.';
    },
    fr: (p, c) => {
      const by = strs(p.by).map(c.player);
      const shooters = coveringAt(p);
      const reach = shooters.length ? ` : les destructeurs en ${list(shooters, 'fr')} l’atteignent` : '';
      if (str(p.secondArrival)) return `${c.piece(p.secondArrival as string)} est entré sous le feu en second arrivant : il doit d’abord tirer pour s’en sortir.`;
      const s = subject(p);
      if (s && hex(p.hex) && by.length) return `${c.piece(s)} est sous le feu de ${list(by, 'fr')} : seul un second arrivant peut tirer de là.`;
      if (s) return `${c.piece(s)} est neutralisé${by.length ? ` par le feu de ${list(by, 'fr')}` : ''} : il ne peut que battre en retraite.`;
      if (hex(p.hex) && p.secondArrival === false) return `${hex(p.hex)} est sous le feu ${by.length ? 'de ' + list(by, 'fr') : 'ennemi'}${reach}, et cette attaque ne pourrait pas le dégager.`;
      if (hex(p.hex)) return `Cet hexagone est sous le feu ${by.length ? 'de ' + list(by, 'fr') : 'ennemi'}${reach} (${hex(p.hex)}).`;
      return 'C’est sous le feu ennemi.';
    },
  },
  OUT_OF_RANGE: {
    section: 'destructors',
    en: (p, c) => {
      const d = num(p.distance);
      if (num(p.min) !== undefined) return `Too close to ${str(p.astronef) ? c.piece(p.astronef as string) : 'another astronef'}: ${d ?? '?'} hexes, at least ${num(p.min)} needed.`;
      if (num(p.max) !== undefined) return `Deploy within ${num(p.max)} hexes of your astronef${hex(p.hex) ? ` (${hex(p.hex)} is farther)` : ''}.`;
      const who = str(p.piece) ? c.piece(p.piece as string) : str(p.astronef) ? `The tower of ${c.piece(p.astronef as string)}` : 'That destructor';
      if (num(p.range) !== undefined && d !== undefined) return `${who} reaches ${num(p.range)} hexes; the target is ${d} away.`;
      if (num(p.range) !== undefined) return `${who} reaches only ${num(p.range)} hexes.`;
      return 'Out of range.';
    },
    fr: (p, c) => {
      const d = num(p.distance);
      if (num(p.min) !== undefined) return `Trop près de ${str(p.astronef) ? c.piece(p.astronef as string) : 'un autre astronef'} : ${d ?? '?'} hexagones, il en faut au moins ${num(p.min)}.`;
      if (num(p.max) !== undefined) return `Déployez à ${num(p.max)} hexagones au plus de votre astronef${hex(p.hex) ? ` (${hex(p.hex)} est plus loin)` : ''}.`;
      const who = str(p.piece) ? c.piece(p.piece as string) : str(p.astronef) ? `La tourelle de ${c.piece(p.astronef as string)}` : 'Ce destructeur';
      if (num(p.range) !== undefined && d !== undefined) return `${who} porte à ${num(p.range)} hexagones ; la cible est à ${d}.`;
      if (num(p.range) !== undefined) return `${who} ne porte qu’à ${num(p.range)} hexagones.`;
      return 'Hors de portée.';
    },
  },
  NO_AMMO: {
    section: 'destructors',
    en: (p, c) =>
      str(p.piece) ? `${c.piece(p.piece as string)} has already fired twice this turn.`
      : str(p.astronef) ? `That tower of ${c.piece(p.astronef as string)} has already fired twice this turn.` : 'No shots left this turn: each destructor fires twice per turn.',
    fr: (p, c) =>
      str(p.piece) ? `${c.piece(p.piece as string)} a déjà tiré deux fois ce tour-ci.`
      : str(p.astronef) ? `Cette tourelle de ${c.piece(p.astronef as string)} a déjà tiré deux fois ce tour-ci.` : 'Plus de tir ce tour-ci : chaque destructeur tire deux fois par tour.',
  },
  NEEDS_TWO: {
    section: 'destructors',
    en: (p, c) => {
      if (str(p.astronef) && num(p.pode) !== undefined) return `The tower on ${PODE_NAMES.en} ${num(p.pode)} of ${c.piece(p.astronef as string)} is destroyed.`;
      if (str(p.piece) && str(p.owner)) return `${c.piece(p.piece as string)} obeys ${c.player(p.owner as string)}: both destructors must be yours.`;
      if (str(p.piece)) return `${c.piece(p.piece as string)} is not a destructor: only tanks, the super tank, motor boats and towers shoot and capture.`;
      if (Array.isArray(p.shooters)) return 'It takes two different destructors.';
      return 'It takes two of your destructors together.';
    },
    fr: (p, c) => {
      if (str(p.astronef) && num(p.pode) !== undefined) return `La tourelle du ${PODE_NAMES.fr} ${num(p.pode)} de ${c.piece(p.astronef as string)} est détruite.`;
      if (str(p.piece) && str(p.owner)) return `${c.piece(p.piece as string)} obéit à ${c.player(p.owner as string)} : les deux destructeurs doivent être à vous.`;
      if (str(p.piece)) return `${c.piece(p.piece as string)} n’est pas un destructeur : seuls les chars, le gros tas, les vedettes et les tourelles tirent et capturent.`;
      if (Array.isArray(p.shooters)) return 'Il faut deux destructeurs différents.';
      return 'Il faut deux de vos destructeurs ensemble.';
    },
  },
  INVALID_TARGET: {
    section: 'destructors',
    en: (p, c) => {
      const s = subject(p) ?? str(p.target) ?? str(p.pondeuse);
      if (p.destroyed === true && s) return `${c.piece(s)} has been destroyed.`;
      if (str(p.astronef) && num(p.pode) !== undefined) return `That tower of ${c.piece(p.astronef as string)} is not a target now.`;
      if (str(p.astronef)) return `${c.piece(p.astronef as string)} cannot be destroyed or used that way now.`;
      if (str(p.pondeuse)) return `${c.piece(p.pondeuse as string)} has no ore loaded to build with.`;
      if (hex(p.hex) && !s) return `There is nothing to destroy on ${hex(p.hex)}.`;
      if (str(p.carried) && s) return `${c.piece(s)} is already carried.`;
      if (str(p.item) && c.type(p.item as string) === 'ore') return 'Ore aboard an astronef stays there: it is what you score.';
      if (s) return `${c.piece(s)} is not a valid target for that.`;
      return 'That is not a valid target.';
    },
    fr: (p, c) => {
      const s = subject(p) ?? str(p.target) ?? str(p.pondeuse);
      if (p.destroyed === true && s) return `${c.piece(s)} a été détruit.`;
      if (str(p.astronef) && num(p.pode) !== undefined) return `Cette tourelle de ${c.piece(p.astronef as string)} n’est pas une cible maintenant.`;
      if (str(p.astronef)) return `${c.piece(p.astronef as string)} ne peut être ni détruit ni utilisé ainsi maintenant.`;
      if (str(p.pondeuse)) return `${c.piece(p.pondeuse as string)} n’a pas de minerai chargé pour construire.`;
      if (hex(p.hex) && !s) return `Il n’y a rien à détruire en ${hex(p.hex)}.`;
      if (str(p.carried) && s) return `${c.piece(s)} est déjà transporté.`;
      if (str(p.item) && c.type(p.item as string) === 'ore') return 'Le minerai à bord d’un astronef y reste : c’est lui qui compte au score.';
      if (s) return `${c.piece(s)} n’est pas une cible valable pour cela.`;
      return 'Ce n’est pas une cible valable.';
    },
  },
  CAPACITY: {
    section: 'transport',
    en: (p, c) => {
      const cap = num(p.capacity), used = num(p.used), need = num(p.need);
      const w = str(p.carrier) ? c.piece(p.carrier as string) : 'That carrier';
      if (cap !== undefined && used !== undefined && need !== undefined) return `${w} has ${cap - used} of ${cap} places free; this needs ${need}.`;
      return `${w} has no room left for that.`;
    },
    fr: (p, c) => {
      const cap = num(p.capacity), used = num(p.used), need = num(p.need);
      const w = str(p.carrier) ? c.piece(p.carrier as string) : 'Ce transporteur';
      if (cap !== undefined && used !== undefined && need !== undefined) return `${w} a ${cap - used} place(s) libre(s) sur ${cap} ; il en faut ${need}.`;
      return `${w} n’a plus de place pour cela.`;
    },
  },
  CANNOT_CARRY: {
    section: 'transport',
    en: (p, c) => {
      const w = str(p.carrier) ? c.piece(p.carrier as string) : undefined;
      if (w && str(p.item)) return `${w} cannot carry ${c.piece(p.item as string)}: a crab takes one small piece or ore, a barge a tank-sized load or a crab, a pondeuse only ore.`;
      if (w) return `${w} carries nothing.`;
      if (str(p.item)) return `${c.piece(p.item as string)} cannot be carried.`;
      if (str(p.piece)) return `${c.piece(p.piece as string)} is not a pondeuse.`;
      return 'That carrier cannot carry this piece.';
    },
    fr: (p, c) => {
      const w = str(p.carrier) ? c.piece(p.carrier as string) : undefined;
      if (w && str(p.item)) return `${w} ne peut pas transporter ${c.piece(p.item as string)} : un crabe prend une petite pièce ou un minerai, une barge aussi un crabe ou de gros chargements, une pondeuse seulement du minerai.`;
      if (w) return `${w} ne transporte rien.`;
      if (str(p.item)) return `${c.piece(p.item as string)} ne se transporte pas.`;
      if (str(p.piece)) return `${c.piece(p.piece as string)} n’est pas une pondeuse.`;
      return 'Ce transporteur ne peut pas prendre cette pièce.';
    },
  },
  BUILD_LIMIT: {
    section: 'pondeuse',
    en: (p, c) => {
      const w = str(p.pondeuse) ? c.piece(p.pondeuse as string) : 'A pondeuse';
      if (str(p.kind)) return `${w} has already built a ${typeName('en', p.kind)} this turn: never two of them in one turn.`;
      return `${w} has already built two pieces this turn.`;
    },
    fr: (p, c) => {
      const w = str(p.pondeuse) ? c.piece(p.pondeuse as string) : 'Une pondeuse';
      if (str(p.kind)) return `${w} a déjà construit un ${typeName('fr', p.kind)} ce tour-ci : jamais deux dans le même tour.`;
      return `${w} a déjà construit deux pièces ce tour-ci.`;
    },
  },
  RESERVE_EMPTY: {
    section: 'pondeuse',
    en: (p) => (str(p.kind) ? `No ${typeName('en', p.kind)} left in the reserve.` : 'Nothing of that kind left in the reserve.'),
    fr: (p) => (str(p.kind) ? `Plus de ${typeName('fr', p.kind)} dans la réserve.` : 'Il n’en reste plus dans la réserve.'),
  },
  PONTOON_UNSUPPORTED: {
    section: 'pontoons',
    en: (p) => `A pontoon must touch land, or a chain of pontoons that touches land${hex(p.hex) ? ` (${hex(p.hex)} does not)` : ''}.`,
    fr: (p) => `Un ponton doit toucher la terre, ou une chaîne de pontons qui la touche${hex(p.hex) ? ` (${hex(p.hex)} ne la touche pas)` : ''}.`,
  },
  PODE_DESTROYED: {
    section: 'astronef',
    en: (p, c) => `Nothing goes out through a pode whose tower is destroyed${str(p.astronef) ? ` (${c.piece(p.astronef as string)})` : ''}.`,
    fr: (p, c) => `Rien ne sort par un pode dont la tourelle est détruite${str(p.astronef) ? ` (${c.piece(p.astronef as string)})` : ''}.`,
  },
  TOWERS_STANDING: {
    section: 'astronef',
    en: (p, c) => {
      const n = num(p.standing);
      const k = str(p.astronef) ? c.piece(p.astronef as string) : 'That astronef';
      return n !== undefined ? `${k} still has ${n} tower${n === 1 ? '' : 's'} standing: destroy all three before entering it.` : `${k} still has towers standing.`;
    },
    fr: (p, c) => {
      const n = num(p.standing);
      const k = str(p.astronef) ? c.piece(p.astronef as string) : 'Cet astronef';
      return n !== undefined ? `${k} a encore ${n} tourelle${n === 1 ? '' : 's'} debout : détruisez les trois avant d’y entrer.` : `${k} a encore des tourelles debout.`;
    },
  },
  NOT_CAPTOR: {
    section: 'astronef',
    en: (p, c) =>
      str(p.item) ? `Only a destructor, on its own tracks, can take ${str(p.astronef) ? c.piece(p.astronef as string) : 'an astronef'}.`
      : `Only the player who took ${str(p.astronef) ? c.piece(p.astronef as string) : 'this astronef'} may rebuild its towers.`,
    fr: (p, c) =>
      str(p.item) ? `Seul un destructeur, par ses propres moyens, peut prendre ${str(p.astronef) ? c.piece(p.astronef as string) : 'un astronef'}.`
      : `Seul le joueur qui a pris ${str(p.astronef) ? c.piece(p.astronef as string) : 'cet astronef'} peut reconstruire ses tourelles.`,
  },
  RETREAT_OVER: {
    section: 'neutralisation',
    en: (p, c) => `${str(p.piece) ? c.piece(p.piece as string) : 'A neutralised piece'} may only retreat one hex, and only before any other action this turn.`,
    fr: (p, c) => `${str(p.piece) ? c.piece(p.piece as string) : 'Une pièce neutralisée'} ne peut reculer que d’un hexagone, et seulement avant toute autre action du tour.`,
  },
  MOUNTAIN_PAIR: {
    section: 'terrain',
    en: (p, c) => {
      const ps = strs(p.pieces).map(c.piece);
      const stuck = num(p.left) === 0 ? ' You have no AP left to move one: the turn ends when your time runs out.' : '';
      return `${ps.length ? list(ps, 'en') : 'Two of your tanks'} stand on neighbouring mountains: move one before ending the turn.${stuck}`;
    },
    fr: (p, c) => {
      const ps = strs(p.pieces).map(c.piece);
      const stuck = num(p.left) === 0 ? ' Il ne vous reste aucun point pour en déplacer un : le tour finira quand votre temps sera écoulé.' : '';
      return `${ps.length ? list(ps, 'fr') : 'Deux de vos chars'} sont sur des montagnes voisines : déplacez-en un avant de finir le tour.${stuck}`;
    },
  },
  BAD_INPUT: {
    section: 'app',
    en: (p) => (str(p.field) ? `The request was malformed (${p.field}).` : 'The request was malformed.'),
    fr: (p) => (str(p.field) ? `La demande est mal formée (${p.field}).` : 'La demande est mal formée.'),
  },
};

/** The host's own codes (src/host/contract.ts HostErrorCode); BAD_INPUT is shared with the engine. */
export const HOST_REFUSALS: Record<Exclude<HostErrorCode, 'BAD_INPUT'>, RefusalEntry> = {
  NO_CAMPAIGN: { section: 'app', en: () => 'No game is open.', fr: () => 'Aucune partie n’est ouverte.' },
  NOT_FOUND: {
    section: 'app',
    en: (p) => (str(p.profile) ? 'That profile no longer exists.' : 'That campaign no longer exists.'),
    fr: (p) => (str(p.profile) ? 'Ce profil n’existe plus.' : 'Cette campagne n’existe plus.'),
  },
  NAME_TAKEN: {
    section: 'app',
    en: (p) => (str(p.name) ? `A profile is already called ${p.name}: choose another name, or merge the two.` : 'That name is taken.'),
    fr: (p) => (str(p.name) ? `Un profil s’appelle déjà ${p.name} : choisissez un autre nom, ou fusionnez les deux.` : 'Ce nom est déjà pris.'),
  },
  SAME_PROFILE: { section: 'app', en: () => 'A profile cannot be merged with itself.', fr: () => 'Un profil ne peut pas être fusionné avec lui-même.' },
  NOT_SEATED: {
    section: 'turns',
    en: (p, c) => (str(p.player) ? `${c.player(p.player as string)} cannot do that now: it is not his turn.` : 'Nobody is seated: take the seat first.'),
    fr: (p, c) => (str(p.player) ? `${c.player(p.player as string)} ne peut pas faire cela maintenant : ce n’est pas son tour.` : 'Personne n’est installé : prenez la place d’abord.'),
  },
  WRONG_PLAYER: {
    section: 'turns',
    en: (p, c) => (str(p.expected) ? `It is ${c.player(p.expected as string)} who plays now.` : 'It is not that player who plays now.'),
    fr: (p, c) => (str(p.expected) ? `C’est à ${c.player(p.expected as string)} de jouer maintenant.` : 'Ce n’est pas à ce joueur de jouer.'),
  },
  COMPUTER_SEAT: {
    section: 'turns',
    en: (p, c) => `The computer plays ${str(p.player) ? `${c.player(p.player as string)}’s seat` : 'this seat'}: hand it back to a person from the menu first.`,
    fr: (p, c) => `L’ordinateur joue ${str(p.player) ? `la place de ${c.player(p.player as string)}` : 'cette place'} : rendez-la d’abord à une personne depuis le menu.`,
  },
  TIME_UP: {
    section: 'turns',
    en: () => 'Time is up: a piece stays where it stands; only shots and captures from positions already held are allowed before the turn ends.',
    fr: () => 'Le temps est écoulé : les pièces restent où elles sont ; seuls les tirs et captures depuis les positions acquises sont permis avant la fin du tour.',
  },
  PAUSED: {
    section: 'turns',
    en: () => 'The game is paused: resume it to play.',
    fr: () => 'La partie est en pause : reprenez-la pour jouer.',
  },
  GAME_OVER: { section: 'end', en: () => 'The game is over.', fr: () => 'La partie est finie.' },
  BAD_FILE: {
    section: 'app',
    en: (p) => `That file cannot be read${str(p.file) ? ` (${p.file})` : ''}${str(p.problem) ? `: ${p.problem}` : ''}.`,
    fr: (p) => `Ce fichier est illisible${str(p.file) ? ` (${p.file})` : ''}${str(p.problem) ? ` : ${p.problem}` : ''}.`,
  },
  STORE_ERROR: {
    section: 'app',
    en: (p) => `The campaign could not be saved${str(p.file) ? ` in ${p.file}` : ''}; nothing changed.`,
    fr: (p) => `La campagne n’a pas pu être enregistrée${str(p.file) ? ` dans ${p.file}` : ''} ; rien n’a changé.`,
  },
  CANCELLED: { section: 'app', en: () => 'Cancelled.', fr: () => 'Annulé.' },
  FORBIDDEN: {
    section: 'app',
    en: () => 'That is not allowed now (a game is replayed only once it is over).',
    fr: () => 'Ce n’est pas permis maintenant (une partie ne se rejoue qu’une fois finie).',
  },
  INTERNAL: { section: 'app', en: () => 'Something went wrong in the game host.', fr: () => 'Une erreur est survenue dans l’hôte du jeu.' },
};

const REVEALED_WHAT: Record<Lang, Record<string, string>> = {
  en: { forecast: 'a forecast card', liftOff: 'the turn-21 choices', tide: 'the tide', secondArmy: 'the second army' },
  fr: { forecast: 'une carte de prévision', liftOff: 'les choix du tour 21', tide: 'la marée', secondArmy: 'la seconde armée' },
};

/** Why game.takeBack refuses (src/engine/takeback.ts TakeBackReason). */
export const TAKE_BACK_REFUSALS: Record<TakeBackReason, RefusalEntry> = {
  TAKE_BACKS_OFF: {
    section: 'turns',
    en: () => 'Moves are final in this game (chosen when it was started): nothing can be taken back.',
    fr: () => 'Dans cette partie, les coups sont définitifs (choisi à sa création)\u00a0: rien ne peut être repris.',
  },
  NOTHING_TO_TAKE_BACK: {
    section: 'turns',
    en: () => 'Nothing of your turn is left to take back.',
    fr: () => 'Il ne reste rien de votre tour à reprendre.',
  },
  REVEALED: {
    section: 'turns',
    en: (p) => `That cannot be taken back: it showed ${REVEALED_WHAT.en[str(p.what) ?? ''] ?? 'something new'}.`,
    fr: (p) => `Impossible de le reprendre\u00a0: cela a dévoilé ${REVEALED_WHAT.fr[str(p.what) ?? ''] ?? 'quelque chose de nouveau'}.`,
  },
  TURN_OVER: {
    section: 'turns',
    en: () => 'That turn is over: the next one has begun.',
    fr: () => 'Ce tour est fini\u00a0: le suivant a commencé.',
  },
};

const ALL: Record<string, RefusalEntry> = { ...REFUSALS, ...HOST_REFUSALS, ...TAKE_BACK_REFUSALS };

const identity = (s: string) => s;

/** The sentence for a refusal in a language; unknown codes give the host's message (or the code). */
export function refusalText(code: string, params: Record<string, unknown> | undefined, lang: Lang, ctx: RefusalCtx = {}, message?: string): string {
  const e = ALL[code];
  if (!e) return message || code;
  const c: Required<RefusalCtx> = { piece: ctx.piece ?? identity, player: ctx.player ?? identity, type: ctx.type ?? (() => undefined) };
  try {
    const text = e[lang](params ?? {}, c);
    // a sentence may start with a piece's name ("your tank ..."): capitalise it
    return text.charAt(0).toUpperCase() + text.slice(1);
  } catch {
    return message || code;
  }
}

/** The rules-reference section a refusal comes from ('app' for unknown codes). */
export function refusalSection(code: string): SectionId {
  return ALL[code]?.section ?? 'app';
}

export function hasRefusal(code: string): boolean {
  return code in ALL;
}

/** Where the destructors covering a hex stand: the engine's `covering` list, or the screen's own `shooters`. */
function coveringAt(p: Record<string, unknown>): string[] {
  const fromEngine = Array.isArray(p.covering) ? (p.covering as { at?: unknown }[]).map((c) => hex(c?.at)) : [];
  const fromScreen = Array.isArray(p.shooters) ? (p.shooters as unknown[]).map(hex) : [];
  const all = fromEngine.length ? fromEngine : fromScreen;
  return all.filter((h): h is string => !!h);
}
