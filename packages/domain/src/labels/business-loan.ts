import type { BusinessCategoryLabel } from '../funding.ts';

/** Stored value of each business category the wizard offers. */
export const businessCategoryValues = {
  Retail: 'retail',
  'Food, Catering & Hospitality': 'food_catering_hospitality',
  'Health & Leisure': 'health_leisure',
  Construction: 'construction',
  Adult: 'adult',
  'School & Education': 'school_education',
  'Business & Personal service': 'business_personal_service',
  Other: 'other',
} as const satisfies Record<BusinessCategoryLabel, string>;
