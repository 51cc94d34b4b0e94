// A local stand-in for the scheduling service's API (Calendly API v2): the two reads the server makes of a booking,
// GET /scheduled_events/{uuid} and GET /scheduled_events/{uuid}/invitees/{uuid}, answered as the service documents
// them ({ resource: { ... } }), behind a Bearer token. Tests script bookings, cancellations, reschedules and failures.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const ORIGIN = 'https://api.calendly.com';

/** A booking as the fake holds it; anything not given gets a plain default. */
export interface FakeBooking {
  name: string;
  email: string;
  /** The text reminder number, when the invitee gave one. */
  textReminderNumber?: string | null;
  questionsAndAnswers?: { question: string; answer: string }[];
  startTime: string;
  endTime?: string;
  status?: 'active' | 'canceled';
  /** Moved to another booking: that event and invitee's ids. */
  rescheduledTo?: { eventId: string; inviteeId: string };
}

export interface FakeCalendly {
  /** The API's base, for CALENDLY_API_URL. */
  url: string;
  token: string;
  /** Every request: method and path, and whether its token was right. */
  requests: { path: string; authorised: boolean }[];
  /** Holds a booking for this event (and any invitee of it). */
  book(eventId: string, booking: FakeBooking): void;
  /** Cancels the event, as the invitee or the host would in the service. */
  cancel(eventId: string): void;
  /** Moves the invitee to a new event at another time: the old event is cancelled, its invitee points on. */
  reschedule(eventId: string, to: { eventId: string; inviteeId: string; startTime: string }): void;
  /** How long each answer is held back (milliseconds): keeps reads in flight, as a slow service would. */
  holdMs: number;
  /**
   * Answers the next `times` requests with this status (503 by default) before answering again; with `eventId`,
   * only the requests for that event's booking.
   */
  failNext(times: number, status?: number, eventId?: string): void;
  close(): Promise<void>;
}

/** An event the fake was not told of still answers, with a person and a time of its own (the other specs' bookings). */
const defaultBooking = (eventId: string): FakeBooking => ({
  name: 'Sam Booker',
  email: `booker.${eventId
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 20)}@example.co.uk`,
  startTime: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().replace(/T.*/, 'T10:00:00.000000Z'),
});

const plusHalfHour = (iso: string) => new Date(new Date(iso).getTime() + 30 * 60 * 1000).toISOString();

export async function startFakeCalendly(
  options: { token?: string; port?: number; host?: string } = {},
): Promise<FakeCalendly> {
  const token = options.token ?? 'fake-calendly-personal-access-token';
  const bookings = new Map<string, FakeBooking>();
  const requests: FakeCalendly['requests'] = [];
  let failures: { left: number; status: number; eventId?: string } = { left: 0, status: 503 };

  const bookingOf = (eventId: string) => bookings.get(eventId) ?? defaultBooking(eventId);

  const eventResource = (eventId: string) => {
    const booking = bookingOf(eventId);
    return {
      uri: `${ORIGIN}/scheduled_events/${eventId}`,
      name: '30 Minute Meeting',
      status: booking.status ?? 'active',
      start_time: booking.startTime,
      end_time: booking.endTime ?? plusHalfHour(booking.startTime),
      event_type: `${ORIGIN}/event_types/FAKE-30MIN`,
      location: { type: 'outbound_call' },
      invitees_counter: { total: 1, active: booking.status === 'canceled' ? 0 : 1, limit: 1 },
      created_at: '2026-11-26T09:00:00.000000Z',
      updated_at: '2026-11-26T09:00:00.000000Z',
      event_memberships: [],
      event_guests: [],
    };
  };

  const inviteeResource = (eventId: string, inviteeId: string) => {
    const booking = bookingOf(eventId);
    const [first, ...rest] = booking.name.split(' ');
    const moved = booking.rescheduledTo;
    const canceled = booking.status === 'canceled';
    return {
      uri: `${ORIGIN}/scheduled_events/${eventId}/invitees/${inviteeId}`,
      email: booking.email,
      first_name: first ?? null,
      last_name: rest.join(' ') || null,
      name: booking.name,
      status: canceled ? 'canceled' : 'active',
      questions_and_answers: (booking.questionsAndAnswers ?? []).map((item, position) => ({ ...item, position })),
      timezone: 'Europe/London',
      event: `${ORIGIN}/scheduled_events/${eventId}`,
      created_at: '2026-11-26T09:00:00.000000Z',
      updated_at: '2026-11-26T09:00:00.000000Z',
      tracking: {},
      text_reminder_number: booking.textReminderNumber ?? null,
      rescheduled: !!moved,
      old_invitee: null,
      new_invitee: moved ? `${ORIGIN}/scheduled_events/${moved.eventId}/invitees/${moved.inviteeId}` : null,
      cancel_url: `https://calendly.com/cancellations/${inviteeId}`,
      reschedule_url: `https://calendly.com/reschedulings/${inviteeId}`,
      cancellation: canceled ? { canceled_by: booking.name, reason: null, canceler_type: 'invitee' } : undefined,
      payment: null,
      no_show: null,
      reconfirmation: null,
    };
  };

  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const authorised = request.headers.authorization === `Bearer ${token}`;
    requests.push({ path, authorised });
    const answer = (status: number, body: unknown) => {
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      }, fake.holdMs);
    };
    if (failures.left > 0 && (!failures.eventId || path.includes(`/scheduled_events/${failures.eventId}`))) {
      failures.left -= 1;
      return answer(failures.status, { title: 'Internal Server Error', message: 'The fake was told to fail.' });
    }
    if (!authorised) {
      return answer(401, { title: 'Unauthenticated', message: 'The access token is invalid' });
    }
    const invitee = /^\/scheduled_events\/([\w-]+)\/invitees\/([\w-]+)$/.exec(path);
    if (request.method === 'GET' && invitee)
      return answer(200, { resource: inviteeResource(invitee[1]!, invitee[2]!) });
    const event = /^\/scheduled_events\/([\w-]+)$/.exec(path);
    if (request.method === 'GET' && event) return answer(200, { resource: eventResource(event[1]!) });
    return answer(404, { title: 'Resource Not Found', message: 'The server could not find the requested resource.' });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeCalendly = {
    holdMs: 0,
    url: `http://127.0.0.1:${port}`,
    token,
    requests,
    book: (eventId, booking) => bookings.set(eventId, booking),
    cancel(eventId) {
      bookings.set(eventId, { ...bookingOf(eventId), status: 'canceled' });
    },
    reschedule(eventId, to) {
      const booking = bookingOf(eventId);
      bookings.set(eventId, {
        ...booking,
        status: 'canceled',
        rescheduledTo: { eventId: to.eventId, inviteeId: to.inviteeId },
      });
      bookings.set(to.eventId, { ...booking, startTime: to.startTime, endTime: undefined, status: 'active' });
    },
    failNext(times, status = 503, eventId) {
      failures = { left: times, status, eventId };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
