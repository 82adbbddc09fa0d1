import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../../../renderer/src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|svelte)$/.test(f) ? [p] : [];
  });

describe('one way from screen to screen', () => {
  it('changes the screen only through setScreen (goTo for the player’s way): no other write of app.screen', () => {
    const writes = files(SRC).flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${path.relative(SRC, f)}:${i + 1}`, line }))
        .filter(({ line }) => /\bapp\.screen\s*=[^=]/.test(line)),
    );
    expect(writes.map((w) => w.where)).toEqual([
      'lib/app.svelte.ts:' + lineOf('lib/app.svelte.ts', 'app.screen = screen;'),
    ]);
  });
});

function lineOf(file: string, text: string): number {
  return (
    readFileSync(path.join(SRC, file), 'utf8')
      .split('\n')
      .findIndex((l) => l.includes(text)) + 1
  );
}
