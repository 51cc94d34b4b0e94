import { transportMessages } from '@sme/api';
import { EXAMPLE_ID, operationExamples, type ExampleCall } from '@sme/api/testing';
import { testDatabaseKinds } from '@sme/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, xhr, type TestServer } from '../test-server.ts';
import { expectDocumentedResponse } from './openapi-validator.ts';
import { createRecord, send, withId, withNewEvent, type Encoding, type RecordKind } from './requests.ts';
import { legacyQueries, spec7, type ContractRow } from './spec-7.table.ts';

const encodings: Encoding[] = ['json', 'form'];
/** Values of the wrong type for any field, and the encodings that can carry them (a form has no null or boolean). */
const wrongTypes: { label: string; value: unknown; encodings: Encoding[] }[] = [
  { label: 'an object', value: { nested: '1' }, encodings },
  { label: 'a list', value: ['1', '2'], encodings },
  { label: 'null', value: null, encodings: ['json'] },
  { label: 'a boolean', value: true, encodings: ['json'] },
];
/** An id of the other flow: ids are never shared between quotes and applications of different kinds. */
const otherFlow: Record<RecordKind, RecordKind> = {
  energy: 'water-waste',
  'water-waste': 'energy',
  water: 'energy',
  waste: 'energy',
  loan: 'cash-advance',
  'cash-advance': 'loan',
};

/** What the example at this index works on. */
const recordOf = (row: ContractRow, index: number): RecordKind => row.exampleRecords?.[index] ?? row.record!;

const examplesOf = (row: ContractRow) => {
  const examples = operationExamples[`${row.method} ${row.path}`];
  if (!examples) throw new Error(`openapi.json has no examples for ${row.method} ${row.path}`);
  return examples;
};
/** Whether the call itself (not its answer) names the documented id. */
const namesAnId = ({ parameters, body }: ExampleCall) => JSON.stringify({ parameters, body }).includes(EXAMPLE_ID);

/** What a legacy client toasts: each message, worded for people (never a validator's own wording). */
function expectRefusal(res: LightMyRequestResponse, status: number, messages?: string[]) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { errors: { message: string }[] };
  if (messages) expect(body.errors.map((error) => error.message)).toEqual(messages);
  for (const { message } of body.errors)
    expect(message).not.toMatch(/^Invalid|expected .* (received|to be)|^Too (big|small)/);
}

