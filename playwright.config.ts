import { defineConfig } from '@playwright/test';

// End-to-end tests of the screen in web mode, in Debian's Chromium. Each test file starts its own
// `npm run web` on a temporary data folder (tests/e2e/helpers.ts), since the URL carries a random token
// and some tests stop and restart the server.
export default defineConfig({
  testDir: 'tests/e2e',
  // the e2e renderer built once for the run, before any worker starts
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  timeout: 240_000,
  expect: { timeout: 10_000 },
  // Two spec files side by side (each starts its own server on its own port and temporary folder; npm-start.spec
  // runs alone, last): measured faster than one on this 2-core machine, and green under two busy loops
  // (2026-11-27: 84 passed in 13.7 min). FMH_E2E_WORKERS=1 for one.
  workers: Number(process.env.FMH_E2E_WORKERS) || 2,
  fullyParallel: false,
  reporter: [['list']],
  projects: [
    // every spec, side by side when there are workers for it
    { name: 'e2e', testIgnore: /npm-start\.spec\.ts$/ },
    // `npm start` builds the production screen into dist/renderer, which the others' servers serve: alone, last
    { name: 'npm start', testMatch: /npm-start\.spec\.ts$/, dependencies: ['e2e'] },
  ],
  use: {
    viewport: { width: 1366, height: 768 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; another one may be named by CHROMIUM_PATH
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
