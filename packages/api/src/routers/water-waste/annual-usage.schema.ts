import { isStorableText, serverMessages } from '@sme/domain';
import { z } from 'zod';
import { leadId } from '../guest-lead/lead-id.ts';

export const annualUsageInput = z.object({
  /** Free text: a figure, a bill amount or 'not sure'. May be blank: the adviser asks on the call. */
  annual_usage: z
    .string({ error: serverMessages.notText('Annual usage') })
    .trim()
    .max(200, serverMessages.tooLong('Annual usage', 200))
    .refine(isStorableText, serverMessages.unstorable('Annual usage'))
    .optional()
    .default('')
    .meta({ example: 'About 1,200 cubic metres a year' }),
  id: leadId,
});
