import { isStorableText, serverMessages } from '@sme/domain';
import { z } from 'zod';

/**
 * Free text a visitor may leave out (then blank): trimmed, capped and storable. @sme/domain's optionalText says the
 * same in zod/mini, which REST inputs cannot use: trpc-to-openapi unwraps their optional and default fields with
 * classic zod's methods.
 */
export const optionalTextField = (label: string, max: number) =>
  z
    .string({ error: serverMessages.notText(label) })
    .trim()
    .max(max, serverMessages.tooLong(label, max))
    .refine(isStorableText, serverMessages.unstorable(label))
    .optional()
    .default('');
