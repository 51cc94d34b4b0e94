import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@sme/db';
import { testDatabaseKinds } from '@sme/db/testing';
import {
  calendlyClient,
  createCaller,
  demoAddressProvider,
  startBookingDetailsWorker,
  type BookingDetailsWorker,
} from '../../src/index.ts';
import { openConsoleTestbed, type ConsoleTestbed } from '../console/console-testbed.ts';
import { clockFromForSuite } from '../support/clock.ts';
import { startFakeCalendly, type FakeBooking, type FakeCalendly } from '../support/fake-calendly.ts';
import { loanBasics } from '../support/sample-answers.ts';

const quiet = { info() {}, warn() {}, error() {} };
const uris = (eventId: string) => ({
  event_uri: `https://api.calendly.com/scheduled_events/${eventId}`,
  invitee_uri: `https://api.calendly.com/scheduled_events/${eventId}/invitees/INV-${eventId}`,
});

/** A Thursday afternoon in January, GMT: the console shows it as it is in the UK. */
const priya: FakeBooking = {
  name: 'Priya Patel',
  email: 'priya@patel-bakery.co.uk',
  textReminderNumber: '+44 7700 900123',
  questionsAndAnswers: [
    { question: 'What would you like to talk about?', answer: 'A loan for a second oven' },
    { question: 'Best number to reach you', answer: '07700 900456' },
  ],
  startTime: '2027-01-14T14:00:00.000000Z',
};

