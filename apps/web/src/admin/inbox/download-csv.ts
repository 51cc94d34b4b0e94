import { consolePaths } from '@sme/domain';
import { TRPCClientError } from '@trpc/client';

/** Records in a CSV file: line ends outside quoted cells, less the header (a cell may hold a line break). */
export function csvRecordCount(csv: string): number {
  let records = 0;
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const c = csv.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (c === 10 && !quoted) records += 1;
  }
  return Math.max(0, records - 1);
}

/**
 * The export of the filter in `search` (the inbox's query string, without the page). Fetched by script with the
 * X-Requested-With header the server asks for, which no link or other site can send, then saved from memory. A
 * refusal comes back in tRPC's shape, so it reads (and signs out) like any other console call.
 */
export async function fetchCsvExport(search: string): Promise<{ filename: string; file: Blob; rows: number }> {
  const response = await fetch(`${consolePaths.export}${search}`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const refusal: unknown = await response.json().catch(() => undefined);
    if (refusal) throw TRPCClientError.from(refusal);
    throw new Error(`The export answered ${response.status}.`);
  }
  // The bytes as sent, byte-order mark included (response.text() would drop it, and Excel needs it).
  const file = await response.blob();
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'leads.csv';
  return { filename, file, rows: csvRecordCount(await file.text()) };
}

/** Saves a file the way a download link would. */
export function saveFile(filename: string, file: Blob) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
