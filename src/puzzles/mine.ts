// Mining puzzles from a game's log: every turning point of the debrief (src/debrief) where the player to
// move destroyed or captured something that mattered, or took an astronef, becomes a candidate: the start of
// that player's turn as a scenario, his own actions up to the decisive one as the solution. A candidate is
// kept only when the engine verifies it (puzzle.ts) and it is rated (difficulty.ts) by the plain ways the engine
// finds to meet it and by how many plausible turns from the same view reach the goal.
import { think, unsafePieces } from '../ai/index.js';
import {
  apply,
  forecastFor,
  isStuck,
  LAND_TYPES,
  ownerOf,
  playerView,
  redrawsAt,
  SEA_TYPES,
  type Action,
  type GameOptions,
  type GameState,
  type PieceType,
  type PublicOptions,
} from '../engine/index.js';
import { holds, type Condition } from '../lessons/conditions.js';
import { lessonStart, type Text } from '../lessons/lessons.js';
import { debriefFigures, type TurningPoint } from '../debrief/figures.js';
import { turnStartScenario, ExportRefused } from '../debrief/scenario-export.js';
import { replay } from '../engine/index.js';
import {
  boundedGoal,
  COLOUR_NAMES,
  goalWords,
  pieceWords,
  puzzleProblems,
  strikeGoalWords,
  tideGoalWords,
  titleWords,
  type Puzzle,
  type WinKind,
} from './puzzle.js';
import { ratingOf, searchFor, searchSave, type SearchDifficulty } from './difficulty.js';

/** A shot or capture below this swing is not a clear win. */
export const MIN_PUZZLE_SWING = 2.5;
/** The plausible turns a puzzle is rated by: the easy player's (it draws among worthwhile choices) and the normal one's. */
const PLAUSIBLE: { level: 'easy' | 'normal'; seed: number }[] = [
  ...[1, 2, 3, 4, 5, 6].map((seed) => ({ level: 'easy' as const, seed })),
  { level: 'normal', seed: 1 },
  { level: 'normal', seed: 2 },
];

export interface MinedGame {
  /** Names the game in each puzzle's origin, e.g. "seed 12 (normal x4)" or a campaign's name. */
  name: string;
  options: GameOptions;
  log: readonly Action[];
  /** Colours of the players, by id (palette names); missing ones are given in seat order. */
  colours?: Record<string, string>;
}

const SEAT_COLOURS = ['red', 'blue', 'yellow', 'green', 'purple', 'black'];

function kindOf(tp: TurningPoint): WinKind | null {
  if (tp.kind === 'astronefTaken') return 'takeAstronef';
  if (tp.kind === 'capture') return 'capture';
  if (tp.kind === 'shot') return 'destroy';
  return null;
}

function publicOf(state: GameState): PublicOptions {
  const { seed: _seed, deckSalt: _salt, ...rest } = state.options;
  return rest;
}

/** How many plausible turns from the learner's view reach the goal before the turn ends. */
export function plausibleReach(start: GameState, core: Condition): { tried: number; reached: number } {
  const me = start.order[start.activeIdx]!;
  let reached = 0;
  for (const { level, seed } of PLAUSIBLE) {
    const steps = think(playerView(start, me), publicOf(start), level, seed, { untimed: true });
    let s = start;
    let hit = false;
    for (const { action } of steps) {
      if (action.type === 'endTurn') break;
      const r = apply(s, action);
      s = r.state;
      if (holds(core, s)) {
        hit = true;
        break;
      }
      if (!r.ok || s.order[s.activeIdx] !== me || s.turn !== start.turn) break;
    }
    if (hit) reached++;
  }
  return { tried: PLAUSIBLE.length, reached };
}

function pieceType(state: GameState, id: string): PieceType {
  return state.pieces[state.index[id]!]!.type;
}

