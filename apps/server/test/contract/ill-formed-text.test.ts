import { attributionFieldNames, HONEYPOT_FIELD } from '@sme/domain';
import {
  illFormedText as illFormed,
  operationExamples,
  stringLeaves,
  type ExampleCall,
  type FieldSchema,
} from '@sme/api/testing';
import { testDatabaseKinds } from '@sme/db/testing';
import { describe, expect, it } from 'vitest';
import { spoilt } from '../../../../packages/api/test/support/spoilt.ts';
import { legacyRequests } from '../legacy-rest.ts';
import { expectLegacyError, serverForSuite, xhr } from '../test-server.ts';
import { document, expectDocumentedResponse } from './openapi-validator.ts';
import { createRecord, urlOf, withId, withNewEvent, type RecordKind } from './requests.ts';
import { spec7 } from './spec-7.table.ts';

// Issue 26: a lone UTF-16 surrogate in a submitted field answered 500 (PostgreSQL cannot store it, nor compare
// with it). JSON can carry one ("\ud800"), and every text field of every operation must refuse it as it refuses a
// control character: the legacy 404 with that field's own message.

/** Every text field of every documented request body, in the accepted example of its shape. */
const rows = Object.entries(document.paths).flatMap(([path, item]) => {
  const operation = item.post as unknown as { requestBody?: { content: Record<string, { schema: FieldSchema }> } };
  if (!operation) return [];
  const key = `POST ${path}`;
  const ok = operationExamples[key]?.ok ?? [];
  const contract = spec7.find((row) => row.method === 'POST' && row.path === path);
  return stringLeaves(operation.requestBody?.content['application/json']?.schema).map((field) => {
    // The example that names the field (a multi-shape path's own shape for it), else the first.
    const index = Math.max(
      0,
      ok.findIndex((example) => example.body && field[0]! in example.body),
    );
    const record = contract?.exampleRecords?.[index] ?? contract?.record;
    return { key, path, field: field.join('.'), at: field, example: ok[index]!, record };
  });
});

const cases = rows.flatMap((row) => illFormed.map((variant) => ({ ...row, variant })));

/**
 * A URL cannot carry a lone surrogate as such: a client that writes one anyway (as WTF-8, the bytes UTF-8 would
 * give it) sends these, which no decoder reads as text. A query value holding JSON can carry the escape itself.
 */
const inUrls = [
  { label: 'a lone high surrogate as WTF-8', text: '%ED%A0%80', wtf8: true },
  { label: 'a lone low surrogate as WTF-8', text: '%ED%BF%BF', wtf8: true },
  { label: 'a reversed pair as WTF-8', text: '%ED%B0%80%ED%A0%BD', wtf8: true },
  { label: 'a JSON escape of a lone surrogate', text: encodeURIComponent('\\ud800'), wtf8: false },
];

interface Parameter {
  in: string;
  name: string;
  example?: unknown;
}

const urlRows = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, operation]) =>
    ((operation as unknown as { parameters?: Parameter[] }).parameters ?? [])
      .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
      .flatMap((parameter) =>
        inUrls.map((variant) => ({ key: `${method.toUpperCase()} ${path}`, path, parameter, variant })),
      ),
  ),
);

/** The URL with `text` (already percent-encoded) inside the parameter's documented example. */
function urlWith(path: string, parameter: Parameter, text: string, example = parameter.example) {
  // ids: inside the JSON string of a filter, where the JSON escape is read as the lone surrogate itself.
  const [before, after] = parameter.name === 'ids' ? ['{"term_id":"', '1"}'] : ['', String(example as string)];
  const value = `${encodeURIComponent(before + after.slice(0, 1))}${text}${encodeURIComponent(after.slice(1))}`;
  if (parameter.in === 'path') return `/api${path.replace(`{${parameter.name}}`, value)}`;
  return `/api${path}?${parameter.name === 'ids' ? 'ids[]' : parameter.name}=${value}`;
}

