// Before any end-to-end test, once per run (not once per worker): the renderer built in the end-to-end mode
// (`npm run build:renderer:e2e`: with the test hooks). Built once, so that no worker rebuilds `dist/renderer`
// while another worker's server is serving it.
import { spawnSync } from 'node:child_process';
import { ROOT } from './helpers';

export default function globalSetup(): void {
  const r = spawnSync('npm', ['run', 'build:renderer:e2e'], { cwd: ROOT, stdio: 'ignore', timeout: 300_000 });
  if (r.status !== 0) throw new Error('npm run build:renderer:e2e failed');
}
