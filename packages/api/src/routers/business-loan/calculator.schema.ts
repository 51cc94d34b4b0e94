import { loanCalculatorAmount, loanCalculatorMessages, loanCalculatorTerm } from '@sme/domain';
import { z } from 'zod';

// What the loan calculator showed when the visitor applied (both or neither). The server works the figures out again
// from these and the business's loan figures, and keeps them on the application: the figures a browser sends are
// never trusted, so none are taken.

export const calculatorFields = {
  calculator_amount: z
    .union([z.string(), z.number()], { error: loanCalculatorMessages.amount })
    .transform((value, payload) => {
      const amount = loanCalculatorAmount(value);
      if ('pounds' in amount) return amount.pounds;
      payload.addIssue({ code: 'custom', message: amount.error });
      return z.NEVER;
    })
    .optional()
    .meta({
      description:
        'Optional: the amount the loan calculator showed figures for, in whole pounds ("15000" or "£15,000"), from 3000 to 1000000. Sent with calculator_term.',
      example: '15000',
    }),
  calculator_term: z
    .union([z.string(), z.number()], { error: loanCalculatorMessages.term })
    .transform((value, payload) => {
      const months = loanCalculatorTerm(value);
      if (months !== null) return months;
      payload.addIssue({ code: 'custom', message: loanCalculatorMessages.term });
      return z.NEVER;
    })
    .optional()
    .meta({
      description:
        'Optional: the term the loan calculator showed figures for, in months: 6, 12, 24 or 36. Sent with calculator_amount.',
      example: 12,
    }),
};

/** Both calculator fields or neither: one alone says nothing of what the visitor saw. */
export function bothCalculatorFields(
  input: { calculator_amount?: unknown; calculator_term?: unknown },
  payload: z.RefinementCtx,
): void {
  const amount = input.calculator_amount !== undefined;
  const term = input.calculator_term !== undefined;
  if (amount && !term)
    payload.addIssue({ code: 'custom', message: loanCalculatorMessages.term, path: ['calculator_term'] });
  if (term && !amount)
    payload.addIssue({ code: 'custom', message: loanCalculatorMessages.amount, path: ['calculator_amount'] });
}
