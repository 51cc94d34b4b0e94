import { SCHEDULING_API_ORIGIN, scheduledEventUriPattern, scheduledInviteeUriPattern } from '@sme/domain';
import { bookingOf, type BookingRead, type EventResource, type InviteeResource } from './booking-read.ts';

export const BOOKING_READ_TIMEOUT_MS = 10_000;

/** How often a rescheduled invitee is followed to the booking that replaced it, before giving up on the chain. */
const MOST_RESCHEDULES = 5;

/**
 * A failed read, in words staff can act on (never the token). `retry`: the service may answer later (network,
 * timeout, 5xx, 429); otherwise trying again would get the same answer (401, 403, 404, a reply we cannot read).
 */
export class BookingReadFailure extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly code: string,
  ) {
    super(message);
    this.name = 'BookingReadFailure';
  }
}

/** Reads one booking (its event and invitee) from the scheduling service. */
export interface BookingDetailsClient {
  read(call: { eventUri: string; inviteeUri: string }): Promise<BookingRead>;
}

export interface CalendlyClientOptions {
  /** The personal access token. Secret: sent only in the Authorization header of these reads. */
  token: string;
  /** The API's base (CALENDLY_API_URL); the stored URIs' path is read on it. */
  apiUrl?: string;
  timeoutMs?: number;
}

/**
 * The scheduling service's API v2 (Calendly): GET the invitee, then its event, with the token as a Bearer. The
 * stored URIs always name https://api.calendly.com (booking-uri.ts); with another base set (a local fake in the
 * tests, a proxy), the same path is read there. An invitee who rescheduled is followed to the booking that
 * replaced it, so the time read is the one the call will happen at.
 */
export function calendlyClient({
  token,
  apiUrl = SCHEDULING_API_ORIGIN,
  timeoutMs = BOOKING_READ_TIMEOUT_MS,
}: CalendlyClientOptions): BookingDetailsClient {
  const base = apiUrl.replace(/\/+$/, '');
  const onBase = (uri: string) => `${base}${uri.slice(SCHEDULING_API_ORIGIN.length)}`;

  async function get<T>(uri: string, what: 'event' | 'invitee'): Promise<T> {
    let response: Response;
    try {
      response = await fetch(onBase(uri), {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw connectionFailure(error, timeoutMs);
    }
    if (response.status < 200 || response.status > 299) {
      await response.body?.cancel().catch(() => undefined);
      throw statusFailure(response.status, what);
    }
    try {
      const body = (await response.json()) as { resource?: T };
      if (!body.resource || typeof body.resource !== 'object') throw new Error('no resource');
      return body.resource;
    } catch {
      throw new BookingReadFailure(
        `The scheduling service's answer for the ${what} could not be read.`,
        true,
        'bad_body',
      );
    }
  }

  return {
    async read(call) {
      let inviteeUri = call.inviteeUri;
      let eventUri = call.eventUri;
      const first = await get<InviteeResource>(inviteeUri, 'invitee');
      let invitee = first;
      for (let hop = 0; hop < MOST_RESCHEDULES && invitee.rescheduled && isInviteeUri(invitee.new_invitee); hop += 1) {
        inviteeUri = invitee.new_invitee;
        eventUri = inviteeUri.slice(0, inviteeUri.indexOf('/invitees/'));
        invitee = await get<InviteeResource>(inviteeUri, 'invitee');
      }
      const event = await get<EventResource>(eventUri, 'event');
      return bookingOf(event, invitee, { rescheduled: first.rescheduled === true });
    },
  };
}

const isInviteeUri = (uri: unknown): uri is string =>
  typeof uri === 'string' &&
  new RegExp(scheduledInviteeUriPattern).test(uri) &&
  new RegExp(scheduledEventUriPattern).test(uri.slice(0, uri.indexOf('/invitees/')));

function statusFailure(status: number, what: 'event' | 'invitee'): BookingReadFailure {
  if (status === 401) {
    return new BookingReadFailure(
      'The scheduling service refused the token (401): check CALENDLY_TOKEN.',
      false,
      'http_401',
    );
  }
  if (status === 403) {
    return new BookingReadFailure(
      `The token may not read this ${what} (403): it belongs to another scheduling account.`,
      false,
      'http_403',
    );
  }
  if (status === 404) {
    return new BookingReadFailure(`The scheduling service does not know this ${what} (404).`, false, 'http_404');
  }
  if (status === 429) {
    return new BookingReadFailure('The scheduling service asked us to slow down (429).', true, 'http_429');
  }
  return new BookingReadFailure(
    `The scheduling service answered ${status} for the ${what}.`,
    status >= 500 || status === 408,
    `http_${status}`,
  );
}

function connectionFailure(error: unknown, timeoutMs: number): BookingReadFailure {
  const name = (error as Error | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new BookingReadFailure(
      `The scheduling service did not answer within ${timeoutMs / 1000} seconds.`,
      true,
      'timeout',
    );
  }
  const code = (error as { cause?: { code?: string } } | undefined)?.cause?.code ?? 'network';
  return new BookingReadFailure(`Could not reach the scheduling service (${code}).`, true, code);
}
