import {
  CONSOLE_PASSWORD_MAX,
  CONSOLE_PASSWORD_MIN,
  consoleMessages,
  consoleRoles,
  isStorableText,
  serverMessages,
} from '@sme/domain';
import { z } from 'zod';

// An id with a character no id has (a NUL, a lone surrogate) names no one; the database could not even look it up.
const userId = z.string().trim().min(1).max(64).refine(isStorableText, consoleMessages.userNotFound);

export const createUserInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter a name.')
    .max(100, 'A name can be at most 100 characters.')
    .refine(isStorableText, serverMessages.unstorable('Name')),
  email: z.email('Please enter a valid e-mail address.').trim().toLowerCase().max(254),
  password: z
    .string()
    .min(CONSOLE_PASSWORD_MIN, consoleMessages.passwordTooShort)
    .max(CONSOLE_PASSWORD_MAX, `The password can be at most ${CONSOLE_PASSWORD_MAX} characters.`)
    // Hashing reads a lone surrogate as U+FFFD: two such passwords would be one.
    .refine(isStorableText, serverMessages.unstorable('The password')),
  role: z.enum(consoleRoles),
});

export const setRoleInput = z.object({ userId, role: z.enum(consoleRoles) });
export const setDisabledInput = z.object({ userId, disabled: z.boolean() });
export const unlockSignInInput = z.object({ userId });
