import { stringify } from 'csv-stringify/sync';
import type { LeadRow } from './lead-row.ts';

/** A cell a spreadsheet would run as a formula starts with one of these; a leading ' makes it text. */
const formulaStart = /^[=+\-@\t\r]/;

export function spreadsheetSafe(value: string | null | undefined): string {
  const text = value ?? '';
  return formulaStart.test(text) ? `'${text}` : text;
}

const columns: [string, (row: LeadRow) => string | null][] = [
  ['Received', (row) => row.received],
  ['Kind', (row) => row.kindLabel],
  ['Status', (row) => row.statusLabel],
  ['Business name', (row) => row.businessName],
  ['Name', (row) => row.personName],
  ['Email', (row) => row.email],
  ['Phone', (row) => row.phone],
  ['Postcode', (row) => row.postCode],
  ['Progress', (row) => row.progress],
  ['Assigned to', (row) => row.assignee?.name ?? null],
];

/** UTF-8 with a byte-order mark, so Excel reads £ and accents; UK dates; people's column names. */
export function leadsCsv(rows: LeadRow[]): string {
  return stringify(
    rows.map((row) => columns.map(([, read]) => spreadsheetSafe(read(row)))),
    { bom: true, header: true, columns: columns.map(([name]) => name), record_delimiter: 'windows' },
  );
}
