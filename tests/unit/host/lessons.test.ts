import { afterEach, describe, expect, it } from 'vitest';
import { Host } from '../../../src/host/host.js';
import { loadLessons } from '../../../src/lessons/lessons.js';
import type { SessionView } from '../../../src/host/contract.js';
import { tmpDir, TWO } from './helpers.js';

const hosts: Host[] = [];
function make(dir = tmpDir()): Host {
  const h = new Host({ dataDir: dir, tickMs: 0 });
  hosts.push(h);
  return h;
}
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});
async function ok<T>(
  p: Promise<{ ok: true; value: T } | { ok: false; error: { code: string; message: string } }>,
): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

describe('lessons through the host API', () => {
  it('lists the lessons, starts one seated and untimed, plays its solution, remembers the progress', async () => {
    const dir = tmpDir();
    const h = make(dir);
    const list = await ok(h.call('lesson.list'));
    expect(list.length).toBeGreaterThanOrEqual(9);
    expect(list.every((l) => !l.done)).toBe(true);
    for (const lesson of loadLessons()) {
      const v = await ok(h.call('lesson.start', { id: lesson.id }));
      expect(v.lesson?.id).toBe(lesson.id);
      expect(v.seated).toBe(lesson.learner);
      expect(v.handoff).toBeNull();
      expect(v.view?.viewer).toBe(lesson.learner);
      expect(v.clock.running).toBe(false);
      expect(v.lesson?.met).toBe(false);
      expect(v.players.find((p) => p.id === lesson.learner)?.newcomer).toBe(true);
      let last = v;
      for (const a of lesson.solution) last = (await ok(h.call('game.act', { action: a }))).session;
      expect(last.lesson?.met, lesson.id).toBe(true);
      expect(last.lesson?.done).toBe(true);
      expect((await ok(h.call('lesson.check'))).met).toBe(true);
    }
    h.close();
    hosts.splice(0);
    const again = make(dir);
    expect((await ok(again.call('lesson.list'))).every((l) => l.done)).toBe(true);
  });

  it("names a lesson's players and title in the language the screen speaks now, and says so at once", async () => {
    const h = make();
    await ok(h.call('settings.set', { language: 'en' }));
    const start = await ok(h.call('lesson.start', { id: 'shooting' }));
    expect(start.players.map((p) => p.name)).toContain('Blue');
    const views: SessionView[] = [];
    h.onEvent((e) => {
      if (e.event === 'view') views.push(e.data);
    });
    await ok(h.call('settings.set', { language: 'fr' }));
    const now = (await ok(h.call('game.view')))!;
    expect(now.players.map((p) => p.name)).toContain('Bleu');
    expect(now.players.map((p) => p.name)).not.toContain('Blue');
    expect(now.name).not.toBe(start.name);
    expect(views.at(-1)?.players.map((p) => p.name)).toEqual(now.players.map((p) => p.name));
  });

  it('restarts a lesson from its first position; refusals come back with their params', async () => {
    const h = make();
    await ok(h.call('lesson.start', { id: 'moving' }));
    const r = await h.call('game.act', {
      action: {
        type: 'move',
        piece: 'st',
        path: [
          [1, 1],
          [2, 1],
          [3, 1],
        ],
      },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('TERRAIN');
      expect(r.error.params.hex).toEqual([3, 1]);
    }
    const moved = await ok(h.call('game.view'));
    expect(moved!.view!.pieces.find((p) => p.id === 'st')!.at).toEqual([2, 1]);
    const back = await ok(h.call('lesson.restart'));
    expect(back.view!.pieces.find((p) => p.id === 'st')!.at).toEqual([0, 1]);
    expect(back.actions).toBe(0);
  });

  it('ends the other players’ turns at once so the learner plays on', async () => {
    const h = make();
    await ok(h.call('lesson.start', { id: 'shooting' }));
    const v = (await ok(h.call('game.endTurn'))).session;
    expect(v.turn).toBe(8);
    expect(v.seated).toBe('A');
    expect(v.active).toBe('A');
  });

  it('unknown lessons and lesson requests without a lesson are refused; a campaign is untouched', async () => {
    const h = make();
    const bad = await h.call('lesson.start', { id: 'nope' });
    expect(!bad.ok && bad.error.code).toBe('NOT_FOUND');
    const none = await h.call('lesson.check');
    expect(!none.ok && none.error.code).toBe('NO_CAMPAIGN');
    const c = await ok(h.call('campaign.new', TWO));
    await ok(h.call('lesson.start', { id: 'tides' }));
    expect((await ok(h.call('campaign.list'))).map((x) => x.id)).toEqual([c.campaignId]);
    const reopened = await ok(h.call('campaign.open', { id: c.campaignId }));
    expect(reopened.lesson).toBeUndefined();
  });
});
