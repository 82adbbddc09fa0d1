// The end-to-end tests wait for what the screen says, never for a fixed time: no `waitForTimeout` in tests/e2e
// beyond what is still being replaced (each spec's count below only goes down, to none).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const E2E = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../e2e');

/** The fixed waits not yet replaced, by file: lower a count as its waits go, never raise one. */
const STILL_TO_REPLACE: Record<string, number> = {
  'board-shape.spec.ts': 0,
  'computer.spec.ts': 2,
  'game.spec.ts': 0,
  'helpers.ts': 0,
  'lessons.spec.ts': 0,
  'liftoff.spec.ts': 4,
  'motion.spec.ts': 0,
  'screens.spec.ts': 3,
  'second-army.spec.ts': 0,
  'since.spec.ts': 0,
  'table.spec.ts': 6,
};

/** A fixed wait: Playwright's `waitForTimeout`, or a sleep on a timer (`setTimeout` in a promise). */
const FIXED_WAIT = /\bwaitForTimeout\s*\(|new Promise\b[^;]*\bsetTimeout\s*\(/g;

describe('the end-to-end tests', () => {
  it('wait for what the screen says, never for a fixed time', () => {
    const found: Record<string, number> = {};
    for (const f of readdirSync(E2E).sort()) {
      if (!/\.ts$/.test(f)) continue;
      const n = readFileSync(path.join(E2E, f), 'utf8').match(FIXED_WAIT)?.length ?? 0;
      if (n > (STILL_TO_REPLACE[f] ?? 0)) found[f] = n;
    }
    expect(found, 'fixed waits (waitForTimeout or a sleep) in tests/e2e: wait for the screen instead').toEqual({});
  });
});
