import { consoleLeadPath, ukDay } from '@sme/domain';
import type { Readable } from 'node:stream';
import type { Context } from '../../../context.ts';
import type { ConsoleUser } from '../procedures.ts';
import { leadsCsv } from './export-csv.ts';
import { answerLabelsFor } from './export-answer-columns.ts';
import { EXPORT_PAGE_SIZE, exportKinds, exportPages, type ExportRow } from './export-pages.ts';
import type { LeadFilters } from './filters.schema.ts';
import { withLinkedBusinesses } from './linked-search.ts';

export interface LeadsExport {
  filename: string;
  /** The file, written while it is read. */
  csv: Readable;
}

/**
 * The inbox's current filter as a CSV file: every matching lead, not just the page on screen. The audit entry is
 * written before the first row leaves (an export that breaks off has still shown people's data), and gets its
 * number of rows once the last page is read, before the file ends.
 */
export async function exportHandler(
  ctx: Context & { user: ConsoleUser },
  filters: LeadFilters,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<LeadsExport> {
  const detail = { filters: JSON.stringify(filters) };
  const entry = await ctx.prisma.auditEntry.create({
    data: { actorId: ctx.user.id, action: 'lead.export', detail: { ...detail, rows: null } },
    select: { id: true },
  });
  const { prisma } = ctx;
  const selected = await withLinkedBusinesses(ctx, filters);
  const layout = {
    answerLabels: answerLabelsFor(await exportKinds(prisma, selected)),
    // An absolute address where the server knows its own (PUBLIC_URL), so the link works from a spreadsheet.
    leadLink: (id: string) =>
      ctx.publicUrl ? new URL(consoleLeadPath(id), ctx.publicUrl).toString() : consoleLeadPath(id),
  };
  async function* counted(): AsyncGenerator<ExportRow[]> {
    let rows = 0;
    for await (const page of exportPages(prisma, selected, pageSize)) {
      rows += page.length;
      yield page;
    }
    await prisma.auditEntry.update({ where: { id: entry.id }, data: { detail: { ...detail, rows } } });
  }
  return { filename: `leads-${ukDay(new Date())}.csv`, csv: leadsCsv(counted(), layout) };
}
