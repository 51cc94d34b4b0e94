import {
  CONSOLE_PASSWORD_MAX,
  CONSOLE_PASSWORD_MIN,
  isStorableText,
  partnerMessages,
  serverMessages,
} from '@sme/domain';
import { z } from 'zod';
import { month } from '../admin/partners/partners.schema.ts';

export const setPasswordInput = z.object({
  // A token is letters, digits, - and _ (base64url): anything else was never one of ours.
  token: z
    .string(partnerMessages.linkExpired)
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,200}$/, partnerMessages.linkExpired),
  password: z
    .string(partnerMessages.passwordTooShort)
    .min(CONSOLE_PASSWORD_MIN, partnerMessages.passwordTooShort)
    .max(CONSOLE_PASSWORD_MAX, partnerMessages.passwordTooLong)
    // Hashing reads a lone surrogate as U+FFFD: two such passwords would be one.
    .refine(isStorableText, serverMessages.unstorable('The password')),
});

export const statementInput = z.object({ month });
