// @ts-check
// `npm run web` (and `npm run web:serve`): starts web mode from compiled JavaScript, building only what is
// out of date first.
//  - The screen (dist/renderer): `npm run web` builds it (production) unless the last build was a production
//    build made from the very files there are now; `npm run web:serve` (`--serve-built`) serves whatever
//    dist/renderer holds (the end-to-end tests build theirs with `npm run build:renderer:e2e`).
//  - The server (dist/web/main.mjs, the computer players' worker dist/web/computer-worker.cjs and the debrief's
//    worker dist/web/debrief-worker.cjs): bundled by
//    esbuild from src/web/main.ts unless the last bundle was made from the very files there are now.
// Then it runs dist/web/main.mjs in this process (its arguments: --data, --port, --static, --token).
// Plain JavaScript, so that Node alone runs it: compiling TypeScript on the fly (tsx) at every start cost
// more than a second.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { staleReason, writeBuildInputs } from './build-inputs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Written by the renderer's build (renderer/vite.config.ts). */
const RENDERER_INPUTS = path.join(root, 'dist/renderer-inputs.json');
const SERVER_DIR = path.join(root, 'dist/web');
const SERVER_INPUTS = path.join(root, 'dist/web-inputs.json');
/** Besides what the bundler reads: better-sqlite3, left external, is the lockfile's. */
const SERVER_EXTRA_INPUTS = ['package-lock.json', 'src/web/launch.mjs'];

function fail(message) {
  console.error(message);
  process.exit(2);
}

/** Builds the screen in production mode when its last build is not exactly that. */
function ensureRenderer() {
  const why = staleReason(root, RENDERER_INPUTS, 'production', ['dist/renderer/index.html']);
  if (!why) return;
  console.log(`Building the screen (${why})...`);
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const r = spawnSync(process.execPath, [vite, 'build', '--config', 'renderer/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) fail('The screen could not be built (npm run build:renderer says why).');
}

/** Bundles the server and its worker when the last bundle was not made from the current files. */
async function ensureServer() {
  const why = staleReason(root, SERVER_INPUTS, 'production', [
    'dist/web/main.mjs',
    'dist/web/computer-worker.cjs',
    'dist/web/debrief-worker.cjs',
  ]);
  if (!why) return;
  console.log(`Building the web server (${why})...`);
  const { build } = await import('esbuild');
  const common = /** @type {const} */ ({
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    logLevel: 'warning',
    metafile: true,
    absWorkingDir: root,
    write: false,
  });
  // The packages are bundled in too (resolving and loading zod's hundred files took longer than the rest),
  // except better-sqlite3 (native) and ws's optional native helpers; a require for the CommonJS ones (ws).
  const server = await build({
    ...common,
    entryPoints: ['src/web/main.ts'],
    outfile: 'dist/web/main.mjs',
    external: ['better-sqlite3', 'bufferutil', 'utf-8-validate'],
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  // the computer players' worker and the debrief's, self-contained and CommonJS as in Electron (the names the
  // host loads: COMPUTER_WORKER_BUNDLE, DEBRIEF_WORKER_BUNDLE)
  const worker = await build({
    ...common,
    format: 'cjs',
    entryPoints: ['src/host/computer-worker.ts', 'src/host/debrief-worker.ts'],
    outdir: 'dist/web',
    outExtension: { '.js': '.cjs' },
  });
  // each file replaced at once (written aside, then renamed): a server starting meanwhile reads the old or the new
  for (const out of [...server.outputFiles, ...worker.outputFiles]) {
    fs.mkdirSync(path.dirname(out.path), { recursive: true });
    const aside = `${out.path}.${process.pid}.tmp`;
    fs.writeFileSync(aside, out.contents);
    fs.renameSync(aside, out.path);
  }
  const inputs = [
    ...Object.keys(server.metafile.inputs),
    ...Object.keys(worker.metafile.inputs),
    ...SERVER_EXTRA_INPUTS,
  ];
  writeBuildInputs(
    root,
    SERVER_INPUTS,
    'production',
    inputs.map((f) => path.resolve(root, f)),
  );
}

const serveBuilt = process.argv.includes('--serve-built');
if (!serveBuilt) ensureRenderer();
await ensureServer();
// `--build-only`: what is out of date built, no server started (the end-to-end tests' global setup, before
// their workers start servers side by side)
if (process.argv.includes('--build-only')) process.exit(0);
await import(pathToFileURL(path.join(SERVER_DIR, 'main.mjs')).href);
