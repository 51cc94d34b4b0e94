import { bodyLimits, bodyMessages, shapeLimits } from '@sme/api';
import { testDatabaseKinds } from '@sme/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { request } from 'node:http';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonShapeProblem } from '../src/http/body-limits.ts';
import { document } from './contract/openapi-validator.ts';
import { startTestServer, xhr, type TestServer } from './test-server.ts';

const json = { ...xhr, 'content-type': 'application/json' };
const form = { ...xhr, 'content-type': 'application/x-www-form-urlencoded' };
const restPosts = Object.entries(document.paths)
  .filter(([, operations]) => operations.post)
  .map(([path]) => path);
const deepJson = (levels: number) => `{"x":${'['.repeat(levels)}${']'.repeat(levels)}}`;
const sixtyThousandKeys = JSON.stringify(Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 1])));

const codeOfRefusal: Record<number, string> = { 400: 'invalid_body', 413: 'body_too_large' };

function expectRefused(res: LightMyRequestResponse, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ errors: [{ message, code: codeOfRefusal[status] }] });
}

function expectTrpcRefused(res: LightMyRequestResponse, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ error: { message, data: { httpStatus: status } } });
}

describe('the JSON shape check', () => {
  it('refuses 60,000 keys and 5,000 levels, and counts nothing inside strings', () => {
    expect(jsonShapeProblem(sixtyThousandKeys)).toBe(bodyMessages.tooManyValues);
    expect(jsonShapeProblem(deepJson(5000))).toBe(bodyMessages.tooDeep);
    const text = JSON.stringify({ message: '[{,'.repeat(5000) + '\\"[' + '"'.repeat(50) });
    expect(jsonShapeProblem(text)).toBeUndefined();
    expect(jsonShapeProblem(deepJson(shapeLimits.depth - 1))).toBeUndefined();
  });
});