describe.each(testDatabaseKinds())('booking details from the scheduling service, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let fake: FakeCalendly;
  let cookie: string;
  /** The workers' clock: moved on by the tests, never slept through. */
  let clock: Date;
  const workers: BookingDetailsWorker[] = [];
  // Monday 30 November 2026, 10:00 GMT, and on from there: the booked calls (14 and 15 January 2027) are still to
  // come, as a booking the worker keeps reading is, whenever the suite runs (after 14 January 2027 they had passed).
  clockFromForSuite('2026-11-30T10:00:00Z');

  beforeAll(async () => {
    bed = await openConsoleTestbed(kind);
    fake = await startFakeCalendly();
    cookie = (await bed.user('agent', 'Alex Agent')).cookie;
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await fake.close();
    await bed.close();
  });

  /** The console as staff use it, on a server with CALENDLY_TOKEN set ('on') or without it. */
  const console = (bookingDetails?: 'on' | 'off') =>
    createCaller({
      prisma: bed.db.prisma,
      addressLookup: demoAddressProvider(),
      consoleAuth: bed.auth,
      http: { headers: new Headers({ cookie }), secure: false, setCookies() {} },
      ...(bookingDetails && { bookingDetails }),
    });

  /** A server's worker, started by hand: each run reads what is due at the clock's time. */
  const worker = (db: Database = bed.db, token = fake.token) => {
    const started = startBookingDetailsWorker({
      prisma: db.prisma,
      client: calendlyClient({ token, apiUrl: fake.url }),
      log: quiet,
      now: () => clock,
      autoStart: false,
    });
    workers.push(started);
    return started;
  };

  /** How often the worker read this booking (its invitee: the first of the two reads). */
  const readsOf = (eventId: string) =>
    fake.requests.filter((request) => request.path.startsWith(`/scheduled_events/${eventId}/invitees/`)).length;

  const moveClock = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  /** A loan applicant books a call through the widget: the lead's id and the event's. */
  async function bookedLead(booking: FakeBooking | null = priya, callback?: { name: string; phone: string }) {
    // Each call's own business name: the same answers again within minutes would be the same application.
    const business = `Patel Bakery ${randomUUID().slice(0, 8)}`;
    const { collections } = await bed.visitor.businessLoan.basicInfo({ ...loanBasics, company_name: business });
    if (callback) await bed.visitor.businessLoan.requestCallback({ id: collections.id, ...callback });
    const eventId = `EV-${randomUUID()}`;
    if (booking) fake.book(eventId, booking);
    await bed.visitor.businessLoan.clientPersonalInfoStore({ id: collections.id, uri: uris(eventId) });
    const lead = await bed.db.prisma.lead.findFirstOrThrow({ where: { loanApplicationId: collections.id } });
    // Just after the booking was recorded (the row's first read is due at once).
    clock = new Date(Date.now() + 1000);
    return { leadId: lead.id, eventId, business };
  }

  const detail = (leadId: string, bookingDetails: 'on' | 'off' = 'on') =>
    console(bookingDetails).admin.leads.detail({ id: leadId });
  const timelineTexts = async (leadId: string) =>
    (await detail(leadId)).timeline.filter((entry) => entry.who === 'Scheduling service').map((entry) => entry.text);

  it("brings the invitee's name, e-mail, phone, answers and the call's time onto the lead", async () => {
    const { leadId, eventId, business } = await bookedLead();
    const before = await detail(leadId);
    expect(before.calls).toEqual([
      expect.objectContaining({ details: 'waiting', name: null, startAt: null, eventUri: uris(eventId).event_uri }),
    ]);
    expect(before.personName).toBeNull();

    await worker().runOnce();
    expect(readsOf(eventId)).toBe(1);

    const after = await detail(leadId);
    expect(after.calls).toEqual([
      expect.objectContaining({
        details: 'received',
        name: 'Priya Patel',
        email: 'priya@patel-bakery.co.uk',
        // The text reminder number comes first; the phone question's answer stays among the answers.
        phone: '+44 7700 900123',
        answers: [
          { question: 'What would you like to talk about?', answer: 'A loan for a second oven' },
          { question: 'Best number to reach you', answer: '07700 900456' },
        ],
        startAt: '2027-01-14T14:00:00.000Z',
        endAt: '2027-01-14T14:30:00.000Z',
        status: 'active',
        detailsError: null,
      }),
    ]);
    // The lead has a person: the inbox row, its search and the lead page's contact.
    expect(after).toMatchObject({
      personName: 'Priya Patel',
      email: 'priya@patel-bakery.co.uk',
      phone: '+44 7700 900123',
    });
    const row = await bed.db.prisma.lead.findUniqueOrThrow({ where: { id: leadId } });
    expect(row).toMatchObject({ personName: 'Priya Patel', businessName: business, progress: 'Call booked' });
    const found = await console('on').admin.leads.list({ q: 'Priya Patel' });
    expect(found.rows.map((lead) => lead.id)).toContain(leadId);
    expect(await timelineTexts(leadId)).toEqual(['Booked call with Priya Patel on 14 Jan 2027 14:00']);
    // Read with the token, at the stored URIs' paths on the configured base.
    const paths = fake.requests.filter((request) => request.path.includes(eventId));
    expect(paths).toEqual([
      { path: `/scheduled_events/${eventId}/invitees/INV-${eventId}`, authorised: true },
      { path: `/scheduled_events/${eventId}`, authorised: true },
    ]);
  });

  it('keeps the name a callback request gives, and takes the rest from the booking', async () => {
    const { leadId } = await bookedLead(priya, { name: 'Raj Patel', phone: '07700 900789' });
    await worker().runOnce();
    // Who asked to be called, on the number they gave; the booking's e-mail fills the gap.
    expect(await detail(leadId)).toMatchObject({ personName: 'Raj Patel', phone: '07700 900789', email: priya.email });
    expect((await detail(leadId)).calls[0]).toMatchObject({ name: 'Priya Patel', details: 'received' });
  });

  it('takes a phone number from a booking question when no text reminder number was given', async () => {
    const { leadId } = await bookedLead({ ...priya, textReminderNumber: null });
    await worker().runOnce();
    expect((await detail(leadId)).calls[0]).toMatchObject({ phone: '07700 900456' });
  });

  it('tries again after the service failed twice, and the details then arrive', async () => {
    const { leadId, eventId } = await bookedLead();
    const reader = worker();
    fake.failNext(2, 503, eventId);

    await reader.runOnce();
    expect(readsOf(eventId)).toBe(1);
    expect((await detail(leadId)).calls[0]).toMatchObject({
      details: 'waiting',
      name: null,
      detailsError: 'The scheduling service answered 503 for the invitee.',
    });
    // Not due again until its backoff has passed: 30 seconds, then 2 minutes.
    await reader.runOnce();
    expect(readsOf(eventId)).toBe(1);
    moveClock(30_000);
    await reader.runOnce();
    expect(readsOf(eventId)).toBe(2);
    expect(
      await bed.db.prisma.scheduledCall.findUniqueOrThrow({ where: { eventUri: uris(eventId).event_uri } }),
    ).toMatchObject({
      detailsAttempts: 2,
      detailsFetchedAt: null,
    });
    moveClock(60_000);
    await reader.runOnce();
    expect(readsOf(eventId)).toBe(2);
    moveClock(60_000);
    await reader.runOnce();
    expect(readsOf(eventId)).toBe(3);

    expect((await detail(leadId)).calls[0]).toMatchObject({
      details: 'received',
      name: 'Priya Patel',
      startAt: '2027-01-14T14:00:00.000Z',
      detailsError: null,
    });
    expect((await detail(leadId)).personName).toBe('Priya Patel');
  });

  it('says the details are in the scheduling account when no token is set', async () => {
    const { leadId } = await bookedLead();
    expect((await detail(leadId, 'off')).calls).toEqual([
      expect.objectContaining({ details: 'not configured', name: null, startAt: null }),
    ]);
    // A server started without the setting says the same (the context has no bookingDetails).
    expect((await console().admin.leads.detail({ id: leadId })).calls[0]).toMatchObject({ details: 'not configured' });
  });

  it('sees a cancellation made in the scheduling service on a later read, and writes it on the timeline', async () => {
    const { leadId, eventId } = await bookedLead();
    const reader = worker();
    await reader.runOnce();
    fake.cancel(eventId);
    // Read again half an hour later, while the call is ahead.
    await reader.runOnce();
    expect(readsOf(eventId)).toBe(1);
    moveClock(30 * 60_000);
    await reader.runOnce();
    expect(readsOf(eventId)).toBe(2);

    expect((await detail(leadId)).calls[0]).toMatchObject({ status: 'canceled', details: 'received' });
    expect(await timelineTexts(leadId)).toEqual([
      'Booked call with Priya Patel on 14 Jan 2027 14:00',
      'Booked call cancelled in the scheduling service',
    ]);
    // A cancelled call is not read again.
    moveClock(24 * 60 * 60_000);
    await reader.runOnce();
    expect(readsOf(eventId)).toBe(2);
  });

  it('follows a reschedule to the new time', async () => {
    const { leadId, eventId } = await bookedLead();
    const reader = worker();
    await reader.runOnce();
    const moved = `EV-${randomUUID()}`;
    fake.reschedule(eventId, { eventId: moved, inviteeId: 'INV-MOVED', startTime: '2027-01-15T09:30:00.000000Z' });
    moveClock(30 * 60_000);
    await reader.runOnce();

    expect((await detail(leadId)).calls[0]).toMatchObject({
      status: 'rescheduled',
      startAt: '2027-01-15T09:30:00.000Z',
      name: 'Priya Patel',
    });
    expect(await timelineTexts(leadId)).toEqual([
      'Booked call with Priya Patel on 14 Jan 2027 14:00',
      'Booked call moved to another time',
    ]);
  });

  it('stops at once, saying why, when the service refuses the token', async () => {
    const { leadId, eventId } = await bookedLead();
    const reader = worker(bed.db, 'a token the service does not know');
    await reader.runOnce();
    expect((await detail(leadId)).calls[0]).toMatchObject({
      details: 'failed',
      detailsError: 'The scheduling service refused the token (401): check CALENDLY_TOKEN.',
    });
    expect(readsOf(eventId)).toBe(1);
    moveClock(2 * 24 * 60 * 60_000);
    await reader.runOnce();
    expect(readsOf(eventId)).toBe(1);
    // The token never reaches the lead page.
    expect(JSON.stringify(await detail(leadId))).not.toContain('a token the service does not know');
  });

  it('gives up after about a day of failures', async () => {
    const { leadId, eventId } = await bookedLead();
    const reader = worker();
    fake.failNext(1000, 500, eventId);
    for (let hour = 0; hour < 30; hour += 1) {
      await reader.runOnce();
      moveClock(60 * 60_000);
    }
    fake.failNext(0);
    // After 30 s, 2 min, 10 min, then hourly while the next try is within 24 hours of the first: 27, then none.
    expect(readsOf(eventId)).toBe(27);
    expect((await detail(leadId)).calls[0]).toMatchObject({
      details: 'failed',
      detailsError: 'The scheduling service answered 500 for the invitee.',
    });
  });

  it("erases what the booking told us with the lead's personal data, and reads it no more", async () => {
    const { leadId, eventId } = await bookedLead();
    const reader = worker();
    await reader.runOnce();
    const admin = await bed.user('admin');
    await admin.caller.admin.leads.erase({ id: leadId });
    const [call] = await bed.db.prisma.scheduledCall.findMany({
      where: { inviteeUri: '', eventUri: { startsWith: 'erased:' } },
      orderBy: { updatedAt: 'desc' },
      take: 1,
    });
    expect(call).toMatchObject({
      inviteeName: null,
      inviteeEmail: null,
      inviteePhone: null,
      inviteeAnswers: [],
      detailsDueAt: null,
    });
    moveClock(60 * 60_000);
    await reader.runOnce();
    expect(readsOf(eventId)).toBe(1);
    expect(JSON.stringify(await detail(leadId))).not.toContain('Priya');
  });

  it('two workers on one database never read the same booking at once, and read each one', async () => {
    // On PostgreSQL a connection pool of its own, as a second server instance has; the embedded database has one.
    const url = (bed.db as Database & { url?: string }).url;
    const second = url ? await openDatabase({ kind: 'postgres', url }) : bed.db;
    try {
      const booked = [];
      for (let i = 0; i < 12; i += 1) booked.push(await bookedLead());
      // Slow answers keep both workers' reads in flight at once, so their claims overlap.
      fake.holdMs = 20;
      const counts = await Promise.all([worker(bed.db).runOnce(), worker(second).runOnce()]);
      fake.holdMs = 0;
      // Both took part, and each booking was read by one of them, once.
      expect(counts.every((count) => count > 0)).toBe(true);
      for (const { eventId } of booked) expect(readsOf(eventId)).toBe(1);
      for (const { leadId } of booked) expect((await detail(leadId)).calls[0]).toMatchObject({ details: 'received' });
      for (const { leadId } of booked) expect(await timelineTexts(leadId)).toHaveLength(1);
    } finally {
      if (second !== bed.db) await second.close();
    }
  });
});
