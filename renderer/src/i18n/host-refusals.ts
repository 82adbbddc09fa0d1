// The host's refusals and errors in words (the contract's HostErrorCode: files, boards, campaigns, seats...),
// English and French; refusals.ts looks them up.
import type { HostErrorCode, HostErrorParams, HostErrorWhy, NarrowWhy } from '../../../src/host/contract';
import { type Lang, type RefusalCase, type RefusalEntry } from './refusal-words';

/** A board's letter in a map code (src/planets/code.ts). */
const CODE_LETTERS: Record<MapCodeKind, string> = { original: 'O', folded: 'F', modular: 'M', planet: 'P' };
/** Where each board's map code ends, before its check character. */
const CODE_ENDS: Record<Lang, Record<MapCodeKind, string>> = {
  en: {
    original: 'The original board’s code ends with the number of players, then its check character (like O4-S)',
    folded: 'The folded board’s code ends with the number of players, then its check character (like FL3-G)',
    modular: 'A modular board’s code ends with its seed, then its check character (like M4-7-R)',
    planet: 'A planet’s code ends with its seed or its sliders, then its check character (like P4-7-60.20.50.30-I)',
  },
  fr: {
    original: 'Le code du plateau original finit par le nombre de joueurs, puis son caractère de contrôle (comme O4-S)',
    folded: 'Le code du plateau replié finit par le nombre de joueurs, puis son caractère de contrôle (comme FL3-G)',
    modular: 'Le code d’un plateau modulaire finit par sa graine, puis son caractère de contrôle (comme M4-7-R)',
    planet:
      'Le code d’une planète finit par sa graine ou ses curseurs, puis son caractère de contrôle (comme P4-7-60.20.50.30-I)',
  },
};
type MapCodeKind = Extract<HostErrorParams['BAD_MAP_CODE'], { why: 'extra' }>['kind'];

type HostCases<C extends HostErrorCode> = [HostErrorWhy<C>] extends [never]
  ? { '': RefusalCase<HostErrorParams[C]> }
  : { [W in HostErrorWhy<C>]: RefusalCase<NarrowWhy<HostErrorParams[C], W>> };

