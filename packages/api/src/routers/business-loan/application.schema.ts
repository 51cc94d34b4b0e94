import { businessCategories, legalFormValues, loanTerms } from '@sme/domain';
import { z } from 'zod';
import { applicationSummaryOutput } from '../application-summary.ts';

/** Where a loan application stands: the next step to send, or the booking screen once every step is answered. */
export const loanStepsReached = ['category', 'turnover', 'booking'] as const;

/**
 * GET /api/business-loan/get/{id}: what the visitor has sent so far, under the names POST /business-loan/submit
 * takes, so an integrator can carry on from where a visitor left. Steps not answered yet read null; an optional
 * text of step 1 left out or blank reads ''.
 */
export const loanApplicationOutput = applicationSummaryOutput({
  company_name: z.string(),
  legal_form: z.enum(legalFormValues).nullable().meta({ description: 'Null when not given.' }),
  company_address: z.string(),
  post_code: z.string().meta({ description: 'The UK postcode typed, normalised ("YO1 7HH"); \'\' when none.' }),
  tradding_name: z.string(),
  tradding_address: z.string(),
  tradding_post_code: z.string().meta({ description: "As post_code, for the trading address; '' when none." }),
  borrow_ammount: z.string().meta({ description: 'Whole pounds, digits only.', example: '25000' }),
  borrow_month: z.string().meta({ description: `One of: ${loanTerms.join(', ')}.`, example: '12 months' }),
  business_cat: z.enum(businessCategories).nullable().meta({ description: 'Step 2; null until answered.' }),
  monthly_turnover_from: z
    .number()
    .nullable()
    .meta({ description: 'Step 3, in thousands of pounds (0, 20, 40, 60, 80 or 100); null until answered.' }),
  step_reached: z.enum(loanStepsReached).meta({
    description:
      "The step to send next: 'category' (step 2) or 'turnover' (step 3); 'booking' once step 3 is answered, " +
      'when the visitor is shown the booking screen.',
  }),
});
