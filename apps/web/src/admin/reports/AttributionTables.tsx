import { formatPercent } from '@sme/domain';
import { ConsoleTable } from '../ConsoleTable.tsx';
import { number, RowHeading } from './report-cells.tsx';
import { attributionTables, type AttributionGroup, type AttributionReport } from './sources-csv.ts';

/** "33% (2 of 6)": the rate, and of what; the dash when no lead came that way. */
const conversionText = (figures: { leads: number; won: number; conversionPercent: number | null }) =>
  figures.conversionPercent === null
    ? formatPercent(null)
    : `${formatPercent(figures.conversionPercent)} (${figures.won} of ${figures.leads})`;

function GroupTable({ rows, heading, groups }: { rows: string; heading: string; groups: AttributionGroup[] }) {
  if (groups.length === 0) return <p>No lead was received on these days.</p>;
  return (
    <ConsoleTable
      label={`${heading} table`}
      caption={`Leads and won leads ${heading.toLowerCase()}, for the leads received on these days`}
      columns={[rows, 'Leads', 'Won', 'Conversion rate']}
      minWidth="min-w-[28rem]"
    >
      {groups.map((group) => (
        <tr key={group.value ?? 'none'} className="border-t border-slate-200">
          <RowHeading>{group.label}</RowHeading>
          <td className={number}>{group.leads}</td>
          <td className={number}>{group.won}</td>
          <td className={`${number} whitespace-nowrap`}>{conversionText(group)}</td>
        </tr>
      ))}
    </ConsoleTable>
  );
}

/** Where the leads came from: the total, then a table per source, medium, campaign and partner. */
export function AttributionTables({ report }: { report: AttributionReport }) {
  return (
    <>
      <p className="mb-3 text-lg font-semibold" data-testid="attribution-total">
        {report.total.leads} leads, {report.total.won} won: conversion rate {conversionText(report.total)}
      </p>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        {attributionTables.map(({ rows, key, heading }) => (
          <section key={key} aria-labelledby={`attribution-${key}`}>
            <h3 id={`attribution-${key}`} className="mb-2 font-semibold">
              {heading}
            </h3>
            <GroupTable rows={rows} heading={heading} groups={report[key]} />
          </section>
        ))}
      </div>
    </>
  );
}
