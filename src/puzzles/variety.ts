// Variety among the puzzles of a piece to save (issue 29, point 7): mined turn after turn, many look alike (the
// same crab stepping off the same kind of marsh at high tide, game after game). Each is given a class (its kind,
// the piece's type, the tide it meets, the terrain it stands on, and the shape of its escape: the piece moving
// alone or helped, how far); then, in order, a puzzle is left out when
//   1. one of the same game and turn has its class already,
//   2. one of the same game saves the same piece the same way (its class) already,
//   3. its class holds `perClass` puzzles already (those kept spread over the class's ratings and games).
// The puzzles to win (destroy, capture, take) are kept as they are: each is a different turning point.
import { getBoard, T_MARSH, T_MOUNTAIN, T_PLAIN, T_REEF, T_SEA } from '../engine/index.js';
import { lessonStart } from '../lessons/lessons.js';
import type { Puzzle } from './puzzle.js';

/** A class holds at most this many puzzles. */
export const PER_CLASS = 8;

export interface Dropped {
  id: string;
  why: string;
}

const TERRAIN_WORDS: Record<number, string> = {
  [T_PLAIN]: 'plain',
  [T_SEA]: 'sea',
  [T_MARSH]: 'marsh',
  [T_REEF]: 'reef',
  [T_MOUNTAIN]: 'mountain',
};

/** The shape of a save puzzle's escape: its kind, piece, tide, terrain, alone or helped, and how far it goes. */
export function escapeClass(p: Puzzle): string | null {
  if (p.kind !== 'saveFromTide' && p.kind !== 'saveFromStrike') return null;
  const start = lessonStart(p);
  const piece = start.pieces[start.index[p.target]!]!;
  const terrain = getBoard(start.map).terrain[piece.at] ?? -1;
  const alone = p.solution.every((a) => a.type === 'move' && a.piece === p.target);
  const steps = p.solution.reduce((n, a) => n + (a.type === 'move' && a.piece === p.target ? a.path.length : 0), 0);
  const far = steps <= 1 ? 'one hex' : steps <= 3 ? 'two or three hexes' : 'four hexes or more';
  const tide = 'freeAt' in p.core ? p.core.freeAt.tide : 'any tide';
  return [
    p.kind,
    piece.type,
    tide,
    TERRAIN_WORDS[terrain] ?? `terrain ${terrain}`,
    alone ? 'alone' : 'helped',
    far,
  ].join(', ');
}

/** Evenly spread picks: `n` of `list` (sorted as the caller wants), the first and the last included. */
function spread<T>(list: T[], n: number): T[] {
  if (list.length <= n) return list;
  if (n === 1) return [list[0]!];
  return Array.from({ length: n }, (_, i) => list[Math.round((i * (list.length - 1)) / (n - 1))]!);
}

/** The puzzles kept (in their order) and those left out with why (see the file's head). */
export function keepVaried(puzzles: Puzzle[], perClass = PER_CLASS): { kept: Puzzle[]; dropped: Dropped[] } {
  const dropped: Dropped[] = [];
  const classes = new Map<string, string>();
  for (const p of puzzles) {
    const c = escapeClass(p);
    if (c) classes.set(p.id, c);
  }
  // harder first among look-alikes: the one kept of a pair is the harder
  const order = [...puzzles].sort((a, b) => b.rating - a.rating || a.id.localeCompare(b.id));
  const byTurn = new Set<string>();
  const byPiece = new Set<string>();
  const survivors: Puzzle[] = [];
  for (const p of order) {
    const c = classes.get(p.id);
    if (!c) {
      survivors.push(p);
      continue;
    }
    const turn = `${p.origin.game}|${p.origin.turn}|${c}`;
    const piece = `${p.origin.game}|${p.target}|${c}`;
    if (byTurn.has(turn)) dropped.push({ id: p.id, why: `same game and turn as another of its class (${c})` });
    else if (byPiece.has(piece))
      dropped.push({ id: p.id, why: `the same piece saved the same way earlier or later in its game (${c})` });
    else {
      byTurn.add(turn);
      byPiece.add(piece);
      survivors.push(p);
    }
  }
  const members = new Map<string, Puzzle[]>();
  for (const p of survivors) {
    const c = classes.get(p.id);
    if (c) members.set(c, [...(members.get(c) ?? []), p]);
  }
  for (const [c, list] of members) {
    if (list.length <= perClass) continue;
    // one per game first (in order of rating), then the others; spread over the ratings
    const seen = new Set<string>();
    const firsts = list.filter((p) => !seen.has(p.origin.game) && seen.add(p.origin.game));
    const pool = firsts.length >= perClass ? firsts : list;
    const keep = new Set(
      spread(
        [...pool].sort((a, b) => a.rating - b.rating),
        perClass,
      ).map((p) => p.id),
    );
    for (const p of list)
      if (!keep.has(p.id)) dropped.push({ id: p.id, why: `its class holds ${list.length}, ${perClass} kept (${c})` });
  }
  const gone = new Set(dropped.map((d) => d.id));
  return { kept: puzzles.filter((p) => !gone.has(p.id)), dropped };
}
