import { publicProcedure } from '../../trpc.ts';
import type { ApplicationFlow } from '../../services/applications.ts';
import { applicationId } from '../business-loan/application-id.ts';
import { applicationCallbackHandler } from '../callback/application-callback.handler.ts';
import { applicationCallbackInput, callbackRequestOutput } from '../callback/callback.schema.ts';
import type { restMeta } from '../rest-meta.ts';
import { applicationBookingHandler } from './application-booking.handler.ts';
import { bookingInput, bookingOutput } from './booking.schema.ts';

/** Each application flow's legacy REST paths for its booking screen. */
export interface BookingScreenPaths {
  booking: `/${string}`;
  callback: `/${string}`;
}

/** The booking screen of a loan or cash-advance application: record the booked call, or ask for a callback. */
export function applicationBookingProcedures(
  flow: ApplicationFlow,
  rest: ReturnType<typeof restMeta>,
  paths: BookingScreenPaths,
) {
  return {
    clientPersonalInfoStore: publicProcedure
      .meta(rest('POST', paths.booking, 'Record the call the scheduling widget booked'))
      .input(bookingInput(applicationId))
      .output(bookingOutput)
      .mutation(({ ctx, input }) => applicationBookingHandler(ctx, flow, input)),

    requestCallback: publicProcedure
      .meta(rest('POST', paths.callback, 'Ask us to call back instead of booking a time'))
      .input(applicationCallbackInput)
      .output(callbackRequestOutput)
      .mutation(({ ctx, input }) => applicationCallbackHandler(ctx, flow, input)),
  };
}
