// npm run test:e2e:repeat [-- --runs=5 <playwright args>]: the whole browser suite several times in a row (five by
// default), each run on a fresh server and database, as `npm test` runs it. Prints, per test that was ever flaky (failed,
// then passed on its retry) or failed, how often; exits non-zero if any was. A suite that passes once can still fail the
// next CI run: this is the figure that says whether it will.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { bin, run } from './run.mjs';

const args = process.argv.slice(2);
const runsArg = args.find((arg) => arg.startsWith('--runs='));
const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 5;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs= takes a whole number of runs, 1 or more');
const playwrightArgs = args.filter((arg) => arg !== runsArg);

const reports = 'test-reports/e2e-repeat';
mkdirSync(reports, { recursive: true });

/** Every test's outcome in one Playwright JSON report: "expected", "unexpected", "flaky" or "skipped". */
function outcomes(report) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        found.push({
          name: `[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
          status: test.status,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  return found;
}

/** Per test: how many runs it was flaky in, and how many it failed in. */
const trouble = new Map();
const perRun = [];
for (let round = 1; round <= runs; round += 1) {
  console.log(`\n=== Browser suite, run ${round} of ${runs} ===`);
  const started = performance.now();
  await run(bin('playwright'), ['test', ...playwrightArgs]);
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  copyFileSync('test-reports/playwright.json', `${reports}/run-${round}.json`);
  const found = outcomes(JSON.parse(readFileSync(`${reports}/run-${round}.json`, 'utf8')));
  const counted = { passed: 0, flaky: 0, failed: 0 };
  for (const { name, status } of found) {
    if (status === 'expected') counted.passed += 1;
    if (status !== 'flaky' && status !== 'unexpected') continue;
    const entry = trouble.get(name) ?? { flaky: 0, failed: 0 };
    const kind = status === 'flaky' ? 'flaky' : 'failed';
    entry[kind] += 1;
    counted[kind] += 1;
    trouble.set(name, entry);
  }
  perRun.push({ round, minutes, ...counted });
}

console.log('\nRuns:');
for (const { round, minutes, passed, flaky, failed } of perRun) {
  console.log(`  run ${round}: ${passed} passed, ${flaky} flaky, ${failed} failed, ${minutes} min`);
}
console.log(`\nTests flaky or failed in any of ${runs} runs: ${trouble.size}`);
for (const [name, { flaky, failed }] of [...trouble].sort(
  (a, b) => b[1].flaky + b[1].failed - (a[1].flaky + a[1].failed),
)) {
  console.log(`  flaky ${flaky}, failed ${failed}: ${name}`);
}
process.exit(trouble.size > 0 ? 1 : 0);
