import { transportMessages } from '@sme/api';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@sme/api';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { expectDocumentedResponse, operationOf } from './contract/openapi-validator.ts';
import { serverForSuite, startTestServer, xhr, type TestServer } from './test-server.ts';

const tooMany = { errors: [{ message: 'Too many requests. Please try again in a minute.', code: 'rate_limited' }] };
const json = { ...xhr, 'content-type': 'application/json' };

/** A valid contact-us enquiry, different each time (the same enquiry twice is taken once). */
let serial = 0;
const enquiry = () => {
  serial += 1;
  return {
    first_name: 'Amara Okafor',
    email: `amara.${serial}@okafor-studio.co.uk`,
    phone: '07700 900123',
    business_name: `Okafor Studio ${serial}`,
    business_address: '12 Park Row, LEEDS, LS1 5HD',
    message: `Enquiry number ${serial} about one energy contract.`,
  };
};

const servers: TestServer[] = [];
async function start(env: Record<string, string> = {}) {
  const server = await startTestServer('pglite', { env });
  servers.push(server);
  return server;
}
/** A group that starts servers itself closes them when done: several embedded databases at once cost memory. */
const closeStarted = async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
};

const submit = (server: TestServer, remoteAddress: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/form-submit/contact-us',
    headers: { ...json, ...headers },
    payload: enquiry(),
    remoteAddress,
  });
