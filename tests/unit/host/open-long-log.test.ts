// Issue 26, point 5: opening a long campaign costs less (its speed is the bench's row "store: open a campaign of
// 19999 rows"; these tests hold what the cheaper opening must keep): a logged row keeps no events (the replay
// gives them back, the same), and a move played again after its take-back, whose result the replay reuses, is
// still checked against its row.
import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { CampaignStore, type StoredPlayer } from '../../../src/store/index.js';
import { apply, newGame, playRandomGame, TakeBackTrail } from '../../../src/engine/index.js';
import type { Action, GameOptions, GameState } from '../../../src/engine/types.js';
import { statsOf } from '../../../src/host/host.js';
import { checkJoinedRows, checkRows } from '../../../src/store/chain.js';
import { joinedLogStatement, logRowsStatement } from '../../../src/store/statements.js';
import { tmpDir } from './helpers.js';

const stores: CampaignStore[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
});

const seats: StoredPlayer[] = [
  { id: 'red', name: 'Ann', colour: 'red', turnMs: 180000, newcomer: false },
  { id: 'blue', name: 'Bob', colour: 'blue', turnMs: 240000, newcomer: false },
];
const options: GameOptions = {
  players: [
    { id: 'red', name: 'Ann' },
    { id: 'blue', name: 'Bob' },
  ],
  seed: 21,
  map: 'original',
};
const game = playRandomGame(options, 21);

type Row = Action | { type: 'takeBack'; seq: number };

/**
 * Writes `rows` as the host does (a take-back row names the row it takes back; its player is the one who played it).
 * `at` gives each row's time (rows played within the same millisecond by the same player have the same info text).
 */
function write(store: CampaignStore, rows: Row[], at: (seq: number) => number = (seq) => seq): string {
  store.db.pragma('synchronous = OFF');
  let state = newGame(options);
  const c = store.create({ name: 'Long', options, players: seats, state });
  const trail = new TakeBackTrail<number>();
  let head = '';
  rows.forEach((action, seq) => {
    const player = state.order[state.activeIdx] ?? null;
    const info = { turn: state.turn, tide: state.tide, player, events: [] as never[], at: at(seq) };
    if (action.type === 'takeBack') {
      const c2 = trail.check(player, undefined);
      if (!c2.ok) throw new Error(c2.error.message);
      trail.pop();
      head = store.append(c.id, seq, action, info, c2.step.before, head);
      state = c2.step.before;
      return;
    }
    const r = apply(state, action);
    head = store.append(c.id, seq, action, { ...info, events: r.events as never[] }, r.state, head);
    trail.push(state, action, r.state, r.events, seq);
    state = r.state;
  });
  return c.id;
}

/** The first move of the random game that its player could take back: its index. */
function moveToTakeBack(): number {
  let state: GameState = newGame(options);
  const trail = new TakeBackTrail<number>();
  for (const [i, a] of game.log.entries()) {
    const r = apply(state, a);
    trail.push(state, a, r.state, r.events, i);
    if (a.type === 'move' && trail.check(state.order[state.activeIdx] ?? null, undefined).ok) return i;
    state = r.state;
  }
  throw new Error('no move to take back');
}

