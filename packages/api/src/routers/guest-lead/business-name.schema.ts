import { isStorableText, messages, serverMessages } from '@sme/domain';
import { z } from 'zod';
import { leadId } from './lead-id.ts';

export const businessNameInput = z.object({
  bussiness_name: z
    .string({ error: messages.enterBusinessName })
    .trim()
    .min(1, messages.enterBusinessName)
    .max(200, serverMessages.tooLong('Business name', 200))
    .refine(isStorableText, serverMessages.unstorable('Business name'))
    .meta({ example: 'Brick Lane Bakery Ltd' }),
  id: leadId,
});
