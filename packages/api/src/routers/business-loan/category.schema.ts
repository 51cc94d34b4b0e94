import { businessCategories, businessCategoryValues, loanCategoryChoice } from '@sme/domain';
import { z } from 'zod';
import { storedChoice } from '../stored-choice.ts';
import { applicationId } from './application-id.ts';

/** Step 2 'Which category best suits your business ?'. */
export const categoryInput = z.object({
  id: applicationId,
  business_cat: storedChoice(loanCategoryChoice, businessCategoryValues).meta({
    description: `One of: ${businessCategories.join('; ')}.`,
    example: 'Retail',
  }),
});
