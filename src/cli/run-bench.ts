// `npm run bench`: builds the benchmark the way the application's main process is built (one esbuild
// bundle, node_modules external, no keep-names wrappers) and runs it with node, passing the arguments on.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT } from './launch-web.js';

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
const r = spawnSync(process.execPath, [out, ...process.argv.slice(2)], { stdio: 'inherit', cwd: ROOT });
process.exit(r.status ?? 1);
