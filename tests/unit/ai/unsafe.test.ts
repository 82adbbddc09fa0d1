// The coach's "what is unsafe" (issue 28, point 8): from the seat's view, the exact threat map of next turn
// (an enemy pair 8 hexes away, a tank aboard an enemy astronef) and the forecast's tide.
import { describe, expect, it } from 'vitest';
import { unsafePieces } from '../../../src/ai/index.js';
import { threatMap } from '../../../src/ai/threat.js';
import { World } from '../../../src/ai/world.js';
import { playerView, type GameState } from '../../../src/engine/index.js';
import { position, seatOptions } from './small-position.js';

const unsafe = (state: GameState) => unsafePieces(playerView(state, 'A'), seatOptions(state));

describe('what is unsafe, as the coach says it', () => {
  it('a crab 8 hexes from an enemy pair is unsafe; the older map (a few hexes around each destructor) missed it', () => {
    const state = position([
      { id: 'c1', type: 'crab', owner: 'A', at: [6, 7] },
      { id: 'c2', type: 'crab', owner: 'A', at: [1, 10] },
      { id: 'u1', type: 'tank', owner: 'B', at: [12, 1] },
      { id: 'u2', type: 'tank', owner: 'B', at: [13, 2] },
    ]);
    expect(unsafe(state)).toEqual([{ piece: 'c1', why: 'fire' }]);
    const old = threatMap(new World(state, 'A'));
    expect(old[state.pieces[state.index.c1!]!.at]).toBeLessThan(1);
  });

  it('counts a tank aboard an enemy astronef, which can come out through a pode', () => {
    const pieces = [
      { id: 'c1', type: 'crab', owner: 'A', at: [6, 9] },
      { id: 'u1', type: 'tank', owner: 'B', at: [13, 2] },
    ];
    expect(unsafe(position(pieces))).toEqual([]);
    expect(unsafe(position([...pieces, { id: 'u2', type: 'tank', owner: 'B', in: 'kB' }]))).toEqual([
      { piece: 'c1', why: 'fire' },
    ]);
  });

  it('names a piece the next tide strands when the forecast shows it', () => {
    // a marsh column: land at low and normal tide, sea at high tide
    const marsh = { terrain: Array.from({ length: 12 }, () => 'ppppppmppppppppp') };
    const state = position([{ id: 'c1', type: 'crab', owner: 'A', at: [6, 5] }], { board: marsh });
    const view = playerView(state, 'A');
    const options = seatOptions(state);
    expect(unsafePieces({ ...view, forecast: ['high'] }, options)).toEqual([{ piece: 'c1', why: 'tide' }]);
    expect(unsafePieces({ ...view, forecast: ['low'] }, options)).toEqual([]);
    // no forecast: not said (only what the seat knows)
    expect(unsafePieces({ ...view, forecast: [] }, options)).toEqual([]);
  });
});
