import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // A test that does not end is caught, but late: a CPU-bound test's wall time grows with the machine's load
    // (about tenfold with two busy loops and a team at work: never-frozen's 24 random games took 81 s and failed
    // at 60 s on 2026-11-27, with nothing wrong)
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
