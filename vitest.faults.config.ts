import { defineConfig } from 'vitest/config';

// The fault tests (npm run test:faults): real processes killed, restarted and cut off from their database under
// load. They take minutes, so they run as a step of their own after the unit tests, and not in the unit run
// (vitest.config.ts excludes their folder).
//
// Two groups, each one file at a time. The time-limit files measure what clients see against a limit (/livez under
// 100 ms, an answer within 10 s, a silent connection noticed within 5 s, e-mails within 2 s), so no two of them ever
// run together. The nothing-lost files check only that every submission is answered and stored once; they mostly
// wait (cores idle 72% of the faults' run), so npm test runs the two groups at the same time, each in a Vitest
// process of its own (`--project`), and a time-limit file has at most one nothing-lost file beside it
// (docs/decisions/ci-time.md has the figures). `npm run test:faults` runs both groups, one file at a time.
// A new fault file is a time-limit one until it is named here.
const all = 'apps/*/test/faults/**/*.test.ts';
const nothingLost = ['connection-drops', 'database-refusal', 'rolling-restart'].map(
  (name) => `apps/server/test/faults/${name}.test.ts`,
);

/** What both groups run with: one file at a time, and time for processes to start, fail and come back. */
const oneAtATime = { fileParallelism: false, maxWorkers: 1, testTimeout: 300_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    // Once for the run, not per group: groups that inherited it (`extends`) made their templates at the same time in
    // one process, and Prisma's schema engine failed.
    globalSetup: ['vitest.faults.global-setup.ts'],
    ...oneAtATime,
    projects: [
      { test: { name: 'time-limits', include: [all], exclude: nothingLost, ...oneAtATime } },
      { test: { name: 'nothing-lost', include: nothingLost, ...oneAtATime } },
    ],
  },
});
