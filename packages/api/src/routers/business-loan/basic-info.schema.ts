import {
  botTrapFields,
  isStorableText,
  loanAmount,
  loanCompanyName,
  loanTermMonthsField,
  loanTerms,
  serverMessages,
} from '@sme/domain';
import { z } from 'zod';

const text = (label: string, max: number) =>
  z
    .string({ error: serverMessages.notText(label) })
    .trim()
    .max(max, serverMessages.tooLong(label, max))
    .refine(isStorableText, serverMessages.unstorable(label));

/** Step 1 'Let us know your basic information'; the field names are the legacy spellings. */
export const basicInfoInput = z.object({
  // The wizard's rules (spec §5), with the lengths and characters the database can keep.
  company_name: loanCompanyName.check(
    z.maxLength(200, serverMessages.tooLong('Company name', 200)),
    z.refine(isStorableText, serverMessages.unstorable('Company name')),
    z.meta({ example: 'Carter Bakery Ltd' }),
  ),
  /** The address chosen after Search Address; the wizard has no rule for it. */
  company_address: text('Company address', 500).optional().default('').meta({ example: '3 Mill Lane, York, YO1 7HH' }),
  tradding_name: text('Trading name', 200).optional().default(''),
  tradding_address: text('Trading address', 500).optional().default(''),
  /** Whole pounds, digits only: 3000 to 9999999. Numbers are accepted too. */
  borrow_ammount: loanAmount.check(
    z.meta({ description: 'Digits only, at least 3000, at most 7 digits.', example: '25000' }),
  ),
  borrow_month: loanTermMonthsField.check(
    z.meta({ description: `One of: ${loanTerms.join(', ')}.`, example: '12 months' }),
  ),
  /** Set when the visitor comes back to step 1: the same application is updated. */
  id: z
    .string({ error: serverMessages.applicationNotFound })
    .trim()
    .max(64, serverMessages.applicationNotFound)
    .optional(),
  ...botTrapFields,
});
