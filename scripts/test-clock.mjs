// npm run test:clock: the Vitest suite, and the browser specs that show days and times, run again with the clock of
// every process set to a few instants where a test that reads the real clock would go wrong (a weekend, just before
// closing, a bank holiday, the clocks going forward, the turn of the year). Not part of npm test: it runs the suites
// once per instant. Prints the failures of each instant and one closing line.
//
//   npm run test:clock                              every instant, Vitest and the browser specs
//   npm run test:clock -- --only=vitest             Vitest only (or --only=browser)
//   npm run test:clock -- --at=saturday,new-year    some instants (their names below)
//   npm run test:clock -- packages/api/test/console  these Vitest files only (apps/web/e2e/…: these specs only)
//
// The clock is moved by libfaketime (Debian's faketime package) as an offset from the real time, so it keeps ticking
// and every process (Vitest's workers, the server, the browser specs' runner) reads the same moved clock; Chromium,
// which cannot run with libfaketime, has its pages' Date moved by the same offset. Only the embedded database runs: a
// PostgreSQL server reads its own clock, which no offset here reaches.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { bin, run } from './run.mjs';

/** The instants, in UK time (each written with its offset from UTC). */
const instants = [
  { name: 'saturday', label: 'Saturday 28 November 2026, 15:00', at: '2026-11-28T15:00:00Z' },
  { name: 'sunday-night', label: 'Sunday 29 November 2026, 00:25', at: '2026-11-29T00:25:00Z' },
  { name: 'friday-closing', label: 'Friday 27 November 2026, 17:59', at: '2026-11-27T17:59:00Z' },
  { name: 'bank-holiday', label: 'Monday 28 December 2026 (bank holiday), 10:00', at: '2026-12-28T10:00:00Z' },
  // The clocks go forward at 01:00 GMT: 01:30 UTC is 02:30 BST, the first half hour of summer time. The next such
  // night, not the last (Sunday 29 March 2026): CI never runs in the past, and on that night the shipped blog posts
  // dated April to November 2026, and the tests' finance figures true as of November 2026, were rightly not yet
  // shown or accepted (31 tests failed there for that alone; none for the clock change).
  { name: 'clocks-forward', label: 'Sunday 28 March 2027, 01:30 UTC (02:30 BST)', at: '2027-03-28T01:30:00Z' },
  // The run goes on past midnight: a test that reads "today" twice sees two years.
  { name: 'new-year', label: "Thursday 31 December 2026 (New Year's Eve), 23:59", at: '2026-12-31T23:59:00Z' },
];

/**
 * The browser specs that show a day, a time or a length of time: office hours and the closed notice, callbacks and
 * booked calls, the console's waiting times, calls due, "Today" in the inbox, follow-ups, contact logs and reports,
 * posts scheduled for tomorrow, quotes that close, and partners' monthly figures.
 */
const browserSpecs = [
  'booking',
  'callback-request',
  'callback-timing',
  'console-booking-details',
  'console-calls-due',
  'console-inbox-search',
  'console-contact',
  'console-follow-ups',
  'console-live',
  'console-reports-sources',
  'console-reports',
  'console',
  'content-posts',
  'partner-portal',
  'quote-closed',
  'trust-details',
].map((name) => `apps/web/e2e/${name}.spec.ts`);

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const files = args.filter((arg) => !arg.startsWith('--'));
const specFiles = files.filter((file) => file.startsWith('apps/web/e2e'));
const vitestFiles = files.filter((file) => !file.startsWith('apps/web/e2e'));
const only = option('only');
const chosen = option('at')?.split(',');
const unknown = chosen?.filter((name) => !instants.some((instant) => instant.name === name));
if (unknown?.length) {
  console.error(`Unknown instant ${unknown.join(', ')}; the instants are ${instants.map((i) => i.name).join(', ')}.`);
  process.exit(2);
}
const runVitest = only !== 'browser' && (files.length === 0 || vitestFiles.length > 0);
const runBrowser = only !== 'vitest' && (files.length === 0 || specFiles.length > 0);

if (spawnSync('faketime', ['--version'], { stdio: 'ignore' }).error) {
  console.error('faketime is missing: apt-get install -y faketime (Debian).');
  process.exit(2);
}

// Each instant's reports are its own: a run of some instants leaves the others' in place.
const reports = 'test-reports/clock';
mkdirSync(reports, { recursive: true });

