import { businessCategories, loanMessages } from '@sme/domain';
import { z } from 'zod';
import { applicationId } from './application-id.ts';
import { businessCategoryValues } from './labels.ts';

/** Step 2 'Which category best suits your business ?'. */
export const categoryInput = z.object({
  id: applicationId,
  business_cat: z
    .string({ error: loanMessages.selectOneFirst })
    .trim()
    .transform((value, ctx) => {
      const label = businessCategories.find((category) => category.toLowerCase() === value.toLowerCase());
      if (!label) {
        ctx.addIssue({ code: 'custom', message: loanMessages.selectOneFirst });
        return z.NEVER;
      }
      return businessCategoryValues[label];
    })
    .meta({ description: `One of: ${businessCategories.join('; ')}.`, example: 'Retail' }),
});
