import { isBookingSlug, type BookingSlug } from '@sme/domain';
import { SENT_PARAM } from '../../forms/posted-form.ts';

/** The router whose procedures record a booking screen's call and callback request, by the screen's slug. */
export const bookingRouters = {
  'commercial-utility': 'energy',
  'commercial-water-waste': 'waterWaste',
  'business-loan': 'businessLoan',
  'cash-advance': 'cashAdvance',
} as const satisfies Record<BookingSlug, string>;
export type BookingRouter = (typeof bookingRouters)[BookingSlug];

/** The booking screen at this path, /calendly/{slug}/{id}: its flow and its lead's or application's id. */
export function bookingScreenAt(pathname: string): { slug: BookingSlug; id: string } | null {
  const [, calendly, slug = '', id, ...rest] = pathname.split('/');
  if (calendly !== 'calendly' || !isBookingSlug(slug) || !id || rest.length > 0) return null;
  try {
    return { slug, id: decodeURIComponent(id) };
  } catch {
    return null;
  }
}

/** The query naming the callback request the screen was just sent (its reference), after `?sent=callback`. */
export const CALLBACK_REFERENCE_PARAM = 'reference';

/**
 * Where a booking screen's callback request sent as a plain form leads (Post/Redirect/Get): the screen again, which
 * confirms the request its reference names.
 */
export const callbackSentAt = (pathname: string, reference: string) =>
  `${pathname}?${SENT_PARAM}=callback&${CALLBACK_REFERENCE_PARAM}=${encodeURIComponent(reference)}`;

/** The reference of the request the screen's address says was just sent, if it says so. */
export function sentCallbackReference(search: URLSearchParams): string | null {
  return search.get(SENT_PARAM) === 'callback' ? search.get(CALLBACK_REFERENCE_PARAM) : null;
}