/** The host's own codes (src/host/contract.ts); BAD_INPUT is shared with the engine (its general sentence). */
export const HOST_REFUSALS: { [C in Exclude<HostErrorCode, 'BAD_INPUT'>]: RefusalEntry<HostCases<C>> } = {
  NO_CAMPAIGN: {
    section: 'app',
    general: { en: () => 'No game is open.', fr: () => 'Aucune partie n’est ouverte.' },
    cases: { '': { en: () => 'No game is open.', fr: () => 'Aucune partie n’est ouverte.' } },
  },
  NOT_FOUND: {
    section: 'app',
    general: { en: () => 'That campaign no longer exists.', fr: () => 'Cette campagne n’existe plus.' },
    cases: {
      '': {
        en: (p) =>
          p.lesson
            ? 'That lesson does not exist.'
            : p.profile
              ? 'That profile no longer exists.'
              : 'That campaign no longer exists.',
        fr: (p) =>
          p.lesson
            ? 'Cette leçon n’existe pas.'
            : p.profile
              ? 'Ce profil n’existe plus.'
              : 'Cette campagne n’existe plus.',
      },
    },
  },
  NAME_TAKEN: {
    section: 'app',
    general: { en: () => 'That name is taken.', fr: () => 'Ce nom est déjà pris.' },
    cases: {
      '': {
        en: (p) => `A profile is already called ${p.name}: choose another name, or merge the two.`,
        fr: (p) => `Un profil s’appelle déjà ${p.name}~: choisissez un autre nom, ou fusionnez les deux.`,
      },
    },
  },
  SAME_PROFILE: {
    section: 'app',
    general: {
      en: () => 'A profile cannot be merged with itself.',
      fr: () => 'Un profil ne peut pas être fusionné avec lui-même.',
    },
    cases: {
      '': {
        en: () => 'A profile cannot be merged with itself.',
        fr: () => 'Un profil ne peut pas être fusionné avec lui-même.',
      },
    },
  },
  NOT_SEATED: {
    section: 'turns',
    general: {
      en: () => 'Nobody is seated: take the seat first.',
      fr: () => 'Personne n’est installé~: prenez la place d’abord.',
    },
    cases: {
      nobody: {
        en: () => 'Nobody is seated: take the seat first.',
        fr: () => 'Personne n’est installé~: prenez la place d’abord.',
      },
      notHisTurn: {
        en: (p, c) => `${c.player(p.player)} cannot do that now: it is not their turn.`,
        fr: (p, c) => `${c.player(p.player)} ne peut pas faire cela maintenant~: ce n’est pas son tour.`,
      },
      notComputer: {
        en: (p, c) => `${c.player(p.player)}’s seat is not played by the computer.`,
        fr: (p, c) => `La place de ${c.player(p.player)} n’est pas jouée par l’ordinateur.`,
      },
      liftOffOnly: {
        en: (p, c) => `${c.player(p.player)} may only make their own lift-off choices now.`,
        fr: (p, c) => `${c.player(p.player)} ne peut maintenant que faire ses propres choix de décollage.`,
        section: 'end',
      },
    },
  },
  WRONG_PLAYER: {
    section: 'turns',
    general: { en: () => 'It is not that player who plays now.', fr: () => 'Ce n’est pas à ce joueur de jouer.' },
    cases: {
      '': {
        en: (p, c) => (p.expected ? `It is ${c.player(p.expected)} who plays now.` : 'Nobody plays now.'),
        fr: (p, c) =>
          p.expected ? `C’est à ${c.player(p.expected)} de jouer maintenant.` : 'Personne ne joue maintenant.',
      },
    },
  },
  COMPUTER_SEAT: {
    section: 'turns',
    general: {
      en: () => 'The computer plays this seat: hand it back to a person from the menu first.',
      fr: () => 'L’ordinateur joue cette place~: rendez-la d’abord à une personne depuis le menu.',
    },
    cases: {
      '': {
        en: (p, c) => `The computer plays ${c.player(p.player)}’s seat: hand it back to a person from the menu first.`,
        fr: (p, c) =>
          `L’ordinateur joue la place de ${c.player(p.player)}~: rendez-la d’abord à une personne depuis le menu.`,
      },
    },
  },
  TIME_UP: {
    section: 'turns',
    general: {
      en: () =>
        'Time is up: a piece stays where it stands; only shots and captures from positions already held are allowed before the turn ends.',
      fr: () =>
        'Le temps est écoulé~: les pièces restent où elles sont~; seuls les tirs et captures depuis les positions acquises sont permis avant la fin du tour.',
    },
    cases: {
      '': {
        en: () =>
          'Time is up: a piece stays where it stands; only shots and captures from positions already held are allowed before the turn ends.',
        fr: () =>
          'Le temps est écoulé~: les pièces restent où elles sont~; seuls les tirs et captures depuis les positions acquises sont permis avant la fin du tour.',
      },
    },
  },
  PAUSED: {
    section: 'turns',
    general: {
      en: () => 'The game is paused: resume it to play.',
      fr: () => 'La partie est en pause~: reprenez-la pour jouer.',
    },
    cases: {
      '': {
        en: () => 'The game is paused: resume it to play.',
        fr: () => 'La partie est en pause~: reprenez-la pour jouer.',
      },
    },
  },
  GAME_OVER: {
    section: 'end',
    general: { en: () => 'The game is over.', fr: () => 'La partie est finie.' },
    cases: { '': { en: () => 'The game is over.', fr: () => 'La partie est finie.' } },
  },
  BAD_FILE: {
    section: 'app',
    general: { en: () => 'That file cannot be read.', fr: () => 'Ce fichier est illisible.' },
    cases: {
      '': {
        en: (p) => `That file cannot be read${p.file ? ` (${p.file})` : ''}${p.problem ? `: ${p.problem}` : ''}.`,
        fr: (p) => `Ce fichier est illisible${p.file ? ` (${p.file})` : ''}${p.problem ? `~: ${p.problem}` : ''}.`,
      },
    },
  },
  STORE_ERROR: {
    section: 'app',
    general: {
      en: () => 'The campaign could not be saved; nothing changed.',
      fr: () => 'La campagne n’a pas pu être enregistrée~; rien n’a changé.',
    },
    cases: {
      diskFull: {
        en: () => 'The disk is full: nothing was written. Free some space and try again.',
        fr: () => 'Le disque est plein~: rien n’a été écrit. Libérez de la place et réessayez.',
      },
    },
  },
  CANCELLED: {
    section: 'app',
    general: { en: () => 'Cancelled.', fr: () => 'Annulé.' },
    cases: { '': { en: () => 'Cancelled.', fr: () => 'Annulé.' } },
  },
  FORBIDDEN: {
    section: 'app',
    general: { en: () => 'That is not allowed now.', fr: () => 'Ce n’est pas permis maintenant.' },
    cases: {
      replayBeforeEnd: {
        en: () => 'A game is replayed only once it is over.',
        fr: () => 'Une partie ne se rejoue qu’une fois finie.',
        section: 'end',
      },
      playOnAtEnd: {
        en: () => 'The game is over at this moment: choose an earlier one to play on from.',
        fr: () => 'La partie est finie à ce moment~: choisissez-en un plus tôt pour rejouer la suite.',
        section: 'end',
      },
      lessonNoComputer: {
        en: () => 'A lesson is played by you alone: it has no computer seats.',
        fr: () => 'Une leçon se joue seul~: elle n’a pas de place pour l’ordinateur.',
        section: 'app',
      },
      untrustedSender: {
        en: () => 'That request came from outside the game window and was refused.',
        fr: () => 'Cette demande venait d’ailleurs que la fenêtre du jeu~: elle est refusée.',
      },
      logFull: {
        en: () =>
          'So many moves have been taken back in this campaign that its moves are now final: a longer record would not fit in a campaign file.',
        fr: () =>
          'Tant de coups ont été repris dans cette campagne que ses coups sont désormais définitifs~: un journal plus long ne tiendrait pas dans un fichier de campagne.',
        section: 'turns',
      },
    },
  },
  INTERNAL: {
    section: 'app',
    general: {
      en: () => 'Something went wrong in the game host.',
      fr: () => 'Une erreur est survenue dans l’hôte du jeu.',
    },
    cases: {
      '': {
        en: () => 'Something went wrong in the game host.',
        fr: () => 'Une erreur est survenue dans l’hôte du jeu.',
      },
    },
  },
  EDIT_REFUSED: {
    section: 'app',
    general: {
      en: () => 'The map editor cannot make that change.',
      fr: () => 'L’éditeur de cartes ne peut pas faire cette modification.',
    },
    cases: {
      OUTSIDE: {
        en: () => 'That hex is outside the board’s frame.',
        fr: () => 'Cette case est hors du cadre du plateau.',
      },
      NOT_MODULE: {
        en: () => 'That hex is on no module. Flatten the board to paint outside the modules.',
        fr: () => 'Cette case n’est sur aucun module. Aplatissez le plateau pour peindre hors des modules.',
      },
      NO_MODULES: {
        en: () => 'Only a modular board has modules to turn or move.',
        fr: () => 'Seul un plateau modulaire a des modules à tourner ou à déplacer.',
      },
      ORE_ON_SEA: {
        en: () => 'Ore lies on land, marsh or reef, never on open sea or off the board.',
        fr: () => 'Le minerai se pose sur terre, marais ou récif, jamais en mer ni hors du plateau.',
      },
      OFF_IN_MODULE: {
        en: () => 'A module’s hexes stay on the board. Flatten the board to cut hexes away.',
        fr: () => 'Les cases d’un module restent sur le plateau. Aplatissez le plateau pour en retirer.',
      },
      ARRANGEMENT: {
        en: () => 'The modules cannot lie so: they must not overlap, and each must touch another.',
        fr: () =>
          'Les modules ne peuvent pas être placés ainsi~: ils ne se chevauchent pas et chacun en touche un autre.',
      },
      TOO_LARGE: { en: () => 'The board would be too large.', fr: () => 'Le plateau serait trop grand.' },
      EMPTY: { en: () => 'A board needs at least one hex.', fr: () => 'Un plateau a au moins une case.' },
      TITLE_TOO_LONG: {
        en: () => 'A board’s title has at most 60 characters.',
        fr: () => 'Le titre d’un plateau a au plus 60 caractères.',
      },
      TITLE_HIDDEN: {
        en: () => 'A board’s title may not hold control, bidirectional or invisible characters.',
        fr: () =>
          'Le titre d’un plateau ne peut contenir ni caractère de contrôle, ni marque de sens d’écriture, ni caractère invisible.',
      },
    },
  },
  BAD_MAP_CODE: {
    section: 'app',
    general: { en: () => 'That map code cannot be read.', fr: () => 'Ce code de carte est illisible.' },
    cases: {
      notACode: {
        en: () =>
          'A map code reads like M4-7-R: the board’s letter, the number of players, the seed when the board has one, and after the last dash a check character.',
        fr: () =>
          'Un code de carte s’écrit comme M4-7-R~: la lettre du plateau, le nombre de joueurs, la graine quand le plateau en a une, et après le dernier tiret un caractère de contrôle.',
      },
      kind: {
        en: (p) =>
          `A map code starts with the board’s letter: O (original), F (folded), M (modular) or P (planet)${p.letter ? `, not ${p.letter}` : ''}.`,
        fr: (p) =>
          `Un code de carte commence par la lettre du plateau~: O (original), F (replié), M (modulaire) ou P (planète)${p.letter ? `, pas ${p.letter}` : ''}.`,
      },
      side: {
        en: (p) =>
          `The folded board’s code says after its F which flap is folded away: FL (left) or FR (right)${p.letter ? `, not F${p.letter}` : ''}.`,
        fr: (p) =>
          `Le code du plateau replié dit après son F quel volet est rabattu~: FL (gauche) ou FR (droit)${p.letter ? `, pas F${p.letter}` : ''}.`,
      },
      sideNotFolded: {
        en: (p) =>
          `Only the folded board’s code names a flap (FL, FR): after ${CODE_LETTERS[p.kind]} comes the number of players.`,
        fr: (p) =>
          `Seul le code du plateau replié nomme un volet (FL, FR)~: après ${CODE_LETTERS[p.kind]} vient le nombre de joueurs.`,
      },
      players: {
        en: (p) =>
          `After the board’s letter comes the number of players, 2, 3 or 4${p.players ? `, not ${p.players}` : ''}.`,
        fr: (p) =>
          `Après la lettre du plateau vient le nombre de joueurs, 2, 3 ou 4${p.players ? `, pas ${p.players}` : ''}.`,
      },
      seed: {
        en: (p) =>
          p.seed
            ? `${p.seed} is not a seed: a seed is at most seven letters and digits, up to 1Z141Z3.`
            : p.kind === 'modular'
              ? 'The seed is missing: a modular board’s code is M, the players, a dash, the seed and a check character, like M4-7-R.'
              : 'The seed is missing: a planet’s code is P, the players, a dash, the seed (then its sliders, if any) and a check character, like P4-7-C.',
        fr: (p) =>
          p.seed
            ? `${p.seed} n’est pas une graine~: une graine s’écrit en sept lettres et chiffres au plus, jusqu’à 1Z141Z3.`
            : p.kind === 'modular'
              ? 'La graine manque~: le code d’un plateau modulaire est M, le nombre de joueurs, un tiret, la graine et un caractère de contrôle, comme M4-7-R.'
              : 'La graine manque~: le code d’une planète est P, le nombre de joueurs, un tiret, la graine (puis ses curseurs, s’il y en a) et un caractère de contrôle, comme P4-7-C.',
      },
      sliders: {
        en: (p) =>
          `A planet’s sliders are four numbers from 0 to 100 joined by dots, sea.mountains.marsh.islands (like 60.20.50.30), not ${p.sliders}.`,
        fr: (p) =>
          `Les curseurs d’une planète sont quatre nombres de 0 à 100 reliés par des points, mer.montagnes.marais.îles (comme 60.20.50.30), pas ${p.sliders}.`,
      },
      extra: {
        en: (p) => `${CODE_ENDS.en[p.kind]}: ${p.extra} does not belong there.`,
        fr: (p) => `${CODE_ENDS.fr[p.kind]}~: ${p.extra} n’a rien à y faire.`,
      },
      check: {
        en: () =>
          'The code is mistyped: its last character, the check character, does not match the rest. Check each character.',
        fr: () =>
          'Le code est mal saisi~: son dernier caractère, le caractère de contrôle, ne correspond pas au reste. Vérifiez chaque caractère.',
      },
    },
  },
};
