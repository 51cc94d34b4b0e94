import { z } from 'zod';

const textOrNumber = z.union([z.string(), z.number()]);

/**
 * POST /api/business-loan/submit takes the legacy client's three step shapes on one path: step 1 (the
 * application, no id), step 2 (id and business_cat) and step 3 (id and monthly_turnover_from). Each shape is
 * checked by its step's own schema in the handler.
 */
export const submitInput = z.object({
  id: z.string().optional().meta({ description: 'Steps 2 and 3: the id step 1 returned.' }),
  company_name: z.string().optional().meta({ description: 'Step 1.' }),
  company_address: z.string().optional().meta({ description: 'Step 1.' }),
  tradding_name: z.string().optional().meta({ description: 'Step 1 (spelt so).' }),
  tradding_address: z.string().optional().meta({ description: 'Step 1 (spelt so).' }),
  borrow_ammount: textOrNumber.optional().meta({ description: 'Step 1 (spelt so): whole pounds, digits only.' }),
  borrow_month: z
    .string()
    .optional()
    .meta({ description: "Step 1: '6 months', '12 months', '24 months' or '36 months'." }),
  business_cat: z.string().optional().meta({ description: 'Step 2: the business category.' }),
  monthly_turnover_from: textOrNumber.optional().meta({ description: 'Step 3: 0, 20, 40, 60, 80 or 100.' }),
});
