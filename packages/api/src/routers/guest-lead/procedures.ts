import type { OpenApiMeta } from 'trpc-to-openapi';
import { leadsReadBy, type GuestLeadFlow } from '../../services/guest-leads.ts';
import { publicProcedure } from '../../trpc.ts';
import { bookingHandler } from './booking.handler.ts';
import { guestCallbackHandler } from './callback.handler.ts';
import { callbackRequestOutput, guestCallbackInput } from '../callback/callback.schema.ts';
import { bookingInput, bookingOutput } from '../booking/booking.schema.ts';
import { businessNameHandler } from './business-name.handler.ts';
import { businessNameInput } from './business-name.schema.ts';
import { leadId, leadIdOutput } from './lead-id.ts';
import { postCodeHandler } from './post-code.handler.ts';
import { postCodeInput } from './post-code.schema.ts';

export interface GuestLeadRoutes {
  flow: GuestLeadFlow;
  /** The legacy REST prefix, spelt as the legacy clients spell it (e.g. /commecial-utility). */
  prefix: `/${string}`;
  tag: string;
}

/** REST metadata of one of the flow's procedures. */
export function flowMeta(
  routes: GuestLeadRoutes,
  method: 'GET' | 'POST',
  path: `/${string}`,
  summary: string,
  description?: string,
): OpenApiMeta {
  return {
    openapi: { method, path: `${routes.prefix}${path}`, protect: false, tags: [routes.tag], summary, description },
  };
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
export function guestLeadProcedures(routes: GuestLeadRoutes) {
  const { flow } = routes;
  const bookingNote =
    flow !== 'water_waste' && leadsReadBy[flow].includes('water_waste') ? booksWaterWasteLeads : undefined;
  return {
    postCodeSubmit: publicProcedure
      .meta(flowMeta(routes, 'POST', '/post-code/submit', 'Start a quote at the address the visitor chose'))
      .input(postCodeInput)
      .output(leadIdOutput)
      .mutation(({ ctx, input }) => postCodeHandler(ctx, flow, input)),

    businessNameSubmit: publicProcedure
      .meta(flowMeta(routes, 'POST', '/business-name/submit', 'Confirm the business name'))
      .input(businessNameInput)
      .output(leadIdOutput)
      .mutation(({ ctx, input }) => businessNameHandler(ctx, flow, input)),

    clientPersonalInfoStore: publicProcedure
      .meta(
        flowMeta(
          routes,
          'POST',
          '/client-personal-info-store',
          'Record the call the scheduling widget booked',
          bookingNote,
        ),
      )
      .input(bookingInput(leadId))
      .output(bookingOutput)
      .mutation(({ ctx, input }) => bookingHandler(ctx, flow, input)),

    requestCallback: publicProcedure
      .meta(flowMeta(routes, 'POST', '/callback-request', 'Ask us to call back instead of booking a time'))
      .input(guestCallbackInput)
      .output(callbackRequestOutput)
      .mutation(({ ctx, input }) => guestCallbackHandler(ctx, flow, input)),
  };
}
