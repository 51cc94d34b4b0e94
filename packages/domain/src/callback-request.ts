import { z } from 'zod';
import { attributionFields, type AttributionInput } from './attribution.ts';
import { botTrapFields } from './bot-fields.ts';
import type { BotFields } from './bot-rules.ts';
import { serverMessages } from './server-messages.ts';
import { normalizePostcode } from './postcode.ts';
import { callbackRequestRules } from './rules/callback-request.ts';
import { optionalText } from './rules/text-fields.ts';
import { withFullWrappersShape } from './rest-wrappers.ts';

// "Prefer we call you?" as the server takes it: the form's rules (rules/callback-request.ts) and the bot fields.

/** The visitor's part of a callback request, with the form's bot fields. */
export const callbackRequestFields = z.object({
  ...withFullWrappersShape(callbackRequestRules.shape),
  ...botTrapFields,
  ...attributionFields,
});
export type CallbackRequestFields = z.input<typeof callbackRequestFields>;

/**
 * The visitor's part of a request, as the handlers and the service that stores it receive it (bot fields and the
 * visit's attribution too).
 */
export interface CallbackFields extends BotFields, AttributionInput {
  name: string;
  phone: string;
  best_time: string;
  email: string;
}

/** The postcode that found no address, when the request starts a new lead (energy, water & waste). */
export const callbackPostcode = z.pipe(
  optionalText('Post code', 20).check(
    z.refine((value: string) => value === '' || normalizePostcode(value) !== null, serverMessages.invalidPostcode),
  ),
  z.transform((value: string) => (value === '' ? '' : (normalizePostcode(value) ?? ''))),
);
