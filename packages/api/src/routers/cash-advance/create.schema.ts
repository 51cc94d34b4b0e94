import {
  businessLocationOptions,
  businessLocationValues,
  cardProviders,
  attributionFields,
  botTrapFields,
  cashAdvanceEstimateInputSchema,
  merchantServiceFields,
  serverMessages,
  takePaymentOptions,
  takePaymentValues,
} from '@sme/domain';
import { z } from 'zod';
import { storedChoice } from '../stored-choice.ts';
import { locationFact } from './location-data.schema.ts';

/** The merchant-service form (spec §2): it creates the application, with the form's own rules (merchantServiceFields). */
export const createInput = z.object({
  /** As GET /api/cash-advance/get-location-data answered it. */
  location_data: z
    .array(locationFact, { error: serverMessages.locationData })
    .max(10, serverMessages.locationData)
    .optional()
    .default([]),
  take_payment: storedChoice(merchantServiceFields.take_payment, takePaymentValues).meta({
    description: `One of: ${takePaymentOptions.join(', ')}.`,
    example: 'Face To Face',
  }),
  business_location: storedChoice(merchantServiceFields.business_location, businessLocationValues).meta({
    description: `One of: ${businessLocationOptions.join(', ')}.`,
    example: 'Store',
  }),
  business_name: merchantServiceFields.business_name.check(z.meta({ example: 'Carter Bakery Ltd' })),
  card_provider: merchantServiceFields.card_provider.check(
    z.meta({ description: `One of: ${cardProviders.join(', ')}.`, example: 'Dojo' }),
  ),
  /** The optional estimate on the form (site only): its figures are worked out and stored by the server. */
  advanceEstimate: cashAdvanceEstimateInputSchema.optional(),
  ...botTrapFields,
  ...attributionFields,
});
