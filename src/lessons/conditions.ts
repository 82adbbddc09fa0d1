// The success conditions of lessons: a small language of plain data, checked against the engine state.
//
//   {"all": [c, ...]} / {"any": [c, ...]} / {"not": c}
//   {"pieceAt": {"piece": "t1", "at": [4, 2]}}        on that hex (a barge: either of its hexes)
//   {"pieceIn": {"piece": "o1", "in": "k1"}}           carried by (directly or inside a carrier inside it)
//   {"destroyed": "e1"}
//   {"owner": {"piece": "e1", "player": "A"}}          the player who controls it now
//   {"stuck": "t1"}                                     stranded or bogged by the tide now
//   {"freeAt": {"piece": "t1", "tide": "high"}}         not destroyed, and not stuck were the tide that one
//                                                       (as it stands now; a carried piece is free)
//   {"safe": {"piece": "t1", "player": "A"}}            still A's, not destroyed, and not among the pieces the
//                                                       coach calls unsafe for A were his turn to end now: in
//                                                       reach of an enemy pair's fire next turn by the exact
//                                                       threat map (src/ai unsafePieces), or stuck by the next
//                                                       tide his forecast shows; carried: its outermost carrier
//                                                       is judged (aboard an astronef: safe)
//   {"neutralised": "e1"}
//   {"departed": "k1"}                                  the astronef took off
//   {"count": {"type": "tank", "owner": "A", "atLeast": 5}}   pieces on the board or carried, not destroyed
//   {"turnAtLeast": 8}  {"tideIs": "high"}  {"activeIs": "A"}
//   {"scoreAtLeast": {"player": "A", "points": 4}}    scoresNow (what his astronefs would bring home)
//   {"apAtMost": {"player": "A", "ap": 0}}
//   {"gameOver": true}  {"winner": "A"}
import { unsafePieces } from '../ai/index.js';
import {
  getBoard,
  isStuck,
  ownerOf,
  playerView,
  scoresNow,
  type GameState,
  type Hex,
  type Piece,
  type Tide,
} from '../engine/index.js';

export type Condition =
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition }
  | { pieceAt: { piece: string; at: Hex } }
  | { pieceIn: { piece: string; in: string } }
  | { destroyed: string }
  | { owner: { piece: string; player: string | null } }
  | { stuck: string }
  | { freeAt: { piece: string; tide: Tide } }
  | { safe: { piece: string; player: string } }
  | { neutralised: string }
  | { departed: string }
  | { count: { type: Piece['type']; owner?: string; atLeast: number } }
  | { turnAtLeast: number }
  | { tideIs: Tide }
  | { activeIs: string }
  | { scoreAtLeast: { player: string; points: number } }
  | { apAtMost: { player: string; ap: number } }
  | { gameOver: true }
  | { winner: string };

const KEYS = [
  'all',
  'any',
  'not',
  'pieceAt',
  'pieceIn',
  'destroyed',
  'owner',
  'stuck',
  'freeAt',
  'safe',
  'neutralised',
  'departed',
  'count',
  'turnAtLeast',
  'tideIs',
  'activeIs',
  'scoreAtLeast',
  'apAtMost',
  'gameOver',
  'winner',
] as const;

function piece(s: GameState, id: string): Piece | undefined {
  const i = s.index[id];
  return i === undefined ? undefined : s.pieces[i];
}

/** Problems in a condition (unknown keys, unknown piece ids); empty when it is well formed. */
export function checkCondition(c: unknown, s?: GameState, where = 'success'): string[] {
  if (!c || typeof c !== 'object' || Array.isArray(c)) return [`${where}: a condition is an object`];
  const keys = Object.keys(c);
  if (keys.length !== 1) return [`${where}: a condition has exactly one key, got ${keys.join(', ') || 'none'}`];
  const k = keys[0]!;
  const v = (c as Record<string, unknown>)[k];
  if (!(KEYS as readonly string[]).includes(k)) return [`${where}: unknown condition ${k}`];
  if (k === 'all' || k === 'any') {
    if (!Array.isArray(v) || v.length === 0) return [`${where}.${k}: a non-empty list`];
    return v.flatMap((x, i) => checkCondition(x, s, `${where}.${k}[${i}]`));
  }
  if (k === 'not') return checkCondition(v, s, `${where}.not`);
  if (!s) return [];
  const ids: string[] = [];
  if (typeof v === 'string' && ['destroyed', 'stuck', 'neutralised', 'departed'].includes(k)) ids.push(v);
  if (v && typeof v === 'object' && 'piece' in v) ids.push(String((v as { piece: unknown }).piece));
  if (k === 'pieceIn') ids.push(String((v as { in: unknown }).in));
  return ids.filter((id) => !piece(s, id)).map((id) => `${where}.${k}: no piece ${id}`);
}

