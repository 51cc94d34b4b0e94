import { defineConfig } from 'vitest/config';

// The fault tests (npm run test:faults): real processes killed, restarted and cut off from their database under
// load. They take minutes and load both cores, so they run as a step of their own after the unit tests, one file at
// a time, and not in the unit run (vitest.config.ts excludes their folder).
export default defineConfig({
  test: {
    globalSetup: ['vitest.faults.global-setup.ts'],
    include: ['apps/*/test/faults/**/*.test.ts'],
    // One at a time: each file measures what clients see under load, and a second file's load would skew it.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
