import { z } from 'zod';
import { isPlausiblePhone } from './form-rules.ts';
import { serverMessages } from './messages.ts';

// Server-side field rules shared by every form: trimmed text with a length cap. A form either takes a field
// as optional (blank allowed) or requires it; a required field left out earns the form's own message, and a
// blank one is caught by the form's rule, so both read the same to the visitor.

/**
 * Control characters no one types: C0 but tab, line feed and carriage return (which pasted text carries, in
 * one-line fields as well as in messages), and DEL. NUL among them is what PostgreSQL cannot store at all; the
 * rest would reach e-mails, exports and the console as invisible garbage.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Text the database can keep as it was typed. Schemas of free text not built from `text` use it too. */
export const isStorableText = (value: string) => !controlCharacter.test(value);

const text = (label: string, max: number, missing?: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined && missing ? missing : serverMessages.notText(label)) })
    .trim()
    .max(max, serverMessages.tooLong(label, max))
    .refine(isStorableText, serverMessages.unstorable(label));

const emailFormat = z.email();
const isEmailOrBlank = (value: string) => value === '' || emailFormat.safeParse(value).success;
const isPhoneOrBlank = (value: string) => value === '' || isPlausiblePhone(value);

export const optionalText = (label: string, max: number) => text(label, max).optional().default('');
export const requiredText = (label: string, max: number, missing: string) => text(label, max, missing);

export const optionalEmail = () => optionalText('Email', 254).refine(isEmailOrBlank, serverMessages.invalidEmail);
export const requiredEmail = (missing: string) =>
  requiredText('Email', 254, missing).refine(isEmailOrBlank, serverMessages.invalidEmail);

export const optionalPhone = () => optionalText('Phone', 40).refine(isPhoneOrBlank, serverMessages.invalidPhone);
export const requiredPhone = (missing: string) =>
  requiredText('Phone', 40, missing).refine(isPhoneOrBlank, serverMessages.invalidPhone);

/** Digits sent as text (a form, a query string) become the number they spell; anything else is left as sent. */
const digitsAsNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value) ? Number(value) : value;

/**
 * A whole number in a range, as JSON sends it (a number) or as a form or a query string sends it (digits), with
 * one message for anything else: booleans, hexadecimal, exponents and blanks do not slip through as numbers.
 * Documented as the integer it is.
 */
export const wholeNumber = (message: string, range: { min: number; max: number }) =>
  z.preprocess(digitsAsNumber, z.int({ error: message }).min(range.min, message).max(range.max, message));
