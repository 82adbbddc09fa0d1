// Puzzles (issue 29, points 7-9): positions from real games in which one turn wins clearly. A puzzle is a
// lesson (src/lessons: a rule scenario, a goal condition, hints, a solution) with its own fields: what kind
// of win it is, its rating, and where it comes from. It is checked by the engine: the goal is not met at the
// start, doing nothing (ending the turn) does not meet it, the solution meets it within the turn's points.
import { unsafePieces } from '../ai/index.js';
import {
  apply,
  forecastFor,
  ownerOf,
  playerView,
  type GameState,
  type PieceType,
  type PlayerId,
  type Tide,
} from '../engine/index.js';
import { holds, type Condition } from '../lessons/conditions.js';
import { lessonProblems, lessonStart, playSolution, type Lesson, type Text } from '../lessons/lessons.js';

export type PuzzleKind = 'destroy' | 'capture' | 'takeAstronef' | 'saveFromTide' | 'saveFromStrike';
export const PUZZLE_KINDS: readonly PuzzleKind[] = [
  'destroy',
  'capture',
  'takeAstronef',
  'saveFromTide',
  'saveFromStrike',
];

export interface Puzzle extends Lesson {
  kind: PuzzleKind;
  /** The piece to destroy or capture, the astronef to take, or the learner's piece to save (from the tide, from a strike). */
  target: string;
  /** The goal without its "this turn" bound: what ending the turn at once must not give. */
  core: Condition;
  /** 1000 (easiest) to 2000 (hardest): see difficulty.ts (`ratingOf`). */
  rating: number;
  /** The plausible turns tried from the puzzle's start (the computer players' from the learner's view) and how many reached the goal. */
  plausible: { tried: number; reached: number };
  /** Where it was mined: a seeded computer game, or a campaign (its name), and the replay's position. */
  origin: { game: string; seq: number; turn: number };
}

/** What is wrong with a puzzle: a lesson's problems, then the engine's checks of a puzzle (empty: verified). */
export function puzzleProblems(p: Puzzle): string[] {
  const problems = lessonProblems(p);
  if (problems.length) return problems;
  if (!PUZZLE_KINDS.includes(p.kind)) problems.push(`unknown kind ${String(p.kind)}`);
  if (!(p.rating >= 1000 && p.rating <= 2000)) problems.push('rating is 1000 to 2000');
  const start = lessonStart(p);
  if (start.order[start.activeIdx] !== p.learner || start.phase !== 'play')
    problems.push('the learner does not play at the start');
  if (holds(p.core, start)) problems.push('the goal is met at the start');
  if (p.kind === 'saveFromTide') problems.push(...tideProblems(p, start));
  if (p.kind === 'saveFromStrike') problems.push(...strikeProblems(p, start));
  // doing nothing: the turn ended at once. A strike puzzle's goal judges the position as the learner's turn
  // would end (the coach's view of the enemy's next turn), so doing nothing is the start, judged above; once
  // the turn has ended, a new tide may be revealed (drawn afresh when the pile runs out) and it would judge
  // another moment.
  const idle = apply(start, { type: 'endTurn' });
  if (!idle.ok) problems.push(`ending the turn is refused (${idle.error.code})`);
  else if (p.kind !== 'saveFromStrike' && holds(p.core, idle.state))
    problems.push('ending the turn at once meets the goal');
  const played = playSolution(p);
  if (played.refused) problems.push(`the solution is refused: ${played.refused}`);
  else if (!holds(p.success, played.state)) problems.push('the solution does not meet the goal');
  else if (played.state.turn !== start.turn || played.state.order[played.state.activeIdx] !== p.learner)
    problems.push('the solution leaves the turn');
  return problems;
}

/**
 * A tide puzzle's own checks: its goal is to keep one of the learner's pieces free at a tide, and that tide is
 * the next one, shown to the learner by his forecast at the start (a puzzle never rests on a hidden tide).
 */
function tideProblems(p: Puzzle, start: ReturnType<typeof lessonStart>): string[] {
  if (!('freeAt' in p.core) || p.core.freeAt.piece !== p.target)
    return ['a tide puzzle’s goal keeps its target free at a tide'];
  const i = start.index[p.target];
  const target = i === undefined ? undefined : start.pieces[i];
  if (!target || ownerOf(start, target) !== p.learner) return ['the piece to save is not the learner’s'];
  if (forecastFor(start, p.learner)[0] !== p.core.freeAt.tide)
    return ['the tide is not the next one in the learner’s forecast'];
  const deck = (p.scenario as { deck?: unknown[] }).deck ?? [];
  if (deck.length > start.players[p.learner]!.forecast) return ['the tide pile holds a card the learner is not shown'];
  return [];
}

/**
 * A strike puzzle's own checks: its goal keeps one of the learner's pieces safe (conditions.ts `safe`), and at
 * the start that piece is in reach of an enemy's fire next turn by the coach's exact threat map (the danger is
 * a strike, not only the tide); like a tide puzzle, the tide pile holds nothing the learner is not shown.
 */
function strikeProblems(p: Puzzle, start: GameState): string[] {
  if (!('safe' in p.core) || p.core.safe.piece !== p.target || p.core.safe.player !== p.learner)
    return ['a strike puzzle’s goal keeps its target safe for the learner'];
  const i = start.index[p.target];
  const target = i === undefined ? undefined : start.pieces[i];
  if (!target || target.destroyed || ownerOf(start, target) !== p.learner)
    return ['the piece to save is not the learner’s'];
  const { seed: _seed, ...options } = start.options;
  const unsafe = unsafePieces(playerView(start, p.learner), options);
  if (!unsafe.some((u) => u.piece === p.target && u.why === 'fire'))
    return ['the piece to save is not in reach of an enemy’s fire at the start'];
  const deck = (p.scenario as { deck?: unknown[] }).deck ?? [];
  if (deck.length > start.players[p.learner]!.forecast) return ['the tide pile holds a card the learner is not shown'];
  return [];
}

