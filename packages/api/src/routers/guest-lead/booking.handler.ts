import type { Context } from '../../context.ts';
import { guestLeadBooking, recordBooking } from '../../services/bookings.ts';
import { attributionOf } from '../../services/lead-inbox/attribution.ts';
import { findGuestLead, leadsReadBy, type GuestLeadFlow } from '../../services/guest-leads.ts';
import { bookingRecorded, type BookingInput } from '../booking/booking.schema.ts';

/** Books a call for any lead this flow's booking call takes (leadsReadBy), as the lead's own flow would. */
export async function bookingHandler(ctx: Context, flow: GuestLeadFlow, input: BookingInput) {
  const lead = await findGuestLead(ctx.prisma, leadsReadBy[flow], input.id, 'booking', input.uri.event_uri);
  await recordBooking(ctx.prisma, guestLeadBooking(lead), input.uri, { attribution: attributionOf(input) });
  return { message: bookingRecorded };
}
