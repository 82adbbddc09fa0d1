// Every end-to-end spec takes Playwright's `test` from tests/e2e/helpers.ts, whose fixture attaches the web
// servers' output to a test that fails (issue 26 point 9): a spec that took it from '@playwright/test' would
// lose what a dying host printed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const E2E = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../e2e');

/** The names a file imports from a module, e.g. `{ expect, test, type Page }`. */
function imported(text: string, from: string): string[] {
  const m = new RegExp(`import \\{([^}]*)\\} from '${from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}'`).exec(text);
  return m ? m[1]!.split(',').map((n) => n.trim()) : [];
}

describe('the end-to-end specs', () => {
  it("take `test` from helpers.ts (its fixture keeps the servers' output), never from @playwright/test", () => {
    const wrong: string[] = [];
    const specs = readdirSync(E2E).filter((f) => f.endsWith('.spec.ts'));
    expect(specs.length).toBeGreaterThan(20);
    for (const f of specs) {
      const text = readFileSync(path.join(E2E, f), 'utf8');
      if (imported(text, '@playwright/test').includes('test') || !imported(text, './helpers').includes('test'))
        wrong.push(f);
    }
    expect(wrong, "specs whose `test` is not helpers.ts's").toEqual([]);
  });
});
