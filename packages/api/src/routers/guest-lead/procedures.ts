import { leadsReadBy, type GuestLeadFlow } from '../../services/guest-leads.ts';
import { bookingScreenProcedures, type BookingScreenPaths } from '../booking/booking-screen.ts';
import { guestCallbackInput } from '../callback/callback.schema.ts';
import { mutation } from '../procedure.ts';
import { idOutput } from '../record-id.ts';
import type { restMeta } from '../rest-meta.ts';
import { bookingHandler } from './booking.handler.ts';
import { businessNameHandler } from './business-name.handler.ts';
import { businessNameInput } from './business-name.schema.ts';
import { guestCallbackHandler } from './callback.handler.ts';
import { leadId } from './lead-id.ts';
import { postCodeHandler } from './post-code.handler.ts';
import { postCodeInput } from './post-code.schema.ts';

/** Each flow's legacy REST paths for the steps both flows share, spelt as the legacy clients spell them. */
export interface SharedStepPaths extends BookingScreenPaths {
  postCode: `/${string}`;
  businessName: `/${string}`;
}

/** openapi.json's word on a booking call that also takes water & waste leads (leadsReadBy). */
const booksWaterWasteLeads =
  "Takes an energy lead's id or a water & waste lead's id (one guest-lead record for both flows). A water & " +
  "waste lead's call is recorded against that lead exactly as /commecial-water-waste/client-personal-info-store " +
  'records it, and closes it to further answers alike.';

/**
 * The steps both guest-lead flows share: start at an address, confirm the business name, record the booking or
 * a callback request.
 */
export function guestLeadProcedures(flow: GuestLeadFlow, rest: ReturnType<typeof restMeta>, paths: SharedStepPaths) {
  const bookingNote =
    flow !== 'water_waste' && leadsReadBy[flow].includes('water_waste') ? booksWaterWasteLeads : undefined;
  return {
    postCodeSubmit: mutation({
      rest: rest('POST', paths.postCode, 'Start a quote at the address the visitor chose'),
      input: postCodeInput,
      output: idOutput,
      handler: (ctx, input) => postCodeHandler(ctx, flow, input),
    }),

    businessNameSubmit: mutation({
      rest: rest('POST', paths.businessName, 'Confirm the business name'),
      input: businessNameInput,
      output: idOutput,
      handler: (ctx, input) => businessNameHandler(ctx, flow, input),
    }),

    ...bookingScreenProcedures(rest, paths, {
      recordId: leadId,
      booking: (ctx, input) => bookingHandler(ctx, flow, input),
      bookingNote,
      callbackInput: guestCallbackInput,
      callback: (ctx, input) => guestCallbackHandler(ctx, flow, input),
    }),
  };
}
