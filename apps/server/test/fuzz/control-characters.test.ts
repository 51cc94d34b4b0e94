import { beforeAll, describe, expect, it } from 'vitest';
import { expectDocumentedResponse } from '../contract/openapi-validator.ts';
import { expectLegacyError, serverForSuite, xhr } from '../test-server.ts';
import { createRecords, fuzzOperations, type RecordIds } from './generator.ts';
import { legacyRequests } from '../legacy-rest.ts';

// Found by the fuzzer: a NUL in any stored text answered 500 (PostgreSQL cannot store it), on both databases.
// Every text field of every documented example, and every path parameter, carrying a control character.
const operations = fuzzOperations();
const textFields = operations.flatMap((operation) =>
  operation.bodyExamples.flatMap((example, index) =>
    Object.entries(example)
      .filter(([, value]) => typeof value === 'string')
      .map(([field]) => ({ key: `${operation.method} ${operation.path}`, operation, index, field })),
  ),
);
const pathParameters = operations.flatMap((operation) =>
  operation.pathParameters.map((parameter) => ({ key: `${operation.method} ${operation.path}`, operation, parameter })),
);

describe('control characters in what a client sends', () => {
  const server = serverForSuite('pglite', { env: { RATE_LIMITS: 'off' } }, 120_000);
  const api = legacyRequests(() => server);
  /** The contact form as the site sends it, with `fields` of the test's own. */
  const contact = (fields: Record<string, string>) =>
    api.post('/api/form-submit/contact-us', {
      first_name: 'Sam Carter',
      phone: '07700 900456',
      page: 'contact',
      ...fields,
    });
  let ids: RecordIds;

  beforeAll(async () => {
    ids = await createRecords(server.app, 1);
  }, 120_000);

  it.each(textFields)('$key example $index with a NUL in $field is refused with a message', async (row) => {
    const example = row.operation.bodyExamples[row.index]!;
    const realId = row.operation.record && ids[row.operation.record]?.[0];
    const body: Record<string, unknown> = { ...example, ...(realId && 'id' in example ? { id: realId } : {}) };
    const value = body[row.field] as string;
    const payload = { ...body, [row.field]: `${value.slice(0, 2)}\u0000${value.slice(2)}` };
    const answer = await server.app.inject({ method: 'POST', url: `/api${row.operation.path}`, headers: xhr, payload });
    expect(answer.statusCode, answer.body).toBe(404);
    expectDocumentedResponse(row.operation.method, row.operation.path, answer);
  });

  it.each(pathParameters)('$key with a NUL in {$parameter.name} answers a documented refusal', async (row) => {
    const url = `/api${row.operation.path.replace(`{${row.parameter.name}}`, `${String(row.parameter.example)}%00`)}`;
    const answer = await server.app.inject({ method: 'GET', url, headers: xhr });
    expect([400, 404], answer.body).toContain(answer.statusCode);
    expectDocumentedResponse(row.operation.method, row.operation.path, answer);
  });

  it('names the field in words when a control character is refused', async () => {
    expectLegacyError(await contact({ business_name: 'Carter\u0000 Bakery' }), [
      'Business name contains characters we cannot store.',
    ]);
  });

  it('keeps line breaks and tabs in a message', async () => {
    const answer = await contact({ business_name: 'Carter Bakery', message: 'Two sites:\r\n\t- York\n\t- Leeds' });
    expect(answer.statusCode, answer.body).toBe(200);
  });
});