const read = (server: TestServer, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  server.app.inject({ url, headers: { ...xhr, ...headers }, remoteAddress });

// Each test counts from addresses of its own, so tests can share a server without sharing counters.
describe('throttling per client address, default limits', () => {
  const server = serverForSuite('pglite');

  it('stores 60 of 300 rapid valid contact-us submissions from one client and refuses the rest with 429', async () => {
    const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const before = await server.db.prisma.contactEnquiry.count();
    const answers = await Promise.all(
      Array.from({ length: 300 }, () =>
        fetch(`${address}/api/form-submit/contact-us`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify(enquiry()),
        }).then(async (res) => ({
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: await res.json(),
        })),
      ),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(60);
    expect(refused).toHaveLength(240);
    expect(await server.db.prisma.contactEnquiry.count()).toBe(before + 60);
    for (const answer of refused) {
      expect(answer.body).toEqual(tooMany);
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);
    }
  }, 120_000);

  it('ignores X-Forwarded-For without TRUST_PROXY: the socket address is counted', async () => {
    // 30 look-ups a minute with the built-in addresses; a new X-Forwarded-For each time changes nothing.
    const statuses = [];
    for (let i = 0; i < 31; i++) {
      const res = await read(server, '/api/address/E1%206QL', '192.0.2.80', { 'x-forwarded-for': `198.51.100.${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
  });
});

describe('throttling per client address, low limits', () => {
  const server = serverForSuite('pglite', {
    env: {
      RATE_LIMIT_SUBMISSIONS: '3',
      RATE_LIMIT_READS: '4',
      RATE_LIMIT_LOOKUPS: '2',
      RATE_LIMIT_ALLOW: '203.0.113.0/24, 192.0.2.99',
      TRUST_PROXY: '10.0.0.0/8',
    },
  });

  it('refuses the (N+1)th submission with Retry-After and the legacy body, stores nothing more, serves others', async () => {
    const client = '192.0.2.1';
    const before = await server.db.prisma.contactEnquiry.count();
    for (let i = 0; i < 3; i++) expect((await submit(server, client)).statusCode).toBe(200);
    const refused = await submit(server, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await server.db.prisma.contactEnquiry.count()).toBe(before + 3);
    // Another address has its own count; the other families are untouched.
    expect((await submit(server, '192.0.2.2')).statusCode).toBe(200);
    expect((await read(server, '/api/blog/home', client)).statusCode).toBe(200);
    expect((await read(server, '/api/address/E1%206QL', client)).statusCode).toBe(200);
    // Every POST under /api is a submission, whichever form it is.
    const popup = await server.app.inject({
      method: 'POST',
      url: '/api/form-submit/popup',
      headers: json,
      payload: { name: 'Sam Carter', email: 'sam@example.co.uk', phone: '07700 900456' },
      remoteAddress: client,
    });
    expect(popup.statusCode).toBe(429);
  });

  it('tells each caller its limit, what is left and when the window ends (IETF RateLimit fields), refused or not', async () => {
    const client = '192.0.2.40';
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await submit(server, client));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    for (const answer of answers) expect(answer.headers['ratelimit-policy']).toBe('"submissions";q=3;w=60');
    const remaining = answers.map((answer) => /^"submissions";r=(\d+);t=(\d+)$/.exec(String(answer.headers.ratelimit)));
    expect(remaining.map((match) => Number(match?.[1]))).toEqual([2, 1, 0, 0]);
    for (const match of remaining) expect(Number(match?.[2])).toBeGreaterThanOrEqual(1);
    for (const match of remaining) expect(Number(match?.[2])).toBeLessThanOrEqual(60);
    // A read counts in its own family, and says so.
    const blog = await read(server, '/api/blog/home', client);
    expect(blog.headers['ratelimit-policy']).toBe('"reads";q=4;w=60');
    expect(blog.headers.ratelimit).toMatch(/^"reads";r=3;t=\d+$/);
    // An address on the allow list is not counted, so it is told no limit.
    const allowed = await submit(server, '192.0.2.99');
    expect(allowed.headers['ratelimit-policy']).toBeUndefined();
  });

  it('counts reads and postcode look-ups apart, each with its own limit', async () => {
    const client = '192.0.2.3';
    for (let i = 0; i < 2; i++) expect((await read(server, '/api/address/E1%206QL', client)).statusCode).toBe(200);
    const lookup = await read(server, '/api/address/E1%206QL', client);
    expect(lookup.statusCode).toBe(429);
    expect(lookup.json()).toEqual(tooMany);
    for (let i = 0; i < 4; i++) expect((await read(server, '/api/blog/home', client)).statusCode).toBe(200);
    expect((await read(server, '/api/cash-advance/get-location-data', client)).statusCode).toBe(429);
    // A dressed-up path still counts as the call it runs.
    expect((await read(server, '/api/docs/../blog/home', client)).statusCode).toBe(429);
    expect((await submit(server, client)).statusCode).toBe(200);
    // What is not an API call is never counted: health, the contract and its reference.
    for (const url of ['/healthz', '/api/openapi.json', '/api/docs']) {
      expect((await read(server, url, client)).statusCode, url).toBe(200);
    }
  });

  it('answers the site over tRPC in its own error shape, counting every call of a batch', async () => {
    // Over a socket from 127.0.0.1, which no other test here uses.
    const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const client = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${address}/trpc`, headers: { 'X-Requested-With': 'XMLHttpRequest' } })],
    });
    // Four submissions in one batched request: the fourth is over the limit, so the request is refused.
    const batch = await Promise.allSettled([1, 2, 3, 4].map(() => client.forms.contactUs.mutate(enquiry())));
    expect(batch.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    const error = (batch[0] as PromiseRejectedResult).reason as TRPCClientError<AppRouter>;
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error.message).toBe(transportMessages.tooManyRequests);
    // What the site's toast reads (apps/web/src/ui/toast-errors.ts).
    expect(error.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429, messages: [error.message] });

    await client.address.lookup.query({ postcode: 'E1 6QL' });
    await client.address.lookup.query({ postcode: 'SE1 1TL' });
    const raw = await fetch(`${address}/trpc/address.lookup?input=${encodeURIComponent('{"postcode":"E1 6QL"}')}`, {
      headers: xhr,
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await raw.json()).toEqual({
      error: {
        message: transportMessages.tooManyRequests,
        code: -32029,
        data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, messages: [transportMessages.tooManyRequests] },
      },
    });
    // The console's calls are a family of their own: a visitor's limits never lock staff out.
    const consoleCall = await fetch(`${address}/trpc/admin.leads.list?input=%7B%7D`, { headers: xhr });
    expect(consoleCall.status).toBe(401);
  });

  it('documents the 429 in openapi.json, and the answer matches it', async () => {
    const client = '192.0.2.4';
    for (let i = 0; i < 3; i++) await submit(server, client);
    expectDocumentedResponse('POST', '/form-submit/contact-us', await submit(server, client));
    for (let i = 0; i < 4; i++) await read(server, '/api/blog/details/nothing', client);
    const res = await read(server, '/api/blog/details/nothing', client);
    expect(res.statusCode).toBe(429);
    expectDocumentedResponse('GET', '/blog/details/{title}', res);
    expect(operationOf('POST', '/form-submit/contact-us').responses['429']).toMatchObject({
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
    });
  });

  it('exempts the addresses in RATE_LIMIT_ALLOW', async () => {
    for (const remote of ['203.0.113.9', '203.0.113.200', '192.0.2.99']) {
      for (let i = 0; i < 4; i++) expect((await submit(server, remote)).statusCode, remote).toBe(200);
    }
  });

  it('honours X-Forwarded-For only from the proxies TRUST_PROXY lists', async () => {
    // Through the proxy: each visitor is counted apart.
    for (const visitor of ['192.0.2.10', '192.0.2.11']) {
      for (let i = 0; i < 3; i++) {
        const res = await submit(server, '10.0.0.5', { 'x-forwarded-for': visitor });
        expect(res.statusCode, visitor).toBe(200);
      }
    }
    expect((await submit(server, '10.0.0.5', { 'x-forwarded-for': '192.0.2.10' })).statusCode).toBe(429);
    // Straight to the server from elsewhere: the header is the client's own say-so.
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await submit(server, '192.0.2.12', { 'x-forwarded-for': `198.51.100.${i}` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('a paid postcode look-up', () => {
  afterAll(closeStarted);
  let asked = 0;
  const provider = createServer((_req, res) => {
    asked += 1;
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify([{ postCode: 'E1 6QL', envelopeAddress: { summaryLine: '83 Brick Lane, LONDON, E1 6QL' } }]),
    );
  });
  let paid: TestServer;
  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    paid = await start({
      POSTCODE_LOOKUP_KEY: 'test-key',
      POSTCODE_LOOKUP_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`,
    });
  });
  afterAll(() => new Promise((resolve) => provider.close(resolve)));

  it('is throttled tighter, so the provider is asked at most that many times', async () => {
    // Different postcodes, so the answer cache does not hide a call. (Without a key the limit is 30: see above.)
    const statuses = [];
    for (let i = 0; i < 15; i++) {
      statuses.push((await read(paid, `/api/address/E${i + 1}%206QL`, '192.0.2.1')).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
    expect(asked).toBe(10);
  });
});

describe('TRUST_PROXY=1', () => {
  const server = serverForSuite('pglite', { env: { RATE_LIMIT_SUBMISSIONS: '2', TRUST_PROXY: '1' } });

  it('honours X-Forwarded-For from the one hop in front of the server', async () => {
    const statuses = [];
    for (const forwarded of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.1', '192.0.2.1']) {
      statuses.push((await submit(server, '10.0.0.5', { 'x-forwarded-for': forwarded })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('RATE_LIMITS=off', () => {
  const server = serverForSuite('pglite', { env: { RATE_LIMITS: 'off', RATE_LIMIT_SUBMISSIONS: '1' } });

  it('switches throttling off', async () => {
    for (let i = 0; i < 3; i++) expect((await submit(server, '192.0.2.1')).statusCode).toBe(200);
  });
});

describe('settings', () => {
  it.each([
    ['TRUST_PROXY', 'yes please'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['RATE_LIMIT_ALLOW', '127.0.0.1,localhost'],
    ['RATE_LIMIT_SUBMISSIONS', '0'],
    ['RATE_LIMITS', 'maybe'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
  ])('refuses %s=%s with one line naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid setting ${name}=`));
  });

  it('keeps the password of REDIS_URL out of its error line', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://user:s3cret@redis' })).toThrow(/REDIS_URL=\(hidden\)/);
  });

  it('reads the documented forms of TRUST_PROXY', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, fd00::/8' }).TRUST_PROXY).toEqual(['10.0.0.1', 'fd00::/8']);
  });
});

describe('counters in Redis, shared by several instances', () => {
  afterAll(closeStarted);
  const prefix = `test:rate:${randomUUID()}:`;
  const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true });
  beforeAll(() => redis.connect());
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  const shared = { REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_KEY_PREFIX: prefix, RATE_LIMIT_SUBMISSIONS: '4' };
  let one: TestServer;
  let two: TestServer;
  let unreachable: TestServer;
  beforeAll(async () => {
    one = await start(shared);
    two = await start(shared);
    unreachable = await start({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_SUBMISSIONS: '1' });
  });

  it('shares one count between two instances', async () => {
    const statuses = [];
    for (const server of [one, two, one, two, one, two]) statuses.push((await submit(server, '192.0.2.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(await redis.keys(`${prefix}*`)).toEqual([`${prefix}submissions:192.0.2.1`]);
    expect(await redis.pttl(`${prefix}submissions:192.0.2.1`)).toBeGreaterThan(50_000);
  });

  it('serves every call when Redis cannot be reached, rather than refusing visitors', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await submit(unreachable, '192.0.2.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
  });
});
