import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@sme/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openLiveStream } from './live-stream.ts';
import { consoleEnv, fetchSignIn, serverForSuite, startTestServer, xhr, type TestServer } from './test-server.ts';
import { contactForm } from '../../../packages/api/test/support/sample-answers.ts';

const token = 'test-metrics-token-0123456789abcdefghijklmnop';
const admin = { email: 'ops@example.co.uk', password: 'correct horse battery staple' };

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Prometheus' text format (0.0.4), read strictly: every line is a HELP, a TYPE or a sample, or the parse fails, so
 * a broken exposition fails the test rather than a scraper in production.
 */
function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*$/.test(line)) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample) throw new Error(`not a line of the text format: ${line}`);
    const labels: Record<string, string> = {};
    const labelText = sample[2] ?? '';
    const pairs = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/gy;
    let matched = 0;
    for (let pair = pairs.exec(labelText); pair; pair = pairs.exec(labelText)) {
      labels[pair[1]!] = pair[2]!;
      matched = pairs.lastIndex;
    }
    if (matched !== labelText.length) throw new Error(`labels not in the text format: ${line}`);
    // Prometheus reads NaN and Inf in any case (prom-client writes an empty summary's figures as "Nan").
    const raw = sample[3]!.toLowerCase();
    const value = /^[+-]?inf$/.test(raw) ? (raw.startsWith('-') ? -Infinity : Infinity) : Number(raw);
    if (Number.isNaN(value) && raw !== 'nan') throw new Error(`not a value: ${line}`);
    samples.push({ name: sample[1]!, labels, value });
  }
  return { types, samples };
}

/** The one sample of `name` whose labels include `labels`; undefined when there is none. */
const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))
    ?.value;

describe.each(testDatabaseKinds())('GET /metrics without METRICS_TOKEN, %s', (kind) => {
  const server = serverForSuite(kind);

  it('answers 404 exactly as any unknown path does, whatever the request carries', async () => {
    const unknown = await server.app.inject({ method: 'GET', url: '/no-such-path' });
    for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
      const res = await server.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(res.body).toBe(unknown.body);
    }
  });
});

