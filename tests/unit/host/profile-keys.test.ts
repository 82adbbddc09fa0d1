// Profiles stored before names were compared after compatibility normalisation keep being found by their name
// (issue 26, point 10): their key was the NFC form ("ａｌｉｃｅ" for "ＡＬＩＣＥ"), today's is NFKC ("alice").
import { afterEach, describe, expect, it } from 'vitest';
import type { Host } from '../../../src/host/host.js';
import { CampaignStore } from '../../../src/store/index.js';
import { must, newHost, tmpDir } from './helpers.js';

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});

/** The key names had before 2026-11-27 (NFC, trimmed, spaces collapsed, lower case). */
const oldKey = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** A store whose profiles were keyed the old way. */
function storeWithOldKeys(names: string[]): { dir: string; ids: string[] } {
  const dir = tmpDir();
  const store = CampaignStore.open(dir);
  const ids = names.map((name, i) => {
    const p = store.league.createProfile({ name: `P${i}`, colour: null, mark: null, newcomer: false, language: null });
    store.db
      .prepare('UPDATE profiles SET name = ?, name_key = ?, created_at = ? WHERE id = ?')
      .run(name, oldKey(name), i, p.id);
    return p.id;
  });
  store.close();
  return { dir, ids };
}

describe('profiles stored before NFKC keys', () => {
  it('keep their id and are found by their name: no second "Alice" beside "ＡＬＩＣＥ"', async () => {
    const { dir, ids } = storeWithOldKeys(['ＡＬＩＣＥ', 'Zoë']);
    const { host } = newHost({ dataDir: dir });
    hosts.push(host);
    const taken = await host.call('profile.create', { name: 'Alice' });
    expect(!taken.ok && [taken.error.code, taken.error.params.id]).toEqual(['NAME_TAKEN', ids[0]]);
    const list = must(await host.call('profile.list'));
    expect(list.map((p) => [p.id, p.name]).sort()).toEqual(
      [
        [ids[0], 'ＡＬＩＣＥ'],
        [ids[1], 'Zoë'],
      ].sort(),
    );
  });

  it('two that would share a key both stay, the later under its old key', () => {
    const { dir, ids } = storeWithOldKeys(['Bob', 'ＢＯＢ']);
    const store = CampaignStore.open(dir);
    const rows = store.db.prepare('SELECT id, name_key FROM profiles ORDER BY created_at').all();
    store.close();
    expect(rows).toEqual([
      { id: ids[0], name_key: 'bob' },
      { id: ids[1], name_key: oldKey('ＢＯＢ') },
    ]);
  });
});
