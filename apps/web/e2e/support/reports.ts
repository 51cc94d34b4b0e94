import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { writeSidePort } from './side-port.ts';

/** Writes a report's known leads once, by the harness's side port (its port + 1): `fixture` is the side port's path. */
export async function writeReportFixture(baseURL: string, fixture: string) {
  await writeSidePort(baseURL, fixture);
}

/** A table's body rows as the text of their cells (the row's heading first). */
export async function rowsOf(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
}

/** Clicks a report's download button: the file's suggested name, and its text as saved (byte order mark and all). */
export async function downloadCsv(page: Page, button: string): Promise<{ filename: string; csv: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { filename: download.suggestedFilename(), csv: readFileSync((await download.path())!, 'utf8') };
}
