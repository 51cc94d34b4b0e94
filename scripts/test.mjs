// npm test: types, lint, unit + integration (vitest), the fault tests (vitest), then browser tests (Playwright)
// against the built server.
// Ends with one summary line, "tests: N passed, N failed", counted from the runners' JSON reports.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { bin, run } from './run.mjs';

// Not under test-results/: Playwright empties that folder when it starts.
const reports = 'test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// The build comes before vitest: the server tests render pages with the built web app.
const steps = [
  ['Types', bin('turbo'), ['run', 'typecheck', '--output-logs=errors-only']],
  ['Lint and format', 'npm', ['run', 'lint', '--silent']],
  ['Build', bin('turbo'), ['run', 'build', '--output-logs=errors-only']],
  [
    'Unit and integration tests',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`],
  ],
  // Processes killed, restarted and cut off from their database under load (vitest.faults.config.ts).
  [
    'Fault tests',
    bin('vitest'),
    [
      'run',
      '--config=vitest.faults.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/vitest-faults.json`,
    ],
  ],
  ['Browser tests', bin('playwright'), ['test']],
];

let failedStep;
/** How long each part took, printed at the end: where the suite's time goes. */
const timings = [];
for (const [name, command, args, env] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const code = await run(command, args, { env });
  timings.push([name, performance.now() - started]);
  if (code !== 0) {
    failedStep = name;
    break;
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 };
for (const report of ['vitest.json', 'vitest-faults.json']) {
  try {
    const vitest = JSON.parse(readFileSync(`${reports}/${report}`, 'utf8'));
    counts.passed += vitest.numPassedTests;
    counts.failed += vitest.numFailedTests;
    counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
  } catch {
    // this vitest run did not happen (an earlier step failed)
  }
}
try {
  const { stats } = JSON.parse(readFileSync(`${reports}/playwright.json`, 'utf8'));
  // A test that passed only on its retry (playwright.config.ts) is a failure: the run fails on it too.
  counts.passed += stats.expected;
  counts.failed += stats.unexpected + stats.flaky;
  counts.skipped += stats.skipped;
} catch {
  // Playwright did not run (an earlier step failed)
}

const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')} s`;
console.log('\nTime per part:');
for (const [name, ms] of timings) console.log(`  ${name.padEnd(28)} ${minutes(ms)}`);
console.log(`  ${'Total'.padEnd(28)} ${minutes(timings.reduce((sum, [, ms]) => sum + ms, 0))}`);

if (failedStep) console.error(`\n${failedStep} failed.`);
console.log(
  `\ntests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(failedStep ? 1 : 0);
