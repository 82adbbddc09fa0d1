// Saved campaigns are their options and action logs: a new engine must replay an old log to the very
// same state, or old saves open on another position than the one played (their snapshots rebuilt from the log). These logs
// were recorded from random games; their final states are pinned by hash. If a rule fix changes one on
// purpose, the saves of older versions need a migration, not just a new hash here.
import { readFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/engine/index.js';
import type { Action, GameOptions } from '../../../src/engine/index.js';

const DIR = path.join(__dirname, '../../fixtures/replays');

/** JSON with object keys sorted, so that the hash does not depend on key order. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(
          Object.keys(x)
            .sort()
            .map((k) => [k, (x as Record<string, unknown>)[k]]),
        )
      : x,
  );
}

describe('recorded games replay to the same final state', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
  it('has recorded games', () => expect(files.length).toBeGreaterThanOrEqual(2));
  for (const f of files) {
    it(f, () => {
      const g = JSON.parse(readFileSync(path.join(DIR, f), 'utf8')) as {
        options: GameOptions;
        finalStateSha256: string;
        log: Action[];
      };
      const r = replay(g.options, g.log);
      expect(r.failedAt).toBeNull();
      expect(r.state.phase).toBe('over');
      expect(createHash('sha256').update(canonical(r.state)).digest('hex')).toBe(g.finalStateSha256);
    });
  }
});
