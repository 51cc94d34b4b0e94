import { INBOX_PAGE_SIZE, leadStatuses, type LeadStatusValue } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../../context.ts';
import type { listInput } from './filters.schema.ts';
import { leadRowSelect, toLeadRow } from './lead-row.ts';
import { leadWhere } from './lead-where.ts';

/** One page of the inbox, newest first, with the number of leads in each status under the other filters. */
export async function listHandler(ctx: Context, input: z.output<typeof listInput>) {
  const [rows, byStatus] = await Promise.all([
    ctx.prisma.lead.findMany({
      where: leadWhere(input),
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (input.page - 1) * INBOX_PAGE_SIZE,
      take: INBOX_PAGE_SIZE,
      select: leadRowSelect,
    }),
    ctx.prisma.lead.groupBy({ by: ['status'], where: leadWhere(input, { status: false }), _count: { _all: true } }),
  ]);
  const statusCounts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatusValue, number>;
  for (const group of byStatus) statusCounts[group.status] = group._count._all;
  const total = input.status
    ? statusCounts[input.status]
    : Object.values(statusCounts).reduce((sum, count) => sum + count, 0);
  return {
    rows: rows.map(toLeadRow),
    page: input.page,
    pageSize: INBOX_PAGE_SIZE,
    total,
    pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    statusCounts,
  };
}
