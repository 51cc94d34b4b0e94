import * as z from 'zod/mini';
import { isPlausiblePhone } from '../form-rules.ts';
import { serverMessages } from '../server-messages.ts';

// The field rules every form shares, in zod's small build so the forms can load them: trimmed text with a length
// cap. A form either takes a field as optional (blank allowed) or requires it; a required field left out earns the
// form's own message, and a blank one is caught by the form's rule, so both read the same to the visitor.

/**
 * What no stored text may hold. Control characters no one types: C0 but tab, line feed and carriage return (which
 * pasted text carries, in one-line fields as well as in messages), and DEL. NUL among them is what PostgreSQL
 * cannot store at all; the rest would reach e-mails, exports and the console as invisible garbage. And ill-formed
 * Unicode: a UTF-16 surrogate without its partner (\p{Cs} under the u flag matches only those; a well-formed pair
 * reads as one code point), which JSON can carry ("\ud800") and UTF-8 cannot: PostgreSQL refuses it and the
 * embedded database would keep U+FFFD instead. The same test as String.prototype.isWellFormed, in a form every
 * browser the forms run in knows.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unstorable = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;

/** Text the database can keep as it was typed. Schemas of free text not built from `text` use it too. */
export const isStorableText = (value: string) => !unstorable.test(value);

const text = (label: string, max: number, missing?: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined && missing ? missing : serverMessages.notText(label)) })
    .check(
      z.trim(),
      z.maxLength(max, serverMessages.tooLong(label, max)),
      z.refine(isStorableText, serverMessages.unstorable(label)),
    );

/** What REST answers as the code of a value in the wrong format (packages/api's error-codes.ts). */
export const badFormat = { code: 'invalid_format' } as const;

const emailFormat = z.email();
const isEmailOrBlank = (value: string) => value === '' || emailFormat.safeParse(value).success;
const isPhoneOrBlank = (value: string) => value === '' || isPlausiblePhone(value);

export const optionalText = (label: string, max: number) => z._default(z.optional(text(label, max)), '');
export const requiredText = (label: string, max: number, missing: string) => text(label, max, missing);

export const optionalEmail = () =>
  z._default(
    z.optional(
      text('Email', 254).check(z.refine(isEmailOrBlank, { error: serverMessages.invalidEmail, params: badFormat })),
    ),
    '',
  );
export const requiredEmail = (missing: string) =>
  requiredText('Email', 254, missing).check(
    z.refine(isEmailOrBlank, { error: serverMessages.invalidEmail, params: badFormat }),
  );

export const optionalPhone = () =>
  z._default(
    z.optional(
      text('Phone', 40).check(z.refine(isPhoneOrBlank, { error: serverMessages.invalidPhone, params: badFormat })),
    ),
    '',
  );
export const requiredPhone = (missing: string) =>
  requiredText('Phone', 40, missing).check(
    z.refine(isPhoneOrBlank, { error: serverMessages.invalidPhone, params: badFormat }),
  );

/** A blank (or spaces-only) value is refused with the form's own message; used after a text rule. */
export const notBlank = (message: string) => z.refine<string>((value) => value !== '', message);
