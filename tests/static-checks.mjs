#!/usr/bin/env node
// The first step of `npm test`: the type check, ESLint, Prettier and svelte-check, side by side. Each is one
// process that uses about one core, and none needs another's result: on two cores (or on cores other work keeps
// busy) the four end about when the slowest would have alone, instead of one after the other. Each one's output is
// printed whole, under its name and with its time, when it ends; the step fails, once all have ended, if any failed.
// `node tests/static-checks.mjs lint typecheck` runs only those.
import { spawn } from 'node:child_process';

/** The package.json scripts run, in the order their outputs are announced when they end together. */
const CHECKS = ['typecheck', 'lint', 'format:check', 'check:renderer'];

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('error', (e) => out.push(Buffer.from(`${e.stack ?? e}\n`)));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      const verdict = ok ? 'passed' : signal ? `ended by ${signal}` : `failed (exit code ${code})`;
      process.stdout.write(`\n── npm run ${script}: ${verdict} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(out));
      resolve(ok);
    });
  });
}

const asked = process.argv.slice(2);
const unknown = asked.filter((c) => !CHECKS.includes(c));
if (unknown.length) {
  process.stderr.write(`static-checks: unknown check ${unknown.join(', ')} (known: ${CHECKS.join(', ')})\n`);
  process.exit(2);
}
const chosen = asked.length ? asked : CHECKS;
const results = await Promise.all(chosen.map(run));
const failed = chosen.filter((_, i) => !results[i]);
if (failed.length) {
  process.stdout.write(`\nstatic checks failed: ${failed.join(', ')}\n`);
  process.exit(1);
}
process.stdout.write(`\nstatic checks passed: ${chosen.join(', ')}\n`);
