import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.ts';
import {
  createRecords,
  describeRequest,
  fuzzOperations,
  fuzzServer,
  illFormedIn,
  type FuzzOutcome,
} from './generator.ts';

// A fixed seed keeps CI repeatable; `npm run fuzz` explores other seeds and longer runs.
const SEED = 20261122;
const REQUESTS = 3_000;

// The embedded database only: PostgreSQL stores text the same way (NUL refused alike), and the run stays short.
describe('the REST API under fuzzed requests (fixed seed)', () => {
  let server: TestServer;

  beforeAll(async () => {
    // Throttling off: from one address, most of the requests would be answered 429, which hides what they would do.
    server = await startTestServer('pglite', { env: { RATE_LIMITS: 'off' } });
  }, 120_000);
  afterAll(() => server.close());

  it(`answers ${REQUESTS} fuzzed requests over every documented operation as openapi.json says, never a 5xx`, async () => {
    const ids = await createRecords(server.app);
    const failures: FuzzOutcome[] = [];
    const operationsHit = new Set<string>();
    const statuses = new Map<number, number>();
    const illFormed = { 'lone surrogate': 0, 'invalid UTF-8': 0 };
    await fuzzServer(server.app, {
      seed: SEED,
      requests: REQUESTS,
      ids,
      onOutcome: (outcome) => {
        operationsHit.add(outcome.request.operation);
        statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
        const carries = illFormedIn(outcome.request);
        if (carries) illFormed[carries] += 1;
        if (outcome.problems.length) failures.push(outcome);
      },
    });
    const report = failures
      .slice(0, 20)
      .map((failure) => `#${failure.index} ${failure.problems.join('; ')}: ${describeRequest(failure.request)}`);
    expect(report, `${failures.length} of ${REQUESTS} requests failed (seed ${SEED})`).toEqual([]);
    expect([...statuses.keys()].filter((status) => status >= 500 || status === 429)).toEqual([]);
    // Enough ill-formed text to reach every operation's fields many times over.
    expect(illFormed['lone surrogate']).toBeGreaterThan(REQUESTS / 10);
    expect(illFormed['invalid UTF-8']).toBeGreaterThan(REQUESTS / 50);
    const documented = fuzzOperations().map((operation) => `${operation.method} ${operation.path}`);
    expect([...operationsHit].sort()).toEqual(documented.sort());
  }, 120_000);
});
