// The Shoot ability's reason (issue 27, point 7): one's own astronef in a destructor's range is no target, so
// its towers' refusal ("you cannot shoot your own astronef's tower") is never the reason a Shoot button gives.
import { describe, expect, it } from 'vitest';
import { loadScenario, pieceAbilities, type GameState } from '../../../src/engine/index.js';

function near(towers: boolean[], enemy: boolean, partner = false): GameState {
  return loadScenario({
    name: 'own astronef in range',
    board: { terrain: ['pppppppp', 'pppppppp', 'pppppppp', 'pppppppp', 'pppppppp', 'pppppppp'] },
    turn: 7,
    tide: 'normal',
    players: [{ id: 'A', ap: 15 }, { id: 'B' }],
    active: 'A',
    pieces: [
      { id: 'kA', type: 'astronef', owner: 'A', at: [2, 2], orientation: 'N', towers },
      { id: 't1', type: 'tank', owner: 'A', at: [4, 1] },
      ...(partner ? [{ id: 't2', type: 'tank', owner: 'A', at: [5, 2] }] : []),
      ...(enemy ? [{ id: 'e1', type: 'tank', owner: 'B', at: [6, 1] }] : []),
    ],
  });
}
const fireOf = (s: GameState) => pieceAbilities(s, 't1').find((a) => a.action === 'fire');

describe("a destructor next to its own astronef (towers up): the Shoot ability's reason", () => {
  it('is the shot\'s own (no partner), never "your own tower"', () => {
    const fire = fireOf(near([true, true, true], true));
    expect(fire?.allowed).toBe(false);
    // the astronef's towers cannot reach the enemy at [6,1] with him: no partner, which is the real reason
    expect(fire).toMatchObject({ reason: 'NEEDS_TWO', params: { why: 'noPartner', piece: 't1' } });
  });

  it('with no enemy in range, there is nothing to shoot: no refusal about his own astronef', () => {
    expect(fireOf(near([true, true, true], false))).toBeUndefined();
  });

  it('an enemy in reach of a pair: the shot is offered at the enemy, never at his own astronef', () => {
    const fire = fireOf(near([true, true, true], true, true));
    expect(fire?.allowed).toBe(true);
    expect(fire?.hexes).toEqual([[6, 1]]);
  });
});
