import { formatAttempts, formatPercent, formatReportDay, formatSecondsInWords } from '@sme/domain';
import type { ReactNode } from 'react';
import { ConsoleTable } from '../ConsoleTable.tsx';
import { number, RowHeading } from './report-cells.tsx';
import type { SpeedToLeadReport } from './report-csv.ts';

type Figures = SpeedToLeadReport['total'];

/** "38% (5 of 13)": the share, and of what, so the denominator (every callable lead) is never a guess. */
export const withinText = (figures: Figures) =>
  figures.withinTargetPercent === null
    ? formatPercent(null)
    : `${formatPercent(figures.withinTargetPercent)} (${figures.withinTarget} of ${figures.callable})`;

/** The columns every table of the report has after its row heading, in this order. */
const figureColumns = [
  'Callable',
  'Reached',
  'Still waiting',
  'Never reached',
  'Reached within 3 minutes',
  'Median time to reach',
  '90th percentile',
  'Attempts per reached lead',
];

function FigureCells({ figures }: { figures: Figures }) {
  return (
    <>
      <td className={number}>{figures.callable}</td>
      <td className={number}>{figures.reached}</td>
      <td className={number}>{figures.stillWaiting}</td>
      <td className={number}>{figures.neverReached}</td>
      <td className={`${number} whitespace-nowrap`}>{withinText(figures)}</td>
      <td className={`${number} whitespace-nowrap`}>{formatSecondsInWords(figures.medianSeconds)}</td>
      <td className={`${number} whitespace-nowrap`}>{formatSecondsInWords(figures.p90Seconds)}</td>
      <td className={number}>{formatAttempts(figures.attemptsPerReached)}</td>
    </>
  );
}

function FiguresTable<Row extends Figures>(props: {
  label: string;
  caption: string;
  heading: string;
  rows: Row[];
  keyOf: (row: Row) => string;
  headingOf: (row: Row) => ReactNode;
}) {
  return (
    <ConsoleTable
      label={props.label}
      caption={props.caption}
      columns={[props.heading, ...figureColumns]}
      minWidth="min-w-[60rem]"
    >
      {props.rows.map((row) => (
        <tr key={props.keyOf(row)} className="border-t border-slate-200">
          <RowHeading nowrap>{props.headingOf(row)}</RowHeading>
          <FigureCells figures={row} />
        </tr>
      ))}
    </ConsoleTable>
  );
}

export function DayTable({ report }: { report: SpeedToLeadReport }) {
  return (
    <FiguresTable
      label="Per day table"
      caption="Per day, by the UK day the leads became callable"
      heading="Day"
      rows={report.days}
      keyOf={(day) => day.day}
      headingOf={(day) => <time dateTime={day.day}>{formatReportDay(day.day)}</time>}
    />
  );
}

export function AgentTable({ report }: { report: SpeedToLeadReport }) {
  if (report.agents.length === 0) return <p>No lead became callable on these days.</p>;
  return (
    <FiguresTable
      label="Per agent table"
      caption="Per agent, by who reached the lead, else who it is assigned to"
      heading="Agent"
      rows={report.agents}
      keyOf={(agent) => agent.agentId ?? 'nobody'}
      headingOf={(agent) => agent.name}
    />
  );
}

export function KindTable({ report }: { report: SpeedToLeadReport }) {
  return (
    <FiguresTable
      label="Per kind table"
      caption="Per kind of lead"
      heading="Kind"
      rows={report.kinds}
      keyOf={(kind) => kind.kind}
      headingOf={(kind) => kind.label}
    />
  );
}

export function SourceTable({ report }: { report: SpeedToLeadReport }) {
  if (report.sources.length === 0) return <p>No lead became callable on these days.</p>;
  return (
    <FiguresTable
      label="Per source table"
      caption="Per source, by where the lead's first visit came from"
      heading="Source"
      rows={report.sources}
      keyOf={(source) => source.source}
      headingOf={(source) => source.source}
    />
  );
}
