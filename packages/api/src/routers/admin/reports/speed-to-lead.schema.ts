import { reportRangeSchema } from '@sme/domain';

/** The speed-to-lead report's range: UK calendar days, both included, at most a year (rules in packages/domain). */
export const speedToLeadInput = reportRangeSchema;
