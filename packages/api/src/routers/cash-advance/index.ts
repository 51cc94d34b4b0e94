import { z } from 'zod';
import { router } from '../../trpc.ts';
import { applicationReadAccess, applicationSummaryInput } from '../application-summary.ts';
import { applicationBookingProcedures } from '../booking/application-procedures.ts';
import { mutation, query } from '../procedure.ts';
import { restMeta } from '../rest-meta.ts';
import { idOutput } from '../record-id.ts';
import { cashAdvanceApplicationHandler } from './application.handler.ts';
import { cashAdvanceApplicationOutput } from './application.schema.ts';
import { catalogueHandler } from './catalogue.handler.ts';
import { catalogueInput, catalogueOutput, getDataInput } from './catalogue.schema.ts';
import { createHandler } from './create.handler.ts';
import { createInput } from './create.schema.ts';
import { getProductHandler } from './get-product.handler.ts';
import { getProductInput, getProductOutput } from './get-product.schema.ts';
import { locationDataHandler } from './location-data.handler.ts';
import { locationDataOutput } from './location-data.schema.ts';
import { storeHandler } from './store.handler.ts';
import { storeInput } from './store.schema.ts';
import { cashAdvanceSummaryOutput } from './summary.schema.ts';
import { updateHandler } from './update.handler.ts';
import { updateInput } from './update.schema.ts';

const rest = restMeta('Merchant cash advance');

/**
 * Merchant cash advance: the merchant-service form creates the application, 'Choose your product' adds the
 * product, then booking. The site calls typed procedures; the legacy REST paths run the same handlers.
 */
export const cashAdvanceRouter = router({
  locationData: query({
    rest: rest('GET', '/cash-advance/get-location-data', 'Where the visitor is, as coarse as the form needs'),
    input: z.void(),
    output: locationDataOutput,
    handler: locationDataHandler,
  }),

  create: mutation({ input: createInput, output: idOutput, handler: createHandler }),

  update: mutation({ input: updateInput, output: idOutput, handler: updateHandler }),

  store: mutation({
    rest: rest('POST', '/cash-advance/store', 'Create the application, or add the chosen product to it by id'),
    input: storeInput,
    output: idOutput,
    handler: storeHandler,
  }),

  application: query({
    rest: rest(
      'GET',
      '/cash-advance/get/{id}',
      'What the visitor has sent so far',
      `The answers under the names POST /cash-advance/store takes, and the step to send next. ${applicationReadAccess}`,
    ),
    input: applicationSummaryInput,
    output: cashAdvanceApplicationOutput,
    handler: cashAdvanceApplicationHandler,
  }),

  /** The catalogue with the site's typed filters. */
  catalogue: query({ input: catalogueInput, output: catalogueOutput, handler: catalogueHandler }),

  getData: query({
    rest: rest('GET', '/cash-advance/get-data', 'Card machines matching the filters, and every filter list'),
    input: getDataInput,
    output: catalogueOutput,
    handler: (ctx, input) => catalogueHandler(ctx, input.ids),
  }),

  getProduct: query({
    rest: rest(
      'GET',
      '/cash-advance/get-product/{id}',
      'One card machine by id, retired or not',
      'What an application names as its product_id, with the same fields as get-data; `retired` says whether it is still offered.',
    ),
    input: getProductInput,
    output: getProductOutput,
    handler: getProductHandler,
  }),

  /** What the application holds (site only: 'Choose your product' and the booking screen). */
  summary: query({
    input: applicationSummaryInput,
    output: cashAdvanceSummaryOutput,
    handler: cashAdvanceApplicationHandler,
  }),

  ...applicationBookingProcedures('cash_advance', rest, {
    booking: '/cash-advance/client-personal-info-store',
    callback: '/cash-advance/callback-request',
  }),
});
