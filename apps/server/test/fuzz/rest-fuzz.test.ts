import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.ts';
import { createRecords, describeRequest, fuzzOperations, fuzzServer, type FuzzOutcome } from './generator.ts';

// A fixed seed keeps CI repeatable; `npm run fuzz` explores other seeds and longer runs.
const SEED = 20261122;
const REQUESTS = 3_000;

// The embedded database only: PostgreSQL stores text the same way (NUL refused alike), and the run stays short.
describe('the REST API under fuzzed requests (fixed seed)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { RATE_LIMITS: 'off' } });
  }, 120_000);
  afterAll(() => server.close());

  it(`answers ${REQUESTS} fuzzed requests over every documented operation as openapi.json says, never a 5xx`, async () => {
    const ids = await createRecords(server.app);
    const failures: FuzzOutcome[] = [];
    const operationsHit = new Set<string>();
    await fuzzServer(server.app, {
      seed: SEED,
      requests: REQUESTS,
      ids,
      onOutcome: (outcome) => {
        operationsHit.add(outcome.request.operation);
        if (outcome.problems.length) failures.push(outcome);
      },
    });
    const report = failures
      .slice(0, 20)
      .map((failure) => `#${failure.index} ${failure.problems.join('; ')}: ${describeRequest(failure.request)}`);
    expect(report, `${failures.length} of ${REQUESTS} requests failed (seed ${SEED})`).toEqual([]);
    const documented = fuzzOperations().map((operation) => `${operation.method} ${operation.path}`);
    expect([...operationsHit].sort()).toEqual(documented.sort());
  }, 120_000);
});
