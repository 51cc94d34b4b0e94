import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['vitest.global-setup.ts'],
    include: ['packages/*/test/**/*.test.ts', 'apps/*/test/**/*.test.{ts,tsx}'],
    // The fault tests run on their own (vitest.faults.config.ts, npm run test:faults).
    exclude: [...configDefaults.exclude, 'apps/*/test/faults/**'],
    // Each file opens its own database; two workers suit the two cores CI has.
    maxWorkers: 2,
    // The files share each worker's loaded modules instead of importing the server's graph again for each of the 66
    // (87 s of imports in all; the run took 4 min 40 s, 3 min 25 s without). No test changes what a module holds
    // without putting it back (the fake clocks are reset after each test), and each file opens its own database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
