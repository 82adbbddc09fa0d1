// The words of `npm run play` (play.ts): a seat's view as text (a hex map true to the board's geometry, the
// pieces with their ids, places and cargo, the action points, the tide and its forecast), the short notation
// a person types his actions in, and the log's actions in the same notation.
import { getBoard, T_MARSH, T_MOUNTAIN, T_PLAIN, T_REEF, T_SEA, type Board } from '../engine/board.js';
import type { Action, GameEvent, Hex, PlayerView, Tide, ViewPiece } from '../engine/index.js';
import type { LogEntry } from '../host/contract.js';

/** Two letters for a piece on the map: its kind (upper case: the viewer's, lower case: another's) and its number. */
const KIND_LETTER: Record<string, string> = {
  astronef: 'A',
  tank: 'T',
  superTank: 'S',
  motorBoat: 'B',
  barge: 'G',
  crab: 'C',
  pondeuse: 'P',
  pontoon: 'N',
  ore: '*',
};

export const hexText = (h: Hex | null | undefined) => (h ? `${h[0]},${h[1]}` : '-');

/** What a hex is at this tide: plain `.`, mountain `^`, sea `~`, marsh `,` (land) or `;` (under water), reef `_` (dry) or `-`. */
function terrainChar(board: Board, i: number, tide: Tide): string {
  const t = board.terrain[i];
  if (t === T_PLAIN) return '.';
  if (t === T_MOUNTAIN) return '^';
  if (t === T_SEA) return '~';
  if (t === T_MARSH) return board.isLand(i, tide) ? ',' : ';';
  if (t === T_REEF) return board.isLand(i, tide) ? '_' : '-';
  return ' ';
}

function pieceCode(p: ViewPiece, viewer: string | null): string {
  if (p.type === 'ore') return '**';
  const letter = KIND_LETTER[p.type] ?? '?';
  const digit = /(\d)$/.exec(p.id)?.[1] ?? (p.type === 'astronef' ? '' : ' ');
  const code = (letter + digit).padEnd(2, p.type === 'astronef' ? 'A' : ' ');
  return p.owner === viewer ? code : code.toLowerCase();
}

/**
 * The board as text, each hex where it stands: column x at 3x characters, row y on line 2y, the odd columns half
 * a hex lower (line 2y+1), so that the six neighbours of a hex are the ones around it on the page. A hex shows its
 * terrain at the tide, then its piece's code, or `!` when the viewer's enemies hold it under fire.
 */
export function mapText(view: PlayerView, enemyFire: Set<string>, cols?: [number, number]): string {
  const board = getBoard(view.map);
  const [x0, x1] = cols ?? [0, board.cols - 1];
  const at = new Map<string, string>();
  for (const p of view.pieces) {
    if (!p.at || p.in) continue;
    const hexes = p.type === 'astronef' && p.hexes ? p.hexes : p.at2 ? [p.at, p.at2] : [p.at];
    for (const h of hexes) if (!at.has(hexText(h)) || p.type !== 'ore') at.set(hexText(h), pieceCode(p, view.viewer));
  }
  const lines: string[] = [];
  let head = '    ';
  for (let x = x0; x <= x1; x++) head += String(x).padStart(3, ' ');
  lines.push(head);
  for (let y = 0; y < board.rows; y++)
    for (const odd of [0, 1]) {
      let line = odd ? '    ' : `${String(y).padStart(3, ' ')} `;
      for (let x = x0; x <= x1; x++) {
        if ((x & 1) !== odd || !board.inside(x, y)) {
          line += '   ';
          continue;
        }
        const key = `${x},${y}`;
        const i = board.idx(x, y);
        line += terrainChar(board, i, view.tide) + (at.get(key) ?? (enemyFire.has(key) ? ' !' : '  '));
      }
      lines.push(line.trimEnd());
    }
  return lines.join('\n');
}

/** Hex distance on the board. */
export function distance(map: string, a: Hex, b: Hex): number {
  const board = getBoard(map);
  return board.dist(board.idx(a[0], a[1]), board.idx(b[0], b[1]));
}