describe.each(testDatabaseKinds())('the REST contract of spec §7 on %s', (kind) => {
  let server: TestServer;
  const records = new Map<RecordKind, Promise<string>>();
  /** One record of each kind for the refusals, which change nothing. */
  const sharedRecord = (recordKind: RecordKind) => {
    if (!records.has(recordKind)) records.set(recordKind, createRecord(server.app, recordKind));
    return records.get(recordKind)!;
  };

  beforeAll(async () => {
    // Thousands of calls from one address: throttling has its own tests (rate-limit.test.ts).
    server = await startTestServer(kind, { env: { RATE_LIMITS: 'off' } });
  });
  afterAll(() => server.close());

  for (const row of spec7) {
    const { ok, refused } = examplesOf(row);
    const headers = { ...xhr, ...row.headers };
    const call = (res: Promise<LightMyRequestResponse>) =>
      res.then((answer) => ({ answer, documented: () => expectDocumentedResponse(row.method, row.path, answer) }));

    describe(`${row.method} /api${row.path}`, () => {
      for (const [index, example] of ok.entries()) {
        it.each(encodings)(`accepts the documented example '${example.summary}' (%s)`, async (encoding) => {
          const id = namesAnId(example) ? await createRecord(server.app, recordOf(row, index)) : undefined;
          const { answer, documented } = await call(
            send(server.app, row.method, row.path, withNewEvent(withId(example, id)), encoding, headers),
          );
          expect(answer.statusCode, answer.body).toBe(200);
          const body = documented() as { collections?: { id?: string } };
          if (row.answer === 'as documented') {
            // What varies was checked against its schema (documented()); the rest must be as documented.
            const steady = (answer: object) =>
              Object.fromEntries(Object.entries(answer).filter(([key]) => !row.varies?.includes(key)));
            expect(steady(body)).toEqual(steady(withId(example.response, id ?? body.collections?.id) as object));
            for (const key of row.varies ?? []) expect(body).toHaveProperty(key);
          } else if (id) {
            expect(body.collections?.id).toBe(id);
          }
        });

        for (const [field, rule] of Object.entries(row.fields?.[index] ?? {})) {
          const body = (id: string | undefined) => withId(example.body!, id);
          const recordId = () => (namesAnId(example) ? sharedRecord(recordOf(row, index)) : Promise.resolve(undefined));

          it.each(encodings)(
            `${rule.missing === 'accepted' ? 'accepts' : 'refuses'} example ${index + 1} without ${field} (%s)`,
            async (encoding) => {
              const { [field]: _left, ...rest } = body(await recordId());
              const { answer, documented } = await call(
                send(server.app, row.method, row.path, { body: rest }, encoding, headers),
              );
              if (rule.missing === 'accepted') expect(answer.statusCode, answer.body).toBe(200);
              else expectRefusal(answer, 404, rule.missing);
              documented();
            },
          );

          // Refused by the input schema before any query: once, on the embedded database, is enough.
          for (const wrong of kind === 'pglite' ? wrongTypes : []) {
            it.each(wrong.encodings)(
              `refuses example ${index + 1} with ${field} as ${wrong.label} (%s)`,
              async (encoding) => {
                const payload = { ...body(await recordId()), [field]: wrong.value };
                const { answer, documented } = await call(
                  send(server.app, row.method, row.path, { body: payload }, encoding, headers),
                );
                expectRefusal(answer, 404, rule.wrongType);
                documented();
              },
            );
          }
        }
      }

      if (refused) {
        it(`refuses the documented mistake '${refused.summary}'`, async () => {
          const { answer, documented } = await call(send(server.app, row.method, row.path, refused, 'json', headers));
          expectRefusal(answer, 404);
          // What the document shows is what the server answers: each message with its code and field.
          expect(answer.json()).toEqual({ errors: refused.errors });
          documented();
        });
      }

      const withAnId = ok.find(namesAnId);
      if (row.notFound && withAnId) {
        const ids: [string, () => Promise<string>][] = [
          ['an unknown id', async () => EXAMPLE_ID],
          ['a malformed id', async () => 'not-an-id'],
          [
            'an id of another flow',
            () => createRecord(server.app, row.otherFlow ?? otherFlow[recordOf(row, ok.indexOf(withAnId))]),
          ],
        ];
        it.each(ids)(`answers ${row.notFound} for %s`, async (_label, idOf) => {
          const { answer, documented } = await call(
            send(server.app, row.method, row.path, withId(withAnId, await idOf()), 'json', headers),
          );
          expectRefusal(answer, 404, [row.notFound!]);
          documented();
        });
      }

      it('refuses a call without the X-Requested-With header (403)', async () => {
        const { answer, documented } = await call(send(server.app, row.method, row.path, ok[0]!, 'json', {}));
        expectRefusal(answer, 403, [transportMessages.xhrMissing]);
        documented();
      });

      if (row.method === 'POST') {
        const url = `/api${row.path}`;
        const unreadable: [string, string, string, number, string[]?][] = [
          ['malformed JSON', 'application/json', '{"id":', 400, [transportMessages.unreadableJson]],
          ['an empty JSON body', 'application/json', '', 400],
          ['a JSON list instead of an object', 'application/json', '[]', 404],
          ['plain text', 'text/plain', 'hello', 415, [transportMessages.unsupportedBody]],
        ];
        it.each(unreadable)(
          'answers %s with a documented error, never a 5xx',
          async (_label, type, payload, status, messages) => {
            const answer = await server.app.inject({
              method: 'POST',
              url,
              headers: { ...headers, 'content-type': type },
              payload,
            });
            expectRefusal(answer, status, messages);
            expectDocumentedResponse(row.method, row.path, answer);
          },
        );
      }
    });
  }

  describe('legacy query strings', () => {
    it.each(legacyQueries)('GET $url answers $status', async ({ url, path, status, messages }) => {
      const answer = await server.app.inject({ method: 'GET', url, headers: xhr });
      if (status === 200) expect(answer.statusCode, answer.body).toBe(200);
      else expectRefusal(answer, status, messages);
      expectDocumentedResponse('GET', path, answer);
    });
  });
});
