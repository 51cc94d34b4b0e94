import { publicProcedure, router } from '../../trpc.ts';
import { guestInfoInput } from '../guest-lead/guest-info.schema.ts';
import { savedOutput } from '../guest-lead/lead-id.ts';
import { flowMeta, guestLeadProcedures, type GuestLeadRoutes } from '../guest-lead/procedures.ts';
import { annualUsageHandler } from './annual-usage.handler.ts';
import { annualUsageInput } from './annual-usage.schema.ts';
import { waterWasteGuestInfoHandler } from './guest-info.handler.ts';
import { waterWasteGuestInfoOutput } from './guest-info.schema.ts';
import { waterWasteServiceHandler } from './service.handler.ts';
import { waterWasteServiceInput } from './service.schema.ts';
import { wasteInfoHandler } from './waste-info.handler.ts';
import { wasteInfoInput } from './waste-info.schema.ts';

/** Water and waste: address, business name, Water or Waste, usage or waste information, then booking. */
const routes: GuestLeadRoutes = {
  flow: 'water_waste',
  prefix: '/commecial-water-waste',
  tag: 'Commercial water and waste',
};

export const waterWasteRouter = router({
  ...guestLeadProcedures(routes),

  guestInfo: publicProcedure
    .meta(flowMeta(routes, 'GET', '/guest-info/get/{id}', 'What the visitor has told us so far'))
    .input(guestInfoInput)
    .output(waterWasteGuestInfoOutput)
    .query(({ ctx, input }) => waterWasteGuestInfoHandler(ctx, input)),

  waterSubmit: publicProcedure
    .meta(flowMeta(routes, 'POST', '/water/submit', 'Choose Water'))
    .input(waterWasteServiceInput('Water'))
    .output(savedOutput)
    .mutation(({ ctx, input }) => waterWasteServiceHandler(ctx, 'Water', input)),

  wasteSubmit: publicProcedure
    .meta(flowMeta(routes, 'POST', '/waste/submit', 'Choose Waste'))
    .input(waterWasteServiceInput('Waste'))
    .output(savedOutput)
    .mutation(({ ctx, input }) => waterWasteServiceHandler(ctx, 'Waste', input)),

  annualUsageSubmit: publicProcedure
    .meta(flowMeta(routes, 'POST', '/annual-usage/submit', 'Annual water usage'))
    .input(annualUsageInput)
    .output(savedOutput)
    .mutation(({ ctx, input }) => annualUsageHandler(ctx, input)),

  wasteInfoSubmit: publicProcedure
    .meta(flowMeta(routes, 'POST', '/waste-info/submit', 'Bins, capacity and collections'))
    .input(wasteInfoInput)
    .output(savedOutput)
    .mutation(({ ctx, input }) => wasteInfoHandler(ctx, input)),
});