/** The viewer's pieces (where, what they carry) and the others' on the board, nearest enemy destructor for each. */
export function piecesText(view: PlayerView): string {
  const me = view.viewer;
  const onBoard = view.pieces.filter((p) => p.at && !p.in);
  const carried = (id: string) =>
    view.pieces
      .filter((q) => q.in === id)
      .map((q) => q.id)
      .join(' ');
  const destructors = (mine: boolean) =>
    onBoard.filter((p) => (p.owner === me) === mine && p.owner !== null && p.reach > 0 && p.type !== 'astronef');
  const enemies = destructors(false);
  const line = (p: ViewPiece) => {
    const where = p.at ? hexText(p.at) + (p.at2 ? `+${hexText(p.at2)}` : '') : p.in ? `in ${p.in}` : 'off';
    const flags = [
      p.stuck ? 'STUCK' : '',
      p.neutralised ? 'NEUTRALISED' : '',
      p.shots ? `shots ${p.shots}` : '',
      p.type === 'astronef' && p.towers ? `towers ${p.towers.map((t) => (t ? 1 : 0)).join('')}` : '',
    ].filter(Boolean);
    const cargo = carried(p.id);
    let near = '';
    if (p.at && p.owner === me && p.type !== 'astronef') {
      const d = enemies
        .map((e) => ({ id: e.id, d: distance(view.map, p.at!, e.at!) }))
        .sort((a, b) => a.d - b.d)
        .slice(0, 2);
      if (d.length) near = `  near: ${d.map((e) => `${e.id}@${e.d}`).join(' ')}`;
    }
    return `  ${p.id.padEnd(16)} ${p.type.padEnd(9)} ${where.padEnd(13)}${cargo ? ` [${cargo}]` : ''}${flags.length ? ` (${flags.join(', ')})` : ''}${near}`;
  };
  const mine = view.pieces.filter((p) => p.owner === me && (p.at || p.in));
  const theirs = onBoard.filter((p) => p.owner !== me && p.owner !== null);
  const ore = onBoard.filter((p) => p.type === 'ore').length;
  return [
    `your pieces (${mine.length}):`,
    ...mine.map(line),
    `others' pieces on the board (${theirs.length}):`,
    ...theirs.map(line),
    `ore on the board: ${ore}`,
  ].join('\n');
}

/** The turn, the tide and what is known of the next ones, each player's action points and score now. */
export function headerText(view: PlayerView): string {
  const players = view.order
    .map((id) => {
      const p = view.players[id]!;
      return `${id}: ap ${p.ap} (banks ${p.wouldBank}, saved ${p.saved}) score now ${view.potentialScores[id] ?? 0}${p.gone ? ' GONE' : ''}`;
    })
    .join(' | ');
  const forecast = view.forecast.length ? view.forecast.join(', ') : 'none';
  return `turn ${view.turn} ${view.phase}, tide ${view.tide} (next: ${forecast}; ${view.deckSize} cards left), active ${view.active}\n${players}`;
}

function parseHex(word: string | undefined): Hex {
  const m = /^(-?\d+),(-?\d+)$/.exec(word ?? '');
  if (!m) throw new NotationError(`"${word ?? ''}" is not a hex (x,y)`);
  return [Number(m[1]), Number(m[2])];
}

export class NotationError extends Error {}

/** A move whose path the host finds (the cheapest to that hex), or an action the engine takes as it is. */
export type Typed = { go: { piece: string; to: Hex; to2?: Hex } } | { action: Action };

/**
 * One action in the short notation (or as JSON): `land X,Y N|S`, `deploy P X,Y [X,Y]`, `go P X,Y [X,Y]` (the
 * cheapest path there), `move P X,Y X,Y...` (that path), `load C I`, `unload C I X,Y [X,Y]`, `fire A B X,Y`,
 * `capture A B T`, `build P tank|crab|pontoon X,Y`, `rebuild A PODE`, `liftoff A leave|stay`, `end`.
 * `id` names a piece as the game does, the viewer's own without its colour (`tank1` for `red.tank1`), or by its hex (`x,y`: the ore there first).
 */
