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
import { storedChoice } from '../stored-choice.ts';
import { businessLocationValues, takePaymentValues } from './labels.ts';
import { locationFact } from './location-data.schema.ts';

/** What each field of the form answers when it is left out. */
const missing = cashAdvanceMessages.fillAllOptions;

/** The merchant-service form (spec §2): it creates the application. */
export const createInput = z.object({
  /** As GET /api/cash-advance/get-location-data answered it. */
  location_data: z
    .array(locationFact, { error: serverMessages.locationData })
    .max(10, serverMessages.locationData)
    .optional()
    .default([]),
  take_payment: storedChoice(takePaymentOptions, takePaymentValues, serverMessages.takePayment, missing).meta({
    description: `One of: ${takePaymentOptions.join(', ')}.`,
    example: 'Face To Face',
  }),
  business_location: storedChoice(
    businessLocationOptions,
    businessLocationValues,
    serverMessages.businessLocation,
    missing,
  ).meta({ description: `One of: ${businessLocationOptions.join(', ')}.`, example: 'Store' }),
  business_name: z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(200, serverMessages.tooLong('Business name', 200))
    .refine(isStorableText, serverMessages.unstorable('Business name'))
    .meta({ example: 'Carter Bakery Ltd' }),
  card_provider: z
    .pipe(
      oneOfAnyCase(cardProviders, serverMessages.cardProvider, missing),
      z.transform((name) => name),
    )
    .meta({
      description: `One of: ${cardProviders.join(', ')}.`,
      example: 'Dojo',
    }),
  ...botTrapFields,
});
