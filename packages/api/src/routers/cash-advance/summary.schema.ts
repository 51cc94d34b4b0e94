import { z } from 'zod';
import { applicationSummaryOutput } from '../application-summary.ts';

/** What 'Choose your product' and the booking screen say the application is. */
export const cashAdvanceSummaryOutput = applicationSummaryOutput({
  business_name: z.string(),
  card_provider: z.string(),
  take_payment: z.string(),
  business_location: z.string(),
  /** The product chosen, 'Not sure', or null before that step. */
  product_id: z.union([z.number(), z.string()]).nullable(),
  /** The chosen card machine's name, for the booking screen; null when none is chosen (or 'Not sure'). */
  product_name: z.string().nullable(),
  /** The advance the visitor asked the estimate about, in pounds; null when they used no estimate. */
  advance_pounds: z.number().nullable(),
});
