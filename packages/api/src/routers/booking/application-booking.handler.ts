import type { Context } from '../../context.ts';
import { findApplication, type ApplicationFlow } from '../../services/applications.ts';
import { applicationBooking, recordBooking } from '../../services/bookings.ts';
import { attributionOf } from '../../services/lead-inbox/attribution.ts';
import { bookingRecorded, type BookingInput } from './booking.schema.ts';

/** Records the call the scheduling widget booked for a loan or cash-advance application. */
export async function applicationBookingHandler(ctx: Context, flow: ApplicationFlow, input: BookingInput) {
  const application = await findApplication(ctx.prisma, flow, input.id, 'booking', input.uri.event_uri);
  await recordBooking(ctx.prisma, applicationBooking(flow, application.id), input.uri, {
    attribution: attributionOf(input),
  });
  return { message: bookingRecorded };
}
