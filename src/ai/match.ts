// Plays one game between computer players through the engine's one door, as the host would:
// each seat sees only its own view; the turn-21 choices are asked of every seat in turn.
import {
  activePlayer,
  CURRENT_RULINGS,
  apply,
  liftOffWaitingFor,
  newGame,
  playerView,
  scoresDetail,
  type Action,
  type BoardData,
  type GameOptions,
  type PlayerId,
} from '../engine/index.js';
import { ComputerPlayer, type ThinkOptions } from './player.js';
import type { Reason } from './reason.js';
import type { Level } from './style.js';

export type OreSetup = NonNullable<GameOptions['oreSetup']>;

export interface SeatRecord {
  player: PlayerId;
  level: Level;
  points: number;
  ore: number;
  /** Milliseconds of thinking per turn of this seat. */
  thinkMs: number[];
  actions: number;
  refused: number;
}

export interface GameRecord {
  seed: number;
  winner: PlayerId | null;
  seats: SeatRecord[];
  actions: number;
  /** The game reached its end (not stopped by the action limit). */
  finished: boolean;
  log: Action[];
}

export function playGame(
  levels: Level[],
  seed: number,
  opts: {
    think?: ThinkOptions;
    /** Each seat's own thinking options, by seat (over `think`): a budget for one seat only. */
    thinkBySeat?: ThinkOptions[];
    maxActions?: number;
    /** Each action played, with the planner's reason for it when a computer seat planned it. */
    onAction?: (a: Action, player: PlayerId, reason?: Reason) => void;
    /** How the ore is spread: the lattice of the host's new games (default), or the older one hex in three. */
    oreSetup?: OreSetup;
    /** A board of its own (a folded, modular or generated one, with its ore) instead of the original map. */
    board?: BoardData;
    /** Each seat's handicap or advantage in action points per turn (`PlayerSetup.apHandicap`), by seat. */
    apHandicaps?: number[];
  } = {},
): GameRecord {
  const players = levels.map((_, i) => ({
    id: `p${i + 1}`,
    ...(opts.apHandicaps?.[i] ? { apHandicap: opts.apHandicaps[i] } : {}),
  }));
  const options: GameOptions = {
    players,
    seed,
    oreSetup: opts.oreSetup ?? 'lattice',
    rulings: CURRENT_RULINGS,
    ...(opts.board ? { board: opts.board } : {}),
  };
  const { seed: _hidden, ...publicOptions } = options;
  let state = newGame(options);
  const seats = new Map<PlayerId, { ai: ComputerPlayer; rec: SeatRecord; turnKey: string; turnMs: number }>();
  levels.forEach((level, i) => {
    const id = players[i]!.id;
    seats.set(id, {
      ai: new ComputerPlayer(level, publicOptions, (seed * 31 + i * 7919) >>> 0, {
        ...opts.think,
        ...opts.thinkBySeat?.[i],
      }),
      rec: { player: id, level, points: 0, ore: 0, thinkMs: [], actions: 0, refused: 0 },
      turnKey: '',
      turnMs: 0,
    });
  });
  const log: Action[] = [];
  const max = opts.maxActions ?? 20000;
  let refusedInRow = 0;
  while (state.phase !== 'over' && log.length < max) {
    const who = activePlayer(state) ?? liftOffWaitingFor(state)[0];
    if (!who) break;
    const seat = seats.get(who)!;
    const turnKey = `${state.turn}:${state.phase === 'liftoff' ? 'liftoff' : 'turn'}`;
    if (seat.turnKey !== turnKey) {
      if (seat.turnKey) seat.rec.thinkMs.push(seat.turnMs);
      seat.turnKey = turnKey;
      seat.turnMs = 0;
    }
    const t0 = performance.now();
    const step = seat.ai.nextStep(playerView(state, who));
    seat.turnMs += performance.now() - t0;
    const action: Action = step?.action ?? { type: 'endTurn', timeout: true };
    const r = apply(state, action);
    seat.rec.actions++;
    if (!r.ok) {
      seat.rec.refused++;
      seat.ai.refused();
      if (++refusedInRow >= 3) {
        // a seat that keeps being refused loses its turn, as a clock would end it
        refusedInRow = 0;
        const end: Action = { type: 'endTurn', timeout: true };
        const e = apply(state, end);
        if (e.ok) {
          state = e.state;
          log.push(end);
        }
      }
      continue;
    }
    refusedInRow = 0;
    opts.onAction?.(action, who, step?.reason);
    state = r.state;
    log.push(action);
  }
  for (const seat of seats.values()) if (seat.turnKey) seat.rec.thinkMs.push(seat.turnMs);
  const scores = state.result?.scores ?? scoresDetail(state);
  for (const sc of scores) {
    const seat = seats.get(sc.player)!;
    seat.rec.points = sc.points;
    seat.rec.ore = sc.ore;
  }
  return {
    seed,
    winner: state.result?.winner ?? null,
    seats: [...seats.values()].map((s) => s.rec),
    actions: log.length,
    finished: state.phase === 'over',
    log,
  };
}