/** The goal, bounded to the learner's turn: met once the core holds while it is still his turn. */
export function boundedGoal(core: Condition, turn: number, learner: PlayerId): Condition {
  return { all: [core, { not: { turnAtLeast: turn + 1 } }, { activeIs: learner }] };
}

// ---------------------------------------------------------------------------------------------------------
// Words of the goal, in both languages, written into each puzzle file (the screen shows them as they are).

const PIECE: Record<PieceType, Text> = {
  astronef: { en: 'astronef', fr: 'l’astronef' },
  tank: { en: 'tank', fr: 'le char' },
  superTank: { en: 'super tank', fr: 'le gros tas' },
  motorBoat: { en: 'motor boat', fr: 'la vedette' },
  barge: { en: 'barge', fr: 'la barge' },
  crab: { en: 'crab', fr: 'le crabe' },
  pondeuse: { en: 'pondeuse', fr: 'la pondeuse' },
  pontoon: { en: 'pontoon', fr: 'le ponton' },
  ore: { en: 'ore', fr: 'le minerai' },
};

export const COLOUR_NAMES: Record<string, Text> = {
  red: { en: 'Red', fr: 'Rouge' },
  blue: { en: 'Blue', fr: 'Bleu' },
  yellow: { en: 'Yellow', fr: 'Jaune' },
  green: { en: 'Green', fr: 'Vert' },
  purple: { en: 'Purple', fr: 'Violet' },
  black: { en: 'Black', fr: 'Noir' },
};

function elide(fr: string): string {
  return fr.replace(/\bde (?=[AEIOUYaeiouy])/g, 'd’');
}

const TIDE_WORDS: Record<Tide, Text> = {
  low: { en: 'a low tide', fr: 'une marée basse' },
  normal: { en: 'a normal tide', fr: 'une marée normale' },
  high: { en: 'a high tide', fr: 'une marée haute' },
};

/** A tide puzzle's goal: the piece, and what the tide would do to it (a boat runs aground, a land piece is bogged). */
export function tideGoalWords(type: PieceType, tide: Tide, sea: boolean): Text {
  const fr = PIECE[type].fr.replace(/^(le |la |l’)/, 'votre ');
  const en = sea ? 'afloat' : 'out of the water';
  const frState = sea ? 'à flot' : 'hors de l’eau';
  return {
    en: `Your forecast shows ${TIDE_WORDS[tide].en} next: this turn, make sure your ${PIECE[type].en} is still ${en} at that tide.`,
    fr: `Votre prévision annonce ${TIDE_WORDS[tide].fr} : ce tour-ci, veillez à ce que ${fr} soit encore ${frState} à cette marée.`,
  };
}

/** A strike puzzle's goal: the piece out of every enemy's reach next turn, and not left to the coming tide. */
export function strikeGoalWords(type: PieceType): Text {
  const fr = PIECE[type].fr;
  const it = fr.startsWith('la ') ? 'la' : 'le';
  return {
    en: `Enemy destructors can fire on your ${PIECE[type].en} next turn: this turn, put it out of their reach, without leaving it to the tide.`,
    fr: `Des destructeurs ennemis peuvent tirer sur ${fr.replace(/^(le |la |l’)/, 'votre ')} au prochain tour : ce tour-ci, mettez-${it} hors de leur portée, sans ${it} laisser à la marée.`,
  };
}

/** The goal of a puzzle to win: to destroy, capture or take (a piece to save: `tideGoalWords`, `strikeGoalWords`). */
export type WinKind = Exclude<PuzzleKind, 'saveFromTide' | 'saveFromStrike'>;

export function goalWords(kind: WinKind, type: PieceType, owner: Text, ore: number): Text {
  const cargoEn = ore > 0 ? ` with ${ore} ore aboard` : '';
  const cargoFr = ore > 0 ? ` avec ${ore} ${ore > 1 ? 'minerais' : 'minerai'} à bord` : '';
  switch (kind) {
    case 'takeAstronef':
      return {
        en: `Take ${owner.en}’s astronef this turn.`,
        fr: elide(`Prenez l’astronef de ${owner.fr} ce tour-ci.`),
      };
    case 'capture':
      return {
        en: `Capture ${owner.en}’s ${PIECE[type].en}${cargoEn} this turn.`,
        fr: elide(`Capturez ${PIECE[type].fr} de ${owner.fr}${cargoFr} ce tour-ci.`),
      };
    case 'destroy':
      return {
        en: `Destroy ${owner.en}’s ${PIECE[type].en}${cargoEn} this turn.`,
        fr: elide(`Détruisez ${PIECE[type].fr} de ${owner.fr}${cargoFr} ce tour-ci.`),
      };
  }
}

export function titleWords(kind: PuzzleKind, type: PieceType): Text {
  const fr = PIECE[type].fr;
  switch (kind) {
    case 'saveFromTide':
      return { en: `Save the ${PIECE[type].en} from the tide`, fr: `Sauver ${fr} de la marée` };
    case 'saveFromStrike':
      return { en: `Save the ${PIECE[type].en} from enemy fire`, fr: `Sauver ${fr} du feu ennemi` };
    case 'takeAstronef':
      return { en: 'Take the astronef', fr: 'Prendre l’astronef' };
    case 'capture':
      return { en: `Capture the ${PIECE[type].en}`, fr: `Capturer ${fr}` };
    case 'destroy':
      return { en: `Destroy the ${PIECE[type].en}`, fr: `Détruire ${fr}` };
  }
}

export function pieceWords(type: PieceType): Text {
  return PIECE[type];
}
