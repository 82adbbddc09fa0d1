import { describe, expect, it } from 'vitest';
import { teachEn, teachFr } from '../../../renderer/src/i18n/teach';
import { coverersOf, customMap, groupedAbilities, tideChanges } from '../../../renderer/src/teach/hints';
import { diagramFire, diagramPieces } from '../../../renderer/src/teach/diagram';
import { astronefFootprint as astronefHexes, setVocabulary } from '../../../renderer/src/lib/vocabulary';
import { vocabulary } from '../../../src/engine/index';

setVocabulary(vocabulary());

describe('the game vocabulary', () => {
  it('the hostless fixture page carries what the host would send', async () => {
    const { FIXTURE_VOCABULARY } = await import('../../../renderer/src/dev/fixture');
    expect(FIXTURE_VOCABULARY).toEqual(vocabulary());
  });
});
import { RULES, searchRules } from '../../../renderer/src/content/rules';
import { loadLessons, lessonStart } from '../../../src/lessons/lessons';
import { playerView } from '../../../src/engine/index';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('teaching strings and helpers', () => {
  it('every teaching string exists in English and French with the same placeholders', () => {
    expect(Object.keys(teachFr).sort()).toEqual(Object.keys(teachEn).sort());
    for (const k of Object.keys(teachEn) as (keyof typeof teachEn)[]) {
      expect(teachFr[k].length, k).toBeGreaterThan(0);
      expect(placeholders(teachFr[k]), k).toEqual(placeholders(teachEn[k]));
    }
  });
  it('the next tide: marsh floods at high tide, reef dries at low tide', () => {
    const map = customMap('custom:pmr/pms')!;
    expect(map.cols).toBe(3);
    expect(tideChanges(map, 'normal', 'high')).toEqual({
      flood: [
        [1, 0],
        [1, 1],
      ],
      dry: [],
    });
    expect(tideChanges(map, 'normal', 'low')).toEqual({ flood: [], dry: [[2, 0]] });
    expect(customMap('original')).toBeNull();
  });
  it('who covers a hex: the enemy destructors that reach it (the second-arrival lesson)', () => {
    const l = loadLessons().find((x) => x.id === 'second-arrival')!;
    const v = playerView(lessonStart(l), 'A');
    const map = customMap(v.map)!;
    expect(
      coverersOf(v, map, [4, 3], 'B')
        .map((c) => c.id)
        .sort(),
    ).toEqual(['e1', 'e2']);
    expect(coverersOf(v, map, [0, 5], 'B')).toEqual([]);
  });
  it('what a piece can do: each action once, with its count (three towers to rebuild make one entry)', () => {
    const labels = ['Move', 'Rebuild tower', 'Unload', 'Rebuild tower', 'Unload', 'Rebuild tower'];
    expect(groupedAbilities(labels)).toEqual([
      { label: 'Move', count: 1 },
      { label: 'Rebuild tower', count: 3 },
      { label: 'Unload', count: 2 },
    ]);
    expect(groupedAbilities([])).toEqual([]);
  });

  it('diagrams: astronef hexes as the engine lays them out; every search term finds its section', () => {
    expect(astronefHexes([2, 2], 'N')).toEqual([
      [2, 2],
      [2, 1],
      [3, 2],
      [1, 2],
    ]);
    const d = RULES.find((s) => s.id === 'astronef')!.diagrams![0]!;
    expect(diagramPieces(d)[0]!.hexes).toHaveLength(4);
    // the neutralisation diagram: the blue crab stands inside the red fire it illustrates
    const n = RULES.find((s) => s.id === 'neutralisation')!.diagrams![0]!;
    expect(diagramFire(n)).toContainEqual([3, 1]);
    const shoot = RULES.find((s) => s.id === 'destructors')!.diagrams![0]!;
    expect(diagramFire(shoot)).toContainEqual([2, 1]);
    expect(searchRules('pontoon chain', 'en').map((s) => s.id)).toContain('pontoons');
    expect(searchRules('marée haute', 'fr').map((s) => s.id)).toContain('tides');
    expect(searchRules('maree HAUTE', 'fr').map((s) => s.id)).toContain('tides');
    expect(searchRules('zzzz', 'en')).toEqual([]);
  });
});
