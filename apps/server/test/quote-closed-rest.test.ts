import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@sme/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formBooking, legacyRequests } from './legacy-rest.ts';
import { expectLegacyError, startTestServer, type TestServer } from './test-server.ts';

// Over REST, an id opens its quote only until the call is booked or 7 days after it started; after that every
// legacy row answers the legacy 404 with the closed message. Bookings name Calendly events only.

const closed = 'This quote is closed. Please start a new one with your postcode.';
const EIGHT_DAYS = 8 * 24 * 60 * 60 * 1000;
const calendly = (event: string) => ({
  event_uri: `https://api.calendly.com/scheduled_events/${event}`,
  invitee_uri: `https://api.calendly.com/scheduled_events/${event}/invitees/I1`,
});

describe.each(testDatabaseKinds())('closed quotes and booking URIs over REST, %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  });
  afterAll(() => server?.close());

  const { post, postForm, get } = legacyRequests(() => server);

  async function startEnergy() {
    const res = await post('/api/commecial-utility/post-code/submit', {
      post_code: 'E1 6QL',
      full_address: `${randomUUID()} Brick Lane, London`,
      bussiness_name: 'Closed Ltd',
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { collections: { id: string } }).collections.id;
  }
  async function startLoan() {
    const res = await post('/api/business-loan/submit', {
      company_name: `Closed ${randomUUID()} Ltd`,
      company_address: '3 Mill Lane, York',
      borrow_ammount: '25000',
      borrow_month: '12 months',
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { collections: { id: string } }).collections.id;
  }

  it('answers a quote started 8 days ago with the closed message on every energy row, and changes nothing', async () => {
    const id = await startEnergy();
    expect((await get(`/api/commecial-utility/guest-info/get/${id}`)).statusCode).toBe(200);
    await server.db.prisma.guestLead.update({ where: { id }, data: { createdAt: new Date(Date.now() - EIGHT_DAYS) } });
    const before = await server.db.prisma.guestLead.findUniqueOrThrow({ where: { id } });

    expectLegacyError(await get(`/api/commecial-utility/guest-info/get/${id}`), [closed]);
    for (const [path, body] of [
      ['business-name/submit', { id, bussiness_name: 'Hijacked Ltd' }],
      ['service/submit', { id, service: 'Gas' }],
      ['supplier/submit', { id, supplier: 'EDF', contact_end_date: '2027-03-31' }],
      ['post-code/submit', { id, post_code: 'SE1 1TL', full_address: 'Elsewhere' }],
      ['client-personal-info-store', { id, uri: calendly(`OLD-${randomUUID()}`) }],
      ['callback-request', { id, name: 'Sam Jones', phone: '07700 900456' }],
    ] as const) {
      expectLegacyError(await post(`/api/commecial-utility/${path}`, body), [closed]);
    }
    expect(await server.db.prisma.guestLead.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });

  it('closes a loan application once its call is booked; the same event again and a callback request are taken', async () => {
    const id = await startLoan();
    const uri = calendly(`BOOKED-${randomUUID()}`);
    expect((await post('/api/business-loan/client-personal-info-store', { id, uri })).statusCode).toBe(200);

    expectLegacyError(await post('/api/business-loan/submit', { id, business_cat: 'Retail' }), [closed]);
    expectLegacyError(await post('/api/business-loan/submit', { id, monthly_turnover_from: 40 }), [closed]);
    expectLegacyError(
      await post('/api/business-loan/client-personal-info-store', { id, uri: calendly(`SECOND-${randomUUID()}`) }),
      [closed],
    );
    expect((await post('/api/business-loan/client-personal-info-store', { id, uri })).statusCode).toBe(200);
    const callback = await post('/api/business-loan/callback-request', {
      id,
      name: 'Sam Jones',
      phone: '07700 900456',
    });
    expect(callback.statusCode).toBe(200);
    expect(await server.db.prisma.loanApplication.findUniqueOrThrow({ where: { id } })).toMatchObject({
      businessCategory: null,
      monthlyTurnoverFrom: null,
    });
  });

  it.each([
    ['an https page elsewhere', { event_uri: 'https://evil.example', invitee_uri: 'https://evil.example/i' }],
    [
      'a look-alike host',
      { ...calendly('E1'), event_uri: 'https://api.calendly.com.evil.example/scheduled_events/E1' },
    ],
    ['an invitee of another event', { ...calendly('E1'), invitee_uri: calendly('E2').invitee_uri }],
  ])('refuses a booking that names %s, JSON and form-encoded, with the legacy 404', async (_what, uri) => {
    const id = await startEnergy();
    const json = await post('/api/commecial-utility/client-personal-info-store', { id, uri });
    expect(json.statusCode).toBe(404);
    const form = await postForm('/api/commecial-utility/client-personal-info-store', formBooking(uri, id));
    expect(form.statusCode).toBe(404);
    const messages = (form.json() as { errors: { message: string }[] }).errors.map((error) => error.message);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect([
        'The booking must be a Calendly event.',
        'The invitee must belong to the booked Calendly event.',
      ]).toContain(message);
    }
    expect(await server.db.prisma.scheduledCall.count({ where: { guestLeadId: id } })).toBe(0);
  });
});
