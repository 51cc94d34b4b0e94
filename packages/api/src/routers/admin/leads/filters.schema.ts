import { ATTRIBUTION_MAX, consoleMessages, isStorableText, leadKinds, leadStatuses, serverMessages } from '@sme/domain';
import { z } from 'zod';

/** The inbox's views besides the plain list. */
export const inboxViews = ['to-answer', 'could-not-reach'] as const;

/** A real calendar day written yyyy-mm-dd (what a date input sends). */
const isDay = (day: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
};
const ukDayText = z.string().refine(isDay, 'Dates are written yyyy-mm-dd.');

/** A source, medium or campaign as stored (ATTRIBUTION_MAX). */
const attributionText = (label: string) =>
  z.string().trim().min(1).max(ATTRIBUTION_MAX.value).refine(isStorableText, serverMessages.unstorable(label));

export const partnerNotFound = 'That partner does not exist.';

/** The partner filter's "No partner". */
export const NO_PARTNER = 'none';

/** The inbox's filters; every one optional. The export takes the same. */
export const leadFilters = z.object({
  kind: z.enum(leadKinds).optional(),
  status: z.enum(leadStatuses).optional(),
  /** A console user's id, or 'unassigned'. */
  assignee: z.string().trim().min(1).max(64).refine(isStorableText, consoleMessages.userNotFound).optional(),
  /** UK calendar days, inclusive. */
  from: ukDayText.optional(),
  to: ukDayText.optional(),
  /** Any part of a business name, person, e-mail, phone or postcode. */
  q: z.string().trim().max(100).refine(isStorableText, serverMessages.unstorable('Search')).optional(),
  /**
   * 'to-answer': the leads due for a first contact now, longest waiting first; 'could-not-reach': those whose
   * contact cadence ran out without anyone reaching the person.
   */
  view: z.enum(inboxViews).optional(),
  /** Where the leads came from (first touch), as admin.leads.sourceChoices lists them. */
  source: attributionText('Source').optional(),
  medium: attributionText('Medium').optional(),
  campaign: attributionText('Campaign').optional(),
  /** A partner's id, or 'none': the leads no partner referred. */
  partner: z.union([z.literal(NO_PARTNER), z.uuid(partnerNotFound)]).optional(),
});
export type LeadFilters = z.output<typeof leadFilters>;

export const listInput = leadFilters.extend({
  page: z.number().int().min(1).max(10_000).default(1),
  /** One row per business: only the newest lead of each (Lead.businessId), with how many it has. */
  onePerBusiness: z.boolean().optional(),
});

export const leadIdInput = z.object({ id: z.string().uuid('That lead does not exist.') });
export const deliveryIdInput = z.object({ id: z.string().uuid(consoleMessages.deliveryNotFound) });
