// Puzzles through the host (issue 29, point 8): listed easiest first with a profile's progress, started like a
// lesson, the solution shown only after a try (and then counting for nobody), success kept per profile.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { playGame } from '../../../src/ai/index.js';
import { SEEDED_LEVELS, seededOptions } from '../../../src/debrief/seeded.js';
import { minePuzzles } from '../../../src/puzzles/mine.js';
import type { Host } from '../../../src/host/host.js';
import { must, newHost } from './helpers.js';

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});

const seed = 6;
const game = playGame([...SEEDED_LEVELS], seed, { think: { untimed: true } });
const { puzzles } = minePuzzles({ name: `seed ${seed}`, options: seededOptions(SEEDED_LEVELS, seed), log: game.log });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fmh-puzzles-'));
fs.writeFileSync(path.join(dir, 'mined.json'), JSON.stringify(puzzles));

describe('puzzles through the host', () => {
  it('lists, starts, shows the solution after a try only, and keeps success per profile', async () => {
    const { host: h } = newHost({ puzzlesDir: dir });
    hosts.push(h);
    const list = must(await h.call('puzzle.list', { profile: null }));
    expect(list.map((p) => p.id).sort()).toEqual(puzzles.map((p) => p.id).sort());
    expect(list.every((p, i) => i === 0 || p.rating >= list[i - 1]!.rating)).toBe(true);
    const ann = must(await h.call('profile.create', { name: 'Ann' }));
    const p = puzzles.find((x) => x.solution.length > 1)!;

    let sv = must(await h.call('puzzle.start', { id: p.id, profile: ann.id }));
    expect(sv.lesson!.puzzle).toEqual({
      rating: p.rating,
      target: p.target,
      tried: false,
      profile: ann.id,
      shown: false,
    });
    expect(sv.seated).toBe(p.learner);
    const early = await h.call('puzzle.solution');
    expect(!early.ok && early.error.code).toBe('FORBIDDEN');

    // a try, then the solution: shown on the board, counted for nobody
    must(await h.call('game.act', { action: p.solution[0]! }));
    expect(must(await h.call('game.view'))!.lesson!.puzzle!.tried).toBe(true);
    sv = must(await h.call('puzzle.solution'));
    expect(sv.lesson!.met).toBe(true);
    expect(sv.lesson!.puzzle!.shown).toBe(true);
    expect(must(await h.call('puzzle.list', { profile: ann.id })).find((x) => x.id === p.id)!.done).toBe(false);

    // solved by the learner: done for Ann, not for nobody
    sv = must(await h.call('lesson.restart'));
    expect(sv.lesson!.met).toBe(false);
    expect(sv.lesson!.puzzle!.shown).toBe(false);
    for (const a of p.solution) must(await h.call('game.act', { action: a }));
    expect(must(await h.call('lesson.check')).met).toBe(true);
    expect(must(await h.call('puzzle.list', { profile: ann.id })).find((x) => x.id === p.id)!.done).toBe(true);
    expect(must(await h.call('puzzle.list', { profile: null })).find((x) => x.id === p.id)!.done).toBe(false);

    // an unknown puzzle or profile is refused, and a lesson is not a puzzle
    expect((await h.call('puzzle.start', { id: 'no-such-puzzle', profile: null })).ok).toBe(false);
    expect((await h.call('puzzle.start', { id: p.id, profile: 'nobody-here' })).ok).toBe(false);
  }, 120_000);

  it('a tide puzzle: the seat sees the tide of its goal in its forecast, unmet until its solution is played', async () => {
    const { host: h } = newHost({ puzzlesDir: dir });
    hosts.push(h);
    const p = puzzles.find((x) => x.kind === 'saveFromTide')!;
    const sv = must(await h.call('puzzle.start', { id: p.id, profile: null }));
    expect(sv.seated).toBe(p.learner);
    expect(sv.view!.forecast[0]).toBe((p.core as { freeAt: { tide: string } }).freeAt.tide);
    expect(must(await h.call('lesson.check')).met).toBe(false);
    for (const a of p.solution) must(await h.call('game.act', { action: a }));
    expect(must(await h.call('lesson.check')).met).toBe(true);
  }, 120_000);

  it('a strike puzzle: unmet while the piece is in the enemy’s reach, met once the solution takes it out of reach', async () => {
    const { host: h } = newHost({ puzzlesDir: dir });
    hosts.push(h);
    const p = puzzles.find((x) => x.kind === 'saveFromStrike')!;
    const sv = must(await h.call('puzzle.start', { id: p.id, profile: null }));
    expect(sv.seated).toBe(p.learner);
    // the screen marks the piece the goal is about: the host names it
    expect(sv.lesson?.puzzle?.target).toBe(p.target);
    expect(must(await h.call('lesson.check')).met).toBe(false);
    for (const a of p.solution) must(await h.call('game.act', { action: a }));
    expect(must(await h.call('lesson.check')).met).toBe(true);
  }, 120_000);
});
