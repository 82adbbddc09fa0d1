// The rules' refusals in words (the engine's codes, src/engine/refusals.ts), English and French, one entry per
// code and one sentence per case; refusals.ts looks them up.
import type { Reason } from '../../../src/host/contract';
import {
  type RefusalEntry,
  type CasesOf,
  hx,
  list,
  choice,
  agree,
  typeName,
  terrainName,
  tideName,
  phaseName,
  fireOn,
} from './refusal-words';

// ---------------------------------------------------------------------------------------------
// The sentences

/** What closes the hexes around a piece that cannot move (STUCK/hemmed). */
const CLOSED_BY = {
  en: { pieces: 'pieces', terrain: 'the terrain', fire: 'enemy fire', other: 'the rules' },
  fr: { pieces: 'des pièces', terrain: 'le terrain', fire: 'le feu ennemi', other: 'les règles' },
} as const;

type Table = { [C in Reason]: RefusalEntry<CasesOf<C>> };

export const REFUSALS: Table = {
  WRONG_PHASE: {
    section: 'turns',
    general: {
      en: () => 'That cannot be done at this moment of the game.',
      fr: () => 'Impossible à ce moment de la partie.',
    },
    cases: {
      playOnly: {
        en: (p) => `That is done in play, not during ${phaseName('en', p.phase)}.`,
        fr: (p) => `Cela se fait en cours de partie, pas pendant ${phaseName('fr', p.phase)}.`,
      },
      landingOnly: { en: () => 'Astronefs land on turn 1.', fr: () => 'Les astronefs se posent au tour 1.' },
      deployOnly: {
        en: () => 'Pieces are deployed on turn 2 (and on turn 15 for a second army).',
        fr: () => 'Les pièces se déploient au tour 2 (et au tour 15 pour une seconde armée).',
      },
      gameOver: { en: () => 'The game is over.', fr: () => 'La partie est finie.', section: 'end' },
      landedAlready: {
        en: (p, c) => `${c.piece(p.piece)} has already landed.`,
        fr: (p, c) => `${c.piece(p.piece)} est déjà posé.`,
      },
      newArmiesOnly: {
        en: (p, c) =>
          `On turn 15 only the armies of newly landed astronefs deploy; ${c.piece(p.piece)} belongs to ${c.piece(p.astronef)}.`,
        fr: (p, c) =>
          `Au tour 15, seules les armées des astronefs qui viennent de se poser se déploient~; ${c.piece(p.piece)} dépend de ${c.piece(p.astronef)}.`,
        section: 'variants',
      },
      loadInsideOnly: {
        en: () => 'On turn 2 loading is done inside the astronef.',
        fr: () => 'Au tour 2, on charge à l’intérieur de l’astronef.',
        section: 'transport',
      },
      mining: {
        en: () => 'There is no combat in the mining game.',
        fr: () => 'Il n’y a pas de combat dans la partie minière.',
        section: 'variants',
      },
      liftOffTurn: {
        en: (p) => `Astronefs take off only on turn 21 (the secret choice) or during turn 25; this is turn ${p.turn}.`,
        fr: (p) =>
          `Les astronefs ne décollent qu’au tour 21 (le choix secret) ou pendant le tour 25~; nous sommes au tour ${p.turn}.`,
        section: 'end',
      },
      liftOffPending: {
        en: (p) => `Turn 21 begins with every player’s secret lift-off choice (${p.pending} still to choose).`,
        fr: (p) =>
          `Le tour 21 commence par le choix secret de décollage de chaque joueur (${p.pending} doivent encore choisir).`,
        section: 'end',
      },
      landFirst: { en: () => 'Land your astronef first.', fr: () => 'Posez d’abord votre astronef.' },
    },
  },
  NOT_YOUR_TURN: {
    section: 'turns',
    general: { en: () => 'It is not your turn.', fr: () => 'Ce n’est pas votre tour.' },
    cases: {
      notActive: {
        en: (p, c) => `It is ${c.player(p.active)}’s turn, not ${c.player(p.player)}’s.`,
        fr: (p, c) => `C’est à ${c.player(p.active)} de jouer, pas à ${c.player(p.player)}.`,
      },
      noLongerPlaying: {
        en: (p, c) => `${c.player(p.player)} is no longer playing.`,
        fr: (p, c) => `${c.player(p.player)} ne joue plus.`,
      },
    },
  },
  NOT_YOUR_PIECE: {
    section: 'colours',
    general: { en: () => 'That piece is not yours to command.', fr: () => 'Cette pièce n’est pas à vous.' },
    cases: {
      enemy: {
        en: (p, c) => `${c.piece(p.piece)} obeys ${c.player(p.owner)}, not you.`,
        fr: (p, c) => `${c.piece(p.piece)} obéit à ${c.player(p.owner)}, pas à vous.`,
      },
      abandoned: {
        en: (p, c) => `${c.piece(p.piece)} was abandoned when its astronef took off: nobody commands it.`,
        fr: (p, c) =>
          `${c.piece(p.piece)} a été abandonné${agree(c, p.piece).e} au décollage de son astronef~: personne ne ${agree(c, p.piece).le} commande.`,
      },
      neutral: {
        en: (p, c) => `${c.piece(p.piece)} belongs to nobody: it is carried, not commanded.`,
        fr: (p, c) => `${c.piece(p.piece)} n’appartient à personne~: on le transporte, on ne le commande pas.`,
        section: 'transport',
      },
      inert: {
        en: (p, c) => `${c.piece(p.piece)} does not move by itself: it only travels carried.`,
        fr: (p, c) => `${c.piece(p.piece)} ne se déplace pas seul~: il voyage uniquement transporté.`,
        section: 'transport',
      },
      pontoonNotAboard: {
        en: (p, c) => `${c.piece(p.piece)} is not in your astronef: you deploy only what it holds.`,
        fr: (p, c) => `${c.piece(p.piece)} n’est pas dans votre astronef~: on ne déploie que ce qu’il contient.`,
        section: 'turns',
      },
      item: {
        en: (p, c) => `${c.piece(p.item)} obeys ${c.player(p.owner)}: you load only your own pieces.`,
        fr: (p, c) => `${c.piece(p.item)} obéit à ${c.player(p.owner)}~: on ne charge que ses propres pièces.`,
        section: 'transport',
      },
      enemyAstronef: {
        en: (p, c) =>
          `${c.piece(p.astronef)} is not yours: only a destructor enters an enemy astronef, once its three towers are down.`,
        fr: (p, c) =>
          `${c.piece(p.astronef)} n’est pas à vous~: seul un destructeur entre dans un astronef ennemi, une fois ses trois tourelles détruites.`,
        section: 'astronef',
      },
      enemyShooter: {
        en: (p, c) => `${c.piece(p.piece)} is not yours: a shot takes two of your own destructors.`,
        fr: (p, c) => `${c.piece(p.piece)} n’est pas à vous~: un tir demande deux de vos propres destructeurs.`,
        section: 'destructors',
      },
      liftOff: {
        en: (p, c) => `${c.player(p.player)} does not control ${c.piece(p.astronef)}.`,
        fr: (p, c) => `${c.player(p.player)} ne contrôle pas ${c.piece(p.astronef)}.`,
        section: 'end',
      },
    },
  },
  NOT_ENOUGH_AP: {
    section: 'ap',
    general: {
      en: () => 'Not enough action points left this turn.',
      fr: () => 'Plus assez de points d’action ce tour-ci.',
    },
    cases: {
      '': {
        en: (p) => `Not enough action points: this costs ${p.cost}, you have ${p.left} left.`,
        fr: (p) => `Pas assez de points d’action~: il en faut ${p.cost}, il vous en reste ${p.left}.`,
      },
    },
  },
  NOT_ADJACENT: {
    section: 'moving',
    general: { en: () => 'Those hexes are not next to each other.', fr: () => 'Ces cases ne sont pas voisines.' },
    cases: {
      step: {
        en: (p) => `${hx(p.to)} is not next to ${hx(p.from)}: a piece moves one hex at a time.`,
        fr: (p) => `${hx(p.to)} n’est pas voisin de ${hx(p.from)}~: on avance d’une case à la fois.`,
      },
      bargeStep: {
        en: () => 'A barge moves by keeping one of its two hexes and taking one new hex next to it.',
        fr: () => 'Une barge avance en gardant l’une de ses deux cases et en prenant une nouvelle case voisine.',
      },
      bargeHexes: {
        en: () => 'A barge holds two hexes next to each other.',
        fr: () => 'Une barge occupe deux cases voisines.',
      },
      load: {
        en: (p, c) => `${c.piece(p.item)} is not beside ${c.piece(p.carrier)}: loading is done between neighbours.`,
        fr: (p, c) => `${c.piece(p.item)} n’est pas à côté de ${c.piece(p.carrier)}~: on charge entre voisins.`,
        section: 'transport',
      },
      pode: {
        en: (p, c) =>
          `${c.piece(p.item)} is not next to a pode of ${c.piece(p.astronef)}: pieces go in and out through the podes.`,
        fr: (p, c) =>
          `${c.piece(p.item)} n’est pas à côté d’un pode de ${c.piece(p.astronef)}~: on entre et on sort par les podes.`,
        section: 'astronef',
      },
      podeUnload: {
        en: (p, c) =>
          `${hx(p.hex)} is not next to a pode of ${c.piece(p.astronef)}: pieces go in and out through the podes.`,
        fr: (p, c) =>
          `${hx(p.hex)} n’est pas à côté d’un pode de ${c.piece(p.astronef)}~: on entre et on sort par les podes.`,
        section: 'astronef',
      },
      unload: {
        en: (p, c) => `${hx(p.hex)} is not next to ${c.piece(p.carrier)}: unload onto a neighbouring hex.`,
        fr: (p, c) => `${hx(p.hex)} n’est pas à côté de ${c.piece(p.carrier)}~: on décharge sur une case voisine.`,
        section: 'transport',
      },
      build: {
        en: (p, c) => `${hx(p.hex)} is not next to ${c.piece(p.pondeuse)}: a pondeuse builds on a hex beside it.`,
        fr: (p, c) =>
          `${hx(p.hex)} n’est pas à côté de ${c.piece(p.pondeuse)}~: une pondeuse construit sur une case voisine.`,
        section: 'pondeuse',
      },
      capture: {
        en: (p, c) =>
          `${c.piece(p.piece)} is not in contact with ${c.piece(p.target)}: a captor must stand next to its target.`,
        fr: (p, c) =>
          `${c.piece(p.piece)} n’est pas au contact de ${c.piece(p.target)}~: un capteur doit être à côté de sa cible.`,
        section: 'capture',
      },
    },
  },
  OCCUPIED: {
    section: 'moving',
    general: { en: () => 'There is no free room there.', fr: () => 'Il n’y a pas de place libre là.' },
    cases: {
      taken: {
        en: (p, c) => `${hx(p.hex)} is taken by ${c.piece(p.piece)}: one piece per hex.`,
        fr: (p, c) => `${hx(p.hex)} est occupé par ${c.piece(p.piece)}~: une seule pièce par case.`,
      },
      enemyAstronef: {
        en: (p, c) => `${hx(p.hex)} is part of ${c.piece(p.piece)}, an enemy astronef.`,
        fr: (p, c) => `${hx(p.hex)} fait partie de ${c.piece(p.piece)}, un astronef ennemi.`,
        section: 'astronef',
      },
      bubble: {
        en: (p) => `The bubble (${hx(p.hex)}) has no door: go in and out through a pode.`,
        fr: (p) => `La bulle (${hx(p.hex)}) n’a pas de porte~: on entre et on sort par un pode.`,
        section: 'astronef',
      },
      pontoonThere: {
        en: (p) => `There is a pontoon on ${hx(p.hex)} already.`,
        fr: (p) => `Il y a déjà un ponton en ${hx(p.hex)}.`,
        section: 'pontoons',
      },
      pontoonBlocksBoats: {
        en: (p) => `A pontoon stands on ${hx(p.hex)}: boats and barges cannot pass it.`,
        fr: (p) => `Un ponton est posé en ${hx(p.hex)}~: vedettes et barges ne peuvent pas le franchir.`,
        section: 'pontoons',
      },
      pontoonCarries: {
        en: (p, c) =>
          `${c.piece(p.piece)} stands on ${c.piece(p.item)}: a pontoon with something on it cannot be picked up.`,
        fr: (p, c) =>
          `${c.piece(p.piece)} est sur ${c.piece(p.item)}~: on ne ramasse pas un ponton qui porte quelque chose.`,
        section: 'pontoons',
      },
      bargeNoRoom: {
        en: (p) =>
          `No room for the barge’s second hex${p.hex ? ` next to ${hx(p.hex)}` : ''}: a barge needs two free hexes.`,
        fr: (p) =>
          `Pas de place pour la seconde case de la barge${p.hex ? ` à côté de ${hx(p.hex)}` : ''}~: une barge a besoin de deux cases libres.`,
        section: 'transport',
      },
      noWay: {
        en: (p, c) => `No way to ${hx(p.hex)} now: pieces stand on every way ${c.piece(p.piece)} could take.`,
        fr: (p, c) =>
          `Aucun chemin vers ${hx(p.hex)} pour l’instant~: des pièces barrent tous les chemins que ${c.piece(p.piece)} pourrait prendre.`,
      },
    },
  },
  TERRAIN: {
    section: 'terrain',
    general: {
      en: () => 'That terrain is not passable for this piece at this tide.',
      fr: () => 'Ce terrain est impraticable pour cette pièce à cette marée.',
    },
    cases: {
      cannotGo: {
        en: (p, c) => `${c.piece(p.piece)} cannot go on a ${terrainName('en', p.terrain)} hex (${hx(p.hex)}).`,
        fr: (p, c) =>
          `${c.piece(p.piece)} ne peut pas aller sur une case de ${terrainName('fr', p.terrain)} (${hx(p.hex)}).`,
      },
      superTankMountain: {
        // "not even carried" only when a carrier would take it there; a super tank on its own tracks is told the hex
        en: (p) =>
          p.carrier || !p.hex
            ? 'The super tank never goes on a mountain, not even carried.'
            : `The super tank never goes on a mountain (${hx(p.hex)}).`,
        fr: (p) =>
          p.carrier || !p.hex
            ? 'Le gros tas ne va jamais sur une montagne, même transporté.'
            : `Le gros tas ne va jamais sur une montagne (${hx(p.hex)}).`,
      },
      sea: {
        en: (p) => `Nothing can be put down at sea (${hx(p.hex)}), except on a pontoon.`,
        fr: (p) => `On ne pose rien en mer (${hx(p.hex)}), sauf sur un ponton.`,
      },
      offBoard: {
        en: () => 'The astronef must fit entirely on the board.',
        fr: () => 'L’astronef doit tenir entièrement sur le plateau.',
        section: 'astronef',
      },
      edge: {
        en: (p) => `Keep one hex between the astronef and the edge of the board (${hx(p.hex)} is on the edge).`,
        fr: (p) => `Laissez une case entre l’astronef et le bord du plateau (${hx(p.hex)} est au bord).`,
        section: 'astronef',
      },
      landingTerrain: {
        en: (p) => `An astronef lands on plain or marsh only; ${hx(p.hex)} is a ${terrainName('en', p.terrain)} hex.`,
        fr: (p) =>
          `Un astronef se pose seulement en plaine ou en marais~; ${hx(p.hex)} est une case de ${terrainName('fr', p.terrain)}.`,
        section: 'astronef',
      },
      oreUnderWater: {
        en: (p) => `The ore on ${hx(p.hex)} is under water at ${tideName('en', p.tide)}: it cannot be picked up.`,
        fr: (p) => `Le minerai en ${hx(p.hex)} est sous l’eau à ${tideName('fr', p.tide)}~: on ne peut pas le prendre.`,
        section: 'tides',
      },
      noWay: {
        en: (p, c) =>
          p.opens.length
            ? `No way to ${hx(p.hex)} for ${c.piece(p.piece)} at ${tideName('en', p.tide)}: the terrain shuts every way. At ${list(
                p.opens.map((t) => tideName('en', t)),
                'en',
              )} there would be one.`
            : `No way to ${hx(p.hex)}: ${c.piece(p.piece)} cannot cross the terrain in between, at any tide.`,
        fr: (p, c) =>
          p.opens.length
            ? `Aucun chemin vers ${hx(p.hex)} pour ${c.piece(p.piece)} à ${tideName('fr', p.tide)}~: le terrain ferme tous les chemins. À ${list(
                p.opens.map((t) => tideName('fr', t)),
                'fr',
              )}, il y en aurait un.`
            : `Aucun chemin vers ${hx(p.hex)}~: ${c.piece(p.piece)} ne peut franchir le terrain qui l’en sépare, à aucune marée.`,
        section: 'tides',
      },
    },
  },
  STUCK: {
    section: 'tides',
    general: { en: () => 'That piece cannot act now.', fr: () => 'Cette pièce ne peut pas agir maintenant.' },
    cases: {
      carried: {
        en: (p, c) => `${c.piece(p.piece)} is carried by ${c.piece(p.carried)}: unload it first.`,
        fr: (p, c) =>
          `${c.piece(p.piece)} est transporté${agree(c, p.piece).e} par ${c.piece(p.carried)}~: déchargez-${agree(c, p.piece).le} d’abord.`,
        section: 'transport',
      },
      tide: {
        en: (p, c) =>
          `${c.piece(p.piece)} is stranded or bogged at ${tideName('en', p.tide)}: it waits for the tide to change.`,
        fr: (p, c) =>
          `${c.piece(p.piece)} est échoué${agree(c, p.piece).e} ou embourbé${agree(c, p.piece).e} à ${tideName('fr', p.tide)}~: ${agree(c, p.piece).il} attend que la marée change.`,
      },
      holding: {
        en: (p, c) =>
          `${c.piece(p.piece)} holds ${list(p.neutralising.map(c.piece), 'en')} under its fire: in this campaign (created before 27 November 2026) it stays put this turn.`,
        fr: (p, c) =>
          `${c.piece(p.piece)} tient ${list(p.neutralising.map(c.piece), 'fr')} sous son feu~: dans cette partie (créée avant le 27 novembre 2026), il reste sur place ce tour-ci.`,
        section: 'neutralisation',
      },
      stranded: {
        en: (p, c) =>
          `${c.piece(p.piece)} stopped on ${hx(p.hex)}, a hex it cannot use at this tide: it can go no further.`,
        fr: (p, c) =>
          `${c.piece(p.piece)} s’est arrêté${agree(c, p.piece).e} en ${hx(p.hex)}, une case impraticable à cette marée~: ${agree(c, p.piece).il} ne peut pas aller plus loin.`,
      },
      hemmed: {
        en: (p, c) =>
          `${c.piece(p.piece)} has no hex around it to go to now: ${list(
            p.closed.map((k) => CLOSED_BY.en[k]),
            'en',
          )} close every one.`,
        fr: (p, c) =>
          `${c.piece(p.piece)} n’a aucune case où aller autour ${agree(c, p.piece).e ? 'd’elle' : 'de lui'} pour l’instant~: ${list(
            p.closed.map((k) => CLOSED_BY.fr[k]),
            'fr',
          )} les ferment toutes.`,
        section: 'moving',
      },
    },
  },
  UNDER_FIRE: {
    section: 'neutralisation',
    general: { en: () => 'That is under enemy fire.', fr: () => 'C’est sous le feu ennemi.' },
    cases: {
      hex: {
        en: (p, c) => {
          const f = fireOn(p, c, 'en');
          return `This hex is under ${f.who} fire${f.reach} (${hx(p.hex)}).`;
        },
        fr: (p, c) => {
          const f = fireOn(p, c, 'fr');
          return `Cette case est sous le feu ${f.who}${f.reach} (${hx(p.hex)}).`;
        },
      },
      cannotClear: {
        en: (p, c) => {
          const f = fireOn(p, c, 'en');
          return `${hx(p.hex)} is under ${f.who} fire${f.reach}, and this attack could not clear it: each shot needs a partner out of the fire with a shot left, and 2 points.`;
        },
        fr: (p, c) => {
          const f = fireOn(p, c, 'fr');
          return `${hx(p.hex)} est sous le feu ${f.who}${f.reach}, et cette attaque ne pourrait pas le dégager~: chaque tir demande un partenaire hors du feu à qui il reste un tir, et 2 points.`;
        },
      },
      neutralised: {
        en: (p, c) =>
          `${c.piece(p.piece)} is neutralised by ${list(p.by.map(c.player), 'en')}’s fire: it can do nothing but retreat.`,
        fr: (p, c) =>
          `${c.piece(p.piece)} est neutralisé${agree(c, p.piece).e} par le feu de ${list(p.by.map(c.player), 'fr')}~: ${agree(c, p.piece).il} ne peut que battre en retraite.`,
      },
      secondArrivalPending: {
        en: (p, c) =>
          `${c.piece(p.secondArrival)} came under fire as a second arrival: it must shoot its way out first.`,
        fr: (p, c) =>
          `${c.piece(p.secondArrival)} est entré sous le feu en second arrivant~: il doit d’abord tirer pour s’en sortir.`,
      },
      secondArrivalStops: {
        en: (p, c) =>
          `${c.piece(p.secondArrival)} stopped on ${hx(p.hex)}, the first hex under ${list(p.by.map(c.player), 'en')}’s fire: as a second arrival it must shoot from there.`,
        fr: (p, c) =>
          `${c.piece(p.secondArrival)} s’est arrêté${agree(c, p.secondArrival).e} en ${hx(p.hex)}, la première case sous le feu de ${list(p.by.map(c.player), 'fr')}~: en second arrivant, ${agree(c, p.secondArrival).il} doit tirer de là.`,
      },
      shotStrandsSecondArrival: {
        en: (p, c) =>
          `After this shot ${c.piece(p.secondArrival)} could no longer get out of enemy fire: shoot at what holds it first.`,
        fr: (p, c) =>
          `Après ce tir, ${c.piece(p.secondArrival)} ne pourrait plus sortir du feu ennemi~: tirez d’abord sur ce qui le tient.`,
      },
      shooterUnderFire: {
        en: (p, c) =>
          `${c.piece(p.piece)} stands under ${list(p.by.map(c.player), 'en')}’s fire: only a second arrival may shoot from there.`,
        fr: (p, c) =>
          `${c.piece(p.piece)} est sous le feu de ${list(p.by.map(c.player), 'fr')}~: seul un second arrivant peut tirer de là.`,
      },
      // `by`: the enemies whose fire, set aside, would open a way; each way passes under one of them at least
      noWay: {
        en: (p, c) => {
          const who = p.by.length
            ? choice(
                p.by.map((x) => `${c.player(x)}’s`),
                'en',
              )
            : 'enemy';
          return p.pieces
            ? `No way to ${hx(p.hex)} now for ${c.piece(p.piece)}: every way is blocked by pieces or passes under ${who} fire.`
            : `No way to ${hx(p.hex)} now for ${c.piece(p.piece)}: every way passes under ${who} fire.`;
        },
        fr: (p, c) => {
          const who = p.by.length
            ? choice(
                p.by.map((x) => `de ${c.player(x)}`),
                'fr',
              )
            : 'ennemi';
          return p.pieces
            ? `Aucun chemin vers ${hx(p.hex)} pour ${c.piece(p.piece)} pour l’instant~: tous les chemins sont barrés par des pièces ou passent sous le feu ${who}.`
            : `Aucun chemin vers ${hx(p.hex)} pour ${c.piece(p.piece)} pour l’instant~: tous les chemins passent sous le feu ${who}.`;
        },
      },
    },
  },
  OUT_OF_RANGE: {
    section: 'destructors',
    general: { en: () => 'Out of range.', fr: () => 'Hors de portée.' },
    cases: {
      tooClose: {
        en: (p, c) => `Too close to ${c.piece(p.astronef)}: ${p.distance} hexes, at least ${p.min} needed.`,
        fr: (p, c) =>
          `Trop près de ${c.piece(p.astronef)}~: ${p.distance} ${p.distance < 2 ? 'case' : 'cases'}, il en faut au moins ${p.min}.`,
        section: 'astronef',
      },
      deployZone: {
        en: (p) => `Deploy within ${p.max} hexes of your astronef (${hx(p.hex)} is farther).`,
        fr: (p) => `Déployez à ${p.max} cases au plus de votre astronef (${hx(p.hex)} est plus loin).`,
        section: 'turns',
      },
      shooter: {
        en: (p, c) => `${c.piece(p.piece)} reaches ${p.range} hexes; the target is ${p.distance} away.`,
        fr: (p, c) => `${c.piece(p.piece)} porte à ${p.range} cases~; la cible est à ${p.distance}.`,
      },
      tower: {
        en: (p, c) =>
          `The tower on pode ${p.pode + 1} of ${c.piece(p.astronef)} reaches ${p.range} hexes; the target is ${p.distance} away.`,
        fr: (p, c) =>
          `La tourelle du pode ${p.pode + 1} de ${c.piece(p.astronef)} porte à ${p.range} cases~; la cible est à ${p.distance}.`,
      },
    },
  },
  NO_AMMO: {
    section: 'destructors',
    general: {
      en: () => 'No shots left this turn: each destructor fires twice per turn.',
      fr: () => 'Plus de tir ce tour-ci~: chaque destructeur tire deux fois par tour.',
    },
    cases: {
      shooter: {
        en: (p, c) => `${c.piece(p.piece)} has already fired twice this turn.`,
        fr: (p, c) => `${c.piece(p.piece)} a déjà tiré deux fois ce tour-ci.`,
      },
      tower: {
        en: (p, c) => `The tower on pode ${p.pode + 1} of ${c.piece(p.astronef)} has already fired twice this turn.`,
        fr: (p, c) => `La tourelle du pode ${p.pode + 1} de ${c.piece(p.astronef)} a déjà tiré deux fois ce tour-ci.`,
      },
    },
  },
  NEEDS_TWO: {
    section: 'destructors',
    general: {
      en: () => 'It takes two of your destructors together.',
      fr: () => 'Il faut deux de vos destructeurs ensemble.',
    },
    cases: {
      notTwo: { en: () => 'It takes exactly two destructors.', fr: () => 'Il faut exactement deux destructeurs.' },
      same: { en: () => 'It takes two different destructors.', fr: () => 'Il faut deux destructeurs différents.' },
      notDestructor: {
        en: (p, c) =>
          `${c.piece(p.piece)} is not a destructor: only tanks, the super tank, motor boats and towers shoot and capture.`,
        fr: (p, c) =>
          `${c.piece(p.piece)} n’est pas un destructeur~: seuls les chars, le gros tas, les vedettes et les tourelles tirent et capturent.`,
      },
      mixedOwners: {
        en: (p, c) =>
          p.owner
            ? `${c.piece(p.piece)} obeys ${c.player(p.owner)}: both destructors must be yours.`
            : `${c.piece(p.piece)} is nobody’s: both destructors must be yours.`,
        fr: (p, c) =>
          p.owner
            ? `${c.piece(p.piece)} obéit à ${c.player(p.owner)}~: les deux destructeurs doivent être à vous.`
            : `${c.piece(p.piece)} n’est à personne~: les deux destructeurs doivent être à vous.`,
      },
      towerDestroyed: {
        en: (p, c) => `The tower on pode ${p.pode + 1} of ${c.piece(p.astronef)} is destroyed.`,
        fr: (p, c) => `La tourelle du pode ${p.pode + 1} de ${c.piece(p.astronef)} est détruite.`,
        section: 'astronef',
      },
      noTower: {
        en: (p, c) => `No tower of ${c.piece(p.astronef)} can take that shot.`,
        fr: (p, c) => `Aucune tourelle de ${c.piece(p.astronef)} ne peut faire ce tir.`,
        section: 'astronef',
      },
      noPartner: {
        en: (p, c) => `No other destructor of yours can shoot with ${c.piece(p.piece)} now: a shot takes two.`,
        fr: (p, c) =>
          `Aucun autre de vos destructeurs ne peut tirer avec ${c.piece(p.piece)} maintenant~: un tir en demande deux.`,
      },
    },
  },
  INVALID_TARGET: {
    section: 'destructors',
    general: { en: () => 'That is not a valid target.', fr: () => 'Ce n’est pas une cible valable.' },
    cases: {
      destroyed: {
        en: (p, c) => `${c.piece(p.piece)} has been destroyed.`,
        fr: (p, c) => `${c.piece(p.piece)} a été détruit${agree(c, p.piece).e}.`,
      },
      offBoard: {
        en: (p, c) => `${c.piece(p.piece)} is not on the board.`,
        fr: (p, c) => `${c.piece(p.piece)} n’est pas sur le plateau.`,
        section: 'moving',
      },
      noAstronef: {
        en: (p, c) => `${c.piece(p.piece)} has no landed astronef to deploy from.`,
        fr: (p, c) => `${c.piece(p.piece)} n’a pas d’astronef posé d’où se déployer.`,
        section: 'turns',
      },
      notAboard: {
        en: (p, c) => `${c.piece(p.piece)} is not in its astronef: only what it holds is deployed.`,
        fr: (p, c) => `${c.piece(p.piece)} n’est pas dans son astronef~: on ne déploie que ce qu’il contient.`,
        section: 'turns',
      },
      notDeployable: {
        en: (p, c) => `${c.piece(p.piece)} is not deployed.`,
        fr: (p, c) => `${c.piece(p.piece)} ne se déploie pas.`,
        section: 'turns',
      },
      astronefMoves: {
        en: () => 'An astronef does not move: it lands, and later takes off.',
        fr: () => 'Un astronef ne se déplace pas~: il se pose, puis décolle.',
        section: 'astronef',
      },
      loadItself: {
        en: () => 'A piece cannot load itself.',
        fr: () => 'Une pièce ne peut pas se charger elle-même.',
        section: 'transport',
      },
      alreadyCarried: {
        en: (p, c) => `${c.piece(p.piece)} is already carried by ${c.piece(p.carried)}.`,
        fr: (p, c) => `${c.piece(p.piece)} est déjà transporté${agree(c, p.piece).e} par ${c.piece(p.carried)}.`,
        section: 'transport',
      },
      astronefGone: {
        en: (p, c) => `${c.piece(p.astronef)} is not on the planet.`,
        fr: (p, c) => `${c.piece(p.astronef)} n’est pas sur la planète.`,
        section: 'astronef',
      },
      notInCarrier: {
        en: (p, c) => `${c.piece(p.item)} is not in ${c.piece(p.carrier)}.`,
        fr: (p, c) => `${c.piece(p.item)} n’est pas dans ${c.piece(p.carrier)}.`,
        section: 'transport',
      },
      oreStaysAboard: {
        en: () => 'Ore aboard an astronef stays there: it is what you score.',
        fr: () => 'Le minerai à bord d’un astronef y reste~: c’est lui qui compte au score.',
        section: 'astronef',
      },
      alreadyIn: {
        en: (p, c) => `${c.piece(p.item)} is already in ${c.piece(p.carrier)}.`,
        fr: (p, c) => `${c.piece(p.item)} est déjà dans ${c.piece(p.carrier)}.`,
        section: 'transport',
      },
      otherAstronef: {
        en: () => 'To put a piece in another astronef, unload it onto one of that astronef’s podes.',
        fr: () => 'Pour mettre une pièce dans un autre astronef, déchargez-la sur l’un de ses podes.',
        section: 'astronef',
      },
      noOre: {
        en: (p, c) => `${c.piece(p.pondeuse)} has no ore loaded to build with.`,
        fr: (p, c) => `${c.piece(p.pondeuse)} n’a pas de minerai chargé pour construire.`,
        section: 'pondeuse',
      },
      buildIntoAstronef: {
        en: () => 'A pondeuse builds on a hex beside it, not into an astronef.',
        fr: () => 'Une pondeuse construit sur une case voisine, pas dans un astronef.',
        section: 'pondeuse',
      },
      astronefIndestructible: {
        en: (p, c) => `${c.piece(p.astronef)} cannot be destroyed: shoot its towers, on the podes.`,
        fr: (p, c) => `${c.piece(p.astronef)} est indestructible~: tirez sur ses tourelles, sur les podes.`,
        section: 'astronef',
      },
      ownTower: {
        en: (p, c) => `That is a tower of ${c.piece(p.astronef)}, your own astronef.`,
        fr: (p, c) => `C’est une tourelle de ${c.piece(p.astronef)}, votre propre astronef.`,
        section: 'astronef',
      },
      towerDown: {
        en: (p, c) => `The tower on pode ${p.pode + 1} of ${c.piece(p.astronef)} is already destroyed.`,
        fr: (p, c) => `La tourelle du pode ${p.pode + 1} de ${c.piece(p.astronef)} est déjà détruite.`,
        section: 'astronef',
      },
      nothingThere: {
        en: (p) => `There is nothing to destroy on ${hx(p.hex)}.`,
        fr: (p) => `Il n’y a rien à détruire en ${hx(p.hex)}.`,
      },
      ownPiece: {
        en: (p, c) => `${c.piece(p.piece)} is yours: you do not shoot your own pieces.`,
        fr: (p, c) => `${c.piece(p.piece)} est à vous~: on ne tire pas sur ses propres pièces.`,
      },
      captureAstronef: {
        en: (p, c) =>
          `${c.piece(p.target)} is not captured: a destructor takes it by entering it once its three towers are down.`,
        fr: (p, c) =>
          `${c.piece(p.target)} ne se capture pas~: un destructeur le prend en y entrant une fois ses trois tourelles détruites.`,
        section: 'astronef',
      },
      captureNeutral: {
        en: (p, c) => `${c.piece(p.target)} is not captured: it belongs to nobody, just load it.`,
        fr: (p, c) => `${c.piece(p.target)} ne se capture pas~: il n’est à personne, chargez-le.`,
        section: 'capture',
      },
      captureOwn: {
        en: (p, c) => `${c.piece(p.target)} is yours already.`,
        fr: (p, c) => `${c.piece(p.target)} est déjà à vous.`,
        section: 'capture',
      },
      towerStands: {
        en: (p, c) => `The tower on pode ${p.pode + 1} of ${c.piece(p.astronef)} still stands.`,
        fr: (p, c) => `La tourelle du pode ${p.pode + 1} de ${c.piece(p.astronef)} est encore debout.`,
        section: 'astronef',
      },
    },
  },
  CAPACITY: {
    section: 'transport',
    general: {
      en: () => 'That carrier has no room left for that.',
      fr: () => 'Ce transporteur n’a plus de place pour cela.',
    },
    cases: {
      '': {
        en: (p, c) =>
          `${c.piece(p.carrier)} has ${p.capacity - p.used} of ${p.capacity} places free; this needs ${p.need}.`,
        fr: (p, c) =>
          `${c.piece(p.carrier)} a ${p.capacity - p.used} place${p.capacity - p.used < 2 ? '' : 's'} libre${p.capacity - p.used < 2 ? '' : 's'} sur ${p.capacity}~; il en faut ${p.need}.`,
      },
    },
  },
  CANNOT_CARRY: {
    section: 'transport',
    general: {
      en: () => 'That carrier cannot carry this piece.',
      fr: () => 'Ce transporteur ne peut pas prendre cette pièce.',
    },
    cases: {
      carriesNothing: {
        en: (p, c) => `${c.piece(p.carrier)} carries nothing.`,
        fr: (p, c) => `${c.piece(p.carrier)} ne transporte rien.`,
      },
      notCarriable: {
        en: (p, c) => `${c.piece(p.item)} cannot be carried by ${c.piece(p.carrier)}.`,
        fr: (p, c) => `${c.piece(p.item)} ne peut pas être transporté${agree(c, p.item).e} par ${c.piece(p.carrier)}.`,
      },
      pondeuseOreOnly: {
        en: (p, c) => `${c.piece(p.carrier)} carries only ore.`,
        fr: (p, c) => `${c.piece(p.carrier)} ne transporte que du minerai.`,
        section: 'pondeuse',
      },
      bargeOnly: {
        en: (p, c) =>
          `${c.piece(p.carrier)} cannot carry ${c.piece(p.item)}: only a barge carries a crab, a pondeuse or a super tank.`,
        fr: (p, c) =>
          `${c.piece(p.carrier)} ne peut pas transporter ${c.piece(p.item)}~: seule une barge transporte un crabe, une pondeuse ou le gros tas.`,
      },
      notPondeuse: {
        en: (p, c) => `${c.piece(p.piece)} is not a pondeuse: only a pondeuse builds.`,
        fr: (p, c) => `${c.piece(p.piece)} n’est pas une pondeuse~: seule une pondeuse construit.`,
        section: 'pondeuse',
      },
    },
  },
  BUILD_LIMIT: {
    section: 'pondeuse',
    general: {
      en: () => 'A pondeuse builds two pieces a turn at most.',
      fr: () => 'Une pondeuse construit au plus deux pièces par tour.',
    },
    cases: {
      twoPerTurn: {
        en: (p, c) => `${c.piece(p.pondeuse)} has already built two pieces this turn.`,
        fr: (p, c) => `${c.piece(p.pondeuse)} a déjà construit deux pièces ce tour-ci.`,
      },
      oneOfKind: {
        en: (p, c) =>
          `${c.piece(p.pondeuse)} has already built a ${typeName('en', p.kind)} this turn: never two of them in one turn.`,
        fr: (p, c) =>
          `${c.piece(p.pondeuse)} a déjà construit un ${typeName('fr', p.kind)} ce tour-ci~: jamais deux dans le même tour.`,
      },
    },
  },
  RESERVE_EMPTY: {
    section: 'pondeuse',
    general: { en: () => 'Nothing of that kind left in the reserve.', fr: () => 'Il n’en reste plus dans la réserve.' },
    cases: {
      '': {
        en: (p) => `No ${typeName('en', p.kind)} left in the reserve.`,
        fr: (p) => `Plus de ${typeName('fr', p.kind)} dans la réserve.`,
      },
    },
  },
  PONTOON_UNSUPPORTED: {
    section: 'pontoons',
    general: {
      en: () => 'A pontoon must touch land, or a chain of pontoons that touches land.',
      fr: () => 'Un ponton doit toucher la terre, ou une chaîne de pontons qui la touche.',
    },
    cases: {
      '': {
        en: (p) => `A pontoon must touch land, or a chain of pontoons that touches land (${hx(p.hex)} does not).`,
        fr: (p) =>
          `Un ponton doit toucher la terre, ou une chaîne de pontons qui la touche (${hx(p.hex)} ne la touche pas).`,
      },
    },
  },
  PODE_DESTROYED: {
    section: 'astronef',
    general: {
      en: () => 'Nothing goes out through a pode whose tower is destroyed.',
      fr: () => 'Rien ne sort par un pode dont la tourelle est détruite.',
    },
    cases: {
      '': {
        en: (p, c) => `Nothing goes out through a pode whose tower is destroyed (${c.piece(p.astronef)}).`,
        fr: (p, c) => `Rien ne sort par un pode dont la tourelle est détruite (${c.piece(p.astronef)}).`,
      },
    },
  },
  TOWERS_STANDING: {
    section: 'astronef',
    general: {
      en: () => 'That astronef still has towers standing.',
      fr: () => 'Cet astronef a encore des tourelles debout.',
    },
    cases: {
      '': {
        en: (p, c) =>
          `${c.piece(p.astronef)} still has ${p.standing} tower${p.standing === 1 ? '' : 's'} standing: destroy all three before entering it.`,
        fr: (p, c) =>
          `${c.piece(p.astronef)} a encore ${p.standing} tourelle${p.standing < 2 ? '' : 's'} debout~: détruisez les trois avant d’y entrer.`,
      },
    },
  },
  NOT_CAPTOR: {
    section: 'astronef',
    general: {
      en: () => 'That is not yours to take or rebuild.',
      fr: () => 'Ce n’est pas à vous de le prendre ou de le reconstruire.',
    },
    cases: {
      notDestructor: {
        en: (p, c) => `Only a destructor can take ${c.piece(p.astronef)}.`,
        fr: (p, c) => `Seul un destructeur peut prendre ${c.piece(p.astronef)}.`,
      },
      ownTracks: {
        en: (p, c) => `A destructor takes ${c.piece(p.astronef)} on its own tracks, not unloaded from a carrier.`,
        fr: (p, c) =>
          `Un destructeur prend ${c.piece(p.astronef)} par ses propres moyens, pas déchargé d’un transporteur.`,
      },
      rebuild: {
        en: (p, c) => `Only the player who took ${c.piece(p.astronef)} may rebuild its towers.`,
        fr: (p, c) => `Seul le joueur qui a pris ${c.piece(p.astronef)} peut reconstruire ses tourelles.`,
      },
    },
  },
  RETREAT_OVER: {
    section: 'neutralisation',
    general: {
      en: () => 'A neutralised piece may only retreat one hex, before any other action this turn.',
      fr: () => 'Une pièce neutralisée ne peut reculer que d’une case, avant toute autre action du tour.',
    },
    cases: {
      afterAction: {
        en: (p, c) => `${c.piece(p.piece)} could retreat only before any other action this turn.`,
        fr: (p, c) => `${c.piece(p.piece)} ne pouvait reculer qu’avant toute autre action du tour.`,
      },
      oneHex: {
        en: (p, c) => `${c.piece(p.piece)} may retreat one hex only.`,
        fr: (p, c) => `${c.piece(p.piece)} ne peut reculer que d’une case.`,
      },
    },
  },
  MOUNTAIN_PAIR: {
    section: 'terrain',
    general: {
      en: () => 'Two of your tanks stand on neighbouring mountains: move one before ending the turn.',
      fr: () => 'Deux de vos chars sont sur des montagnes voisines~: déplacez-en un avant de finir le tour.',
    },
    cases: {
      endTurn: {
        en: (p, c) =>
          `${list(p.pieces.map(c.piece), 'en')} stand on neighbouring mountains: move one before ending the turn.` +
          (p.left === 0 ? ' You have no AP left to move one: the turn ends when your time runs out.' : ''),
        fr: (p, c) =>
          `${list(p.pieces.map(c.piece), 'fr')} sont sur des montagnes voisines~: déplacez-en un avant de finir le tour.` +
          (p.left === 0
            ? ' Il ne vous reste aucun point pour en déplacer un~: le tour finira quand votre temps sera écoulé.'
            : ''),
      },
      cannotBreak: {
        en: (p, c) =>
          `${list(p.pieces.map(c.piece), 'en')} would stand on neighbouring mountains and no move could part them before the end of the turn: stop elsewhere.`,
        fr: (p, c) =>
          `${list(p.pieces.map(c.piece), 'fr')} seraient sur des montagnes voisines et aucun déplacement ne pourrait les séparer avant la fin du tour~: arrêtez-vous ailleurs.`,
      },
    },
  },
  BAD_INPUT: {
    section: 'app',
    general: { en: () => 'The request was malformed.', fr: () => 'La demande est mal formée.' },
    cases: {
      malformed: {
        en: (p) => `The request was malformed (${p.field}).`,
        fr: (p) => `La demande est mal formée (${p.field}).`,
      },
      internal: {
        en: () => 'The rules engine met an internal error; nothing changed.',
        fr: () => 'Le moteur de règles a rencontré une erreur interne~; rien n’a changé.',
      },
    },
  },
};
