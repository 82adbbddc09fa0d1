// The map editor through the host (issue 16, point 11): drafts, edits, the store's shelf of boards, board
// files in and out, and campaigns on a saved board. Bad input changes nothing and says why.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Host } from '../../../src/host/host.js';
import type { EditorView } from '../../../src/host/contract.js';
import { CampaignStore, createAtVersion, STORE_FILE_NAME } from '../../../src/store/index.js';
import { readBoardFile } from '../../../src/planets/index.js';
import { must, newHost, tmpDir, TWO } from './helpers.js';

const hosts: Host[] = [];
function host(dataDir?: string): Host {
  const h = newHost(dataDir ? { dataDir } : {}).host;
  hosts.push(h);
  return h;
}
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});

async function refusal(
  p: Promise<{ ok: boolean; error?: { code: string; params: Record<string, unknown>; message?: string } }>,
) {
  const r = await p;
  expect(r.ok).toBe(false);
  return r.error!;
}

describe('drafts and edits', () => {
  it('a modular draft turns a module, and a refused edit says why and changes nothing', async () => {
    const h = host();
    const v = must(await h.call('boards.draft', { from: { kind: 'modular', seed: 7 }, players: 4 })) as EditorView;
    expect(v.draft.kind).toBe('modules');
    expect(v.modules).toHaveLength(19);
    expect(v.preview.check.ok).toBe(true);
    expect(v.preview.thumbnail).toMatch(/^data:image\/png;base64,/);
    const turned = must(
      await h.call('boards.edit', { draft: v.draft, edit: { op: 'rotate', hex: v.modules[4]!, turns: 2 }, players: 4 }),
    );
    expect(turned.terrain).not.toEqual(v.terrain);
    expect(turned.ore.length).toBe(v.ore.length);
    const e = await refusal(
      h.call('boards.edit', {
        draft: v.draft,
        edit: { op: 'move', from: v.modules[4]!, to: v.modules[0]! },
        players: 4,
      }),
    );
    expect(e.code).toBe('EDIT_REFUSED');
    expect(e.params.why).toBe('ARRANGEMENT');
  });

  it('refuses a malformed draft or edit at the door', async () => {
    const h = host();
    const v = must(await h.call('boards.draft', { from: { kind: 'original' }, players: 2 }));
    const badRows = { ...v.draft, terrain: ['pp', 'p'] };
    expect((await refusal(h.call('boards.edit', { draft: badRows, edit: { op: 'flatten' }, players: 2 }))).code).toBe(
      'BAD_INPUT',
    );
    expect(
      (
        await refusal(
          h.call('boards.edit', {
            draft: v.draft,
            edit: { op: 'paint', hexes: [[1, 1]], terrain: 'x' as 'p' },
            players: 2,
          }),
        )
      ).code,
    ).toBe('BAD_INPUT');
    expect(
      (
        await refusal(
          h.call('boards.edit', {
            draft: { kind: 'modules', title: '', modules: [], placements: [] },
            edit: { op: 'flatten' },
            players: 2,
          }),
        )
      ).code,
    ).toBe('BAD_INPUT');
  });
});

describe('the shelf of boards', () => {
  it('saves, lists, plays a campaign on, and deletes a board', async () => {
    const h = host();
    let v = must(await h.call('boards.draft', { from: { kind: 'folded', side: 'left' }, players: 2 }));
    v = must(await h.call('boards.edit', { draft: v.draft, edit: { op: 'title', title: 'Ann’s bay' }, players: 2 }));
    const land = findLetter(v.terrain, 'p', v.ore);
    v = must(await h.call('boards.edit', { draft: v.draft, edit: { op: 'ore', hex: land, on: true }, players: 2 }));
    const saved = must(await h.call('boards.save', { draft: v.draft }));
    expect(saved.title).toBe('Ann’s bay');
    expect(saved.ore).toBe(v.ore.length);
    expect(must(await h.call('boards.saved')).map((b) => b.id)).toEqual([saved.id]);
    const again = must(await h.call('boards.draft', { from: { saved: saved.id }, players: 2 }));
    expect(again.terrain).toEqual(v.terrain);
    expect(again.ore).toEqual(v.ore);
    // a campaign on it carries the board itself
    must(await h.call('campaign.new', { ...TWO, board: { saved: saved.id } }));
    const [campaign] = must(await h.call('campaign.list'));
    const stored = h.store.get(campaign!.id).options.board!;
    expect(stored.terrain).toEqual(v.terrain);
    expect(stored.ore).toEqual(v.ore);
    expect(stored.title).toBe('Ann’s bay');
    must(await h.call('boards.delete', { id: saved.id }));
    expect(must(await h.call('boards.saved'))).toEqual([]);
    expect((await refusal(h.call('boards.draft', { from: { saved: saved.id }, players: 2 }))).code).toBe('NOT_FOUND');
  });

  it('a forged row is refused clearly, and no campaign is made from it', async () => {
    const dir = tmpDir();
    let h = host(dir);
    const v = must(await h.call('boards.draft', { from: { kind: 'original' }, players: 2 }));
    const saved = must(await h.call('boards.save', { draft: v.draft }));
    h.close();
    hosts.splice(0);
    const store = CampaignStore.open(dir);
    store.db
      .prepare('UPDATE boards SET draft = ? WHERE id = ?')
      .run(JSON.stringify({ kind: 'grid', title: 'x', terrain: ['pq'], ore: [] }), saved.id);
    store.close();
    h = host(dir);
    const e = await refusal(h.call('boards.draft', { from: { saved: saved.id }, players: 2 }));
    expect(e.code).toBe('BAD_FILE');
    expect((await refusal(h.call('campaign.new', { ...TWO, board: { saved: saved.id } }))).code).toBe('BAD_FILE');
    expect(must(await h.call('campaign.list'))).toEqual([]);
  });

  it('a store of schema 2 gains the shelf, empty, after its backup', () => {
    const dir = tmpDir();
    createAtVersion(path.join(dir, STORE_FILE_NAME), 2).close();
    const store = CampaignStore.open(dir);
    try {
      expect(store.migratedFrom).toBe(2);
      expect(fs.existsSync(store.backup!)).toBe(true);
      expect(store.boards.list()).toEqual([]);
    } finally {
      store.close();
    }
  });
});