/** The hints: which pieces of his do it, then the solution's first action in words. */
function hintsFor(start: GameState, solution: Action[], decisive: Action): Text[] {
  const ids =
    decisive.type === 'fire'
      ? decisive.shooters.map((s) => s.split(':')[0]!)
      : decisive.type === 'capture'
        ? decisive.captors
        : decisive.type === 'load'
          ? [decisive.item]
          : [];
  const kinds = [...new Set(ids.filter((id) => start.index[id] !== undefined).map((id) => pieceType(start, id)))];
  const en = kinds.map((k) => (k === 'astronef' ? 'the towers of your astronef' : `your ${pieceWords(k).en}`));
  const yours = (k: PieceType) => pieceWords(k).fr.replace(/^(le |la |l’)/, 'votre ');
  const fr = kinds.map((k) => (k === 'astronef' ? 'les tourelles de votre astronef' : yours(k)));
  const hints: Text[] = [
    {
      en: `It takes ${en.join(' and ')}.`,
      fr: `Cela se fait avec ${fr.join(' et ')}.`,
    },
  ];
  const first = solution[0]!;
  const firstPiece =
    first === decisive
      ? null
      : first.type === 'move'
        ? first.piece
        : first.type === 'load' || first.type === 'unload'
          ? first.carrier
          : null;
  if (firstPiece && start.index[firstPiece] !== undefined) {
    const t = pieceType(start, firstPiece);
    hints.push({
      en: `Start with your ${pieceWords(t).en}.`,
      fr: `Commencez par ${yours(t)}.`,
    });
  } else hints.push({ en: 'It takes a single action.', fr: 'Une seule action suffit.' });
  return hints;
}

/** A mined puzzle's start position, or null with the reason in `rejected` (a position the engine refuses). */
function startOrReject(p: Puzzle, rejected: string[]): GameState | null {
  try {
    return lessonStart(p);
  } catch (e) {
    rejected.push(`${p.id}: ${(e as Error).message}`);
    return null;
  }
}

/**
 * Keeps a whole mined puzzle if the checks of a shipped one pass, rated from its plausible turns and the engine's
 * search (`search` when the miner has already run it); otherwise says why in `rejected`. Whether it was kept.
 */
function keepChecked(
  p: Puzzle,
  start: GameState,
  puzzles: Puzzle[],
  rejected: string[],
  search?: SearchDifficulty,
): boolean {
  const problems = puzzleProblems(p);
  if (problems.length) {
    rejected.push(`${p.id}: ${problems.join('; ')}`);
    return false;
  }
  p.plausible = plausibleReach(start, p.core);
  p.rating = ratingOf(search ?? searchFor(p, start), p.plausible);
  puzzles.push(p);
  return true;
}
/** The puzzles one game gives: verified by the engine, rated; the others are left out. */
export function minePuzzles(
  game: MinedGame,
  opts: { minSwing?: number; tideOnly?: boolean; strikeOnly?: boolean } = {},
): { puzzles: Puzzle[]; rejected: string[] } {
  const colours: Record<string, string> = {};
  game.options.players.forEach(
    (p, i) => (colours[p.id] = game.colours?.[p.id] ?? SEAT_COLOURS[i % SEAT_COLOURS.length]!),
  );
  if (opts.tideOnly) return mineTidePuzzles(game, colours);
  if (opts.strikeOnly) return mineStrikePuzzles(game, colours);
  const figures = debriefFigures(game.options, game.log);
  const starts = turnStarts(game);
  const puzzles: Puzzle[] = [];
  const rejected: string[] = [];
  const seen = new Set<number>();
  for (const tp of figures.turningPoints) {
    const kind = kindOf(tp);
    if (!kind || !tp.player || tp.swing < (opts.minSwing ?? MIN_PUZZLE_SWING)) continue;
    const target = tp.pieces[0];
    if (!target || !target.owner || target.owner === tp.player) continue;
    // where the turn of the turning point started: the last turn start before its action
    const begun = starts.filter((x) => x.at < tp.seq).at(-1);
    if (!begun || seen.has(begun.at)) continue;
    const { at: from, state: real } = begun;
    seen.add(from);
    if (real.order[real.activeIdx] !== tp.player) continue;
    let scenario;
    try {
      scenario = turnStartScenario(real, '');
    } catch (e) {
      if (e instanceof ExportRefused) {
        rejected.push(`${game.name} @${tp.seq}: ${e.message}`);
        continue;
      }
      throw e;
    }
    const solution = game.log.slice(from, tp.seq) as Action[];
    const core: Condition =
      kind === 'destroy'
        ? { destroyed: target.id }
        : { all: [{ not: { destroyed: target.id } }, { owner: { piece: target.id, player: tp.player } }] };
    const names: Record<string, Text> = {};
    for (const p of scenario.players) names[p.id] = COLOUR_NAMES[colours[p.id]!] ?? { en: p.id, fr: p.id };
    const id = `${game.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}-${tp.seq}`;
    const { name: _n, ...position } = scenario;
    const base: Puzzle = {
      id,
      order: 0,
      title: titleWords(kind, target.type),
      intro: {
        en: `From a real game, turn ${tp.turn}: you play ${names[tp.player]!.en}. One turn wins here.`,
        fr: `Tiré d’une vraie partie, tour ${tp.turn}\u00a0: vous jouez ${names[tp.player]!.fr}. Un seul tour suffit ici.`,
      },
      goal: goalWords(kind, target.type, names[target.owner]!, target.ore),
      hints: [],
      learner: tp.player,
      names,
      colours: Object.fromEntries(scenario.players.map((p) => [p.id, colours[p.id]!])),
      scenario: position as Puzzle['scenario'],
      success: boundedGoal(core, tp.turn, tp.player),
      solution,
      kind,
      target: target.id,
      core,
      rating: 1000,
      plausible: { tried: 0, reached: 0 },
      origin: { game: game.name, seq: tp.seq, turn: tp.turn },
    };
    const start = startOrReject(base, rejected);
    if (!start) continue;
    base.hints = hintsFor(start, solution, solution[solution.length - 1]!);
    keepChecked(base, start, puzzles, rejected);
  }
  const tide = mineTidePuzzles(game, colours);
  const strike = mineStrikePuzzles(game, colours);
  return {
    puzzles: [...puzzles, ...tide.puzzles, ...strike.puzzles],
    rejected: [...rejected, ...tide.rejected, ...strike.rejected],
  };
}

