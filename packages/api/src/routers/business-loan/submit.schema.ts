import {
  attributionFields,
  botTrapFields,
  legalFormMessages,
  legalFormValues,
  loanCalculatorMessages,
  loanMessages,
  serverMessages,
} from '@sme/domain';
import { z } from 'zod';

// A field of the wrong type answers with the message its step's own schema gives, never zod's wording.
const text = (message: string) => z.string({ error: message });
const textOrNumber = (message: string) => z.union([z.string(), z.number()], { error: message });

/**
 * POST /api/business-loan/submit takes the legacy client's three step shapes on one path: step 1 (the
 * application, no id), step 2 (id and business_cat) and step 3 (id and monthly_turnover_from). Each shape is
 * checked by its step's own schema in the handler.
 */
export const submitInput = z.object({
  id: text(serverMessages.applicationNotFound)
    .optional()
    .meta({ description: 'Steps 2 and 3: the id step 1 returned.' }),
  company_name: text(serverMessages.notText('Company name')).optional().meta({ description: 'Step 1.' }),
  company_address: text(serverMessages.notText('Company address')).optional().meta({ description: 'Step 1.' }),
  tradding_name: text(serverMessages.notText('Trading name')).optional().meta({ description: 'Step 1 (spelt so).' }),
  tradding_address: text(serverMessages.notText('Trading address'))
    .optional()
    .meta({ description: 'Step 1 (spelt so).' }),
  post_code: text(serverMessages.notText('Post code'))
    .optional()
    .meta({ description: 'Step 1: the UK postcode typed.' }),
  tradding_post_code: text(serverMessages.notText('Trading post code'))
    .optional()
    .meta({ description: 'Step 1 (spelt so): the trading UK postcode typed.' }),
  borrow_ammount: textOrNumber(loanMessages.numbersOnly)
    .optional()
    .meta({ description: 'Step 1 (spelt so): whole pounds, digits only.' }),
  borrow_month: text(serverMessages.loanTerm)
    .optional()
    .meta({ description: "Step 1: '6 months', '12 months', '24 months' or '36 months'." }),
  legal_form: text(legalFormMessages.invalid)
    .optional()
    .meta({ description: `Step 1, optional: the business's legal form, one of ${legalFormValues.join(', ')}.` }),
  business_cat: text(loanMessages.selectOneFirst).optional().meta({ description: 'Step 2: the business category.' }),
  monthly_turnover_from: textOrNumber(serverMessages.turnoverBand)
    .optional()
    .meta({ description: 'Step 3: 0, 20, 40, 60, 80 or 100.' }),
  calculator_amount: textOrNumber(loanCalculatorMessages.amount)
    .optional()
    .meta({ description: 'Step 1, optional: the amount the loan calculator showed figures for, in whole pounds.' }),
  calculator_term: textOrNumber(loanCalculatorMessages.term).optional().meta({
    description: 'Step 1, optional: the term in months the loan calculator showed figures for (6, 12, 24, 36).',
  }),
  /** Step 1's form carries them; handed on to it as sent. */
  ...botTrapFields,
  ...attributionFields,
});
