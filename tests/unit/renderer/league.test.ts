import { describe, expect, it } from 'vitest';
import { periodRange, scoreChart, variantKeys } from '../../../renderer/src/lib/league';
import type { HistoryEntry } from '../../../src/host/contract';

const game = (finishedAt: number, score: number, won = false): HistoryEntry => ({
  game: `g${finishedAt}`,
  campaignId: 'c',
  campaignName: 'n',
  player: 'red',
  profileId: 'p',
  name: 'Ann',
  computer: null,
  finishedAt,
  players: 2,
  rank: won ? 1 : 2,
  won,
  score,
  astronefs: 1,
  ore: 0,
  piecesLost: 0,
  piecesDestroyed: 0,
  astronefTakenTurn: null,
  variant: {},
  board: 'original',
  replay: true,
});

describe('the league screen', () => {
  const now = new Date(2026, 10, 24, 15, 30);
  it('periods: all time, this year, this month, the last 12 months, two dates with the end day included', () => {
    expect(periodRange('all', now)).toEqual({});
    expect(periodRange('year', now)).toEqual({ from: new Date(2026, 0, 1).getTime() });
    expect(periodRange('month', now)).toEqual({ from: new Date(2026, 10, 1).getTime() });
    expect(periodRange('12m', now)).toEqual({ from: new Date(2025, 10, 24).getTime() });
    expect(periodRange('custom', now, '2026-03-01', '2026-03-31')).toEqual({
      from: new Date(2026, 2, 1).getTime(),
      to: new Date(2026, 3, 1).getTime(),
    });
    expect(periodRange('custom', now, '', 'not a date')).toEqual({});
  });

  it('the score chart: oldest game first, scaled to a round top, inside the margins', () => {
    const c = scoreChart([game(3, 41, true), game(1, 0), game(2, 17)], 400, 200, 20);
    expect(c.points.map((p) => p.score)).toEqual([0, 17, 41]);
    expect(c.max).toBe(60);
    expect(c.step).toBe(20);
    expect(c.points[0]).toMatchObject({ x: 20, y: 180 });
    expect(c.points[2]!.x).toBe(380);
    expect(c.points[2]!.y).toBeCloseTo(20 + 160 - (41 / 60) * 160);
    expect(scoreChart([game(1, 5)], 400, 200, 20).points[0]!.x).toBe(200);
    expect(scoreChart([], 400, 200).points).toEqual([]);
  });

  it("a game's options in words", () => {
    expect(variantKeys({})).toEqual(['league.variant.base']);
    expect(variantKeys({ baseAp: 15 })).toEqual(['league.variant.base']);
    expect(variantKeys({ mining: true, baseAp: 20, ores: 'three-kinds' })).toEqual([
      'new.kind.mining',
      'new.threeKinds',
      'league.variant.ap20',
    ]);
  });
});
