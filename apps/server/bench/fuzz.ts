// npm run fuzz [-- --requests 50000 --seed N]
// The REST fuzzer of apps/server/test/fuzz, for as long as asked and with a random seed unless one is given:
// the real server on a fresh in-memory embedded database, every operation of openapi.json, each answer checked
// against the document. Prints requests sent, statuses seen, 5xx count and each failing case with its seed.
import { parseArgs } from 'node:util';
import { startTestServer } from '../test/test-server.ts';
import { createRecords, describeRequest, fuzzServer, illFormedIn, type FuzzOutcome } from '../test/fuzz/generator.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '50000' },
    seed: { type: 'string' },
    show: { type: 'string', default: '20' },
  },
});
const requests = Math.max(1, Number(values.requests) || 50_000);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const show = Math.max(0, Number(values.show) || 0);

// Throttling off: from one address, most requests would be answered 429, which hides what they would do.
const server = await startTestServer('pglite', { env: { RATE_LIMITS: 'off' } });
const started = Date.now();
const statuses = new Map<number, number>();
const failures: FuzzOutcome[] = [];
let serverErrors = 0;
const illFormed = { 'lone surrogate': 0, 'invalid UTF-8': 0 };
try {
  const ids = await createRecords(server.app);
  console.log(`fuzzing ${requests} requests, seed ${seed}`);
  await fuzzServer(server.app, {
    seed,
    requests,
    ids,
    onOutcome: (outcome) => {
      statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
      if (outcome.status >= 500) serverErrors++;
      const carries = illFormedIn(outcome.request);
      if (carries) illFormed[carries] += 1;
      if (outcome.problems.length) failures.push(outcome);
      if ((outcome.index + 1) % 5_000 === 0) console.log(`  ${outcome.index + 1} sent, ${failures.length} failing`);
    },
  });
} finally {
  await server.close();
}

const seconds = (Date.now() - started) / 1000;
console.log(`\nrequests sent: ${requests} in ${seconds.toFixed(1)} s (seed ${seed})`);
console.log(
  `statuses seen: ${[...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status} × ${count}`)
    .join(', ')}`,
);
console.log(
  `ill-formed text sent: ${illFormed['lone surrogate']} with a lone surrogate, ${illFormed['invalid UTF-8']} with invalid UTF-8`,
);
console.log(`5xx answers: ${serverErrors}`);
console.log(`failing cases (5xx, undocumented status or body off its schema): ${failures.length}`);
for (const failure of failures.slice(0, show)) {
  console.log(
    `\n- seed ${seed}, request #${failure.index}, ${failure.request.operation}: ${failure.problems.join('; ')}`,
  );
  console.log(`  ${describeRequest(failure.request)}`);
}
if (failures.length > show) console.log(`\n… and ${failures.length - show} more (--show N to list them)`);
process.exitCode = failures.length ? 1 : 0;
