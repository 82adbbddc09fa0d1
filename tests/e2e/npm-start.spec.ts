// `npm start` where Electron cannot start (issue 12, point 2): one plain line, then the web mode, with the
// production screen (no test hooks). It builds that screen into dist/renderer, which every other spec's server
// serves: so it runs alone, after all of them (its own Playwright project, playwright.config.ts), and builds the
// end-to-end screen back when it ends.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { ROOT, tempData, test } from './helpers';

test('npm start where Electron cannot start: one plain line, then the web mode', async ({ page }) => {
  const data = tempData();
  const proc = spawn('npm', ['start', '--', '--data', data, '--port', '0'], {
    cwd: ROOT,
    env: { ...process.env, BROWSER: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  let err = '';
  proc.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  proc.stderr!.on('data', (b: Buffer) => (err += b.toString()));
  try {
    await expect
      .poll(() => /Open (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(out)?.[1], { timeout: 180_000 })
      .toBeTruthy();
    expect(out).toContain('Electron cannot start on this machine');
    expect(out).toContain('No browser to open here');
    expect(`${out}\n${err}`).not.toMatch(/\n\s+at .+:\d+:\d+/); // no stack trace
    const url = /Open (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(out)![1]!;
    await page.goto(url);
    await expect(page.getByTestId('home')).toBeVisible();
    // npm start builds the production screen: the test hooks are not in it (issue 12, point 2)
    const assets = path.join(ROOT, 'dist/renderer/assets');
    const code = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(assets, f), 'utf8'))
      .join('\n');
    expect(code).toContain('fmh');
    expect(code).not.toContain('__fmhBoard');
  } finally {
    try {
      process.kill(-proc.pid!, 'SIGTERM');
    } catch {
      /* gone */
    }
    // the tests after this one need the end-to-end build back
    spawnSync('npm', ['run', 'build:renderer:e2e'], { cwd: ROOT, stdio: 'ignore', timeout: 300_000 });
  }
});
