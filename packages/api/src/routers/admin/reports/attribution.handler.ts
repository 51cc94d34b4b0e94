import type { ReportRange } from '@sme/domain';
import type { Context } from '../../../context.ts';
import { attributionGroupings, attributionRows, type AttributionRow } from './attribution-rows.ts';
import { rangeMoments } from './report-range.ts';
import { sharePercent } from './report-share.ts';

/** How many leads came in, how many are Won now, and the share Won. */
export interface ConversionFigures {
  leads: number;
  won: number;
  /** won ÷ leads in whole percent, rounded down; null when there were no leads. */
  conversionPercent: number | null;
}

/** One source, medium, campaign or partner. */
export interface AttributionGroup extends ConversionFigures {
  /** The stored value (a partner's id for partners); null for leads without one. */
  value: string | null;
  /** How the page and the CSV name it. */
  label: string;
}

export interface AttributionReport {
  from: string;
  to: string;
  total: ConversionFigures;
  sources: AttributionGroup[];
  mediums: AttributionGroup[];
  campaigns: AttributionGroup[];
  partners: AttributionGroup[];
}

/** A lead with no source, medium or campaign: made before attribution, or by a visit that sent none. */
export const NOT_SET = '(not set)';
/** A lead no partner's link brought. */
export const NO_PARTNER = 'No partner';

const figuresOf = (row: Pick<AttributionRow, 'leads' | 'won'> | undefined): ConversionFigures => {
  const leads = row?.leads ?? 0;
  const won = row?.won ?? 0;
  return { leads, won, conversionPercent: sharePercent(won, leads) };
};

/** Most leads first; then most won; then by name, so equal rows keep one order. */
const byLeads = (a: AttributionGroup, b: AttributionGroup) =>
  b.leads - a.leads || b.won - a.won || a.label.localeCompare(b.label, 'en-GB');

/**
 * Where the leads received on the range's UK days came from (their first touch) and who referred them, with how
 * many of them are Won now. Spam is left out; erased leads count (see attributionRows).
 */
export async function attributionHandler(ctx: Pick<Context, 'prisma'>, range: ReportRange): Promise<AttributionReport> {
  const { start, end } = rangeMoments(range);
  const rows = await attributionRows(ctx.prisma, start, end);
  const groups = (
    grouping: number,
    valueOf: (row: AttributionRow) => string | null,
    labelOf: (row: AttributionRow) => string,
  ) =>
    rows
      .filter((row) => row.grouping === grouping)
      .map((row) => ({ value: valueOf(row), label: labelOf(row), ...figuresOf(row) }))
      .sort(byLeads);
  // A lead's own source, medium or campaign, named (not set) where it has none.
  const byTouch = (field: 'source' | 'medium' | 'campaign') =>
    groups(
      attributionGroupings[field],
      (row) => row[field],
      (row) => row[field] ?? NOT_SET,
    );

  return {
    from: range.from,
    to: range.to,
    total: figuresOf(rows.find((row) => row.grouping === attributionGroupings.total)),
    sources: byTouch('source'),
    mediums: byTouch('medium'),
    campaigns: byTouch('campaign'),
    partners: groups(
      attributionGroupings.partner,
      (row) => row.partnerId,
      (row) => (row.partnerId === null ? NO_PARTNER : (row.partnerName ?? NO_PARTNER)),
    ),
  };
}
