import type { RouterOutputs } from '@sme/api';
import { formatPercent } from '@sme/domain';
import { csvFile } from './report-csv.ts';

export type AttributionReport = RouterOutputs['admin']['reports']['attribution'];
export type FunnelsReport = RouterOutputs['admin']['reports']['funnels'];
export type AttributionGroup = AttributionReport['sources'][number];
export type Funnel = FunnelsReport['funnels'][number];

/** The attribution tables, in the page's order: the row type's word, the table's key and its heading. */
export const attributionTables = [
  { rows: 'Source', key: 'sources', heading: 'By source' },
  { rows: 'Medium', key: 'mediums', heading: 'By medium' },
  { rows: 'Campaign', key: 'campaigns', heading: 'By campaign' },
  { rows: 'Partner', key: 'partners', heading: 'By partner' },
] as const;

export const sourcesCsvHeader = [
  'Rows',
  'Name or step',
  'Leads',
  'Won',
  'Conversion (% won)',
  'Share of first step',
  'Share of previous step',
];

const percent = (value: number | null) => (value === null ? null : formatPercent(value));

/**
 * The attribution tables and the funnels as one rectangle a spreadsheet can filter by its first column: the total,
 * a row per source, medium, campaign and partner, then a row per step of each flow's funnel (its count in Leads).
 * Built from the answers the page shows, as the speed-to-lead file is.
 */
export function sourcesCsv(attribution: AttributionReport, funnels: FunnelsReport): string {
  const group = (rows: string, name: string, figures: Omit<AttributionGroup, 'value' | 'label'>) => [
    rows,
    name,
    figures.leads,
    figures.won,
    percent(figures.conversionPercent),
    null,
    null,
  ];
  return csvFile([
    sourcesCsvHeader,
    group('Total', `${attribution.from} to ${attribution.to}`, attribution.total),
    ...attributionTables.flatMap(({ rows, key }) => attribution[key].map((row) => group(rows, row.label, row))),
    ...funnels.funnels.flatMap((funnel) =>
      funnel.steps.map((step) => [
        `${funnel.label} funnel`,
        step.label,
        step.count,
        null,
        null,
        percent(step.percentOfFirst),
        percent(step.percentOfPrevious),
      ]),
    ),
  ]);
}

export const sourcesCsvName = (report: AttributionReport) => `sources-and-funnels-${report.from}-to-${report.to}.csv`;
