import type { Context } from '../../context.ts';
import { recordBooking } from '../../services/bookings.ts';
import { findGuestLead, type GuestLeadFlow } from '../../services/guest-leads.ts';
import { bookingRecorded, type BookingInput } from '../booking/booking.schema.ts';

export async function bookingHandler(ctx: Context, flow: GuestLeadFlow, input: BookingInput) {
  const lead = await findGuestLead(ctx.prisma, flow, input.id, 'booking', input.uri.event_uri);
  const bookingFlow = flow === 'energy' ? 'commercial_utility' : 'water_waste';
  await recordBooking(ctx.prisma, { flow: bookingFlow, guestLeadId: lead.id }, input.uri);
  return { message: bookingRecorded };
}
