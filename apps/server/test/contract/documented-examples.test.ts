import { Validator } from '@seriousme/openapi-schema-validator';
import { operationExamples } from '@sme/api/testing';
import { describe, expect, it } from 'vitest';
import { document, operationOf, requestSchemaErrors, schemaErrors } from './openapi-validator.ts';
import { spec7 } from './spec-7.table.ts';

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    key: `${method.toUpperCase()} ${path}`,
    path,
    method,
    operation,
  })),
);

interface Shape {
  title?: string;
  required?: string[];
}
const requestShapes = (method: string, path: string): Shape[] => {
  const schema = operationOf(method, path).requestBody?.content['application/json']?.schema as
    (Shape & { oneOf?: Shape[] }) | undefined;
  return schema ? (schema.oneOf ?? [schema]) : [];
};

describe('openapi.json as a document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists exactly the operations of the contract table (spec §7)', () => {
    expect(operations.map(({ key }) => key).sort()).toEqual(spec7.map((row) => `${row.method} ${row.path}`).sort());
  });
});

describe.each(operations)('the examples of $key', ({ key, path, method, operation }) => {
  const { ok, refused } = operationExamples[key]!;
  const responses = operation.responses as Record<string, { content: Record<string, { examples?: object }> }>;

  it('are shown for the body, the answer and the refusal', () => {
    expect(Object.keys(responses[200]!.content['application/json']!.examples ?? {})).toHaveLength(ok.length);
    // The request's examples are the accepted calls only: tools take every one of them for a valid request.
    for (const media of Object.values(operation.requestBody?.content ?? {})) {
      const examples = Object.values((media as { examples?: object }).examples ?? {}) as { value: unknown }[];
      expect(examples.map(({ value }) => value)).toEqual(ok.map(({ body }) => body));
    }
    if (refused) {
      // The refused call sits beside the answer it earns: for tools (x-request) and for readers (its description).
      const { summary, errors, ...call } = refused;
      const example = responses[404]!.content['application/json']!.examples as Record<string, object>;
      expect(example).toHaveProperty('refused', {
        summary,
        description: expect.any(String),
        value: { errors },
        'x-request': call,
      });
      const { description } = example.refused as { description: string };
      if (call.body) expect(description).toContain(JSON.stringify(call.body, null, 2));
      for (const name of Object.keys(call.parameters ?? {})) expect(description).toContain(`\`${name}\``);
    }
  });

  it.each(ok.map((example, index) => ({ ...example, index })))(
    "'$summary' matches the documented schemas",
    ({ body, response, index }) => {
      const at = ['paths', path, method];
      expect(schemaErrors(response, ...at, 'responses', '200', 'content', 'application/json', 'schema')).toEqual([]);
      if (!body) return;
      expect(requestSchemaErrors(method, path, body)).toEqual([]);
      const shapes = requestShapes(method, path);
      // A multi-shape path: the example is its own shape's, and every field its shape requires is there.
      expect(Object.keys(body)).toEqual(expect.arrayContaining(shapes[shapes.length > 1 ? index : 0]!.required ?? []));
    },
  );

  if (refused) {
    it(`'${refused.summary}' answers the legacy error body`, () => {
      const value = { errors: refused.errors };
      expect(schemaErrors(value, 'components', 'schemas', 'LegacyError')).toEqual([]);
    });
  }
});

describe.each(spec7.filter((row) => row.fields))('the contract table row $method $path', (row) => {
  const shapes = requestShapes(row.method, row.path);
  const { ok } = operationExamples[`${row.method} ${row.path}`]!;

  it.each(row.fields!.map((rules, index) => ({ rules, index })))(
    'example $index: checks every field it sends, and refuses to go without exactly the required ones',
    ({ rules, index }) => {
      expect(Object.keys(rules).sort()).toEqual(Object.keys(ok[index]!.body!).sort());
      const refusedWhenMissing = Object.entries(rules).filter(([, rule]) => rule.missing !== 'accepted');
      expect(refusedWhenMissing.map(([field]) => field).sort()).toEqual([...(shapes[index]!.required ?? [])].sort());
    },
  );
});
