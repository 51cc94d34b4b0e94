import { INBOX_PAGE_SIZE, leadStatuses, type LeadStatusValue } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../../context.ts';
import type { listInput } from './filters.schema.ts';
import { leadRowSelect, toLeadRow } from './lead-row.ts';
import { leadWhere } from './lead-where.ts';

/** One page of the inbox, newest first, with the number of leads in each status under the other filters. */
export async function listHandler(ctx: Context, input: z.output<typeof listInput>) {
  const byStatus = await ctx.prisma.lead.groupBy({
    by: ['status'],
    where: leadWhere(input, { status: false }),
    _count: { _all: true },
  });
  const statusCounts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatusValue, number>;
  for (const group of byStatus) statusCounts[group.status] = group._count._all;
  const total = input.status
    ? statusCounts[input.status]
    : Object.values(statusCounts).reduce((sum, count) => sum + count, 0);

  // A page in the older half is read from the oldest end: an offset costs a walk past every row it skips.
  const newestFirst = (input.page - 1) * INBOX_PAGE_SIZE;
  const fromOldest = newestFirst > total / 2;
  const skip = fromOldest ? Math.max(0, total - input.page * INBOX_PAGE_SIZE) : newestFirst;
  const remaining = total - newestFirst;
  const take = fromOldest ? Math.min(INBOX_PAGE_SIZE, remaining) : INBOX_PAGE_SIZE;
  const direction = fromOldest ? 'asc' : 'desc';
  // Nothing to show (no match, or a page past the end): no need to look.
  const rows =
    remaining <= 0
      ? []
      : await ctx.prisma.lead.findMany({
          where: leadWhere(input),
          orderBy: [{ createdAt: direction }, { id: direction }],
          skip,
          take,
          select: leadRowSelect,
        });
  if (fromOldest) rows.reverse();
  return {
    rows: rows.map(toLeadRow),
    page: input.page,
    pageSize: INBOX_PAGE_SIZE,
    total,
    pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    statusCounts,
  };
}
