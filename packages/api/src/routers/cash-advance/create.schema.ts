import {
  businessLocationOptions,
  cardProviders,
  botTrapFields,
  cashAdvanceMessages,
  isStorableText,
  oneOfAnyCase,
  serverMessages,
  takePaymentOptions,
} from '@sme/domain';
import { z } from 'zod';
import { businessLocationValues, takePaymentValues } from './labels.ts';
import { locationFact } from './location-data.schema.ts';

const missing = cashAdvanceMessages.fillAllOptions;

/** One of a closed list, whatever the case; 'Please fill up all the options !' when absent. */
const choice = <const Option extends string>(options: readonly Option[], invalid: string) =>
  oneOfAnyCase(options, invalid, missing);

/** The merchant-service form (spec §2): it creates the application. */
export const createInput = z.object({
  /** As GET /api/cash-advance/get-location-data answered it. */
  location_data: z
    .array(locationFact, { error: serverMessages.locationData })
    .max(10, serverMessages.locationData)
    .optional()
    .default([]),
  take_payment: z
    .pipe(
      choice(takePaymentOptions, serverMessages.takePayment),
      z.transform((option) => takePaymentValues[option]),
    )
    .meta({ description: `One of: ${takePaymentOptions.join(', ')}.`, example: 'Face To Face' }),
  business_location: z
    .pipe(
      choice(businessLocationOptions, serverMessages.businessLocation),
      z.transform((option) => businessLocationValues[option]),
    )
    .meta({ description: `One of: ${businessLocationOptions.join(', ')}.`, example: 'Store' }),
  business_name: z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(200, serverMessages.tooLong('Business name', 200))
    .refine(isStorableText, serverMessages.unstorable('Business name'))
    .meta({ example: 'Carter Bakery Ltd' }),
  card_provider: z
    .pipe(
      choice(cardProviders, serverMessages.cardProvider),
      z.transform((name) => name),
    )
    .meta({
      description: `One of: ${cardProviders.join(', ')}.`,
      example: 'Dojo',
    }),
  ...botTrapFields,
});
