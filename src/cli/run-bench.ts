// `npm run bench`: builds the benchmark the way the application's main process is built (one esbuild
// bundle, node_modules external, no keep-names wrappers) and runs it with node, passing the arguments on.
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { ROOT } from './launch-web.js';
import { runGroup } from './children.js';

/** The whole bench, however loaded the machine, ends within this. */
const BENCH_LIMIT_MS = 20 * 60_000;

const out = path.join(ROOT, 'dist/bench/bench.mjs');
const args = process.argv.slice(2);
const from = args.indexOf('--engine-from');
// `--engine-from <checkout>`: this bench's measures run against another checkout's engine, so that two
// versions of the engine are compared by one and the same method (a change to a measure changes both sides).
const otherEngine = from >= 0 ? path.resolve(args[from + 1] ?? '', 'src/engine') : null;
if (otherEngine !== null && !fs.existsSync(path.join(otherEngine, 'index.ts'))) {
  console.error(`--engine-from: no src/engine/index.ts under ${args[from + 1] ?? '(nothing given)'}`);
  process.exit(2);
}
if (otherEngine !== null && !args.includes('--engine-only')) {
  // The store and screen measures go through this checkout's host, so they would not be the other engine's.
  console.error('--engine-from measures the engine rows only: add --engine-only');
  process.exit(2);
}
const engineFrom = (dir: string): Plugin => ({
  name: 'engine-from',
  setup(b) {
    // Only the bench's own imports move; the other checkout's engine then imports its own files.
    b.onResolve({ filter: /^\.\.\/engine\// }, (r) => {
      if (!r.importer.startsWith(path.join(ROOT, 'src/cli'))) return undefined;
      const file = path.join(dir, r.path.slice('../engine/'.length).replace(/\.js$/, '.ts'));
      if (fs.existsSync(file)) return { path: file };
      // Engines before the rename of coverage to fireMaps (38444d0) kept them in core.ts.
      if (r.path === '../engine/fire-maps.js') return { path: file, namespace: 'old-fire-maps' };
      return undefined;
    });
    b.onLoad({ filter: /.*/, namespace: 'old-fire-maps' }, () => ({
      contents: `export { coverage as fireMaps, coverageFresh as fireMapsFromScratch } from ${JSON.stringify(path.join(dir, 'core.ts'))};`,
      loader: 'ts',
      resolveDir: dir,
    }));
  },
});
await build({
  entryPoints: [path.join(ROOT, 'src/cli/bench.ts')],
  outfile: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
  plugins: otherEngine === null ? [] : [engineFrom(otherEngine)],
});
try {
  process.exit(
    await runGroup(process.execPath, [out, ...args.filter((_, i) => from < 0 || (i !== from && i !== from + 1))], {
      stdio: 'inherit',
      cwd: ROOT,
      timeoutMs: BENCH_LIMIT_MS,
    }),
  );
} catch (e) {
  console.error(`bench stopped: ${(e as Error).message}`);
  process.exit(1);
}
