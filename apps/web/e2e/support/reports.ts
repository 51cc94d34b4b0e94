import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';

/** Writes a report's known leads once, by the harness's side port (its port + 1): `fixture` is the side port's path. */
export async function writeReportFixture(baseURL: string, fixture: string) {
  const sidePort = new URL(baseURL);
  sidePort.port = String(Number(sidePort.port) + 1);
  const response = await fetch(new URL(fixture, sidePort), { method: 'POST' });
  if (!response.ok) throw new Error(`The report's leads were not written: ${await response.text()}`);
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
