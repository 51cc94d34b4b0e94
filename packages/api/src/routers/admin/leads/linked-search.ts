import { normalizePostcode, searchVariants } from '@sme/domain';
import type { Context } from '../../../context.ts';
import type { LeadFilters } from './filters.schema.ts';

/** The inbox's filters once a postcode search has found the businesses it names. */
export type SearchFilters = LeadFilters & {
  /** Businesses (Lead.businessId) that have a lead at the postcode searched for: all their leads match. */
  linkedBusinesses?: string[];
};

/** More businesses than a page could ever show: past this the search is too broad to widen. */
const MAX_LINKED_BUSINESSES = 500;

/**
 * A search for a full postcode finds every lead of a business that has one lead there: the café's loan (no
 * postcode of its own) shows up beside her energy quote at the address. Other searches are left as they are.
 */
export async function withLinkedBusinesses(ctx: Pick<Context, 'prisma'>, filters: LeadFilters): Promise<SearchFilters> {
  const postcode = filters.q ? normalizePostcode(filters.q) : null;
  if (!postcode) return filters;
  // searchText holds each postcode without its space, through the trigram index the search already uses.
  const [compact] = searchVariants(postcode);
  const leads = await ctx.prisma.lead.findMany({
    where: { searchText: { contains: compact }, businessId: { not: null } },
    select: { businessId: true },
    distinct: ['businessId'],
    take: MAX_LINKED_BUSINESSES,
  });
  const linkedBusinesses = leads.flatMap((lead) => (lead.businessId ? [lead.businessId] : []));
  return linkedBusinesses.length > 0 ? { ...filters, linkedBusinesses } : filters;
}
