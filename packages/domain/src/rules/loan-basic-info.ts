import * as z from 'zod/mini';
import { loanAmountError, loanMessages, loanTerms } from '../funding.ts';
import { legalFormMessages, legalFormOf, type LegalForm } from './legal-forms.ts';

// The legal forms and isRegulatedLoan, with the field that asks them (issue 44, part 2).
export * from './legal-forms.ts';
import { serverMessages } from '../server-messages.ts';

// Step 1 of the business loan, 'Let us know your basic information' (spec §5): the rules the wizard shows under
// its fields, which POST /api/business-loan/submit applies too (it adds lengths and the bot fields).

/** Text the wizard requires: '* This field is required' when left blank or out. */
const requiredLoanText = (label: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? loanMessages.required : serverMessages.notText(label)) })
    .check(z.trim(), z.minLength(1, loanMessages.required));

export const loanCompanyName = requiredLoanText('Company name');

/** Whole pounds, digits only: 3000 to 9999999, in the wizard's words; numbers are accepted too. */
export const loanAmount = z.pipe(
  z.union([z.string(), z.number()], {
    error: (issue) => (issue.input == null ? loanMessages.required : loanMessages.numbersOnly),
  }),
  z.transform((value: string | number, payload) => {
    const digits = String(value).trim();
    const message = loanAmountError(digits);
    if (message === null) return Number(digits);
    // The code REST answers beside the message (packages/api's error-codes.ts).
    const code = {
      [loanMessages.required]: 'required',
      [loanMessages.numbersOnly]: 'invalid_format',
      [loanMessages.maxDigits]: 'too_large',
      [loanMessages.minAmount]: 'too_small',
    }[message];
    payload.issues.push({ code: 'custom', message, input: value, params: { code } });
    return z.NEVER;
  }),
);

/** '12 months' as the wizard sends it; integrators also write '12' or '12 Months'. Read as the months. */
export const loanTermMonthsField = z.pipe(
  z
    .string({ error: (issue) => (issue.input == null ? loanMessages.required : serverMessages.loanTerm) })
    .check(z.trim(), z.minLength(1, loanMessages.required)),
  z.transform((value: string, payload) => {
    const spelt = value.toLowerCase().replace(/\s+/g, ' ');
    const term = loanTerms.find((option) => option === spelt || option === `${spelt} months`);
    if (term !== undefined) return Number.parseInt(term, 10);
    payload.issues.push({ code: 'custom', message: serverMessages.loanTerm, input: value });
    return z.NEVER;
  }),
);

/**
 * The borrower's legal form as sent: a wire value (legalForms), whatever its case and the spaces around it; blank is
 * none given (null). Optional on REST (POST /api/business-loan/submit), where a value not on the list is refused.
 */
export const loanLegalForm = z.pipe(
  z.string({ error: legalFormMessages.invalid }).check(z.trim()),
  z.transform((value: string, payload): LegalForm | null => {
    if (value === '') return null;
    const form = legalFormOf(value);
    if (form !== null) return form;
    payload.issues.push({ code: 'custom', message: legalFormMessages.invalid, input: value });
    return z.NEVER;
  }),
);

/** The wizard's question 'What is your business's legal form?': one must be chosen. */
const requiredLegalForm = z
  .string({ error: legalFormMessages.required })
  .check(z.refine((value) => legalFormOf(value) !== null, legalFormMessages.required));

/**
 * The wizard's step 1 as the browser checks it: the fields above, and three of its own (the legal form, which the
 * wizard requires and the procedure takes as optional; the post code searches the company address, and is sent as
 * post_code when it is a UK postcode; the trading address is required when the company trades under another name).
 */
export const loanBasicInfoFormRules = z
  .object({
    borrow_ammount: loanAmount,
    borrow_month: loanTermMonthsField,
    company_name: loanCompanyName,
    legal_form: requiredLegalForm,
    postcode: requiredLoanText('Post code'),
    trading_info: z.string(),
    tradding_address: z.string(),
  })
  .check(
    z.superRefine(
      (values, ctx) => {
        if (values.trading_info === 'yes' && !values.tradding_address.trim()) {
          ctx.addIssue({ code: 'custom', message: loanMessages.required, path: ['tradding_address'] });
        }
      },
      // Shown with the other fields' messages, not after they are put right.
      { when: ({ value }) => typeof value === 'object' && value !== null },
    ),
  );
