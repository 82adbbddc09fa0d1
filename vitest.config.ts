import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // One test file a core. Vitest's default leaves a core to its own process (one worker on this 2-core machine),
    // which does little but collect the results: two workers ran the whole suite in 359 and 255 s against 569 and
    // 462 s for one, alternating on the same tree while the team worked (load 7-15, 2026-11-27), for the same CPU
    // time (~175 s), all 814 tests passing in each.
    maxWorkers: availableParallelism(),
    // what more than one worker would otherwise build side by side, built once before them
    globalSetup: './tests/unit/global-setup.ts',
    // in each test file: a refusal's sentence that falls back to its code's general one fails the test
    setupFiles: ['./tests/unit/refusal-fallbacks.ts'],
    // A test that does not end is caught, but late: a CPU-bound test's wall time grows with the machine's load
    // (about tenfold with two busy loops and a team at work: never-frozen's 24 random games took 81 s and failed
    // at 60 s on 2026-11-27, with nothing wrong)
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
