import { ukDay } from '@sme/domain';
import type { Context } from '../../../context.ts';
import { audit } from '../../../services/audit.ts';
import type { ConsoleUser } from '../procedures.ts';
import { leadsCsv } from './export-csv.ts';
import type { LeadFilters } from './filters.schema.ts';
import { leadRowSelect, toLeadRow } from './lead-row.ts';
import { leadWhere } from './lead-where.ts';

/** The inbox's current filter as a CSV file: every matching lead, not just the page on screen. */
export async function exportHandler(ctx: Context & { user: ConsoleUser }, filters: LeadFilters) {
  const leads = await ctx.prisma.lead.findMany({
    where: leadWhere(filters),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: leadRowSelect,
  });
  await audit(ctx.prisma, {
    actorId: ctx.user.id,
    action: 'lead.export',
    detail: { rows: leads.length, filters: JSON.stringify(filters) },
  });
  return { filename: `leads-${ukDay(new Date())}.csv`, csv: leadsCsv(leads.map(toLeadRow)), rows: leads.length };
}