describe('board files', () => {
  it('exports a draft as a board file that reads back the same, and imports it as a grid', async () => {
    const h = host();
    const v = must(await h.call('boards.draft', { from: { kind: 'modular', seed: 3 }, players: 3 }));
    const out = must(await h.call('boards.export', { draft: v.draft }));
    expect(out.fileName).toMatch(/\.json$/);
    const loaded = readBoardFile(JSON.parse(out.content));
    expect(typeof loaded).not.toBe('string');
    const back = must(await h.call('boards.import', { content: out.content, fileName: out.fileName, players: 3 }));
    expect(back.draft.kind).toBe('grid');
    expect(back.terrain).toEqual(v.terrain);
    expect([...back.ore].sort()).toEqual([...v.ore].sort());
  });

  it.each([
    ['not JSON', '{"terrain": ['],
    ['a stranger letter', JSON.stringify({ terrain: ['ppx', 'ppp'] })],
    ['ore on the sea', JSON.stringify({ terrain: ['sss', 'ppp'], ore: [[0, 0]] })],
    ['no terrain', JSON.stringify({ title: 'x' })],
    ["a title longer than a saved board's", JSON.stringify({ title: 'x'.repeat(61), terrain: ['ppp', 'ppp'] })],
    ['a title with a bidirectional override', JSON.stringify({ title: 'Bay\u202Egnp.exe', terrain: ['ppp', 'ppp'] })],
  ])('refuses %s with BAD_FILE, saving nothing', async (_what, content) => {
    const h = host();
    const e = await refusal(h.call('boards.import', { content, fileName: 'bad.json', players: 2 }));
    expect(e.code).toBe('BAD_FILE');
    expect(must(await h.call('boards.saved'))).toEqual([]);
  });
});

