import { callbackPostcode, callbackRequestFields, callbackRequestMessages, requiredText } from '@sme/domain';
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
 * against: a new lead's id for a post_code request.
 */
export const callbackRequestOutput = savedOutput;

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
