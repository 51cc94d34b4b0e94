import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { callbackRequestOutput } from '../callback/callback.schema.ts';
import { mutation } from '../procedure.ts';
import type { recordId } from '../record-id.ts';
import type { restMeta } from '../rest-meta.ts';
import { bookingInput, bookingOutput, type BookingInput } from './booking.schema.ts';

/** Each flow's legacy REST paths for its booking screen. */
export interface BookingScreenPaths {
  booking: `/${string}`;
  callback: `/${string}`;
}

/** What a flow's booking screen is made of: its record's id, its callback body and a handler for each call. */
export interface BookingScreen<CallbackInput extends z.ZodType> {
  recordId: ReturnType<typeof recordId>;
  booking: (ctx: Context, input: BookingInput) => Promise<z.input<typeof bookingOutput>>;
  /** openapi.json's word on the booking call, where it takes more than the flow's own records. */
  bookingNote?: string;
  callbackInput: CallbackInput;
  callback: (ctx: Context, input: z.output<CallbackInput>) => Promise<z.input<typeof callbackRequestOutput>>;
}

/** The booking screen of every flow: record the call the scheduling widget booked, or ask for a callback instead. */
export function bookingScreenProcedures<CallbackInput extends z.ZodType>(
  rest: ReturnType<typeof restMeta>,
  paths: BookingScreenPaths,
  screen: BookingScreen<CallbackInput>,
) {
  return {
    clientPersonalInfoStore: mutation({
      rest: rest('POST', paths.booking, 'Record the call the scheduling widget booked', screen.bookingNote),
      input: bookingInput(screen.recordId),
      output: bookingOutput,
      handler: screen.booking,
    }),

    requestCallback: mutation({
      rest: rest('POST', paths.callback, 'Ask us to call back instead of booking a time'),
      input: screen.callbackInput,
      output: callbackRequestOutput,
      handler: screen.callback,
    }),
  };
}