console.log('=== Build ===');
if ((await run(bin('turbo'), ['run', 'build', '--output-logs=errors-only'])) !== 0) process.exit(1);

/** Runs a command with every process's clock at `at` when it starts (libfaketime, as an offset that keeps ticking). */
function atInstant(at, command, commandArgs, env) {
  const offsetSeconds = Math.round((Date.parse(at) - Date.now()) / 1000);
  const offset = `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`;
  // Timers and timeouts stay on the real monotonic clock; only the wall clock moves.
  // The browser runs without libfaketime: its pages' clock is moved by the same offset (e2e/support/moved-clock.ts).
  return run('faketime', ['-f', '--exclude-monotonic', offset, command, ...commandArgs], {
    env: { ...env, FAKETIME_DONT_FAKE_MONOTONIC: '1', TEST_CLOCK_OFFSET_SECONDS: String(offsetSeconds) },
  });
}

/** The failed tests of a Vitest JSON report, as "file › title". */
function vitestFailures(path) {
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const failed = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`),
  );
  // A file that failed before its tests ran (an import or a hook) has no failed test of its own.
  for (const file of report.testResults) {
    if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) {
      failed.push(`${file.name.replace(`${process.cwd()}/`, '')} › ${file.message.split('\n')[0]}`);
    }
  }
  return { passed: report.numPassedTests, failed };
}

/** The failed tests of a Playwright JSON report, as "project › file › title". */
function playwrightFailures(path) {
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const failed = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'expected' && test.status !== 'skipped') {
          failed.push(`${test.projectName} › ${spec.file} › ${[...titles, spec.title].join(' › ')}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  // Errors outside any test: the server that did not start, a taken port.
  for (const error of report.errors ?? []) failed.push(`Browser specs › ${(error.message ?? '').split('\n')[0]}`);
  return { passed: report.stats.expected, failed };
}

const { TEST_DATABASE_URL: _postgres, ...env } = process.env;
const results = [];
for (const instant of instants.filter((i) => !chosen || chosen.includes(i.name))) {
  const result = { instant, passed: 0, failed: [] };
  results.push(result);
  // A run that failed without a failed test of its own (the browser tests' server could not start, a port was
  // taken, a global set-up threw), or that ran no test at all, is a failure too: never "0 passed, 0 failed".
  const add = (part, read, exitCode) => {
    try {
      const { passed, failed } = read();
      result.passed += passed;
      result.failed.push(...failed);
      if (exitCode !== 0 && failed.length === 0) result.failed.push(`${part}: exited with code ${exitCode}`);
      else if (passed === 0 && failed.length === 0) result.failed.push(`${part}: no test ran`);
    } catch {
      result.failed.push(`${part}: no report (the run stopped before it wrote one)`);
    }
  };
  if (runVitest) {
    console.log(`\n=== Vitest at ${instant.label} ===`);
    const report = `${reports}/${instant.name}-vitest.json`;
    rmSync(report, { force: true });
    const exitCode = await atInstant(
      instant.at,
      bin('vitest'),
      ['run', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`, ...vitestFiles],
      env,
    );
    add('Vitest', () => vitestFailures(report), exitCode);
  }
  if (runBrowser) {
    console.log(`\n=== Browser specs at ${instant.label} ===`);
    const report = `${reports}/${instant.name}-playwright.json`;
    rmSync(report, { force: true });
    const exitCode = await atInstant(
      instant.at,
      bin('playwright'),
      [
        'test',
        '--reporter=dot,json',
        // Each instant's traces in a folder of its own: Playwright empties its output folder when it starts.
        `--output=test-results/clock-${instant.name}`,
        ...(specFiles.length ? specFiles : browserSpecs),
      ],
      {
        ...env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    );
    add('Browser specs', () => playwrightFailures(report), exitCode);
  }
}

console.log('\nFailures per instant:');
for (const { instant, passed, failed } of results) {
  console.log(`  ${instant.label} (${instant.name}): ${passed} passed, ${failed.length} failed`);
  for (const line of failed) console.log(`    ✗ ${line}`);
}
const total = (key) => results.reduce((sum, r) => sum + (key === 'failed' ? r.failed.length : r.passed), 0);
console.log(`\nclock: ${total('passed')} passed, ${total('failed')} failed`);
process.exit(total('failed') ? 1 : 0);
