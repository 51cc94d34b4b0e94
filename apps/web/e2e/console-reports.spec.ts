import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './axe.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { signIn } from './support/console-sign-in.ts';
import { consoleLink } from './support/console-menu.ts';
import { downloadCsv, rowsOf, writeReportFixture } from './support/reports.ts';

// Signed out, the console asks who is there (401): on purpose.
test.use({ expectedConsoleErrors: [/status of 401/] });

/**
 * The report's known leads (packages/api/test/console/speed-to-lead-fixture.ts, the API test's too), written once
 * by the harness's side port: Fri 27 to Mon 30 March 2026, answered by Sam Okafor and Priya Shah.
 */
function writeReportLeads(baseURL: string) {
  return writeReportFixture(baseURL, '/speed-to-lead-fixture');
}

async function showRange(page: Page, from: string, to: string) {
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Show report' }).click();
}

test.describe('Reports', () => {
  test(
    'the speed-to-lead report shows the figures per day and per agent, draws its chart and downloads them as CSV',
    { tag: '@phone' },
    async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      await writeReportLeads(baseURL!);
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) scripts.push(response.url());
      });
      const chartScript = () => scripts.filter((url) => /SpeedChart/.test(url));
      await signIn(page);
      // The console's other pages do not load the chart's script.
      expect(chartScript()).toEqual([]);

      await (await consoleLink(page, 'Reports')).click();
      await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/Reports – Console/);
      // The last 7 days by default.
      await expect(page.getByLabel('To', { exact: true })).not.toHaveValue('');

      await showRange(page, '2026-03-27', '2026-03-30');
      await expect(page).toHaveURL(/\/admin\/reports\?from=2026-03-27&to=2026-03-30$/);
      await expect(page.getByRole('heading', { name: 'Fri 27 Mar 2026 to Mon 30 Mar 2026', level: 2 })).toBeVisible();
      await expect(page.getByTestId('within-target')).toHaveText('Answered within 3 minutes: 55%');
      await expect(page.getByText('5 of the 9 answered leads.')).toBeVisible();
      const summary = page.getByRole('region', { name: 'Fri 27 Mar 2026 to Mon 30 Mar 2026' });
      const figures = await summary
        .locator('dl > div')
        .evaluateAll((items) =>
          items.map((item) => [item.querySelector('dt')?.textContent, item.querySelector('dd')?.textContent]),
        );
      expect(figures).toEqual([
        ['Leads received', '13'],
        ['Reachable', '11'],
        ['Answered', '9'],
        ['Median time to first contact', '3 min'],
        ['90th percentile', '20 min 14 s'],
      ]);

      const days = page.getByRole('table', { name: 'Per day, by the UK day the leads were received' });
      expect(await rowsOf(days)).toEqual([
        [
          'Fri 27 Mar 2026',
          '6',
          '5',
          '4',
          '50% (2 of 4)',
          '3 min 1 s',
          '7 min 55 s',
          "Contact us 1, Let's talk popup 1, Energy 2, Business loan 1, Cash advance 1",
        ],
        [
          'Sat 28 Mar 2026',
          '3',
          '3',
          '2',
          '100% (2 of 2)',
          '1 min 45 s',
          '1 min 57 s',
          'Partner registration 1, Energy 1, Water & waste 1',
        ],
        ['Sun 29 Mar 2026', '0', '0', '0', '–', '–', '–', 'None'],
        [
          'Mon 30 Mar 2026',
          '4',
          '3',
          '3',
          '33% (1 of 3)',
          '4 min',
          '49 min 42 s',
          "Contact us 1, Let's talk popup 1, Energy 2",
        ],
      ]);
      const agents = page.getByRole('table', { name: /^Per agent, by who logged the first contact/ });
      expect(await rowsOf(agents)).toEqual([
        ['Sam Okafor', '5', '80% (4 of 5)', '2 min', '3 min 36 s', 'Energy 4, Water & waste 1'],
        [
          'Priya Shah',
          '4',
          '25% (1 of 4)',
          '6 min 31 s',
          '45 min 48 s',
          "Contact us 2, Let's talk popup 1, Partner registration 1",
        ],
      ]);
      const kinds = page.getByRole('table', { name: /^Per kind of lead/ });
      expect((await rowsOf(kinds)).find(([kind]) => kind === 'Energy')).toEqual([
        'Energy',
        '5',
        '5',
        '4',
        '75% (3 of 4)',
        '1 min 52 s',
        '3 min 42 s',
      ]);

      // The chart: its own script, loaded for this page only, draws on a canvas, named for a screen reader.
      const chart = page.getByRole('img', { name: /^Line chart, per day from Fri 27 Mar 2026 to Mon 30 Mar 2026/ });
      await expect(chart.locator('[data-chart="drawn"] canvas')).toBeVisible();
      expect(chartScript()).toHaveLength(1);
      const inked = await chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
        const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let teal = 0;
        // The share's line and points, in the brand teal #0f766e.
        for (let i = 0; i < pixels.length; i += 4) {
          if (pixels[i] === 15 && pixels[i + 1] === 118 && pixels[i + 2] === 110) teal += 1;
        }
        return teal;
      });
      expect(inked).toBeGreaterThan(50);
      await expect(page.getByRole('figure', { name: /share answered within 3 minutes/ })).toBeVisible();

      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);

      // The CSV holds the very figures the page shows.
      const { filename, csv } = await downloadCsv(page, 'Download CSV');
      expect(filename).toBe('speed-to-lead-2026-03-27-to-2026-03-30.csv');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      const lines = csv.slice(1).trimEnd().split('\r\n');
      expect(lines.slice(0, 8)).toEqual([
        'Rows,"Day, agent or kind",Received,Reachable,Answered,Answered within 3 minutes,Within 3 minutes (% of answered),Median time to first contact (office),90th percentile time to first contact (office),Contact us,Let\'s talk popup,Partner registration,Energy,Water & waste,Business loan,Cash advance',
        'Total,2026-03-27 to 2026-03-30,13,11,9,5,55%,0:03:00,0:20:14,2,2,1,5,1,1,1',
        'Day,2026-03-27,6,5,4,2,50%,0:03:01,0:07:55,1,1,0,2,0,1,1',
        'Day,2026-03-28,3,3,2,2,100%,0:01:45,0:01:57,0,0,1,1,1,0,0',
        'Day,2026-03-29,0,0,0,0,,,,0,0,0,0,0,0,0',
        'Day,2026-03-30,4,3,3,1,33%,0:04:00,0:49:42,1,1,0,2,0,0,0',
        'Agent,Sam Okafor,,,5,4,80%,0:02:00,0:03:36,0,0,0,4,1,0,0',
        'Agent,Priya Shah,,,4,1,25%,0:06:31,0:45:48,2,1,1,0,0,0,0',
      ]);
      expect(lines).toContain('Kind,Energy,5,5,4,3,75%,0:01:52,0:03:42,,,,,,,');
    },
  );

  test('a range the wrong way round or longer than a year is refused in the form, and the report stays', async ({
    page,
    baseURL,
  }) => {
    await writeReportLeads(baseURL!);
    await signIn(page);
    await gotoHydrated(page, '/admin/reports?from=2026-03-27&to=2026-03-30');
    await expect(page.getByTestId('within-target')).toHaveText('Answered within 3 minutes: 55%');

    await showRange(page, '2026-03-30', '2026-03-27');
    const to = page.getByLabel('To', { exact: true });
    await expect(to).toHaveAccessibleDescription('The first day must be on or before the last day.');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/from=2026-03-27&to=2026-03-30$/);

    await showRange(page, '2025-01-01', '2026-03-30');
    await expect(to).toHaveAccessibleDescription('A report covers at most 366 days: choose a shorter range.');
    await expect(page.getByTestId('within-target')).toHaveText('Answered within 3 minutes: 55%');
    await expectNoViolations(page);
  });
});
