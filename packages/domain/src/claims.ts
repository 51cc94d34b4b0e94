import { BOOKING_SLOT_MINUTES } from './booking.ts';

/**
 * The site's marketing claims in one place, so no page can state a number another page contradicts. The spec's own
 * claims are kept word for word. Figure claims about results (businesses helped, acceptance, time to offer, energy
 * savings) are not here: the business enters each with its evidence (finance/claim-evidence.ts), and pages make them
 * only then. Each number is tied to the product it describes, so two never meet as if they were about one thing:
 * - the callback promise 'in 60 seconds' is the callback request; a booked call is a 30-minute slot at a chosen time;
 * - 24/7 is the partner portal's and the card terminals' technical support; people answer in office hours, and the
 *   card account helpline keeps its own hours. The office hours are not a claim: pages read them from the OFFICE_HOURS
 *   setting (PublicSettings.officeHours).
 */
export const claims = {
  noHiddenFees: 'no hidden fees',
  callbackPromise: 'in 60 seconds',
  bookedCallMinutes: BOOKING_SLOT_MINUTES,
  battery: '10-hour battery',
  terminalSupport: '24/7 technical support',
  accountHelpline: 'Monday to Sunday 8am to 6pm',
  partnerSupport: '24/7 support',
} as const;