// On both databases: the embedded one kept U+FFFD in place of a lone surrogate where PostgreSQL refused it (500).
describe.each(testDatabaseKinds())('ill-formed Unicode in what a client sends over REST, on %s', (kind) => {
  const server = serverForSuite(kind, { env: { RATE_LIMITS: 'off' } }, 120_000);
  const api = legacyRequests(() => server);
  const records = new Map<RecordKind, Promise<string>>();
  /** One record of each kind: the refusals change nothing. */
  const recordOf = (kind: RecordKind) => {
    if (!records.has(kind)) records.set(kind, createRecord(server.app, kind));
    return records.get(kind)!;
  };
  const bodyOf = async (example: ExampleCall, record: RecordKind | undefined) =>
    withNewEvent(withId(example.body!, record && (await recordOf(record))));
  const post = (path: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: urlOf(path), headers: xhr, payload });

  it('covers every text field the documented request bodies take', () => {
    expect(rows.map((row) => `${row.key} ${row.field}`)).toEqual(
      expect.arrayContaining([
        'POST /form-submit/popup name',
        'POST /form-submit/popup page',
        'POST /form-submit/contact-us message',
        'POST /cash-advance/store location_data.0.label',
        'POST /business-loan/client-personal-info-store uri.event_uri',
      ]),
    );
    const posts = Object.keys(document.paths).filter((path) => document.paths[path]!.post);
    expect(new Set(rows.map((row) => row.path))).toEqual(new Set(posts));
    for (const row of rows) expect(row.example, `${row.key} has an accepted example`).toBeDefined();
  });

  it.each(cases)('$key with $variant.label in $field: refused with its message', async (row) => {
    const body = await bodyOf(row.example, row.record);
    const answer = await post(row.path, spoilt(body, row.at, row.variant.text));
    expectDocumentedResponse('POST', row.path, answer);
    if ((attributionFieldNames as string[]).includes(String(row.field))) {
      // A visit's attribution is never refused: text the database cannot keep is left out, as a value of the wrong
      // type is. The call is answered as with ordinary text there (a booked quote's next booking: closed, alike).
      if (answer.statusCode === 200) return;
      const ordinary = await post(row.path, spoilt(body, row.at, 'ordinary text'));
      expect(answer.body).toBe(ordinary.body);
      return;
    }
    if (row.field === HONEYPOT_FIELD) {
      // The honeypot is never refused (a bot learns nothing); it is read, never stored.
      expect(answer.statusCode, answer.body).toBe(200);
      return;
    }
    // Refused as the same field with a control character in the same place: the field's own words.
    const withControl = await post(row.path, spoilt(body, row.at, '\u0000'));
    expect(withControl.statusCode, withControl.body).toBe(404);
    expect(answer.statusCode, answer.body).toBe(404);
    expect(answer.json()).toEqual(withControl.json());
  });

  it('covers every path and query parameter of the documented reads', () => {
    expect(new Set(urlRows.map((row) => `${row.key} ${row.parameter.name}`))).toEqual(
      new Set([
        'GET /address/{postcode} postcode',
        'GET /blog/{section} section',
        'GET /blog page',
        'GET /blog per_page',
        'GET /blog/details/{title} title',
        'GET /business-loan/get/{id} id',
        'GET /cash-advance/get-data ids',
        'GET /cash-advance/get/{id} id',
        'GET /cash-advance/get-product/{id} id',
        'GET /commecial-utility/guest-info/get/{id} id',
        'GET /commecial-water-waste/guest-info/get/{id} id',
      ]),
    );
  });

  it.each(urlRows)('$key with $variant.label in {$parameter.name}: a documented refusal', async (row) => {
    // A real lead's id, so that a lookup that got through would find it.
    const record = spec7.find((contract) => contract.method === 'GET' && contract.path === row.path)?.record;
    const example = row.parameter.name === 'id' && record ? await recordOf(record) : row.parameter.example;
    const url = urlWith(row.path, row.parameter, row.variant.text, example);
    const answer = await server.app.inject({ method: 'GET', url, headers: xhr });
    expectDocumentedResponse('GET', row.path, answer);
    // A path that does not decode is refused before routing; a query value reaches its field's own check.
    expect(answer.statusCode, answer.body).toBe(row.parameter.in === 'path' && row.variant.wtf8 ? 400 : 404);
  });

  it.each([
    ['/form-submit/popup', { name: 'A\ud800', email: 'a@example.co.uk', phone: '07700 900456' }, 'Name'],
    ['/form-submit/popup', { name: 'Sam', email: 'a@example.co.uk', phone: '07700 900456', page: '/\udc00' }, 'Page'],
    ['/form-submit/contact-us', { first_name: 'Sam\ud800', phone: '07700 900456', business_name: 'Bakery' }, 'Name'],
    [
      '/form-submit/contact-us',
      { first_name: 'Sam', phone: '07700 900456', business_name: 'B\ud800' },
      'Business name',
    ],
    [
      '/form-submit/contact-us',
      { first_name: 'Sam', phone: '07700 900456', business_name: 'B', business_address: '1 Mill Lane \udfff' },
      'Business address',
    ],
    ['/form-submit/contact-us', { first_name: 'Sam', phone: '07700 900456', message: 'Hi \ud83d' }, 'Message'],
    [
      '/form-submit/register',
      { name: 'Sam\ud800', email: 'a@example.co.uk', phone: '07700 900456', business_address: '1 Mill Lane' },
      'Name',
    ],
    [
      '/form-submit/register',
      { name: 'Sam', email: 'a@example.co.uk', phone: '07700 900456', business_address: '\udc00\ud800 Mill Lane' },
      'Business address',
    ],
  ])('%s names the field in words: %j', async (path, payload, label) => {
    expectLegacyError(await api.post(`/api${path}`, payload), [`${label} contains characters we cannot store.`]);
  });

  // Issue 45, item 10: percent-encoded bytes that are no UTF-8 text (a lone surrogate as WTF-8 among them) were kept
  // as the literal "%ED%A0%80" in a form-encoded field. They are refused as JSON's "\ud800" is, naming the field.
  const notUtf8 = [
    ...inUrls.filter((variant) => variant.wtf8),
    { label: 'a byte no UTF-8 sequence starts with', text: '%FF' },
    { label: 'a sequence cut short', text: '%E2%82' },
    { label: 'an overlong slash', text: '%C0%AF' },
  ];
  it.each(notUtf8)('refuses $label in a form-encoded field as JSON’s lone surrogate is', async ({ text }) => {
    const popups = () => server.db.prisma.popupLead.count();
    const before = await popups();
    const form = await api.postForm(
      '/api/form-submit/popup',
      `name=Sam${text}&email=sam%40example.co.uk&phone=07700+900456`,
    );
    const json = await api.post('/api/form-submit/popup', {
      name: 'Sam\ud800',
      email: 'sam@example.co.uk',
      phone: '07700 900456',
    });
    expectLegacyError(form, ['Name contains characters we cannot store.']);
    expect(form.json()).toEqual(json.json());
    expect(await popups()).toBe(before);
  });

  it('still reads a form-encoded body’s well-formed escapes, and a percent sign that starts none', async () => {
    const answer = await api.postForm(
      '/api/form-submit/contact-us',
      'first_name=Zo%C3%AB&phone=07700+900456&business_name=Caf%C3%A9+%E2%82%AC&message=100%+sure%2C+50%25',
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const stored = await server.db.prisma.contactEnquiry.findFirstOrThrow({ where: { firstName: 'Zoë' } });
    expect(stored).toMatchObject({ businessName: 'Café €', message: '100% sure, 50%' });
  });

  it('keeps well-formed text outside the Basic Multilingual Plane: emoji and their pairs are stored', async () => {
    const answer = await api.post('/api/form-submit/popup', {
      name: 'Zoë 👩🏽‍🍳',
      email: 'zoe@example.co.uk',
      phone: '07700 900456',
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });
});

// The same over tRPC's own transport, as the site and the console call it: JSON with the escape in it.
describe.each(testDatabaseKinds())('ill-formed Unicode over /trpc, on %s', (kind) => {
  const admin = { email: 'boss@example.co.uk', password: 'correct horse battery staple' };
  const server = serverForSuite(kind, {
    env: { RATE_LIMITS: 'off', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, RETENTION_JOB: 'false' },
  });
  const json = { ...xhr, 'content-type': 'application/json' };
  /** A tRPC call's answer: its status and the messages it shows. */
  const answerOf = (res: { statusCode: number; json: () => unknown }) => {
    const body = res.json() as { error?: { data: { messages: string[] } } };
    return { status: res.statusCode, messages: body.error?.data.messages ?? [] };
  };
  const signedIn = async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/trpc/admin.session.signIn',
      headers: json,
      payload: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = ([res.headers['set-cookie'] ?? []].flat() as string[]).find((value) =>
      value.startsWith('sme-console.session_token='),
    );
    return { ...json, cookie: cookie!.split(';')[0]! };
  };

  it('refuses a console note with a lone surrogate, naming the note (it answered 500)', async () => {
    const headers = await signedIn();
    await legacyRequests(() => server).post('/api/form-submit/contact-us', {
      first_name: 'Sam Carter',
      phone: '07700 900456',
      business_name: 'Carter Bakery',
    });
    const list = await server.app.inject({ method: 'GET', url: '/trpc/admin.leads.list?input=%7B%7D', headers });
    const id = (list.json() as { result: { data: { rows: { id: string }[] } } }).result.data.rows[0]!.id;
    const note = await server.app.inject({
      method: 'POST',
      url: '/trpc/admin.leads.addNote',
      headers,
      payload: JSON.stringify({ id, text: 'note \ud800' }),
    });
    expect(answerOf(note)).toEqual({ status: 400, messages: ['Note contains characters we cannot store.'] });
  });

  it('refuses a popup with a lone surrogate in the name, naming the field', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/trpc/forms.popup',
      headers: json,
      payload: JSON.stringify({ name: 'A\ud800', email: 'a@example.co.uk', phone: '07700 900456' }),
    });
    expect(answerOf(res)).toEqual({ status: 400, messages: ['Name contains characters we cannot store.'] });
  });

  it('finds no blog post for a title with a lone surrogate in a query', async () => {
    const input = encodeURIComponent(JSON.stringify({ title: 'what-to-have\udc00-ready' }));
    const res = await server.app.inject({ method: 'GET', url: `/trpc/blog.details?input=${input}`, headers: xhr });
    expect(answerOf(res)).toEqual({ status: 404, messages: ['Blog post not found.'] });
  });

  it('reads a query’s bytes that are no UTF-8 text as the JSON escape is read: no blog post by that title', async () => {
    const [before, after] = encodeURIComponent(JSON.stringify({ title: 'what-to-have-ready' })).split('-have');
    const url = `/trpc/blog.details?input=${before}%ED%B0%80-have${after}`;
    const res = await server.app.inject({ method: 'GET', url, headers: xhr });
    expect(answerOf(res)).toEqual({ status: 404, messages: ['Blog post not found.'] });
  });
});