describe.each(testDatabaseKinds())('bounded bodies, %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // Throttling off: these calls are about what one body may hold, not how many come.
    server = await startTestServer(kind, { env: { RATE_LIMITS: 'off' } });
  });
  afterAll(() => server.close());

  const post = (url: string, payload: string, headers: Record<string, string> = json) =>
    server.app.inject({ method: 'POST', url, headers, payload });

  it('refuses a body larger than its call takes with 413 and stores nothing', async () => {
    const before = await server.db.prisma.popupLead.count();
    const popup = JSON.stringify({
      name: 'x'.repeat(bodyLimits.step),
      email: 'big@example.com',
      phone: '01632 960000',
    });
    expectRefused(await post('/api/form-submit/popup', popup), 413, bodyMessages.tooLarge(bodyLimits.step));
    expectRefused(
      await post('/api/form-submit/popup', qs.stringify(JSON.parse(popup)), form),
      413,
      bodyMessages.tooLarge(bodyLimits.step),
    );
    expect(await server.db.prisma.popupLead.count()).toBe(before);
    const contact = JSON.stringify({ first_name: 'Big', message: 'x'.repeat(bodyLimits.message) });
    expectRefused(await post('/api/form-submit/contact-us', contact), 413, bodyMessages.tooLarge(bodyLimits.message));
    expect(await server.db.prisma.contactEnquiry.count({ where: { firstName: 'Big' } })).toBe(0);
  });

  it('takes a 5,000-character message in a non-Latin script, as JSON and form-encoded', async () => {
    const enquiry = {
      first_name: 'Wide Message',
      email: 'wide@example.com',
      phone: '01632 960000',
      message: '漢字'.repeat(2500),
    };
    expect((await post('/api/form-submit/contact-us', JSON.stringify(enquiry))).statusCode).toBe(200);
    const encoded = qs.stringify({ ...enquiry, first_name: 'Wide Form', email: 'wide.form@example.com' });
    expect(encoded.length).toBeGreaterThan(bodyLimits.step * 2);
    const res = await post('/api/form-submit/contact-us', encoded, form);
    expect(res.statusCode, res.body).toBe(200);
    const stored = await server.db.prisma.contactEnquiry.findMany({
      where: { firstName: { in: ['Wide Message', 'Wide Form'] } },
    });
    expect(stored.map((enquiry) => enquiry.message)).toEqual([enquiry.message, enquiry.message]);
  });

  it.each(restPosts)('answers JSON nested 5,000 levels deep with 400 on POST /api%s', async (path) => {
    expectRefused(await post(`/api${path}`, deepJson(5000)), 400, bodyMessages.tooDeep);
  });

  it('answers a form nested too deep, or a list past its items, with 400', async () => {
    const deep = `a${'[b]'.repeat(shapeLimits.depth + 5)}=1`;
    expectRefused(await post('/api/cash-advance/store', deep, form), 400, bodyMessages.tooDeep);
    const list = Array.from({ length: 30 }, (_, i) => `location_data[][label]=L${i}`).join('&');
    expectRefused(await post('/api/cash-advance/store', list, form), 400, bodyMessages.tooManyValues);
  });

  it('answers more than 1,000 values with 400, JSON and form-encoded, and 60,000 keys before reading them', async () => {
    const values = JSON.stringify({ location_data: Array.from({ length: shapeLimits.values + 1 }, () => 0) });
    expect(values.length).toBeLessThan(bodyLimits.step);
    expectRefused(await post('/api/cash-advance/store', values), 400, bodyMessages.tooManyValues);
    const fields = Array.from({ length: shapeLimits.values + 1 }, (_, i) => `k${i}=1`).join('&');
    expect(fields.length).toBeLessThan(bodyLimits.step);
    expectRefused(await post('/api/cash-advance/store', fields, form), 400, bodyMessages.tooManyValues);
    // 60,000 keys cannot be written in the bytes any call takes: refused on its declared length.
    expectRefused(
      await post('/api/cash-advance/store', sixtyThousandKeys),
      413,
      bodyMessages.tooLarge(bodyLimits.step),
    );
  });

  it('holds /trpc to its limit and shape in its own error shape, body and ?input= alike', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(bodyLimits.trpc) });
    expectTrpcRefused(await post('/trpc/forms.popup', big), 413, bodyMessages.tooLarge(bodyLimits.trpc));
    expectTrpcRefused(await post('/trpc/forms.popup', deepJson(5000)), 400, bodyMessages.tooDeep);
    const input = encodeURIComponent(deepJson(1000));
    const res = await server.app.inject({ method: 'GET', url: `/trpc/blog.list?input=${input}`, headers: xhr });
    expectTrpcRefused(res, 400, bodyMessages.tooDeep);
  });

  it("takes a post's whole body on the console's content calls only, and holds them to their own limit", async () => {
    // A 100,000-character post in a non-Latin script is about 300 kB: past the site's calls' limit, within the
    // content calls' (refused then for want of a session, not for its size).
    const longPost = JSON.stringify({ title: 'Ein Beitrag', body: 'ä'.repeat(100_000) });
    expect(Buffer.byteLength(longPost)).toBeGreaterThan(bodyLimits.trpc);
    expect((await post('/trpc/admin.content.posts.save', longPost)).statusCode).toBe(401);
    const tooBig = JSON.stringify({ body: 'x'.repeat(bodyLimits.content) });
    expectTrpcRefused(
      await post('/trpc/admin.content.posts.preview', tooBig),
      413,
      bodyMessages.tooLarge(bodyLimits.content),
    );
    // Another call in the same batch gets the site's limit: the content limit is not a way round it.
    expectTrpcRefused(
      await post('/trpc/admin.content.posts.preview,forms.popup', longPost),
      413,
      bodyMessages.tooLarge(bodyLimits.trpc),
    );
    expectTrpcRefused(
      await post('/trpc/admin.content.posts.preview%2Cforms.popup', longPost),
      413,
      bodyMessages.tooLarge(bodyLimits.trpc),
    );
  });

  it('holds a body sent in chunks, without a declared length, to the same limit', async () => {
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as { port: number };
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const call = request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/form-submit/popup', headers: json },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      // The server may close before the last chunks are written: the answer is what counts.
      call.on('error', (error) => (call.writableFinished ? undefined : reject(error)));
      call.write('{"name":"');
      for (let i = 0; i < 20; i += 1) call.write('x'.repeat(1024));
      call.end('"}');
    });
    expect(answer.status, answer.text).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({
      errors: [{ message: bodyMessages.tooLarge(bodyLimits.step), code: 'body_too_large' }],
    });
  });
});
