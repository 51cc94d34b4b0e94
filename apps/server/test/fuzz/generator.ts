// The REST fuzzer's requests and its verdict on each answer, shared by the test (a fixed seed, a few thousand
// requests) and `npm run fuzz` (a random seed, as many as asked). Requests are built from openapi.json itself:
// every operation, its documented examples mutated (fields dropped, wrong types, huge strings, control
// characters, unicode, nesting, numbers at bounds), random path parameters, junk query strings and content types.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { document, operationOf, schemaErrors } from '../contract/openapi-validator.ts';
import { createRecord, type RecordKind } from '../contract/requests.ts';
import { spec7 } from '../contract/spec-7.table.ts';

interface Parameter {
  in: string;
  name: string;
  example?: unknown;
}
interface JsonSchema {
  properties?: Record<string, unknown>;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
}
interface MediaType {
  schema?: JsonSchema;
  /** x-request: on a refusal's example, the (invalid) call that earns it. */
  examples?: Record<string, { value: unknown; 'x-request'?: { body?: Record<string, unknown> } }>;
}

/** One documented operation, as the fuzzer reads it from openapi.json. */
export interface FuzzOperation {
  method: 'GET' | 'POST';
  /** As openapi.json spells it, without /api. */
  path: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  /** The request body's documented examples (accepted and refused), and every field any shape names. */
  bodyExamples: Record<string, unknown>[];
  fields: string[];
  record?: RecordKind;
}

/** A request ready for `app.inject`, with the operation it was made for. */
export interface FuzzRequest {
  operation: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  /** Text, or bytes where the body is not even valid UTF-8. */
  payload?: string | Buffer;
}

const recordOf = new Map(spec7.map((row) => [`${row.method} ${row.path}`, row.record]));

export function fuzzOperations(): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of Object.keys(item)) {
      const raw = item[method] as unknown as {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, MediaType> };
        responses?: Record<string, { content?: Record<string, MediaType> }>;
      };
      const json = raw.requestBody?.content['application/json'];
      // The refused calls sit beside the 404 they earn, not among the request's (valid) examples.
      const refusals = Object.values(raw.responses?.['404']?.content?.['application/json']?.examples ?? {});
      const shapes = json?.schema?.oneOf ?? json?.schema?.anyOf ?? (json?.schema ? [json.schema] : []);
      const key = `${method.toUpperCase()} ${path}`;
      operations.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        pathParameters: (raw.parameters ?? []).filter((parameter) => parameter.in === 'path'),
        queryParameters: (raw.parameters ?? []).filter((parameter) => parameter.in === 'query'),
        bodyExamples: [
          ...Object.values(json?.examples ?? {}).map((example) => example.value as Record<string, unknown>),
          ...refusals.flatMap((example) => (json && example['x-request']?.body ? [example['x-request'].body] : [])),
        ],
        fields: [...new Set(shapes.flatMap((shape) => Object.keys(shape.properties ?? {})))],
        record: recordOf.get(key),
      });
    }
  }
  return operations;
}

/** Real ids of each kind, made through the documented calls, so mutated calls reach the database too. */
export type RecordIds = Partial<Record<RecordKind, string[]>>;

