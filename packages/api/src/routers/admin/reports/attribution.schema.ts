import { reportRangeSchema } from '@sme/domain';

/** The attribution report's range: the Reports page's UK days, both included, at most a year. */
export const attributionInput = reportRangeSchema;
