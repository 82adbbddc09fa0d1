// A real-length campaign for the store bench and the store's tests (issue 26, points 4, 5, 7): a seeded game
// between four normal computer players, played through the host's API as four people at one table would.
// The computer players move a piece several hexes in one action; a person on the screen mostly clicks hex by
// hex, so each move the engine accepts step by step, to the same position, is logged one hex at a time (~1,000
// actions a game, where the computer's own log is ~450). The log is checked by the host as it is played: a log
// the engine of the day refuses throws, it is never cut short.
import { playGame } from '../ai/index.js';
import {
  apply,
  legalDestinations,
  newGame,
  type Action,
  type GameOptions,
  type GameState,
  type Hex,
} from '../engine/index.js';
import { barrierOf } from '../engine/takeback.js';
import { seal, unseal } from '../store/seal.js';
import { canonicalJson, chainHash, sha256 } from '../store/util.js';
import { SEEDED_LEVELS, seededOptions } from '../debrief/seeded.js';
import type { Host } from '../host/host.js';
import type { SessionView } from '../host/contract.js';

/** The seats' names on the host (ids p1..p4, as the computer game's). */
const NAMES = ['Ann', 'Bob', 'Cyd', 'Dee'];
const COLOURS = ['red', 'blue', 'yellow', 'green'];

export interface ComputerGame {
  seed: number;
  options: GameOptions;
  /** The actions as people would log them (moves hex by hex where that is the same game). */
  log: Action[];
  /** The computer players' own log length. */
  computerActions: number;
}

/** Same pieces at the same places, same action points: the split move reached the whole move's position. */
function samePosition(a: GameState, b: GameState): boolean {
  return JSON.stringify([a.pieces, a.players, a.turnState]) === JSON.stringify([b.pieces, b.players, b.turnState]);
}

/** The move as single-hex moves when the engine takes them, one by one, to the whole move's position. */
function hexByHex(state: GameState, move: Extract<Action, { type: 'move' }>, whole: GameState): Action[] | null {
  if (move.path.length < 2) return null;
  const steps: Action[] = (move.path as Hex[][] | Hex[]).map((h) => ({ ...move, path: [h] }) as Action);
  let s = state;
  for (const step of steps) {
    const r = apply(s, step);
    if (!r.ok) return null;
    s = r.state;
  }
  return samePosition(s, whole) ? steps : null;
}

/** Four normal computer players' game for `seed`, its moves logged hex by hex where that is the same game. */
export function computerGame(seed: number): ComputerGame {
  const game = playGame([...SEEDED_LEVELS], seed, { think: { untimed: true } });
  const options = seededOptions(SEEDED_LEVELS, seed);
  let state = newGame({ ...options });
  const log: Action[] = [];
  for (const action of game.log) {
    const r = apply(state, action);
    if (!r.ok) throw new Error(`the computer game of seed ${seed} does not replay: ${r.error.message}`);
    const split = action.type === 'move' ? hexByHex(state, action, r.state) : null;
    log.push(...(split ?? [action]));
    state = r.state;
  }
  return { seed, options, log, computerActions: game.log.length };
}

