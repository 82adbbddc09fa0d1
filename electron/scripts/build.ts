// Bundles the Electron main process (ESM, dist-electron/main.js), the computer players' worker
// (dist-electron/computer-worker.js), the debrief's worker (dist-electron/debrief-worker.js) and the sandboxed preload
// (CommonJS, dist-electron/preload.cjs). node_modules stay external: the package ships them.
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
// beside main.js). Self-contained (its few pure-JS packages bundled in): the package unpacks it from the asar
// archive, where it finds no node_modules.
await build({
  ...common,
  entryPoints: [path.join(root, 'src/host/computer-worker.ts')],
  outfile: path.join(root, 'dist-electron/computer-worker.js'),
  format: 'esm',
});

// The debrief of a finished game (src/host/debrief.ts) is computed in a worker thread too, the same way.
await build({
  ...common,
  entryPoints: [path.join(root, 'src/host/debrief-worker.ts')],
  outfile: path.join(root, 'dist-electron/debrief-worker.js'),
  format: 'esm',
});

await build({
  ...common,
  entryPoints: [path.join(root, 'electron/preload.ts')],
  outfile: path.join(root, 'dist-electron/preload.cjs'),
  format: 'cjs',
  external: ['electron'],
});
