import { CONSOLE_PASSWORD_MAX, isStorableText, serverMessages } from '@sme/domain';
import { z } from 'zod';

export const signInInput = z.object({
  email: z
    .string({ error: 'Please enter your e-mail address.' })
    .trim()
    .toLowerCase()
    .min(1, 'Please enter your e-mail address.')
    .max(254)
    // Refused before it counts as an attempt: no account's address or password holds such a character.
    .refine(isStorableText, serverMessages.unstorable('The e-mail address')),
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(CONSOLE_PASSWORD_MAX)
    .refine(isStorableText, serverMessages.unstorable('The password')),
});
