import { INBOX_PAGE_SIZE, leadStatuses, type LeadStatusValue } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../../context.ts';
import type { listInput } from './filters.schema.ts';
import { contactStateOf, readClock } from './contact-state.ts';
import { leadRowSelect, toLeadRow } from './lead-row.ts';
import { leadWhere } from './lead-where.ts';
import { withLinkedBusinesses } from './linked-search.ts';
import { businessCount, businessPage } from './business-rows.ts';
import { callTextsOf, rowCallSelect } from './row-calls.ts';

type Direction = 'asc' | 'desc';
type Order = { dueAt?: Direction; createdAt?: Direction; id?: Direction }[];

/**
 * The "To answer" view's order, in the list's terms: its first page (read 'desc' from the newest end) is the lead
 * due first (dueAt): a next try due soonest, or a lead never tried that has waited longest.
 */
const earliestDueFirst = (direction: Direction): Order => {
  const reverse = direction === 'desc' ? 'asc' : 'desc';
  return [{ dueAt: reverse }, { id: reverse }];
};

/**
 * One page of the inbox, newest first (the "To answer" view: longest waiting first), with the number of leads in
 * each status under the other filters, and the office clock the waiting times were read at.
 */
export async function listHandler(ctx: Context, listed: z.output<typeof listInput>) {
  const input = { ...listed, ...(await withLinkedBusinesses(ctx, listed)) };
  // One reading of the clock: "To answer" selects the leads due at it, and their waiting times are read at it.
  const reading = readClock(ctx);
  // The status tabs count every lead under the other filters, whether or not the "To answer" view is on.
  const { view, ...tabFilters } = input;
  const byStatus = await ctx.prisma.lead.groupBy({
    by: ['status'],
    where: leadWhere(tabFilters, { status: false }),
    _count: { _all: true },
  });
  const statusCounts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatusValue, number>;
  for (const group of byStatus) statusCounts[group.status] = group._count._all;
  // One row per business: the rows are businesses, each its newest lead (business-rows.ts).
  const perBusiness = input.onePerBusiness === true;
  const total = perBusiness
    ? await businessCount(ctx.prisma, input)
    : view
      ? await ctx.prisma.lead.count({ where: leadWhere(input, { now: reading.now }) })
      : input.status
        ? statusCounts[input.status]
        : Object.values(statusCounts).reduce((sum, count) => sum + count, 0);

  // A page in the older half is read from the oldest end: an offset costs a walk past every row it skips.
  const newestFirst = (input.page - 1) * INBOX_PAGE_SIZE;
  const fromOldest = !perBusiness && newestFirst > total / 2;
  const skip = fromOldest ? Math.max(0, total - input.page * INBOX_PAGE_SIZE) : newestFirst;
  const remaining = total - newestFirst;
  const take = fromOldest ? Math.min(INBOX_PAGE_SIZE, remaining) : INBOX_PAGE_SIZE;
  const direction: Direction = fromOldest ? 'asc' : 'desc';
  const order: Order =
    view === 'to-answer' ? earliestDueFirst(direction) : [{ createdAt: direction }, { id: direction }];
  // Nothing to show (no match, or a page past the end): no need to look.
  const select = { ...leadRowSelect, ...rowCallSelect };
  const businesses = perBusiness && remaining > 0 ? await businessPage(ctx.prisma, input, skip, take) : [];
  const rows =
    remaining <= 0
      ? []
      : perBusiness
        ? await ctx.prisma.lead.findMany({ where: { id: { in: businesses.map((b) => b.id) } }, select })
        : await ctx.prisma.lead.findMany({
            where: leadWhere(input, { now: reading.now }),
            orderBy: order,
            skip,
            take,
            select,
          });
  if (fromOldest) rows.reverse();
  if (perBusiness)
    rows.sort((a, b) => businesses.findIndex((x) => x.id === a.id) - businesses.findIndex((x) => x.id === b.id));
  const enquiries = new Map(businesses.map((b) => [b.id, b.enquiries]));
  // When to call, for the page's rows at once (row-calls.ts).
  const calls = await callTextsOf(ctx, reading.calendar, rows);
  return {
    rows: rows.map((row) => ({
      ...toLeadRow(row),
      ...contactStateOf(row, reading),
      callText: calls.get(row.id) ?? null,
      /** One row per business: how many of its leads the filters select (this one included); null otherwise. */
      businessEnquiries: perBusiness ? (enquiries.get(row.id) ?? 1) : null,
    })),
    clock: reading.clock,
    page: input.page,
    pageSize: INBOX_PAGE_SIZE,
    total,
    pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    statusCounts,
  };
}
