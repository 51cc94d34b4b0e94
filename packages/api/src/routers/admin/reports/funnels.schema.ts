import { reportRangeSchema } from '@sme/domain';

/** The funnels' range: the leads received on the Reports page's UK days, both included, at most a year. */
export const funnelsInput = reportRangeSchema;
