import type { RouterOutputs } from '@sme/api';
import { formatPercent } from '@sme/domain';

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
  'Day, agent, kind or source',
  'Callable',
  'Reached',
  'Still waiting',
  'Never reached',
  'Reached within 3 minutes',
  'Within 3 minutes (% of callable)',
  'Median time to reach (office)',
  '90th percentile time to reach (office)',
  'Attempts per reached lead',
];

const line = (rows: string, name: string, figures: SpeedToLeadReport['total']) => [
  rows,
  name,
  figures.callable,
  figures.reached,
  figures.stillWaiting,
  figures.neverReached,
  figures.withinTarget,
  figures.withinTargetPercent === null ? null : formatPercent(figures.withinTargetPercent),
  csvDuration(figures.medianSeconds),
  csvDuration(figures.p90Seconds),
  figures.attemptsPerReached,
];

/** One rectangle a spreadsheet can filter: the total, then a row per day, per agent, per kind and per source. */
export function reportCsv(report: SpeedToLeadReport): string {
  const rows = [
    reportCsvHeader,
    line('Total', `${report.from} to ${report.to}`, report.total),
    // Days as yyyy-mm-dd, which a spreadsheet reads as dates and sorts.
    ...report.days.map((day) => line('Day', day.day, day)),
    ...report.agents.map((agent) => line('Agent', agent.name, agent)),
    ...report.kinds.map((kind) => line('Kind', kind.label, kind)),
    ...report.sources.map((source) => line('Source', source.source, source)),
  ];
  return csvFile(rows);
}

export const reportCsvName = (report: SpeedToLeadReport) => `speed-to-lead-${report.from}-to-${report.to}.csv`;
