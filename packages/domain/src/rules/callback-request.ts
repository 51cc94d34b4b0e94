import * as z from 'zod/mini';
import { bestTimesToCall, CALLBACK_NAME_MAX } from '../callback-choices.ts';
import { callbackRequestMessages } from '../callback-rules.ts';
import { isPlausiblePhone } from '../form-rules.ts';
import { serverMessages } from '../server-messages.ts';
import { notBlank, optionalEmail, requiredText } from './text-fields.ts';

/** "Prefer we call you?": the visitor's part of a callback request, as the form and the server check it. */
export const callbackRequestRules = z.object({
  name: requiredText('Name', CALLBACK_NAME_MAX, callbackRequestMessages.nameMissing).check(
    notBlank(callbackRequestMessages.nameMissing),
  ),
  phone: requiredText('Phone', 40, callbackRequestMessages.phoneMissing).check(
    notBlank(callbackRequestMessages.phoneMissing),
    z.refine<string>((value) => value === '' || isPlausiblePhone(value), callbackRequestMessages.phoneInvalid),
  ),
  best_time: z._default(
    z.optional(
      z.union([z.enum(bestTimesToCall), z.literal('')], {
        error: serverMessages.oneOf('Best time to call', bestTimesToCall),
      }),
    ),
    '',
  ),
  /** Only for a confirmation e-mail: never required, never used for anything else. */
  email: optionalEmail(),
});
