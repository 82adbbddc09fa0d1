// The screen imports only types from the program (src/host/contract.ts, the engine's types); the values it
// shares with the host come from src/shared/, whose files import nothing (and assets/ data). A value import
// from src/host or src/engine would bundle the host's code into the page.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(ts|svelte)$/.test(f) ? [p] : [];
  });
}

/** Every static import of a file: whether it imports types only, and the file it names. */
function importsOf(text: string): { typeOnly: boolean; from: string }[] {
  const out: { typeOnly: boolean; from: string }[] = [];
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/gms))
    out.push({ typeOnly: !!m[2] || /^\{\s*(type\s+\w+\s*,?\s*)+\}$/.test(m[3]!.trim()), from: m[4]! });
  for (const m of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) out.push({ typeOnly: false, from: m[1]! });
  return out;
}

describe('the screen and the program', () => {
  it('imports values from outside renderer/ only from src/shared/ and assets/', () => {
    const wrong: string[] = [];
    const renderer = path.join(root, 'renderer');
    for (const f of files(path.join(renderer, 'src'))) {
      for (const imp of importsOf(readFileSync(f, 'utf8'))) {
        if (!imp.from.startsWith('.')) continue; // packages
        const target = path.resolve(path.dirname(f), imp.from);
        if (target.startsWith(renderer + path.sep) || imp.typeOnly) continue;
        const rel = path.relative(root, target);
        if (rel.startsWith(`src${path.sep}shared${path.sep}`) || rel.startsWith(`assets${path.sep}`)) continue;
        wrong.push(`${path.relative(root, f)} imports values from ${rel}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('reads the shared lists instead of spelling out its own copies (levels, languages, marks)', () => {
    const copies = [
      /'easy',\s*'normal',\s*'hard'/, // the computer levels
      /'en'\s*\|\s*'fr'|'fr'\s*\|\s*'en'/, // the languages as a type
      /<option value="(en|fr)">/, // a language picker
      /'circle',\s*'square'/, // the marks
    ];
    const wrong: string[] = [];
    for (const f of files(path.join(root, 'renderer/src'))) {
      const text = readFileSync(f, 'utf8');
      for (const c of copies) if (c.test(text)) wrong.push(`${path.relative(root, f)}: ${c.source}`);
    }
    expect(wrong).toEqual([]);
  });

  it('src/shared/ imports nothing', () => {
    for (const f of files(path.join(root, 'src/shared'))) expect(importsOf(readFileSync(f, 'utf8'))).toEqual([]);
  });
});