describe('opening a long campaign (issue 26, point 5)', () => {
  it('a logged row keeps no events: the replay gives back the same ones', () => {
    const store = CampaignStore.open(tmpDir(), { statsFn: statsOf });
    stores.push(store);
    const log = game.log.slice(0, 60);
    const id = write(store, log);
    const infos = store.db
      .prepare<[string], { info: string }>('SELECT info FROM actions WHERE campaign_id = ? ORDER BY seq')
      .all(id);
    expect(infos).toHaveLength(60);
    expect(infos.filter((r) => 'events' in JSON.parse(r.info))).toEqual([]);
    let state = newGame(options);
    const events = log.map((a) => {
      const r = apply(state, a);
      state = r.state;
      return r.events;
    });
    expect(store.load(id).log.map((l) => l.info.events)).toEqual(events);
  });

  it('rows of the same info text each get the events of their own move back', () => {
    const store = CampaignStore.open(tmpDir(), { statsFn: statsOf });
    stores.push(store);
    const log = game.log.slice(0, 60);
    // every row in the same millisecond: a player's rows of one turn have one info text
    const id = write(store, log, () => 0);
    const infos = store.db
      .prepare<[string], { info: string }>('SELECT info FROM actions WHERE campaign_id = ? ORDER BY seq')
      .all(id)
      .map((r) => r.info);
    expect(new Set(infos).size).toBeLessThan(30);
    let state = newGame(options);
    const events = log.map((a) => {
      const r = apply(state, a);
      state = r.state;
      return r.events;
    });
    const loaded = store.load(id).log;
    expect(loaded.map((l) => l.info.events)).toEqual(events);
    expect(new Set(loaded.map((l) => l.info)).size).toBe(60);
  });

  it('a damaged log is refused with the message that names the damage, however it is read', () => {
    const i = moveToTakeBack();
    const rows: Row[] = [...game.log.slice(0, i + 1), { type: 'takeBack', seq: i }, ...game.log.slice(i, i + 8)];
    const store = CampaignStore.open(tmpDir(), { statsFn: statsOf });
    stores.push(store);
    const k = i + 3; // a row after the take-back (row numbers in messages count from 1)
    // each damage to one row (seq k), among them the separators the log is read with as one text (store/chain.ts)
    const damages: [string, string][] = [
      ['info emptied', "UPDATE actions SET info = '' WHERE campaign_id = ? AND seq = ?"],
      [
        'a separator for the info text last character',
        'UPDATE actions SET info = substr(info, 1, length(info) - 1) || char(31) WHERE campaign_id = ? AND seq = ?',
      ],
      [
        'a unit separator inside the info text',
        `UPDATE actions SET info = replace(info, '"turn"', '"tu' || char(31) || 'rn"') WHERE campaign_id = ? AND seq = ?`,
      ],
      [
        'a unit separator after the action text',
        'UPDATE actions SET action = action || char(31) WHERE campaign_id = ? AND seq = ?',
      ],
      [
        'a bar inside the hash',
        "UPDATE actions SET hash = substr(hash, 1, 5) || '|' || substr(hash, 7) WHERE campaign_id = ? AND seq = ?",
      ],
      [
        'a bar inside the action text',
        `UPDATE actions SET action = replace(action, '"type"', '"ty|pe"') WHERE campaign_id = ? AND seq = ?`,
      ],
    ];
    const ids = damages.map(([, sql]) => {
      const id = write(store, rows);
      store.db.prepare(sql).run(id, k);
      return id;
    });
    // read as one text, a damaged log is read again row by row; an undamaged one is read the same either way
    const asOneText = (id: string) => checkJoinedRows(id, joinedLogStatement(store.db).get(id)!);
    expect(ids.map(asOneText)).toEqual(ids.map(() => null));
    const good = write(store, rows);
    expect(asOneText(good)).toEqual(checkRows(good, logRowsStatement(store.db).all(good)));
    expect(asOneText(good)).toHaveLength(rows.length);
    const messages = ids.map((id) => {
      try {
        store.load(id);
        return 'opened';
      } catch (e) {
        return (e as Error).message;
      }
    });
    expect(messages).toEqual([
      `its log is damaged at action ${k + 1} (unreadable)`,
      `its log is damaged at action ${k + 1} (unreadable)`,
      `its log is damaged at action ${k + 1} (unreadable)`,
      `its log is damaged at action ${k + 1} (hash chain broken)`,
      `its log is damaged at action ${k + 1} (hash chain broken)`,
      `its log is damaged at action ${k + 1} (hash chain broken)`,
    ]);
    // a row gone
    const gap = write(store, rows);
    store.db.prepare('DELETE FROM actions WHERE campaign_id = ? AND seq = ?').run(gap, k);
    expect(() => store.load(gap)).toThrow(`its log skips from action ${k} to ${k + 2}`);
    // a damaged first row (no text read before it)
    const first = write(store, rows);
    store.db.prepare("UPDATE actions SET info = '' WHERE campaign_id = ? AND seq = 0").run(first);
    expect(() => store.load(first)).toThrow('its log is damaged at action 1 (unreadable)');
    // and an undamaged copy opens
    expect(store.load(good).log.map((l) => l.action)).toEqual(game.log.slice(0, i + 8));
  });

  it('a move played again after its take-back is checked against its row like any other', () => {
    const i = moveToTakeBack();
    const again: Row[] = [...game.log.slice(0, i + 1), { type: 'takeBack', seq: i }, game.log[i]!];
    const dir = tmpDir();
    const store = CampaignStore.open(dir, { statsFn: statsOf });
    stores.push(store);
    const id = write(store, [...again, ...game.log.slice(i + 1, i + 6)]);
    const loaded = store.load(id);
    expect(loaded.log.map((l) => l.action)).toEqual(game.log.slice(0, i + 6));
    // the row played again says it was refused: the replay, which accepts it, refuses the campaign
    const db = new Database(store.file);
    db.prepare(
      `UPDATE actions SET info = json_set(info, '$.refused', json('true')) WHERE campaign_id = ? AND seq = ?`,
    ).run(id, i + 2);
    db.close();
    expect(() => store.load(id)).toThrow(new RegExp(`action ${i + 3} \\(move\\) was refused when played`));
  });
});
