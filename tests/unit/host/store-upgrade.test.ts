// Old campaigns still open: snapshots written when `saved` still showed the bank brought into the turn
// (it now reads 0 once added to the AP) are read with today's meaning before being compared.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignStore, STORE_FILE_NAME } from '../../../src/store/index.js';
import { newGame, Rand, randomStep, upgradeState } from '../../../src/engine/index.js';
import type { GameOptions, GameState } from '../../../src/engine/types.js';
import { tmpDir } from './helpers.js';

const options: GameOptions = {
  players: [
    { id: 'red', name: 'Ann' },
    { id: 'blue', name: 'Bob' },
  ],
  seed: 5,
  map: 'original',
};
const players = [
  { id: 'red', name: 'Ann', colour: 'red', turnMs: 180000, newcomer: false },
  { id: 'blue', name: 'Bob', colour: 'blue', turnMs: 240000, newcomer: false },
];

const open: CampaignStore[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

describe('snapshots of an older engine', () => {
  it('open after upgradeState reads the bank of the active player as spent', () => {
    const dir = tmpDir();
    const store = CampaignStore.open(dir);
    open.push(store);
    let state = newGame(options);
    const c = store.create({ name: 'Old', options, players, state });
    const r = new Rand(3);
    let head = '';
    let n = 0;
    while (state.turn < 8) {
      const { action, result } = randomStep(state, r);
      head = store.append(
        c.id,
        n,
        action,
        { turn: state.turn, tide: state.tide, player: state.order[state.activeIdx]!, events: result.events, at: 0 },
        result.state,
        head,
      );
      if (result.state.turn !== state.turn) store.snapshot(c.id, n + 1, result.state, head, state.turn);
      state = result.state;
      n++;
    }
    store.close();
    open.pop();
    // Write the snapshots as the older engine did: the active player's bank still shown in `saved`.
    const db = new Database(path.join(dir, STORE_FILE_NAME));
    const rows = db.prepare('SELECT seq, state FROM snapshots WHERE campaign_id = ?').all(c.id) as {
      seq: number;
      state: string;
    }[];
    let touched = 0;
    for (const row of rows) {
      const s = JSON.parse(row.state) as GameState;
      if (s.phase !== 'play') continue;
      s.players[s.order[s.activeIdx]!]!.saved = 5;
      db.prepare('UPDATE snapshots SET state = ? WHERE campaign_id = ? AND seq = ?').run(
        JSON.stringify(s),
        c.id,
        row.seq,
      );
      touched++;
    }
    db.close();
    expect(touched).toBeGreaterThan(2);
    const again = CampaignStore.open(dir);
    open.push(again);
    for (const verify of ['tail', 'full'] as const) {
      const loaded = again.load(c.id, verify);
      expect(JSON.stringify(loaded.state)).toBe(JSON.stringify(state));
    }
  });

  it('upgradeState changes nothing in a state of today', () => {
    const s = newGame(options);
    expect(upgradeState(s)).toBe(s);
  });
});