/** Whether the condition holds in this state. */
export function holds(c: Condition, s: GameState): boolean {
  if ('all' in c) return c.all.every((x) => holds(x, s));
  if ('any' in c) return c.any.some((x) => holds(x, s));
  if ('not' in c) return !holds(c.not, s);
  if ('pieceAt' in c) {
    const p = piece(s, c.pieceAt.piece);
    if (!p || p.destroyed || p.in !== null || p.at < 0) return false;
    const b = getBoard(s.map);
    const h = b.parse(c.pieceAt.at);
    return p.at === h || p.at2 === h;
  }
  if ('pieceIn' in c) {
    let p = piece(s, c.pieceIn.piece);
    for (let guard = 0; p && !p.destroyed && p.in !== null && guard < 6; guard++) {
      if (p.in === c.pieceIn.in) return true;
      p = piece(s, p.in);
    }
    return false;
  }
  if ('destroyed' in c) return !!piece(s, c.destroyed)?.destroyed;
  if ('owner' in c) {
    const p = piece(s, c.owner.piece);
    return !!p && !p.destroyed && ownerOf(s, p) === c.owner.player;
  }
  if ('stuck' in c) return isStuck(s, c.stuck);
  if ('freeAt' in c) {
    const p = piece(s, c.freeAt.piece);
    return !!p && !p.destroyed && !isStuck({ ...s, tide: c.freeAt.tide }, p.id);
  }
  if ('safe' in c) return safeNow(s, c.safe.piece, c.safe.player);
  if ('neutralised' in c) return piece(s, c.neutralised)?.neutralisedBy != null;
  if ('departed' in c) return !!piece(s, c.departed)?.departed;
  if ('count' in c) {
    const n = s.pieces.filter(
      (p) =>
        p.type === c.count.type && !p.destroyed && (c.count.owner === undefined || ownerOf(s, p) === c.count.owner),
    ).length;
    return n >= c.count.atLeast;
  }
  if ('turnAtLeast' in c) return s.turn >= c.turnAtLeast;
  if ('tideIs' in c) return s.tide === c.tideIs;
  if ('activeIs' in c) return s.phase !== 'over' && s.order[s.activeIdx] === c.activeIs;
  if ('scoreAtLeast' in c) return (scoresNow(s)[c.scoreAtLeast.player] ?? 0) >= c.scoreAtLeast.points;
  if ('apAtMost' in c) return (s.players[c.apAtMost.player]?.ap ?? 0) <= c.apAtMost.ap;
  if ('gameOver' in c) return s.phase === 'over';
  if ('winner' in c) return s.result?.winner === c.winner;
  return false;
}

/**
 * Whether a piece of `player` is safe as his turn would end now: the coach's judgement (`unsafePieces`, from his
 * own view: the exact threat map of every enemy's next turn and the tide his forecast shows). A carried piece
 * shares its outermost carrier's fate; aboard an astronef it cannot be shot.
 */
function safeNow(s: GameState, id: string, player: string): boolean {
  const p = piece(s, id);
  if (!p || p.destroyed || ownerOf(s, p) !== player || s.phase !== 'play') return false;
  let outer = p;
  for (let guard = 0; outer.in !== null && guard < 6; guard++) {
    const up = piece(s, outer.in);
    if (!up) break;
    outer = up;
  }
  if (outer.type === 'astronef') return true;
  const { seed: _seed, ...options } = s.options;
  return !unsafePieces(playerView(s, player), options).some((u) => u.piece === outer.id);
}
