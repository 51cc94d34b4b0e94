import { businessNameRequired, isStorableText, serverMessages } from '@sme/domain';
import { z } from 'zod';
import { leadId } from './lead-id.ts';

export const businessNameInput = z.object({
  bussiness_name: businessNameRequired.check(
    z.maxLength(200, serverMessages.tooLong('Business name', 200)),
    z.refine(isStorableText, serverMessages.unstorable('Business name')),
    z.meta({ example: 'Brick Lane Bakery Ltd' }),
  ),
  id: leadId,
});
