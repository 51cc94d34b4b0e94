import { z } from 'zod';
import { publicProcedure, router } from '../../trpc.ts';
import { applicationBookingProcedures } from '../booking/application-procedures.ts';
import { restMeta } from '../rest-meta.ts';
import { idOutput } from '../record-id.ts';
import { catalogueHandler } from './catalogue.handler.ts';
import { catalogueInput, catalogueOutput, getDataInput } from './catalogue.schema.ts';
import { createHandler } from './create.handler.ts';
import { createInput } from './create.schema.ts';
import { locationDataHandler } from './location-data.handler.ts';
import { locationDataOutput } from './location-data.schema.ts';
import { storeHandler } from './store.handler.ts';
import { storeInput } from './store.schema.ts';
import { cashAdvanceSummaryHandler } from './summary.handler.ts';
import { cashAdvanceSummaryInput, cashAdvanceSummaryOutput } from './summary.schema.ts';
import { updateHandler } from './update.handler.ts';
import { updateInput } from './update.schema.ts';

const rest = restMeta('Merchant cash advance');

/**
 * Merchant cash advance: the merchant-service form creates the application, 'Choose your product' adds the
 * product, then booking. The site calls typed procedures; the legacy REST paths run the same handlers.
 */
export const cashAdvanceRouter = router({
  locationData: publicProcedure
    .meta(rest('GET', '/cash-advance/get-location-data', 'Where the visitor is, as coarse as the form needs'))
    .input(z.void())
    .output(locationDataOutput)
    .query(({ ctx }) => locationDataHandler(ctx)),

  create: publicProcedure
    .input(createInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => createHandler(ctx, input)),

  update: publicProcedure
    .input(updateInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => updateHandler(ctx, input)),

  store: publicProcedure
    .meta(rest('POST', '/cash-advance/store', 'Create the application, or add the chosen product to it by id'))
    .input(storeInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => storeHandler(ctx, input)),

  /** The catalogue with the site's typed filters. */
  catalogue: publicProcedure
    .input(catalogueInput)
    .output(catalogueOutput)
    .query(({ ctx, input }) => catalogueHandler(ctx, input)),

  getData: publicProcedure
    .meta(rest('GET', '/cash-advance/get-data', 'Card machines matching the filters, and every filter list'))
    .input(getDataInput)
    .output(catalogueOutput)
    .query(({ ctx, input }) => catalogueHandler(ctx, input.ids)),

  /** What the application holds (site only: 'Choose your product' and the booking screen). */
  summary: publicProcedure
    .input(cashAdvanceSummaryInput)
    .output(cashAdvanceSummaryOutput)
    .query(({ ctx, input }) => cashAdvanceSummaryHandler(ctx, input)),

  ...applicationBookingProcedures('cash_advance', rest, {
    booking: '/cash-advance/client-personal-info-store',
    callback: '/cash-advance/callback-request',
  }),
});
