import type { Prisma as PrismaTypes } from '@sme/db';
import { isoDay, searchVariants, startOfUkDay, type LeadStatusValue } from '@sme/domain';
import { couldNotReachWhere, waitingWhere } from '../../../services/lead-inbox/waiting.ts';
import { NO_PARTNER } from './filters.schema.ts';
import type { SearchFilters } from './linked-search.ts';

type LeadWhere = NonNullable<Parameters<PrismaTypes['lead']['findMany']>[0]>['where'];

const nextDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return isoDay(date);
};

/** LIKE's own wildcards in what staff typed are matched as themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The inbox's filters as a Prisma where; `status: false` leaves the status out (for the counts per status), `now` is
 * the moment "To answer" is read at.
 */
export function leadWhere(filters: SearchFilters, options: { status?: boolean; now?: Date } = {}): LeadWhere {
  const where: NonNullable<LeadWhere> = {};
  if (filters.kind) where.kind = filters.kind;
  if (filters.status && options.status !== false) where.status = filters.status;
  if (filters.assignee) where.assigneeId = filters.assignee === 'unassigned' ? null : filters.assignee;
  if (filters.source) where.source = filters.source;
  if (filters.medium) where.medium = filters.medium;
  if (filters.campaign) where.campaign = filters.campaign;
  if (filters.partner) where.partnerId = filters.partner === NO_PARTNER ? null : filters.partner;
  if (filters.from || filters.to) {
    where.createdAt = {
      ...(filters.from ? { gte: startOfUkDay(filters.from) } : {}),
      ...(filters.to ? { lt: startOfUkDay(nextDay(filters.to)) } : {}),
    };
  }
  if (filters.view) {
    // The leads due for a first contact, or those whose cadence ran out; a status filter still narrows them (a
    // closed status finds none).
    const { status, ...view } =
      filters.view === 'to-answer' ? waitingWhere(options.now ?? new Date()) : couldNotReachWhere;
    Object.assign(where, view);
    where.status = where.status ? { equals: where.status as LeadStatusValue, ...status } : status;
  }
  const variants = searchVariants(filters.q ?? '');
  if (variants.length > 0) {
    where.OR = [
      ...variants.map((variant) => ({ searchText: { contains: escapeLike(variant) } })),
      // A postcode also finds the other leads of the businesses at it (linked-search.ts).
      ...(filters.linkedBusinesses?.length ? [{ businessId: { in: filters.linkedBusinesses } }] : []),
    ];
  }
  return where;
}
