// Before any end-to-end test, once per run (not once per worker), each when out of date: the renderer built in
// the end-to-end mode (`npm run build:renderer:e2e`: with the test hooks) and the web server bundled
// (src/web/launch.mjs --build-only). Built once, so that no worker rebuilds `dist/renderer` while another
// worker's server is serving it, nor bundles the server beside another.
import { spawnSync } from 'node:child_process';
import { ROOT } from './helpers';

export default function globalSetup(): void {
  const r = spawnSync('npm', ['run', 'build:renderer:e2e'], { cwd: ROOT, stdio: 'ignore', timeout: 300_000 });
  if (r.status !== 0) throw new Error('npm run build:renderer:e2e failed');
  // the web server's bundle too, when out of date: else the first server of each worker would bundle it
  const s = spawnSync(process.execPath, ['src/web/launch.mjs', '--serve-built', '--build-only'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (s.status !== 0) throw new Error(`the web server could not be bundled:\n${s.stdout}${s.stderr}`);
}