export function parseAction(text: string, id: (word: string | undefined) => string, me: string): Typed {
  const t = text.trim();
  if (t.startsWith('{')) {
    try {
      return { action: JSON.parse(t) as Action };
    } catch (e) {
      throw new NotationError(`not JSON: ${(e as Error).message}`);
    }
  }
  const w = t.split(/\s+/);
  const hexes = (from: number) => w.slice(from).map(parseHex);
  const pair = (from: number): Hex | [Hex, Hex] => {
    const h = hexes(from);
    return h.length === 2 ? [h[0]!, h[1]!] : (h[0] ?? parseHex(undefined));
  };
  switch (w[0]) {
    case 'land': {
      const o = (w[2] ?? 'N').toUpperCase();
      if (o !== 'N' && o !== 'S') throw new NotationError('orientation is N or S');
      return { action: { type: 'land', astronef: `${me}.astronef`, at: parseHex(w[1]), orientation: o } };
    }
    case 'deploy':
      return { action: { type: 'deploy', piece: id(w[1]), to: pair(2) } };
    case 'go': {
      const [to, to2] = hexes(2);
      return { go: { piece: id(w[1]), to: to!, ...(to2 ? { to2 } : {}) } };
    }
    case 'move':
      return { action: { type: 'move', piece: id(w[1]), path: hexes(2) } };
    case 'load':
      return { action: { type: 'load', carrier: id(w[1]), item: id(w[2]) } };
    case 'unload':
      return { action: { type: 'unload', carrier: id(w[1]), item: id(w[2]), to: pair(3) } };
    case 'fire':
      return { action: { type: 'fire', shooters: [id(w[1]), id(w[2])], target: parseHex(w[3]) } };
    case 'capture':
      return { action: { type: 'capture', captors: [id(w[1]), id(w[2])], target: id(w[3]) } };
    case 'build': {
      const kind = w[2];
      if (kind !== 'tank' && kind !== 'crab' && kind !== 'pontoon')
        throw new NotationError('build tank, crab or pontoon');
      return { action: { type: 'build', pondeuse: id(w[1]), kind, to: parseHex(w[3]) } };
    }
    case 'rebuild':
      return { action: { type: 'rebuildTower', astronef: id(w[1]), pode: Number(w[2]) } };
    case 'liftoff': {
      const choice = w[2];
      if (choice !== 'leave' && choice !== 'stay') throw new NotationError('liftoff A leave|stay');
      return { action: { type: 'liftOff', player: me, astronef: id(w[1]), choice } };
    }
    case 'end':
      return { action: { type: 'endTurn' } };
    default:
      throw new NotationError(`unknown action "${w[0] ?? ''}"`);
  }
}

/** An action in the notation above (a logged turn-21 choice may read `hidden`). */
export function actionText(a: LogEntry['action']): string {
  switch (a.type) {
    case 'land':
      return `land ${hexText(a.at)} ${a.orientation}`;
    case 'deploy':
      return `deploy ${a.piece} ${Array.isArray(a.to[0]) ? (a.to as Hex[]).map(hexText).join(' ') : hexText(a.to as Hex)}`;
    case 'move':
      return `move ${a.piece} ${(a.path as (Hex | [Hex, Hex])[]).map((h) => (Array.isArray(h[0]) ? (h as Hex[]).map(hexText).join('+') : hexText(h as Hex))).join(' ')}`;
    case 'load':
      return `load ${a.carrier} ${a.item}`;
    case 'unload':
      return `unload ${a.carrier} ${a.item} ${Array.isArray(a.to[0]) ? (a.to as Hex[]).map(hexText).join(' ') : hexText(a.to as Hex)}`;
    case 'build':
      return `build ${a.pondeuse} ${a.kind} ${hexText(a.to)}`;
    case 'fire':
      return `fire ${a.shooters.join(' ')} ${hexText(a.target)}`;
    case 'capture':
      return `capture ${a.captors.join(' ')} ${a.target}`;
    case 'rebuildTower':
      return `rebuild ${a.astronef} ${a.pode}`;
    case 'liftOff':
      return `liftoff ${a.astronef} ${a.choice}`;
    case 'endTurn':
      return a.timeout ? 'end (time ran out)' : 'end';
  }
}

/** What an action did that the notation does not say: destroyed, captured, stranded, neutralised pieces. */
export function eventsText(events: readonly GameEvent[]): string {
  const words: string[] = [];
  for (const e of events)
    switch (e.type) {
      case 'fired':
        if (e.destroyed.length) words.push(`destroyed ${e.destroyed.join(' ')}`);
        break;
      case 'destroyed':
        if (e.cause !== 'shot') words.push(`lost to the ${e.cause}: ${e.pieces.join(' ')}`);
        break;
      case 'captured':
        words.push(`captured ${e.piece}`);
        break;
      case 'astronefTaken':
        words.push(`TOOK ASTRONEF ${e.astronef}`);
        break;
      case 'neutralised':
        words.push(`neutralised ${e.pieces.join(' ')}`);
        break;
      case 'moved':
        if (e.stuck) words.push('stranded');
        break;
      case 'tookOff':
        words.push(`took off (${e.cost} AP)`);
        break;
      case 'turnEnded':
        words.push(`banked ${e.saved}`);
        break;
      case 'tideRevealed':
        words.push(`tide of turn ${e.turn}: ${e.tide}`);
        break;
      case 'gameOver':
        words.push(`GAME OVER: ${e.scores.map((s) => `${s.player} ${s.points}`).join(', ')}`);
        break;
    }
  return words.join('; ');
}

/** The log's entries, one line each: seq, turn, who, what, what it did. */
export function logText(entries: readonly LogEntry[]): string {
  return entries
    .map((e) => {
      const ev = eventsText(e.events);
      return `  #${e.seq} t${e.turn} ${e.player ?? '-'}: ${actionText(e.action)}${ev ? `  => ${ev}` : ''}`;
    })
    .join('\n');
}
