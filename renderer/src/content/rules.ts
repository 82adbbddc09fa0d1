// The rules reference: the whole game in our own words, in English and French, in the order of the
// rulebook. Each section has plain paragraphs and, where it helps, small board diagrams given as data
// (a few rows of terrain, a tide and pieces) that the rules panel draws with the game's own board
// component. Pure data: no Svelte, no DOM. The keys of "This program" are the shortcuts' list (./shortcuts.ts).
import type { Language } from '../../../src/shared/lists';
import { SHORTCUTS } from './shortcuts';

export const SECTION_IDS = [
  'overview',
  'terrain',
  'tides',
  'ap',
  'moving',
  'transport',
  'pondeuse',
  'pontoons',
  'destructors',
  'neutralisation',
  'capture',
  'colours',
  'astronef',
  'turns',
  'end',
  'variants',
  'app',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export type Lang = Language;
export type Text = Record<Lang, string>;

/** A diagram piece: the same fields the board draws (ViewPiece), kept small. */
export interface DiagramPiece {
  id: string;
  type: 'astronef' | 'tank' | 'superTank' | 'motorBoat' | 'barge' | 'crab' | 'pondeuse' | 'pontoon' | 'ore';
  /** 'A' (blue side) or 'B' (red side); none for ore and pontoons. */
  owner?: 'A' | 'B';
  at: [number, number];
  at2?: [number, number];
  stuck?: boolean;
  neutralised?: boolean;
  orientation?: 'N' | 'S';
  towers?: boolean[];
}

export interface Diagram {
  /** Rows of terrain, top to bottom: p plain, s sea, m marsh, r reef, M mountain (odd-q layout). */
  terrain: string[];
  tide: 'low' | 'normal' | 'high';
  pieces: DiagramPiece[];
  /** Show this side's fire zone (computed from its destructors by the panel). */
  fire?: { owner: 'A' | 'B' };
  caption: Text;
}

export interface Section {
  id: SectionId;
  title: Text;
  /** Plain paragraphs, per language. */
  body: Record<Lang, string[]>;
  diagrams?: Diagram[];
}

export const RULES: Section[] = [
  {
    id: 'overview',
    title: { en: 'The game in one page', fr: 'Le jeu en une page' },
    body: {
      en: [
        'Each player lands an astronef, a mining ship, on a planet swept by tides. Their machines gather ore and bring it back aboard; at the end their astronef takes off, and everything aboard scores.',
        'Ore is worth 2 points, every machine brought home 1 point, every tower still standing on the astronef 1 point. The game lasts 25 turns at most; astronefs may leave after turn 21.',
        'Each turn a player has a budget of action points and a few minutes on the clock. Moving, loading, building and shooting all spend points. Tides change the board from turn to turn: plan for them.',
      ],
      fr: [
        'Chaque joueur pose un astronef, un vaisseau minier, sur une planète balayée par les marées. Ses engins ramassent du minerai et le rapportent à bord ; à la fin l’astronef décolle, et tout ce qui est à bord compte.',
        'Un minerai vaut 2 points, chaque engin ramené 1 point, chaque tourelle encore debout sur l’astronef 1 point. La partie dure au plus 25 tours ; les astronefs peuvent partir dès le tour 21.',
        'À chaque tour, un joueur dispose d’un budget de points d’action et de quelques minutes de pendule. Se déplacer, charger, construire et tirer coûtent des points. Les marées changent le plateau d’un tour à l’autre : anticipez-les.',
      ],
    },
  },
  {
    id: 'terrain',
    title: { en: 'Terrain', fr: 'Le terrain' },
    body: {
      en: [
        'Five kinds of hex: plain and mountain are always land; sea is always water; marsh and reef change with the tide.',
        'Land machines (tanks, super tank, crab, pondeuse) drive on land; sea machines (motor boats, barge) sail on water. A tank on a mountain shoots farther (3 hexes). The super tank never goes onto a mountain, not even carried.',
        'Two tanks of one player may not end a turn on two neighbouring mountains: move one before ending the turn. A turn ended by the clock with such a pair, or with a pair no move can part any more, costs 5 points on the next turn. Two variants read this rule otherwise: in the Japanese edition’s the pair may stay for 5 points off the next turn; in Full Metal Galaxy’s it may stay at no price, but the tank that came last makes no fire zone (it still shoots).',
      ],
      fr: [
        'Cinq sortes de cases : la plaine et la montagne sont toujours de la terre ; la mer est toujours de l’eau ; le marais et le récif changent avec la marée.',
        'Les engins terrestres (chars, gros tas, crabe, pondeuse) roulent sur la terre ; les engins marins (vedettes, barge) naviguent sur l’eau. Un char sur une montagne tire plus loin (3 cases). Le gros tas ne va jamais sur une montagne, même transporté.',
        'Deux chars d’un même joueur ne peuvent pas finir un tour sur deux montagnes voisines : déplacez-en un avant de finir le tour. Un tour fini par la pendule avec une telle paire, ou avec une paire qu’aucun déplacement ne peut plus séparer, coûte 5 points au tour suivant. Deux variantes lisent cette règle autrement : dans celle de l’édition japonaise, la paire peut rester pour 5 points de moins au tour suivant ; dans celle de Full Metal Galaxy, elle reste sans rien coûter, mais le char arrivé le dernier ne fait pas de zone de feu (il tire encore).',
      ],
    },
    diagrams: [
      {
        terrain: ['ppMMs', 'pmmrs', 'pmrss'],
        tide: 'normal',
        pieces: [
          { id: 't1', type: 'tank', owner: 'A', at: [2, 0] },
          { id: 'b1', type: 'motorBoat', owner: 'A', at: [4, 1] },
        ],
        caption: {
          en: 'Plain, mountain, marsh, reef and sea at normal tide: the tank on the mountain reaches 3 hexes.',
          fr: 'Plaine, montagne, marais, récif et mer à marée normale : le char sur la montagne porte à 3 cases.',
        },
      },
    ],
  },
  {
    id: 'tides',
    title: { en: 'Tides', fr: 'Les marées' },
    body: {
      en: [
        'At low tide marsh and reef are land. At normal tide marsh is land and reef is water. At high tide both are water.',
        'A land machine on a hex that has become water is bogged; a sea machine on a hex that has become land is stranded. Either way it can do nothing at all — not move, not shoot, not be loaded — until the tide turns back. A pontoon is the exception: a land machine on a pontoon stays dry.',
        'A machine may drive onto such a hex on purpose: it stops there, stuck, and waits.',
        'A new tide card is turned at the start of every game turn from turn 3. Each pondeuse that is working (on the board, not stuck, not under enemy fire) lets its owner see one card ahead.',
      ],
      fr: [
        'À marée basse, marais et récifs sont de la terre. À marée normale, le marais est de la terre et le récif de l’eau. À marée haute, les deux sont de l’eau.',
        'Un engin terrestre sur une case devenue de l’eau est embourbé ; un engin marin sur une case devenue de la terre est échoué. Dans les deux cas il ne peut rien faire — ni bouger, ni tirer, ni être chargé — tant que la marée ne revient pas. Exception : un engin terrestre sur un ponton reste au sec.',
        'Un engin peut entrer volontairement sur une telle case : il s’y arrête, bloqué, et attend.',
        'Une nouvelle carte marée est retournée au début de chaque tour de jeu à partir du tour 3. Chaque pondeuse en état (sur le plateau, ni bloquée, ni sous le feu ennemi) permet à son propriétaire de voir une carte d’avance.',
      ],
    },
    diagrams: [
      {
        terrain: ['pmmrs', 'pmrrs'],
        tide: 'low',
        pieces: [{ id: 't1', type: 'tank', owner: 'A', at: [2, 0] }],
        caption: {
          en: 'Low tide: marsh and reef are land; the tank drives on the marsh.',
          fr: 'Marée basse : marais et récifs sont de la terre ; le char roule sur le marais.',
        },
      },
      {
        terrain: ['pmmrs', 'pmrrs'],
        tide: 'high',
        pieces: [{ id: 't1', type: 'tank', owner: 'A', at: [2, 0], stuck: true }],
        caption: {
          en: 'High tide: the same marsh is water and the tank is bogged until the sea goes down.',
          fr: 'Marée haute : le même marais est de l’eau et le char est embourbé jusqu’à ce que la mer baisse.',
        },
      },
    ],
  },
  {
    id: 'ap',
    title: { en: 'Action points', fr: 'Les points d’action' },
    body: {
      en: [
        'Turn 3 gives 5 points, turn 4 gives 10, every later turn 15 (plus 5 for each astronef you control beyond your own).',
        'Costs: 1 point per hex moved, 1 per piece loaded or unloaded (entering or leaving an astronef too), 1 per piece built, 2 for a shot, 1 for a capture, 2 to rebuild a tower, and 1 to 4 to take off.',
        'Points not spent can be kept for later, by whole fives, up to 10 saved. Every action is final: nothing is taken back (in this program, unless the game was started with take-backs during one’s own turn).',
      ],
      fr: [
        'Le tour 3 donne 5 points, le tour 4 en donne 10, chaque tour suivant 15 (plus 5 par astronef contrôlé en plus du vôtre).',
        'Coûts : 1 point par case parcourue, 1 par pièce chargée ou déchargée (entrer ou sortir d’un astronef aussi), 1 par pièce construite, 2 pour un tir, 1 pour une capture, 2 pour reconstruire une tourelle, et 1 à 4 pour décoller.',
        'Les points non dépensés se gardent, par tranches de cinq, jusqu’à 10 en réserve. Chaque action est définitive : rien ne se reprend (dans ce programme, sauf si la partie a été lancée avec les reprises pendant son propre tour).',
      ],
    },
  },
  {
    id: 'moving',
    title: { en: 'Moving', fr: 'Se déplacer' },
    body: {
      en: [
        'A machine moves from hex to neighbouring hex, 1 point per hex, as far as your points allow. One piece per hex (a pontoon can carry one machine on top of it).',
        'A barge covers two hexes: each step keeps one of its hexes and takes one new one beside it.',
        'You may not enter a hex under enemy fire, except as a second arrival (see Neutralisation). Ore and pontoons never move by themselves: they are carried.',
      ],
      fr: [
        'Un engin avance d’une case à une case voisine, 1 point par case, tant que vos points le permettent. Une pièce par case (un ponton peut porter un engin).',
        'Une barge occupe deux cases : chaque pas garde l’une de ses cases et en prend une nouvelle à côté.',
        'On n’entre pas sur une case sous le feu ennemi, sauf en second arrivant (voir Neutralisation). Minerai et pontons ne bougent jamais seuls : ils sont transportés.',
      ],
    },
  },
  {
    id: 'transport',
    title: { en: 'Transporters', fr: 'Les transporteurs' },
    body: {
      en: [
        'The crab (land) has 2 places, the barge (sea) 4. Ore, a tank, the super tank and a pontoon take 1 place; a crab or the pondeuse take 2 and only a barge carries them. A crab aboard a barge counts with its own load.',
        'Loading takes a piece from a neighbouring hex; unloading puts it on a neighbouring hex that is free, holds a pontoon, or holds a transporter with room. 1 point each. Nothing is unloaded at sea, and a stuck piece cannot be loaded (a pontoon can).',
        'No loading or unloading into a hex under enemy fire.',
      ],
      fr: [
        'Le crabe (terrestre) a 2 places, la barge (marine) 4. Un minerai, un char, le gros tas et un ponton prennent 1 place ; un crabe ou la pondeuse en prennent 2 et seule une barge les porte. Un crabe dans une barge compte avec son propre chargement.',
        'Charger prend une pièce sur une case voisine ; décharger la pose sur une case voisine libre, portant un ponton, ou portant un transporteur qui a de la place. 1 point chacun. On ne décharge rien en mer, et on ne charge pas une pièce bloquée (un ponton, si).',
        'Pas de chargement ni de déchargement vers une case sous le feu ennemi.',
      ],
    },
    diagrams: [
      {
        terrain: ['ppps', 'ppss'],
        tide: 'normal',
        pieces: [
          { id: 'c1', type: 'crab', owner: 'A', at: [1, 0] },
          { id: 'o1', type: 'ore', at: [2, 0] },
          { id: 'g1', type: 'barge', owner: 'A', at: [3, 0], at2: [3, 1] },
        ],
        caption: {
          en: 'The crab loads the ore beside it, then can hand it to the barge on the shore.',
          fr: 'Le crabe charge le minerai voisin, puis peut le passer à la barge sur le rivage.',
        },
      },
    ],
  },
  {
    id: 'pondeuse',
    title: { en: 'The pondeuse', fr: 'La pondeuse' },
    body: {
      en: [
        'The pondeuse (the weather layer) loads one ore and turns it into a tank, a crab or a pontoon, put on a neighbouring hex: 1 point to load, 1 to build.',
        'At most two pieces per pondeuse per turn, and never two crabs or two pontoons in one turn. The reserve is limited (16 tanks, 4 crabs, 4 pontoons).',
        'While it works, a pondeuse also shows its owner the next tide card.',
      ],
      fr: [
        'La pondeuse météo charge un minerai et le transforme en char, en crabe ou en ponton, posé sur une case voisine : 1 point pour charger, 1 pour construire.',
        'Au plus deux pièces par pondeuse et par tour, et jamais deux crabes ou deux pontons dans le même tour. La réserve est limitée (16 chars, 4 crabes, 4 pontons).',
        'Tant qu’elle est en état, une pondeuse montre aussi à son propriétaire la prochaine carte marée.',
      ],
    },
    diagrams: [
      {
        terrain: ['pppp', 'pppp'],
        tide: 'normal',
        pieces: [
          { id: 'w1', type: 'pondeuse', owner: 'A', at: [1, 0] },
          { id: 'o1', type: 'ore', at: [2, 0] },
          { id: 't9', type: 'tank', owner: 'A', at: [1, 1] },
        ],
        caption: {
          en: 'Load the ore, then build a tank beside the pondeuse.',
          fr: 'Chargez le minerai, puis construisez un char à côté de la pondeuse.',
        },
      },
    ],
  },
  {
    id: 'pontoons',
    title: { en: 'Pontoons', fr: 'Les pontons' },
    body: {
      en: [
        'A pontoon makes a water hex into land for land machines. It belongs to nobody: any player may drive on it or carry it.',
        'It must touch land, or touch a chain of pontoons that touches land. If the tide drowns the last land it leans on, the whole chain sinks with everything on it.',
        'Boats and barges cannot pass a pontoon.',
      ],
      fr: [
        'Un ponton fait d’une case d’eau une terre pour les engins terrestres. Il n’appartient à personne : tout joueur peut rouler dessus ou le transporter.',
        'Il doit toucher la terre, ou une chaîne de pontons qui touche la terre. Si la marée noie la dernière terre sur laquelle il s’appuie, toute la chaîne coule avec ce qu’elle porte.',
        'Vedettes et barges ne franchissent pas un ponton.',
      ],
    },
    diagrams: [
      {
        terrain: ['ppsss', 'ppsss'],
        tide: 'normal',
        pieces: [
          { id: 'p1', type: 'pontoon', at: [2, 0] },
          { id: 'p2', type: 'pontoon', at: [3, 0] },
          { id: 't1', type: 'tank', owner: 'A', at: [3, 0] },
        ],
        caption: {
          en: 'A chain of two pontoons from the shore: the tank crosses the water on it.',
          fr: 'Une chaîne de deux pontons depuis le rivage : le char traverse l’eau dessus.',
        },
      },
    ],
  },
  {
    id: 'destructors',
    title: { en: 'Destructors and shooting', fr: 'Les destructeurs et le tir' },
    body: {
      en: [
        'Destructors are the tanks, the super tank, the motor boats and the astronef towers. A tank reaches 2 hexes (3 from a mountain), the super tank 3, a motor boat 2, a tower 2. Shots pass over anything.',
        'It always takes two destructors of one player to shoot: both must reach the target hex. The shot costs 2 points and destroys everything on the hex. Each destructor fires at most twice per turn.',
        'A stuck, carried or neutralised destructor cannot shoot. Nobody shoots their own pieces, and an astronef itself cannot be destroyed: only its towers.',
      ],
      fr: [
        'Les destructeurs sont les chars, le gros tas, les vedettes et les tourelles des astronefs. Un char porte à 2 cases (3 depuis une montagne), le gros tas à 3, une vedette à 2, une tourelle à 2. Les tirs passent par-dessus tout.',
        'Il faut toujours deux destructeurs d’un même joueur pour tirer : les deux doivent atteindre la case visée. Le tir coûte 2 points et détruit tout ce qui est sur la case. Chaque destructeur tire au plus deux fois par tour.',
        'Un destructeur bloqué, transporté ou neutralisé ne tire pas. On ne tire pas sur ses propres pièces, et un astronef ne peut pas être détruit : seulement ses tourelles.',
      ],
    },
    diagrams: [
      {
        terrain: ['ppppp', 'ppppp', 'ppppp'],
        tide: 'normal',
        pieces: [
          { id: 't1', type: 'tank', owner: 'A', at: [0, 0] },
          { id: 't2', type: 'tank', owner: 'A', at: [0, 2] },
          { id: 'e1', type: 'tank', owner: 'B', at: [2, 1] },
        ],
        fire: { owner: 'A' },
        caption: {
          en: 'Two blue tanks both reach the red tank: together they can destroy it (2 points).',
          fr: 'Deux chars bleus atteignent le char rouge : ensemble ils peuvent le détruire (2 points).',
        },
      },
    ],
  },
  {
    id: 'neutralisation',
    title: { en: 'Fire zones and neutralisation', fr: 'Zones de feu et neutralisation' },
    body: {
      en: [
        'A hex is under a player’s fire when two or more of their destructors able to act reach it. You may not enter such a hex, unload into it, or load from it.',
        'Two of your destructors that reach an enemy piece hold it under fire. Holding is your choice: during your turn a holder may move on, and the piece goes free. What your fire still holds when you end your turn is neutralised for its owner’s next turn: it can do nothing at all. At the start of that turn it may retreat one hex out of the fire (1 point), before any other action; otherwise it waits to be freed.',
        'Second arrival: a destructor may move into enemy fire only if, from there, it can shoot away enough of that fire, each shot with a partner outside the fire that still has a shot. Until it is out of the fire it may only shoot.',
        'A holder that stays keeps the piece neutralised until its owner’s turn is over, and may still shoot or capture. Towers are never neutralised. (Campaigns created before 27 November 2026 keep their rule: a destructor that came to hold a piece stays where it is for the rest of the turn.)',
      ],
      fr: [
        'Une case est sous le feu d’un joueur quand deux de ses destructeurs en état d’agir l’atteignent. On ne peut ni y entrer, ni y décharger, ni y charger.',
        'Deux de vos destructeurs qui atteignent une pièce ennemie la tiennent sous leur feu. La tenir est votre choix : pendant votre tour, un destructeur peut repartir, et la pièce est libre. Ce que votre feu tient encore à la fin de votre tour est neutralisé pour le tour suivant de son propriétaire : la pièce ne peut rien faire. Au début de ce tour, elle peut reculer d’une case hors du feu (1 point), avant toute autre action ; sinon elle attend d’être délivrée.',
        'Second arrivant : un destructeur ne peut entrer sous le feu ennemi que si, de là, il peut détruire assez de ce feu, chaque tir avec un partenaire hors du feu à qui il reste un tir. Tant qu’il n’en est pas sorti, il ne peut que tirer.',
        'Un destructeur qui reste garde la pièce neutralisée jusqu’à la fin du tour de son propriétaire, et peut encore tirer ou capturer. Les tourelles ne sont jamais neutralisées. (Les parties créées avant le 27 novembre 2026 gardent leur règle : un destructeur qui tient une pièce ne bouge plus de ce tour.)',
      ],
    },
    diagrams: [
      {
        terrain: ['pppppp', 'pppppp', 'pppppp'],
        tide: 'normal',
        pieces: [
          { id: 'e1', type: 'tank', owner: 'B', at: [4, 0] },
          { id: 'e2', type: 'tank', owner: 'B', at: [4, 2] },
          { id: 't1', type: 'crab', owner: 'A', at: [3, 1], neutralised: true },
          { id: 't2', type: 'tank', owner: 'A', at: [0, 1] },
        ],
        fire: { owner: 'B' },
        caption: {
          en: 'The red tanks cover the middle: the blue crab inside is neutralised.',
          fr: 'Les chars rouges couvrent le centre : le crabe bleu dedans est neutralisé.',
        },
      },
    ],
  },
  {
    id: 'capture',
    title: { en: 'Capture', fr: 'La capture' },
    body: {
      en: [
        'Two of your destructors in contact with an enemy piece take it for 1 point: it changes sides at once and may act this very turn, with whatever it carries.',
        'Neither captor, nor the target, may stand under enemy fire: a player protects a piece by keeping it inside their own fire.',
        'Ore and pontoons are never captured: they are simply loaded.',
      ],
      fr: [
        'Deux de vos destructeurs au contact d’une pièce ennemie la prennent pour 1 point : elle change de camp aussitôt et peut agir dès ce tour, avec ce qu’elle transporte.',
        'Ni les capteurs ni la cible ne doivent être sous le feu ennemi : un joueur protège une pièce en la gardant sous son propre feu.',
        'Minerai et pontons ne se capturent pas : on les charge, tout simplement.',
      ],
    },
    diagrams: [
      {
        terrain: ['pppp', 'pppp'],
        tide: 'normal',
        pieces: [
          { id: 't1', type: 'tank', owner: 'A', at: [0, 0] },
          { id: 't2', type: 'tank', owner: 'A', at: [2, 0] },
          { id: 'e1', type: 'crab', owner: 'B', at: [1, 0] },
        ],
        caption: {
          en: 'Two blue tanks touch the red crab: one capture and it is blue.',
          fr: 'Deux chars bleus touchent le crabe rouge : une capture et il est bleu.',
        },
      },
    ],
  },
  {
    id: 'colours',
    title: { en: 'Whose piece is it?', fr: 'À qui est cette pièce ?' },
    body: {
      en: [
        'Every machine obeys the astronef of its colour; the player who controls that astronef commands them all. A captured piece takes its captor’s colour.',
        'When an astronef takes off, its machines left on the planet are abandoned: nobody commands them, and anyone may capture them.',
      ],
      fr: [
        'Chaque engin obéit à l’astronef de sa couleur ; le joueur qui contrôle cet astronef les commande tous. Une pièce capturée prend la couleur de son capteur.',
        'Quand un astronef décolle, ses engins restés sur la planète sont abandonnés : personne ne les commande, et chacun peut les capturer.',
      ],
    },
  },
  {
    id: 'astronef',
    title: { en: 'The astronef', fr: 'L’astronef' },
    body: {
      en: [
        'The astronef covers four hexes: a central bubble and three podes, each with a tower. It lands on turn 1 on plain or marsh, at least 6 hexes from the others, and never moves; the tides do not touch it.',
        'Pieces go in and out through the podes (1 point each); nothing leaves by a pode whose tower is down. Ore inside stays there for the score.',
        'When all three towers are destroyed, an enemy destructor that drives in through a pode takes the astronef, and with it every piece of its colour. Whoever took it may rebuild its towers (2 points each).',
      ],
      fr: [
        'L’astronef couvre quatre cases : une bulle centrale et trois podes, chacun avec une tourelle. Il se pose au tour 1 sur plaine ou marais, à 6 cases au moins des autres, et ne bouge plus ; les marées ne l’atteignent pas.',
        'Les pièces entrent et sortent par les podes (1 point chacune) ; rien ne sort par un pode dont la tourelle est tombée. Le minerai à bord y reste pour le score.',
        'Quand ses trois tourelles sont détruites, un destructeur ennemi qui entre par un pode prend l’astronef, et avec lui toutes les pièces de sa couleur. Celui qui l’a pris peut reconstruire ses tourelles (2 points chacune).',
      ],
    },
    diagrams: [
      {
        terrain: ['ppppp', 'ppppp', 'ppppp', 'ppppp'],
        tide: 'normal',
        pieces: [{ id: 'k1', type: 'astronef', owner: 'A', at: [2, 1], orientation: 'N', towers: [true, true, false] }],
        caption: {
          en: 'An astronef with one tower down: its podes are the doors.',
          fr: 'Un astronef avec une tourelle détruite : ses podes sont les portes.',
        },
      },
    ],
  },
  {
    id: 'turns',
    title: { en: 'The turns', fr: 'Le déroulement des tours' },
    body: {
      en: [
        'Turn 1: each player lands their astronef. Turn 2: each deploys their machines within 2 hexes of it, at normal tide, for free.',
        'From turn 3 players play in turn, a few minutes each on the clock (3:00, or 4:00 for a newcomer). Only the active player acts; when their time runs out, a moving piece stops and only shots and captures already lined up may still be made.',
        'A new game turn begins with a new tide card.',
      ],
      fr: [
        'Tour 1 : chaque joueur pose son astronef. Tour 2 : chacun déploie ses engins à 2 cases au plus de lui, à marée normale, gratuitement.',
        'À partir du tour 3, les joueurs jouent chacun à leur tour, quelques minutes à la pendule (3:00, ou 4:00 pour un débutant). Seul le joueur actif agit ; quand son temps est écoulé, une pièce en mouvement s’arrête et seuls les tirs et captures déjà en place restent permis.',
        'Chaque nouveau tour de jeu commence par une nouvelle carte marée.',
      ],
    },
  },
  {
    id: 'end',
    title: { en: 'The end of the game', fr: 'La fin de la partie' },
    body: {
      en: [
        'At the start of turn 21 each player secretly decides, for each astronef, to leave now or to stay until turn 25. Those who leave go at once.',
        'On turn 25 an astronef takes off as an action of its controller, for 1 point plus 1 per missing tower. One still on the planet when its controller ends turn 25 stays forever and scores nothing.',
        'Scores: 2 per ore aboard, 1 per machine aboard, 1 per standing tower. The highest total wins.',
      ],
      fr: [
        'Au début du tour 21, chaque joueur décide en secret, pour chaque astronef, de partir tout de suite ou de rester jusqu’au tour 25. Ceux qui partent s’en vont aussitôt.',
        'Au tour 25, un astronef décolle par une action de son contrôleur, pour 1 point plus 1 par tourelle manquante. Celui qui est encore sur la planète quand son contrôleur finit le tour 25 y reste pour toujours et ne marque rien.',
        'Score : 2 par minerai à bord, 1 par engin à bord, 1 par tourelle debout. Le plus gros total l’emporte.',
      ],
    },
  },
  {
    id: 'variants',
    title: { en: 'Variants', fr: 'Les variantes' },
    body: {
      en: [
        'Base points: 20 or 25 instead of 15. Mining game: no combat at all. War game: no ore. Second astronef: each player brings a second ship later. Three kinds of ore worth 2, 3 and 5. A single forecast: only one card ahead whatever the number of pondeuses. Two tanks on neighbouring mountains: forbidden between turns (the rulebook), allowed for 5 points off the next turn (the Japanese edition), or allowed with the later one making no fire zone (Full Metal Galaxy).',
      ],
      fr: [
        'Points de base : 20 ou 25 au lieu de 15. Partie minière : aucun combat. Partie guerrière : pas de minerai. Second astronef : chaque joueur amène un second vaisseau plus tard. Trois sortes de minerai valant 2, 3 et 5. Prévision unique : une seule carte d’avance quel que soit le nombre de pondeuses. Deux chars sur des montagnes voisines : interdit entre deux tours (la règle), permis pour 5 points de moins au tour suivant (l’édition japonaise), ou permis avec le dernier arrivé sans zone de feu (Full Metal Galaxy).',
      ],
    },
  },
  {
    id: 'app',
    title: { en: 'This program', fr: 'Ce programme' },
    body: {
      en: [
        'The game is played hot-seat: one screen, each player in turn behind the hand-off screen. Games are saved after every action and can be resumed or exported.',
        'F1 opens this reference. A refused action tells why, with a link to the rule it comes from.',
        'The whole game plays with the keyboard alone (and with a finger: tap to select and act, two fingers to zoom and move the board, a long press for what the pointer’s hover shows). Keys:',
        ...SHORTCUTS.map((k) => `${k.keys.en}: ${k.what.en}.`),
      ],
      fr: [
        'On joue en relais sur un seul écran, chaque joueur à son tour derrière l’écran de passage. Les parties sont enregistrées après chaque action et peuvent être reprises ou exportées.',
        'F1 ouvre ce mémento. Une action refusée dit pourquoi, avec un lien vers la règle d’où cela vient.',
        'Toute la partie se joue au clavier seul (et au doigt : touchez pour choisir et agir, deux doigts pour zoomer et déplacer le plateau, un appui long pour ce que montre le survol du pointeur). Touches :',
        ...SHORTCUTS.map((k) => `${k.keys.fr} : ${k.what.fr}.`),
      ],
    },
  },
];

export function section(id: string): Section | undefined {
  return RULES.find((s) => s.id === id);
}

/** Sections whose title or text contains every word of the query (accents and case ignored). */
export function searchRules(query: string, lang: Lang): Section[] {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const words = norm(query).split(/\s+/).filter(Boolean);
  if (!words.length) return RULES;
  return RULES.filter((s) => {
    const text = norm([s.title[lang], ...s.body[lang], ...(s.diagrams ?? []).map((d) => d.caption[lang])].join(' '));
    return words.every((w) => text.includes(w));
  });
}
