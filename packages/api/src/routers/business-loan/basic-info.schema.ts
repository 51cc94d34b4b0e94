import { botTrapFields, isStorableText, loanAmountError, loanMessages, loanTerms, serverMessages } from '@sme/domain';
import { z } from 'zod';

const text = (label: string, max: number) =>
  z
    .string({ error: serverMessages.notText(label) })
    .trim()
    .max(max, serverMessages.tooLong(label, max))
    .refine(isStorableText, serverMessages.unstorable(label));

/** Step 1 'Let us know your basic information'; the field names are the legacy spellings. */
export const basicInfoInput = z.object({
  // Missing is 'required' as the wizard says it (spec §5); a value that is not text is a different mistake.
  company_name: z
    .string({
      error: (issue) => (issue.input == null ? loanMessages.required : serverMessages.notText('Company name')),
    })
    .trim()
    .min(1, loanMessages.required)
    .max(200, serverMessages.tooLong('Company name', 200))
    .refine(isStorableText, serverMessages.unstorable('Company name'))
    .meta({ example: 'Carter Bakery Ltd' }),
  /** The address chosen after Search Address; the wizard has no rule for it. */
  company_address: text('Company address', 500).optional().default('').meta({ example: '3 Mill Lane, York, YO1 7HH' }),
  tradding_name: text('Trading name', 200).optional().default(''),
  tradding_address: text('Trading address', 500).optional().default(''),
  /** Whole pounds, digits only: 3000 to 9999999. Numbers are accepted too. */
  borrow_ammount: z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input == null ? loanMessages.required : loanMessages.numbersOnly),
    })
    .transform((value, ctx) => {
      const digits = String(value).trim();
      const message = loanAmountError(digits);
      if (message) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Number(digits);
    })
    .meta({ description: 'Digits only, at least 3000, at most 7 digits.', example: '25000' }),
  borrow_month: z
    .string({ error: (issue) => (issue.input == null ? loanMessages.required : serverMessages.loanTerm) })
    .trim()
    .min(1, loanMessages.required)
    .transform((value, ctx) => {
      // '12 months' as the site sends it; integrators also write '12' or '12 Months'.
      const spelt = value.toLowerCase().replace(/\s+/g, ' ');
      const term = loanTerms.find((option) => option === spelt || option === `${spelt} months`);
      if (!term) {
        ctx.addIssue({ code: 'custom', message: serverMessages.loanTerm });
        return z.NEVER;
      }
      return Number.parseInt(term, 10);
    })
    .meta({ description: `One of: ${loanTerms.join(', ')}.`, example: '12 months' }),
  /** Set when the visitor comes back to step 1: the same application is updated. */
  id: z
    .string({ error: serverMessages.applicationNotFound })
    .trim()
    .max(64, serverMessages.applicationNotFound)
    .optional(),
  ...botTrapFields,
});
