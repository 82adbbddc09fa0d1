// A web server that dies during an end-to-end test leaves what it printed (issue 26 point 9: the host went away
// under load and its output was lost): launchWeb keeps its output from the first byte and reports an end
// before stop(), with why (exit code or signal) and everything it printed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keptOutput, launchWeb, type WebProcess } from '../../../src/cli/launch-web.js';

const dirs: string[] = [];
const webs: WebProcess[] = [];
afterEach(async () => {
  for (const w of webs.splice(0)) await w.stop();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
function dataDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'fmh-launch-web-'));
  dirs.push(d);
  return d;
}

describe('the output a web server printed', () => {
  it('is kept whole up to its limit, then its end, saying how much went before', () => {
    expect(keptOutput('abc', 'def', 10)).toBe('abcdef');
    const once = keptOutput('a'.repeat(8), 'b'.repeat(8), 10);
    expect(once).toBe(`[... 7 characters dropped]\n${'a'.repeat(1)}${'b'.repeat(8)}`);
    // a second cut adds to the count: the marker is never counted as output
    const big = keptOutput('', 'x'.repeat(250), 100);
    expect(big).toBe(`[... 160 characters dropped]\n${'x'.repeat(90)}`);
    const again = keptOutput(big, 'y'.repeat(100), 100);
    expect(again.endsWith('y'.repeat(90))).toBe(true);
    expect(again).toMatch(/^\[\.\.\. 260 characters dropped\]\n/);
  });
});

describe('a web server that ends before it is stopped', () => {
  it('is reported with its signal and everything it printed; a stopped one is not', async () => {
    const reports: { why: string; output: string }[] = [];
    const onEarlyExit = (why: string, output: string) => reports.push({ why, output });
    const calm = await launchWeb(dataDir(), { onEarlyExit });
    webs.push(calm);
    await calm.stop();
    expect(calm.exitedEarly()).toBeNull();

    const dying = await launchWeb(dataDir(), { onEarlyExit });
    webs.push(dying);
    process.kill(dying.proc.pid!, 'SIGKILL');
    await expect.poll(() => reports.length, { timeout: 20_000 }).toBe(1);
    expect(reports[0]!.why).toBe('was killed (SIGKILL)');
    expect(reports[0]!.output).toContain(`Open ${dying.url}`);
    expect(dying.exitedEarly()).toBe('was killed (SIGKILL)');
    // the first server, stopped on purpose, said nothing
    expect(reports).toHaveLength(1);
  }, 120_000);
});
