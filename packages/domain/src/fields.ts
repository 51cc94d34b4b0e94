import { z } from 'zod';
import { serverMessages } from './messages.ts';

// Server-side field rules shared by every form: trimmed text with a length cap, blank allowed;
// each form decides which fields it requires.

export const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, serverMessages.tooLong(label, max)).optional().default('');

/** Loose UK/international phone check: digits with the usual separators, 7 to 15 digits. */
const phonePattern = /^\+?[\d\s().-]+$/;
export function isPlausiblePhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return phonePattern.test(value) && digits >= 7 && digits <= 15;
}

export const optionalEmail = () =>
  optionalText('Email', 254).refine((v) => v === '' || z.email().safeParse(v).success, serverMessages.invalidEmail);

export const optionalPhone = () =>
  optionalText('Phone', 40).refine((v) => v === '' || isPlausiblePhone(v), serverMessages.invalidPhone);

/** True when every named field holds more than spaces. */
export function allFilled<T extends Record<string, string | undefined>>(
  values: T,
  keys: readonly (keyof T)[],
): boolean {
  return keys.every((key) => Boolean(values[key]?.trim()));
}
