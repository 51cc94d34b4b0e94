import { z } from 'zod';

// Numbers as the server reads them from JSON, forms and query strings; the text fields the forms share are in
// rules/text-fields.ts.

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
