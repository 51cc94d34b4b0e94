import { z } from 'zod';
import { applicationId } from './application-id.ts';

export const summaryInput = z.object({ id: applicationId });

/** What the wizard shows again after Back or a reload, and what the booking screen says the call is about. */
export const summaryOutput = z.object({
  collections: z.object({
    id: z.string(),
    company_name: z.string(),
    company_address: z.string(),
    tradding_name: z.string(),
    tradding_address: z.string(),
    borrow_ammount: z.string(),
    borrow_month: z.string(),
    business_cat: z.string().nullable(),
    monthly_turnover_from: z.number().nullable(),
  }),
});
