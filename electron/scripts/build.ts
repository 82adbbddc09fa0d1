// Bundles the Electron main process (ESM, dist-electron/main.js), the computer players' worker
// (dist-electron/computer-worker.cjs), the debrief's worker (dist-electron/debrief-worker.cjs) and the sandboxed
// preload (CommonJS, dist-electron/preload.cjs). node_modules stay external: the package ships them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const common = { bundle: true, platform: 'node', target: 'node22', sourcemap: true, logLevel: 'info' } as const;

await build({
  ...common,
  entryPoints: [path.join(root, 'electron/main.ts')],
  outfile: path.join(root, 'dist-electron/main.js'),
  format: 'esm',
  packages: 'external',
});

// The computer players think in a worker thread of the main process (src/host/computer.ts loads it from
// beside main.js). Self-contained (its few pure-JS packages bundled in) and CommonJS: a worker thread reads
// CommonJS from inside the asar archive (Electron sets up its asar support in workers), so the worker stays in
// the archive, under its integrity check (electron/builder.json unpacks only the native module).
await build({
  ...common,
  entryPoints: [path.join(root, 'src/host/computer-worker.ts')],
  outfile: path.join(root, 'dist-electron/computer-worker.cjs'),
  format: 'cjs',
});

// The debrief of a finished game (src/host/debrief.ts) is computed in a worker thread too, the same way.
await build({
  ...common,
  entryPoints: [path.join(root, 'src/host/debrief-worker.ts')],
  outfile: path.join(root, 'dist-electron/debrief-worker.cjs'),
  format: 'cjs',
});

await build({
  ...common,
  entryPoints: [path.join(root, 'electron/preload.ts')],
  outfile: path.join(root, 'dist-electron/preload.cjs'),
  format: 'cjs',
  external: ['electron'],
});
