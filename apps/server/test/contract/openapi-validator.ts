import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { openApiPath } from '../../src/openapi-document.ts';

/** openapi.json as integrators download it: the contract every response is held to. */
export const document = JSON.parse(readFileSync(openApiPath, 'utf8')) as {
  paths: Record<string, Record<string, OperationObject>>;
};

interface OperationObject {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

// OpenAPI 3.1 schemas are JSON Schema 2020-12; the document's own keywords (example, …) are not validation.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(document, 'openapi.json');

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

function validatorAt(...parts: string[]) {
  const validate = ajv.getSchema(`openapi.json#/${pointer(...parts)}`);
  if (!validate) throw new Error(`openapi.json has no schema at ${parts.join(' ')}`);
  return validate;
}

export function operationOf(method: string, path: string): OperationObject {
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`openapi.json does not document ${method} ${path}`);
  return operation;
}

/** The errors of a value against a documented schema, in words a failing test can show. */
export function schemaErrors(value: unknown, ...parts: string[]) {
  const validate = validatorAt(...parts);
  return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

/** The response is one openapi.json documents for this operation: its status, its media type, its body. */
export function expectDocumentedResponse(method: string, path: string, res: LightMyRequestResponse) {
  const where = `${method} ${path} answered ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  const documented = operationOf(method, path).responses[String(res.statusCode)];
  expect(documented, `${where}: status not documented`).toBeDefined();
  expect(res.headers['content-type'], where).toMatch(/^application\/json/);
  const body = res.json();
  const errors = schemaErrors(
    body,
    'paths',
    path,
    method.toLowerCase(),
    'responses',
    String(res.statusCode),
    'content',
    'application/json',
    'schema',
  );
  expect(errors, where).toEqual([]);
  return body as unknown;
}

/** A request body against the operation's documented request schema (JSON media). */
export function requestSchemaErrors(method: string, path: string, body: unknown) {
  return schemaErrors(
    body,
    'paths',
    path,
    method.toLowerCase(),
    'requestBody',
    'content',
    'application/json',
    'schema',
  );
}
