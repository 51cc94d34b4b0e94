import { leadKindLabels, leadStatusLabels } from '@sme/domain';
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { ExportRow } from './export-pages.ts';
import { ukDateTimeFormatter } from './export-dates.ts';

/** A cell a spreadsheet would run as a formula starts with one of these; a leading ' makes it text. */
const formulaStart = /^[=+\-@\t\r]/;

export function spreadsheetSafe(value: string | null | undefined): string {
  const text = value ?? '';
  return formulaStart.test(text) ? `'${text}` : text;
}

type Cell = (row: ExportRow, received: (date: Date) => string) => string | null;

const columns: [string, Cell][] = [
  ['Received', (row, received) => received(row.createdAt)],
  ['Kind', (row) => leadKindLabels[row.kind]],
  ['Status', (row) => leadStatusLabels[row.status]],
  ['Business name', (row) => row.businessName],
  ['Name', (row) => row.personName],
  ['Email', (row) => row.email],
  ['Phone', (row) => row.phone],
  ['Postcode', (row) => row.postCode],
  ['Progress', (row) => row.progress],
  ['Assigned to', (row) => row.assigneeName],
];

/**
 * The leads as CSV, written as the pages arrive: UTF-8 with a byte-order mark, so Excel reads £ and accents; UK
 * dates; people's column names. The next page is read only when the reader has taken the last one, so a slow
 * download holds one page, not the whole file.
 */
export function leadsCsv(pages: AsyncIterable<ExportRow[]>): Readable {
  const received = ukDateTimeFormatter();
  async function* records() {
    for await (const page of pages) {
      for (const row of page) yield columns.map(([, cell]) => spreadsheetSafe(cell(row, received)));
    }
  }
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map(([name]) => name),
    record_delimiter: 'windows',
  });
  // An error reading a page ends the file with that error (the download fails rather than looking complete); a
  // reader that goes away stops the reading.
  pipeline(Readable.from(records()), csv, () => {});
  return csv;
}