describe('what names a board: the host says what it is, the screen puts it in words', () => {
  it('a generated board is previewed untitled, with its kind and seed, side or modules (no English words)', async () => {
    const h = host();
    const planet = must(await h.call('boards.preview', { board: { kind: 'planet', seed: 12 }, players: 2 }));
    expect(planet.title).toBe('');
    expect(planet.source).toEqual({ kind: 'planet', seed: 12 });
    const original = must(await h.call('boards.preview', { board: { kind: 'original' }, players: 2 }));
    expect([original.title, original.source]).toEqual(['', { kind: 'original' }]);
    const right = must(await h.call('boards.preview', { board: { kind: 'folded', side: 'right' }, players: 2 }));
    expect(right.source).toEqual({ kind: 'folded', side: 'right' });
    const modular = must(await h.call('boards.preview', { board: { kind: 'modular', seed: 7 }, players: 4 }));
    expect(modular.source).toEqual({ kind: 'modular', seed: 7, modules: 19 });
  });

  it('the editor keeps it untitled through edits and flattening, and the saved board carries its source', async () => {
    const h = host();
    let v = must(await h.call('boards.draft', { from: { kind: 'modular', seed: 7 }, players: 2 }));
    expect([v.draft.title, v.draft.source]).toEqual(['', { kind: 'modular', seed: 7, modules: 19 }]);
    expect(v.preview.source).toEqual(v.draft.source);
    v = must(await h.call('boards.edit', { draft: v.draft, edit: { op: 'flatten' }, players: 2 }));
    expect(v.draft.kind).toBe('grid');
    expect([v.draft.title, v.draft.source]).toEqual(['', { kind: 'modular', seed: 7, modules: 19 }]);
    const saved = must(await h.call('boards.save', { draft: v.draft }));
    expect([saved.title, saved.source]).toEqual(['', { kind: 'modular', seed: 7, modules: 19 }]);
    expect(must(await h.call('boards.saved'))[0]!.source).toEqual(saved.source);
    const chosen = must(await h.call('boards.preview', { board: { saved: saved.id }, players: 2 }));
    expect([chosen.title, chosen.source]).toEqual(['', { kind: 'modular', seed: 7, modules: 19 }]);
    // a title given wins; the board file and the campaign keep an English title when there is none
    const out = must(await h.call('boards.export', { draft: v.draft }));
    expect(JSON.parse(out.content).title).toBe('Modular board, 19 modules, seed 7');
    const named = must(
      await h.call('boards.edit', { draft: v.draft, edit: { op: 'title', title: 'Bay' }, players: 2 }),
    );
    expect(named.preview.title).toBe('Bay');
  });

  it("a board file's title is held to a saved board's bounds; a file without one is named after the file, cleaned", async () => {
    const h = host();
    const e = await refusal(
      h.call('boards.import', {
        content: JSON.stringify({ title: 'Bay\u200B', terrain: ['ppp', 'ppp'] }),
        fileName: 'bay.json',
        players: 2,
      }),
    );
    expect([e.code, e.params.problem]).toEqual(['BAD_FILE', 'title']);
    expect(e.message).toMatch(/control, bidirectional or invisible/);
    const named = must(
      await h.call('boards.import', {
        content: JSON.stringify({ terrain: ['ppp', 'ppp'] }),
        fileName: `Ba\u202Ey ${'z'.repeat(80)}.json`,
        players: 2,
      }),
    );
    expect(named.draft.title).toBe(`Bay ${'z'.repeat(56)}`);
    // the editor's own requests are held alike
    const bad = await refusal(h.call('boards.save', { draft: { ...named.draft, title: 'Bay\u2066' } }));
    expect(bad.code).toBe('BAD_INPUT');
    const edit = await refusal(
      h.call('boards.edit', { draft: named.draft, edit: { op: 'title', title: 'x'.repeat(61) }, players: 2 }),
    );
    expect([edit.code, edit.params.why]).toEqual(['EDIT_REFUSED', 'TITLE_TOO_LONG']);
  });

  it('a board saved before titles were held to the rule opens, its title cleaned', async () => {
    const dir = tmpDir();
    let h = host(dir);
    const v = must(await h.call('boards.draft', { from: { kind: 'original' }, players: 2 }));
    const saved = must(
      await h.call('boards.save', { draft: { kind: 'grid', title: 'Old bay', terrain: v.terrain, ore: v.ore } }),
    );
    h.close();
    hosts.splice(0);
    const store = CampaignStore.open(dir);
    store.db
      .prepare('UPDATE boards SET title = ?, draft = ? WHERE id = ?')
      .run(
        'Old\u202E bay',
        JSON.stringify({ kind: 'grid', title: 'Old\u202E bay', terrain: v.terrain, ore: v.ore }),
        saved.id,
      );
    store.close();
    h = host(dir);
    expect(must(await h.call('boards.saved')).map((b) => b.title)).toEqual(['Old bay']);
    const again = must(await h.call('boards.draft', { from: { saved: saved.id }, players: 2 }));
    expect(again.draft.title).toBe('Old bay');
  });

  it('boards saved before boards kept their source still read: untitled, or under their title', async () => {
    const dir = tmpDir();
    let h = host(dir);
    const v = must(await h.call('boards.draft', { from: { kind: 'original' }, players: 2 }));
    const old = must(
      await h.call('boards.save', { draft: { kind: 'grid', title: '', terrain: v.terrain, ore: v.ore } }),
    );
    const titled = must(
      await h.call('boards.save', { draft: { kind: 'grid', title: 'Old bay', terrain: v.terrain, ore: v.ore } }),
    );
    h.close();
    hosts.splice(0);
    // as the store wrote an untitled board then; and a row whose draft is damaged
    const store = CampaignStore.open(dir);
    store.db.prepare("UPDATE boards SET title = 'Untitled board' WHERE id = ?").run(old.id);
    const damaged = store.boards.save({ draft: v.draft, thumbnail: null, hexes: 1, ore: 0 });
    store.db.prepare("UPDATE boards SET draft = '{not json' WHERE id = ?").run(damaged.id);
    store.close();
    h = host(dir);
    const list = must(await h.call('boards.saved'));
    const byId = new Map(list.map((b) => [b.id, b]));
    expect([byId.get(old.id)!.title, byId.get(old.id)!.source]).toEqual(['', null]);
    expect([byId.get(titled.id)!.title, byId.get(titled.id)!.source]).toEqual(['Old bay', null]);
    expect(byId.get(damaged.id)!.source).toBeNull();
    const again = must(await h.call('boards.draft', { from: { saved: old.id }, players: 2 }));
    expect(again.terrain).toEqual(v.terrain);
  });
});

function findLetter(terrain: string[], letter: string, ore: [number, number][]): [number, number] {
  const taken = new Set(ore.map(([x, y]) => `${x},${y}`));
  for (let y = 0; y < terrain.length; y++)
    for (let x = 0; x < terrain[y]!.length; x++)
      if (terrain[y]![x] === letter && !taken.has(`${x},${y}`)) return [x, y];
  throw new Error(`no ${letter}`);
}
