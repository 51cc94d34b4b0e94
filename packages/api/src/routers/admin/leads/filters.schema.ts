import { leadKinds, leadStatuses } from '@sme/domain';
import { z } from 'zod';

const ukDayText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written yyyy-mm-dd.')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'That date does not exist.');

/** The inbox's filters; every one optional. The export takes the same. */
export const leadFilters = z.object({
  kind: z.enum(leadKinds).optional(),
  status: z.enum(leadStatuses).optional(),
  /** A console user's id, or 'unassigned'. */
  assignee: z.string().trim().min(1).max(64).optional(),
  /** UK calendar days, inclusive. */
  from: ukDayText.optional(),
  to: ukDayText.optional(),
  /** Any part of a business name, person, e-mail, phone or postcode. */
  q: z.string().trim().max(100).optional(),
});
export type LeadFilters = z.output<typeof leadFilters>;

export const listInput = leadFilters.extend({
  page: z.number().int().min(1).max(10_000).default(1),
});

export const leadIdInput = z.object({ id: z.string().uuid('That lead does not exist.') });
