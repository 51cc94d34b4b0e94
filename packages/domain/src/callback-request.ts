import { z } from 'zod';
import { botTrapFields } from './bot-fields.ts';
import { optionalEmail, optionalText, requiredText } from './fields.ts';
import { isPlausiblePhone } from './form-rules.ts';
import { bestTimesToCall, CALLBACK_NAME_MAX, callbackRequestMessages } from './callback-rules.ts';
import { normalizePostcode } from './postcode.ts';
import { serverMessages } from './messages.ts';

// "Prefer we call you?" as the server checks it (zod); its words and the form's zod-free check are in
// callback-rules.ts.

/** The visitor's part of a callback request, as the server checks it (the form: callbackProblems). */
export const callbackRequestFields = z.object({
  name: requiredText('Name', CALLBACK_NAME_MAX, callbackRequestMessages.nameMissing).refine(
    (value) => value !== '',
    callbackRequestMessages.nameMissing,
  ),
  phone: requiredText('Phone', 40, callbackRequestMessages.phoneMissing)
    .refine((value) => value !== '', callbackRequestMessages.phoneMissing)
    .refine((value) => value === '' || isPlausiblePhone(value), callbackRequestMessages.phoneInvalid),
  best_time: z
    .union([z.enum(bestTimesToCall), z.literal('')], {
      error: serverMessages.oneOf('Best time to call', bestTimesToCall),
    })
    .optional()
    .default(''),
  /** Only for a confirmation e-mail: never required, never used for anything else. */
  email: optionalEmail(),
  ...botTrapFields,
});
export type CallbackRequestFields = z.input<typeof callbackRequestFields>;

/** The postcode that found no address, when the request starts a new lead (energy, water & waste). */
export const callbackPostcode = optionalText('Post code', 20)
  .refine((value) => value === '' || normalizePostcode(value) !== null, serverMessages.invalidPostcode)
  .transform((value) => (value === '' ? '' : (normalizePostcode(value) ?? '')));
