import {
  CALLBACK_REFERENCE_PATTERN,
  callbackPostcode,
  callbackRequestFields,
  callbackRequestMessages,
  requiredText,
} from '@sme/domain';
import { z } from 'zod';
import { applicationId } from '../business-loan/application-id.ts';
import { leadId, savedOutput } from '../guest-lead/lead-id.ts';

/** Energy, water & waste: for the quote `id` (booking screen), or for a `post_code` that found no address. */
export const guestCallbackInput = callbackRequestFields
  .extend({
    id: leadId.optional().meta({ description: 'The lead id, on the booking screen. Leave out to send post_code.' }),
    post_code: callbackPostcode.meta({
      description: 'The postcode that found no address: the request starts a new lead. Used only without id.',
      example: 'ZE3 9JW',
    }),
  })
  .superRefine((value, ctx) => {
    if (!value.id && !value.post_code) ctx.addIssue({ code: 'custom', message: callbackRequestMessages.idOrPostcode });
  });

/** Loan and cash-advance: for the application `id`. */
export const applicationCallbackInput = callbackRequestFields.extend({ id: applicationId });

/**
 * A confirmation and, as every saving step answers it, the id of the lead or application the request is stored
 * against: a new lead's id for a post_code request. Then, added for the visitor (clients that read only the first
 * two are unaffected), the request's reference and the day and window we call in.
 */
export const callbackRequestOutput = savedOutput.extend({
  callback: z
    .object({
      reference: z.string().regex(CALLBACK_REFERENCE_PATTERN).meta({
        description: 'A short code the visitor can quote: CB- and six characters that cannot be misread.',
        example: 'CB-7K3Q9X',
      }),
      call_day: z.iso.date().nullable().meta({
        description:
          'The UK day we call, in the chosen best time: the next open day (bank holidays closed) whose window has not ended. Null only when the office never opens in that window.',
        example: '2026-11-27',
      }),
      confirmation: z.string().meta({
        description: 'The day, the window and the reference in words, as the site shows them.',
        example: "We'll call you on Friday 27 November, between 9am and 12pm. Your reference is CB-7K3Q9X.",
      }),
    })
    .meta({ description: 'When we call, and the reference of this request (added: older clients may ignore it).' }),
});

/** The two shapes a guest-lead flow's request takes, as openapi.json documents them (oneOf). */
export const guestCallbackShapes = [
  { title: 'On the booking screen: for the quote id', schema: callbackRequestFields.extend({ id: leadId }) },
  {
    title: 'A postcode that found no address: starts a lead',
    schema: callbackRequestFields.extend({
      post_code: requiredText('Post code', 20, callbackRequestMessages.idOrPostcode).check(
        z.meta({ example: 'ZE3 9JW' }),
      ),
    }),
  },
];
