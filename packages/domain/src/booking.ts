// The callback booking screen /calendly/{slug}/{id}: the slug names the flow whose lead or application the
// booked call is recorded against.

export const bookingSlugs = ['commercial-utility', 'commercial-water-waste', 'business-loan', 'cash-advance'] as const;
export type BookingSlug = (typeof bookingSlugs)[number];

export function isBookingSlug(value: string): value is BookingSlug {
  return (bookingSlugs as readonly string[]).includes(value);
}

/** The widget's slot length and height (spec §9). */
export const BOOKING_SLOT_MINUTES = 30;
export const BOOKING_WIDGET_HEIGHT = 700;

/** The scheduling widget's script (Calendly's embed). */
export const SCHEDULING_SCRIPT_URL = 'https://assets.calendly.com/assets/external/widget.js';