describe('the METRICS_TOKEN setting', () => {
  it('stops the server on a token too short to resist guessing, or one a bearer header cannot carry, unechoed', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'Invalid setting METRICS_TOKEN=(hidden): must be at least 32 characters',
    );
    expect(() => loadConfig({ METRICS_TOKEN: `${'a'.repeat(32)} b` })).toThrow(
      /^Invalid setting METRICS_TOKEN=\(hidden\): must be letters, digits/,
    );
    expect(loadConfig({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
  });
});

describe.each(testDatabaseKinds())('GET /metrics with METRICS_TOKEN, %s', (kind) => {
  let server: TestServer;
  let base: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { ...consoleEnv(admin), METRICS_TOKEN: token } });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
  }, 120_000);
  afterAll(() => server?.close());

  const scrape = async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { text: res.body, headers: res.headers, ...parseExposition(res.body) };
  };

  const submitContact = (email: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/form-submit/contact-us',
      headers: xhr,
      payload: { ...contactForm, email },
    });

  it('refuses a missing or wrong token with 401, in constant time, showing nothing', async () => {
    for (const authorization of [
      undefined,
      '',
      'Bearer',
      `Bearer ${token.slice(0, -1)}x`,
      `Bearer ${token}x`,
      `Basic ${Buffer.from(`prometheus:${token}`).toString('base64')}`,
      token,
    ]) {
      const res = await server.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('sme_');
    }
  });

  it('answers the text format with every metric, and the process metrics', async () => {
    const { headers, types, samples } = await scrape();
    expect(headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(headers['cache-control']).toBe('no-store');
    expect(Object.fromEntries([...types].filter(([name]) => name.startsWith('sme_')))).toEqual({
      sme_http_request_duration_seconds: 'histogram',
      sme_leads_taken_total: 'counter',
      sme_outbox_pending: 'gauge',
      sme_outbox_oldest_pending_age_seconds: 'gauge',
      sme_live_streams_open: 'gauge',
      sme_live_push_delay_seconds: 'histogram',
    });
    expect(types.get('process_cpu_user_seconds_total')).toBe('counter');
    expect(types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
    // Every kind and channel from the first scrape, so rate() and alerts see the first lead or delivery.
    for (const leadKind of ['contact_us', 'popup', 'energy', 'business_loan', 'cash_advance']) {
      expect(valueOf(samples, 'sme_leads_taken_total', { kind: leadKind, spam: 'false' })).toBeTypeOf('number');
    }
    for (const channel of ['business_email', 'visitor_email', 'webhook']) {
      expect(valueOf(samples, 'sme_outbox_pending', { channel })).toBeTypeOf('number');
      expect(valueOf(samples, 'sme_outbox_oldest_pending_age_seconds', { channel })).toBeTypeOf('number');
    }
    expect(valueOf(samples, 'sme_live_streams_open')).toBe(0);
  });

  it('counts a lead submitted through the REST API by its kind, once: a repeat answered as the first is not counted', async () => {
    const taken = async () =>
      valueOf((await scrape()).samples, 'sme_leads_taken_total', { kind: 'contact_us', spam: 'false' });
    const before = await taken();
    const email = `counted-${randomUUID().slice(0, 8)}@example.co.uk`;
    expect((await submitContact(email)).statusCode).toBe(200);
    expect(await taken()).toBe(before! + 1);
    // The same submission again within the duplicate window stores nothing.
    expect((await submitContact(email)).statusCode).toBe(200);
    expect(await taken()).toBe(before! + 1);
    expect(await server.db.prisma.contactEnquiry.count({ where: { email } })).toBe(1);
  });

  it('counts the lead a callback request for a postcode without addresses starts, once', async () => {
    const taken = async () =>
      valueOf((await scrape()).samples, 'sme_leads_taken_total', { kind: 'energy', spam: 'false' });
    const before = await taken();
    const phone = `07700 ${String(Math.floor(Math.random() * 900_000) + 100_000)}`;
    const request = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/commecial-utility/callback-request',
        headers: xhr,
        payload: { post_code: 'ZE3 9JW', name: 'Sam Hill', phone },
      });
    expect((await request()).statusCode).toBe(200);
    expect(await taken()).toBe(before! + 1);
    expect((await request()).statusCode).toBe(200);
    expect(await taken()).toBe(before! + 1);
  });

  it('names each request by its route template, never by its URL', async () => {
    await server.app.inject({ method: 'GET', url: '/api/address/LS1%204AP', headers: xhr });
    await server.app.inject({ method: 'GET', url: '/api/blog/details/a-post-about-someone', headers: xhr });
    await server.app.inject({ method: 'GET', url: `/trpc/blog.list?input=${encodeURIComponent('{}')}`, headers: xhr });
    await server.app.inject({ method: 'GET', url: '/trpc/no.such.procedure', headers: xhr });
    await server.app.inject({ method: 'GET', url: '/no-such-page/priya@example.co.uk' });
    const email = `routed-${randomUUID().slice(0, 8)}@example.co.uk`;
    await submitContact(email);
    const { text, samples } = await scrape();
    const routes = new Set(
      samples.filter((s) => s.name === 'sme_http_request_duration_seconds_count').map((s) => s.labels.route),
    );
    expect(routes).toContain('/api/address/{postcode}');
    expect(routes).toContain('/api/blog/details/{title}');
    expect(routes).toContain('/api/form-submit/contact-us');
    expect(routes).toContain('/trpc/blog.list');
    expect(routes).toContain('/trpc/:path');
    expect(routes).toContain('unmatched');
    expect(
      valueOf(samples, 'sme_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/form-submit/contact-us',
        status_class: '2xx',
      }),
    ).toBeGreaterThanOrEqual(1);
    for (const typed of ['LS1', 'a-post-about-someone', 'no.such.procedure', 'no-such-page', 'priya', email]) {
      expect(text).not.toContain(typed);
    }
  });

  it('shows the outbox backlog and its oldest age from the database', async () => {
    await submitContact(`outbox-${randomUUID().slice(0, 8)}@example.co.uk`);
    const lead = await server.db.prisma.lead.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
    const now = Date.now();
    // Waiting for 15 minutes, its next try an hour away: the worker leaves it as it is.
    const waiting = await server.db.prisma.delivery.create({
      data: {
        eventId: randomUUID(),
        eventType: 'lead_created',
        occurredAt: new Date(now - 15 * 60_000),
        channel: 'webhook',
        leadId: lead.id,
        payload: {},
        giveUpAt: new Date(now + 23 * 3_600_000),
        nextAttemptAt: new Date(now + 3_600_000),
        createdAt: new Date(now - 15 * 60_000),
      },
    });
    const pendingRows = await server.db.prisma.delivery.count({ where: { status: 'pending', channel: 'webhook' } });
    const during = (await scrape()).samples;
    expect(valueOf(during, 'sme_outbox_pending', { channel: 'webhook' })).toBe(pendingRows);
    const oldest = valueOf(during, 'sme_outbox_oldest_pending_age_seconds', { channel: 'webhook' })!;
    expect(oldest).toBeGreaterThanOrEqual(15 * 60 - 1);
    expect(oldest).toBeLessThan(15 * 60 + 60);

    await server.db.prisma.delivery.update({ where: { id: waiting.id }, data: { status: 'sent', sentAt: new Date() } });
    const after = (await scrape()).samples;
    expect(valueOf(after, 'sme_outbox_oldest_pending_age_seconds', { channel: 'webhook' })).toBeLessThan(60);
  });

  it('counts the live streams open and times each change pushed to one', async () => {
    const cookie = await fetchSignIn(base, admin);
    const pushes = async () => valueOf((await scrape()).samples, 'sme_live_push_delay_seconds_count') ?? 0;
    const pushedBefore = await pushes();
    const stream = await openLiveStream(base, cookie);
    expect(stream.status).toBe(200);
    try {
      await expect.poll(async () => valueOf((await scrape()).samples, 'sme_live_streams_open')).toBe(1);
      const email = `live-${randomUUID().slice(0, 8)}@example.co.uk`;
      expect((await submitContact(email)).statusCode).toBe(200);
      await expect.poll(() => stream.changes().length, { timeout: 5000 }).toBeGreaterThan(0);
      expect(await pushes()).toBeGreaterThanOrEqual(pushedBefore + stream.changes().length);
    } finally {
      stream.close();
    }
    await expect.poll(async () => valueOf((await scrape()).samples, 'sme_live_streams_open')).toBe(0);
    // A stream's length is no request latency: it is not in the latency histogram.
    const { samples } = await scrape();
    expect(samples.some((s) => s.labels.route === '/trpc/admin.live.changes')).toBe(false);
  });
});
