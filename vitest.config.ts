import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['vitest.global-setup.ts'],
    include: ['packages/*/test/**/*.test.ts', 'apps/*/test/**/*.test.{ts,tsx}'],
    // Each file opens its own database; two workers suit the two cores CI has.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
