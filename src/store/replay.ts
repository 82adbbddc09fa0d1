// Opening a campaign: its log replayed from the seed, every stored snapshot checked against the replay (the log is
// the truth) and rebuilt where it disagrees, the chart's figures of each finished turn taken from the replay.
import type Database from 'better-sqlite3';
import { apply, newGame, redrawsAfterRow, TakeBackTrail, upgradeState } from '../engine/index.js';
import type { Action, GameEvent, GameState } from '../engine/types.js';
import {
  CampaignDataError,
  endsTurn,
  isTakeBack,
  statOf,
  type CampaignRow,
  type LoadedCampaign,
  type LogRow,
  type StatsFn,
  type StoredInfo,
  type StoredRow,
  type StoredStat,
} from './campaign.js';
import { fromStoredJson } from './rows.js';
import type { Statements } from './statements.js';
import { canonicalJson } from './util.js';

/**
 * The last action applied and its result. A log grows long by a move taken back and played again and again: the
 * same action from the very same position (the take-back restores the position object itself), whose result
 * `apply`, a pure function of both, already gave. It is checked against the row like any other.
 */
interface LastApplied {
  before: GameState;
  action: Action;
  result: ReturnType<typeof apply>;
}

/** The same value, field by field (two rows of a log parsed apart: plain JSON values). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.hasOwn(b, k)) return false;
    if (!sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/** Applies one logged action the way it was first applied: its new state and events, or throws. */
function applyResult(
  state: GameState,
  row: { seq: number; action: Action; info: StoredInfo },
  id: string,
  last: { applied: LastApplied | null },
): { state: GameState; events: GameEvent[] } {
  const seen = last.applied;
  const r =
    seen && seen.before === state && sameValue(seen.action, row.action) ? seen.result : apply(state, row.action);
  last.applied = { before: state, action: row.action, result: r };
  if (r.ok === !!row.info.refused)
    throw new CampaignDataError(
      id,
      'replay',
      `action ${row.seq + 1} (${row.action.type}) was ${row.info.refused ? 'refused' : 'accepted'} when played but is ${r.ok ? 'accepted' : `refused (${r.error.code})`} on replay`,
    );
  return { state: r.state, events: r.events };
}

/**
 * Loads a campaign. Checks the hash chain, then replays the whole log from the start: the log is the truth.
 * Every stored snapshot is checked against the position the log leads to; one that disagrees (a bad bit, an
 * edit to rig the tides, a link to another action) is rebuilt from the replay and named in `repaired`, and
 * the campaign opens. A log that does not replay (an action the rules answer otherwise than when it was
 * played, a take-back the rules did not allow) still refuses the campaign, alone. The chart's figures of
 * every finished turn come from the replay too (a lost snapshot costs none). `log` is the campaign's stored log,
 * its chain checked (`readLog`).
 */
export function replayCampaign(
  db: Database.Database,
  sql: Statements,
  statsFn: StatsFn,
  row: CampaignRow,
  log: StoredRow[],
): LoadedCampaign {
  const id = row.id;
  if (log.length !== row.actions)
    throw new CampaignDataError(
      id,
      'log-count',
      `its log holds ${log.length} actions where ${row.actions} were recorded`,
    );
  if ((log.at(-1)?.hash ?? '') !== row.head)
    throw new CampaignDataError(id, 'log-head', 'its log does not end where the campaign says');
  const snaps = sql.snapshots.all(id).filter((s) => s.seq <= log.length);
  const hashAfter = (seq: number): string => (seq === 0 ? '' : (log[seq - 1]?.hash ?? ''));
  // the snapshots to rebuild from the replay: a link to another action first
  const rebuild = new Map<number, GameState | null>(
    snaps.filter((s) => s.hash !== hashAfter(s.seq)).map((s) => [s.seq, null]),
  );
  const sameAsStored = (seq: number, state: GameState): boolean => {
    const r = sql.snapshotState.get(id, seq);
    // gone since the list was read: nothing to compare, nothing to rebuild
    if (!r) return true;
    // The engine builds its objects in one order, so the text usually matches as it is.
    if (JSON.stringify(state) === r.state) return true;
    try {
      // Snapshots written by an older engine are read with today's meaning of their fields.
      return canonicalJson(upgradeState(fromStoredJson<GameState>(r.state))) === canonicalJson(state);
    } catch {
      return false; // unreadable: rebuilt like any other disagreement
    }
  };
  let state: GameState;
  try {
    // an imported copy: its hidden parts drawn afresh where it was imported (GameOptions.redraws)
    state = redrawsAfterRow(row.options, 0, newGame(row.options));
  } catch (e) {
    throw new CampaignDataError(id, 'options', `its game options are not valid (${(e as Error).message})`);
  }
  if (snaps[0]?.seq === 0 && (rebuild.has(0) || !sameAsStored(0, state))) rebuild.set(0, state);
  const checkpoints = new Set(snaps.map((s) => s.seq).filter((q) => q > 0));
  const stats: StoredStat[] = [];
  const played: LogRow[] = [];
  const trail = new TakeBackTrail<LogRow>();
  const campaignOptions = row.options;
  const last: { applied: LastApplied | null } = { applied: null };
  for (let i = 0; i < log.length; i++) {
    const r = log[i]!;
    if (isTakeBack(r.action)) {
      // A take-back must be one the rules allowed when it was made, of the last action still standing.
      const c = trail.check(r.info.player, row.options.takeBacks);
      if (!c.ok || c.step.tag.seq !== r.action.seq)
        throw new CampaignDataError(id, 'takeback', `its log takes back at row ${i + 1} what could not be taken back`);
      trail.pop();
      played.pop();
      state = c.step.before;
    } else {
      const before = state;
      const res = applyResult(state, r as LogRow, id, last);
      state = res.state;
      // a row is stored without its events (finished campaigns' before 2026-11-27 kept none, later rows none):
      // the replay's are the ones it had. The rows are this open's own, read for it, but rows of the same info
      // text share one parsed info (chain.ts): the row gets an info of its own (Object.assign: a spread of a
      // parsed object costs several times more, ~5 ms over a 20,000-row log)
      if (!r.info.events) r.info = Object.assign({}, r.info, { events: res.events });
      // its info has its events now: a row of the game as played
      const row = r as LogRow;
      played.push(row);
      trail.push(before, r.action, state, res.events, row);
      if (endsTurn(before, state)) stats.push(statOf(statsFn, state, before.turn, before.tide));
    }
    const redrawn = redrawsAfterRow(campaignOptions, i + 1, state);
    if (redrawn !== state) {
      // nothing is taken back across a redraw: the position before it foretold the original's tides
      state = redrawn;
      trail.clear();
    }
    if (checkpoints.has(i + 1) && (rebuild.has(i + 1) || !sameAsStored(i + 1, state))) rebuild.set(i + 1, state);
  }
  const repaired = [...rebuild.keys()].sort((a, b) => a - b);
  if (repaired.length)
    db.transaction(() => {
      for (const [seq, at] of rebuild)
        if (at) sql.repairSnapshot.run(at.turn, JSON.stringify(at), hashAfter(seq), id, seq);
    })();
  return { row, state, log: played, stats, trail, rows: log.length, repaired };
}
