import { legalFormValues } from '@sme/domain';
import { z } from 'zod';
import { applicationSummaryOutput } from '../application-summary.ts';

/** What the wizard shows again after Back or a reload, and what the booking screen says the call is about. */
export const summaryOutput = applicationSummaryOutput({
  company_name: z.string(),
  /** The wire value (legalForms), as the wizard's field takes it back; null when not given. */
  legal_form: z.enum(legalFormValues).nullable(),
  company_address: z.string(),
  tradding_name: z.string(),
  tradding_address: z.string(),
  borrow_ammount: z.string(),
  borrow_month: z.string(),
  business_cat: z.string().nullable(),
  monthly_turnover_from: z.number().nullable(),
});