/**
 * Every turn start of a game's log in play: where it is in the log (the actions before it) and the position, as
 * the engine's replay gives it (the redraws its options place included: an imported copy, a practice game). One
 * walk over the log for every miner.
 */
export function turnStarts(game: MinedGame): { at: number; state: GameState }[] {
  let state = replay(game.options, []).state;
  const starts: { at: number; state: GameState }[] = [];
  for (let i = 0; i < game.log.length; i++) {
    const next = redrawsAt(game.options, i + 1, apply(state, game.log[i]!).state);
    if (
      next.phase === 'play' &&
      (state.phase !== 'play' || next.turn !== state.turn || next.activeIdx !== state.activeIdx)
    )
      starts.push({ at: i + 1, state: next });
    state = next;
  }
  return starts;
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * "Save a piece from a known tide": at the start of a player's turn, his forecast shows the next tide, under
 * which one of his pieces, free now, would be bogged (land) or aground (sea) where it stands; his own actions
 * in that turn freed it. The puzzle is that turn's start with the tide pile cut to what his forecast shows
 * (nothing hidden is put in), his actions up to the first one after which the piece is free at that tide as
 * the solution. At most one per turn start; kept when verified (puzzle.ts), rated by its plausible turns.
 */
export function mineTidePuzzles(
  game: MinedGame,
  colours: Record<string, string>,
): { puzzles: Puzzle[]; rejected: string[] } {
  const puzzles: Puzzle[] = [];
  const rejected: string[] = [];
  for (const { at: from, state: real } of turnStarts(game)) {
    const me = real.order[real.activeIdx]!;
    const shown = forecastFor(real, me);
    const next = shown[0];
    if (!next || real.turn === 21) continue;
    const at = (id: string) => ({ freeAt: { piece: id, tide: next } }) as Condition;
    const candidates = real.pieces.filter(
      (p) =>
        !p.destroyed &&
        p.in === null &&
        p.at >= 0 &&
        (LAND_TYPES.has(p.type) || SEA_TYPES.has(p.type)) &&
        ownerOf(real, p) === me &&
        !isStuck(real, p.id) &&
        !holds(at(p.id), real),
    );
    if (!candidates.length) continue;
    // his own actions in that turn, up to the first that frees one of them at that tide
    let s = real;
    let found: { piece: string; upTo: number } | null = null;
    for (let i = from; i < game.log.length && !found; i++) {
      const r = apply(s, game.log[i]!);
      if (!r.ok && r.state === s) continue;
      s = r.state;
      if (s.turn !== real.turn || s.order[s.activeIdx] !== me || s.phase !== 'play') break;
      const saved = candidates.find((p) => holds(at(p.id), s));
      if (saved) found = { piece: saved.id, upTo: i + 1 };
    }
    if (!found) continue;
    let scenario;
    try {
      scenario = turnStartScenario(real, '');
    } catch (e) {
      if (e instanceof ExportRefused) {
        rejected.push(`${game.name} @${from}: ${e.message}`);
        continue;
      }
      throw e;
    }
    const target = real.pieces[real.index[found.piece]!]!;
    const sea = SEA_TYPES.has(target.type);
    const solution = game.log.slice(from, found.upTo) as Action[];
    const core = at(target.id);
    const names: Record<string, Text> = {};
    for (const p of scenario.players) names[p.id] = COLOUR_NAMES[colours[p.id]!] ?? { en: p.id, fr: p.id };
    const id = `${slug(game.name)}-tide-${from}`;
    const { name: _n, ...position } = scenario;
    const first = solution[0]!;
    const firstPiece =
      first.type === 'move' ? first.piece : first.type === 'load' || first.type === 'unload' ? first.carrier : null;
    const yours = (k: PieceType) => pieceWords(k).fr.replace(/^(le |la |l’)/, 'votre ');
    const hints: Text[] = [
      sea
        ? {
            en: `Where your ${pieceWords(target.type).en} stands, the coming tide leaves dry land: it would be aground.`,
            fr: `Là où est ${yours(target.type)}, la marée qui vient découvre la terre : elle s’échouerait.`,
          }
        : {
            en: `Where your ${pieceWords(target.type).en} stands, the coming tide floods the hex: it would be stuck.`,
            fr: `Là où est ${yours(target.type)}, la marée qui vient inonde la case : ${target.type === 'pondeuse' ? 'elle serait bloquée' : 'il serait bloqué'}.`,
          },
    ];
    if (firstPiece && real.index[firstPiece] !== undefined && firstPiece !== target.id) {
      const t = pieceType(real, firstPiece);
      hints.push({ en: `Start with your ${pieceWords(t).en}.`, fr: `Commencez par ${yours(t)}.` });
    }
    const base: Puzzle = {
      id,
      order: 0,
      title: titleWords('saveFromTide', target.type),
      intro: {
        en: `From a real game, turn ${real.turn}: you play ${names[me]!.en}. Your forecast shows the next tide.`,
        fr: `Tiré d’une vraie partie, tour ${real.turn} : vous jouez ${names[me]!.fr}. Votre prévision montre la prochaine marée.`,
      },
      goal: tideGoalWords(target.type, next, sea),
      hints,
      learner: me,
      names,
      colours: Object.fromEntries(scenario.players.map((p) => [p.id, colours[p.id]!])),
      scenario: { ...position, deck: shown } as Puzzle['scenario'],
      success: boundedGoal(core, real.turn, me),
      solution,
      kind: 'saveFromTide',
      target: target.id,
      core,
      rating: 1000,
      plausible: { tried: 0, reached: 0 },
      origin: { game: game.name, seq: found.upTo, turn: real.turn },
    };
    const start = startOrReject(base, rejected);
    if (start) keepChecked(base, start, puzzles, rejected);
  }
  return { puzzles, rejected };
}

/** Whether the piece is on the board or carried, not destroyed, and the player's. */
function stillHis(state: GameState, id: string, player: string): boolean {
  const p = state.pieces[state.index[id] ?? -1];
  return !!p && !p.destroyed && ownerOf(state, p) === player;
}

/**
 * "Save a piece from a strike": at the start of a player's turn, one of his pieces is in reach of an enemy's
 * fire next turn (the coach's exact threat map, `unsafePieces`), and in the real game it was destroyed or taken
 * before his next turn, though it was still his when his turn ended. The puzzle is that turn's start (the tide
 * pile cut to what his forecast shows), its goal the piece safe as his turn would end (conditions.ts `safe`:
 * out of every enemy's reach, not left to the tide), its solution found by the engine's search (`searchSave`:
 * the piece's cheapest move that makes it safe), since the real line lost it. At most one per turn start.
 */
export function mineStrikePuzzles(
  game: MinedGame,
  colours: Record<string, string>,
): { puzzles: Puzzle[]; rejected: string[] } {
  const puzzles: Puzzle[] = [];
  const rejected: string[] = [];
  const starts = turnStarts(game);
  for (let k = 0; k + 1 < starts.length; k++) {
    const { at: from, state: real } = starts[k]!;
    const me = real.order[real.activeIdx]!;
    if (real.turn === 21) continue;
    const ended = starts[k + 1]!.state;
    const back = starts.slice(k + 1).find((x) => x.state.order[x.state.activeIdx] === me);
    if (!back) continue;
    const lost = unsafePieces(playerView(real, me), publicOf(real))
      .filter((u) => u.why === 'fire')
      .map((u) => u.piece)
      .filter((id) => stillHis(ended, id, me) && !stillHis(back.state, id, me));
    if (!lost.length) continue;
    let scenario;
    try {
      scenario = turnStartScenario(real, '');
    } catch (e) {
      if (e instanceof ExportRefused) {
        rejected.push(`${game.name} @${from}: ${e.message}`);
        continue;
      }
      throw e;
    }
    const names: Record<string, Text> = {};
    for (const p of scenario.players) names[p.id] = COLOUR_NAMES[colours[p.id]!] ?? { en: p.id, fr: p.id };
    const { name: _n, ...position } = scenario;
    const yours = (k: PieceType) => pieceWords(k).fr.replace(/^(le |la |l’)/, 'votre ');
    let kept = false;
    for (const id of lost) {
      if (kept) break;
      const target = real.pieces[real.index[id]!]!;
      const core: Condition = { safe: { piece: id, player: me } };
      const pid = `${slug(game.name)}-strike-${from}`;
      const base: Puzzle = {
        id: pid,
        order: 0,
        title: titleWords('saveFromStrike', target.type),
        intro: {
          en: `From a real game, turn ${real.turn}: you play ${names[me]!.en}. In that game, this piece was lost in the enemy’s next turn.`,
          fr: `Tiré d’une vraie partie, tour ${real.turn} : vous jouez ${names[me]!.fr}. Dans cette partie, cette pièce a été perdue au tour ennemi suivant.`,
        },
        goal: strikeGoalWords(target.type),
        hints: [
          {
            en: `Two destructors of one enemy can bring your ${pieceWords(target.type).en} under fire next turn, with the points that player will have: look where the enemy’s pieces can go.`,
            fr: `Deux destructeurs d’un même ennemi peuvent mettre ${yours(target.type)} sous le feu au prochain tour, avec les points qu’il aura : regardez où ses pièces peuvent aller.`,
          },
          {
            en: `One move of your ${pieceWords(target.type).en} is enough: find a hex no pair of the enemy’s can bring under fire.`,
            fr: `Un seul déplacement de ${yours(target.type)} suffit : trouvez une case qu’aucune paire ennemie ne peut mettre sous le feu.`,
          },
        ],
        learner: me,
        names,
        colours: Object.fromEntries(scenario.players.map((p) => [p.id, colours[p.id]!])),
        scenario: { ...position, deck: forecastFor(real, me) } as Puzzle['scenario'],
        success: boundedGoal(core, real.turn, me),
        solution: [],
        kind: 'saveFromStrike',
        target: id,
        core,
        rating: 1000,
        plausible: { tried: 0, reached: 0 },
        origin: { game: game.name, seq: from, turn: real.turn },
      };
      const start = startOrReject(base, rejected);
      if (!start) continue;
      const found = searchSave(start, id, core);
      if (!found.move) {
        rejected.push(`${pid}: no single move of its ${target.type} makes it safe`);
        continue;
      }
      base.solution = [found.move];
      kept = keepChecked(base, start, puzzles, rejected, found.search);
    }
  }
  return { puzzles, rejected };
}
