// What `npm test` runs (issue 26, point 9: faster, losing nothing): the four static checks side by side
// (tests/static-checks.mjs), then the unit tests, the scenarios, the puzzles' check, the crash test and the
// end-to-end tests, each only if everything before it passed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scripts = (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

describe('npm test', () => {
  it('runs every step, one after the other, the static checks first', () => {
    expect(scripts.test!.split(' && ')).toEqual([
      'npm run test:static',
      'vitest run',
      'npm run scenarios -- tests/scenarios',
      'npm run puzzles -- --check',
      'npm run crash-test -- --crashes 20 --io-kills 2',
      'playwright test',
    ]);
  });

  it('runs the type check, ESLint, Prettier and svelte-check side by side, each as its own script says', () => {
    expect(scripts['test:static']).toBe('node tests/static-checks.mjs');
    const checks = readFileSync(path.join(ROOT, 'tests/static-checks.mjs'), 'utf8');
    expect(checks).toContain("const CHECKS = ['typecheck', 'lint', 'format:check', 'check:renderer'];");
    expect(scripts.typecheck).toBe('tsc -p tsconfig.json');
    expect(scripts.lint).toMatch(/^eslint .* \.$/);
    expect(scripts['format:check']).toMatch(/^prettier --check .* \.$/);
    expect(scripts['check:renderer']).toMatch(/^svelte-check /);
  });
});