export async function createRecords(app: FastifyInstance, perKind = 2): Promise<RecordIds> {
  const kinds: RecordKind[] = ['energy', 'water-waste', 'water', 'waste', 'loan', 'cash-advance'];
  const ids: RecordIds = {};
  for (const kind of kinds) {
    ids[kind] = [];
    for (let i = 0; i < perKind; i++) ids[kind].push(await createRecord(app, kind));
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------------------------
// Values

/**
 * Ill-formed UTF-16, which JSON carries as an escape ("\ud800") and UTF-8 cannot carry at all: a high or a low
 * surrogate alone, a pair the wrong way round, two highs, and half of an emoji (text cut in the middle of a pair).
 * PostgreSQL refuses all of them; the fuzzer found none until they were here in their own right.
 */
export const loneSurrogate = fc.oneof(
  fc.integer({ min: 0xd800, max: 0xdbff }).map((unit) => String.fromCharCode(unit)),
  fc.integer({ min: 0xdc00, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
  fc.constantFrom('\udc00\ud800', '\ude00\ud83d', '\ud83d\ud83d', '😀'.slice(0, 1), '😀'.slice(1), '👩🏽‍🍳'.slice(0, 3)),
);

/** Characters storage and parsers trip on: C0 controls, DEL, C1, separators, BOM, lone surrogates. */
const awkwardCharacter = fc.oneof(
  { weight: 3, arbitrary: loneSurrogate },
  {
    weight: 5,
    arbitrary: fc.constantFrom(
      '\u0000',
      '\u0001',
      '\u0007',
      '\b',
      '\u000b',
      '\u000c',
      '\u001b',
      '\u001f',
      '\u007f',
      '\t',
      '\n',
      '\r',
      '\u0085',
      '\u00a0',
      '\u2028',
      '\u202e',
      '\ufeff',
      '\ufffe',
      '\uffff',
    ),
  },
);

/** Text with awkward characters inserted into otherwise ordinary text (e.g. a valid example value). */
const withAwkwardCharacters = (base: fc.Arbitrary<string>) =>
  fc
    .tuple(base, fc.array(fc.tuple(awkwardCharacter, fc.nat()), { minLength: 1, maxLength: 3 }))
    .map(([text, inserts]) =>
      inserts.reduce((value, [char, at]) => {
        const index = value.length ? at % (value.length + 1) : 0;
        return value.slice(0, index) + char + value.slice(index);
      }, text),
    );

const ordinaryText = fc.constantFrom(
  'Carter Bakery Ltd',
  '07700 900456',
  'sam@example.co.uk',
  'E1 6QL',
  '2027-03-31',
  'I am not sure',
  '3f0c2b9e-6a51-4d6b-9a8e-2f4f0a1c7d55',
  '25000',
  '12 months',
  'Not sure',
  '',
  ' ',
);

const unicodeText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('Zoë’s Café', 'مخبز', '面包店', '👩🏽‍🍳🥐', 'e\u0301\u0301\u0301', '\u202eevil', 'Ａｂｃ'),
);

const hugeText = fc
  .tuple(fc.constantFrom(300, 5_001, 20_000, 200_000), fc.constantFrom('a', 'é', '€', '😀', ' ', '\u0000'))
  .map(([length, char]) => char.repeat(length));

const boundaryNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31),
    2 ** 53 - 1,
    2 ** 53 + 2,
    -(2 ** 53),
    1e21,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Nesting inside a value: arrays or objects, depth 10 to 500 (deeper towers are sent as raw text below). */
const deepNesting = fc.tuple(fc.constantFrom(10, 100, 500), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
});

const awkwardText = fc.oneof(
  { weight: 4, arbitrary: withAwkwardCharacters(ordinaryText) },
  { weight: 3, arbitrary: unicodeText },
  { weight: 2, arbitrary: ordinaryText },
  { weight: 1, arbitrary: hugeText },
);

/** Anything a field may be sent as. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: awkwardText },
  { weight: 3, arbitrary: boundaryNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(awkwardText, { maxLength: 30 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), awkwardText, { maxKeys: 5 }) },
  { weight: 1, arbitrary: deepNesting },
);

// ---------------------------------------------------------------------------------------------------------------
// Bodies

type Body = Record<string, unknown>;
type Mutation = (body: Body, fields: string[]) => Body;

const pickField = (body: Body, fields: string[], at: number) => {
  const names = [...new Set([...Object.keys(body), ...fields])];
  return names.length ? names[at % names.length]! : 'id';
};

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.nat().map((at) => (body: Body, fields: string[]) => {
    const { [pickField(body, fields, at)]: _dropped, ...rest } = body;
    return rest;
  }),
  fc.tuple(fc.nat(), junkValue).map(([at, value]) => (body: Body, fields: string[]) => ({
    ...body,
    [pickField(body, fields, at)]: value,
  })),
  fc
    .tuple(fc.nat(), fc.array(fc.tuple(awkwardCharacter, fc.nat()), { minLength: 1, maxLength: 2 }))
    .map(([at, inserts]) => (body: Body, fields: string[]) => {
      const name = pickField(body, fields, at);
      const value = typeof body[name] === 'string' ? (body[name] as string) : 'text';
      const spoilt = inserts.reduce((text, [char, where]) => {
        const index = where % (text.length + 1);
        return text.slice(0, index) + char + text.slice(index);
      }, value);
      return { ...body, [name]: spoilt };
    }),
  // One lone surrogate in one text field of an otherwise valid body: the request reaches the database.
  fc.tuple(fc.nat(), loneSurrogate, fc.nat()).map(([at, char, where]) => (body: Body, fields: string[]) => {
    const texts = Object.keys(body).filter((key) => typeof body[key] === 'string');
    const name = texts.length ? texts[at % texts.length]! : pickField(body, fields, at);
    const value = typeof body[name] === 'string' ? (body[name] as string) : 'text';
    const index = where % (value.length + 1);
    return { ...body, [name]: value.slice(0, index) + char + value.slice(index) };
  }),
  fc
    .tuple(fc.constantFrom('__proto__', 'constructor', 'unknown_field', 'id', ''), junkValue)
    .map(([name, value]) => (body: Body) => {
      // defineProperty: assignment to __proto__ would set the prototype instead of sending the key.
      const copy = { ...body };
      Object.defineProperty(copy, name, { value, enumerable: true, configurable: true, writable: true });
      return copy;
    }),
);

/** Form-encoded as qs writes it; a tower too deep for qs to walk goes as one flat value instead. */
function formEncoded(body: unknown) {
  try {
    return qs.stringify(typeof body === 'object' && body !== null ? body : { value: body });
  } catch {
    return qs.stringify({ value: JSON.stringify(body) });
  }
}

type Encoded = { contentType?: string; payload: string | Buffer };

/**
 * Bytes no UTF-8 decoder reads as text: an overlong NUL, a surrogate written as UTF-8 (CESU-8/WTF-8), a byte that
 * never appears, a sequence cut short, a code point above U+10FFFF, a five-byte form.
 */
const invalidUtf8 = fc.constantFrom(
  [0xc0, 0x80],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80],
  [0xff],
  [0xfe, 0xff],
  [0xe2, 0x82],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
);

