// npm run scenarios -- <file-or-folder>...: runs rule scenarios and ends with "N passed, M failed".
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runScenario } from '../engine/index.js';

function collect(path: string, out: string[]): void {
  const st = statSync(path);
  if (st.isDirectory()) {
    for (const name of readdirSync(path).sort()) collect(join(path, name), out);
  } else if (path.endsWith('.json')) out.push(path);
}

const args = process.argv.slice(2).filter((a) => a !== '--');
const verbose = args.includes('--verbose');
const targets = args.filter((a) => !a.startsWith('--'));
if (targets.length === 0) {
  console.error('usage: npm run scenarios -- <file-or-folder>... [--verbose]');
  process.exit(2);
}
const files: string[] = [];
for (const t of targets) {
  try {
    collect(t, files);
  } catch (e) {
    console.error(`cannot read ${t}: ${(e as Error).message}`);
    process.exit(2);
  }
}
let passed = 0;
let failed = 0;
for (const f of files) {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(f, 'utf8'));
  } catch (e) {
    failed++;
    console.log(`FAIL ${f}\n  not valid JSON: ${(e as Error).message}`);
    continue;
  }
  const r = runScenario(json);
  if (r.passed) {
    passed++;
    if (verbose) console.log(`ok   ${f}`);
  } else {
    failed++;
    console.log(`FAIL ${f} (${r.name})`);
    for (const x of r.failures) console.log(`  ${x}`);
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
