// npm test: types, lint and the build (at once), unit + integration (vitest), the fault tests (vitest), then browser
// tests (Playwright) against the built server.
// Ends with one summary line, "tests: N passed, N failed", counted from the runners' JSON reports.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { bin, run, runQuietly } from './run.mjs';

// Not under test-results/: Playwright empties that folder when it starts.
const reports = 'test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// Types, lint and the build read the sources and write nothing the others read (dist/ and .astro/ are ignored by both
// checks), so they run at once; the lint is single-threaded (docs/decisions/ci-time.md). The build comes before
// vitest: the server tests render pages with the built web app.
const checks = [
  ['Types', bin('turbo'), ['run', 'typecheck', '--output-logs=errors-only']],
  ['Lint and format', 'npm', ['run', 'lint', '--silent']],
  ['Build', bin('turbo'), ['run', 'build', '--output-logs=errors-only']],
];
/** A Vitest run that writes its JSON report to `report`, which the summary counts. */
const vitestRun = (report, ...args) => [
  bin('vitest'),
  ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/${report}`],
];
/** vitest.faults.config.ts's projects, each run by a Vitest process of its own, beside the other. */
const faultGroups = ['time-limits', 'nothing-lost'];
const faultReport = (project) => `vitest-faults-${project}.json`;
// A step's commands run at once, each one's output printed whole when it ends; a step of one streams its output.
const steps = [
  ['Unit and integration tests', [vitestRun('vitest.json')]],
  // Processes killed, restarted and cut off from their database under load: the files with a time limit one at a
  // time, beside the files that check only that nothing is lost (vitest.faults.config.ts).
  [
    'Fault tests',
    faultGroups.map((project) =>
      vitestRun(faultReport(project), '--config=vitest.faults.config.ts', `--project=${project}`),
    ),
  ],
  ['Browser tests', [[bin('playwright'), ['test']]]],
];

let failedStep;
/** How long each step after the checks took, printed at the end with theirs: where the suite's time goes. */
const timings = [];

// Each check's output is printed whole once it ends, under its own heading, so the three do not interleave.
const checksStarted = performance.now();
const checked = await Promise.all(
  checks.map(async ([name, command, args]) => {
    const started = performance.now();
    const { code, output } = await runQuietly(command, args);
    console.log(`\n=== ${name} ===`);
    process.stdout.write(output);
    return { name, code, ms: performance.now() - started };
  }),
);
const checksMs = performance.now() - checksStarted;
failedStep =
  checked
    .filter(({ code }) => code !== 0)
    .map(({ name }) => name)
    .join(', ') || undefined;

for (const [name, commands] of failedStep ? [] : steps) {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const codes =
    commands.length === 1
      ? [await run(...commands[0])]
      : await Promise.all(
          commands.map(async ([command, args]) => {
            const { code, output } = await runQuietly(command, args);
            process.stdout.write(output);
            return code;
          }),
        );
  timings.push([name, performance.now() - started]);
  if (codes.some((code) => code !== 0)) {
    failedStep = name;
    break;
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 };
for (const report of ['vitest.json', ...faultGroups.map(faultReport)]) {
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
console.log(`  ${'Types, lint, build at once'.padEnd(28)} ${minutes(checksMs)}`);
for (const check of checked) console.log(`    ${check.name.padEnd(26)} ${minutes(check.ms)}`);
for (const [name, ms] of timings) console.log(`  ${name.padEnd(28)} ${minutes(ms)}`);
console.log(`  ${'Total'.padEnd(28)} ${minutes(timings.reduce((sum, [, ms]) => sum + ms, checksMs))}`);

if (failedStep) console.error(`\n${failedStep} failed.`);
console.log(
  `\ntests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(failedStep ? 1 : 0);
