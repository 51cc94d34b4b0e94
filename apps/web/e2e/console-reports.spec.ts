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
 * by the harness's side port: Fri 27 to Mon 30 March 2026, reached or owned by Sam Okafor and Priya Shah.
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
    'the speed-to-lead report shows the share of callable leads reached per day, agent, kind and source, draws its chart and downloads them as CSV',
    { tag: '@phone' },
    async ({ page, baseURL }) => {
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
      await expect(page.getByTestId('within-target')).toHaveText('Reached within 3 minutes: 38%');
      await expect(
        page.getByText('5 of the 13 leads that became callable on these days. 2 still waiting, 2 never reached.'),
      ).toBeVisible();
      const summary = page.getByRole('region', { name: 'Fri 27 Mar 2026 to Mon 30 Mar 2026' });
      const figures = await summary
        .locator('dl > div')
        .evaluateAll((items) =>
          items.map((item) => [item.querySelector('dt')?.textContent, item.querySelector('dd')?.textContent]),
        );
      expect(figures).toEqual([
        ['Callable leads', '13'],
        ['Reached', '9'],
        ['Still waiting', '2'],
        ['Never reached', '2'],
        ['Median time to reach', '3 min'],
        ['90th percentile', '20 min 14 s'],
        ['Attempts per reached lead', '1.8'],
      ]);

      const days = page.getByRole('table', { name: 'Per day, by the UK day the leads became callable' });
      expect(await rowsOf(days)).toEqual([
        ['Fri 27 Mar 2026', '6', '4', '0', '2', '33% (2 of 6)', '3 min 1 s', '7 min 55 s', '1.8'],
        ['Sat 28 Mar 2026', '1', '1', '0', '0', '100% (1 of 1)', '2 min', '2 min', '1.0'],
        ['Sun 29 Mar 2026', '0', '0', '0', '0', '–', '–', '–', '–'],
        ['Mon 30 Mar 2026', '6', '4', '2', '0', '33% (2 of 6)', '2 min 30 s', '44 min', '2.0'],
      ]);
      const agents = page.getByRole('table', { name: /^Per agent, by who reached the lead/ });
      expect(await rowsOf(agents)).toEqual([
        ['Sam Okafor', '7', '6', '0', '1', '71% (5 of 7)', '1 min 30 s', '3 min 30 s', '1.2'],
        ['Priya Shah', '5', '3', '1', '1', '0% (0 of 5)', '10 min', '50 min 54 s', '3.0'],
        ['Unassigned', '1', '0', '1', '0', '0% (0 of 1)', '–', '–', '–'],
      ]);
      const kinds = page.getByRole('table', { name: /^Per kind of lead/ });
      expect((await rowsOf(kinds)).map(([kind]) => kind)).not.toContain('Partner registration');
      expect((await rowsOf(kinds)).find(([kind]) => kind === 'Energy')).toEqual([
        'Energy',
        '6',
        '5',
        '0',
        '1',
        '66% (4 of 6)',
        '1 min',
        '3 min 36 s',
        '1.2',
      ]);
      const sources = page.getByRole('table', { name: /^Per source/ });
      expect((await rowsOf(sources))[0]).toEqual([
        'google',
        '6',
        '4',
        '1',
        '1',
        '66% (4 of 6)',
        '52 s',
        '2 min 24 s',
        '1.0',
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
      await expect(page.getByRole('figure', { name: /share reached within 3 minutes/ })).toBeVisible();

      await expectNoViolations(page);
      await expectNoSidewaysScroll(page);

      // The CSV holds the very figures the page shows.
      const { filename, csv } = await downloadCsv(page, 'Download CSV');
      expect(filename).toBe('speed-to-lead-2026-03-27-to-2026-03-30.csv');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      const lines = csv.slice(1).trimEnd().split('\r\n');
      expect(lines.slice(0, 9)).toEqual([
        'Rows,"Day, agent, kind or source",Callable,Reached,Still waiting,Never reached,Reached within 3 minutes,Within 3 minutes (% of callable),Median time to reach (office),90th percentile time to reach (office),Attempts per reached lead',
        'Total,2026-03-27 to 2026-03-30,13,9,2,2,5,38%,0:03:00,0:20:14,1.8',
        'Day,2026-03-27,6,4,0,2,2,33%,0:03:01,0:07:55,1.8',
        'Day,2026-03-28,1,1,0,0,1,100%,0:02:00,0:02:00,1',
        'Day,2026-03-29,0,0,0,0,0,,,,',
        'Day,2026-03-30,6,4,2,0,2,33%,0:02:30,0:44:00,2',
        'Agent,Sam Okafor,7,6,0,1,5,71%,0:01:30,0:03:30,1.2',
        'Agent,Priya Shah,5,3,1,1,0,0%,0:10:00,0:50:54,3',
        'Agent,Unassigned,1,0,1,0,0,0%,,,',
      ]);
      expect(lines).toContain('Kind,Energy,6,5,0,1,4,66%,0:01:00,0:03:36,1.2');
      expect(lines).toContain('Source,google,6,4,1,1,4,66%,0:00:52,0:02:24,1');
    },
  );

  test('a range the wrong way round or longer than a year is refused in the form, and the report stays', async ({
    page,
    baseURL,
  }) => {
    await writeReportLeads(baseURL!);
    await signIn(page);
    await gotoHydrated(page, '/admin/reports?from=2026-03-27&to=2026-03-30');
    await expect(page.getByTestId('within-target')).toHaveText('Reached within 3 minutes: 38%');

    await showRange(page, '2026-03-30', '2026-03-27');
    const to = page.getByLabel('To', { exact: true });
    await expect(to).toHaveAccessibleDescription('The first day must be on or before the last day.');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/from=2026-03-27&to=2026-03-30$/);

    await showRange(page, '2025-01-01', '2026-03-30');
    await expect(to).toHaveAccessibleDescription('A report covers at most 366 days: choose a shorter range.');
    await expect(page.getByTestId('within-target')).toHaveText('Reached within 3 minutes: 38%');
    await expectNoViolations(page);
  });
});
