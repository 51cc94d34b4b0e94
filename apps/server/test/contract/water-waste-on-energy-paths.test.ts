import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@sme/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLegacyError, startTestServer, xhr, type TestServer } from '../test-server.ts';
import { expectDocumentedResponse } from './openapi-validator.ts';
import { send, type Encoding, type Method } from './requests.ts';
import { calendlyUris } from '../../../../packages/api/test/support/booking-reports.ts';
import { booked, quoteClosed } from '../../../../packages/api/test/support/messages.ts';

// Spec §3 keeps one guest-lead record for energy and water & waste, and §7 lists the guest-info and booking calls
// under /commecial-utility: an integrator following it reads and books a water & waste lead there. The booking
// must be the one the water & waste path would record: same inbox lead, same timeline, same deliveries, and the
// quote closed to further edits.

const admin = { email: 'boss@example.co.uk', password: 'correct horse battery staple' };
const address = 'Borough Yard Florists, 4 Stoney Street, LONDON, SE1 1TL';

describe.each(testDatabaseKinds())('a water & waste lead on the energy paths of spec §7, on %s', (kind) => {
  let server: TestServer;
  let consoleHeaders: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { RATE_LIMITS: 'off', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, RETENTION_JOB: 'false' },
    });
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/trpc/admin.session.signIn',
      headers: { ...xhr, 'content-type': 'application/json' },
      payload: admin,
    });
    const cookie = ([signIn.headers['set-cookie'] ?? []].flat() as string[]).find((value) =>
      value.startsWith('sme-console.session_token='),
    );
    if (!cookie) throw new Error(`console sign-in failed: ${signIn.statusCode} ${signIn.body}`);
    consoleHeaders = { ...xhr, cookie: cookie.split(';')[0]! };
  });
  afterAll(() => server?.close());

  /** A call as an integrator makes it, held to openapi.json. */
  async function rest(method: Method, path: string, body?: Record<string, unknown>, encoding: Encoding = 'json') {
    const parameters = path.includes('{id}') ? { id: body?.id } : undefined;
    const call = method === 'GET' ? { parameters } : { body };
    const answer = await send(server.app, method, path, call, encoding);
    expectDocumentedResponse(method, path, answer);
    return answer;
  }
  const ok = async (answer: Promise<LightMyRequestResponse>) => {
    const res = await answer;
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { message?: string; collections: Record<string, unknown> };
  };

  /** The water & waste flow through its own REST paths, up to the booking. */
  async function waterWasteLead(service: 'Water' | 'Waste') {
    const businessName = `Borough Yard ${randomUUID()} Ltd`;
    const started = await ok(
      rest('POST', '/commecial-water-waste/post-code/submit', {
        post_code: 'se11tl',
        full_address: address,
        bussiness_name: 'Borough Yard Florists',
      }),
    );
    const id = started.collections.id as string;
    await ok(rest('POST', '/commecial-water-waste/business-name/submit', { bussiness_name: businessName, id }));
    if (service === 'Water') {
      await ok(rest('POST', '/commecial-water-waste/water/submit', { id }));
      await ok(rest('POST', '/commecial-water-waste/annual-usage/submit', { annual_usage: '1,200 m3', id }));
    } else {
      await ok(rest('POST', '/commecial-water-waste/waste/submit', { id }));
      const bins = { require_bin: 2, bin_capacity: 1100, bin_collected_days: 'Twice a week', id };
      await ok(rest('POST', '/commecial-water-waste/waste-info/submit', bins));
    }
    return { id, businessName };
  }

  /** A console query over HTTP, as the signed-in console calls it. */
  async function consoleQuery<T>(procedure: string, input: object): Promise<T> {
    const url = `/trpc/admin.leads.${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;
    const res = await server.app.inject({ method: 'GET', url, headers: consoleHeaders });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { result: { data: T } }).result.data;
  }

  interface LeadDetail {
    kind: string;
    progress: string;
    status: string;
    answers: { label: string; value: string }[];
    calls: { eventUri: string }[];
    timeline: { text: string }[];
    deliveries: { event: string; channel: string }[];
  }

  /** What the sales team sees of the lead: its inbox rows, kind, progress, booked calls, timeline and deliveries. */
  async function consoleView(businessName: string) {
    const { rows } = await consoleQuery<{ rows: { id: string }[] }>('list', { q: businessName });
    const detail = await consoleQuery<LeadDetail>('detail', { id: rows[0]!.id });
    return {
      inboxRows: rows.length,
      kind: detail.kind,
      progress: detail.progress,
      status: detail.status,
      answers: detail.answers.filter((answer) => answer.label !== 'Business name'),
      calls: detail.calls.map((call) => call.eventUri),
      timeline: detail.timeline.map((entry) => entry.text),
      deliveries: detail.deliveries.map((delivery) => `${delivery.event} ${delivery.channel}`).sort(),
    };
  }

  it.each(['Water', 'Waste'] as const)(
    'GET /api/commecial-utility/guest-info/get/{id} answers a %s lead with its own answers, in the documented shape',
    async (service) => {
      const { id, businessName } = await waterWasteLead(service);
      expect(await ok(rest('GET', '/commecial-utility/guest-info/get/{id}', { id }))).toEqual({
        collections: {
          id,
          post_code: 'SE1 1TL',
          full_address: address,
          bussiness_name: businessName,
          service,
          supplier: null,
          contact_end_date: null,
        },
      });
    },
  );

  it.each(['json', 'form'] as const)(
    'POST /api/commecial-utility/client-personal-info-store records its call as its own path would (%s)',
    async (encoding) => {
      const own = await waterWasteLead('Waste');
      const shared = await waterWasteLead('Waste');
      const ownEvent = calendlyUris(`OWN-${randomUUID()}`);
      const sharedEvent = calendlyUris(`SHARED-${randomUUID()}`);

      const ownBooking = { uri: ownEvent, id: own.id };
      const sharedBooking = { uri: sharedEvent, id: shared.id };
      expect(await ok(rest('POST', '/commecial-water-waste/client-personal-info-store', ownBooking, encoding))).toEqual(
        { message: booked },
      );
      expect(await ok(rest('POST', '/commecial-utility/client-personal-info-store', sharedBooking, encoding))).toEqual({
        message: booked,
      });

      // The water & waste path knows the booking as its own: the same event reported there again is taken.
      expect(await ok(rest('POST', '/commecial-water-waste/client-personal-info-store', sharedBooking))).toEqual({
        message: booked,
      });
      const ownView = await consoleView(own.businessName);
      expect(await consoleView(shared.businessName)).toEqual({ ...ownView, calls: [sharedEvent.event_uri] });
      expect(ownView).toMatchObject({ inboxRows: 1, kind: 'water_waste', progress: 'Call booked' });
      expect(ownView.timeline.filter((text) => text === 'Call booked')).toHaveLength(1);
      expect(ownView.deliveries).toEqual(expect.arrayContaining(['lead.call_booked webhook']));
    },
  );

  it('closes the lead once booked there: a second event and further answers are refused on both paths', async () => {
    const { id } = await waterWasteLead('Water');
    const event = calendlyUris(`CLOSED-${randomUUID()}`);
    await ok(rest('POST', '/commecial-utility/client-personal-info-store', { uri: event, id }));

    const refused: [Method, string, Record<string, unknown>][] = [
      ['POST', '/commecial-utility/client-personal-info-store', { uri: calendlyUris(`AGAIN-${randomUUID()}`), id }],
      ['POST', '/commecial-water-waste/client-personal-info-store', { uri: calendlyUris(`AGAIN-${randomUUID()}`), id }],
      ['GET', '/commecial-utility/guest-info/get/{id}', { id }],
      ['GET', '/commecial-water-waste/guest-info/get/{id}', { id }],
      ['POST', '/commecial-water-waste/business-name/submit', { bussiness_name: 'Hijacked Ltd', id }],
      ['POST', '/commecial-water-waste/annual-usage/submit', { annual_usage: '5', id }],
    ];
    for (const [method, path, body] of refused) expectLegacyError(await rest(method, path, body), [quoteClosed]);
    expect(await ok(rest('POST', '/commecial-utility/client-personal-info-store', { uri: event, id }))).toEqual({
      message: booked,
    });
  });
});
