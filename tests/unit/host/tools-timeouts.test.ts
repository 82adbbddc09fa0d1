// The tools' child processes (issue 12, point 17): every wait has a time limit, and the children
// (their whole process group) are killed when the parent leaves, SIGTERM included.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runGroup, withTimeout } from '../../../src/cli/children.js';
import { tmpDir } from './helpers.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('child processes of the tools', () => {
  it('a web server launched for the tests dies with its parent when the parent gets SIGTERM', async () => {
    const script = path.join(tmpDir('fmh-child-'), 'parent.mts');
    fs.writeFileSync(
      script,
      `import { launchWeb } from ${JSON.stringify(path.join(ROOT, 'src/cli/launch-web.ts'))};
       const web = await launchWeb(${JSON.stringify(tmpDir())}, { build: false });
       console.log('SERVER ' + web.proc.pid);
       setInterval(() => {}, 1000);`,
    );
    const parent = spawn(process.execPath, [TSX, script], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let serverPid = 0;
    try {
      serverPid = await withTimeout(
        new Promise<number>((resolve, reject) => {
          let out = '';
          parent.stdout.on('data', (d) => {
            out += d;
            const m = /SERVER (\d+)/.exec(out);
            if (m) resolve(Number(m[1]));
          });
          parent.once('exit', () => reject(new Error(`the parent exited: ${out}`)));
        }),
        90_000,
        'the web server',
      );
      expect(alive(serverPid)).toBe(true);
      // SIGTERM to the parent's node process alone (tsx passes it on), not to its group
      process.kill(parent.pid!, 'SIGTERM');
      await expect.poll(() => alive(serverPid), { timeout: 20_000 }).toBe(false);
    } finally {
      try {
        process.kill(-parent.pid!, 'SIGKILL');
      } catch {
        /* gone */
      }
      if (serverPid && alive(serverPid)) process.kill(-serverPid, 'SIGKILL');
    }
  });

  it('a child that never ends is killed, with its group, at its time limit', async () => {
    const started = Date.now();
    await expect(runGroup('sh', ['-c', 'sleep 600 & sleep 600'], { stdio: 'ignore', timeoutMs: 1500 })).rejects.toThrow(
      /no answer after/,
    );
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
