import { BOOKING_SLOT_MINUTES } from './booking.ts';

/**
 * The site's marketing claims in one place, so no page can state a number another page contradicts. The spec's own
 * claims are kept word for word; each number is tied to the product it describes, so two never meet as if they were
 * about one thing:
 * - business loans: 90% acceptance and offers within 48 hours (the lenders' panel);
 * - merchant cash advance: 95% approval success and offers in under 24 hours (providers judge card takings);
 * - the callback promise 'in 60 seconds' is the callback request; a booked call is a 30-minute slot at a chosen time;
 * - 24/7 is the partner portal's and the card terminals' technical support; people answer in office hours, and the
 *   card account helpline keeps its own hours.
 */
export const claims = {
  businessesHelped: 'Over 2000',
  refusedElsewhere: 'More than 1000',
  loanAcceptance: '90% acceptance',
  loanOffers: 'within 48 hours',
  advanceApproval: '95% approval success',
  advanceOffers: 'in under 24 hours',
  noHiddenFees: 'no hidden fees',
  enquiryAnswer: 'in under 3 minutes',
  callbackPromise: 'in 60 seconds',
  bookedCallMinutes: BOOKING_SLOT_MINUTES,
  energySavings: 'up to 40%',
  uptime: '99.999% uptime',
  battery: '10-hour battery',
  terminalSupport: '24/7 technical support',
  accountHelpline: 'Monday to Sunday 8am to 6pm',
  partnerSupport: '24/7 support',
  officeHours: 'Monday to Friday 09:00 to 18:00',
} as const;
