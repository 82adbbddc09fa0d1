// The end-to-end tests wait for what the screen says, never for a fixed time: no `waitForTimeout` (nor a sleep on a
// timer) in tests/e2e. Wait with `settled(page)`, `expect(...).toHaveX`, `expect.poll`; what must stay still for a
// while is watched with `unchangedFor` (tests/e2e/helpers.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const E2E = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../e2e');

/** A fixed wait: Playwright's `waitForTimeout`, or a sleep on a timer (`setTimeout` in a promise). */
const FIXED_WAIT = /\bwaitForTimeout\s*\(|new Promise\b[^;]*\bsetTimeout\s*\(/g;

describe('the end-to-end tests', () => {
  it('wait for what the screen says, never for a fixed time', () => {
    const found: Record<string, number> = {};
    for (const f of readdirSync(E2E).sort()) {
      if (!/\.ts$/.test(f)) continue;
      const n = readFileSync(path.join(E2E, f), 'utf8').match(FIXED_WAIT)?.length ?? 0;
      if (n > 0) found[f] = n;
    }
    expect(found, 'fixed waits (waitForTimeout or a sleep) in tests/e2e: wait for the screen instead').toEqual({});
  });
});
