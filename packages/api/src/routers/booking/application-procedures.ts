import type { ApplicationFlow } from '../../services/applications.ts';
import { applicationId } from '../business-loan/application-id.ts';
import { applicationCallbackHandler } from '../callback/application-callback.handler.ts';
import { applicationCallbackInput } from '../callback/callback.schema.ts';
import type { restMeta } from '../rest-meta.ts';
import { applicationBookingHandler } from './application-booking.handler.ts';
import { bookingScreenProcedures, type BookingScreenPaths } from './booking-screen.ts';

/** The booking screen of a loan or cash-advance application: record the booked call, or ask for a callback. */
export function applicationBookingProcedures(
  flow: ApplicationFlow,
  rest: ReturnType<typeof restMeta>,
  paths: BookingScreenPaths,
) {
  return bookingScreenProcedures(rest, paths, {
    recordId: applicationId,
    booking: (ctx, input) => applicationBookingHandler(ctx, flow, input),
    callbackInput: applicationCallbackInput,
    callback: (ctx, input) => applicationCallbackHandler(ctx, flow, input),
  });
}
