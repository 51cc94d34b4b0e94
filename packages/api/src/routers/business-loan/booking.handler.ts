import { serverMessages } from '@sme/domain';
import type { Context } from '../../context.ts';
import { requireExisting } from '../../services/applications.ts';
import { quoteStateSelect } from '../../services/quote-access.ts';
import { recordBooking } from '../../services/bookings.ts';
import { bookingRecorded, type BookingInput } from '../booking/booking.schema.ts';

export async function loanBookingHandler(ctx: Context, input: BookingInput) {
  const application = await requireExisting(
    input.id,
    (id) => ctx.prisma.loanApplication.findUnique({ where: { id }, select: { id: true, ...quoteStateSelect } }),
    serverMessages.applicationNotFound,
    'booking',
    input.uri.event_uri,
  );
  await recordBooking(ctx.prisma, { flow: 'business_loan', loanApplicationId: application.id }, input.uri);
  return { message: bookingRecorded };
}
