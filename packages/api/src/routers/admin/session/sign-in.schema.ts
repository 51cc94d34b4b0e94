import { CONSOLE_PASSWORD_MAX } from '@sme/domain';
import { z } from 'zod';

export const signInInput = z.object({
  email: z
    .string({ error: 'Please enter your e-mail address.' })
    .trim()
    .toLowerCase()
    .min(1, 'Please enter your e-mail address.')
    .max(254),
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(CONSOLE_PASSWORD_MAX),
});