async function must<T>(p: Promise<{ ok: true; value: T } | { ok: false; error: { code: string; message: string } }>) {
  const r = await p;
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/**
 * Plays `game` on `host` (made with `deckSalt: 'none'`, so that its tides are the seed's) as a new campaign,
 * seating each player in turn; the first `upTo` actions only when given. `after` is called after each action
 * (the bench times its take-backs there). Returns the campaign's id and the host's last session view.
 */
export async function playOnHost(
  host: Host,
  game: ComputerGame,
  opts: { name?: string; upTo?: number; after?: (action: Action, session: SessionView) => Promise<void> } = {},
): Promise<{ id: string; session: SessionView }> {
  const created = await must(
    host.call('campaign.new', {
      name: opts.name ?? `Computer game ${game.seed}`,
      players: NAMES.slice(0, game.options.players.length).map((name, i) => ({
        id: game.options.players[i]!.id,
        name,
        colour: COLOURS[i]!,
      })),
      seed: game.seed,
    }),
  );
  let session = (await must(host.call('game.view')))!;
  for (const action of game.log.slice(0, opts.upTo ?? game.log.length)) {
    const actor = action.type === 'liftOff' ? action.player : session.active;
    if (session.seated !== actor) {
      if (session.seated) await must(host.call('game.unseat'));
      await must(host.call('game.seat', { player: actor! }));
    }
    const done = await must(action.type === 'endTurn' ? host.call('game.endTurn') : host.call('game.act', { action }));
    session = done.session;
    if (opts.after) {
      await opts.after(action, session);
      session = (await must(host.call('game.view')))!;
    }
  }
  return { id: created.campaignId, session };
}

/** A one-hex move of the active player, taken back at once, that reveals nothing (none: null). */
function plainMove(state: GameState): Action | null {
  if (state.phase !== 'play') return null;
  const me = state.order[state.activeIdx];
  for (const p of state.pieces) {
    if (p.destroyed || p.in !== null || p.at < 0 || p.type === 'ore' || p.type === 'pontoon') continue;
    if (p.color === null || state.colors[p.color]?.controller !== me) continue;
    for (const d of legalDestinations(state, p.id)) {
      if (d.cost !== 1) continue;
      const move: Action = { type: 'move', piece: p.id, path: d.path as Hex[] };
      const r = apply(state, move);
      if (r.ok && barrierOf(state, move, r.state, r.events) === null) return move;
    }
  }
  return null;
}

/**
 * The exported file of `game` (played on a host, unfinished) with a move and its take-back again and again,
 * late in the game, until its log holds `rows` rows: the longest campaign a player could write by taking back
 * (what the import limits are set against). Its seal, log hash and checksum remade as an export makes them.
 */
export function padWithTakeBacks(content: string, game: ComputerGame, rows: number): string {
  const file = JSON.parse(content) as {
    campaign: unknown;
    log: { action: Action | { type: 'takeBack'; seq: number }; at: number }[];
    sealed: string;
    head: string;
    checksum: string;
  };
  const extra = rows - file.log.length;
  if (extra < 0 || extra % 2 !== 0) throw new Error(`cannot pad ${file.log.length} rows to ${rows} with pairs`);
  // where: the first position of turn 24 or later at which the active player has a plain move
  let state = newGame({ ...game.options });
  let at = -1;
  let move: Action | null = null;
  for (let i = 0; i < file.log.length; i++) {
    if (state.turn >= 24 && (move = plainMove(state))) {
      at = i;
      break;
    }
    const r = apply(state, game.log[i]!);
    if (!r.ok) throw new Error(`the computer game does not replay at action ${i + 1}`);
    state = r.state;
  }
  if (at < 0 || !move) throw new Error('no plain move to take back late in the game');
  const when = file.log[at - 1]!.at;
  const pairs = Array.from({ length: extra / 2 }, (_, j) => [
    { action: move, at: when },
    { action: { type: 'takeBack' as const, seq: at + 2 * j }, at: when },
  ]).flat();
  file.log = [...file.log.slice(0, at), ...pairs, ...file.log.slice(at)];
  const secrets = unseal(file.sealed) as { deckSalt: number | null; choices: [number, string][] };
  secrets.choices = secrets.choices.map(([seq, choice]) => [seq >= at ? seq + extra : seq, choice]);
  file.sealed = seal(secrets);
  // the log's hash is over the actions with their lift-off choices unsealed
  const chosen = new Map(secrets.choices);
  file.head = file.log.reduce((h, l, seq) => {
    const a = l.action.type === 'liftOff' ? { ...l.action, choice: chosen.get(seq)! } : l.action;
    return chainHash(h, seq, JSON.stringify(a));
  }, '');
  const { campaign, log, sealed, head } = file;
  file.checksum = sha256(canonicalJson({ campaign, log, sealed, head }));
  return JSON.stringify(file, null, 1) + '\n';
}
