import type { RouterOutputs } from '@sme/api';
import { formatPercent, leadKindLabels, leadKinds } from '@sme/domain';

export type SpeedToLeadReport = RouterOutputs['admin']['reports']['speedToLead'];

/**
 * The CSV file of a report, built in the browser from the very answer the page shows, so the file and the page can
 * never disagree (leads change while the page is open; a second read on the server could). The report holds only
 * counts, times and staff names, nothing the leads export's audit trail is for.
 */

/** A cell a spreadsheet would run as a formula starts with one of these; a leading ' makes it text (as the leads export). */
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = typeof value === 'string' && formulaStart.test(text) ? `'${text}` : text;
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** UTF-8 with a byte-order mark, so Excel reads it as such; CRLF line ends (RFC 4180). */
export const csvFile = (rows: (string | number | null)[][]) =>
  `\uFEFF${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** Office seconds as h:mm:ss, which a spreadsheet reads as a duration (as the leads export writes them). */
export function csvDuration(seconds: number | null): string | null {
  if (seconds === null) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

export const reportCsvHeader = [
  'Rows',
  'Day, agent or kind',
  'Received',
  'Reachable',
  'Answered',
  'Answered within 3 minutes',
  'Within 3 minutes (% of answered)',
  'Median time to first contact (office)',
  '90th percentile time to first contact (office)',
  // Per kind: leads received (per day, in total) or, on an agent's row, the leads they answered first.
  ...leadKinds.map((kind) => leadKindLabels[kind]),
];

interface Figures {
  received?: number;
  reachable?: number;
  answered: number;
  withinTarget: number;
  withinTargetPercent: number | null;
  medianSeconds: number | null;
  p90Seconds: number | null;
}

const line = (rows: string, name: string, figures: Figures, byKind: { count: number }[] | null) => [
  rows,
  name,
  figures.received ?? null,
  figures.reachable ?? null,
  figures.answered,
  figures.withinTarget,
  figures.withinTargetPercent === null ? null : formatPercent(figures.withinTargetPercent),
  csvDuration(figures.medianSeconds),
  csvDuration(figures.p90Seconds),
  ...leadKinds.map((_, i) => byKind?.[i]?.count ?? null),
];

/** One rectangle a spreadsheet can filter: the total, then a row per day, per agent and per kind. */
export function reportCsv(report: SpeedToLeadReport): string {
  const rows = [
    reportCsvHeader,
    line('Total', `${report.from} to ${report.to}`, report.total, report.total.byKind),
    // Days as yyyy-mm-dd, which a spreadsheet reads as dates and sorts.
    ...report.days.map((day) => line('Day', day.day, day, day.byKind)),
    ...report.agents.map((agent) => line('Agent', agent.name, agent, agent.byKind)),
    ...report.kinds.map((kind) => line('Kind', kind.label, kind, null)),
  ];
  return csvFile(rows);
}

export const reportCsvName = (report: SpeedToLeadReport) => `speed-to-lead-${report.from}-to-${report.to}.csv`;
