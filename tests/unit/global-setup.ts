// Before any unit test, once per run (not once per worker): the web server bundled (src/web/launch.mjs
// --build-only), when out of date. The tests that start web mode in a child process (suite/launch-web,
// host/tools-timeouts) would each bundle it on a fresh clone; on two workers they could write dist/web side by
// side while the other's server reads it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default function globalSetup(): void {
  const s = spawnSync(process.execPath, ['src/web/launch.mjs', '--serve-built', '--build-only'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (s.status !== 0) throw new Error(`the web server could not be bundled:\n${s.stdout}${s.stderr}`);
}
