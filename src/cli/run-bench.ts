// `npm run bench`: builds the benchmark the way the application's main process is built (one esbuild
// bundle, node_modules external, no keep-names wrappers) and runs it with node, passing the arguments on.
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT } from './launch-web.js';
import { runGroup } from './children.js';

/** The whole bench, however loaded the machine, ends within this. */
const BENCH_LIMIT_MS = 20 * 60_000;

const out = path.join(ROOT, 'dist/bench/bench.mjs');
await build({
  entryPoints: [path.join(ROOT, 'src/cli/bench.ts')],
  outfile: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
try {
  process.exit(
    await runGroup(process.execPath, [out, ...process.argv.slice(2)], {
      stdio: 'inherit',
      cwd: ROOT,
      timeoutMs: BENCH_LIMIT_MS,
    }),
  );
} catch (e) {
  console.error(`bench stopped: ${(e as Error).message}`);
  process.exit(1);
}
