import { businessLocationOptions, PRODUCT_NOT_SURE, takePaymentOptions } from '@sme/domain';
import { z } from 'zod';
import { applicationSummaryOutput } from '../application-summary.ts';
import { locationFact } from './location-data.schema.ts';

/** Where a cash-advance application stands: the product to choose, or the booking screen once it is chosen. */
export const cashAdvanceStepsReached = ['product', 'booking'] as const;

/**
 * GET /api/cash-advance/get/{id}: what the visitor has sent so far, under the names POST /cash-advance/store takes,
 * so an integrator can carry on from where a visitor left.
 */
export const cashAdvanceApplicationOutput = applicationSummaryOutput({
  location_data: z.array(locationFact).meta({ description: 'As sent when the application was made.' }),
  take_payment: z.enum(takePaymentOptions),
  business_location: z.enum(businessLocationOptions),
  business_name: z.string(),
  card_provider: z.string(),
  product_id: z
    .union([z.number().int(), z.literal(PRODUCT_NOT_SURE)])
    .nullable()
    .meta({
      description: `The product chosen (GET /api/cash-advance/get-product/{id} shows it), '${PRODUCT_NOT_SURE}', or null until chosen.`,
    }),
  step_reached: z.enum(cashAdvanceStepsReached).meta({
    description: "The step to send next: 'product'; 'booking' once a product (or 'Not sure') is chosen.",
  }),
});
