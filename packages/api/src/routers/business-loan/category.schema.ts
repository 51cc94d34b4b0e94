import { businessCategories, loanMessages, oneOfAnyCase } from '@sme/domain';
import { z } from 'zod';
import { applicationId } from './application-id.ts';
import { businessCategoryValues } from './labels.ts';

/** Step 2 'Which category best suits your business ?'. */
export const categoryInput = z.object({
  id: applicationId,
  business_cat: z
    .pipe(
      oneOfAnyCase(businessCategories, loanMessages.selectOneFirst),
      z.transform((label) => businessCategoryValues[label]),
    )
    .meta({ description: `One of: ${businessCategories.join('; ')}.`, example: 'Retail' }),
});