/** JSON text with invalid bytes right after one of its quotes: inside a key or a value, or just outside one. */
const withInvalidBytes = (json: string, bytes: readonly number[], at: number) => {
  const quotes = [...json.matchAll(/"/g)].map((match) => match.index);
  const index = quotes.length ? quotes[at % quotes.length]! + 1 : 0;
  return Buffer.concat([Buffer.from(json.slice(0, index)), Buffer.from(bytes), Buffer.from(json.slice(index))]);
};

/** The body as sent: JSON, form-encoded, or something else entirely under a random content type. */
const encodedBody = (operation: FuzzOperation, ids: RecordIds): fc.Arbitrary<Encoded> => {
  const realIds = operation.record ? (ids[operation.record] ?? []) : [];
  const base = fc
    .tuple(
      operation.bodyExamples.length ? fc.constantFrom(...operation.bodyExamples) : fc.constant({}),
      realIds.length ? fc.option(fc.constantFrom(...realIds), { freq: 3 }) : fc.constant(null),
    )
    .map(([example, id]) => (id && example && typeof example === 'object' ? { ...example, id } : example) as Body);
  const mutated = fc
    .tuple(base, fc.array(mutation, { maxLength: 3 }))
    .map(([body, mutations]) => mutations.reduce((value, mutate) => mutate(value, operation.fields), body));
  const wholeBody = fc.oneof({ weight: 8, arbitrary: mutated }, { weight: 1, arbitrary: junkValue });
  const charsets = fc.constantFrom('', '; charset=utf-8', '; charset=utf-16', '; charset=latin1', ';;;');
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(wholeBody, charsets)
        .map(([body, charset]) => ({ contentType: `application/json${charset}`, payload: JSON.stringify(body) ?? '' })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(mutated, invalidUtf8, fc.nat()).map(([body, bytes, at]) => ({
        contentType: 'application/json',
        payload: withInvalidBytes(JSON.stringify(body) ?? '', bytes, at),
      })),
    },
    {
      weight: 3,
      arbitrary: fc.tuple(wholeBody, charsets).map(([body, charset]) => ({
        contentType: `application/x-www-form-urlencoded${charset}`,
        payload: formEncoded(body),
      })),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        contentType: fc.option(
          fc.constantFrom(
            'application/json',
            'application/x-www-form-urlencoded',
            'text/plain',
            'application/xml',
            'multipart/form-data; boundary=xyz',
            'application/octet-stream',
            'application/vnd.api+json',
            'application/json, text/plain',
            'Application/JSON',
            '*/*',
            '',
          ),
          { nil: undefined },
        ),
        payload: fc.oneof(
          // JSON nested thousands deep, as text: building it as a value would overflow the generator's own stack.
          fc
            .tuple(fc.constantFrom(1_000, 5_000, 50_000), fc.boolean())
            .map(([depth, arrays]) =>
              arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
            ),
          fc.constantFrom('{"id":', '{', '[]', '""', 'null', '1e999', '{"a":1}}', '%', 'a=%E0%A4%A&b', '\u0000'),
          fc.string({ unit: 'binary', maxLength: 200 }),
          awkwardText,
        ),
      }),
    },
  );
};

