import {
  attributionFields,
  badFormat,
  botTrapFields,
  isStorableText,
  normalizePostcode,
  serverMessages,
} from '@sme/domain';
import { z } from 'zod';
import { optionalTextField } from '../optional-text.ts';

/** The address step: the postcode searched and the address chosen from its results. */
export const postCodeInput = z.object({
  post_code: z
    .string({ error: serverMessages.invalidPostcode })
    .max(40, serverMessages.invalidPostcode)
    .transform((value, ctx) => {
      const postcode = normalizePostcode(value);
      if (!postcode) {
        ctx.addIssue({ code: 'custom', message: serverMessages.invalidPostcode, params: badFormat });
        return z.NEVER;
      }
      return postcode;
    })
    .meta({ example: 'E1 6QL' }),
  full_address: z
    .string({ error: serverMessages.chooseAddress })
    .trim()
    .min(1, serverMessages.chooseAddress)
    .max(500, serverMessages.tooLong('Address', 500))
    .refine(isStorableText, serverMessages.unstorable('Address'))
    .meta({ example: 'Unit 4, 12 Brick Lane, London' }),
  /** The address's organisation, if the lookup had one; confirmed on the next step. */
  bussiness_name: optionalTextField('Business name', 200).meta({ example: 'Brick Lane Bakery Ltd' }),
  /** Set when the visitor goes back and picks another address: the same lead is updated, not a new one made. */
  id: z.string({ error: serverMessages.quoteNotFound }).trim().max(64, serverMessages.quoteNotFound).optional().meta({
    description: 'Leave out to start a quote. The id of this visit’s quote, to change its address instead.',
    format: 'uuid',
    example: '3f0c2b9e-6a51-4d6b-9a8e-2f4f0a1c7d55',
  }),
  ...botTrapFields,
  ...attributionFields,
});
