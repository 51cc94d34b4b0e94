import type { Prisma } from '@sme/db';
import { leadKindLabels, ukDay, ukMonthBounds } from '@sme/domain';
import { csvLine, spreadsheetSafe } from '../leads/export-csv.ts';

const pounds = (pence: number) => (pence / 100).toFixed(2);

/** What an erased lead's line shows: the earning stands, the business's name is gone. */
export const ERASED_BUSINESS = '(details erased)';

/**
 * A partner's statement for a UK month as CSV: each lead won that month (date won, business, kind, commission in
 * pounds as a number a spreadsheet sums), then the total. UTF-8 with a byte-order mark so Excel reads the £ of the
 * header; cells a spreadsheet would run as formulas are made text (a business name is the visitor's typing).
 */
export async function partnerStatement(
  prisma: Prisma,
  partner: { id: string; code: string },
  month: string,
): Promise<{ filename: string; csv: string }> {
  const { start, end } = ukMonthBounds(month);
  const earnings = await prisma.partnerEarning.findMany({
    where: { partnerId: partner.id, wonAt: { gte: start, lt: end } },
    orderBy: [{ wonAt: 'asc' }, { id: 'asc' }],
    select: { kind: true, amountPence: true, wonAt: true, lead: { select: { businessName: true, erasedAt: true } } },
  });
  const line = (cells: (string | null)[]) => csvLine(cells.map((cell) => spreadsheetSafe(cell)));
  let csv = `\uFEFF${line(['Date won', 'Business name', 'Kind', 'Commission (£)'])}`;
  let total = 0;
  for (const earning of earnings) {
    total += earning.amountPence;
    const business = earning.lead.erasedAt ? ERASED_BUSINESS : earning.lead.businessName;
    csv += line([ukDay(earning.wonAt), business, leadKindLabels[earning.kind], pounds(earning.amountPence)]);
  }
  csv += line(['Total', '', '', pounds(total)]);
  return { filename: `partner-statement-${partner.code}-${month}.csv`, csv };
}