// ---------------------------------------------------------------------------------------------------------------
// URLs

/** Percent-encoding that does not decode, and other shapes routers and decoders handle differently. */
const rawUrlPiece = fc.constantFrom(
  '%',
  '%E0%A4%A',
  '%E0%A4',
  '%ZZ',
  '%00',
  '%0a',
  '%7F',
  '%C0%80',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%ED%A0%BD%ED%B8%80',
  '%F4%90%80%80',
  '%2e%2e',
  '..',
  '%2F',
  '%252F',
  '%FF%FE',
);

const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be encoded as UTF-8: send it as a client that does not care would.
    return value;
  }
};

const pathValue = (parameter: Parameter, operation: FuzzOperation, ids: RecordIds) => {
  const realIds = operation.record ? (ids[operation.record] ?? []) : [];
  const candidates: fc.Arbitrary<string>[] = [
    fc.constant(encode(String(parameter.example ?? 'x'))),
    fc.string({ minLength: 1, maxLength: 30 }).map(encode),
    awkwardText.filter((text) => text.length > 0).map((text) => encode(text.slice(0, 5_000))),
    fc.array(rawUrlPiece, { minLength: 1, maxLength: 3 }).map((pieces) => pieces.join('')),
    fc.constantFrom(100, 101, 500, 5_000, 70_000).map((length) => 'a'.repeat(length)),
  ];
  if (realIds.length) candidates.push(fc.constantFrom(...realIds));
  // A segment of only dots is removed from the URL before routing (as clients and inject normalise it), so the
  // request would address another operation; the same dots with a letter before them still test the decoder.
  return fc.oneof(...candidates).map((value) => (value === '' || /^(\.|%2e){1,2}$/i.test(value) ? `x${value}` : value));
};

/** A query string as a hostile client writes it: documented names with junk, unknown names, bracket towers. */
const junkQuery = (operation: FuzzOperation) => {
  const names = operation.queryParameters.map((parameter) => parameter.name);
  const name = fc.oneof(
    names.length ? fc.constantFrom(...names, ...names.map((n) => `${n}[]`)) : fc.constant('q'),
    fc.constantFrom('__proto__', 'constructor[prototype][x]', 'ids[0][term_id]', 'ids[999]', 'a'.repeat(2_000)),
    fc.integer({ min: 1, max: 40 }).map((depth) => `ids${'[a]'.repeat(depth)}`),
    fc.string({ maxLength: 10 }).map(encode),
  );
  const value = fc.oneof(
    fc.constantFrom('1', '0', '-1', '6', '1e3', '99999999999999999999', '{"term_id":1}', '{"term_id":', ''),
    awkwardText.map((text) => encode(text.slice(0, 3_000))),
    rawUrlPiece,
  );
  return fc
    .array(fc.tuple(name, value), { maxLength: 6 })
    .map((pairs) => pairs.map(([key, val]) => `${key}=${val}`).join('&'));
};

const documentedQuery = (operation: FuzzOperation) =>
  fc.constant(
    qs.stringify(
      Object.fromEntries(operation.queryParameters.map((parameter) => [parameter.name, parameter.example])),
      { arrayFormat: 'brackets' },
    ),
  );

// ---------------------------------------------------------------------------------------------------------------
// Requests

