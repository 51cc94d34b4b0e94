import { z } from 'zod';
import { serverMessages } from './server-messages.ts';

// The call the scheduling widget booked, as the site reports it: the event and its invitee, by the URIs of the
// scheduling provider's API. Anything else is refused: a booking that points at any https page would let a
// caller plant links in the console and in the lead e-mails ("booked" at https://evil.example).

/** The scheduling provider's API, whose event and invitee URIs a booking must be. */
export const SCHEDULING_API_ORIGIN = 'https://api.calendly.com';

/** An event's or invitee's id in the provider's URIs: letters, digits and hyphens (a UUID, or the older ids). */
const callId = '[A-Za-z0-9-]{1,64}';
const escapedOrigin = SCHEDULING_API_ORIGIN.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `https://api.calendly.com/scheduled_events/{id}` */
export const scheduledEventUriPattern = `^${escapedOrigin}/scheduled_events/${callId}$`;
/** `https://api.calendly.com/scheduled_events/{id}/invitees/{id}` */
export const scheduledInviteeUriPattern = `^${escapedOrigin}/scheduled_events/${callId}/invitees/${callId}$`;

/** Whether the invitee URI is an invitee of that very event (and both have the provider's shape). */
export function isInviteeOfEvent(inviteeUri: string, eventUri: string): boolean {
  return (
    new RegExp(scheduledEventUriPattern).test(eventUri) &&
    new RegExp(scheduledInviteeUriPattern).test(inviteeUri) &&
    inviteeUri.startsWith(`${eventUri}/invitees/`)
  );
}

/** The longest URI the patterns allow, for the documents' maxLength. */
const MAX_URI_LENGTH = 200;

/** One of the provider's URIs, refused with `message` unless it has the shape `pattern` gives. */
const providerUri = (pattern: string, message: string, meta: { description: string; example: string }) =>
  z
    .string({ error: serverMessages.bookingDetails })
    .trim()
    .max(MAX_URI_LENGTH, message)
    .regex(new RegExp(pattern), message)
    .meta(meta);

const eventUri = providerUri(scheduledEventUriPattern, serverMessages.bookingNotCalendly, {
  description: `The scheduled event's URI in the scheduling provider's API: ${SCHEDULING_API_ORIGIN}/scheduled_events/{id}.`,
  example: `${SCHEDULING_API_ORIGIN}/scheduled_events/GBGBDCAADAEDCRZ2`,
});

const inviteeUri = providerUri(scheduledInviteeUriPattern, serverMessages.bookingInviteeOfEvent, {
  description: `The invitee's URI, under the same event: ${SCHEDULING_API_ORIGIN}/scheduled_events/{id}/invitees/{id}.`,
  example: `${SCHEDULING_API_ORIGIN}/scheduled_events/GBGBDCAADAEDCRZ2/invitees/AAAAAAAAAAAAAAAA`,
});

/** The booked call's event and invitee: the one rule the site's report, tRPC and REST all pass through. */
export const bookedCallUris = z
  .object({ event_uri: eventUri, invitee_uri: inviteeUri }, { error: serverMessages.bookingDetails })
  .superRefine((uri, ctx) => {
    const shapesOk =
      new RegExp(scheduledEventUriPattern).test(uri.event_uri) &&
      new RegExp(scheduledInviteeUriPattern).test(uri.invitee_uri);
    if (shapesOk && !isInviteeOfEvent(uri.invitee_uri, uri.event_uri)) {
      ctx.addIssue({ code: 'custom', path: ['invitee_uri'], message: serverMessages.bookingInviteeOfEvent });
    }
  });
