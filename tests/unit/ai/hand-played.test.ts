// The hard player in positions of the two games a person played against it by hand (issue 28, point 7;
// /work/notes/handplay-game1.md, -game2.md). Each position is the real game up to the start of hard's turn:
// the campaign's options and its first actions (`npm run play -- export --seq N --log`), replayed here to the
// exact state, hidden tides included; hard plans from its own view, untimed (the same plan every run).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { think } from '../../../src/ai/index.js';
import { exactThreatMap } from '../../../src/ai/threat.js';
import { World } from '../../../src/ai/world.js';
import {
  apply,
  getBoard,
  landAt,
  playerView,
  replay,
  type GameOptions,
  type GameState,
  type Action,
} from '../../../src/engine/index.js';

interface Moment {
  name: string;
  options: GameOptions;
  log: Action[];
}

function position(file: string): GameState {
  const m = JSON.parse(fs.readFileSync(new URL(`./positions/${file}.json`, import.meta.url), 'utf8')) as Moment;
  const r = replay(m.options, m.log);
  if (r.failedAt !== null) throw new Error(`${file} does not replay at action ${r.failedAt}`);
  return r.state;
}

/**
 * Hard's turn from the active player's view, played out on the real state up to its end of turn (not included:
 * the position it leaves, with its forecast of the tide the enemy will play at).
 */
function hardTurn(state: GameState): GameState {
  const me = state.order[state.activeIdx]!;
  const { seed: _seed, deckSalt: _salt, redraws: _redraws, ...options } = state.options;
  let s = state;
  for (const step of think(playerView(state, me), options, 'hard', 1, { untimed: true })) {
    if (step.action.type === 'endTurn') break;
    const r = apply(s, step.action);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(step.action)}: ${r.error.code}`);
    s = r.state;
  }
  return s;
}

const piece = (s: GameState, id: string) => s.pieces[s.index[id]!]!;
const hexOf = (s: GameState, at: number) => getBoard(s.map).hex(at).join(',');

/** Is the piece on a hex the other player can bring under fire (or capture) in his next turn, at the forecast tide? */
function inReach(s: GameState, id: string, me: string): boolean {
  const tide = playerView(s, me).forecast[0] ?? null;
  const map = exactThreatMap(new World(s, me), tide);
  const p = piece(s, id);
  return map[p.at]! > 0 || (p.at2 >= 0 && map[p.at2]! > 0);
}

describe('hard in the hand-played games', () => {
  it('counts a destructor aboard an enemy barge in the threat map: it comes ashore and fires (game 2, turn 21)', () => {
    // in the game hard's crab took 2 ore at 16,1 on turn 21 (its in-app search; untimed it stays home), its map
    // said 0 there; red unloaded its tank from the barge it had captured (14,5), walked it to 15,2, sailed its
    // boat to 14,1 and destroyed the crab with both ore: 12 of red's 15 AP, at the forecast high tide
    const start = position('g2-t21-blue');
    const tide = playerView(start, 'blue').forecast[0]!;
    expect(tide).toBe('high');
    expect(piece(start, 'red.tank1').in).toBe('blue.barge');
    const board = getBoard(start.map);
    const map = exactThreatMap(new World(start, 'blue'), tide);
    expect(map[board.idx(16, 1)], 'the hex 16,1 in red threat map').toBeGreaterThan(0);
  });

  it('does not strand a loaded crab on a hex the forecast tide floods (game 1, turn 10)', () => {
    // in the game the crab carrying two ore ended on the marsh 12,1 with high tide forecast, and was stuck a turn
    const start = position('g1-t10-blue');
    expect(playerView(start, 'blue').forecast[0]).toBe('high');
    const after = hardTurn(start);
    const crab = piece(after, 'blue.crab');
    const cargo = after.pieces.filter((q) => q.in === 'blue.crab').length;
    const dry = landAt(getBoard(after.map).terrain[crab.at]!, 'high');
    expect(cargo === 0 || dry, `crab with ${cargo} ore at ${hexOf(after, crab.at)}`).toBe(true);
  });

  it('does not leave its barge where two enemy destructors can take it next turn (game 2, turn 8)', () => {
    // in the game it loaded ore14 and left the barge at 11,4+12,4, beside red's motor boat, with red's tank 7 hexes
    // away over the reefs the forecast low tide uncovers; red captured the barge and its ore (1 AP).
    // 78 of its destinations are out of reach, the nearest for 5 of its 15 AP.
    const start = position('g2-t8-blue');
    expect(playerView(start, 'blue').forecast[0]).toBe('low');
    expect(inReach(start, 'blue.barge', 'blue')).toBe(true);
    const after = hardTurn(start);
    const barge = piece(after, 'blue.barge');
    expect(inReach(after, 'blue.barge', 'blue'), `barge at ${hexOf(after, barge.at)}+${hexOf(after, barge.at2)}`).toBe(
      false,
    );
  });
});