export function requestArbitrary(operations: FuzzOperation[], ids: RecordIds): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...operations).chain((operation) => {
    const path = fc
      .tuple(...operation.pathParameters.map((parameter) => pathValue(parameter, operation, ids)))
      .map((values) =>
        operation.pathParameters.reduce(
          (url, parameter, index) => url.replace(`{${parameter.name}}`, values[index]!),
          operation.path,
        ),
      );
    const query = fc.oneof(
      { weight: 3, arbitrary: fc.constant('') },
      { weight: 2, arbitrary: documentedQuery(operation) },
      { weight: 3, arbitrary: junkQuery(operation) },
    );
    const headers = fc.record({
      xhr: fc.oneof(
        { weight: 12, arbitrary: fc.constant('XMLHttpRequest') },
        { weight: 1, arbitrary: fc.constantFrom('', 'xmlhttprequest', 'fetch') },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
    });
    const body = operation.method === 'POST' ? encodedBody(operation, ids) : fc.constant(undefined);
    return fc.tuple(path, query, headers, body).map(([urlPath, search, { xhr }, encoded]) => {
      const requestHeaders: Record<string, string> = {};
      if (xhr !== undefined) requestHeaders['x-requested-with'] = xhr;
      if (encoded?.contentType !== undefined) requestHeaders['content-type'] = encoded.contentType;
      return {
        operation: `${operation.method} ${operation.path}`,
        method: operation.method,
        url: `/api${urlPath}${search ? `?${search}` : ''}`,
        headers: requestHeaders,
        ...(encoded ? { payload: encoded.payload } : {}),
      };
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Verdicts

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** What is wrong with an answer: a 5xx, a status the operation does not document, or a body off its schema. */
export function problemsWith(request: FuzzRequest, answer: Answer): string[] {
  const [method, path] = request.operation.split(' ') as [string, string];
  const status = String(answer.statusCode);
  const problems: string[] = [];
  if (answer.statusCode >= 500) problems.push(`answered ${status}`);
  if (!operationOf(method, path).responses[status]) {
    problems.push(`status ${status} is not documented for ${request.operation}`);
    return problems;
  }
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json')) {
    problems.push(`content-type ${String(answer.headers['content-type'])} is not JSON`);
    return problems;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    problems.push('the body is not JSON');
    return problems;
  }
  const where = ['paths', path, method.toLowerCase(), 'responses', status, 'content', 'application/json', 'schema'];
  problems.push(...schemaErrors(body, ...where).map((error) => `body off its schema: ${error}`));
  return problems;
}

/** JSON.stringify writes a lone surrogate as an escape (a well-formed pair as the character itself). */
const escapedLoneSurrogate = /\\ud[89a-f][0-9a-f]{2}/i;

/** What ill-formed text a request carries, for the fuzz test to show it tried them. */
export function illFormedIn(request: FuzzRequest): 'lone surrogate' | 'invalid UTF-8' | null {
  if (Buffer.isBuffer(request.payload)) return 'invalid UTF-8';
  return request.payload !== undefined && escapedLoneSurrogate.test(request.payload) ? 'lone surrogate' : null;
}

/** A request in a form a person can read and replay: long values shortened, control characters escaped. */
export function describeRequest(request: FuzzRequest) {
  const shorten = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  const { payload } = request;
  return JSON.stringify({
    method: request.method,
    url: shorten(request.url),
    headers: request.headers,
    payload:
      payload === undefined ? undefined : shorten(typeof payload === 'string' ? payload : payload.toString('hex')),
    ...(Buffer.isBuffer(payload) && { payloadIs: 'hex bytes' }),
  });
}

/** Requests by the seed, in batches so a long run holds only one batch of (possibly huge) bodies at a time. */
export function* fuzzRequests(arbitrary: fc.Arbitrary<FuzzRequest>, seed: number, count: number, batch = 500) {
  for (let start = 0, round = 0; start < count; start += batch, round++) {
    const requests = fc.sample(arbitrary, { seed: seed + round, numRuns: Math.min(batch, count - start) });
    for (const [offset, request] of requests.entries()) yield { index: start + offset, request };
  }
}

export interface FuzzOutcome {
  index: number;
  request: FuzzRequest;
  status: number;
  problems: string[];
}

/** Sends each request through the real server (inject) and reports each answer with its problems. */
export async function fuzzServer(
  app: FastifyInstance,
  options: { seed: number; requests: number; ids: RecordIds; onOutcome: (outcome: FuzzOutcome) => void },
) {
  const arbitrary = requestArbitrary(fuzzOperations(), options.ids);
  for (const { index, request } of fuzzRequests(arbitrary, options.seed, options.requests)) {
    const answer = await app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    options.onOutcome({ index, request, status: answer.statusCode, problems: problemsWith(request, answer) });
  }
}
