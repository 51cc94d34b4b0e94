import { formatPercent, formatReportDay, formatSecondsInWords } from '@sme/domain';
import { cell, ConsoleTable } from '../ConsoleTable.tsx';
import { number, RowHeading } from './report-cells.tsx';
import type { SpeedToLeadReport } from './report-csv.ts';

interface Speed {
  answered: number;
  withinTarget: number;
  withinTargetPercent: number | null;
  medianSeconds: number | null;
  p90Seconds: number | null;
}

/** "50% (2 of 4)": the share, and of what, so the denominator (the answered leads) is never a guess. */
export const withinText = (figures: Speed) =>
  figures.withinTargetPercent === null
    ? formatPercent(null)
    : `${formatPercent(figures.withinTargetPercent)} (${figures.withinTarget} of ${figures.answered})`;

/** The three columns every table ends with: within 3 minutes, the median and the 90th percentile. */
function SpeedCells({ figures }: { figures: Speed }) {
  return (
    <>
      <td className={`${number} whitespace-nowrap`}>{withinText(figures)}</td>
      <td className={`${number} whitespace-nowrap`}>{formatSecondsInWords(figures.medianSeconds)}</td>
      <td className={`${number} whitespace-nowrap`}>{formatSecondsInWords(figures.p90Seconds)}</td>
    </>
  );
}

const speedColumns = ['Answered within 3 minutes', 'Median time to first contact', '90th percentile'];

/** "Energy 2, Contact us 1": the kinds present, in the console's order. */
const kindsText = (byKind: { label: string; count: number }[]) =>
  byKind
    .filter((kind) => kind.count > 0)
    .map((kind) => `${kind.label} ${kind.count}`)
    .join(', ') || 'None';

export function DayTable({ report }: { report: SpeedToLeadReport }) {
  return (
    <ConsoleTable
      label="Per day table"
      caption="Per day, by the UK day the leads were received"
      columns={['Day', 'Received', 'Reachable', 'Answered', ...speedColumns, 'Received by kind']}
      minWidth="min-w-[60rem]"
    >
      {report.days.map((day) => (
        <tr key={day.day} className="border-t border-slate-200">
          <RowHeading nowrap>
            <time dateTime={day.day}>{formatReportDay(day.day)}</time>
          </RowHeading>
          <td className={number}>{day.received}</td>
          <td className={number}>{day.reachable}</td>
          <td className={number}>{day.answered}</td>
          <SpeedCells figures={day} />
          <td className={cell}>{kindsText(day.byKind)}</td>
        </tr>
      ))}
    </ConsoleTable>
  );
}

export function AgentTable({ report }: { report: SpeedToLeadReport }) {
  if (report.agents.length === 0) return <p>No first contact was logged on these days' leads.</p>;
  return (
    <ConsoleTable
      label="Per agent table"
      caption="Per agent, by who logged the first contact, for the leads received on these days"
      columns={['Agent', 'Answered first', ...speedColumns, 'Answered by kind']}
      minWidth="min-w-[50rem]"
    >
      {report.agents.map((agent) => (
        <tr key={agent.agentId ?? 'former'} className="border-t border-slate-200">
          <RowHeading>{agent.name}</RowHeading>
          <td className={number}>{agent.answered}</td>
          <SpeedCells figures={agent} />
          <td className={cell}>{kindsText(agent.byKind)}</td>
        </tr>
      ))}
    </ConsoleTable>
  );
}

export function KindTable({ report }: { report: SpeedToLeadReport }) {
  return (
    <ConsoleTable
      label="Per kind table"
      caption="Per kind of lead, for the leads received on these days"
      columns={['Kind', 'Received', 'Reachable', 'Answered', ...speedColumns]}
      minWidth="min-w-[50rem]"
    >
      {report.kinds.map((kind) => (
        <tr key={kind.kind} className="border-t border-slate-200">
          <RowHeading>{kind.label}</RowHeading>
          <td className={number}>{kind.received}</td>
          <td className={number}>{kind.reachable}</td>
          <td className={number}>{kind.answered}</td>
          <SpeedCells figures={kind} />
        </tr>
      ))}
    </ConsoleTable>
  );
}
