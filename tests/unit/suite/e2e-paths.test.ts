// The end-to-end tests write their pictures under the repository's ignored test-results/ (issue 26, point 9):
// a spec names its folder from `SHOTS` (tests/e2e/helpers.ts) or FMH_SHOTS, never a folder of this machine, which
// a fresh clone elsewhere may not have or may not be allowed to write.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const E2E = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../e2e');

/** A string that starts with an absolute path of this machine ('/work/…', "/tmp/…"; not a glob '**\/…' nor a URL). */
const ABSOLUTE_PATH = /['"`]\/[A-Za-z]/;

describe('the end-to-end tests', () => {
  it('name no folder outside the repository', () => {
    const found: Record<string, string[]> = {};
    for (const f of readdirSync(E2E).sort()) {
      if (!/\.ts$/.test(f)) continue;
      const lines = readFileSync(path.join(E2E, f), 'utf8').split('\n');
      const hits = lines.filter((l) => !/^\s*\/\//.test(l) && ABSOLUTE_PATH.test(l));
      if (hits.length) found[f] = hits.map((l) => l.trim());
    }
    expect(found, 'absolute paths in tests/e2e: write under SHOTS (test-results/screens) instead').toEqual({});
  });
});
