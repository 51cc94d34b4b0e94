import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './axe.ts';
import { fakeCalendly } from './fake-embeds.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { signIn } from './support/console-sign-in.ts';
import { startQuote } from './support/quotes.ts';
import { downloadCsv, rowsOf, writeReportFixture } from './support/reports.ts';

// Signed out, the console asks who is there (401): on purpose.
test.use({ expectedConsoleErrors: [/status of 401/] });

/**
 * The known leads of the attribution tables and funnels (packages/api/test/console/attribution-report-fixture.ts,
 * the API tests' too), written once by the harness's side port: Mon 2 to Sun 8 February 2026, two partners.
 */
function writeSourcesLeads(baseURL: string) {
  return writeReportFixture(baseURL, '/sources-fixture');
}

const table = (page: Page, caption: string | RegExp) => page.getByRole('table', { name: caption });

/** The fixture's week by source, medium, campaign and partner: each table's caption, then its rows. */
const tablesBySource: [RegExp, string[][]][] = [
  [
    /^Leads and won leads by source/,
    [
      ['newsletter', '6', '2', '33% (2 of 6)'],
      ['google', '5', '1', '20% (1 of 5)'],
      ['(direct)', '5', '0', '0% (0 of 5)'],
      ['(not set)', '2', '0', '0% (0 of 2)'],
      ['example.com', '1', '1', '100% (1 of 1)'],
      ['bing', '1', '0', '0% (0 of 1)'],
    ],
  ],
  [
    /^Leads and won leads by medium/,
    [
      ['email', '6', '2', '33% (2 of 6)'],
      ['cpc', '6', '1', '16% (1 of 6)'],
      ['(none)', '5', '0', '0% (0 of 5)'],
      ['(not set)', '2', '0', '0% (0 of 2)'],
      ['referral', '1', '1', '100% (1 of 1)'],
    ],
  ],
  [
    /^Leads and won leads by campaign/,
    [
      ['(not set)', '12', '1', '8% (1 of 12)'],
      ['spring', '6', '2', '33% (2 of 6)'],
      ['brand', '2', '1', '50% (1 of 2)'],
    ],
  ],
  [
    /^Leads and won leads by partner/,
    [
      ['No partner', '15', '2', '13% (2 of 15)'],
      ['Acme Referrals', '4', '2', '50% (2 of 4)'],
      ['Bright Advisers', '1', '0', '0% (0 of 1)'],
    ],
  ],
];

/** The fixture's week, a funnel per flow: each table's caption, then its steps. */
const funnelTables: [RegExp, string[][]][] = [
  [
    /^Energy funnel/,
    [
      ['Postcode entered', '9', '100%', '–'],
      ['Address', '8', '88%', '88%'],
      ['Business', '7', '77%', '87%'],
      ['Service', '6', '66%', '85%'],
      ['Supplier', '5', '55%', '83%'],
      ['Booking screen', '4', '44%', '80%'],
      ['Booked or callback', '2', '22%', '50%'],
      ['Won', '1', '11%', '50%'],
    ],
  ],
  [
    /^Water & waste funnel/,
    [
      ['Postcode entered', '3', '100%', '–'],
      ['Address', '3', '100%', '100%'],
      ['Business name', '3', '100%', '100%'],
      ['Service', '3', '100%', '100%'],
      ['Water usage or waste', '2', '66%', '66%'],
      ['Booking screen', '1', '33%', '50%'],
      ['Booked or callback', '1', '33%', '100%'],
      ['Won', '0', '0%', '0%'],
    ],
  ],
  [
    /^Business loan funnel/,
    [
      ['Basic information', '4', '100%', '–'],
      ['Business category', '3', '75%', '75%'],
      ['Turnover', '2', '50%', '66%'],
      ['Booking screen', '2', '50%', '100%'],
      ['Booked or callback', '1', '25%', '50%'],
      ['Won', '1', '25%', '100%'],
    ],
  ],
  [
    /^Cash advance funnel/,
    [
      ['Application form', '3', '100%', '–'],
      ['Product', '2', '66%', '66%'],
      ['Booking screen', '2', '66%', '100%'],
      ['Booked or callback', '1', '33%', '50%'],
      ['Won', '0', '0%', '0%'],
    ],
  ],
];

/** Each table, found by its caption, holds these rows; a failure names the table by its caption. */
async function expectTables(page: Page, tables: [RegExp, string[][]][]) {
  for (const [caption, rows] of tables) expect(await rowsOf(table(page, caption)), String(caption)).toEqual(rows);
}

