// Playing on from a moment of a game (issue 29, "play on from here"): a new practice campaign whose log is the
// game's actions up to that moment, with its hidden parts drawn afresh there (the tides nobody had been shown,
// the turn-21 choices not yet revealed: a redraw from a new secret salt, GameOptions.redraws), so that it
// foretells nothing of the game it came from. Its seats are chosen anew; it stays out of the league
// (GameOptions.practice). Its file carries both, and an import replays its log like any other.
import { randomBytes } from 'node:crypto';
import { apply, forecastReach, newGame, redrawsAt } from '../engine/index.js';
import type { GameOptions, GameState, Redraw } from '../engine/types.js';
import { endsTurn, type ActionInfo, type CampaignRow, type LogRow, type StoredPlayer } from './campaign.js';
import type { CampaignStore } from './store.js';

/** Why a moment cannot be played on from. */
export type PlayOnRefusal = 'beyondLog' | 'gameOver' | 'seats';

export class PlayOnRefused extends Error {
  constructor(
    readonly why: PlayOnRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'PlayOnRefused';
  }
}

export interface PlayOnInput {
  /** The campaign played on from. */
  source: string;
  /** The moment: after this many of its actions that stand (take-backs removed), as its replay counts them. */
  at: number;
  name: string;
  /** The seats, chosen anew: the source's players in their order (same ids and colours). */
  players: StoredPlayer[];
}

/** What the new campaign starts from: its options, its log and its position (hidden parts drawn afresh). */
export interface PlayOnStart {
  options: GameOptions;
  log: { action: LogRow['action']; info: ActionInfo; after: GameState; endsTurn: number | null }[];
  state: GameState;
  initial: GameState;
}

/**
 * The new campaign's options, log and position, from the source's options and log (nothing is written). A moment
 * during turn 21's secret choices goes back to their start: the choices already made are hidden parts, forgotten
 * (the redraw forgets them too), and the log keeps none of them.
 */
export function playOnStart(
  source: { name: string; options: GameOptions; log: readonly LogRow[] },
  at: number,
  players: readonly StoredPlayer[],
  salt: number,
  on: string,
): PlayOnStart {
  if (!Number.isInteger(at) || at < 0 || at > source.log.length)
    throw new PlayOnRefused('beyondLog', `the game has ${source.log.length} actions, not ${at}`);
  const ids = source.options.players.map((p) => p.id);
  if (players.map((p) => p.id).join() !== ids.join())
    throw new PlayOnRefused('seats', `the seats must be the game's players in their order (${ids.join(', ')})`);
  const names = new Map(players.map((p) => [p.id, p.name]));
  // the source's own redraws (a copy of a copy) stand where they were, before the moment; its log has no take-backs
  const earlier = (source.options.redraws ?? []).filter((r) => r.at <= at).map((r) => ({ ...r, row: r.at }));
  const base: GameOptions = {
    ...source.options,
    players: source.options.players.map((p) => ({ ...p, name: names.get(p.id) ?? p.name })),
  };
  delete base.redraws;
  delete base.practice;
  if (earlier.length) base.redraws = earlier;
  let state = redrawsAt(base, 0, newGame(base));
  const positions: GameState[] = [state];
  const log: PlayOnStart['log'] = [];
  for (let i = 0; i < at; i++) {
    const l = source.log[i]!;
    const r = apply(state, l.action);
    const after = redrawsAt(base, i + 1, r.state);
    log.push({
      action: l.action,
      info: { ...l.info, events: r.events },
      after,
      endsTurn: endsTurn(state, r.state) ? state.turn : null,
    });
    state = after;
    positions.push(state);
  }
  if (state.phase === 'over') throw new PlayOnRefused('gameOver', 'the game is over at this moment');
  // turn 21's secret choices: back to the position before the first of them
  let cut = at;
  while (cut > 0 && positions[cut - 1]!.phase === 'liftoff') cut--;
  log.length = cut;
  let reach = 0;
  for (const p of positions.slice(0, cut + 1)) reach = Math.max(reach, forecastReach(p));
  const redraw: Redraw = { at: cut, row: cut, salt: salt >>> 0, shownThrough: reach, on };
  const options: GameOptions = {
    ...base,
    redraws: [...earlier, redraw],
    practice: { from: source.name, at: cut, on },
  };
  const start = redrawsAt({ redraws: [redraw] }, cut, positions[cut]!);
  if (log.length) log[log.length - 1]!.after = start;
  return { options, log, state: start, initial: log.length ? positions[0]! : start };
}

/** Writes the new practice campaign (one transaction: all of it or nothing) and returns its row. */
export function playOn(store: CampaignStore, input: PlayOnInput): CampaignRow {
  const source = store.load(input.source);
  const start = playOnStart(
    { name: source.row.name, options: source.row.options, log: source.log },
    input.at,
    input.players,
    randomBytes(4).readUInt32BE(0),
    new Date().toISOString().slice(0, 10),
  );
  const tx = store.db.transaction(() => {
    const created = store.create({
      name: input.name,
      options: start.options,
      players: input.players,
      state: start.initial,
    });
    let h = '';
    start.log.forEach((r, i) => {
      h = store.append(created.id, i, r.action, r.info, r.after, h);
      if (r.endsTurn !== null) store.snapshot(created.id, i + 1, r.after, h, r.endsTurn, r.info.tide);
    });
    // made now (the rows keep the times their actions were played)
    store.db.prepare('UPDATE campaigns SET last_played = created_at WHERE id = ?').run(created.id);
    return created.id;
  });
  return store.get(tx());
}
