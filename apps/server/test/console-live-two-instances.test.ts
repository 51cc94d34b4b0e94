import { openDatabase, type Database } from '@sme/db';
import { openTestDatabase, testDatabaseKinds } from '@sme/db/testing';
import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openLiveStream } from './live-stream.ts';
import { fetchAddUser, fetchSignIn, xhr } from './test-server.ts';

const admin = { email: 'live@example.co.uk', password: 'correct horse battery staple' };
const settings = {
  LOG_LEVEL: 'silent',
  RETENTION_JOB: 'false',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
};
const json = { ...xhr, 'content-type': 'application/json' };

/** The console's promise: a change reaches every open console within 2 s, whichever instance took it. */
const PUSH_MS = 2_000;

// Two instances behind a proxy on one database: a console connected to B hears of a lead taken by A. On PostgreSQL
// each instance has its own pool and its own listening connection, as two processes would; on the embedded database
// (one process) they share it.
describe.each(testDatabaseKinds())('the live console across two instances on one %s database', (kind) => {
  let db: Database & { url?: string };
  let second: Database;
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  let cookie = '';
  let leads = 0;

  beforeAll(async () => {
    db = await openTestDatabase(kind, { seed: true });
    second = db.url ? await openDatabase({ kind: 'postgres', url: db.url }) : db;
    const config = loadConfig(settings);
    for (const instance of [db, second]) {
      const app = await buildServer({ config, db: instance });
      urls.push(await app.listen({ host: '127.0.0.1', port: 0 }));
      apps.push(app);
    }
    const signedIn = await fetch(`${urls[1]}/trpc/admin.session.signIn`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(admin),
    });
    expect(signedIn.status).toBe(200);
    cookie = signedIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0]!)
      .join('; ');
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    if (second !== db) await second.close();
    await db.close();
  });

  /** A 'Let's talk' popup through A, over REST as a legacy client sends it or over tRPC as the site does. */
  const submitThroughA = async (via: 'rest' | 'trpc') => {
    leads += 1;
    const body = { name: `Live Visitor ${leads}`, email: `live${leads}@example.com`, phone: '01632 960000', page: '/' };
    const url = via === 'rest' ? `${urls[0]}/api/form-submit/popup` : `${urls[0]}/trpc/forms.popup`;
    const sent = performance.now();
    const answer = await fetch(url, { method: 'POST', headers: json, body: JSON.stringify(body) });
    expect(answer.status).toBe(200);
    const lead = await db.prisma.lead.findFirstOrThrow({
      where: { popupLead: { email: body.email } },
      select: { id: true },
    });
    return { leadId: lead.id, sent };
  };

  const waitingOnB = async () => {
    const answer = await fetch(`${urls[1]}/trpc/admin.leads.waitingCount`, { headers: { ...xhr, cookie } });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { result: { data: { waiting: number } } }).result.data.waiting;
  };

  it('tells a console on B of each lead taken by A within 2 s, by id only, and B counts it as waiting', async () => {
    const before = await waitingOnB();
    const stream = await openLiveStream(urls[1]!, cookie);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      // Compressed, the events would wait in the compressor's buffer; a proxy is told not to buffer them either.
      expect(stream.headers.get('content-encoding')).toBeNull();
      expect(stream.headers.get('x-accel-buffering')).toBe('no');
      await vi.waitFor(() => expect(stream.events.map((event) => event.event)).toContain('connected'));

      for (const via of ['rest', 'trpc'] as const) {
        const { leadId, sent } = await submitThroughA(via);
        await vi.waitFor(
          () => expect(stream.changes()).toContainEqual(expect.objectContaining({ type: 'created', leadId })),
          {
            timeout: PUSH_MS,
            interval: 5,
          },
        );
        const heard = stream.changes().find((change) => change.leadId === leadId && change.type === 'created')!;
        expect(heard.at - sent).toBeLessThan(PUSH_MS);
      }
      expect(await waitingOnB()).toBe(before + 2);
      // Ids only: nothing the visitor typed travels in the events.
      const everything = stream.events.map((event) => event.data).join('\n');
      expect(everything).not.toMatch(/Live Visitor|@example\.com|01632/);
      for (const change of stream.changes()) expect(Object.keys(change).sort()).toEqual(['at', 'leadId', 'type']);
    } finally {
      stream.close();
    }
  });

  it('tells B a loan lead is callable when its callback request through A brings a phone number, not at step 1', async () => {
    const stream = await openLiveStream(urls[1]!, cookie);
    try {
      await vi.waitFor(() => expect(stream.events.map((event) => event.event)).toContain('connected'));
      const trpc = async (path: string, body: object) => {
        const answer = await fetch(`${urls[0]}/trpc/${path}`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify(body),
        });
        expect(answer.status, await answer.clone().text()).toBe(200);
        return ((await answer.json()) as { result: { data: { collections: { id: string } } } }).result.data;
      };
      const { collections } = await trpc('businessLoan.basicInfo', {
        company_name: `Callable Bakery ${leads}`,
        borrow_ammount: '15000',
        borrow_month: '12 months',
      });
      const lead = await db.prisma.lead.findFirstOrThrow({ where: { loanApplicationId: collections.id } });
      const of = (type: string) =>
        stream.changes().filter((change) => change.leadId === lead.id && change.type === type);
      await vi.waitFor(() => expect(of('created')).toHaveLength(1), { timeout: PUSH_MS, interval: 5 });
      await trpc('businessLoan.category', { id: collections.id, business_cat: 'Retail' });
      await trpc('businessLoan.turnover', { id: collections.id, monthly_turnover_from: 20 });
      await vi.waitFor(() => expect(of('changed').length).toBeGreaterThanOrEqual(2), { timeout: PUSH_MS, interval: 5 });
      // No phone number or e-mail yet: nobody to call, so no alert.
      expect(of('callable')).toEqual([]);

      const sent = performance.now();
      await trpc('businessLoan.requestCallback', {
        id: collections.id,
        name: 'Callable Owner',
        phone: '07700 900703',
        best_time: 'As soon as possible',
      });
      await vi.waitFor(() => expect(of('callable')).toHaveLength(1), { timeout: PUSH_MS, interval: 5 });
      expect(of('callable')[0]!.at - sent).toBeLessThan(PUSH_MS);
    } finally {
      stream.close();
    }
  });

  it('shows a second agent on B that Sam opened the lead on A within 2 s, and that he left', async () => {
    const sam = { email: 'sam.live@example.co.uk', password: 'sam horse battery staple', name: 'Sam Okafor' };
    await fetchAddUser(urls[0]!, cookie, sam, 'agent');
    const samOnA = await fetchSignIn(urls[0]!, sam);
    const { leadId } = await submitThroughA('trpc');
    const call = async (url: string, path: string, who: string, input: object, method: 'GET' | 'POST') => {
      const query = method === 'GET' ? `?input=${encodeURIComponent(JSON.stringify(input))}` : '';
      const answer = await fetch(`${url}/trpc/${path}${query}`, {
        method,
        headers: { ...json, cookie: who },
        ...(method === 'POST' ? { body: JSON.stringify(input) } : {}),
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
      return ((await answer.json()) as { result: { data: unknown } }).result.data;
    };
    const viewersOnB = () => call(urls[1]!, 'admin.leads.viewers', cookie, { id: leadId }, 'GET');
    const stream = await openLiveStream(urls[1]!, cookie);
    try {
      await vi.waitFor(() => expect(stream.events.map((event) => event.event)).toContain('connected'));
      expect(await call(urls[1]!, 'admin.leads.viewing', cookie, { id: leadId }, 'POST')).toEqual([]);
      const of = () => stream.changes().filter((change) => change.leadId === leadId && change.type === 'viewers');
      const heardBefore = of().length;

      const sent = performance.now();
      await call(urls[0]!, 'admin.leads.viewing', samOnA, { id: leadId }, 'POST');
      await vi.waitFor(() => expect(of().length).toBeGreaterThan(heardBefore), { timeout: PUSH_MS, interval: 5 });
      expect(of().at(-1)!.at - sent).toBeLessThan(PUSH_MS);
      expect(await viewersOnB()).toEqual([{ id: expect.any(String), name: 'Sam Okafor' }]);

      // His page's beat a minute on changes nothing the others see: no event. Leaving does.
      const heard = of().length;
      await call(urls[0]!, 'admin.leads.viewing', samOnA, { id: leadId }, 'POST');
      await call(urls[0]!, 'admin.leads.leave', samOnA, { id: leadId }, 'POST');
      await vi.waitFor(() => expect(of().length).toBeGreaterThan(heard), { timeout: PUSH_MS, interval: 5 });
      expect(await viewersOnB()).toEqual([]);
      // Back on it: one event more. The notifications arrive in the order their writes committed, so once this one is
      // heard, a beat's would have been too: two events since `heard`, not three.
      await call(urls[0]!, 'admin.leads.viewing', samOnA, { id: leadId }, 'POST');
      await vi.waitFor(() => expect(of().length).toBeGreaterThan(heard + 1), { timeout: PUSH_MS, interval: 5 });
      expect(of().length).toBe(heard + 2);
    } finally {
      stream.close();
    }
  });

  it('refuses the stream without a session, and from another site, and takes it with X-Requested-With', async () => {
    const anonymous = await openLiveStream(urls[1]!, '');
    await anonymous.ended;
    expect(anonymous.events.map((event) => event.event)).toContain('serialized-error');
    expect(anonymous.events.at(-1)?.data).toContain('UNAUTHORIZED');

    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const headers of refused) {
      const foreign = await openLiveStream(urls[1]!, cookie, headers);
      expect(foreign.status).toBe(403);
      foreign.close();
    }
    const otherOrigin = await openLiveStream(urls[1]!, cookie, { origin: 'https://evil.example' });
    expect(otherOrigin.status).toBe(403);
    otherOrigin.close();

    const sameOrigin = await openLiveStream(urls[1]!, cookie, { origin: urls[1]! });
    expect(sameOrigin.status).toBe(200);
    sameOrigin.close();
    const scripted = await openLiveStream(urls[1]!, cookie, xhr);
    expect(scripted.status).toBe(200);
    scripted.close();

    // Only the stream is let through on the browser's word: any other console call still needs the header.
    const read = await fetch(`${urls[1]}/trpc/admin.leads.waitingCount`, {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(read.status).toBe(403);
  });

  it('ends a signed-out console’s stream with UNAUTHORIZED', async () => {
    // A session of its own, so signing it out leaves the suite's.
    const signedIn = await fetch(`${urls[0]}/trpc/admin.session.signIn`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(admin),
    });
    const own = signedIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0]!)
      .join('; ');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await openLiveStream(urls[1]!, own);
      await vi.waitFor(() => expect(stream.events.map((event) => event.event)).toContain('connected'));
      const out = await fetch(`${urls[0]}/trpc/admin.session.signOut`, {
        method: 'POST',
        headers: { ...json, cookie: own },
      });
      expect(out.status).toBe(200);
      // The session is asked after again every 30 s.
      await vi.advanceTimersByTimeAsync(30_000);
      await stream.ended;
      expect(stream.events.at(-1)?.event).toBe('serialized-error');
      expect(stream.events.at(-1)?.data).toContain('UNAUTHORIZED');
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends open streams when the instance stops, so it can stop', async () => {
    const config = loadConfig(settings);
    const third = await buildServer({ config, db: second });
    const url = await third.listen({ host: '127.0.0.1', port: 0 });
    const stream = await openLiveStream(url, cookie);
    await vi.waitFor(() => expect(stream.events.map((event) => event.event)).toContain('connected'));
    const started = performance.now();
    await third.close();
    await stream.ended;
    expect(performance.now() - started).toBeLessThan(2_000);
    // A retryable error: the browser connects again, to another instance behind the proxy.
    expect(stream.events.at(-1)?.event).toBe('serialized-error');
    expect(stream.events.at(-1)?.data).toContain('SERVICE_UNAVAILABLE');
  });
});