test.describe('Reports: where leads come from, and the funnels', () => {
  test(
    'shows leads and won leads by source, medium, campaign and partner, a funnel per flow, and their CSV',
    { tag: '@phone' },
    async ({ page, baseURL }) => {
      await writeSourcesLeads(baseURL!);
      await signIn(page);
      await gotoHydrated(page, '/admin/reports?from=2026-02-02&to=2026-02-08');
      await expect(page.getByRole('heading', { name: 'Where leads come from', level: 2 })).toBeVisible();
      await expect(page.getByTestId('attribution-total')).toHaveText('20 leads, 4 won: conversion rate 20% (4 of 20)');

      await expectTables(page, tablesBySource);

      await expect(page.getByRole('heading', { name: 'Funnels', level: 2 })).toBeVisible();
      await expectTables(page, funnelTables);

      // Each funnel's chart: bars as long as each step's share of the first, named for a screen reader.
      const energyChart = page.getByRole('img', { name: /^Bar chart of the Energy funnel/ });
      await expect(energyChart).toHaveAccessibleName(
        'Bar chart of the Energy funnel: Postcode entered 9, Address 8, Business 7, Service 6, Supplier 5, Booking screen 4, Booked or callback 2, Won 1.',
      );
      const widths = await energyChart
        .locator('[data-step-bar]')
        .evaluateAll((bars) => bars.map((bar) => Math.round((bar.clientWidth * 100) / bar.parentElement!.clientWidth)));
      expect(widths).toEqual([100, 88, 77, 66, 55, 44, 22, 11]);

      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);

      const { filename, csv } = await downloadCsv(page, 'Download sources and funnels CSV');
      expect(filename).toBe('sources-and-funnels-2026-02-02-to-2026-02-08.csv');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      const lines = csv.slice(1).trimEnd().split('\r\n');
      expect(lines.slice(0, 3)).toEqual([
        'Rows,Name or step,Leads,Won,Conversion (% won),Share of first step,Share of previous step',
        'Total,2026-02-02 to 2026-02-08,20,4,20%,,',
        'Source,newsletter,6,2,33%,,',
      ]);
      expect(lines).toContain('Partner,Acme Referrals,4,2,50%,,');
      expect(lines).toContain('Campaign,(not set),12,1,8%,,');
      expect(lines).toContain('Energy funnel,Postcode entered,9,,,100%,');
      expect(lines).toContain('Energy funnel,Booking screen,4,,,44%,80%');
      expect(lines).toContain('Cash advance funnel,Won,0,,,0%,0%');
      expect(lines).toHaveLength(1 + 1 + 6 + 5 + 3 + 3 + 8 + 8 + 6 + 5);
    },
  );

  test('a range with no leads shows empty tables and funnels at nought, not an error', async ({ page }) => {
    await signIn(page);
    await gotoHydrated(page, '/admin/reports?from=2025-01-06&to=2025-01-06');
    await expect(page.getByTestId('attribution-total')).toHaveText('0 leads, 0 won: conversion rate –');
    await expect(page.getByText('No lead was received on these days.')).toHaveCount(4);
    expect((await rowsOf(table(page, /^Cash advance funnel/)))[0]).toEqual(['Application form', '0', '–', '–']);
  });
});

test('the booking screen tells the server once that it was shown', async ({ page, request }) => {
  const id = await startQuote(request, '/api/commecial-utility/post-code/submit', {
    post_code: 'E1 6QL',
    full_address: 'Unit 3, 12 Brick Lane, London',
    bussiness_name: 'Screen Shown Bakery',
  });
  const stamps: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('booking.screenShown')) stamps.push(sent.postData() ?? '');
  });
  await fakeCalendly(page);
  const answered = page.waitForResponse((response) => response.url().includes('booking.screenShown'));
  await gotoHydrated(page, `/calendly/commercial-utility/${id}`);
  expect((await answered).status()).toBe(200);
  // Typing in the callback form renders the screen again and again: nothing more is sent.
  await page.getByRole('textbox', { name: /Name/ }).first().fill('Sam Screen');
  await page.getByRole('textbox', { name: /Phone/ }).first().fill('07700 900123');
  await expect(page.getByTestId('booking-subject')).toContainText('Screen Shown Bakery');
  expect(stamps).toHaveLength(1);
  expect(stamps[0]).toContain(id);
  expect(stamps[0]).toContain('commercial-utility');
});
