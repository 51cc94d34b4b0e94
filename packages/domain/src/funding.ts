// Business loans and merchant cash advance: their closed lists and limits (spec §2, §3, §5, §9), free of zod so
// the browser can use them.

import { stepLabels } from './flow-steps.ts';

/** The loan wizard's steps, in order. */
export const loanWizardSteps = stepLabels('business_loan');

export const LOAN_MIN_AMOUNT = 3000;
export const LOAN_MAX_DIGITS = 7;
/** Stated in the copy: loans up to 1 million pounds. */
export const LOAN_CEILING_POUNDS = 1_000_000;

/** Term options as the wire spells them. */
export const loanTerms = ['6 months', '12 months', '24 months', '36 months'] as const;
export type LoanTerm = (typeof loanTerms)[number];

export const businessCategories = [
  'Retail',
  'Food, Catering & Hospitality',
  'Health & Leisure',
  'Construction',
  'Adult',
  'School & Education',
  'Business & Personal service',
  'Other',
] as const;
export type BusinessCategoryLabel = (typeof businessCategories)[number];

/** The turnover slider: 0 to 100 (thousand pounds a month) in steps of 20. */
export const turnoverSlider = { min: 0, max: 100, step: 20, band: 20 } as const;

/** A turnover band as an amount: '{from} k - {to} k', where to = from + 20 (so 0 reads '0 k - 20 k'). */
export function turnoverBand(from: number): string {
  return `${from} k - ${from + turnoverSlider.band} k`;
}

/**
 * A turnover band in full pounds, as staff read it in the console and the lead e-mail: '£40,000 to £60,000' (the
 * slider's '40 k - 60 k' is the visitor's read-out, word for word from the spec; '£0 k - 20 k' read oddly to staff).
 */
export function turnoverBandPounds(from: number): string {
  const pounds = (thousands: number) => `£${(thousands * 1000).toLocaleString('en-GB')}`;
  return `${pounds(from)} to ${pounds(from + turnoverSlider.band)}`;
}

/** The slider's read-out: 'Monthly Card Turnover of {from} k - {to} k'. */
export function turnoverLabel(from: number): string {
  return `Monthly Card Turnover of ${turnoverBand(from)}`;
}

/**
 * The loan amount rules of step 1 (spec §5), in their order: required, digits only, at most 7 digits, not below
 * 3000. Returns the message to show under the field, or null when the amount passes.
 */
export function loanAmountError(value: string): string | null {
  const amount = value.trim();
  if (!amount) return loanMessages.required;
  if (!/^\d+$/.test(amount)) return loanMessages.numbersOnly;
  if (amount.length > LOAN_MAX_DIGITS) return loanMessages.maxDigits;
  if (Number(amount) < LOAN_MIN_AMOUNT) return loanMessages.minAmount;
  return null;
}

export const loanMessages = {
  required: '* This field is required',
  numbersOnly: '* Please input numbers only',
  minAmount: '* Value must be greater than 3000',
  maxDigits: '* The maximum limit is 7 digit',
  selectOneFirst: 'Please select one first !',
} as const;

// Merchant cash advance's lists live in their own module (the loan steps' pages need none of them); named here too.
export * from './cash-advance.ts';
