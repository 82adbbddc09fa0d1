// The engine never reaches a position in which the active player can neither act nor end his turn
// (rulings.md, Second arrival, 2026-11-27): after every accepted action of random games, over every
// variant and every kind of board, `endTurn` would be accepted, or it is refused because two tanks
// stand on neighbouring mountains and one move of one of them breaks the pair. Fixed seeds keep npm test
// steady; `npx tsx tests/unit/engine/hunt-frozen.ts` plays many more games with random seeds.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, legalDestinations, newGame, type Action, type GameOptions } from '../../../src/engine/index.js';
import { boards, firstFreeze, frozen, VARIANTS } from './frozen.js';

const BOARDS = [...boards(3), ...boards(4).slice(1)];

describe('the active player can always end his turn', () => {
  it('after every accepted action of random games, on every kind of board, in every variant', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOARDS),
        fc.constantFrom(...VARIANTS),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        (b, variant, n, seed) => {
          // a board generated for 3 players seats 2 or 3, one for 4 seats 4; the original map seats any
          const players = b.kind === 'original' ? n : b.kind.endsWith('/4') ? 4 : Math.min(n, 3);
          const f = firstFreeze(b, variant, players, seed);
          if (f)
            expect.fail(
              `${b.kind} ${JSON.stringify(variant)} ${players} players, seed ${seed}, after ${JSON.stringify(f.action)}: ${f.why}`,
            );
          return true;
        },
      ),
      { numRuns: 24, seed: 24 },
    );
  });

  it("a second arrival may not enter where its volley would free a piece whose fire covers the hex again (a hunt's find: original board, war, 3 players, seed 16)", () => {
    const fixture = JSON.parse(
      readFileSync(
        new URL('../../fixtures/positions/second-arrival-shot-frees-a-coverer.json', import.meta.url),
        'utf8',
      ),
    ) as { options: GameOptions; log: Action[] };
    let s = newGame(fixture.options);
    for (const a of fixture.log.slice(0, -1)) {
      const r = apply(s, a);
      if (!r.ok) throw new Error(`the fixture's log was refused at ${JSON.stringify(a)}: ${r.error.message}`);
      s = r.state;
    }
    const entry = fixture.log[fixture.log.length - 1]!;
    expect(entry).toEqual({ type: 'move', piece: 'A.tank1', path: [[3, 15]] });
    // its only useful volley (with A.boat2 at B.tank1, 2,15) destroys B.tank1, which held C.extra-tank3 at
    // 0,14: freed, that tank and C.tank2 cover 3,15 again
    const r = apply(s, entry);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.params).toMatchObject({ why: 'cannotClear', hex: [3, 15] });
    expect(legalDestinations(s, 'A.tank1').filter((d) => d.to[0] === 3 && d.to[1] === 15)).toEqual([]);
    expect(frozen(s)).toBeNull();
  });
});
